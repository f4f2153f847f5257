/// What ``TraceRepair/repair(path:)`` did to a trace file.
public struct RepairResult: Sendable, Equatable, CustomStringConvertible {
    /// Complete events the file holds after the repair (metadata events included).
    var keptEvents: Int
    /// Bytes cut from the end of the file (a partial event, a dangling comma, a partial
    /// closing); 0 when the file was already complete.
    var droppedBytes: Int
    /// True when the file was already strict JSON and was left unchanged.
    var wasComplete: Bool

    /// Creates a result.
    public init(keptEvents: Int, droppedBytes: Int, wasComplete: Bool) {
        self.keptEvents = keptEvents
        self.droppedBytes = droppedBytes
        self.wasComplete = wasComplete
    }

    /// One line for the command line, e.g. `kept 1204 events, dropped 57 bytes`.
    public var description: String {
        wasComplete ? "already complete: \(keptEvents) events"
                    : "kept \(keptEvents) events, dropped \(droppedBytes) bytes"
    }
}
