/// Encodes the trace model in Perfetto's protobuf trace format (`--trace FILE.pftrace`): named TrackEvent
/// tracks grouped per control, counters with units, the frame and its phases as nested slices, flows from
/// each input to the frame that presented it, and Perfetto's own frame timeline
/// (`expected_frame_timeline_slice` / `actual_frame_timeline_slice`, with a jank type and present type on
/// late frames, which Perfetto's UI colours). Times are µs on the trace's clock, written as ns
/// (`TracePacket.timestamp`).
///
/// **File layout.** A `Trace` (protos/perfetto/trace/trace.proto) is a sequence of `packet` fields, each
/// self-delimited (tag, length, bytes): the header is the process and track descriptors (see
/// ``PerfettoTracks``); a track's descriptor is written the first time it is used. A frame is its inputs
/// (recorded while it was open: ``FrameEvents/before``), the `frame` slice begin (with `terminating_flow_ids`
/// for their flows), its phases and end, its `frame_ms` counter, the other events recorded during it, and
/// its two frame-timeline SurfaceFrames (see ``PerfettoProto/FrameTimeline``). Only whole packets are ever
/// appended, so a file cut by SIGKILL ends at most in one partial packet, which `trace repair` drops. There
/// is no footer: a complete file is just its packets.
struct PerfettoTraceEncoder: TraceEncoder {
    let pid: Int64
    let processName: String
    let labels: [String]
    var tracks = PerfettoTracks()
    /// Whether the renderer composites on the GPU (`ActualSurfaceFrameStart.gpu_composition`): a
    /// `renderer: NAME` label other than `software`.
    private let gpuComposition: Bool
    private var nesting = FramePhases()
    private var phases: [TracePhase] = []
    private var nextToken: Int64 = 1
    /// Per instant track, the last instant's time (µs) and how many before it had that time: a 0 µs slice holds
    /// the next one starting when it does, so the k-th further instant at one time (a press stamped with the
    /// move before it) is written k ns later (up to ``frameOffsetNs`` − 1; all still read back as that µs).
    private var lastInstant: [UInt64: (us: Int64, repeats: UInt64)] = [:]
    /// The `frames` track's events (and the actual SurfaceFrame, which starts with its frame) are written this
    /// many ns after their µs, so instants at a frame's start — its inputs, nudged apart as above — still come
    /// before the `frame` slice that ends their flows. Read back (rounded to µs) as the same times.
    static let frameOffsetNs: UInt64 = 499

    /// A `frames`-track time: ``frameOffsetNs`` after `us`.
    static func frameNs(_ us: Int64) -> UInt64 {
        let ns = PerfettoPacket.nanoseconds(us)
        return ns > UInt64.max - frameOffsetNs ? ns : ns + frameOffsetNs
    }

    init(pid: Int64, processName: String, labels: [String]) {
        self.pid = pid
        self.processName = processName
        self.labels = labels
        let renderer = labels.first { $0.hasPrefix("renderer: ") }.map { String($0.dropFirst("renderer: ".count)) }
        gpuComposition = renderer.map { $0 != "software" } ?? false
        phases.reserveCapacity(16)
    }

    func appendHeader(to buffer: inout [UInt8]) -> Int {
        PerfettoTracks.appendHeader(pid: pid, processName: processName, labels: labels, to: &buffer)
        return 4
    }

    func appendFooter(to buffer: inout [UInt8]) {}

    /// Inputs go before their frame, so each flow starts before the slice that ends it, even at the same
    /// timestamp.
    func placesBeforeFrame(_ instant: TraceInstant) -> Bool {
        if case .input = instant.track { return true }
        return false
    }

    mutating func appendFrame(_ frame: TraceFrame, events: FrameEvents, to buffer: inout [UInt8]) -> Int {
        buffer.append(contentsOf: events.before)
        PerfettoPacket.appendTrackEvent(tsNs: PerfettoTraceEncoder.frameNs(frame.start), track: PerfettoTracks.framesUUID,
                                        type: PerfettoProto.TrackEvent.typeSliceBegin, to: &buffer) { buffer in
            ProtobufEncoder.appendString(PerfettoProto.TrackEvent.categories, "frame", to: &buffer)
            ProtobufEncoder.appendString(PerfettoProto.TrackEvent.name, TraceNames.frame, to: &buffer)
            PerfettoPacket.appendArg("index", .int(Int64(frame.index)), to: &buffer)
            PerfettoPacket.appendArg("deadline_us", .int(frame.deadline), to: &buffer)
            PerfettoPacket.appendArg("missed", .bool(frame.missed), to: &buffer)
            frame.timing?.forEachArg { key, value in PerfettoPacket.appendArg(key, value, to: &buffer) }
            for id in frame.flows {
                ProtobufEncoder.appendFixed64(PerfettoProto.TrackEvent.terminatingFlowIDs, UInt64(bitPattern: id), to: &buffer)
            }
        }
        phases.removeAll(keepingCapacity: true)
        phases.append(contentsOf: frame.phases)
        nesting.clamp(&phases, frameStart: frame.start, frameEnd: frame.end)
        nesting.appendSlices(phases, track: PerfettoTracks.framesUUID, to: &buffer)
        PerfettoPacket.appendTrackEvent(tsNs: PerfettoTraceEncoder.frameNs(frame.end), track: PerfettoTracks.framesUUID,
                                        type: PerfettoProto.TrackEvent.typeSliceEnd, to: &buffer)
        var count = 2 + 2 * phases.count
        count += appendCounter(name: TraceNames.frameTimeCounter, tsUs: frame.start, value: Double(frame.duration) / 1000, to: &buffer)
        buffer.append(contentsOf: events.after)
        if let timing = frame.timing, let expected = frame.expected { count += appendFrameTimeline(frame, timing, expected, to: &buffer) }
        return count + events.count
    }

    /// The frame's expected SurfaceFrame (``ExpectedFrame``: on one row, they touch) and actual one (its
    /// start to its present; late when it missed a vsync), one token per frame.
    private mutating func appendFrameTimeline(_ frame: TraceFrame, _ timing: FrameTiming, _ expected: ExpectedFrame,
                                              to buffer: inout [UInt8]) -> Int {
        let token = nextToken
        nextToken += 1
        PerfettoPacket.appendFrameTimeline(cookie: 2 * token - 1, token: token, pid: pid, layer: processName,
                                           startNs: PerfettoPacket.nanoseconds(expected.start),
                                           endNs: PerfettoPacket.nanoseconds(expected.end), actual: nil, to: &buffer)
        PerfettoPacket.appendFrameTimeline(cookie: 2 * token, token: token, pid: pid, layer: processName,
                                           startNs: PerfettoTraceEncoder.frameNs(frame.start),
                                           endNs: PerfettoTraceEncoder.frameNs(max(timing.actualPresentUs, frame.start)),
                                           actual: (late: timing.missedVsyncs > 0, gpuComposition: gpuComposition), to: &buffer)
        return 4
    }

    /// A stand-alone slice on the `frames` track.
    func appendLoosePhase(name: String, start: Int64, end: Int64, to buffer: inout [UInt8]) -> Int {
        PerfettoPacket.appendTrackEvent(tsNs: PerfettoTraceEncoder.frameNs(start), track: PerfettoTracks.framesUUID,
                                        type: PerfettoProto.TrackEvent.typeSliceBegin, name: name, category: "phase", to: &buffer)
        PerfettoPacket.appendTrackEvent(tsNs: PerfettoTraceEncoder.frameNs(end), track: PerfettoTracks.framesUUID,
                                        type: PerfettoProto.TrackEvent.typeSliceEnd, to: &buffer)
        return 2
    }

    /// An instant on its track (``InstantTrack``: `input`, titled by the input's kind; `<control> selection`
    /// in the control's group; or the category's track), args as debug annotations, its flow as `flow_ids`.
    mutating func appendInstant(_ instant: TraceInstant, to buffer: inout [UInt8]) -> Int {
        let track: UInt64
        var title = instant.name
        switch instant.track {
        case .input(let kind):
            track = PerfettoTracks.inputUUID
            if let kind { title = kind }
        case .control(let control):
            track = tracks.sliceTrack(control + " selection", group: control, to: &buffer)
        case .category(let category):
            track = tracks.sliceTrack(category, group: nil, to: &buffer)
        }
        let repeats = lastInstant[track].map { $0.us == instant.tsUs ? $0.repeats + 1 : 0 } ?? 0
        lastInstant[track] = (instant.tsUs, repeats)
        let ns = PerfettoPacket.nanoseconds(instant.tsUs) + min(repeats, PerfettoTraceEncoder.frameOffsetNs - 1)
        PerfettoPacket.appendTrackEvent(tsNs: ns, track: track, type: PerfettoProto.TrackEvent.typeInstant,
                                        name: title, category: instant.category, to: &buffer) { buffer in
            for (key, value) in instant.args { PerfettoPacket.appendArg(key, value, to: &buffer) }
            if let flow = instant.flow {
                ProtobufEncoder.appendFixed64(PerfettoProto.TrackEvent.flowIDs, UInt64(bitPattern: flow), to: &buffer)
            }
        }
        return 1
    }

    /// One counter track per series (`NAME KEY`, or `NAME` for `value`) in the counter's group (see
    /// ``PerfettoTracks``), its descriptor first when new. Non-finite values are written as 0.
    mutating func appendCounter(name: String, tsUs: Int64, values: [(String, Double)], to buffer: inout [UInt8]) -> Int {
        for (key, value) in values { appendSample(name, key: key, tsUs: tsUs, value: value, to: &buffer) }
        return values.count
    }

    mutating func appendCounter(name: String, tsUs: Int64, value: Double, to buffer: inout [UInt8]) -> Int {
        appendSample(name, key: "value", tsUs: tsUs, value: value, to: &buffer)
        return 1
    }

    private mutating func appendSample(_ name: String, key: String, tsUs: Int64, value: Double, to buffer: inout [UInt8]) {
        let track = tracks.counter(name, key: key, to: &buffer)
        PerfettoPacket.appendTrackEvent(tsNs: PerfettoPacket.nanoseconds(tsUs), track: track, type: PerfettoProto.TrackEvent.typeCounter,
                                        to: &buffer) { buffer in
            ProtobufEncoder.appendDouble(PerfettoProto.TrackEvent.doubleCounterValue, value, to: &buffer)
        }
    }
}
