/// A JSON value with where it starts in its text: what a reader of hand-written files needs to name the
/// line and column of a bad value (`JSONSerialization` gives no positions). Objects keep their members
/// in file order, each with its key's position.
public struct JSONNode: Sendable, Equatable {
    /// The value.
    public enum Value: Sendable, Equatable {
        case null
        case bool(Bool)
        /// Any number (integers exact up to 2⁵³).
        case number(Double)
        case string(String)
        case array([JSONNode])
        case object([JSONMember])
    }
    public var value: Value
    /// 1-based line and column (in Characters, grapheme clusters) of the value's first character.
    public var line: Int
    public var column: Int
    /// A number's text as written (`1e400`, a 5000-digit integer), for errors: `.number` holds it clamped
    /// to a finite `Double`. `nil` for other values.
    public var numberText: String? = nil
    /// True for a string with a lone surrogate escape (`"\ud800"`), which `.string` holds as U+FFFD.
    public var hasLoneSurrogate = false
    /// Creates a node at 1-based `line` and `column`.
    public init(value: Value, line: Int, column: Int) { self.value = value; self.line = line; self.column = column }
}

/// One `"key": value` of a JSON object, with the key's 1-based line and column.
public struct JSONMember: Sendable, Equatable {
    public var key: String
    public var line: Int
    public var column: Int
    public var value: JSONNode
    /// Creates a member whose key starts at 1-based `line` and `column`.
    public init(key: String, line: Int, column: Int, value: JSONNode) { self.key = key; self.line = line; self.column = column; self.value = value }
}

/// A JSON text that is not JSON: the 1-based line and column of the first byte that could not be read.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    /// Why, e.g. "expected ',' or '}'" or "unexpected end of file".
    public var reason: String
    public var description: String { "\(line):\(column): \(reason)" }
}

/// Parses a whole JSON document (RFC 8259, strict) into `JSONNode`s with positions. It reuses
/// `JSONScanner` — the trace readers' byte-offset scanner — for strings and scalars, and walks objects
/// and arrays itself to keep each member's position and order.
public enum JSONDocument {
    /// Parses `bytes` (UTF-8).
    /// - Throws: `JSONSyntaxError` at the first byte that is not JSON, or after the value for trailing text.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        let lines = LineTable(bytes)
        let result = bytes.withUnsafeBytes { raw -> Result<JSONNode, JSONScanError> in
            var scanner = JSONScanner(bytes: raw)
            do throws(JSONScanError) {
                let node = try scanner.parseNode(lines, depth: 0)
                scanner.skipWhitespace()
                guard scanner.isAtEnd else { throw scanner.error("unexpected text after the JSON value") }
                return .success(node)
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let node): return node
        case .failure(let e):
            let (l, c) = lines.position(of: e.offset)
            throw JSONSyntaxError(line: l, column: c, reason: e.reason.isEmpty ? "unexpected end of file" : e.reason)
        }
    }

    /// Line starts of a text, for turning byte offsets into 1-based line and column.
    final class LineTable {
        let bytes: [UInt8]
        let starts: [Int]
        /// The last position asked for, to count on from it (nodes are asked for in file order, and a
        /// one-line file would otherwise be counted from its start for every node).
        private var last = (offset: 0, line: 1, column: 1)
        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            var s = [0]
            for (i, b) in bytes.enumerated() where b == 0x0A { s.append(i + 1) }
            starts = s
        }
        /// Line and column (columns count Characters — grapheme clusters, as editors show them: "é", "😀"
        /// and "👨‍👩‍👧" are one column each; bytes that are not UTF-8 count one each as U+FFFD).
        func position(of offset: Int) -> (line: Int, column: Int) {
            var lo = 0, hi = starts.count - 1
            while lo < hi { let mid = (lo + hi + 1) / 2; if starts[mid] <= offset { lo = mid } else { hi = mid - 1 } }
            let end = min(max(offset, starts[lo]), bytes.count)
            // Counting on from the last position is exact when a cluster cannot span it: ASCII on both
            // sides that is not CR LF always breaks (UAX #29).
            var from = starts[lo], column = 1
            if last.line == lo + 1, last.offset > from, last.offset < bytes.count, last.offset <= end,
               bytes[last.offset] < 0x80, bytes[last.offset - 1] < 0x80, bytes[last.offset - 1] != 0x0D {
                from = last.offset; column = last.column
            }
            column += String(decoding: bytes[from..<end], as: UTF8.self).count
            if end < bytes.count { last = (end, lo + 1, column) }
            return (lo + 1, column)
        }
    }
}

extension JSONScanner {
    /// Parses one value with its position (after optional whitespace).
    fileprivate mutating func parseNode(_ lines: JSONDocument.LineTable, depth: Int) throws(JSONScanError) -> JSONNode {
        skipWhitespace()
        let start = offset
        let (line, column) = lines.position(of: start)
        func node(_ v: JSONNode.Value) -> JSONNode { JSONNode(value: v, line: line, column: column) }
        func numberNode(_ d: Double) -> JSONNode {
            var n = node(.number(d))
            n.numberText = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
            return n
        }
        guard depth < 256 else { throw error("nesting deeper than 256") }
        switch peek {
        case UInt8(ascii: "{"):
            offset += 1
            var members: [JSONMember] = []
            skipWhitespace()
            if peek == UInt8(ascii: "}") { offset += 1; return node(.object(members)) }
            while true {
                skipWhitespace()
                guard peek == UInt8(ascii: "\"") else { throw error("expected a string key") }
                let (kl, kc) = lines.position(of: offset)
                let key = try parseString()
                try expect(UInt8(ascii: ":"))
                members.append(JSONMember(key: key, line: kl, column: kc, value: try parseNode(lines, depth: depth + 1)))
                skipWhitespace()
                guard let next = peek else { throw error("") }
                offset += 1
                if next == UInt8(ascii: "}") { return node(.object(members)) }
                guard next == UInt8(ascii: ",") else { offset -= 1; throw error("expected ',' or '}'") }
            }
        case UInt8(ascii: "["):
            offset += 1
            var items: [JSONNode] = []
            skipWhitespace()
            if peek == UInt8(ascii: "]") { offset += 1; return node(.array(items)) }
            while true {
                items.append(try parseNode(lines, depth: depth + 1))
                skipWhitespace()
                guard let next = peek else { throw error("") }
                offset += 1
                if next == UInt8(ascii: "]") { return node(.array(items)) }
                guard next == UInt8(ascii: ",") else { offset -= 1; throw error("expected ',' or ']'") }
            }
        default:
            let surrogatesBefore = loneSurrogates
            switch try parseValue(depth: depth) {
            case .null: return node(.null)
            case .bool(let b): return node(.bool(b))
            case .int(let i): return numberNode(Double(i))
            case .double(let d): return numberNode(d)
            case .string(let s):
                var n = node(.string(s))
                n.hasLoneSurrogate = loneSurrogates != surrogatesBefore
                return n
            case .array, .object: throw error("unexpected container")   // not reached: handled above
            }
        }
    }
}
