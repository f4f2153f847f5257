import Controls
import Geometry
import Motion
@testable import PickerLabApp
import SceneGraph
import SceneTesting
import Testing

/// The measured trajectory of a driven indicator (glass, placed by its pane every frame) follows the
/// indicator as drawn in every frame, not only while the indicator animates by itself.
@MainActor
struct InspectorDrivenMeasureTests {
    @Test func aGlassTapIsMeasuredInEveryFrameTheIndicatorMoves() throws {
        let (app, _) = try makeApp { $0.inspector = true }
        let glass = try #require(app.gallery.control("glass"))
        var drawn: [Double] = []
        app.script = ScriptRunner(try Script.parse("tap glass unread\nwait 1", path: "glass.txt", catalog: app.scriptCatalog), path: "glass.txt")
        while !app.shouldStop { try app.step(); drawn.append(glass.indicator.frame.x) }
        #expect(app.inspector.panel.controlID == "glass")
        let measured = app.inspector.measured
        #expect(measured.count > 30, "\(measured.count) samples")
        // The pane springs from page 0 to page 1 with the control's spring from rest; the indicator is the
        // track's frame at the pane's offset (past page 1 the overshoot heads along the next tab's stretch).
        let spring = InspectorController.spring(of: glass)
        let sim = SpringSimulation(spring: spring, start: 0, end: 1, velocity: 0)
        let from = glass.track.frames[0].x, to = glass.track.frames[1].x
        #expect(measured.first?.progress == 0)
        for (i, s) in measured.dropLast().enumerated() {
            #expect(abs(s.t - Double(i) / 60) < 1e-9)
            let expected = (glass.track.frame(at: sim.position(at: s.t)).x - from) / (to - from)
            #expect(abs(s.progress - expected) < 1e-6, "t = \(s.t)")
        }
        #expect(abs(measured.last!.progress - 1) < 0.01)
        // Each sample is an x the indicator was drawn at.
        for s in measured { #expect(drawn.contains { abs($0 - (from + s.progress * (to - from))) < 1e-6 }) }
    }
}
