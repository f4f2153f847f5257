import Foundation

/// Streams a session's frames to a file in Perfetto's protobuf trace format (`--trace FILE.pftrace`): the
/// same calls as ``TraceWriter`` (both are ``TraceRecording``s), the same buffering and the same failure
/// rule, but what Perfetto reads natively — named TrackEvent tracks grouped per control, counters with units,
/// the frame and its phases as nested slices, flows from each input to the frame that presented it, and
/// Perfetto's own frame timeline (`expected_frame_timeline_slice` / `actual_frame_timeline_slice`, with a
/// jank type and present type on late frames, which Perfetto's UI colours).
///
/// Call it on the main thread: ``beginFrame(index:startUs:deadlineUs:)``, ``phase(_:startUs:endUs:)`` for
/// each phase, instants and counters as they happen, then ``endFrame(endUs:timing:)``. Times are µs on the
/// trace's clock, written as ns (`TracePacket.timestamp`).
///
/// **File layout.** A `Trace` (protos/perfetto/trace/trace.proto) is a sequence of `packet` fields, each
/// self-delimited (tag, length, bytes): `init` writes the process and track descriptors (see
/// ``PerfettoTracks``); a track's descriptor is written the first time it is used. When a frame ends, its
/// inputs (traced while it was open), the `frame` slice begin (with `terminating_flow_ids` for their flows),
/// its phases and end, its counters and instants, and its two frame-timeline SurfaceFrames (see
/// ``PerfettoProto/FrameTimeline``) are appended. Only whole packets
/// are ever written, so a file cut by SIGKILL ends at most in one partial packet, which `trace repair` drops.
/// There is nothing to close: a complete file is just its packets.
///
/// **Memory and failures** as ``TraceWriter``: a 64 KiB buffer reused, written when full, on ``flush()`` and
/// after `flushInterval` seconds of the injected clock; a file that cannot be opened or written records one
/// ``warning``, sets ``failed`` and makes every later call a no-op (a write that failed part-way is cut
/// back to the last whole packet, so the file stays a valid trace of what was written). Nothing throws.
public final class PerfettoTraceWriter {
    /// The file being written.
    public let path: String
    /// The `pid` of the process track and of the frame timeline.
    public let pid: Int64
    /// Seconds of wall-clock time after which the next call flushes by itself.
    public let flushInterval: Double
    /// Bytes handed to the operating system so far (whole packets).
    public private(set) var bytesWritten = 0
    /// The one warning recorded when opening or writing failed, else nil.
    public private(set) var warning: String?
    /// True once opening or a write has failed; every later call is then a no-op.
    public var failed: Bool { warning != nil }
    /// True once ``finish()`` has run.
    public private(set) var isFinished = false
    /// The summary of what was written so far (as ``TraceWriter/summaryAccumulator``).
    public internal(set) var summaryAccumulator = TraceSummaryAccumulator()

    private var file: TraceOutputFile?
    private let clock: () -> Double
    private var lastFlush: Double
    private let bufferCapacity: Int
    /// Whole packets not yet written.
    private var output: [UInt8] = []
    var tracks = PerfettoTracks()
    /// Whether the renderer composites on the GPU (`ActualSurfaceFrameStart.gpu_composition`).
    private let gpuComposition: Bool
    /// The frame timeline's layer name (the process name).
    private let layerName: String

    // MARK: Current frame (buffers reused across frames)
    private var frameOpen = false
    private var frameIndex = 0
    private var frameStart: Int64 = 0
    private var frameDeadline: Int64 = 0
    private var frameLatest: Int64 = 0
    private var previousFrameEnd: Int64 = 0
    /// The previous expected frame's end (µs).
    private var previousExpectedEnd: Int64 = .min
    private var phases: [FramePhases.Phase] = []
    private var nesting = FramePhases()
    /// Packets recorded during the open frame (instants, counters).
    private var pending: [UInt8] = []

    /// The open frame's inputs, written before its `frame` slice (so each flow starts before the slice
    /// that ends it, even at the same timestamp).
    private var before: [UInt8] = []
    /// The flows the open frame's `frame` slice ends.
    private var frameFlows: [UInt64] = []
    private var nextFlowID: UInt64 = 1
    private var nextToken: Int64 = 1

    /// Opens `path` (creating or truncating it) and writes the process and track descriptors.
    ///
    /// Never throws: if the file cannot be opened or the first write fails, ``failed`` is true and
    /// ``warning`` says why; the writer then ignores every call.
    /// - Parameters:
    ///   - processName: the process track's name, with the labels' values as the JSON trace has it
    ///     (`pickerlab · opengl · 60 Hz`: ``TraceWriter/processTitle(_:labels:)``); also the frame timeline's
    ///     layer name.
    ///   - pid: the process id written (default: this process's).
    ///   - clock, flushInterval, bufferCapacity, injectedFailure: as ``TraceWriter``.
    ///   - labels: the run's labels, also written as `process_labels`; `renderer: NAME` other than
    ///     `software` marks frames as GPU-composited.
    public init(path: String, processName: String = "pickerlab",
                pid: Int64 = Int64(ProcessInfo.processInfo.processIdentifier),
                clock: @escaping () -> Double = { ProcessInfo.processInfo.systemUptime },
                flushInterval: Double = 1, bufferCapacity: Int = 64 * 1024, labels: [String] = [], injectedFailure: Int32? = nil) {
        self.path = path
        self.pid = pid
        self.clock = clock
        self.flushInterval = flushInterval
        self.bufferCapacity = max(bufferCapacity, 1)
        self.lastFlush = clock()
        self.layerName = processName
        let renderer = labels.first { $0.hasPrefix("renderer: ") }.map { String($0.dropFirst("renderer: ".count)) }
        self.gpuComposition = renderer.map { $0 != "software" } ?? false
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
        before.reserveCapacity(1024)
        phases.reserveCapacity(16)
        PerfettoTracks.appendHeader(pid: pid, processName: processName, labels: labels, to: &output)
        if !labels.isEmpty { summaryAccumulator.setLabels(labels) }
        flush()
    }

    deinit { finish() }

    var isActive: Bool { file != nil && !isFinished }
    /// Whether a frame is open (between ``beginFrame(index:startUs:deadlineUs:)`` and ``endFrame(endUs:timing:)``).
    var isFrameOpen: Bool { frameOpen }

    // MARK: - Frames

    /// Opens frame `index` at `startUs` (clamped to the previous frame's end) with a deadline of `deadlineUs`
    /// (negative is 0); first ends a frame still open at its latest phase end.
    public func beginFrame(index: Int, startUs: Int64, deadlineUs: Int64) {
        guard isActive else { return }
        if frameOpen { endFrame(endUs: frameLatest, timing: nil) }
        frameOpen = true
        frameIndex = index
        frameStart = max(startUs, previousFrameEnd)
        frameDeadline = max(deadlineUs, 0)
        frameLatest = frameStart
    }

    /// Records phase `name` from `startUs` to `endUs` of the open frame (clamped inside it when it ends, and
    /// nested as ``FramePhases`` says); outside a frame a stand-alone slice on the `frames` track.
    public func phase(_ name: String, startUs: Int64, endUs: Int64) {
        guard isActive else { return }
        if frameOpen {
            let start = max(startUs, frameStart)
            let end = max(endUs, start)
            phases.append(FramePhases.Phase(name: name, start: start, end: end))
            frameLatest = max(frameLatest, end)
        } else {
            appendEvent { buffer, _ in
                PerfettoPacket.appendTrackEvent(tsNs: PerfettoPacket.nanoseconds(startUs), track: PerfettoTracks.framesUUID,
                                                type: PerfettoProto.TrackEvent.typeSliceBegin, name: name, category: "phase", to: &buffer)
                PerfettoPacket.appendTrackEvent(tsNs: PerfettoPacket.nanoseconds(max(endUs, startUs)), track: PerfettoTracks.framesUUID,
                                                type: PerfettoProto.TrackEvent.typeSliceEnd, to: &buffer)
            }
        }
    }

    /// Ends the open frame at `endUs` (≥ its start): the `frame` slice (args `index`, `deadline_us`,
    /// `missed`, and with `timing` `work_us`, `present_us`, `expected_present_us`, `actual_present_us`,
    /// `missed_vsyncs`), its phases, a `frame_ms` counter, the events recorded during it and, with `timing`,
    /// its expected and actual SurfaceFrames — after the frame's inputs, whose flows its `frame` slice ends.
    public func endFrame(endUs: Int64, timing: FrameTiming? = nil) {
        guard isActive, frameOpen else { return }
        let end = max(endUs, frameStart)
        let duration = TraceWriter.difference(end, frameStart)
        let missed = timing.map { $0.missedVsyncs > 0 } ?? (duration > frameDeadline)
        summaryAccumulator.addFrame(start: frameStart, end: end, missed: missed)
        summaryAccumulator.addTiming(timing ?? FrameTiming(workUs: duration, presentUs: 0, expectedPresentUs: end, actualPresentUs: end,
                                                           missedVsyncs: missed ? 1 : 0), periodUs: frameDeadline)
        output.append(contentsOf: before)
        PerfettoPacket.appendTrackEvent(tsNs: PerfettoPacket.nanoseconds(frameStart), track: PerfettoTracks.framesUUID,
                                        type: PerfettoProto.TrackEvent.typeSliceBegin, to: &output) { buffer in
            self.encodeFrameArgs(missed: missed, timing: timing, to: &buffer)
            for id in self.frameFlows { ProtobufEncoder.appendFixed64(PerfettoProto.TrackEvent.terminatingFlowIDs, id, to: &buffer) }
        }
        nesting.clamp(&phases, frameStart: frameStart, frameEnd: end)
        for phase in phases { summaryAccumulator.addPhase(phase.name, durationUs: phase.end - phase.start) }
        nesting.appendSlices(phases, track: PerfettoTracks.framesUUID, to: &output)
        PerfettoPacket.appendTrackEvent(tsNs: PerfettoPacket.nanoseconds(end), track: PerfettoTracks.framesUUID,
                                        type: PerfettoProto.TrackEvent.typeSliceEnd, to: &output)
        PerfettoTraceWriter.appendCounter(TraceNames.frameTimeCounter, key: "value", tsUs: frameStart, value: Double(duration) / 1000,
                                          tracks: &tracks, to: &output)
        output.append(contentsOf: pending)
        if let timing { appendFrameTimeline(timing) }
        before.removeAll(keepingCapacity: true)
        frameFlows.removeAll(keepingCapacity: true)
        phases.removeAll(keepingCapacity: true)
        pending.removeAll(keepingCapacity: true)
        frameOpen = false
        previousFrameEnd = end
        flushIfDue()
    }

    /// The `frame` slice's name, category and args.
    private func encodeFrameArgs(missed: Bool, timing: FrameTiming?, to buffer: inout [UInt8]) {
        ProtobufEncoder.appendString(PerfettoProto.TrackEvent.categories, "frame", to: &buffer)
        ProtobufEncoder.appendString(PerfettoProto.TrackEvent.name, TraceNames.frame, to: &buffer)
        PerfettoPacket.appendArg("index", .int(Int64(frameIndex)), to: &buffer)
        PerfettoPacket.appendArg("deadline_us", .int(frameDeadline), to: &buffer)
        PerfettoPacket.appendArg("missed", .bool(missed), to: &buffer)
        guard let timing else { return }
        PerfettoPacket.appendArg("work_us", .int(timing.workUs), to: &buffer)
        PerfettoPacket.appendArg("present_us", .int(timing.presentUs), to: &buffer)
        PerfettoPacket.appendArg("expected_present_us", .int(timing.expectedPresentUs), to: &buffer)
        PerfettoPacket.appendArg("actual_present_us", .int(timing.actualPresentUs), to: &buffer)
        PerfettoPacket.appendArg("missed_vsyncs", .int(Int64(timing.missedVsyncs)), to: &buffer)
    }

    /// The frame's expected SurfaceFrame (the refresh period ending at the vsync it aimed at, starting no
    /// earlier than the previous one ended, so Perfetto keeps them on one row) and actual one (its start to
    /// its present; late when it missed a vsync), one token per frame.
    private func appendFrameTimeline(_ timing: FrameTiming) {
        let token = nextToken
        nextToken += 1
        let period = max(frameDeadline, 1)
        // On one row: an expected frame starts no earlier than the previous one ended.
        let expectedStart = max(TraceWriter.difference(timing.expectedPresentUs, period), previousExpectedEnd)
        let expectedEnd = max(timing.expectedPresentUs, expectedStart)
        previousExpectedEnd = expectedEnd
        PerfettoPacket.appendFrameTimeline(cookie: 2 * token - 1, token: token, pid: pid, layer: layerName,
                                           startNs: PerfettoPacket.nanoseconds(expectedStart),
                                           endNs: PerfettoPacket.nanoseconds(expectedEnd), actual: nil, to: &output)
        PerfettoPacket.appendFrameTimeline(cookie: 2 * token, token: token, pid: pid, layer: layerName,
                                           startNs: PerfettoPacket.nanoseconds(frameStart),
                                           endNs: PerfettoPacket.nanoseconds(max(timing.actualPresentUs, frameStart)),
                                           actual: (late: timing.missedVsyncs > 0, gpuComposition: gpuComposition), to: &output)
    }

    // MARK: - Flows

    /// A flow from an input at `inputUs` to the frame that presented it — the open frame, which handled it
    /// (the run loop traces a frame's inputs while it is open) — whose `frame` slice ends the flow. Returns
    /// the id to pass as the input's `flowOut`, or 0 (no flow) when no frame is open.
    @discardableResult
    public func inputFlow(kind: String, inputUs: Int64, presentUs: Int64) -> Int64 {
        guard isActive, frameOpen else { return 0 }
        let id = nextFlowID
        nextFlowID += 1
        frameFlows.append(id)
        return Int64(bitPattern: id)
    }

    // MARK: - Flushing and finishing

    /// Writes every buffered packet of ended frames (and events outside frames) now; an open frame's are
    /// written when it ends. A write failure sets ``warning`` and stops the writer.
    public func flush() {
        lastFlush = clock()
        writeOutput()
    }

    /// Ends an open frame at its latest phase end, writes everything and closes the file. Idempotent.
    /// - Returns: true when the whole trace reached the file.
    @discardableResult
    public func finish() -> Bool {
        guard !isFinished else { return !failed }
        if isActive {
            if frameOpen { endFrame(endUs: frameLatest, timing: nil) }
            writeOutput()
            if let failure = file?.close() { fail(failure) }
            file = nil
        }
        isFinished = true
        return !failed
    }

    // MARK: - Internals

    /// Appends packets encoded by `body` to the open frame's buffer (`beforeFrame`: to the buffer written
    /// before its `frame` slice, where inputs go so that their flows start before the frame that ends them),
    /// or else to the output (then flushes if due).
    func appendEvent(beforeFrame: Bool = false, _ body: (inout [UInt8], inout PerfettoTracks) -> Void) {
        guard isActive else { return }
        if frameOpen && beforeFrame {
            body(&before, &tracks)
        } else if frameOpen {
            body(&pending, &tracks)
        } else {
            body(&output, &tracks)
            flushIfDue()
        }
    }

    /// A counter sample (series `key` of counter `name`) on its track, its descriptor first when new.
    static func appendCounter(_ name: String, key: String, tsUs: Int64, value: Double, tracks: inout PerfettoTracks, to buffer: inout [UInt8]) {
        let track = tracks.counter(name, key: key, to: &buffer)
        PerfettoPacket.appendTrackEvent(tsNs: PerfettoPacket.nanoseconds(tsUs), track: track, type: PerfettoProto.TrackEvent.typeCounter,
                                        to: &buffer) { buffer in
            ProtobufEncoder.appendDouble(PerfettoProto.TrackEvent.doubleCounterValue, value, to: &buffer)
        }
    }

    private func flushIfDue() {
        if output.count >= bufferCapacity { writeOutput() }
        let now = clock()
        if now < lastFlush { lastFlush = now }
        if !(now - lastFlush < flushInterval) {
            lastFlush = now
            writeOutput()
        }
    }

    private func writeOutput() {
        guard let file, !output.isEmpty else { return }
        if let failure = file.write(output) { fail(failure); return }
        bytesWritten += output.count
        output.removeAll(keepingCapacity: true)
    }

    /// Records the one warning, cuts the file back to its last whole packet (a write that failed part-way, on
    /// a disk that filled up, leaves a partial one), closes it and releases the buffers.
    private func fail(_ failure: OutputFailure) {
        if warning == nil { warning = "trace: cannot write \(path): \(failure.message); tracing stopped" }
        if file != nil { _ = TraceOutputFile.truncate(path: path, length: bytesWritten) }
        file?.close()
        file = nil
        output = []; pending = []; before = []; phases = []; frameFlows = []
        frameOpen = false
    }
}
