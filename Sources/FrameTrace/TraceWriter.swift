import Foundation

/// Streams a session's frames to a file in the Chrome Trace Event Format (JSON Object
/// Format), one event per line.
///
/// Call it on the main thread (it is not `Sendable`): ``beginFrame(index:startUs:deadlineUs:)``,
/// then ``phase(_:startUs:endUs:)`` for each phase, instants and counters as they happen,
/// then ``endFrame(endUs:)``. All timestamps are microseconds (`Int64`) since the process
/// started — the monotonic clock, or the virtual clock in headless runs.
///
/// **File layout.** The header line `{"traceEvents":[` and two metadata events naming the
/// process and thread are written (and flushed) by `init`. When a frame ends its events are
/// appended in this order: the `frame` event, its phases (so a parent precedes its children
/// at equal timestamps), a `frame_ms` counter, then the instants and counters recorded during
/// the frame. Events recorded while no frame is open are appended immediately. Each event is
/// preceded by `,\n`, so a flushed file always ends with a complete event.
/// ``finish()`` appends `\n],"displayTimeUnit":"ms"}\n`, making the file strict JSON.
///
/// **Memory.** Bytes are buffered (64 KiB by default, reused) and written with `write(2)`
/// when the buffer is full, when ``flush()`` is called, and at the first call after
/// `flushInterval` seconds of the injected wall clock have passed since the last flush.
/// Per-frame buffers are reused, so memory does not grow with the session's length.
///
/// **Failures never throw.** If the file cannot be opened (missing directory, a directory,
/// no permission) or a write fails (`ENOSPC`), the writer records one ``warning``, sets
/// ``failed``, closes the file and ignores every later call. The app keeps running and
/// should print the warning and exit with status 1 at the end.
public final class TraceWriter {
    /// The file being written.
    public let path: String
    /// The `pid` written in every event.
    public let pid: Int64
    /// The `tid` written in every event.
    public let tid: Int64
    /// Seconds of wall-clock time after which the next call flushes by itself.
    public let flushInterval: Double
    /// Events whose bytes have been handed to the operating system (including the two
    /// metadata events). Buffered and still-open-frame events are not counted yet.
    public private(set) var eventsWritten = 0
    /// The one warning recorded when opening or writing failed, else `nil`; e.g.
    /// `trace: cannot write /dev/full: No space left on device; tracing stopped`.
    public private(set) var warning: String?
    /// True once opening or a write has failed; every later call is then a no-op.
    public var failed: Bool { warning != nil }
    /// True once ``finish()`` has run.
    public private(set) var isFinished = false
    /// The summary of what was written so far, kept as it is written (a few numbers a frame), so a run can
    /// print its summary at exit without reading its trace back.
    public internal(set) var summaryAccumulator = TraceSummaryAccumulator()

    private(set) var file: TraceOutputFile?
    private let clock: () -> Double
    private var lastFlush: Double
    private let bufferCapacity: Int
    /// Encoded bytes not yet written, and how many events they hold.
    private var output: [UInt8] = []
    private var outputEvents = 0

    // MARK: Current frame (buffers reused across frames)
    private var frameOpen = false
    private var frameIndex = 0
    private var frameStart: Int64 = 0
    private var frameDeadline: Int64 = 0
    private var frameLatest: Int64 = 0
    private var previousFrameEnd: Int64 = 0
    private var phases: [PendingPhase] = []
    /// Whether the `Expected frames` / `Actual frames` track names were written.
    private var frameTracksNamed = false
    /// The next flow id (`bind_id`) from an input event to the frame that presented it.
    private var nextFlowID: Int64 = 1
    /// The `tid` of the `Expected frames` track (a thread track of its own, named by metadata).
    public static let expectedFramesTid: Int64 = 2_000_000_001
    /// The `tid` of the `Actual frames` track.
    public static let actualFramesTid: Int64 = 2_000_000_002
    /// Instants and counters recorded during the open frame, already encoded.
    private var pending: [UInt8] = []
    private var pendingEvents = 0

    private struct PendingPhase {
        var name: String
        var start: Int64
        var end: Int64
    }

    /// Opens `path` (creating or truncating it) and writes the header and metadata events.
    ///
    /// Never throws: if the file cannot be opened or the first write fails, ``failed`` is
    /// true and ``warning`` says why; the writer then ignores every call.
    /// - Parameters:
    ///   - path: the trace file to write.
    ///   - processName: written as the `process_name` metadata (default `"pickerlab"`).
    ///   - threadName: written as the `thread_name` metadata (default `"main"`).
    ///   - pid: the `pid` of every event (default: this process's id).
    ///   - tid: the `tid` of every event (default: `pid`, which is the main thread's id on Linux).
    ///   - clock: wall-clock seconds, used only to decide when to flush (default: system uptime).
    ///   - flushInterval: seconds of `clock` between automatic flushes (default 1).
    ///   - bufferCapacity: bytes buffered before a write regardless of time (default 64 KiB).
    ///   - labels: written as `process_labels` metadata (e.g. `renderer: opengl`), which Perfetto shows on
    ///     the process and ``TraceSummary`` reads the renderer from; none by default.
    ///   - injectedFailure: for tests: every write fails with this `errno` (`ENOSPC`: a full disk
    ///     simulated in-process); nil writes normally.
    public init(path: String, processName: String = "pickerlab", threadName: String = "main",
                pid: Int64 = Int64(ProcessInfo.processInfo.processIdentifier), tid: Int64? = nil,
                clock: @escaping () -> Double = { ProcessInfo.processInfo.systemUptime },
                flushInterval: Double = 1, bufferCapacity: Int = 64 * 1024, labels: [String] = [], injectedFailure: Int32? = nil) {
        self.path = path
        self.pid = pid
        self.tid = tid ?? pid
        self.clock = clock
        self.flushInterval = flushInterval
        self.bufferCapacity = max(bufferCapacity, 1)
        self.lastFlush = clock()
        switch TraceOutputFile.create(path: path) {
        case .failure(let failure):
            warning = "trace: cannot open \(path) for writing: \(failure.message); tracing disabled"
            return
        case .success(let file):
            file.injectedFailure = injectedFailure
            self.file = file
        }
        output.reserveCapacity(self.bufferCapacity + 4096)
        pending.reserveCapacity(4096)
        phases.reserveCapacity(16)
        JSONBytes.appendRaw("{\"traceEvents\":[\n", to: &output)
        appendMetadata("process_name", value: processName, to: &output)
        JSONBytes.appendRaw(",\n", to: &output)
        appendMetadata("thread_name", value: threadName, to: &output)
        outputEvents = 2
        if !labels.isEmpty {
            JSONBytes.appendRaw(",\n", to: &output)
            appendMetadata("process_labels", key: "labels", value: labels.joined(separator: ", "), to: &output)
            outputEvents += 1
            summaryAccumulator.setLabels(labels)
        }
        flush()
    }

    deinit { finish() }

    /// Converts seconds to whole microseconds for this API: rounded to nearest, NaN as 0,
    /// clamped to `Int64`'s range.
    public static func microseconds(fromSeconds seconds: Double) -> Int64 {
        guard !seconds.isNaN else { return 0 }
        let micros = (seconds * 1_000_000).rounded()
        if micros >= 0x1p63 { return .max }
        if micros < -0x1p63 { return .min }
        return Int64(micros)
    }

    var isActive: Bool { file != nil && !isFinished }

    // MARK: - Frames

    /// Opens frame `index` starting at `startUs` (µs) with a deadline of `deadlineUs` µs
    /// (the refresh interval; negative is treated as 0).
    ///
    /// `startUs` is clamped to at least the previous frame's end (and 0), so frames never
    /// overlap. If a frame is still open it is first ended at its latest phase end.
    public func beginFrame(index: Int, startUs: Int64, deadlineUs: Int64) {
        guard isActive else { return }
        if frameOpen { endFrame(endUs: frameLatest) }
        frameOpen = true
        frameIndex = index
        frameStart = max(startUs, previousFrameEnd)
        frameDeadline = max(deadlineUs, 0)
        frameLatest = frameStart
    }

    /// Records phase `name` from `startUs` to `endUs` (µs) of the open frame.
    ///
    /// When the frame ends the phase is clamped inside it (start ≥ frame start, end ≤ frame
    /// end, end ≥ start; zero length allowed). Outside a frame it is written at once as a
    /// stand-alone complete event (with `endUs < startUs` treated as zero length).
    public func phase(_ name: String, startUs: Int64, endUs: Int64) {
        guard isActive else { return }
        if frameOpen {
            let start = max(startUs, frameStart)
            let end = max(endUs, start)
            phases.append(PendingPhase(name: name, start: start, end: end))
            frameLatest = max(frameLatest, end)
        } else {
            let end = max(endUs, startUs)
            appendEvent { buffer in
                self.appendComplete(name: name, cat: "phase", start: startUs, end: end, to: &buffer)
                buffer.append(UInt8(ascii: "}"))
            }
        }
    }

    /// Ends the open frame at `endUs` (µs; clamped to ≥ its start) and appends its events:
    /// `frame` with args `index`, `deadline_us` and `missed` (true when end − start >
    /// deadline), the clamped phases, a `frame_ms` counter (end − start in ms), then the
    /// instants and counters recorded during the frame. Without an open frame it does nothing.
    ///
    /// With `timing` the frame's args also carry `work_us`, `present_us`, `expected_present_us`,
    /// `actual_present_us` and `missed_vsyncs`, `missed` is `missed_vsyncs > 0`, and one slice per frame goes
    /// on the `Expected frames` track (the refresh period ending at the expected vsync) and on the `Actual
    /// frames` track (start to actual present, named by ``FrameTiming/status``).
    public func endFrame(endUs: Int64, timing: FrameTiming? = nil) {
        guard isActive, frameOpen else { return }
        let end = max(endUs, frameStart)
        let duration = TraceWriter.difference(end, frameStart)
        let missed = timing.map { $0.missedVsyncs > 0 } ?? (duration > frameDeadline)
        JSONBytes.appendRaw(",\n", to: &output)
        appendComplete(name: TraceNames.frame, cat: "frame", start: frameStart, end: end, to: &output)
        JSONBytes.appendRaw(",\"args\":{\"index\":", to: &output)
        JSONBytes.appendInt(Int64(frameIndex), to: &output)
        JSONBytes.appendRaw(",\"deadline_us\":", to: &output)
        JSONBytes.appendInt(frameDeadline, to: &output)
        JSONBytes.appendRaw(",\"missed\":", to: &output)
        JSONBytes.appendBool(missed, to: &output)
        if let timing {
            JSONBytes.appendRaw(",\"work_us\":", to: &output)
            JSONBytes.appendInt(timing.workUs, to: &output)
            JSONBytes.appendRaw(",\"present_us\":", to: &output)
            JSONBytes.appendInt(timing.presentUs, to: &output)
            JSONBytes.appendRaw(",\"expected_present_us\":", to: &output)
            JSONBytes.appendInt(timing.expectedPresentUs, to: &output)
            JSONBytes.appendRaw(",\"actual_present_us\":", to: &output)
            JSONBytes.appendInt(timing.actualPresentUs, to: &output)
            JSONBytes.appendRaw(",\"missed_vsyncs\":", to: &output)
            JSONBytes.appendInt(Int64(timing.missedVsyncs), to: &output)
        }
        JSONBytes.appendRaw("}}", to: &output)
        summaryAccumulator.addFrame(start: frameStart, end: end, missed: missed)
        // Without timing, as the file's summary reads it back: all work, a missed deadline one missed vsync.
        summaryAccumulator.addTiming(timing ?? FrameTiming(workUs: duration, presentUs: 0, expectedPresentUs: end, actualPresentUs: end,
                                                           missedVsyncs: missed ? 1 : 0), periodUs: frameDeadline)
        for phase in phases {
            let phaseEnd = min(phase.end, end)
            let phaseStart = min(phase.start, phaseEnd)
            summaryAccumulator.addPhase(phase.name, durationUs: phaseEnd - phaseStart)
            JSONBytes.appendRaw(",\n", to: &output)
            appendComplete(name: phase.name, cat: "phase", start: phaseStart, end: phaseEnd, to: &output)
            output.append(UInt8(ascii: "}"))
        }
        // After the phases (a parent precedes its children), the frame's slices on the frame-timeline tracks.
        if let timing { appendFrameTrackSlices(timing) }
        JSONBytes.appendRaw(",\n", to: &output)
        appendCounter(name: TraceNames.frameTimeCounter, ts: frameStart, key: "value",
                      value: Double(duration) / 1000, to: &output)
        output.append(contentsOf: pending)
        outputEvents += 2 + phases.count + pendingEvents
        phases.removeAll(keepingCapacity: true)
        pending.removeAll(keepingCapacity: true)
        pendingEvents = 0
        frameOpen = false
        previousFrameEnd = end
        flushIfDue()
    }

    // MARK: - Flushing and finishing

    /// Writes every buffered event of ended frames (and events outside frames) to the file
    /// now. Events of a frame that is still open are written when it ends. A write failure
    /// sets ``warning`` and stops the writer; nothing is thrown.
    public func flush() {
        lastFlush = clock()
        writeOutput()
    }

    /// Ends an open frame at its latest phase end, writes the closing
    /// `\n],"displayTimeUnit":"ms"}\n` so the file is strict JSON, and closes it.
    /// Idempotent; also run by `deinit`.
    /// - Returns: true when the whole trace reached the file (``failed`` is false).
    @discardableResult
    public func finish() -> Bool {
        guard !isFinished else { return !failed }
        if isActive {
            if frameOpen { endFrame(endUs: frameLatest) }
            JSONBytes.appendRaw("\n],\"displayTimeUnit\":\"ms\"}\n", to: &output)
            writeOutput()
            if let failure = file?.close() { fail(failure) }
            file = nil
        }
        isFinished = true
        return !failed
    }

    // MARK: - Internals

    /// Appends `,\n` and one event (encoded by `body`) to the open frame's pending buffer
    /// or, outside a frame, to the output buffer (then flushes if due).
    func appendEvent(_ body: (inout [UInt8]) -> Void) {
        guard isActive else { return }
        if frameOpen {
            JSONBytes.appendRaw(",\n", to: &pending)
            body(&pending)
            pendingEvents += 1
        } else {
            JSONBytes.appendRaw(",\n", to: &output)
            body(&output)
            outputEvents += 1
            flushIfDue()
        }
    }

    /// Appends a complete event without args or closing brace.
    private func appendComplete(name: String, cat: String, start: Int64, end: Int64, to buffer: inout [UInt8]) {
        TraceEvent.appendPrefix(name: name, cat: cat, ph: "X", ts: start,
                                dur: TraceWriter.difference(end, start),
                                pid: pid, tid: tid, scope: nil, to: &buffer)
    }

    func appendCounter(name: String, ts: Int64, key: String, value: Double, to buffer: inout [UInt8]) {
        TraceEvent.appendPrefix(name: name, cat: "counter", ph: "C", ts: ts, dur: nil,
                                pid: pid, tid: tid, scope: nil, to: &buffer)
        JSONBytes.appendRaw(",\"args\":{", to: &buffer)
        JSONBytes.appendKey(key, to: &buffer)
        JSONBytes.appendDouble(value, to: &buffer)
        JSONBytes.appendRaw("}}", to: &buffer)
    }

    /// The `Expected frames` and `Actual frames` slices of a frame (their track names first, once).
    private func appendFrameTrackSlices(_ timing: FrameTiming) {
        if !frameTracksNamed {
            frameTracksNamed = true
            for (tid, name, order) in [(TraceWriter.expectedFramesTid, "Expected frames", 1), (TraceWriter.actualFramesTid, "Actual frames", 2)] {
                JSONBytes.appendRaw(",\n", to: &output)
                appendMetadata("thread_name", value: name, tid: tid, to: &output)
                JSONBytes.appendRaw(",\n", to: &output)
                TraceEvent.appendPrefix(name: "thread_sort_index", cat: nil, ph: "M", ts: 0, dur: nil, pid: pid, tid: tid, scope: nil, to: &output)
                JSONBytes.appendRaw(",\"args\":{\"sort_index\":", to: &output)
                JSONBytes.appendInt(Int64(order), to: &output)
                JSONBytes.appendRaw("}}", to: &output)
                outputEvents += 2
            }
        }
        let period = max(frameDeadline, 1)
        JSONBytes.appendRaw(",\n", to: &output)
        TraceEvent.appendPrefix(name: "expected", cat: "frame_timeline", ph: "X", ts: timing.expectedPresentUs - period, dur: period,
                                pid: pid, tid: TraceWriter.expectedFramesTid, scope: nil, to: &output)
        JSONBytes.appendRaw(",\"args\":{\"index\":", to: &output)
        JSONBytes.appendInt(Int64(frameIndex), to: &output)
        JSONBytes.appendRaw("}}", to: &output)
        JSONBytes.appendRaw(",\n", to: &output)
        let actualEnd = max(timing.actualPresentUs, frameStart)
        TraceEvent.appendPrefix(name: timing.status, cat: "frame_timeline", ph: "X", ts: frameStart, dur: actualEnd - frameStart,
                                pid: pid, tid: TraceWriter.actualFramesTid, scope: nil, to: &output)
        JSONBytes.appendRaw(",\"args\":{\"index\":", to: &output)
        JSONBytes.appendInt(Int64(frameIndex), to: &output)
        JSONBytes.appendRaw(",\"missed_vsyncs\":", to: &output)
        JSONBytes.appendInt(Int64(timing.missedVsyncs), to: &output)
        JSONBytes.appendRaw("}}", to: &output)
        outputEvents += 2
    }

    /// A flow (`bind_id`, Perfetto's flow v2) from an input event at `inputUs` µs to the frame that presented
    /// it: the input instant carries `flow_out`, an `input presented` instant on the `Actual frames` track at
    /// `presentUs` µs carries `flow_in`. Returns the flow id.
    @discardableResult
    public func inputFlow(kind: String, inputUs: Int64, presentUs: Int64) -> Int64 {
        guard isActive else { return 0 }
        let id = nextFlowID
        nextFlowID += 1
        appendEvent { buffer in
            TraceEvent.appendPrefix(name: "input presented", cat: "input", ph: "i", ts: max(presentUs, inputUs), dur: nil,
                                    pid: self.pid, tid: TraceWriter.actualFramesTid, scope: "t", to: &buffer)
            JSONBytes.appendRaw(",\"bind_id\":", to: &buffer)
            JSONBytes.appendInt(id, to: &buffer)
            JSONBytes.appendRaw(",\"flow_in\":true,\"args\":{\"kind\":", to: &buffer)
            JSONBytes.appendString(kind, to: &buffer)
            JSONBytes.appendRaw("}}", to: &buffer)
        }
        return id
    }

    private func appendMetadata(_ name: String, key: String = "name", value: String, tid: Int64? = nil, to buffer: inout [UInt8]) {
        TraceEvent.appendPrefix(name: name, cat: nil, ph: "M", ts: 0, dur: nil,
                                pid: pid, tid: tid ?? self.tid, scope: nil, to: &buffer)
        JSONBytes.appendRaw(",\"args\":{", to: &buffer)
        JSONBytes.appendKey(key, to: &buffer)
        JSONBytes.appendString(value, to: &buffer)
        JSONBytes.appendRaw("}}", to: &buffer)
    }

    /// Writes when the buffer is full or `flushInterval` seconds have passed since the
    /// last flush (a clock that went backwards restarts the interval).
    private func flushIfDue() {
        if output.count >= bufferCapacity { writeOutput() }
        let now = clock()
        if now < lastFlush { lastFlush = now }
        if !(now - lastFlush < flushInterval) { flush() }
    }

    private func writeOutput() {
        guard let file, !output.isEmpty else { return }
        if let failure = file.write(output) { fail(failure); return }
        eventsWritten += outputEvents
        outputEvents = 0
        output.removeAll(keepingCapacity: true)
    }

    /// Records the one warning, closes the file and releases the buffers.
    private func fail(_ failure: OutputFailure) {
        if warning == nil {
            warning = "trace: cannot write \(path): \(failure.message); tracing stopped"
        }
        file?.close()
        file = nil
        output = []
        pending = []
        phases = []
        outputEvents = 0
        pendingEvents = 0
        frameOpen = false
    }

    /// `a − b`, saturating instead of overflowing.
    static func difference(_ a: Int64, _ b: Int64) -> Int64 {
        let (result, overflow) = a.subtractingReportingOverflow(b)
        return overflow ? (a < b ? .min : .max) : result
    }
}
