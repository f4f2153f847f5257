import Foundation

/// One recorded session read into per-frame arrays, for ``TraceComparison``: what each frame took, when it
/// was presented and how many vsyncs it missed, plus the inputs, selection changes and motion counters.
///
/// Reads the trace format of the truthful-frames timeline (`frame` args `work_us`, `present_us`,
/// `expected_present_us`, `actual_present_us`, `missed_vsyncs`) and falls back for older traces: work is the
/// frame's `dur`, the present is the frame's end, and a frame marked `missed` (or longer than its deadline)
/// missed `max(1, ⌈dur / deadline⌉ − 1)` vsyncs. Times are microseconds unless a name says `ms` or `s`.
public struct TraceRun: Sendable, Equatable {
    /// One frame, in frame start order.
    public struct Frame: Sendable, Equatable {
        /// Start, µs on the trace clock.
        public var start: Int64
        /// Frame start to just before present (`work_us`, else the frame's `dur`), µs.
        public var workUs: Int64
        /// When the frame reached the screen (`actual_present_us`, else the frame's end), µs.
        var presentAt: Int64
        /// The refresh interval the frame aimed at (`deadline_us`; 16,667 µs where absent).
        public var deadlineUs: Int64
        /// Whole refresh intervals the frame came late by (`missed_vsyncs`, or derived from `missed`), ≥ 0.
        public var missedVsyncs: Int

        /// Creates a frame (all times µs).
        public init(start: Int64, workUs: Int64, presentAt: Int64, deadlineUs: Int64, missedVsyncs: Int) {
            self.start = start; self.workUs = workUs; self.presentAt = presentAt
            self.deadlineUs = deadlineUs; self.missedVsyncs = missedVsyncs
        }
    }

    /// One sample of a control's indicator (`<id>.indicator` counter) or of a pane's offset (`<id>.offset`).
    public struct MotionSample: Sendable, Equatable {
        /// When, µs.
        public var ts: Int64
        /// Indicator x in window points (a pane's offset in pages).
        public var x: Double
        /// Indicator width in points (0 for a pane).
        public var width: Double
    }

    /// The frames, sorted by start.
    public var frames: [Frame] = []
    /// Durations (ms) of each phase's complete events, by phase name (``TraceNames/phases``).
    var phaseMs: [String: [Double]] = [:]
    /// Times (µs) of the input events that were presented (not `"presented": false`), ascending.
    public var inputs: [Int64] = []
    /// Times (µs) of each control's selection changes, ascending, by control id.
    var selectionChanges: [String: [Int64]] = [:]
    /// Motion counter samples by control id (`pill` for `pill.indicator`, `pager` for `pager.offset`), by time.
    public var motion: [String: [MotionSample]] = [:]
    /// The ids in ``motion`` whose samples are a pane's offset in pages (`<id>.offset`), not an indicator.
    var pagedControls: Set<String> = []
    /// The renderer named in the trace's metadata, if any.
    public var renderer: String?
    /// Each selection change (control, segments, µs), in file order.
    var changeRecords: [MotionFigures.Change] = []
    /// Indicator samples with their velocity, by control id, by time.
    var indicatorSamples: [String: [MotionFigures.Sample]] = [:]

    /// A gap between frames longer than this (µs) is idle time, not animation (and not a present interval).
    static let idleGapUs: Int64 = FrameFigures.idleGapUs
    /// The deadline assumed for a frame without `deadline_us` (60 Hz), µs.
    static let defaultDeadlineUs: Int64 = 16_667

    /// An empty run.
    public init() {}

    /// Reads the run from decoded events (in any order); events this type does not use are ignored.
    public init(events: [TraceEvent]) {
        var builder = Builder()
        for event in events { builder.add(event) }
        self = builder.finished()
    }

    /// Reads a trace file (JSON Object or Array Format) one event at a time, keeping a few numbers a frame.
    /// - Throws: ``TraceError/unreadable(path:reason:)`` when the file cannot be read;
    ///   ``TraceError/malformed(path:offset:line:reason:)`` naming the byte offset where it is truncated or
    ///   malformed (the same errors as `trace summary`).
    public static func load(path: String) throws(TraceError) -> TraceRun {
        var builder = Builder()
        try TraceSummary.scanEvents(path: path) { builder.add($0) }
        return builder.finished()
    }

    // MARK: - Derived figures

    /// Seconds while frames were being produced (``FrameFigures/animatedTime(starts:)``).
    var animatedSeconds: Double { Double(FrameFigures.animatedTime(starts: frames.map(\.start)).us) / 1_000_000 }

    /// Frames per second while animating (``FrameFigures/fps(frames:)``).
    public var fps: Double { FrameFigures.fps(frames: frames.lazy.map { ($0.start, $0.deadlineUs) }) }

    /// Missed vsyncs, the first frame (start-up) left out (``FrameFigures/missedVsyncs(_:)``).
    public var missedVsyncs: Int { FrameFigures.missedVsyncs(frames.map(\.missedVsyncs)) }

    /// Lateness (ms) of each frame: `missed_vsyncs × deadline`; the first frame's (start-up) is 0, as
    /// ``FrameFigures`` leaves it out.
    var latenessMs: [Double] {
        frames.enumerated().map { $0.offset == 0 ? 0 : Double(FrameFigures.latenessUs(missedVsyncs: $0.element.missedVsyncs, periodUs: $0.element.deadlineUs)) / 1000 }
    }

    /// Hitch time ratio, ms of lateness per animated second (``FrameFigures/hitchTimeRatio(latenessUs:animatedUs:)``).
    public var hitchTimeRatio: Double {
        FrameFigures.hitchTimeRatio(latenessUs: frames.map { FrameFigures.latenessUs(missedVsyncs: $0.missedVsyncs, periodUs: $0.deadlineUs) },
                                    animatedUs: FrameFigures.animatedTime(starts: frames.map(\.start)).us)
    }

    /// Each frame's work, ms.
    var workMs: [Double] { frames.map { Double($0.workUs) / 1000 } }

    /// Intervals (ms) between consecutive frames' presents, leaving out idle gaps (≥ ``idleGapUs``).
    var presentIntervalsMs: [Double] {
        var out: [Double] = []
        for i in frames.indices.dropFirst() {
            let gap = frames[i].presentAt - frames[i - 1].presentAt
            if gap >= 0, gap < TraceRun.idleGapUs { out.append(Double(gap) / 1000) }
        }
        return out
    }

    /// Input-to-present latency (ms) of each presented input (``FrameFigures/inputToPresent(inputs:starts:presents:)``;
    /// inputs after the last frame's start are left out).
    var inputToPresentMs: [Double] {
        FrameFigures.inputToPresent(inputs: inputs, starts: frames.map(\.start), presents: frames.map(\.presentAt)).ms
    }

    /// How each selection change moved its control's indicator (``MotionFigures``), in time order.
    public var changes: [SelectionChangeFigures] {
        MotionFigures.figures(changes: changeRecords, samples: indicatorSamples, frameStarts: frames.map(\.start),
                              frameMissed: frames.map(\.missedVsyncs), originUs: frames.first?.start ?? 0)
    }
}
