/// Why a protobuf message could not be read: the byte offset (from the start of the file), the reason, and
/// whether the bytes simply ran out (a file cut off by a crash) rather than being malformed.
struct ProtobufDecodeError: Error, Equatable {
    /// 0-based byte offset in the file where decoding stopped.
    var offset: Int
    /// What was wrong, e.g. "a varint longer than 10 bytes".
    var reason: String
    /// True when the data ended inside a field (truncated), false when it is malformed.
    var atEnd: Bool
}

/// Reads the Protocol Buffers wire format (protobuf.dev, "Encoding") from a byte range, one field at a time,
/// for ``PerfettoTraceReader`` and ``PerfettoTraceRepair``.
///
/// Never traps on hostile input: every read is bounds-checked, a varint longer than 10 bytes or a length
/// running past the end is an error, the deprecated group wire types (3, 4) and the reserved ones (6, 7) are
/// errors, and field number 0 is an error. Offsets are absolute (`base` + position in the range), so errors
/// name the byte in the file.
struct ProtobufReader {
    /// One decoded field value.
    enum Value {
        /// Wire type 0.
        case varint(UInt64)
        /// Wire type 1 (fixed64, double): the raw 64 bits.
        case fixed64(UInt64)
        /// Wire type 2: the payload bytes (a string, bytes or an embedded message) and its file offset.
        case bytes(UnsafeRawBufferPointer, offset: Int)
        /// Wire type 5 (fixed32, float): the raw 32 bits.
        case fixed32(UInt32)

        /// The value as an unsigned integer (varint or fixed), else nil.
        var uint: UInt64? {
            switch self {
            case .varint(let v), .fixed64(let v): return v
            case .fixed32(let v): return UInt64(v)
            case .bytes: return nil
            }
        }

        /// The value as a two's-complement signed integer (int32/int64 varints), else nil.
        var int: Int64? { uint.map { Int64(bitPattern: $0) } }

        /// A `double` (fixed64), or a varint read as an integer value, else nil.
        var double: Double? {
            switch self {
            case .fixed64(let v): return Double(bitPattern: v)
            case .varint(let v): return Double(Int64(bitPattern: v))
            case .fixed32(let v): return Double(Float(bitPattern: v))
            case .bytes: return nil
            }
        }

        /// A UTF-8 string (invalid sequences repaired with U+FFFD), else nil.
        var string: String? {
            if case .bytes(let b, _) = self { return String(decoding: b, as: UTF8.self) }
            return nil
        }

        /// An embedded message's reader, else nil.
        var message: ProtobufReader? {
            if case .bytes(let b, let offset) = self { return ProtobufReader(bytes: b, base: offset) }
            return nil
        }
    }

    private let bytes: UnsafeRawBufferPointer
    /// The file offset of `bytes[0]`.
    let base: Int
    /// Position in `bytes`.
    private(set) var position = 0

    /// A reader over `bytes`, whose first byte is at file offset `base`.
    init(bytes: UnsafeRawBufferPointer, base: Int = 0) {
        self.bytes = bytes
        self.base = base
    }

    /// True when every byte has been read.
    var isAtEnd: Bool { position >= bytes.count }
    /// The file offset of the next byte.
    var offset: Int { base + position }

    /// Reads a base-128 varint.
    /// - Throws: truncated (`atEnd`) when the bytes end inside it; malformed when it is longer than 10 bytes.
    mutating func readVarint() throws(ProtobufDecodeError) -> UInt64 {
        let start = position
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count else {
                throw ProtobufDecodeError(offset: base + start, reason: "a varint cut off by the end of the data", atEnd: true)
            }
            let byte = bytes[position]
            position += 1
            guard shift < 64 else {
                throw ProtobufDecodeError(offset: base + start, reason: "a varint longer than 10 bytes", atEnd: false)
            }
            result |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return result }
            shift += 7
        }
    }

    /// Reads a little-endian fixed-width value of `count` bytes (8: fixed64/double, 4: fixed32/float).
    /// - Throws: truncated (`atEnd`, at `fieldStart`) when fewer bytes remain.
    private mutating func readFixed(bytes count: Int, fieldStart: Int) throws(ProtobufDecodeError) -> UInt64 {
        guard bytes.count - position >= count else {
            throw ProtobufDecodeError(offset: fieldStart, reason: "a \(count * 8)-bit field cut off by the end of the data", atEnd: true)
        }
        var v: UInt64 = 0
        for i in 0..<count { v |= UInt64(bytes[position + i]) << (8 * UInt64(i)) }
        position += count
        return v
    }

    /// Reads the next field: its number and value.
    /// - Throws: truncated (`atEnd`) when the data ends inside the field, a length running past the end
    ///   included (a cut file looks exactly so); malformed for field number 0 or a group or reserved wire type.
    mutating func nextField() throws(ProtobufDecodeError) -> (field: Int, value: Value) {
        let start = offset
        let key = try readVarint()
        let field = key >> 3
        guard field > 0, field <= 0x1FFF_FFFF else {
            throw ProtobufDecodeError(offset: start, reason: "field number \(field) (not a protobuf field)", atEnd: false)
        }
        switch key & 7 {
        case 0:
            return (Int(field), .varint(try readVarint()))
        case 1:
            return (Int(field), .fixed64(try readFixed(bytes: 8, fieldStart: start)))
        case 2:
            let length = try readVarint()
            guard length <= UInt64(bytes.count - position) else {
                throw ProtobufDecodeError(offset: start, reason: "field \(field) claims \(length) bytes but only \(bytes.count - position) remain",
                                          atEnd: true)
            }
            let payload = UnsafeRawBufferPointer(rebasing: bytes[position..<(position + Int(length))])
            let at = offset
            position += Int(length)
            return (Int(field), .bytes(payload, offset: at))
        case 5:
            return (Int(field), .fixed32(UInt32(truncatingIfNeeded: try readFixed(bytes: 4, fieldStart: start))))
        default:
            throw ProtobufDecodeError(offset: start, reason: "field \(field) has wire type \(key & 7) (groups and reserved types are not read)",
                                      atEnd: false)
        }
    }
}
