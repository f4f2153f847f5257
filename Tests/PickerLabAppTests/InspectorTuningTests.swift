@testable import Controls
import Foundation
import Geometry
import Motion
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// The inspector as a tuner drives it: typed values, round steps, the "Copied" moment and the preview of the
/// platform copied — through real input on the headless app.
@MainActor
struct InspectorTuningTests {
    func slider(_ app: App, _ key: String) throws -> Slider {
        try #require(app.inspector.panel.sliders.first { $0.label == key })
    }

    func press(_ app: App, _ host: NullHost, _ keys: [Key]) throws {
        for k in keys { host.inject(.key(KeyEvent(key: k, timestamp: 0))); try app.step() }
    }

    func keys(_ text: String) -> [Key] { text.map { Key(sdlName: String($0)) } }

    @Test func clickingAValueOpensItTypingAndEnterApplyItAndTheNextTapFollowsIt() throws {
        let (app, host) = try makeApp { $0.inspector = true; $0.size = Size(width: 1100, height: 1000) }
        let pill = try #require(app.gallery.control("pill"))
        let response = try slider(app, "response")
        let before = InspectorController.spring(of: pill)
        app.driver.tap(at: response.valueRect.center)
        #expect(response.editingText == "0.5")   // the value without its unit, selected
        #expect(response.value == before.response)   // a click on the value does not move the thumb
        // The first key replaces the selection; Backspace deletes; '.' and digits type.
        try press(app, host, keys("0.47") + [.other("Backspace")] + keys("2"))
        #expect(response.editingText == "0.42")
        #expect(app.inspector.dump()?["editing"] as? [String: String] == ["field": "response", "text": "0.42"])
        // Keys that are global elsewhere type nothing and do nothing while the field is open.
        try press(app, host, [.character("s"), .character("i"), .character("t")])
        #expect(!app.slowAnimations && app.isInspectorVisible && app.gallery.theme == .light)
        try press(app, host, [.enter])
        #expect(response.editingText == nil)
        let spring = InspectorController.spring(of: pill)
        #expect(spring.response == 0.42)   // applied as typed
        #expect(abs(spring.dampingFraction - before.dampingFraction) < 1e-12)
        #expect(response.value == 0.42)
        // The next selection follows the typed spring's closed form.
        app.driver.tap(at: pill.segmentNodes[2].frame.center)
        for _ in 0..<40 { try app.step() }
        let sim = SpringSimulation(spring: spring, start: 0, end: 1, velocity: 0)
        let measured = app.inspector.measured
        #expect(measured.count > 20)
        for s in measured.dropLast() { #expect(abs(s.progress - sim.position(at: s.t)) < 1e-6, "t = \(s.t)") }
    }

    @Test func escapeCancelsTheFieldWithoutQuittingAndAValueOutsideTheDomainIsRefusedWithSpringsMessage() throws {
        // A frame limit, so the run stops only when it quits (not when idle).
        let (app, host) = try makeApp { $0.inspector = true; $0.size = Size(width: 1100, height: 1000); $0.frames = 1_000_000 }
        let pill = try #require(app.gallery.control("pill"))
        let before = InspectorController.spring(of: pill)
        let damping = try slider(app, "dampingFraction")
        app.driver.tap(at: damping.valueRect.center)
        try press(app, host, keys("0.3") + [.escape])
        #expect(damping.editingText == nil)
        #expect(!app.shouldStop)   // Escape closed the field; it did not quit
        #expect(InspectorController.spring(of: pill) == before)
        // A response of 0 s: refused with the message --spring gives for the same spring; nothing applied.
        let response = try slider(app, "response")
        app.driver.tap(at: response.valueRect.center)
        try press(app, host, keys("0") + [.enter])
        var cli = ""
        do { _ = try Options.parse(["--spring", "pill=response:0,dampingFraction:\(SpringParameterisation.decimal(before.dampingFraction))"]) }
        catch let e as OptionError { cli = e.message }
        #expect(cli.hasPrefix("--spring: "))
        #expect(app.inspector.panel.fieldMessage == String(cli.dropFirst("--spring: ".count)))
        #expect(app.inspector.panel.messageLines.joined(separator: " ") == app.inspector.panel.fieldMessage)
        #expect(response.editingText == "0")   // stays open for correction
        #expect(InspectorController.spring(of: pill) == before)
        // Not a number: refused too.
        try press(app, host, keys("..") + [.enter])
        #expect(app.inspector.panel.fieldMessage?.contains("not a decimal number") == true)
        try press(app, host, [.escape])
        #expect(InspectorController.spring(of: pill) == before)
        #expect(!app.shouldStop)
        try press(app, host, [.escape])
        #expect(app.shouldStop)   // with no field open Escape quits, as before
    }

    @Test func arrowKeysAndDragsLandOnRoundValuesInEveryParameterisation() throws {
        let (app, host) = try makeApp { $0.inspector = true; $0.size = Size(width: 1100, height: 1000) }
        let pill = try #require(app.gallery.control("pill"))
        let response = try slider(app, "response")
        app.scene.setFocus(response)
        try press(app, host, [.right, .right, .right])
        #expect(InspectorController.spring(of: pill).response == 0.53)
        // A drag of 41.3 points lands on the nearest hundredth of a second.
        let start = response.thumbCenter
        let script = "mouse down \(start.x) \(start.y)\nwait 0.05\nmouse move \(start.x + 20) \(start.y)\nwait 0.05\nmouse move \(start.x + 41.3) \(start.y)\nwait 0.05\nmouse up \(start.x + 41.3) \(start.y)\nwait 0.05"
        try runScript(app, script)
        let dragged = InspectorController.spring(of: pill).response
        #expect(abs(dragged * 100 - (dragged * 100).rounded()) < 1e-9 && dragged > 0.6, "\(dragged)")
        // Physical: stiffness steps by whole numbers, mass by hundredths, damping by tenths.
        app.inspector.panel.modePicker.userSelect(SpringParameterisation.physical.rawValue)
        try app.step()
        for (key, unit) in [("stiffness", 1.0), ("mass", 0.01), ("damping", 0.1)] {
            let s = try slider(app, key)
            app.scene.setFocus(s)
            try press(app, host, [.right])
            let v = SpringParameterisation.value(key, of: InspectorController.spring(of: pill))
            #expect(abs(v / unit - (v / unit).rounded()) < 1e-6, "\(key) = \(v)")
        }
    }

    @Test func aCopyButtonSaysCopiedForAMomentAndThePreviewShowsThatPlatform() throws {
        let (app, host) = try makeApp { $0.inspector = true; $0.size = Size(width: 1100, height: 1000) }
        let panel = app.inspector.panel
        #expect(panel.previewKey == "swiftui")
        let flutter = try #require(panel.copyButtons.first { $0.id == "inspector.copy.flutter" })
        #expect(flutter.frame.maxY < 1000)
        let frameBefore = flutter.frame
        app.driver.tap(at: flutter.frame.center)
        let code = SpringCode(spring: InspectorController.spring(of: try #require(app.gallery.control("pill")))).flutter
        #expect(host.clipboard == code)
        #expect(flutter.flashTitle == "Copied")
        #expect(panel.copyButtons.filter { $0.flashTitle != nil }.count == 1)
        #expect(flutter.frame == frameBefore)   // the button kept room for "Copied": nothing moved
        #expect(panel.previewKey == "flutter")
        #expect(panel.previewSnippet?.title == "Flutter")
        let firstLine = try #require(code.components(separatedBy: "\n").first { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
        #expect(panel.previewLines.first.map { firstLine.hasPrefix($0.replacingOccurrences(of: "…", with: "")) } == true, "\(panel.previewLines)")
        // Still "Copied" 1.4 s later; back to its title after 1.5 s (the frame clock, 1/60 s a frame).
        for _ in 0..<84 { try app.step() }
        #expect(flutter.flashTitle == "Copied")
        for _ in 0..<8 { try app.step() }
        #expect(flutter.flashTitle == nil)
        #expect(panel.previewKey == "flutter")   // the preview stays on the platform copied last
        #expect(app.scene.isIdle)
    }
}
