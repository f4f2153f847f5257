import Controls
import FrameTrace
import Geometry

/// The motion counters of a trace: per control `<id>.indicator` (args `x`, `width` in points and
/// `velocity` in points/s) and `pager.offset` (pages), written in every frame in which they change and
/// once when they come to rest — so Perfetto plots each spring's curve under the frames.
struct MotionCounters {
    /// What was last written per track: the value, its time (µs), and whether it was moving.
    private struct Last { var x: Double; var width: Double; var ts: Int64; var moving: Bool }
    private var indicators: [String: Last] = [:]
    private var pagers: [String: Last] = [:]

    /// Writes the counters that changed since the last frame (or came to rest) at `tsUs` µs.
    @MainActor mutating func sample(controls: [SegmentedControl], pagers panes: [PagedPane], tsUs: Int64, into trace: TraceWriter) {
        for control in controls {
            let f = control.indicator.frame
            if let velocity = MotionCounters.change(from: indicators[control.id], x: f.minX, width: f.width, tsUs: tsUs) {
                trace.counter(name: control.id + ".indicator", tsUs: tsUs, values: [("x", f.minX), ("width", f.width), ("velocity", velocity)])
                indicators[control.id] = Last(x: f.minX, width: f.width, ts: tsUs, moving: velocity != 0)
            }
        }
        for pane in panes {
            if let velocity = MotionCounters.change(from: pagers[pane.id], x: pane.offset, width: 0, tsUs: tsUs) {
                trace.counter(name: pane.id + ".offset", tsUs: tsUs, values: [("value", pane.offset), ("velocity", velocity)])
                pagers[pane.id] = Last(x: pane.offset, width: 0, ts: tsUs, moving: velocity != 0)
            }
        }
    }

    /// The velocity (units per second of `x`) to write when `x`/`width` changed since `last` or came to rest
    /// (0), or nil when nothing is to be written.
    private static func change(from last: Last?, x: Double, width: Double, tsUs: Int64) -> Double? {
        guard x.isFinite, width.isFinite else { return nil }
        guard let last else { return 0 }
        if x == last.x && width == last.width { return last.moving ? 0 : nil }
        let dt = Double(max(1, tsUs - last.ts)) / 1e6
        return (x - last.x) / dt
    }
}

extension App {
    /// Samples the motion counters into the trace at `tsUs` µs.
    func traceMotion(tsUs: Int64) {
        guard let trace else { return }
        motionCounters.sample(controls: gallery.controls, pagers: gallery.pagers, tsUs: tsUs, into: trace)
    }
}
