/// The vsync grid a run's frames aim at, and how late each frame reached the display — the model of
/// Android's FrameTimeline (expected vs actual present, as Perfetto shows them) and of Apple's hitches.
///
/// Grid points are `anchor + k × period` (µs). The anchor moves to every present that blocked for vsync
/// (its return marks a vsync); where presents do not block, the pacing timer waits for grid points, so the
/// grid is the timer's ticks; headless, the grid is the virtual clock's 1/60 s.
///
/// A frame aims at the first grid point after `max(its start, the vsync the previous frame was shown at)`:
/// during continuous animation that is the vsync after the previous frame's, after an idle gap the first
/// vsync after the frame's start, and after a late frame the vsync after the one it was shown at. It is shown
/// at the grid point its present returned at (blocking present: the nearest grid point; otherwise the first
/// at or after the present). Missed vsyncs are the whole periods between the two. Headless frames are not
/// continuous (each is produced for its own virtual slot): each aims at the first vsync after its start, so
/// its missed vsyncs are the periods its own real work overran.
public struct VsyncGrid: Sendable, Equatable {
    /// The refresh period in µs.
    let period: Double
    /// A grid point, in µs.
    private(set) var anchor: Double
    /// The vsync the previous frame was shown at (µs), if a frame was timed.
    private(set) var previousShown: Int64?
    /// The vsync the previous frame aimed at (µs), if a frame was timed.
    private(set) var previousExpected: Int64?

    /// A grid of `periodUs` µs through `anchorUs`.
    init(periodUs: Double, anchorUs: Double = 0) {
        period = max(1, periodUs.isFinite ? periodUs : 16_666.667)
        anchor = anchorUs
    }

    /// The first grid point strictly after `t` µs (1 µs of rounding slack: a time stamped at a grid point
    /// counts as at it).
    func firstPoint(after t: Int64) -> Int64 {
        let k = ((Double(t) + 1 - anchor) / period).rounded(.down) + 1
        return Int64((anchor + k * period).rounded())
    }

    /// The first grid point at or after `t` µs (same slack).
    func firstPoint(atOrAfter t: Int64) -> Int64 {
        let k = ((Double(t) - 1 - anchor) / period).rounded(.up)
        return Int64((anchor + k * period).rounded())
    }

    /// The grid point nearest `t` µs.
    func nearestPoint(to t: Int64) -> Int64 {
        let k = ((Double(t) - anchor) / period).rounded()
        return Int64((anchor + k * period).rounded())
    }

    /// The vsync a frame starting at `start` µs aims at; `continuous` false (headless) ignores the previous
    /// frame. Continuous, never the vsync the previous frame aimed at, nor one less than half a period after
    /// it: a grid re-anchored by a blocking present that returned early would otherwise book that vsync twice.
    /// (Headless, frames that start back to back after a long frame, catching up with their virtual slots,
    /// can aim at one vsync; the trace writes that vsync's Expected-frames slice once.)
    func expectedPresent(frameStart start: Int64, continuous: Bool = true) -> Int64 {
        let aim = firstPoint(after: continuous ? max(start, previousShown ?? start) : start)
        guard continuous, let previous = previousExpected, Double(aim) < Double(previous) + period / 2 else { return aim }
        return firstPoint(after: previous + Int64((period / 2).rounded()))
    }

    /// How many vsyncs a frame that aimed at `expected` missed, given when its present returned
    /// (`actualPresent` µs) and whether it blocked for vsync; a blocking present re-anchors the grid.
    mutating func missedVsyncs(expected: Int64, actualPresent: Int64, blocked: Bool) -> Int {
        let shown = max(expected, blocked ? nearestPoint(to: actualPresent) : firstPoint(atOrAfter: actualPresent))
        let missed = max(0, Int(((Double(shown - expected)) / period).rounded()))
        previousShown = shown
        previousExpected = expected
        if blocked {
            // The present returned at a vsync: the grid follows the display, and the next frame aims after it.
            anchor = Double(actualPresent)
            previousShown = actualPresent
        }
        return missed
    }
}
