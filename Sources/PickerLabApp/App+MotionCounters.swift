import Controls
import FrameTrace
import Geometry

/// The motion counters of a trace: per control `<id>.indicator` (args `x`, `width` in points and
/// `velocity` in points/s) and `pager.offset` (pages), written in every frame in which they change and
/// once when they come to rest — so Perfetto plots each spring's curve under the frames. The velocity is the
/// change since the previous frame over the time between the two frames; after an idle gap (more than four
/// refresh periods without a frame) the move happened within one frame, so one period is used.
struct MotionCounters {
    /// Per track: the value at the previous frame, that frame's time (µs), and whether it was moving.
    private struct Last { var x: Double; var width: Double; var ts: Int64; var moving: Bool }
    private var indicators: [String: Last] = [:]
    private var pagers: [String: Last] = [:]

    /// Writes the counters that changed since the previous frame (or came to rest) at `tsUs` µs; `periodUs`
    /// is the refresh period.
    @MainActor mutating func sample(controls: [SegmentedControl], pagers panes: [PagedPane], tsUs: Int64, periodUs: Double, into trace: any TraceRecording) {
        for control in controls {
            let f = control.indicator.frame
            if let velocity = MotionCounters.update(&indicators[control.id], x: f.minX, width: f.width, tsUs: tsUs, periodUs: periodUs) {
                trace.counter(name: control.id + ".indicator", tsUs: tsUs, values: [("x", f.minX), ("width", f.width), ("velocity", velocity)])
            }
        }
        for pane in panes {
            if let velocity = MotionCounters.update(&pagers[pane.id], x: pane.offset, width: 0, tsUs: tsUs, periodUs: periodUs) {
                trace.counter(name: pane.id + ".offset", tsUs: tsUs, values: [("value", pane.offset), ("velocity", velocity)])
            }
        }
    }

    /// Moves `last` to this frame and returns the velocity (units of `x` per second) to write when `x`/`width`
    /// changed or came to rest (0), or nil when nothing is to be written.
    private static func update(_ last: inout Last?, x: Double, width: Double, tsUs: Int64, periodUs: Double) -> Double? {
        guard x.isFinite, width.isFinite else { return nil }
        guard let previous = last else {
            last = Last(x: x, width: width, ts: tsUs, moving: false)
            return 0
        }
        if x == previous.x && width == previous.width {
            last = Last(x: x, width: width, ts: tsUs, moving: false)
            return previous.moving ? 0 : nil
        }
        var dt = Double(max(1, tsUs - previous.ts))
        if dt > 4 * periodUs { dt = periodUs }
        last = Last(x: x, width: width, ts: tsUs, moving: true)
        return (x - previous.x) / (dt / 1e6)
    }
}

extension App {
    /// Samples the motion counters into the trace at `tsUs` µs.
    func traceMotion(tsUs: Int64) {
        guard let trace else { return }
        motionCounters.sample(controls: gallery.controls, pagers: gallery.pagers, tsUs: tsUs, periodUs: vsync.period, into: trace)
    }
}
