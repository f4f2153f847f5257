import Foundation

/// `pickerlab trace repair FILE.pftrace`: recovers a protobuf trace cut off by a crash or SIGKILL.
///
/// A `.pftrace` is a run of self-delimited `Trace.packet` fields (``PerfettoTraceWriter`` only ever writes
/// whole packets), so a cut file ends in at most one partial packet: repair truncates the file just after
/// its last complete packet. Trailing NUL bytes (what a file system may leave after a crash) count as the
/// cut-off tail, and so does a last packet whose undecodable bytes are NULs (a partial write padded with
/// them): ``PerfettoTraceFraming``, which `trace summary` walks too. An already complete file is left
/// byte-for-byte unchanged. Corrupt bytes are reported, not repaired: dropping everything after them would
/// lose good packets silently.
enum PerfettoTraceRepair {
    /// Repairs `path` in place when it is a protobuf trace (by content, else by extension: see
    /// ``PerfettoTraceReader/isProtobuf(_:path:)``); nil for a JSON trace, which ``TraceRepair`` repairs.
    static func repairIfProtobuf(path: String) throws(TraceError) -> RepairResult? {
        let file = try MappedTraceFile(path: path)
        guard PerfettoTraceReader.isProtobuf(file.bytes, path: path) else { return nil }
        return try repair(path: path, bytes: file.bytes)
    }

    /// Repairs `path`, whose bytes are `bytes`, in place.
    /// - Returns: the complete packets kept (as `keptEvents`), the bytes dropped, and whether the file was
    ///   already complete.
    /// - Throws: ``TraceError/corrupt(path:offset:reason:)`` for a file that is not a Perfetto trace or is
    ///   damaged before its end, at the byte `trace summary` names; ``TraceError/truncated(path:offset:reason:)``
    ///   at byte 0 when no packet is whole; ``TraceError/unwritable(path:reason:)`` if truncating fails.
    static func repair(path: String, bytes: UnsafeRawBufferPointer) throws(TraceError) -> RepairResult {
        let (packets, keep) = try scan(bytes, path: path)
        if keep == bytes.count { return RepairResult(keptEvents: packets, droppedBytes: 0, wasComplete: true) }
        if let failure = TraceOutputFile.truncate(path: path, length: keep) {
            throw TraceError.unwritable(path: path, reason: failure.message)
        }
        return RepairResult(keptEvents: packets, droppedBytes: bytes.count - keep, wasComplete: false)
    }

    /// The number of whole packets (each decoded as `trace summary` decodes it, so both judge damage alike:
    /// ``PerfettoTraceFraming``) and the byte offset just after the last of them.
    static func scan(_ bytes: UnsafeRawBufferPointer, path: String) throws(TraceError) -> (packets: Int, keep: Int) {
        var decoder = PerfettoEventDecoder()
        let walk: PerfettoTraceFraming.Walk
        do throws(TraceError) {
            walk = try PerfettoTraceFraming.walk(bytes, path: path) { packet throws(ProtobufDecodeError) in try decoder.decodePacket(packet) { _ in } }
        } catch {
            guard case .corrupt(_, let offset, let reason) = error else { throw error }
            throw .corrupt(path: path, offset: offset, reason: reason + "; repair only fixes a file cut off at its end")
        }
        if walk.packets == 0 {
            throw .truncated(path: path, offset: 0, reason: "no complete trace packet: nothing to recover")
        }
        return (walk.packets, walk.keep)
    }
}
