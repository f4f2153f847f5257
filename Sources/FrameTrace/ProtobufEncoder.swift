/// Hand-written Protocol Buffers encoding (proto2 wire format) into a reusable byte buffer, for the
/// messages ``PerfettoTraceWriter`` writes. No Swift protobuf package can be installed here, and the writer
/// needs only a handful of field kinds.
///
/// Wire format (protobuf.dev, "Encoding"): a field is a tag `(field_number << 3) | wire_type` as a base-128
/// varint, then its value — wire type 0 a varint, 1 eight little-endian bytes (`fixed64`, `double`), 2 a
/// varint length then that many bytes (strings, bytes, nested messages).
///
/// Nested messages are written in place: ``beginMessage(_:in:)`` reserves a 4-byte length and
/// ``endMessage(_:in:)`` patches it as a redundant (non-minimal) varint, which every protobuf parser accepts.
/// Perfetto's own protozero writer does the same (`include/perfetto/protozero/message.h`,
/// `kMessageLengthFieldSize = 4`), so a message is at most 2^28 − 1 bytes. Nothing here allocates except when
/// the buffer grows.
enum ProtobufEncoder {
    /// Wire type 0: varint (int32, int64, uint64, bool, enum).
    static let varint: UInt64 = 0
    /// Wire type 1: 64-bit (fixed64, double).
    static let fixed64: UInt64 = 1
    /// Wire type 2: length-delimited (string, bytes, embedded message).
    static let lengthDelimited: UInt64 = 2
    /// The largest nested message: what a 4-byte redundant varint can hold.
    static let maxMessageLength = (1 << 28) - 1

    /// Appends `value` as a base-128 varint (1…10 bytes, least significant group first).
    @inline(__always)
    static func appendVarint(_ value: UInt64, to buffer: inout [UInt8]) {
        var v = value
        while v >= 0x80 {
            buffer.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        buffer.append(UInt8(v))
    }

    /// Appends a field tag.
    @inline(__always)
    static func appendTag(_ field: Int, _ wireType: UInt64, to buffer: inout [UInt8]) {
        appendVarint(UInt64(field) << 3 | wireType, to: &buffer)
    }

    /// Appends an unsigned varint field (uint32, uint64, enum values ≥ 0).
    static func appendUInt(_ field: Int, _ value: UInt64, to buffer: inout [UInt8]) {
        appendTag(field, varint, to: &buffer)
        appendVarint(value, to: &buffer)
    }

    /// Appends a signed varint field (int32, int64: two's complement, a negative value takes 10 bytes).
    static func appendInt(_ field: Int, _ value: Int64, to buffer: inout [UInt8]) {
        appendUInt(field, UInt64(bitPattern: value), to: &buffer)
    }

    /// Appends a bool field (varint 0 or 1).
    static func appendBool(_ field: Int, _ value: Bool, to buffer: inout [UInt8]) {
        appendUInt(field, value ? 1 : 0, to: &buffer)
    }

    /// Appends a `fixed64` field: eight little-endian bytes.
    static func appendFixed64(_ field: Int, _ value: UInt64, to buffer: inout [UInt8]) {
        appendTag(field, fixed64, to: &buffer)
        var v = value
        for _ in 0..<8 {
            buffer.append(UInt8(truncatingIfNeeded: v))
            v >>= 8
        }
    }

    /// Appends a `double` field: the IEEE 754 bit pattern as `fixed64`. Non-finite values are written as 0,
    /// as the JSON writer does.
    static func appendDouble(_ field: Int, _ value: Double, to buffer: inout [UInt8]) {
        appendFixed64(field, (value.isFinite ? value : 0).bitPattern, to: &buffer)
    }

    /// Appends a string field: its UTF-8 bytes, length-delimited.
    static func appendString(_ field: Int, _ value: String, to buffer: inout [UInt8]) {
        var value = value
        value.withUTF8 { utf8 in
            appendTag(field, lengthDelimited, to: &buffer)
            appendVarint(UInt64(utf8.count), to: &buffer)
            buffer.append(contentsOf: utf8)
        }
    }

    /// Starts an embedded message in field `field`: appends the tag and a 4-byte length placeholder.
    /// - Returns: the offset to hand to ``endMessage(_:in:)``.
    @inline(__always)
    static func beginMessage(_ field: Int, in buffer: inout [UInt8]) -> Int {
        appendTag(field, lengthDelimited, to: &buffer)
        let at = buffer.count
        buffer.append(contentsOf: [0x80, 0x80, 0x80, 0x00] as [UInt8])
        return at
    }

    /// Ends the embedded message begun at `start`: writes its length (clamped to ``maxMessageLength``, which
    /// the writer never reaches: a packet is one frame's events) as a 4-byte redundant varint.
    static func endMessage(_ start: Int, in buffer: inout [UInt8]) {
        let length = min(buffer.count - start - 4, maxMessageLength)
        buffer[start] = UInt8(length & 0x7F) | 0x80
        buffer[start + 1] = UInt8((length >> 7) & 0x7F) | 0x80
        buffer[start + 2] = UInt8((length >> 14) & 0x7F) | 0x80
        buffer[start + 3] = UInt8((length >> 21) & 0x7F)
    }
}
