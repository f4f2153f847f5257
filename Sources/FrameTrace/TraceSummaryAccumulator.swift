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
    /// Per frame (in the order added): work µs, actual present µs, lateness µs (actual vsync − expected,
    /// ≥ 0), missed vsyncs, refresh period µs.
    private var frameWork: [Int64] = []
    private var framePresent: [Int64] = []
    private var frameLateness: [Int64] = []
    private var frameMissedVsyncs: [Int] = []
    private var framePeriod: [Int64] = []
    private var renderer = ""
    /// Selection changes and indicator samples, for the per-change motion figures.
    private var selectionChanges: [MotionFigures.Change] = []
    private var indicatorSamples: [String: [MotionFigures.Sample]] = [:]
    private var refreshHz = 0.0

    public init() {}

    /// Takes the renderer's name and the refresh rate from `process_labels` labels (`renderer: NAME`,
    /// `refresh: HZ Hz …`).
    mutating func setLabels(_ labels: [String]) {
        for label in labels where label.hasPrefix("renderer: ") { renderer = String(label.dropFirst("renderer: ".count)) }
        for label in labels where label.hasPrefix("refresh: ") {
            let hz = Double(label.dropFirst("refresh: ".count).prefix { $0.isNumber || $0 == "." }) ?? 0
            if hz.isFinite, hz > 0 { refreshHz = hz }
        }
    }

    /// Adds a frame from `start` to `end` (µs) that did or did not miss its deadline.
    /// A frame without vsync timing (an older trace) counts its whole span as work, its end as its present and
    /// a missed deadline as one missed vsync, until ``addTiming(_:periodUs:)`` replaces that.
    mutating func addFrame(start: Int64, end: Int64, missed: Bool) {
        frameStarts.append(start)
        frameEnds.append(max(end, start))
        frameMissed.append(missed)
        durations[TraceNames.frame, default: []].append(Double(TraceTime.difference(max(end, start), start)) / 1000)
        frameWork.append(TraceTime.difference(max(end, start), start))
        framePresent.append(max(end, start))
        frameMissedVsyncs.append(missed ? 1 : 0)
        frameLateness.append(0)
        framePeriod.append(0)
    }

    /// The vsync timing of the frame added last (see ``FrameTiming``); `periodUs` is its refresh period.
    mutating func addTiming(_ timing: FrameTiming, periodUs: Int64) {
        guard !frameWork.isEmpty else { return }
        let i = frameWork.count - 1
        frameWork[i] = max(0, timing.workUs)
        framePresent[i] = timing.actualPresentUs
        frameMissedVsyncs[i] = timing.missedVsyncs
        framePeriod[i] = max(0, periodUs)
        // Saturating: a hostile file's 6e14 missed vsyncs × a period must not overflow.
        frameLateness[i] = FrameFigures.latenessUs(missedVsyncs: timing.missedVsyncs, periodUs: periodUs)
    }

    /// Adds one phase's duration in µs (`name` is one of `TraceNames.phases`; others are ignored).
    mutating func addPhase(_ name: String, durationUs: Int64) {
        guard TraceNames.phases.contains(name) else { return }
        durations[name, default: []].append(Double(max(durationUs, 0)) / 1000)
    }

    /// Feeds one trace event (see ``TraceSummary``).
    public mutating func add(_ event: TraceEvent) { TraceSummary.add(event, to: &self) }

    /// Adds an input event at `ts` µs that a frame reflects.
    mutating func addInput(ts: Int64) { inputTimes.append(ts) }

    /// What a writer's instant means for the summary: a `selection_change` (args `control`, `from`, `to`)
    /// is added unless it is a replay (`replay: true`); other names are ignored. (Inputs are added by the
    /// writers themselves.)
    mutating func noteInstant(name: String, args: KeyValuePairs<String, TraceArg>, ts: Int64) {
        guard name == TraceNames.selectionChange, let control = args.first(where: { $0.key == "control" })?.value.stringValue,
              args.first(where: { $0.key == "replay" })?.value != .bool(true) else { return }
        addSelectionChange(control: control, from: Int(clamping: args.first { $0.key == "from" }?.value.intValue ?? -1),
                           to: Int(clamping: args.first { $0.key == "to" }?.value.intValue ?? -1), ts: ts)
    }

    /// What a writer's counter means for the summary: a `<control>.indicator` sample (series `x`, `width`,
    /// `velocity`) is added; other counters are ignored.
    mutating func noteCounter(name: String, values: [(String, Double)], ts: Int64) {
        guard name.hasSuffix(".indicator"), let x = values.first(where: { $0.0 == "x" })?.1,
              let width = values.first(where: { $0.0 == "width" })?.1 else { return }
        addIndicatorSample(control: String(name.dropLast(".indicator".count)), ts: ts, x: x, width: width,
                           velocity: values.first { $0.0 == "velocity" }?.1 ?? 0,
                           targetX: values.first { $0.0 == "target_x" }?.1, targetWidth: values.first { $0.0 == "target_width" }?.1)
    }

    /// Adds a selection change of `control` (segments `from` → `to`) at `ts` µs.
    mutating func addSelectionChange(control: String, from: Int, to: Int, ts: Int64) {
        selectionChanges.append(MotionFigures.Change(control: control, from: from, to: to, ts: ts))
    }

    /// Adds a sample of `control`'s indicator (`<control>.indicator`: x, width in points, velocity in points/s,
    /// and where it rests for the selection, `target_x`/`target_width`, when the trace has them).
    mutating func addIndicatorSample(control: String, ts: Int64, x: Double, width: Double, velocity: Double,
                                            targetX: Double? = nil, targetWidth: Double? = nil) {
        indicatorSamples[control, default: []].append(MotionFigures.Sample(ts: ts, x: x, width: width, velocity: velocity,
                                                                           targetX: targetX, targetWidth: targetWidth))
    }

    /// The summary of everything added.
    public func summary() -> TraceSummary {
        var s = TraceSummary(empty: ())
        // Frames in start order (ties keep the order they were added).
        let order = frameStarts.indices.sorted { (frameStarts[$0], $0) < (frameStarts[$1], $1) }
        let starts = order.map { frameStarts[$0] }
        s.frames = order.count
        if let first = starts.first, let end = frameEnds.max() {
            s.durationSeconds = Double(TraceTime.difference(end, first)) / 1_000_000
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
        let latency = FrameFigures.inputToPresent(inputs: inputTimes, starts: starts, presents: order.map { frameEnds[$0] })
        s.inputLatency = DurationStats(milliseconds: latency.ms)
        s.unmatchedInputs = latency.unmatched
        vsyncFigures(order: order, starts: starts, into: &s)
        return s
    }

    /// The vsync-aware figures (the run's first frame, its start-up, left out of the missed vsyncs, the hitch
    /// time ratio and the longest stall, and reported as `firstFrameMs`): animated time (frame-to-frame intervals under 250 ms: an idle pause is not
    /// animation), fps over it, missed vsyncs, hitch time ratio (Apple's: ms of lateness per animated
    /// second), work and present-interval stats, the longest stall.
    private func vsyncFigures(order: [Int], starts: [Int64], into s: inout TraceSummary) {
        s.renderer = renderer
        // The label's rate, else the frames' most common refresh period (`deadline_us`).
        var periods: [Int64: Int] = [:]
        if refreshHz == 0 { for p in framePeriod where p > 0 { periods[p, default: 0] += 1 } }
        s.refreshHz = refreshHz > 0 ? refreshHz : periods.max { ($0.value, $1.key) < ($1.value, $0.key) }.map { 1e6 / Double($0.key) } ?? 0
        var presentIntervals: [Double] = []
        for k in 1..<max(1, order.count) {
            let p = TraceTime.difference(framePresent[order[k]], framePresent[order[k - 1]])
            if p > 0, p < FrameFigures.idleGapUs { presentIntervals.append(Double(p) / 1000) }
        }
        // fps, missed vsyncs and the hitch time ratio by their one definition (FrameFigures), as `trace
        // compare` and the frame graph compute them.
        let animated = FrameFigures.animatedTime(starts: starts)
        s.animatedSeconds = Double(animated.us) / 1e6
        s.animatedFPS = FrameFigures.fps(frames: zip(starts, order.map { framePeriod[$0] }))
        // The first frame is start-up (fonts, textures, the first layout): reported apart, not as a hitch.
        let steady = order.dropFirst()
        s.firstFrameMs = order.first.map { Double(frameWork[$0]) / 1000 } ?? 0
        s.missedVsyncs = FrameFigures.missedVsyncs(order.map { frameMissedVsyncs[$0] })
        let expected = Double(steady.count) + Double(s.missedVsyncs)
        s.missedVsyncPercent = expected > 0 ? Double(s.missedVsyncs) * 100 / expected : 0
        s.hitchTimeRatio = FrameFigures.hitchTimeRatio(latenessUs: order.map { frameLateness[$0] }, animatedUs: animated.us)
        s.work = DurationStats(milliseconds: frameWork.map { Double($0) / 1000 })
        s.presentInterval = DurationStats(milliseconds: presentIntervals)
        s.longestStallMs = Double(steady.map { frameLateness[$0] }.max() ?? 0) / 1000
        s.changes = MotionFigures.figures(changes: selectionChanges, samples: indicatorSamples.mapValues { samples in
            samples.enumerated().sorted { ($0.element.ts, $0.offset) < ($1.element.ts, $1.offset) }.map(\.element)
        }, frameStarts: starts, frameMissed: order.map { frameMissedVsyncs[$0] }, originUs: starts.first ?? 0)
    }
}
