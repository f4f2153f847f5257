/// What a run records into a trace, whatever the file format: ``TraceWriter`` writes Chrome JSON and
/// ``PerfettoTraceWriter`` Perfetto's protobuf format, with the same calls, the same streaming and buffering
/// and the same failure rule (never throws: one ``warning``, then every call is a no-op).
///
/// Times are microseconds on the trace's clock (`Int64`); see ``TraceWriter`` for each call's meaning.
/// ``TraceRecordings/open(path:processName:clock:flushInterval:labels:)`` picks the writer by the file's
/// extension.
public protocol TraceRecording: AnyObject {
    /// The file being written.
    var path: String { get }
    /// The one warning recorded when opening or writing failed, else nil.
    var warning: String? { get }
    /// The summary of what was written so far, kept as it is written.
    var summaryAccumulator: TraceSummaryAccumulator { get }
    /// Opens frame `index` at `startUs` with a deadline (refresh period) of `deadlineUs`.
    func beginFrame(index: Int, startUs: Int64, deadlineUs: Int64)
    /// A phase of the open frame (or a stand-alone slice outside one).
    func phase(_ name: String, startUs: Int64, endUs: Int64)
    /// Ends the open frame at `endUs`, with its place on the vsync grid when known.
    func endFrame(endUs: Int64, timing: FrameTiming?)
    /// An instant with args in the given order; `flowOut` a flow from ``inputFlow(kind:inputUs:presentUs:)``.
    func instant(name: String, category: String?, tsUs: Int64, args: KeyValuePairs<String, TraceArg>, flowOut: Int64?)
    /// A counter named `name` with one series per value.
    func counter(name: String, tsUs: Int64, values: [(String, Double)])
    /// A single-series counter.
    func counter(name: String, tsUs: Int64, value: Double)
    /// A flow from an input at `inputUs` to the frame that presented it at `presentUs`; returns its id.
    @discardableResult func inputFlow(kind: String, inputUs: Int64, presentUs: Int64) -> Int64
    /// An input event (kind, window points, pointer id; `presented`: a frame reflects it).
    func inputEvent(kind: String, x: Double, y: Double, pointer: Int, tsUs: Int64, presented: Bool, flowOut: Int64?)
    /// A selection change of `control` from segment `from` to `to` (`replay`: the inspector's replay of an
    /// earlier change, not counted as a change).
    func selectionChange(control: String, from: Int, to: Int, byUser: Bool, replay: Bool, tsUs: Int64)
    /// A selection-feedback pulse of `control` on segment `index`.
    func feedbackPulse(control: String, index: Int, tsUs: Int64)
    /// The per-frame counters (animations, draw calls, vertices, texture cache bytes, damage).
    func frameCounters(tsUs: Int64, animations: Int, drawCalls: Int, vertices: Int, textureCacheBytes: Int,
                       damagePixels: Int, damageRects: Int)
    /// Writes every buffered event of ended frames now.
    func flush()
    /// Ends an open frame, completes the file and closes it; idempotent. Returns true when the whole trace
    /// reached the file.
    @discardableResult func finish() -> Bool
}



/// Opening a trace writer by the file's extension.
public enum TraceRecordings {
    /// The extensions written in Perfetto's protobuf format (`.pftrace`, Perfetto's own; `.perfetto-trace`,
    /// what Perfetto's recorder names its files); every other name is Chrome JSON.
    static let protobufExtensions = ["pftrace", "perfetto-trace"]

    /// Whether `path` names a protobuf trace by its extension (case-insensitive).
    static func isProtobuf(path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return protobufExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// Opens the writer for `path`: ``PerfettoTraceWriter`` for a `.pftrace` (or `.perfetto-trace`) file,
    /// else ``TraceWriter``. Never throws: a file that cannot be opened gives a writer whose ``TraceRecording/warning``
    /// says why.
    /// - Parameters:
    ///   - labels: the run's labels (`renderer: opengl`, `refresh: 60 Hz`): JSON `process_labels`; in a
    ///     `.pftrace` also the process's name, so Perfetto's track list shows them.
    ///   - clock, flushInterval: as ``TraceWriter/init(path:processName:threadName:pid:tid:clock:flushInterval:bufferCapacity:labels:injectedFailure:)``.
    public static func open(path: String, processName: String = "pickerlab", clock: @escaping () -> Double,
                            flushInterval: Double, labels: [String]) -> any TraceRecording {
        if isProtobuf(path: path) {
            return PerfettoTraceWriter(path: path, processName: processName, clock: clock, flushInterval: flushInterval, labels: labels)
        }
        return TraceWriter(path: path, processName: processName, clock: clock, flushInterval: flushInterval, labels: labels)
    }
}

extension TraceRecording {
    /// ``TraceRecording/endFrame(endUs:timing:)`` without timing.
    public func endFrame(endUs: Int64) { endFrame(endUs: endUs, timing: nil) }

    /// ``TraceRecording/instant(name:category:tsUs:args:flowOut:)`` with defaults.
    public func instant(name: String, category: String? = nil, tsUs: Int64, args: KeyValuePairs<String, TraceArg> = [:]) {
        instant(name: name, category: category, tsUs: tsUs, args: args, flowOut: nil)
    }

    /// ``TraceRecording/inputEvent(kind:x:y:pointer:tsUs:presented:flowOut:)`` of a presented input without a flow.
    public func inputEvent(kind: String, x: Double, y: Double, pointer: Int, tsUs: Int64) {
        inputEvent(kind: kind, x: x, y: y, pointer: pointer, tsUs: tsUs, presented: true, flowOut: nil)
    }

    /// ``TraceRecording/selectionChange(control:from:to:byUser:replay:tsUs:)`` of a change that is not a replay.
    public func selectionChange(control: String, from: Int, to: Int, byUser: Bool, tsUs: Int64) {
        selectionChange(control: control, from: from, to: to, byUser: byUser, replay: false, tsUs: tsUs)
    }
}
