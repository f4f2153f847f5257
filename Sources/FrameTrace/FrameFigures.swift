/// The one definition of each frame-timing figure, used by `trace summary` (``TraceSummary``), `trace
/// compare` (``TraceRun``), the F2 frame graph and the README — so the same frames give the same value
/// everywhere. Times are µs; frames are given in start order.
///
/// - **fps** (the headline rate): frames per second while frames were being produced — the intervals
///   between consecutive frame starts shorter than ``idleGapUs`` (an idle pause is not a slow frame),
///   counted and divided by their sum, each interval counting at least one refresh period (the frame's
///   `deadline_us`): a display presents at most one new frame a vsync, as SurfaceFlinger's present-to-present
///   intervals are whole vsyncs (frameworks/native/services/surfaceflinger/TimeStats/TimeStats.cpp), so fps
///   never exceeds the refresh rate, even when a stall leaves a few µs of animated time.
/// - **missed vsyncs** (the headline count): the frames' `missed_vsyncs` summed, the run's first frame
///   (start-up: fonts, textures, the first layout) left out.
/// - **hitch time ratio** (Apple's, "Understanding hitches in your app", WWDC 2021): ms of lateness
///   (missed vsyncs × the frame's refresh period) per second of animated time, the first frame left out.
/// - **input-to-present**: from an input to the present of the first frame starting at or after it.
public enum FrameFigures {
    /// Frame intervals at or over this (µs) are idle pauses, not animation.
    static let idleGapUs: Int64 = 250_000

    /// Animated time: the sum of the intervals between consecutive `starts` (µs, ascending) under
    /// ``idleGapUs``, and how many such intervals there are.
    public static func animatedTime<C: RandomAccessCollection>(starts: C) -> (us: Int64, intervals: Int) where C.Element == Int64 {
        var total: Int64 = 0, count = 0
        var previous: Int64? = nil
        for start in starts {
            if let p = previous {
                let (d, overflow) = start.subtractingReportingOverflow(p)
                if !overflow, d > 0, d < idleGapUs { total += d; count += 1 }
            }
            previous = start
        }
        return (total, count)
    }

    /// Frames per second while animating (see the type's notes): `frames` are (start, refresh period) in µs,
    /// in start order; each interval between consecutive starts under ``idleGapUs`` is a frame presented, and
    /// counts for max(interval, the later frame's period) — a display shows at most one new frame a refresh, so
    /// the figure never exceeds the refresh rate however little time animated (a period of 0, unknown, counts
    /// the interval as it is). 0 without an animated interval.
    public static func fps<S: Sequence>(frames: S) -> Double where S.Element == (Int64, Int64) {
        var time = 0.0, count = 0
        var previous: Int64? = nil
        for (start, period) in frames {
            if let p = previous {
                let (d, overflow) = start.subtractingReportingOverflow(p)
                if !overflow, d > 0, d < idleGapUs { time += Double(max(d, period)); count += 1 }
            }
            previous = start
        }
        return time > 0 ? Double(count) * 1e6 / time : 0
    }

    /// The missed vsyncs of frames in start order, the first (start-up) left out; saturating.
    public static func missedVsyncs<C: Collection>(_ perFrame: C) -> Int where C.Element == Int {
        perFrame.dropFirst().reduce(0) { $0.addingReportingOverflow(max(0, $1)).overflow ? .max : $0 + max(0, $1) }
    }

    /// A frame's lateness in µs: its missed vsyncs × its refresh period (saturating).
    public static func latenessUs(missedVsyncs: Int, periodUs: Int64) -> Int64 {
        let (late, overflow) = Int64(clamping: max(0, missedVsyncs)).multipliedReportingOverflow(by: max(0, periodUs))
        return overflow ? .max : late
    }

    /// The hitch time ratio in ms per s: the lateness (µs) of frames in start order, the first left out,
    /// over `animatedUs`; 0 without animated time.
    public static func hitchTimeRatio<C: Collection>(latenessUs: C, animatedUs: Int64) -> Double where C.Element == Int64 {
        guard animatedUs > 0 else { return 0 }
        let total = latenessUs.dropFirst().reduce(Int64(0)) { $0.addingReportingOverflow($1).overflow ? .max : $0 + $1 }
        return (Double(total) / 1000) / (Double(animatedUs) / 1e6)
    }

    /// Input-to-present latencies (ms) of `inputs` (µs): each to the present of the first frame whose start
    /// (`starts`, ascending) is at or after it; inputs after the last frame's start are unmatched.
    static func inputToPresent(inputs: [Int64], starts: [Int64], presents: [Int64]) -> (ms: [Double], unmatched: Int) {
        var out: [Double] = [], unmatched = 0
        for input in inputs {
            var low = 0, high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] < input { low = middle + 1 } else { high = middle }
            }
            if low < starts.count {
                let (d, overflow) = presents[low].subtractingReportingOverflow(input)
                out.append(overflow ? Double(Int64.max) / 1000 : Double(max(0, d)) / 1000)
            } else {
                unmatched += 1
            }
        }
        return (out, unmatched)
    }
}
