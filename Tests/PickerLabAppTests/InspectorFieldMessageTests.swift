@testable import Controls
import Foundation
import Geometry
import Painting
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// The red message under the sliders says why a value was refused, for as long as that is news: Escape
/// (cancelling the field) and any later accepted change — a preset, a slider, a typed value, Keep as B —
/// clear it, in the panel, in what is drawn and in the dump's `fieldMessage`.
@MainActor
struct InspectorFieldMessageTests {
    func press(_ app: App, _ host: NullHost, _ keys: [Key]) throws {
        for k in keys { host.inject(.key(KeyEvent(key: k, timestamp: 0))); try app.step() }
    }

    func keys(_ text: String) -> [Key] { text.map { Key(sdlName: String($0)) } }

    /// The red text drawn this frame (the message's lines).
    func redLines(_ app: App) -> [String] {
        app.scene.displayList.commands.compactMap { if case .text(let r) = $0, r.color == Color.red { return r.text } else { return nil } }
    }

    func dumpedMessage(_ app: App) -> Any? { (app.sceneDump()["inspector"] as? [String: Any])?["fieldMessage"] }

    @Test func escapeAndLaterAcceptedChangesClearARefusedValuesMessage() throws {
        let (app, host) = try makeApp { $0.inspector = true; $0.size = Size(width: 1100, height: 1000); $0.frames = 1_000_000 }
        let panel = app.inspector.panel
        let response = try #require(panel.sliders.first { $0.label == "response" })
        // Type 100 into response, Enter: refused, the message shows; Escape: the field closes, the message goes.
        app.driver.tap(at: response.valueRect.center)
        try press(app, host, keys("100") + [.enter])
        #expect(panel.fieldMessage?.hasPrefix("response 100 s, out of range") == true)
        #expect(redLines(app).first?.hasPrefix("response 100 s") == true)
        try press(app, host, [.escape])
        #expect(response.editingText == nil && !app.shouldStop)
        #expect(panel.fieldMessage == nil)
        #expect(redLines(app).isEmpty, "\(redLines(app))")
        #expect(dumpedMessage(app) is NSNull)
        // Refused and left by tabbing away: the message stays to say why the value did not apply...
        app.driver.tap(at: response.valueRect.center)
        try press(app, host, keys("100") + [.enter, Key(sdlName: "Tab")])
        #expect(response.editingText == nil)
        #expect(panel.fieldMessage != nil)
        // ...until the snappy preset is chosen.
        let snappy = try #require(panel.presetButtons.first { $0.id == "inspector.preset.snappy" })
        app.driver.tap(at: snappy.frame.center)
        try app.step()
        #expect(panel.fieldMessage == nil)
        #expect(redLines(app).isEmpty, "\(redLines(app))")
        // A script's refused value keeps its message (the run warns); Keep as B is an accepted change.
        #expect(app.inspector.run(.type(field: "response", value: "100")) != nil)
        try app.step()
        #expect(panel.fieldMessage != nil)
        app.driver.tap(at: panel.keepBButton.frame.center)
        try app.step()
        #expect(panel.springB != nil)
        #expect(panel.fieldMessage == nil)
        #expect(redLines(app).isEmpty, "\(redLines(app))")
        #expect(dumpedMessage(app) is NSNull)
    }
}
