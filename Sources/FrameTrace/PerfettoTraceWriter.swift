import Foundation

/// Streams a session's frames to a file in Perfetto's protobuf trace format (`--trace FILE.pftrace`): a
/// ``TraceRecorder`` with the ``PerfettoTraceEncoder`` (its file layout), so the same calls, buffering and
/// failure rule as ``TraceWriter`` — what Perfetto reads natively, with its own frame timeline.
public final class PerfettoTraceWriter: TraceRecorder {
    /// The `pid` of the process track and of the frame timeline.
    let pid: Int64

    /// Opens `path` (creating or truncating it) and writes the process and track descriptors.
    ///
    /// Never throws: if the file cannot be opened or the first write fails, ``TraceRecorder/failed`` is
    /// true and ``TraceRecorder/warning`` says why; the writer then ignores every call.
    /// - Parameters:
    ///   - processName: the process track's name, with the labels' values as the JSON trace has it
    ///     (`pickerlab · opengl · 60 Hz`: ``TraceWriter/processTitle(_:labels:)``); also the frame timeline's
    ///     layer name.
    ///   - pid: the process id written (default: this process's).
    ///   - clock, flushInterval, bufferCapacity, injectedFailure: as ``TraceWriter``.
    ///   - labels: the run's labels, also written as `process_labels`; `renderer: NAME` other than
    ///     `software` marks frames as GPU-composited.
    public init(path: String, processName: String = "pickerlab",
                pid: Int64 = Int64(ProcessInfo.processInfo.processIdentifier),
                clock: @escaping () -> Double = { ProcessInfo.processInfo.systemUptime },
                flushInterval: Double = 1, bufferCapacity: Int = 64 * 1024, labels: [String] = [], injectedFailure: Int32? = nil) {
        self.pid = pid
        super.init(path: path, encoder: PerfettoTraceEncoder(pid: pid, processName: processName, labels: labels),
                   clock: clock, flushInterval: flushInterval, bufferCapacity: bufferCapacity, labels: labels, injectedFailure: injectedFailure)
    }
}
