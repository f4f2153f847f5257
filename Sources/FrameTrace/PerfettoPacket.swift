/// Encodes the `TracePacket`s of a PickerLab `.pftrace` (field numbers in ``PerfettoProto``), each as one
/// `Trace.packet` field (tag, length, bytes), so a file is any number of whole packets back to back.
///
/// Every packet carries `trusted_packet_sequence_id` = ``sequenceID`` (one writer, one sequence) and, when
/// it has a time, `timestamp` in nanoseconds on the trace's clock. Nothing here allocates except when the
/// buffer grows.
enum PerfettoPacket {
    /// The one packet sequence a PickerLab trace uses.
    static let sequenceID: UInt64 = 1

    /// Nanoseconds for a trace time in µs: negative times (before the clock's origin) are written as 0,
    /// and the product saturates.
    static func nanoseconds(_ us: Int64) -> UInt64 {
        guard us > 0 else { return 0 }
        let (ns, overflow) = us.multipliedReportingOverflow(by: 1000)
        return overflow ? UInt64(Int64.max) : UInt64(ns)
    }

    /// Appends one packet: `Trace.packet` { timestamp?, trusted_packet_sequence_id, body }.
    /// - Parameters:
    ///   - timestampNs: the packet's `timestamp`, or nil for a packet without one (track descriptors).
    ///   - flags: `sequence_flags` (the first packet says the incremental state starts cleared).
    ///   - body: appends the packet's payload fields (a `track_event`, `track_descriptor` or
    ///     `frame_timeline_event`).
    @inline(__always)
    static func append(timestampNs: UInt64?, flags: UInt64? = nil, to buffer: inout [UInt8], _ body: (inout [UInt8]) -> Void) {
        let packet = ProtobufEncoder.beginMessage(PerfettoProto.Trace.packet, in: &buffer)
        if let timestampNs { ProtobufEncoder.appendUInt(PerfettoProto.Packet.timestamp, timestampNs, to: &buffer) }
        ProtobufEncoder.appendUInt(PerfettoProto.Packet.trustedPacketSequenceID, sequenceID, to: &buffer)
        if let flags { ProtobufEncoder.appendUInt(PerfettoProto.Packet.sequenceFlags, flags, to: &buffer) }
        body(&buffer)
        ProtobufEncoder.endMessage(packet, in: &buffer)
    }

    /// Appends a `TrackEvent` packet at `tsNs` on track `track`.
    /// - Parameters:
    ///   - type: `TYPE_SLICE_BEGIN`, `TYPE_SLICE_END`, `TYPE_INSTANT` or `TYPE_COUNTER`.
    ///   - name: the event's name (not written for a slice end, which ends the innermost open slice).
    ///   - category: its category, if any.
    ///   - fields: more `TrackEvent` fields (debug annotations, counter value, flow ids).
    @inline(__always)
    static func appendTrackEvent(tsNs: UInt64, track: UInt64, type: UInt64, name: String? = nil, category: String? = nil,
                                 to buffer: inout [UInt8], _ fields: (inout [UInt8]) -> Void = { _ in }) {
        append(timestampNs: tsNs, to: &buffer) { buffer in
            let event = ProtobufEncoder.beginMessage(PerfettoProto.Packet.trackEvent, in: &buffer)
            ProtobufEncoder.appendUInt(PerfettoProto.TrackEvent.type, type, to: &buffer)
            ProtobufEncoder.appendUInt(PerfettoProto.TrackEvent.trackUUID, track, to: &buffer)
            if let category { ProtobufEncoder.appendString(PerfettoProto.TrackEvent.categories, category, to: &buffer) }
            if let name { ProtobufEncoder.appendString(PerfettoProto.TrackEvent.name, name, to: &buffer) }
            fields(&buffer)
            ProtobufEncoder.endMessage(event, in: &buffer)
        }
    }

    /// Appends one `debug_annotations` entry (an arg Perfetto shows on the slice) holding `value`.
    static func appendArg(_ name: String, _ value: TraceArg, to buffer: inout [UInt8]) {
        let annotation = ProtobufEncoder.beginMessage(PerfettoProto.TrackEvent.debugAnnotations, in: &buffer)
        ProtobufEncoder.appendString(PerfettoProto.DebugAnnotation.name, name, to: &buffer)
        switch value {
        case .int(let v): ProtobufEncoder.appendInt(PerfettoProto.DebugAnnotation.intValue, v, to: &buffer)
        case .double(let v): ProtobufEncoder.appendDouble(PerfettoProto.DebugAnnotation.doubleValue, v, to: &buffer)
        case .string(let v): ProtobufEncoder.appendString(PerfettoProto.DebugAnnotation.stringValue, v, to: &buffer)
        case .bool(let v): ProtobufEncoder.appendBool(PerfettoProto.DebugAnnotation.boolValue, v, to: &buffer)
        }
        ProtobufEncoder.endMessage(annotation, in: &buffer)
    }

    /// Appends the frame-timeline pair of one frame's expected or actual SurfaceFrame: the start event at
    /// `startNs` and its `FrameEnd` at `endNs` (see ``PerfettoProto/FrameTimeline``).
    /// - Parameters:
    ///   - actual: nil for the expected frame; else (late, gpuComposition) of the actual frame, which is then
    ///     written with `present_type` Late/On-time, `on_time_finish`, `jank_type` App Deadline Missed/None and
    ///     `prediction_type` Valid.
    static func appendFrameTimeline(cookie: Int64, token: Int64, pid: Int64, layer: String, startNs: UInt64, endNs: UInt64,
                                    actual: (late: Bool, gpuComposition: Bool)?, to buffer: inout [UInt8]) {
        typealias F = PerfettoProto.FrameTimeline
        append(timestampNs: startNs, to: &buffer) { buffer in
            let event = ProtobufEncoder.beginMessage(PerfettoProto.Packet.frameTimelineEvent, in: &buffer)
            let start = ProtobufEncoder.beginMessage(actual == nil ? F.expectedSurfaceFrameStart : F.actualSurfaceFrameStart, in: &buffer)
            ProtobufEncoder.appendInt(F.cookie, cookie, to: &buffer)
            ProtobufEncoder.appendInt(F.token, token, to: &buffer)
            ProtobufEncoder.appendInt(F.displayFrameToken, token, to: &buffer)
            ProtobufEncoder.appendInt(F.pid, Int64(Int32(truncatingIfNeeded: pid)), to: &buffer)
            ProtobufEncoder.appendString(F.layerName, layer, to: &buffer)
            if let actual {
                ProtobufEncoder.appendUInt(F.presentType, actual.late ? F.presentLate : F.presentOnTime, to: &buffer)
                ProtobufEncoder.appendBool(F.onTimeFinish, !actual.late, to: &buffer)
                ProtobufEncoder.appendBool(F.gpuComposition, actual.gpuComposition, to: &buffer)
                ProtobufEncoder.appendUInt(F.jankType, actual.late ? F.jankAppDeadlineMissed : F.jankNone, to: &buffer)
                ProtobufEncoder.appendUInt(F.predictionType, F.predictionValid, to: &buffer)
            }
            ProtobufEncoder.endMessage(start, in: &buffer)
            ProtobufEncoder.endMessage(event, in: &buffer)
        }
        append(timestampNs: max(endNs, startNs), to: &buffer) { buffer in
            let event = ProtobufEncoder.beginMessage(PerfettoProto.Packet.frameTimelineEvent, in: &buffer)
            let end = ProtobufEncoder.beginMessage(F.frameEnd, in: &buffer)
            ProtobufEncoder.appendInt(F.cookie, cookie, to: &buffer)
            ProtobufEncoder.endMessage(end, in: &buffer)
            ProtobufEncoder.endMessage(event, in: &buffer)
        }
    }
}
