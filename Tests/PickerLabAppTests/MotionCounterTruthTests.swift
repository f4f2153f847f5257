@testable import Controls
import Geometry
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// The `<id>.indicator velocity` counter tells the truth on late frames and layout jumps: a spring's
/// velocity is its own (not Δx × refresh rate when frames are far apart), and a relayout that moves the
/// indicator at rest (the inspector opening) is not velocity.
@MainActor
struct MotionCounterTruthTests {
    /// Runs `text`, sampling the counters every `every`-th frame only (so the counter sees frames that
    /// far apart, as after late frames); returns each control's written rows with the frame's x.
    func samples(_ text: String, every: Int, key: String? = nil) throws -> (rows: [(frame: Int, x: Double, v: Double, name: String)], xs: [String: [Double]], keyFrame: Int) {
        let (app, _) = try makeApp()
        var counters = MotionCounters()
        var frame = 0, keyFrame = -1
        var rows: [(frame: Int, x: Double, v: Double, name: String)] = []
        var xs: [String: [Double]] = [:]
        let visible = app.isInspectorVisible
        try runScript(app, text) {
            frame += 1
            if keyFrame < 0, app.isInspectorVisible != visible { keyFrame = frame }
            for c in app.gallery.controls { xs[c.id, default: []].append(c.indicator.frame.minX) }
            guard frame % every == 0 else { return }
            let ts = Int64(frame) * 16_667
            for row in counters.rows(controls: app.gallery.controls, pagers: app.gallery.pagers, tsUs: ts) where row.name.hasSuffix(".indicator") {
                let x = row.values.first { $0.0 == "x" }!.1, v = row.values.first { $0.0 == "velocity" }!.1
                rows.append((frame, x, v, row.name))
            }
        }
        return (rows, xs, keyFrame)
    }

    @Test func aSpringsVelocityOnFramesFiveRefreshesApartIsItsOwnNotDeltaXTimesTheRefreshRate() throws {
        let (rows, xs, _) = try samples("tap pill UIKit\nwait 1.2", every: 5)
        let pill = rows.filter { $0.name == "pill.indicator" }
        // The truth: the fastest it moved between two consecutive 60 Hz frames.
        let all = xs["pill"] ?? []
        let fastest = zip(all.dropFirst(), all).map { abs($0 - $1) * 60 }.max() ?? 0
        #expect(fastest > 300, "the pill slides: \(fastest) pt/s")
        let peak = pill.map { abs($0.v) }.max() ?? 0
        // Δx over 5 frames × 60 would read about 5 × the speed; the spring's own never exceeds what it moved.
        #expect(peak > fastest * 0.8 && peak < fastest * 1.1, "counter peak \(peak) pt/s, fastest real \(fastest) pt/s")
        // Each moving sample's velocity lies between the slowest and fastest average speed over its gap.
        for (a, b) in zip(pill, pill.dropFirst()) where b.v != 0 {
            let mean = abs(b.x - a.x) / (Double(b.frame - a.frame) / 60)
            #expect(abs(b.v) < max(mean * 3, 50), "frame \(b.frame): \(b.v) pt/s, mean over the gap \(mean) pt/s")
        }
    }

    @Test func openingTheInspectorAtRestMovesIndicatorsWithoutVelocity() throws {
        let (rows, xs, keyFrame) = try samples("wait 0.3\nkey I\nwait 0.5", every: 1)
        #expect(keyFrame > 0)
        let jumped = rows.filter { $0.frame >= keyFrame - 1 && $0.frame <= keyFrame + 1 }
        let moved = xs.filter { ($0.value.first ?? 0) != ($0.value.last ?? 0) }
        #expect(!moved.isEmpty, "the inspector moves some indicator")
        #expect(!jumped.isEmpty)
        for r in rows { #expect(r.v == 0, "\(r.name) at frame \(r.frame): \(r.v) pt/s for a relayout at rest") }
    }
}
