import Foundation

/// Records a session's frames into a trace file: the one trace model (``TraceFrame``, ``TracePhase``,
/// ``TraceInstant``, counters and flows) fed by the app's calls, handed to the file format's encoder as it
/// ends, and streamed through one ``TraceSink``. ``TraceWriter`` (Chrome JSON) and ``PerfettoTraceWriter``
/// (Perfetto protobuf) are this recorder with their encoder; both are ``TraceRecording``s.
///
/// Call it on the main thread (it is not `Sendable`): ``beginFrame(index:startUs:deadlineUs:)``, then
/// ``phase(_:startUs:endUs:)`` for each phase, instants and counters as they happen, then
/// ``endFrame(endUs:timing:)``. All times are microseconds (`Int64`) on the trace's clock — the monotonic
/// clock, or the virtual clock in headless runs.
///
/// **Memory.** Bytes are buffered (64 KiB by default, reused) and written with `write(2)` when the buffer is
/// full, when ``flush()`` is called, and at the first call after `flushInterval` seconds of the injected
/// wall clock have passed since the last flush. Per-frame buffers are reused, so memory does not grow with
/// the session's length, and events are encoded as they are recorded.
///
/// **Failures never throw.** If the file cannot be opened (missing directory, a directory, no permission) or
/// a write fails (`ENOSPC`), the recorder records one ``warning``, sets ``failed``, cuts the file back to its
/// last whole write, closes it and ignores every later call. The app keeps running and should print the
/// warning and exit with status 1 at the end.
public class TraceRecorder {
    /// The file being written.
    public var path: String { sink.path }
    /// Seconds of wall-clock time after which the next call flushes by itself.
    public var flushInterval: Double { sink.flushInterval }
    /// Events whose bytes have been handed to the operating system (including the header's). Buffered and
    /// still-open-frame events are not counted yet.
    var eventsWritten: Int { sink.eventsWritten }
    /// Bytes handed to the operating system so far (whole events or packets).
    var bytesWritten: Int { sink.bytesWritten }
    /// The one warning recorded when opening or writing failed, else `nil`; e.g.
    /// `trace: cannot write /dev/full: No space left on device; tracing stopped`.
    public var warning: String? { sink.warning }
    /// True once opening or a write has failed; every later call is then a no-op.
    public var failed: Bool { sink.warning != nil }
    /// True once ``finish()`` has run.
    public private(set) var isFinished = false
    /// The summary of what was written so far, kept as it is written (a few numbers a frame), so a run can
    /// print its summary at exit without reading its trace back.
    public internal(set) var summaryAccumulator = TraceSummaryAccumulator()

    var sink: TraceSink
    /// The open file (nil once closed or failed); tests inject a write failure into it.
    var file: TraceOutputFile? { sink.file }
    var encoder: any TraceEncoder

    // MARK: The open frame (buffers reused across frames; see TraceRecorder+Frames.swift)
    var frameOpen = false
    var frame = TraceFrame()
    /// The open frame's latest phase end (µs): where ``finish()`` or the next frame ends it.
    var frameLatest: Int64 = 0
    var previousFrameEnd: Int64 = 0
    /// The previous expected frame's end (µs): the next starts at or after it.
    var previousExpectedEnd: Int64 = .min
    /// The next flow id (from an input to the frame that presented it).
    var nextFlowID: Int64 = 1
    /// Events recorded during the open frame, already encoded.
    var frameEvents = FrameEvents()

    /// Opens `path` (creating or truncating it) and writes the encoder's header. Never throws: on failure
    /// ``failed`` is true and ``warning`` says why.
    init(path: String, encoder: any TraceEncoder, clock: @escaping () -> Double, flushInterval: Double,
         bufferCapacity: Int, labels: [String], injectedFailure: Int32?) {
        sink = TraceSink(path: path, clock: clock, flushInterval: flushInterval, bufferCapacity: bufferCapacity,
                         injectedFailure: injectedFailure)
        self.encoder = encoder
        guard sink.isOpen else { return }
        frameEvents.before.reserveCapacity(1024)
        frameEvents.after.reserveCapacity(4096)
        frame.phases.reserveCapacity(16)
        frame.flows.reserveCapacity(16)
        let header = self.encoder.appendHeader(to: &sink.output)
        sink.appended(events: header)
        self.encoder.appendFooter(to: &sink.closing)
        if !labels.isEmpty { summaryAccumulator.setLabels(labels) }
        flush()
    }

    deinit { finish() }

    var isActive: Bool { sink.isOpen && !isFinished }

    /// Converts seconds to whole microseconds for this API: rounded to nearest, NaN as 0, clamped to
    /// `Int64`'s range.
    public static func microseconds(fromSeconds seconds: Double) -> Int64 {
        guard !seconds.isNaN else { return 0 }
        let micros = (seconds * 1_000_000).rounded()
        if micros >= 0x1p63 { return .max }
        if micros < -0x1p63 { return .min }
        return Int64(micros)
    }

    // MARK: - Flushing and finishing

    /// Writes every buffered event of ended frames (and events outside frames) to the file now. Events of a
    /// frame that is still open are written when it ends. A write failure sets ``warning`` and stops the
    /// recorder; nothing is thrown.
    public func flush() {
        sink.flush()
        releaseIfFailed()
    }

    /// Ends an open frame at its latest phase end, appends the format's end (JSON: `\n],"displayTimeUnit":"ms"}\n`,
    /// making the file strict JSON) and closes the file. Idempotent; also run by `deinit`.
    /// - Returns: true when the whole trace reached the file (``failed`` is false).
    @discardableResult
    public func finish() -> Bool {
        guard !isFinished else { return !failed }
        if isActive {
            if frameOpen { endFrame(endUs: frameLatest, timing: nil) }
            if sink.isOpen {
                encoder.appendFooter(to: &sink.output)
                sink.close()
            }
        }
        isFinished = true
        releaseIfFailed()
        return !failed
    }

    // MARK: - Internals

    /// Appends one event encoded by `body` to the open frame's events (`before` when `beforeFrame`) or,
    /// outside a frame, to the output (then flushes if due).
    func record(beforeFrame: Bool = false, _ body: (inout any TraceEncoder, inout [UInt8]) -> Int) {
        guard isActive else { return }
        if frameOpen {
            frameEvents.count += beforeFrame ? body(&encoder, &frameEvents.before) : body(&encoder, &frameEvents.after)
        } else {
            let appended = body(&encoder, &sink.output)
            sink.appended(events: appended)
            flushIfDue()
        }
    }

    func flushIfDue() {
        sink.flushIfDue()
        releaseIfFailed()
    }

    /// After a failure: the open frame is dropped and its buffers released.
    private func releaseIfFailed() {
        guard failed, frameOpen || frameEvents.after.capacity > 0 else { return }
        frameOpen = false
        frameEvents = FrameEvents()
        frame.phases = []
        frame.flows = []
    }
}
