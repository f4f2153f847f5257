/// The one walk over a `.pftrace`'s packets that `trace summary`, `trace compare` and `trace repair` share,
/// so they judge damage alike and name the same byte.
///
/// A file is **truncated** when it ends inside a trace packet — its last packet's length (or tag) runs past
/// the end, or the rest of the file is NUL bytes (what a file system may leave after a crash), including a
/// last packet whose undecodable bytes are NULs to the end — which is what a killed run leaves: the cut is the
/// start of that packet, and `trace repair` keeps what is before it. Anything else that does not decode is
/// **corrupt** at the first byte that does not (a file that does not start with a `TracePacket` tag is not a
/// Perfetto trace, at byte 0); repair refuses it.
enum PerfettoTraceFraming {
    /// How a walk ended: the whole packets (decoded by the walk's `packet` closure) and the byte just after
    /// the last of them; `cut` says why the rest of the file is a cut-off tail (nil: the file ends there).
    struct Walk {
        var packets = 0
        var keep = 0
        var cut: String?
    }

    /// Walks every packet of `bytes`, handing each to `packet` (which decodes it, throwing what does not).
    /// - Throws: ``TraceError/corrupt(path:offset:reason:)`` at the first byte that is neither a whole packet
    ///   nor a cut-off tail.
    static func walk(_ bytes: UnsafeRawBufferPointer, path: String,
                     packet: (ProtobufReader) throws(ProtobufDecodeError) -> Void) throws(TraceError) -> Walk {
        var walk = Walk()
        if let first = bytes.first, first != 0x0A {
            throw .corrupt(path: path, offset: 0, reason: "not a Perfetto trace (no TracePacket at the start)")
        }
        var reader = ProtobufReader(bytes: bytes)
        while !reader.isAtEnd {
            let start = reader.offset
            if onlyZeros(bytes, from: start) {
                walk.cut = "NUL bytes after the last whole trace packet"
                return walk
            }
            let field: Int, value: ProtobufReader.Value
            do throws(ProtobufDecodeError) {
                (field, value) = try reader.nextField()
            } catch {
                guard error.atEnd else { throw .corrupt(path: path, offset: error.offset, reason: error.reason) }
                walk.cut = "the file ends inside the trace packet there (\(error.reason))"
                return walk
            }
            guard field == PerfettoProto.Trace.packet, let message = value.message else {
                throw .corrupt(path: path, offset: start, reason: "expected a TracePacket (field 1), found field \(field)")
            }
            do throws(ProtobufDecodeError) {
                try packet(message)
            } catch {
                guard onlyZeros(bytes, from: error.offset) else { throw .corrupt(path: path, offset: error.offset, reason: error.reason) }
                walk.cut = "the last trace packet is NUL bytes from byte \(error.offset) (a write cut off by a crash)"
                return walk
            }
            walk.packets += 1
            walk.keep = reader.offset
        }
        return walk
    }

    private static func onlyZeros(_ bytes: UnsafeRawBufferPointer, from offset: Int) -> Bool {
        offset >= bytes.count || bytes[offset...].allSatisfy { $0 == 0 }
    }
}
