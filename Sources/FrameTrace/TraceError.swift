/// Errors from reading or repairing a trace file.
///
/// Every ``description`` is one line naming the file and, where there is one, the byte
/// position, e.g. `trace.json: malformed at byte 5120 (line 41): unexpected end of file`, `run.pftrace:
/// truncated at byte 4096: …`.
/// The command line prints it and exits with status 2.
public enum TraceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be opened or read; `reason` is the system's message.
    case unreadable(path: String, reason: String)
    /// The file is not a trace this module understands, or its JSON is malformed or
    /// truncated. `offset` is the 0-based byte offset where parsing stopped (the file's
    /// length when it ends early), `line` the 1-based line containing that byte (0 in a protobuf trace,
    /// which has no lines).
    case malformed(path: String, offset: Int, line: Int, reason: String)
    /// Repair could not shorten or append to the file; `reason` is the system's message.
    case unwritable(path: String, reason: String)
    /// A protobuf trace that ends inside a trace packet (a killed run's): `offset` is the start of that packet,
    /// where `trace repair` cuts.
    case truncated(path: String, offset: Int, reason: String)
    /// A protobuf trace with bytes no writer wrote: `offset` is the first byte that does not decode.
    case corrupt(path: String, offset: Int, reason: String)

    /// One line naming the file, the byte position (and line) and the reason.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "\(path): cannot read: \(reason)"
        case .malformed(let path, let offset, let line, let reason):
            // A binary (protobuf) trace has no lines: line 0.
            return "\(path): malformed at byte \(offset)\(line > 0 ? " (line \(line))" : ""): \(reason)"
        case .unwritable(let path, let reason):
            return "\(path): cannot write: \(reason)"
        case .truncated(let path, let offset, let reason):
            return "\(path): truncated at byte \(offset): \(reason)"
        case .corrupt(let path, let offset, let reason):
            return "\(path): corrupt at byte \(offset): \(reason)"
        }
    }
}
