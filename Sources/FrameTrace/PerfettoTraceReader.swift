/// Reads a Perfetto protobuf trace (what ``PerfettoTraceWriter`` writes) back into the ``TraceEvent`` model
/// that ``TraceSummary`` and ``TraceRun`` read, so `trace summary`, `trace compare` and `trace repair` take a
/// `.pftrace` as they take a `.json`.
///
/// What becomes what (times ns → µs, rounded): a `TYPE_SLICE_BEGIN`/`END` pair on a track → a complete
/// (`X`) event with the begin's name, category and debug annotations as args (so `frame` keeps `index`,
/// `work_us`, `missed_vsyncs`, …); a `TYPE_INSTANT` → an instant (`i`), named `input_event` on the `input`
/// track; the `TYPE_COUNTER` samples at one time on the tracks `NAME KEY` (`NAME` for the series `value`)
/// → one counter (`C`) event `NAME` with those keys; the process descriptor → `process_name` and
/// `process_labels` metadata; each frame-timeline SurfaceFrame → a complete event on the legacy `Expected
/// frames` / `Actual frames` tids, which the summary leaves out. Unknown fields and packets are skipped, as
/// Perfetto skips them; a slice still open at the end of the file is dropped.
///
/// Hostile input (garbage, a truncated varint, a length past the end, wrong wire types) is a
/// ``TraceError/truncated(path:offset:reason:)`` or ``TraceError/corrupt(path:offset:reason:)`` naming the
/// byte offset — never a trap, and never more work than one pass over the bytes.
enum PerfettoTraceReader {
    /// Whether a file is in the protobuf format: its first byte is the tag of `Trace.packet` (field 1,
    /// length-delimited: 0x0A); or, when the file does not start like a JSON trace (`{` or `[` after
    /// whitespace), its extension is `.pftrace` or `.perfetto-trace`.
    static func isProtobuf(_ bytes: UnsafeRawBufferPointer, path: String) -> Bool {
        guard let first = bytes.first else { return TraceRecordings.isProtobuf(path: path) }
        if first == 0x0A { return true }
        if let start = bytes.first(where: { ![0x20, 0x09, 0x0D, 0x0A].contains($0) }), start == UInt8(ascii: "{") || start == UInt8(ascii: "[") {
            return false
        }
        return TraceRecordings.isProtobuf(path: path)
    }

    /// Decodes every event of the trace in `bytes`, in file order (a slice when it ends), handing each to `body`.
    /// - Throws: ``TraceError/truncated(path:offset:reason:)`` for an empty file or one that ends inside a
    ///   packet (at that packet's start, with a hint to run `trace repair`); ``TraceError/corrupt(path:offset:reason:)``
    ///   for a file that is not a Perfetto trace or is damaged (at the first byte that does not decode), as
    ///   ``PerfettoTraceFraming`` judges them for repair too.
    static func scanEvents(_ bytes: UnsafeRawBufferPointer, path: String, _ body: (TraceEvent) -> Void) throws(TraceError) {
        guard !bytes.isEmpty else { throw .truncated(path: path, offset: 0, reason: "empty file: no trace packets") }
        var decoder = PerfettoEventDecoder()
        let walk = try PerfettoTraceFraming.walk(bytes, path: path) { packet throws(ProtobufDecodeError) in try decoder.decodePacket(packet, body) }
        if let cut = walk.cut {
            throw .truncated(path: path, offset: walk.keep, reason: cut + "; if the run was killed, run 'pickerlab trace repair \(path)' "
                             + "to keep the \(walk.keep) bytes before it")
        }
        decoder.finish(body)
    }
}

/// The state of one pass over a protobuf trace: the tracks seen, the slices open on each, the counter
/// samples waiting to be merged and the frame-timeline frames open by cookie.
struct PerfettoEventDecoder {
    private struct Track {
        var name: String
        var isCounter: Bool
    }
    private struct OpenSlice {
        var name: String
        var cat: String?
        var tsNs: UInt64
        var args: [String: TraceArg]
    }
    private var tracks: [UInt64: Track] = [:]
    private var open: [UInt64: [OpenSlice]] = [:]
    private var timeline: [Int64: (tsNs: UInt64, expected: Bool, late: Bool)] = [:]
    private var counter: TraceEvent?
    private var pid: Int64 = 0

    /// µs for a packet time in ns, rounded.
    private static func micros(_ ns: UInt64) -> Int64 { Int64(clamping: (ns + 500) / 1000) }

    mutating func decodePacket(_ packet: ProtobufReader, _ body: (TraceEvent) -> Void) throws(ProtobufDecodeError) {
        var reader = packet
        var ts: UInt64 = 0
        var event: ProtobufReader?, descriptor: ProtobufReader?, frame: ProtobufReader?
        while !reader.isAtEnd {
            let (field, value) = try reader.nextField()
            switch field {
            case PerfettoProto.Packet.timestamp: ts = value.uint ?? 0
            case PerfettoProto.Packet.trackEvent: event = value.message
            case PerfettoProto.Packet.trackDescriptor: descriptor = value.message
            case PerfettoProto.Packet.frameTimelineEvent: frame = value.message
            default: break
            }
        }
        if let descriptor { try decodeDescriptor(descriptor, body) }
        if let event { try decodeTrackEvent(event, tsNs: ts, body) }
        if let frame { try decodeFrameTimeline(frame, tsNs: ts, body) }
    }

    /// Emits the counter sample being merged, if any.
    mutating func finish(_ body: (TraceEvent) -> Void) {
        if let counter { body(counter) }
        counter = nil
    }

    private mutating func decodeDescriptor(_ message: ProtobufReader, _ body: (TraceEvent) -> Void) throws(ProtobufDecodeError) {
        var reader = message
        var uuid: UInt64 = 0, name = "", isCounter = false
        var process: ProtobufReader?
        while !reader.isAtEnd {
            let (field, value) = try reader.nextField()
            switch field {
            case PerfettoProto.TrackDescriptor.uuid: uuid = value.uint ?? 0
            case PerfettoProto.TrackDescriptor.name: name = value.string ?? ""
            case PerfettoProto.TrackDescriptor.counter: isCounter = true
            case PerfettoProto.TrackDescriptor.process: process = value.message
            default: break
            }
        }
        tracks[uuid] = Track(name: name, isCounter: isCounter)
        guard var process else { return }
        var processName = "", labels: [String] = []
        while !process.isAtEnd {
            let (field, value) = try process.nextField()
            switch field {
            case PerfettoProto.ProcessDescriptor.pid: pid = Int64(Int32(truncatingIfNeeded: value.int ?? 0))
            case PerfettoProto.ProcessDescriptor.processName: processName = value.string ?? ""
            case PerfettoProto.ProcessDescriptor.processLabels: if let label = value.string { labels.append(label) }
            default: break
            }
        }
        body(TraceEvent(name: "process_name", ph: .metadata, ts: 0, pid: pid, tid: pid, args: ["name": .string(processName)]))
        if !labels.isEmpty {
            body(TraceEvent(name: "process_labels", ph: .metadata, ts: 0, pid: pid, tid: pid, args: ["labels": .string(labels.joined(separator: ", "))]))
        }
    }

    private mutating func decodeTrackEvent(_ message: ProtobufReader, tsNs: UInt64, _ body: (TraceEvent) -> Void) throws(ProtobufDecodeError) {
        var reader = message
        var type: UInt64 = 0, track: UInt64 = 0, name = "", cat: String?, number: Double?
        var args: [String: TraceArg] = [:]
        while !reader.isAtEnd {
            let (field, value) = try reader.nextField()
            switch field {
            case PerfettoProto.TrackEvent.type: type = value.uint ?? 0
            case PerfettoProto.TrackEvent.trackUUID: track = value.uint ?? 0
            case PerfettoProto.TrackEvent.name: name = value.string ?? ""
            case PerfettoProto.TrackEvent.categories: if cat == nil { cat = value.string }
            case PerfettoProto.TrackEvent.doubleCounterValue: number = value.double
            case PerfettoProto.TrackEvent.counterValue: number = value.int.map(Double.init)
            case PerfettoProto.TrackEvent.debugAnnotations:
                if let annotation = value.message, let (key, arg) = try PerfettoEventDecoder.decodeArg(annotation) { args[key] = arg }
            default: break
            }
        }
        let ts = PerfettoEventDecoder.micros(tsNs)
        switch type {
        case PerfettoProto.TrackEvent.typeCounter:
            guard let number, let series = tracks[track], series.isCounter else { return }
            let (counterName, key) = PerfettoEventDecoder.counterSeries(series.name)
            if var merged = counter, merged.name == counterName, merged.ts == ts, merged.args[key] == nil {
                merged.args[key] = .double(number)
                counter = merged
                return
            }
            finish(body)
            counter = TraceEvent(name: counterName, cat: "counter", ph: .counter, ts: ts, pid: pid, tid: pid, args: [key: .double(number)])
        case PerfettoProto.TrackEvent.typeSliceBegin:
            open[track, default: []].append(OpenSlice(name: name, cat: cat, tsNs: tsNs, args: args))
        case PerfettoProto.TrackEvent.typeSliceEnd:
            guard let slice = open[track]?.popLast() else { return }
            finish(body)
            let start = PerfettoEventDecoder.micros(slice.tsNs)
            body(TraceEvent(name: slice.name, cat: slice.cat, ph: .complete, ts: start, dur: max(0, PerfettoEventDecoder.micros(tsNs) - start),
                            pid: pid, tid: pid, args: slice.args))
        case PerfettoProto.TrackEvent.typeInstant:
            finish(body)
            let isInput = track == PerfettoTracks.inputUUID && tracks[track]?.name == "input"
            body(TraceEvent(name: isInput ? TraceNames.inputEvent : name, cat: cat, ph: .instant, ts: ts, pid: pid, tid: pid, scope: "t", args: args))
        default:
            break
        }
    }

    /// A frame-timeline SurfaceFrame: its start opens it by cookie, its `FrameEnd` emits it.
    private mutating func decodeFrameTimeline(_ message: ProtobufReader, tsNs: UInt64, _ body: (TraceEvent) -> Void) throws(ProtobufDecodeError) {
        var reader = message
        while !reader.isAtEnd {
            let (field, value) = try reader.nextField()
            guard var inner = value.message,
                  [PerfettoProto.FrameTimeline.expectedSurfaceFrameStart, PerfettoProto.FrameTimeline.actualSurfaceFrameStart,
                   PerfettoProto.FrameTimeline.frameEnd].contains(field) else { continue }
            var cookie: Int64 = 0, late = false
            while !inner.isAtEnd {
                let (f, v) = try inner.nextField()
                if f == PerfettoProto.FrameTimeline.cookie { cookie = v.int ?? 0 }
                if field == PerfettoProto.FrameTimeline.actualSurfaceFrameStart, f == PerfettoProto.FrameTimeline.presentType {
                    late = v.uint == PerfettoProto.FrameTimeline.presentLate
                }
            }
            if field != PerfettoProto.FrameTimeline.frameEnd {
                timeline[cookie] = (tsNs, field == PerfettoProto.FrameTimeline.expectedSurfaceFrameStart, late)
            } else if let started = timeline.removeValue(forKey: cookie) {
                finish(body)
                let start = PerfettoEventDecoder.micros(started.tsNs)
                body(TraceEvent(name: started.expected ? "expected" : started.late ? "late" : "on time", cat: "frame_timeline", ph: .complete,
                                ts: start, dur: max(0, PerfettoEventDecoder.micros(tsNs) - start), pid: pid,
                                tid: started.expected ? TraceWriter.expectedFramesTid : TraceWriter.actualFramesTid))
            }
        }
    }

    /// A debug annotation's name and value (bool, int, uint, double or string), else nil.
    private static func decodeArg(_ message: ProtobufReader) throws(ProtobufDecodeError) -> (String, TraceArg)? {
        var reader = message
        var name: String?, value: TraceArg?
        while !reader.isAtEnd {
            let (field, v) = try reader.nextField()
            switch field {
            case PerfettoProto.DebugAnnotation.name: name = v.string
            case PerfettoProto.DebugAnnotation.boolValue: value = .bool((v.uint ?? 0) != 0)
            case PerfettoProto.DebugAnnotation.intValue: value = v.int.map(TraceArg.int)
            case 3: value = v.uint.map { .int(Int64(clamping: $0)) }   // uint_value
            case PerfettoProto.DebugAnnotation.doubleValue: value = v.double.map(TraceArg.double)
            case PerfettoProto.DebugAnnotation.stringValue: value = v.string.map(TraceArg.string)
            default: break
            }
        }
        guard let name, let value else { return nil }
        return (name, value)
    }

    /// The counter and series of a counter track's title: `NAME KEY` splits at the last space, a title
    /// without one is the series `value`.
    static func counterSeries(_ title: String) -> (String, String) {
        guard let space = title.lastIndex(of: " ") else { return (title, "value") }
        return (String(title[..<space]), String(title[title.index(after: space)...]))
    }
}
