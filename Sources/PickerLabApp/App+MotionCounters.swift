import Controls
import FrameTrace
import Geometry

/// The motion counters of a trace: per control `<id>.indicator` (args `x`, `width`, `velocity` in points/s,
/// and `target_x`, `target_width`: where it comes to rest for the current selection) and `pager.offset`
/// (pages, `velocity` in pages/s over the real time between frames), written in every frame in which they change and once when they come to
/// rest (velocity 0) — so Perfetto plots each spring's curve under the frames.
/// The velocity is the truth a person reading a late frame needs: the indicator's own spring velocity while
/// its spring runs; while a finger or a linked pane moves it, its change over the real time between the two
/// frames (a late frame divides by the real gap, not one refresh period), measured within its control so a
/// relayout that moved the control is not motion; and 0 when it is not in motion — at rest, a jump to a new
/// layout (the inspector opening, a resize) or a change without animation, none of which SwiftUI or Core
/// Animation would report as velocity.
struct MotionCounters {
    /// Per track: the value at the previous frame, that frame's time (µs), whether it was moving, and the
    /// indicator's track then (to tell a relayout from motion).
    private struct Last { var x: Double; var width: Double; var ts: Int64; var moving: Bool; var track: IndicatorTrack? }
    private var indicators: [String: Last] = [:]
    private var pagers: [String: Last] = [:]

    /// One counter sample to write: its name and its series.
    struct Row { var name: String; var values: [(String, Double)] }

    /// The counters that changed since the previous frame (or came to rest) at `tsUs` µs.
    @MainActor mutating func rows(controls: [SegmentedControl], pagers panes: [PagedPane], tsUs: Int64) -> [Row] {
        var out: [Row] = []
        for control in controls {
            let f = control.indicator.frame
            guard f.minX.isFinite, f.width.isFinite else { continue }
            let last = indicators[control.id]
            let track = control.track
            indicators[control.id] = Last(x: f.minX, width: f.width, ts: tsUs, moving: false, track: track)
            let velocity: Double
            if let last {
                if f.minX == last.x && f.width == last.width {
                    guard last.moving else { continue }
                    velocity = 0
                } else if let slide = control.indicator.slideVelocityX {
                    velocity = slide
                } else if control.isIndicatorInMotion {
                    // Led by a finger or a driver: the move within the control over the real time between frames.
                    var from = last.x
                    if let old = last.track, old != track, !track.frames.isEmpty { from = track.frame(at: old.position(forX: last.x)).x }
                    velocity = (f.minX - from) / (Double(max(1, tsUs - last.ts)) / 1e6)
                } else {
                    velocity = 0   // a jump: a relayout, or a change without animation
                }
            } else {
                velocity = 0
            }
            indicators[control.id]?.moving = velocity != 0
            let rest = control.indicatorRestFrame ?? f
            out.append(Row(name: control.id + ".indicator",
                           values: [("x", f.minX), ("width", f.width), ("velocity", velocity), ("target_x", rest.minX), ("target_width", rest.width)]))
        }
        for pane in panes {
            let value = pane.offset
            guard value.isFinite else { continue }
            let last = pagers[pane.id]
            pagers[pane.id] = Last(x: value, width: 0, ts: tsUs, moving: false, track: nil)
            let velocity: Double
            if let last {
                if value == last.x {
                    guard last.moving else { continue }
                    velocity = 0
                } else {
                    velocity = (value - last.x) / (Double(max(1, tsUs - last.ts)) / 1e6)   // pages: no relayout moves them
                }
            } else {
                velocity = 0
            }
            pagers[pane.id]?.moving = velocity != 0
            out.append(Row(name: pane.id + ".offset", values: [("value", value), ("velocity", velocity)]))
        }
        return out
    }
}

extension App {
    /// Samples the motion counters into the trace at `tsUs` µs.
    func traceMotion(tsUs: Int64) {
        guard let trace else { return }
        for row in motionCounters.rows(controls: gallery.controls, pagers: gallery.pagers, tsUs: tsUs) {
            trace.counter(name: row.name, tsUs: tsUs, values: row.values)
        }
    }
}
