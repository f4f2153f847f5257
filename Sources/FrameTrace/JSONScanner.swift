/// A parsed JSON value. Integers without a fraction or exponent that fit `Int64` stay
/// exact (`.int`); all other numbers are `.double` (clamped finite).
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
}

/// Where and why a JSON parse failed.
struct JSONScanError: Error, Equatable {
    /// Byte offset (0-based) of the first byte that could not be accepted; equals the
    /// input length when the input ended too early.
    var offset: Int
    /// A short human-readable reason, e.g. `"expected ':'"`.
    var reason: String
    /// True when the parse failed only because the input ended (a truncated file).
    var atEnd: Bool
}

/// A small strict JSON scanner (RFC 8259) over raw bytes that reports byte offsets.
///
/// `JSONSerialization` reports no usable position, and a truncated trace must be reported
/// at the byte where it ends, so the trace readers use this instead. It is a cursor:
/// callers may parse one value at a time (e.g. one array element) and look at ``offset``.
struct JSONScanner {
    let bytes: UnsafeRawBufferPointer
    /// The current read position (byte offset).
    var offset: Int
    /// How many `\u` escapes so far were lone surrogates (decoded as U+FFFD), so a reader can tell them
    /// from a U+FFFD that was written.
    var loneSurrogates = 0
    /// Nesting limit that keeps recursion bounded on hostile input.
    private static let maxDepth = 512

    init(bytes: UnsafeRawBufferPointer, offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    var isAtEnd: Bool { offset >= bytes.count }

    /// The byte at the cursor, or `nil` at the end.
    var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Skips JSON whitespace (space, tab, CR, LF).
    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    /// An error at the cursor: "unexpected end of file" when the input has run out.
    func error(_ reason: String) -> JSONScanError {
        if isAtEnd { return JSONScanError(offset: bytes.count, reason: "unexpected end of file", atEnd: true) }
        return JSONScanError(offset: offset, reason: reason, atEnd: false)
    }

    /// Skips whitespace, then consumes `byte` or throws `expected 'byte'`.
    mutating func expect(_ byte: UInt8) throws(JSONScanError) {
        skipWhitespace()
        guard peek == byte else { throw error("expected '\(Character(Unicode.Scalar(byte)))'") }
        offset += 1
    }

    /// Parses one value (after optional whitespace) and leaves the cursor after it.
    mutating func parseValue(depth: Int = 0) throws(JSONScanError) -> JSONValue {
        skipWhitespace()
        guard let byte = peek else { throw error("") }
        guard depth < JSONScanner.maxDepth else { throw error("nesting deeper than \(JSONScanner.maxDepth)") }
        switch byte {
        case UInt8(ascii: "{"):
            offset += 1
            var object: [String: JSONValue] = [:]
            skipWhitespace()
            if peek == UInt8(ascii: "}") { offset += 1; return .object(object) }
            while true {
                skipWhitespace()
                guard peek == UInt8(ascii: "\"") else { throw error("expected a string key") }
                let key = try parseString()
                try expect(UInt8(ascii: ":"))
                object[key] = try parseValue(depth: depth + 1)
                skipWhitespace()
                guard let next = peek else { throw error("") }
                offset += 1
                if next == UInt8(ascii: "}") { return .object(object) }
                guard next == UInt8(ascii: ",") else { offset -= 1; throw error("expected ',' or '}'") }
            }
        case UInt8(ascii: "["):
            offset += 1
            var array: [JSONValue] = []
            skipWhitespace()
            if peek == UInt8(ascii: "]") { offset += 1; return .array(array) }
            while true {
                array.append(try parseValue(depth: depth + 1))
                skipWhitespace()
                guard let next = peek else { throw error("") }
                offset += 1
                if next == UInt8(ascii: "]") { return .array(array) }
                guard next == UInt8(ascii: ",") else { offset -= 1; throw error("expected ',' or ']'") }
            }
        case UInt8(ascii: "\""):
            return .string(try parseString())
        case UInt8(ascii: "t"): try parseLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try parseLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try parseLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        default:
            throw error("unexpected character")
        }
    }

    private mutating func parseLiteral(_ word: StaticString) throws(JSONScanError) {
        let start = offset
        let ok = word.withUTF8Buffer { literal -> Bool in
            for expected in literal {
                guard offset < bytes.count else { return false }
                guard bytes[offset] == expected else { return false }
                offset += 1
            }
            return true
        }
        if !ok {
            if isAtEnd { throw error("") }
            offset = start
            throw error("invalid literal")
        }
    }

    /// Parses a number per RFC 8259's grammar `-? int frac? exp?`.
    private mutating func parseNumber() throws(JSONScanError) -> JSONValue {
        let start = offset
        var isInteger = true
        if peek == UInt8(ascii: "-") { offset += 1 }
        guard let first = peek else { throw error("") }
        guard first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") else { throw error("invalid number") }
        if first == UInt8(ascii: "0") { offset += 1 } else { skipDigits() }
        if peek == UInt8(ascii: ".") {
            isInteger = false
            offset += 1
            guard let digit = peek else { throw error("") }
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { throw error("invalid number") }
            skipDigits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            isInteger = false
            offset += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { offset += 1 }
            guard let digit = peek else { throw error("") }
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { throw error("invalid number") }
            skipDigits()
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        if isInteger, let value = Int64(text) { return .int(value) }
        let value = Double(text) ?? 0
        if value.isFinite { return .double(value) }
        return .double(value < 0 ? -Double.greatestFiniteMagnitude : Double.greatestFiniteMagnitude)
    }

    private mutating func skipDigits() {
        while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { offset += 1 }
    }

    /// Parses a string starting at its opening quote; decodes escapes including
    /// `\uXXXX` surrogate pairs. Raw control characters are rejected (strict JSON).
    mutating func parseString() throws(JSONScanError) -> String {
        offset += 1 // opening quote
        var utf8: [UInt8] = []
        while true {
            guard let byte = peek else { throw error("") }
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                offset += 1
                guard let escape = peek else { throw error("") }
                offset += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "u"):
                    var scalar = try parseHex4()
                    if (0xD800..<0xDC00).contains(scalar) {
                        // A high surrogate: combine with a following \uDC00…\uDFFF if present.
                        let save = offset
                        if peek == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") {
                            offset += 2
                            let low = try parseHex4()
                            if (0xDC00..<0xE000).contains(low) {
                                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                            } else { offset = save }
                        }
                    }
                    if Unicode.Scalar(scalar) == nil { loneSurrogates += 1 }
                    let decoded = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                    utf8.append(contentsOf: String(Character(decoded)).utf8)
                default:
                    offset -= 1
                    throw error("invalid escape")
                }
            case 0x00..<0x20:
                throw error("control character in string")
            case 0x80...0xFF:
                try appendUTF8Sequence(to: &utf8)
            default:
                utf8.append(byte)
                offset += 1
            }
        }
    }

    /// Consumes one multi-byte UTF-8 sequence at the cursor, checked against the well-formed
    /// byte sequences of the Unicode Standard (§3.9, Table 3-7: no overlong forms, no
    /// surrogates, nothing above U+10FFFF), and appends it to `utf8`.
    /// - Throws: `invalid UTF-8` at the sequence's first byte (strict JSON is UTF-8, RFC 8259 §8.1);
    ///   the end-of-file error when the input ends inside the sequence.
    private mutating func appendUTF8Sequence(to utf8: inout [UInt8]) throws(JSONScanError) {
        let lead = bytes[offset]
        let second: ClosedRange<UInt8>
        let count: Int
        switch lead {
        case 0xC2...0xDF: count = 2; second = 0x80...0xBF
        case 0xE0: count = 3; second = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: count = 3; second = 0x80...0xBF
        case 0xED: count = 3; second = 0x80...0x9F
        case 0xF0: count = 4; second = 0x90...0xBF
        case 0xF1...0xF3: count = 4; second = 0x80...0xBF
        case 0xF4: count = 4; second = 0x80...0x8F
        default: throw error("invalid UTF-8")
        }
        for k in 1..<count {
            guard offset + k < bytes.count else {
                throw JSONScanError(offset: bytes.count, reason: "unexpected end of file", atEnd: true)
            }
            let byte = bytes[offset + k]
            guard (k == 1 ? second : 0x80...0xBF).contains(byte) else { throw error("invalid UTF-8") }
        }
        utf8.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count]))
        offset += count
    }

    private mutating func parseHex4() throws(JSONScanError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek else { throw error("") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid \\u escape")
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    /// The 1-based line number of byte `offset` in `bytes` (counts LF bytes before it).
    static func line(of offset: Int, in bytes: UnsafeRawBufferPointer) -> Int {
        var line = 1
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A { line += 1 }
        return line
    }
}
