import Foundation

/// Statistics of a recorded session (`pickerlab trace summary FILE.json`, and at exit with
/// `--trace`): frame count, duration and rate, per-phase timing percentiles, missed
/// deadlines and input-to-present latency. Durations are milliseconds, percentiles are
/// nearest-rank (see ``Percentile``); every figure is finite (0 when undefined).
public struct TraceSummary: Sendable, Equatable {
    /// The phases reported, in pipeline order, followed by the whole `frame`.
    static let reportedPhases = TraceNames.phases + [TraceNames.frame]

    /// Number of `frame` complete events.
    public var frames: Int
    /// Seconds from the first frame's start to the last frame's end (0 without frames).
    var durationSeconds: Double
    /// `frames / durationSeconds`, in frames per second (0 when the duration is 0).
    var meanFPS: Double
    /// Duration stats (ms) of each name in ``reportedPhases``, from its complete events;
    /// ``DurationStats/empty`` for a phase that never occurs.
    public var phases: [String: DurationStats]
    /// How each selection change moved its control's indicator (settle, overshoot, peak velocity, missed
    /// vsyncs), in time order: ``MotionFigures``.
    public var changes: [SelectionChangeFigures]
    /// Frames whose start-to-present time exceeded their deadline (their `missed` arg, or
    /// `dur > deadline_us` when the arg is absent).
    var missedFrames: Int
    /// `missedFrames` as a percentage of `frames` (0 without frames).
    var missedPercent: Double
    /// The longest run of consecutive missed frames, in frame (start-time) order.
    var longestMissedStreak: Int
    /// Input-to-present latency (ms): for each `input_event` instant, the time from it to
    /// the end of the first frame whose `frame` event starts at or after it. Inputs marked
    /// `"presented": false` (nothing was drawn for them) are left out.
    var inputLatency: DurationStats
    /// Input events after the last frame's start, which no frame presented.
    var unmatchedInputs: Int
    /// The renderer that drew the frames (from `process_labels`), "" when the trace does not say.
    public var renderer: String
    /// The refresh rate the frames aimed at, Hz (the `refresh:` label, else the frames' `deadline_us`); 0 when
    /// the trace does not say.
    var refreshHz: Double
    /// Seconds while frames were being produced: the sum of frame-to-frame intervals under 250 ms.
    var animatedSeconds: Double
    /// Frames per second over the animated time only.
    var animatedFPS: Double
    /// Vsyncs missed in all after the first frame (the frames' `missed_vsyncs`; an older trace's missed deadline
    /// counts one).
    public var missedVsyncs: Int
    /// `missedVsyncs` as a percentage of the vsyncs that should have shown a frame (frames + missed).
    var missedVsyncPercent: Double
    /// Apple's hitch time ratio: ms of lateness (missed vsyncs × refresh period) per animated second.
    public var hitchTimeRatio: Double
    /// Frame work (start to just before present), ms.
    public var work: DurationStats
    /// Intervals between consecutive presents during animation (under 250 ms), ms.
    var presentInterval: DurationStats
    /// The largest lateness of one frame (ms past the vsync it aimed at).
    var longestStallMs: Double
    /// The first frame's work (start-up: fonts, textures, the first layout), ms; it is left out of the missed
    /// vsyncs, the hitch time ratio and the longest stall.
    var firstFrameMs: Double

    /// Frame intervals at or over this (µs) are idle pauses, not animation (``FrameFigures/idleGapUs``).
    static let idleGapUs: Int64 = FrameFigures.idleGapUs

    /// Apple's bands for the hitch time ratio: under 5 ms/s good, 5–10 warning, over 10 critical.
    var hitchBand: String { hitchTimeRatio < 5 ? "good" : hitchTimeRatio <= 10 ? "warning" : "critical" }

    /// The stats of `phase` (a name in ``reportedPhases``), or ``DurationStats/empty``.
    public func stats(forPhase phase: String) -> DurationStats {
        phases[phase] ?? .empty
    }

    /// Summarizes events (in any order). Frames are `"X"` events named `frame`; phases are
    /// `"X"` events named as in ``TraceNames/phases``; inputs are instant (`"i"`/`"I"`)
    /// events named `input_event`. Other events are ignored. Times in the events are µs.
    /// - Complexity: O(n log n).
    public init(events: [TraceEvent]) {
        var acc = TraceSummaryAccumulator()
        for event in events { TraceSummary.add(event, to: &acc) }
        self = acc.summary()
    }

    /// Feeds one event to `acc`: frames (with their vsync timing args when present), phases, inputs that a
    /// frame reflects, and the renderer from `process_labels`.
    static func add(_ event: TraceEvent, to acc: inout TraceSummaryAccumulator) {
        if event.ph == .complete {
            if event.name == TraceNames.frame {
                // Negative `dur`, `deadline_us` and `missed_vsyncs` are read as `trace compare` reads them
                // (TraceEvent+FrameFigures.swift).
                acc.addFrame(start: event.ts, end: event.frameEndTs, missed: TraceSummary.isMissed(event))
                // The period and missed vsyncs by the rule `trace compare` reads them with.
                let period = event.framePeriodUs
                if let work = event.args["work_us"]?.intValue, let actual = event.args["actual_present_us"]?.intValue {
                    let timing = FrameTiming(workUs: work, presentUs: event.args["present_us"]?.intValue ?? 0,
                                             expectedPresentUs: event.args["expected_present_us"]?.intValue ?? actual,
                                             actualPresentUs: actual, missedVsyncs: event.frameMissedVsyncsByRule)
                    acc.addTiming(timing, periodUs: period)
                } else {
                    // An older trace: the whole frame is work, its end its present.
                    let end = event.frameEndTs
                    acc.addTiming(FrameTiming(workUs: event.frameDurationUs, presentUs: 0, expectedPresentUs: end, actualPresentUs: end,
                                              missedVsyncs: event.frameMissedVsyncsByRule), periodUs: period)
                }
            } else if event.tid != TraceWriter.expectedFramesTid && event.tid != TraceWriter.actualFramesTid
                        && event.tid != TraceWriter.legacyActualFramesTid {
                acc.addPhase(event.name, durationUs: event.dur ?? 0)
            }
        } else if event.ph.isInstant, event.name == TraceNames.inputEvent {
            // An input that changed nothing on screen (`"presented": false`, e.g. a hover move) has no
            // frame that reflects it, so it has no input-to-present latency.
            if event.args["presented"] == .bool(false) { return }
            acc.addInput(ts: event.ts)
        } else if event.ph.isInstant, event.name == TraceNames.selectionChange, let control = event.args["control"]?.stringValue,
                  event.args["replay"] != .bool(true) {
            // The inspector's replay (key P) is not a selection change of its own.
            acc.addSelectionChange(control: control, from: Int(clamping: event.args["from"]?.intValue ?? -1),
                                   to: Int(clamping: event.args["to"]?.intValue ?? -1), ts: event.ts)
        } else if event.ph == .counter, event.name.hasSuffix(".indicator"), let x = event.args["x"]?.doubleValue,
                  let width = event.args["width"]?.doubleValue {
            acc.addIndicatorSample(control: String(event.name.dropLast(".indicator".count)), ts: event.ts, x: x, width: width,
                                   velocity: event.args["velocity"]?.doubleValue ?? 0,
                                   targetX: event.args["target_x"]?.doubleValue, targetWidth: event.args["target_width"]?.doubleValue)
        } else if event.name == "process_labels", case .string(let labels)? = event.args["labels"] {
            acc.setLabels(labels.components(separatedBy: ", "))
        }
    }

    /// A summary of nothing, filled in by `TraceSummaryAccumulator`.
    init(empty: ()) {
        frames = 0; durationSeconds = 0; meanFPS = 0; phases = [:]; changes = []
        missedFrames = 0; missedPercent = 0; longestMissedStreak = 0
        inputLatency = .empty; unmatchedInputs = 0
        renderer = ""; refreshHz = 0; animatedSeconds = 0; animatedFPS = 0; missedVsyncs = 0; missedVsyncPercent = 0
        hitchTimeRatio = 0; work = .empty; presentInterval = .empty; longestStallMs = 0; firstFrameMs = 0
    }

    /// Whether a frame missed its deadline: its `missed` arg, else `dur > deadline_us` (a negative `dur` read
    /// as 0, a deadline that is not positive as none: see ``TraceEvent/frameIsMissed``).
    static func isMissed(_ frame: TraceEvent) -> Bool { frame.frameIsMissed }

    /// Binary search: the first index whose value is ≥ `value` in ascending `sorted`.
    static func firstIndex(in sorted: [Int64], atOrAfter value: Int64) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    // MARK: - Loading

    /// Reads and summarizes a trace file (JSON Object or Array Format, or Perfetto's protobuf format).
    ///
    /// The file must be complete strict JSON: a file cut off by a crash is reported (run
    /// ``TraceRepair/repair(path:)`` first).
    /// - Throws: ``TraceError/unreadable(path:reason:)`` if it cannot be read;
    ///   ``TraceError/malformed(path:offset:line:reason:)`` naming the byte offset (and
    ///   line) where it is truncated (`offset` = the file's length) or malformed.
    public static func load(path: String) throws(TraceError) -> TraceSummary {
        // Streamed: each event is summarized as it is scanned and dropped, so memory is the accumulator's few
        // numbers a frame (and the file, mapped), not an array of every event.
        var acc = TraceSummaryAccumulator()
        try scanEvents(path: path) { acc.add($0) }
        return acc.summary()
    }

    /// Scans a trace file's events in order, handing each to `body` (nothing is kept).
    /// - Throws: as ``load(path:)``; a file that ends early says to run `trace repair`.
    static func scanEvents(path: String, _ body: (TraceEvent) -> Void) throws(TraceError) {
        // Mapped, and scanned pages handed back as the pass goes: memory stays a window of the file.
        let file = try MappedTraceFile(path: path)
        // A `.pftrace` (Perfetto's protobuf format) is read into the same events.
        if PerfettoTraceReader.isProtobuf(file.bytes, path: path) { return try PerfettoTraceReader.scanEvents(file.bytes, path: path, body) }
        var document = TraceDocumentScanner(bytes: file.bytes)
        do throws(JSONScanError) {
            let layout = try document.openEventArray(traceEventsFirst: false)
            while let value = try document.nextEvent() {
                if let event = TraceEvent(json: value) { body(event) }
                file.release(upTo: document.offset)
            }
            try document.close(layout)
        } catch {
            throw TraceDocumentScanner.malformed(error, path: path, bytes: file.bytes,
                                                 hint: error.atEnd ? "; if the run was killed, run 'pickerlab trace repair \(path)' first" : "")
        }
    }

    /// Reads every event of a trace file; unknown or incomplete events are kept as far as
    /// ``TraceEvent`` can represent them, non-object entries are skipped.
    /// - Throws: as ``load(path:)``.
    static func loadEvents(path: String) throws(TraceError) -> [TraceEvent] {
        var events: [TraceEvent] = []
        try scanEvents(path: path) { events.append($0) }
        return events
    }
}
