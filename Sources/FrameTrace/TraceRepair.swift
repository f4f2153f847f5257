import Foundation

/// Recovers a trace file cut off by a crash or SIGKILL (`pickerlab trace repair FILE.json`; a `.pftrace` is
/// repaired by ``PerfettoTraceRepair``).
public enum TraceRepair {
    /// Repairs `path` in place: keeps every complete event, drops a partial last event (or
    /// a dangling comma, or a partial closing), then appends the closing so the file is
    /// strict JSON again.
    ///
    /// The file is truncated just after its last complete event and
    /// `\n],"displayTimeUnit":"ms"}\n` is appended (`\n]\n` for a JSON Array Format file;
    /// `\n]}\n` when a `displayTimeUnit` member came before the events). An already complete
    /// file is left byte-for-byte unchanged. Trailing NUL bytes (what a file system may leave
    /// after a crash) count as the cut-off tail: a complete document followed by NULs keeps
    /// every byte of the document and loses only the NULs.
    ///
    /// Valid means what ``TraceSummary/load(path:)`` accepts: the events need not be the
    /// object's first member, and strings must be well-formed UTF-8 (an invalid byte is an
    /// error naming its offset). Only a file damaged at its end is repaired: malformed JSON
    /// earlier in the file is reported rather than silently discarding everything after it.
    ///
    /// - Returns: how many events were kept, how many bytes were dropped, and whether the
    ///   file was already complete.
    /// - Throws: ``TraceError/unreadable(path:reason:)`` if the file cannot be read;
    ///   ``TraceError/malformed(path:offset:line:reason:)`` for an empty file, a file
    ///   without the `{"traceEvents":[` header, or malformed JSON before the end;
    ///   ``TraceError/unwritable(path:reason:)`` if truncating or appending fails.
    /// - Complexity: O(n) in the file's size; the file is memory-mapped, not copied.
    public static func repair(path: String) throws(TraceError) -> RepairResult {
        // A `.pftrace` (Perfetto's protobuf format): the partial last packet is dropped (PerfettoTraceRepair).
        if let result = try PerfettoTraceRepair.repairIfProtobuf(path: path) { return result }
        let plan = try inspect(path: path)
        if plan.wasComplete {
            return RepairResult(keptEvents: plan.keptEvents, droppedBytes: 0, wasComplete: true)
        }
        if let failure = TraceOutputFile.truncate(path: path, length: plan.keepBytes) {
            throw TraceError.unwritable(path: path, reason: failure.message)
        }
        let file: TraceOutputFile
        switch TraceOutputFile.append(path: path) {
        case .success(let opened): file = opened
        case .failure(let failure): throw TraceError.unwritable(path: path, reason: failure.message)
        }
        if let failure = file.write(Array(plan.closing.utf8)) ?? file.close() {
            throw TraceError.unwritable(path: path, reason: failure.message)
        }
        return RepairResult(keptEvents: plan.keptEvents, droppedBytes: plan.fileBytes - plan.keepBytes,
                            wasComplete: false)
    }

    /// What the scan found: how much of the file to keep and whether it needs closing.
    struct Plan {
        var layout: TraceDocumentScanner.Layout
        var keptEvents: Int
        /// Bytes up to the end of the last complete event (or of the header).
        var keepBytes: Int
        var fileBytes: Int
        var wasComplete: Bool
        /// What is appended after the kept bytes ("" when they are a complete document).
        var closing: String
    }

    /// Scans the file without modifying it.
    static func inspect(path: String) throws(TraceError) -> Plan {
        let data = try TraceDocumentScanner.read(path: path)
        // `withUnsafeBytes` rethrows untyped errors, so the scan returns a Result.
        return try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            Result { () throws(TraceError) -> Plan in try scan(raw, path: path) }
        }.get()
    }

    private static func scan(_ raw: UnsafeRawBufferPointer, path: String) throws(TraceError) -> Plan {
        var length = raw.count
        while length > 0, raw[length - 1] == 0 { length -= 1 }
        let bytes = UnsafeRawBufferPointer(rebasing: raw[0..<length])
        var document = TraceDocumentScanner(bytes: bytes)
        let layout: TraceDocumentScanner.Layout
        do throws(JSONScanError) {
            layout = try document.openEventArray(traceEventsFirst: false)
        } catch {
            throw TraceDocumentScanner.malformed(error, path: path, bytes: bytes,
                                                 hint: error.atEnd ? "; nothing to recover before the header ends" : "")
        }
        var kept = 0
        var keepBytes = document.offset
        var closed = false
        var complete = false
        var closing = layout == .object && document.keysBeforeEvents.contains("displayTimeUnit") ? "\n]}\n" : layout.closing
        do throws(JSONScanError) {
            while try document.nextEvent() != nil {
                kept += 1
                keepBytes = document.offset
            }
            closed = true
            try document.close(layout)
            complete = length == raw.count
            // A complete document followed by NUL padding: keep all of it, strip only the padding.
            keepBytes = length
            closing = ""
        } catch where error.atEnd {
            // Cut off inside an event, after a comma, or inside the closing: keep what is complete.
        } catch {
            let hint = closed ? "" : "; repair only fixes a file cut off at its end"
            throw TraceDocumentScanner.malformed(error, path: path, bytes: bytes, hint: hint)
        }
        return Plan(layout: layout, keptEvents: kept, keepBytes: keepBytes, fileBytes: raw.count,
                    wasComplete: complete, closing: closing)
    }
}
