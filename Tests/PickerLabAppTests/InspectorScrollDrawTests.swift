@testable import Controls
import Geometry
import Painting
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// A scrolled inspector panel draws everything where it is laid out: its mode picker (a repaint boundary
/// with a retained painting inside the panel's) moves with the rest, and a click lands on what is drawn.
@MainActor
struct InspectorScrollDrawTests {
    /// The text runs drawn this frame with text `text` (fragments expanded).
    func runs(_ app: App, _ text: String) -> [TextRun] {
        app.scene.displayList.commands.compactMap { if case .text(let r) = $0, r.text == text { return r } else { return nil } }
    }

    @Test func theModePickerScrollsWithThePanelAndAClickOnItsDrawnLabelReachesIt() throws {
        // The default window is short: 760 x 600 points with the panel docked.
        let (app, _) = try makeApp { $0.inspector = true; $0.size = Size(width: 760, height: 600) }
        let panel = app.inspector.panel
        let picker = panel.modePicker
        let before = try #require(runs(app, "physical").first)
        #expect(picker.frame.contains(Point(x: before.origin.x + 1, y: before.origin.y + 1)))
        let x = panel.frame.minX + 8
        // The user's drag: 130 points up on the panel's background, in several frames.
        try runScript(app, "wait 0.1\nmouse down \(x) 300\nwait 0.05\nmouse move \(x) 250\nwait 0.05\nmouse move \(x) 170\nwait 0.05\nmouse up \(x) 170\nwait 0.1")
        #expect(abs(panel.scrollOffset - 130) < 1e-9)
        #expect(abs(picker.frame.minY - (46 - 130)) < 1e-9)
        let after = try #require(runs(app, "physical").first)
        #expect(runs(app, "physical").count == 1)
        #expect(abs(after.origin.y - (before.origin.y - 130)) < 1e-9, "drawn at y \(after.origin.y), laid out at \(picker.frame.minY)")
        // Back down to 20 points scrolled: the picker is partly in view; a click on its drawn "physical"
        // label switches the parameterisation and changes no spring.
        try runScript(app, "mouse down \(x) 170\nwait 0.05\nmouse move \(x) 240\nwait 0.05\nmouse move \(x) 280\nwait 0.05\nmouse up \(x) 280\nwait 0.1")
        #expect(abs(panel.scrollOffset - 20) < 1e-9)
        let drawn = try #require(runs(app, "physical").first)
        let target = Point(x: drawn.origin.x + 10, y: drawn.origin.y + 8)
        #expect(target.y > 0 && picker.frame.contains(target))
        let spring = panel.spring
        try runScript(app, "mouse down \(target.x) \(target.y)\nmouse up \(target.x) \(target.y)\nwait 0.3")
        #expect(panel.parameterisation == .physical)
        #expect(panel.spring == spring)
    }
}
