import Foundation

/// Streams a session's frames to a file in the Chrome Trace Event Format (JSON Object
/// Format), one event per line.
///
/// Call it on the main thread (it is not `Sendable`): ``beginFrame(index:startUs:deadlineUs:)``,
/// then ``phase(_:startUs:endUs:)`` for each phase, instants and counters as they happen,
/// then ``endFrame(endUs:)``. All timestamps are microseconds (`Int64`) since the process
/// started — the monotonic clock, or the virtual clock in headless runs.
///
/// **File layout** (what Perfetto shows: see README, "Reading a trace in Perfetto"). `init` writes the
/// header line `{"traceEvents":[`, the process name (with the renderer and refresh rate from `labels`,
/// e.g. `pickerlab · opengl · 60 Hz`), `process_labels`, and the thread names of the main thread and the
/// `Actual frames` track. When a frame ends its events are appended: the `frame` slice, its phases, a
/// flow start (`ph` `s`) inside its first phase per presented input, its `Actual frames` slice with the
/// flow ends (`ph` `f`), its `Expected frames` async slice, the `frame_ms` counter, then the instants and
/// counters recorded during the frame. The main track holds frames and their phases only; instants go
/// on async instant tracks named after them (`ph` `n`). Frame and phase times are written in fractional
/// microseconds (ns precision) laid out by ``FrameLayout`` so that every phase nests in its frame; other
/// times are whole microseconds. Each event is preceded by `,\n`, so a flushed file always ends with a
/// complete event. ``finish()`` appends `\n],"displayTimeUnit":"ms"}\n`, making the file strict JSON.
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
    /// Events whose bytes have been handed to the operating system (including the
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
    var output: [UInt8] = []
    var outputEvents = 0

    // MARK: Current frame (buffers reused across frames; read and written by TraceWriter+Frames.swift)
    var frameOpen = false
    var frameIndex = 0
    var frameStart: Int64 = 0
    var frameDeadline: Int64 = 0
    var frameLatest: Int64 = 0
    var previousFrameEnd: Int64 = 0
    /// The previous frame's written end (ns), which the next frame's slices start at or after.
    var previousFrameEndNs: Int64 = 0
    /// The previous `Expected frames` slice's end (µs): the next starts at or after it.
    var previousExpectedEnd: Int64 = .min
    var phases: [(name: String, start: Int64, end: Int64)] = []
    var phaseSpans: [(start: Int64, end: Int64)] = []
    var layout = FrameLayout()
    /// The flow ids of the inputs the open frame presents.
    var frameFlows: [Int64] = []
    /// The next flow id, from an input's frame to the `Actual frames` slice of the frame that presented it.
    var nextFlowID: Int64 = 1
    /// The `tid` of the `Actual frames` track (a thread track of its own in the same process: flows end
    /// only on thread tracks' slices). Perfetto titles it "Actual frames 2".
    public static let actualFramesTid: Int64 = 2
    /// The `tid` traces before this layout used for their `Actual frames` track (still recognised by readers).
    public static let legacyActualFramesTid: Int64 = 2_000_000_002
    /// The `tid` older traces used for their `Expected frames` track; now an async track of the process.
    public static let expectedFramesTid: Int64 = 2_000_000_001
    /// Instants and counters recorded during the open frame, already encoded.
    var pending: [UInt8] = []
    var pendingEvents = 0

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
    ///   - labels: written as `process_labels` metadata (e.g. `renderer: opengl`, `refresh: 60 Hz`), which
    ///     ``TraceSummary`` reads the renderer from, and into the process name Perfetto shows (see
    ///     ``processTitle(_:labels:)``); none by default.
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
        phaseSpans.reserveCapacity(16)
        frameFlows.reserveCapacity(16)
        JSONBytes.appendRaw("{\"traceEvents\":[\n", to: &output)
        appendMetadata("process_name", value: TraceWriter.processTitle(processName, labels: labels), to: &output)
        JSONBytes.appendRaw(",\n", to: &output)
        appendMetadata("thread_name", value: threadName, to: &output)
        JSONBytes.appendRaw(",\n", to: &output)
        appendMetadata("thread_name", value: "Actual frames", tid: TraceWriter.actualFramesTid, to: &output)
        outputEvents = 3
        for (tid, order) in [(self.tid, 0), (TraceWriter.actualFramesTid, 1)] {
            JSONBytes.appendRaw(",\n", to: &output)
            TraceEvent.appendPrefix(name: "thread_sort_index", cat: nil, ph: "M", ts: 0, dur: nil, pid: pid, tid: tid, scope: nil, to: &output)
            JSONBytes.appendRaw(",\"args\":{\"sort_index\":", to: &output)
            JSONBytes.appendInt(Int64(order), to: &output)
            JSONBytes.appendRaw("}}", to: &output)
            outputEvents += 1
        }
        if !labels.isEmpty {
            JSONBytes.appendRaw(",\n", to: &output)
            appendMetadata("process_labels", key: "labels", value: labels.joined(separator: ", "), to: &output)
            outputEvents += 1
            summaryAccumulator.setLabels(labels)
        }
        flush()
    }

    deinit { finish() }

    /// The process name Perfetto shows: `name` and each label's value, joined by " · " — `pickerlab · opengl
    /// · 60 Hz` for the labels `renderer: opengl`, `refresh: 60 Hz` (a parenthesised remark is dropped, but an
    /// assumed rate says so: `60 Hz assumed`). Perfetto ignores `process_labels`, so this is where a reader
    /// of the timeline sees what drew the frames and at what rate.
    public static func processTitle(_ name: String, labels: [String]) -> String {
        var parts = [name]
        for label in labels {
            var value = label.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? label
            if let paren = value.firstIndex(of: "(") {
                let remark = value[paren...]
                value = value[..<paren].trimmingCharacters(in: .whitespaces) + (remark.contains("assumed") ? " assumed" : "")
            }
            if !value.isEmpty { parts.append(value) }
        }
        return parts.joined(separator: " · ")
    }

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

    func appendCounter(name: String, ts: Int64, key: String, value: Double, to buffer: inout [UInt8]) {
        TraceEvent.appendPrefix(name: name, cat: "counter", ph: "C", ts: ts, dur: nil,
                                pid: pid, tid: tid, scope: nil, to: &buffer)
        JSONBytes.appendRaw(",\"args\":{", to: &buffer)
        JSONBytes.appendKey(key, to: &buffer)
        JSONBytes.appendDouble(value, to: &buffer)
        JSONBytes.appendRaw("}}", to: &buffer)
    }

    func appendMetadata(_ name: String, key: String = "name", value: String, tid: Int64? = nil, to buffer: inout [UInt8]) {
        TraceEvent.appendPrefix(name: name, cat: nil, ph: "M", ts: 0, dur: nil,
                                pid: pid, tid: tid ?? self.tid, scope: nil, to: &buffer)
        JSONBytes.appendRaw(",\"args\":{", to: &buffer)
        JSONBytes.appendKey(key, to: &buffer)
        JSONBytes.appendString(value, to: &buffer)
        JSONBytes.appendRaw("}}", to: &buffer)
    }

    /// Writes when the buffer is full or `flushInterval` seconds have passed since the
    /// last flush (a clock that went backwards restarts the interval).
    func flushIfDue() {
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
