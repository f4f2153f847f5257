/// Collects what a `TraceSummary` needs — frame spans, phase durations, input times — a few numbers per
/// frame rather than whole events, so a long session's summary costs tens of bytes a frame. The trace
/// writer feeds one as it writes; `TraceSummary(events:)` feeds one from a loaded file: both summaries come
/// from the same code.
public struct TraceSummaryAccumulator: Sendable {
    private var frameStarts: [Int64] = []
    private var frameEnds: [Int64] = []
    private var frameMissed: [Bool] = []
    private var durations: [String: [Double]] = [:]
    private var inputTimes: [Int64] = []

    public init() {}

    /// Adds a frame from `start` to `end` (µs) that did or did not miss its deadline.
    public mutating func addFrame(start: Int64, end: Int64, missed: Bool) {
        frameStarts.append(start)
        frameEnds.append(max(end, start))
        frameMissed.append(missed)
        durations[TraceNames.frame, default: []].append(Double(TraceWriter.difference(max(end, start), start)) / 1000)
    }

    /// Adds one phase's duration in µs (`name` is one of `TraceNames.phases`; others are ignored).
    public mutating func addPhase(_ name: String, durationUs: Int64) {
        guard TraceNames.phases.contains(name) else { return }
        durations[name, default: []].append(Double(max(durationUs, 0)) / 1000)
    }

    /// Adds an input event at `ts` µs that a frame reflects.
    public mutating func addInput(ts: Int64) { inputTimes.append(ts) }

    /// The summary of everything added.
    public func summary() -> TraceSummary {
        var s = TraceSummary(empty: ())
        // Frames in start order (ties keep the order they were added).
        let order = frameStarts.indices.sorted { (frameStarts[$0], $0) < (frameStarts[$1], $1) }
        let starts = order.map { frameStarts[$0] }
        s.frames = order.count
        if let first = starts.first, let end = frameEnds.max() {
            s.durationSeconds = Double(TraceWriter.difference(end, first)) / 1_000_000
        }
        s.meanFPS = s.durationSeconds > 0 ? Double(s.frames) / s.durationSeconds : 0
        var stats: [String: DurationStats] = [:]
        for name in TraceSummary.reportedPhases { stats[name] = DurationStats(milliseconds: durations[name] ?? []) }
        s.phases = stats
        var missed = 0, streak = 0, longest = 0
        for i in order {
            if frameMissed[i] { missed += 1; streak += 1; longest = max(longest, streak) } else { streak = 0 }
        }
        s.missedFrames = missed
        s.missedPercent = s.frames > 0 ? Double(missed) * 100 / Double(s.frames) : 0
        s.longestMissedStreak = longest
        var latencies: [Double] = []
        var unmatched = 0
        for input in inputTimes {
            let k = TraceSummary.firstIndex(in: starts, atOrAfter: input)
            if k < order.count { latencies.append(Double(TraceWriter.difference(frameEnds[order[k]], input)) / 1000) } else { unmatched += 1 }
        }
        s.inputLatency = DurationStats(milliseconds: latencies)
        s.unmatchedInputs = unmatched
        return s
    }
}
