/// The tracks of a PickerLab `.pftrace` and their `TrackDescriptor`s
/// (protos/perfetto/trace/track_event/track_descriptor.proto), written the first time a track is used.
///
/// Layout, all under one process track named after the process and its labels as the JSON trace names it
/// (``TraceWriter/processTitle(_:labels:)``: `pickerlab · opengl · 60 Hz`):
/// - `frames`: each `frame` slice with its phases nested (and the renderer's passes inside `render`);
/// - `input`: one instant per input event, the start of a flow to the frame that presented it;
/// - `frame stats`: a group of the per-frame counters (`frame_ms`, `draw_calls`, `texture_cache_bytes`, …);
/// - one group per control, named by its id, holding its counters (`pill.indicator x`, `… width`,
///   `… velocity`; `pager.offset`) and its `pill selection` instants.
///
/// A counter `NAME` with series `KEY` is the track `NAME KEY` (`NAME` alone for the series `value`), so the
/// reader maps it back; each counter track says its unit (CounterDescriptor `unit` or `unit_name`). No title
/// carries a thread id: the tracks are named tracks, not thread tracks.
struct PerfettoTracks {
    /// The process track's uuid.
    static let processUUID: UInt64 = 1
    /// The `frames` track's uuid.
    static let framesUUID: UInt64 = 2
    /// The `input` track's uuid.
    static let inputUUID: UInt64 = 3
    /// The main thread's track uuid (its descriptor names the thread the frame timeline's pid implies).
    static let threadUUID: UInt64 = 4
    /// The name of the group holding counters whose name has no control id (no `.`).
    static let frameStatsGroup = "frame stats"

    /// A track: a counter's series, or a slice track (`key` nil) by title.
    private struct Key: Hashable {
        var name: String
        var key: String?
    }
    private var uuids: [Key: UInt64] = [:]
    private var groups: [String: UInt64] = [:]
    private var nextUUID: UInt64 = 16
    private var nextRank: Int64 = 3

    /// The process, its main thread and its fixed tracks (`frames`, `input`), written once at the start of the file; the first
    /// packet also marks the sequence's incremental state as cleared.
    static func appendHeader(pid: Int64, processName: String, labels: [String], to buffer: inout [UInt8]) {
        PerfettoPacket.append(timestampNs: nil, flags: PerfettoProto.Packet.seqIncrementalStateCleared, to: &buffer) { buffer in
            let descriptor = ProtobufEncoder.beginMessage(PerfettoProto.Packet.trackDescriptor, in: &buffer)
            ProtobufEncoder.appendUInt(PerfettoProto.TrackDescriptor.uuid, processUUID, to: &buffer)
            let process = ProtobufEncoder.beginMessage(PerfettoProto.TrackDescriptor.process, in: &buffer)
            ProtobufEncoder.appendInt(PerfettoProto.ProcessDescriptor.pid, Int64(Int32(truncatingIfNeeded: pid)), to: &buffer)
            ProtobufEncoder.appendString(PerfettoProto.ProcessDescriptor.processName, TraceWriter.processTitle(processName, labels: labels),
                                         to: &buffer)
            for label in labels { ProtobufEncoder.appendString(PerfettoProto.ProcessDescriptor.processLabels, label, to: &buffer) }
            ProtobufEncoder.endMessage(process, in: &buffer)
            ProtobufEncoder.appendUInt(PerfettoProto.TrackDescriptor.childOrdering, PerfettoProto.TrackDescriptor.childOrderingExplicit, to: &buffer)
            ProtobufEncoder.endMessage(descriptor, in: &buffer)
        }
        // The process's main thread (Perfetto makes one for the pid and showed it as "None"): named `main`.
        PerfettoPacket.append(timestampNs: nil, to: &buffer) { buffer in
            let descriptor = ProtobufEncoder.beginMessage(PerfettoProto.Packet.trackDescriptor, in: &buffer)
            ProtobufEncoder.appendUInt(PerfettoProto.TrackDescriptor.uuid, threadUUID, to: &buffer)
            ProtobufEncoder.appendUInt(PerfettoProto.TrackDescriptor.parentUUID, processUUID, to: &buffer)
            let thread = ProtobufEncoder.beginMessage(PerfettoProto.TrackDescriptor.thread, in: &buffer)
            ProtobufEncoder.appendInt(PerfettoProto.ThreadDescriptor.pid, Int64(Int32(truncatingIfNeeded: pid)), to: &buffer)
            ProtobufEncoder.appendInt(PerfettoProto.ThreadDescriptor.tid, Int64(Int32(truncatingIfNeeded: pid)), to: &buffer)
            ProtobufEncoder.appendString(PerfettoProto.ThreadDescriptor.threadName, "main", to: &buffer)
            ProtobufEncoder.endMessage(thread, in: &buffer)
            ProtobufEncoder.endMessage(descriptor, in: &buffer)
        }
        appendDescriptor(uuid: framesUUID, parent: processUUID, name: "frames", rank: 0, to: &buffer)
        appendDescriptor(uuid: inputUUID, parent: processUUID, name: "input", rank: 1, to: &buffer)
    }

    /// The uuid of the counter track for series `key` of counter `name`, writing its descriptor (and its
    /// group's) into `buffer` the first time.
    mutating func counter(_ name: String, key: String, to buffer: inout [UInt8]) -> UInt64 {
        if let uuid = uuids[Key(name: name, key: key)] { return uuid }
        let title = key == "value" ? name : name + " " + key
        let parent = group(for: PerfettoTracks.groupName(ofCounter: name), to: &buffer)
        let uuid = allocate()
        uuids[Key(name: name, key: key)] = uuid
        PerfettoTracks.appendDescriptor(uuid: uuid, parent: parent, name: title, rank: Int64(uuids.count), to: &buffer) { buffer in
            let counter = ProtobufEncoder.beginMessage(PerfettoProto.TrackDescriptor.counter, in: &buffer)
            switch PerfettoTracks.unit(ofCounter: name, key: key) {
            case .builtin(let unit): ProtobufEncoder.appendUInt(PerfettoProto.CounterDescriptor.unit, unit, to: &buffer)
            case .named(let unit): ProtobufEncoder.appendString(PerfettoProto.CounterDescriptor.unitName, unit, to: &buffer)
            case .none: break
            }
            ProtobufEncoder.endMessage(counter, in: &buffer)
        }
        return uuid
    }

    /// The uuid of the slice track `title` (instants such as `pill selection`) inside group `group` (nil: the
    /// process), writing descriptors the first time.
    mutating func sliceTrack(_ title: String, group: String?, to buffer: inout [UInt8]) -> UInt64 {
        if let uuid = uuids[Key(name: title, key: nil)] { return uuid }
        let parent = group.map { self.group(for: $0, to: &buffer) } ?? PerfettoTracks.processUUID
        let uuid = allocate()
        uuids[Key(name: title, key: nil)] = uuid
        PerfettoTracks.appendDescriptor(uuid: uuid, parent: parent, name: title, rank: -1, to: &buffer)
        return uuid
    }

    /// The group track `name` under the process (written the first time).
    private mutating func group(for name: String, to buffer: inout [UInt8]) -> UInt64 {
        if let uuid = groups[name] { return uuid }
        let uuid = allocate()
        groups[name] = uuid
        let rank = name == PerfettoTracks.frameStatsGroup ? 2 : nextRank
        nextRank += 1
        PerfettoTracks.appendDescriptor(uuid: uuid, parent: PerfettoTracks.processUUID, name: name, rank: rank, to: &buffer)
        return uuid
    }

    private mutating func allocate() -> UInt64 {
        defer { nextUUID += 1 }
        return nextUUID
    }

    /// The group of counter `name`: the control id before its last `.` (`pill` for `pill.indicator`), or
    /// ``frameStatsGroup`` for a name without one (`frame_ms`).
    static func groupName(ofCounter name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return frameStatsGroup }
        return String(name[..<dot])
    }

    /// A counter track's unit.
    enum Unit: Equatable {
        /// `CounterDescriptor.unit`: `UNIT_COUNT` or `UNIT_SIZE_BYTES`.
        case builtin(UInt64)
        /// `CounterDescriptor.unit_name`.
        case named(String)
        case none
    }

    /// The unit of series `key` of counter `name`: counts, bytes, ms, pixels, points (and points/s) for an
    /// indicator, pages (and pages/s) for a pager.
    static func unit(ofCounter name: String, key: String) -> Unit {
        switch name {
        case TraceNames.frameTimeCounter: return .named("ms")
        case TraceNames.textureCacheCounter, TraceNames.layerBytesCounter: return .builtin(PerfettoProto.CounterDescriptor.unitSizeBytes)
        case TraceNames.damagePixelsCounter, TraceNames.drawablePixelsCounter: return .named("px")
        case TraceNames.animationsCounter, TraceNames.drawCallsCounter, TraceNames.verticesCounter, TraceNames.damageRectsCounter,
             TraceNames.layersRasterisedCounter, TraceNames.layersCompositedCounter:
            return .builtin(PerfettoProto.CounterDescriptor.unitCount)
        default:
            if name.hasSuffix(".indicator") { return .named(key == "velocity" ? "pt/s" : "pt") }
            if name.hasSuffix(".offset") { return .named(key == "velocity" ? "pages/s" : "pages") }
            return .none
        }
    }

    /// Appends a `TrackDescriptor` packet { uuid, parent_uuid, name, sibling_order_rank (when ≥ 0), more }.
    static func appendDescriptor(uuid: UInt64, parent: UInt64, name: String, rank: Int64, to buffer: inout [UInt8],
                                 _ more: (inout [UInt8]) -> Void = { _ in }) {
        PerfettoPacket.append(timestampNs: nil, to: &buffer) { buffer in
            let descriptor = ProtobufEncoder.beginMessage(PerfettoProto.Packet.trackDescriptor, in: &buffer)
            ProtobufEncoder.appendUInt(PerfettoProto.TrackDescriptor.uuid, uuid, to: &buffer)
            ProtobufEncoder.appendString(PerfettoProto.TrackDescriptor.name, name, to: &buffer)
            ProtobufEncoder.appendUInt(PerfettoProto.TrackDescriptor.parentUUID, parent, to: &buffer)
            if rank >= 0 { ProtobufEncoder.appendInt(PerfettoProto.TrackDescriptor.siblingOrderRank, rank, to: &buffer) }
            more(&buffer)
            ProtobufEncoder.endMessage(descriptor, in: &buffer)
        }
    }
}
