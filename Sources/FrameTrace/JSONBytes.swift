/// Hand-written JSON encoding into a reusable byte buffer.
///
/// Used on the writer's hot path instead of `JSONEncoder`: nothing here allocates
/// except when the buffer grows (and `Double.description` for non-integral doubles).
enum JSONBytes {
    /// Appends the UTF-8 bytes of an ASCII-only literal (keys, punctuation).
    @inline(__always)
    static func appendRaw(_ literal: StaticString, to buffer: inout [UInt8]) {
        literal.withUTF8Buffer { buffer.append(contentsOf: $0) }
    }

    /// Appends `value` as a JSON string: quotes, backslashes and the control characters
    /// U+0000…U+001F are escaped (`\"`, `\\`, `\n`, `\r`, `\t`, `\b`, `\f`, `\u00XX`);
    /// everything else is copied as UTF-8.
    static func appendString(_ value: String, to buffer: inout [UInt8]) {
        buffer.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\\")); buffer.append(byte)
                case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\")); buffer.append(byte)
                case 0x0A: buffer.append(UInt8(ascii: "\\")); buffer.append(UInt8(ascii: "n"))
                case 0x0D: buffer.append(UInt8(ascii: "\\")); buffer.append(UInt8(ascii: "r"))
                case 0x09: buffer.append(UInt8(ascii: "\\")); buffer.append(UInt8(ascii: "t"))
                case 0x08: buffer.append(UInt8(ascii: "\\")); buffer.append(UInt8(ascii: "b"))
                case 0x0C: buffer.append(UInt8(ascii: "\\")); buffer.append(UInt8(ascii: "f"))
                case 0x00..<0x20:
                    appendRaw("\\u00", to: &buffer)
                    buffer.append(hexDigit(byte >> 4))
                    buffer.append(hexDigit(byte & 0x0F))
                default: buffer.append(byte)
                }
            }
        }
        buffer.append(UInt8(ascii: "\""))
    }

    /// Appends `"key":` (the key is escaped like any string).
    @inline(__always)
    static func appendKey(_ key: String, to buffer: inout [UInt8]) {
        appendString(key, to: &buffer)
        buffer.append(UInt8(ascii: ":"))
    }

    /// Appends a decimal integer without allocating.
    static func appendInt(_ value: Int64, to buffer: inout [UInt8]) {
        if value < 0 { buffer.append(UInt8(ascii: "-")) }
        // Work on the magnitude as UInt64 so Int64.min does not overflow.
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { raw in
            repeat {
                raw[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for index in stride(from: count - 1, through: 0, by: -1) { buffer.append(raw[index]) }
        }
    }

    /// Appends `nanoseconds` as microseconds with at most three decimals and no trailing zeros
    /// (`16667000` → `16667`, `16667001` → `16667.001`, `-1500` → `-1.5`), without allocating: the
    /// trace's fractional `ts`/`dur`, which the format allows.
    static func appendMicros(nanoseconds: Int64, to buffer: inout [UInt8]) {
        if nanoseconds < 0 { buffer.append(UInt8(ascii: "-")) }
        let magnitude = nanoseconds.magnitude
        appendInt(Int64(magnitude / 1000), to: &buffer)
        var fraction = Int(magnitude % 1000)
        guard fraction > 0 else { return }
        buffer.append(UInt8(ascii: "."))
        var digits = 3
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        var divisor = 1
        for _ in 1..<digits { divisor *= 10 }
        while divisor > 0 {
            buffer.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
            divisor /= 10
        }
    }

    /// Appends a finite JSON number for `value`.
    ///
    /// NaN and ±infinity are written as `0` (JSON has no spelling for them and a
    /// clamped 1.8e308 would flatten a counter track in a viewer). Integral values
    /// below 2^53 in magnitude are written as integers (`16`, not `16.0`); others use
    /// Swift's shortest round-trip representation (`0.1`, `1e-05`), which is valid JSON.
    static func appendDouble(_ value: Double, to buffer: inout [UInt8]) {
        guard value.isFinite else { buffer.append(UInt8(ascii: "0")); return }
        if value.rounded() == value, value.magnitude < 0x1p53 {
            appendInt(Int64(value), to: &buffer)
            return
        }
        buffer.append(contentsOf: value.description.utf8)
    }

    /// Appends a boolean literal.
    @inline(__always)
    static func appendBool(_ value: Bool, to buffer: inout [UInt8]) {
        if value { appendRaw("true", to: &buffer) } else { appendRaw("false", to: &buffer) }
    }

    /// Appends `prefix` (literal JSON, such as `,"duration_s":`) and `value`: one member of an object being
    /// written.
    static func appendMember(_ prefix: StaticString, _ value: TraceArg, to buffer: inout [UInt8]) {
        appendRaw(prefix, to: &buffer)
        appendArg(value, to: &buffer)
    }

    /// Appends one ``TraceArg`` value.
    static func appendArg(_ arg: TraceArg, to buffer: inout [UInt8]) {
        switch arg {
        case .int(let value): appendInt(value, to: &buffer)
        case .double(let value): appendDouble(value, to: &buffer)
        case .string(let value): appendString(value, to: &buffer)
        case .bool(let value): appendBool(value, to: &buffer)
        }
    }

    @inline(__always)
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
