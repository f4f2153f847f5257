import Foundation

/// Walks a trace file's event array one event at a time, keeping byte offsets, for
/// ``TraceRepair`` and ``TraceSummary/load(path:)``.
///
/// Understands both layouts of the Chrome Trace Event Format: the JSON Object Format
/// `{"traceEvents":[…], …}` (what ``TraceWriter`` writes) and the JSON Array Format `[…]`.
struct TraceDocumentScanner {
    /// Which of the two layouts the file uses.
    enum Layout {
        case object
        case array

        /// The text that completes a file of this layout after its last event.
        var closing: String {
            switch self {
            case .object: return "\n],\"displayTimeUnit\":\"ms\"}\n"
            case .array: return "\n]\n"
            }
        }
    }

    private(set) var scanner: JSONScanner
    private var expectingFirstEvent = true
    /// The object's keys before `traceEvents` (object layout), so a repair does not repeat one.
    private(set) var keysBeforeEvents: Set<String> = []

    init(bytes: UnsafeRawBufferPointer) {
        scanner = JSONScanner(bytes: bytes)
    }

    /// The current byte offset (just after the last thing consumed).
    var offset: Int { scanner.offset }

    /// Consumes everything up to and including the `[` that opens the event array.
    /// - Parameter traceEventsFirst: require `traceEvents` to be the object's first key (the
    ///   writer's layout; repair relies on it), instead of skipping other members before it.
    /// - Throws: `JSONScanError` for an empty file, a file that is not a trace, or one that
    ///   ends inside the header (`atEnd`).
    mutating func openEventArray(traceEventsFirst: Bool) throws(JSONScanError) -> Layout {
        scanner.skipWhitespace()
        guard let first = scanner.peek else {
            throw JSONScanError(offset: scanner.offset, reason: "empty file, no {\"traceEvents\":[ header", atEnd: true)
        }
        switch first {
        case UInt8(ascii: "["):
            scanner.offset += 1
            return .array
        case UInt8(ascii: "{"):
            scanner.offset += 1
        default:
            throw JSONScanError(offset: scanner.offset,
                                reason: "not a trace: expected {\"traceEvents\":[ or [", atEnd: false)
        }
        while true {
            scanner.skipWhitespace()
            guard scanner.peek == UInt8(ascii: "\"") else {
                if scanner.isAtEnd { throw scanner.error("") }
                throw scanner.error("not a trace: no \"traceEvents\" array")
            }
            let keyOffset = scanner.offset
            let key = try scanner.parseString()
            try scanner.expect(UInt8(ascii: ":"))
            if key == "traceEvents" {
                try scanner.expect(UInt8(ascii: "["))
                return .object
            }
            guard !traceEventsFirst else {
                throw JSONScanError(offset: keyOffset, reason: "expected \"traceEvents\" as the first key", atEnd: false)
            }
            _ = try scanner.parseValue()
            keysBeforeEvents.insert(key)
            try scanner.expect(UInt8(ascii: ","))
        }
    }

    /// Parses the next event, or consumes the closing `]` and returns `nil`.
    /// After a non-nil return, ``offset`` is just past the event's last byte.
    mutating func nextEvent() throws(JSONScanError) -> JSONValue? {
        scanner.skipWhitespace()
        guard let byte = scanner.peek else { throw scanner.error("") }
        if byte == UInt8(ascii: "]") {
            scanner.offset += 1
            return nil
        }
        if !expectingFirstEvent {
            guard byte == UInt8(ascii: ",") else { throw scanner.error("expected ',' or ']' after an event") }
            scanner.offset += 1
        }
        scanner.skipWhitespace()
        guard let start = scanner.peek else { throw scanner.error("") }
        guard start == UInt8(ascii: "{") else { throw scanner.error("expected an event object") }
        expectingFirstEvent = false
        return try scanner.parseValue()
    }

    /// After the array's `]`: parses the object's remaining members and its `}` (object
    /// layout), then requires nothing but whitespace up to the end of the file.
    mutating func close(_ layout: Layout) throws(JSONScanError) {
        if layout == .object {
            while true {
                scanner.skipWhitespace()
                guard let byte = scanner.peek else { throw scanner.error("") }
                scanner.offset += 1
                if byte == UInt8(ascii: "}") { break }
                guard byte == UInt8(ascii: ",") else {
                    scanner.offset -= 1
                    throw scanner.error("expected ',' or '}' after the event array")
                }
                scanner.skipWhitespace()
                guard scanner.peek == UInt8(ascii: "\"") else { throw scanner.error("expected a string key") }
                _ = try scanner.parseString()
                try scanner.expect(UInt8(ascii: ":"))
                _ = try scanner.parseValue()
            }
        }
        scanner.skipWhitespace()
        guard scanner.isAtEnd else { throw scanner.error("unexpected data after the end of the trace") }
    }

    /// A whole file, memory-mapped so large traces are not copied (opened like ``MappedTraceFile``).
    static func read(path: String) throws(TraceError) -> Data {
        let file = try MappedTraceFile(path: path)
        guard file.bytes.count > 0, let base = file.bytes.baseAddress else { return Data() }
        return Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: file.bytes.count, deallocator: .custom { _, _ in withExtendedLifetime(file) {} })
    }

    /// Converts a scan error to ``TraceError/malformed(path:offset:line:reason:)``.
    static func malformed(_ error: JSONScanError, path: String, bytes: UnsafeRawBufferPointer,
                          hint: String = "") -> TraceError {
        let reason = error.atEnd && error.reason == "unexpected end of file"
            ? "unexpected end of file (truncated trace?)" : error.reason
        return .malformed(path: path, offset: error.offset, line: JSONScanner.line(of: error.offset, in: bytes),
                          reason: reason + hint)
    }
}
