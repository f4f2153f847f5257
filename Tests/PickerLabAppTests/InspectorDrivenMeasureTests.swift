@testable import Controls
import Geometry
import Motion
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// The measured trajectory of a driven indicator (glass, placed by its pane every frame) is the pane's
/// motion in pages — what the control's spring drives — in every frame the indicator moves, so the dots
/// lie on the plotted spring; the indicator's own x follows the pane through tabs of different widths.
@MainActor
struct InspectorDrivenMeasureTests {
    @Test func aGlassTapIsMeasuredInEveryFrameTheIndicatorMoves() throws {
        let (app, _) = try makeApp { $0.inspector = true }
        let glass = try #require(app.gallery.control("glass"))
        var drawn: [Double] = []
        try runScript(app, "tap glass unread\nwait 1") { drawn.append(glass.indicator.frame.x) }
        #expect(app.inspector.panel.controlID == "glass")
        let measured = app.inspector.measured
        #expect(measured.count > 30, "\(measured.count) samples")
        // The pane springs from page 0 to page 1 with the control's spring from rest: every sample is the
        // closed form (the indicator is the track's frame at the pane's offset).
        let spring = InspectorController.spring(of: glass)
        let sim = SpringSimulation(spring: spring, start: 0, end: 1, velocity: 0)
        #expect(measured.first?.progress == 0)
        var xWouldDiffer = false
        let from = glass.track.frames[0].x, to = glass.track.frames[1].x
        for (i, s) in measured.dropLast().enumerated() {
            #expect(abs(s.t - Double(i) / 60) < 1e-9)
            #expect(abs(s.progress - sim.position(at: s.t)) < 1e-9, "t = \(s.t)")
            // The indicator's x as a fraction of its travel is not the spring's path (what the dots showed before).
            let xProgress = (glass.track.frame(at: sim.position(at: s.t)).x - from) / (to - from)
            if abs(xProgress - sim.position(at: s.t)) > 0.005 { xWouldDiffer = true }
        }
        #expect(xWouldDiffer)
        #expect(abs(measured.last!.progress - 1) < 0.01)
        // Each sample is a pane offset the indicator was drawn at.
        for s in measured { #expect(drawn.contains { abs($0 - glass.track.frame(at: s.progress).x) < 1e-6 }) }
        // The panel says so, and the dump names what is measured.
        #expect(app.inspector.panel.drivenNote?.contains("follows the pane") == true)
        #expect(app.sceneDump()["inspector"].flatMap { ($0 as? [String: Any])?["measures"] as? String } == "pane")
    }
}
