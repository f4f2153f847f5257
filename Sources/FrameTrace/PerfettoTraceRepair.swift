import Foundation

/// `pickerlab trace repair FILE.pftrace`: recovers a protobuf trace cut off by a crash or SIGKILL.
///
/// A `.pftrace` is a run of self-delimited `Trace.packet` fields (``PerfettoTraceWriter`` only ever writes
/// whole packets), so a cut file ends in at most one partial packet: repair truncates the file just after
/// its last complete packet. Trailing NUL bytes (what a file system may leave after a crash) count as the
/// cut-off tail, and so does a last packet whose bytes do not decode (a partial write padded with NULs). An
/// already complete file is left byte-for-byte unchanged. Damage before the end is reported, not repaired:
/// dropping everything after it would lose good packets silently.
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
    /// - Throws: ``TraceError/malformed(path:offset:line:reason:)`` (line 0) for a file that is not a Perfetto
    ///   trace or is damaged before its end; ``TraceError/unwritable(path:reason:)`` if truncating fails.
    static func repair(path: String, bytes: UnsafeRawBufferPointer) throws(TraceError) -> RepairResult {
        let (packets, keep) = try scan(bytes, path: path)
        if keep == bytes.count { return RepairResult(keptEvents: packets, droppedBytes: 0, wasComplete: true) }
        if let failure = TraceOutputFile.truncate(path: path, length: keep) {
            throw TraceError.unwritable(path: path, reason: failure.message)
        }
        return RepairResult(keptEvents: packets, droppedBytes: bytes.count - keep, wasComplete: false)
    }

    /// The number of complete, decodable packets and the byte offset just after the last of them.
    static func scan(_ bytes: UnsafeRawBufferPointer, path: String) throws(TraceError) -> (packets: Int, keep: Int) {
        var reader = ProtobufReader(bytes: bytes)
        var packets = 0, keep = 0
        while !reader.isAtEnd {
            let start = reader.offset
            let field: Int
            let value: ProtobufReader.Value
            do throws(ProtobufDecodeError) {
                (field, value) = try reader.nextField()
            } catch {
                if error.atEnd || onlyZeros(bytes, from: start) { break }
                throw damaged(path, at: start, error.reason)
            }
            guard field == PerfettoProto.Trace.packet, var packet = value.message else {
                if onlyZeros(bytes, from: start) { break }
                throw damaged(path, at: start, start == 0 ? "not a Perfetto trace (no TracePacket at the start)" : "expected a TracePacket (field 1), found field \(field)")
            }
            // The packet's own fields must decode; a last packet that does not is the cut-off tail.
            var valid = true
            do throws(ProtobufDecodeError) {
                while !packet.isAtEnd { _ = try packet.nextField() }
            } catch {
                valid = false
                if !reader.isAtEnd && !onlyZeros(bytes, from: reader.offset) { throw damaged(path, at: error.offset, error.reason) }
            }
            guard valid else { break }
            packets += 1
            keep = reader.offset
        }
        if packets == 0 {
            throw TraceError.malformed(path: path, offset: 0, line: 0, reason: "no complete trace packet: nothing to recover")
        }
        return (packets, keep)
    }

    private static func onlyZeros(_ bytes: UnsafeRawBufferPointer, from offset: Int) -> Bool {
        bytes[offset...].allSatisfy { $0 == 0 }
    }

    private static func damaged(_ path: String, at offset: Int, _ reason: String) -> TraceError {
        .malformed(path: path, offset: offset, line: 0, reason: reason + "; repair only fixes a file cut off at its end")
    }
}
