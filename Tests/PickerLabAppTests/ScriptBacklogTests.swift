@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// Input beyond what the platform's event queue holds at once still reaches the scene, in the same frame.
@MainActor
struct ScriptBacklogTests {
    private func run(keys: Int, capacity: Int) throws -> App {
        let (app, host) = try makeApp()
        host.queueCapacity = capacity
        let text = (["key Tab"] + Array(repeating: "key Right", count: keys) + ["wait 0.1", "expect selected pill UIKit"]).joined(separator: "\n")
        try runScript(app, text, path: "s", expectPassing: false)
        return app
    }

    @Test func moreEventsThanTheQueueHoldsAreFedAsItDrains() throws {
        // 1 + 50 events through a queue of 7: all arrive (50 Rights from SwiftUI end on UIKit, 50 mod 3 = 2).
        let app = try run(keys: 50, capacity: 7)
        #expect(app.script?.failures == [])
        #expect(app.warnings.isEmpty)
        #expect(app.gallery.control("pill")?.selectedIndex == 2)
    }

    @Test func anEventTheEmptyQueueRefusesIsLostLoudlyNamingItsLine() throws {
        let app = try run(keys: 2, capacity: 0)
        #expect(app.warnings.count == 1)
        #expect(app.warnings.first?.hasPrefix("s:1: input event lost") == true, "\(app.warnings)")
    }
}
