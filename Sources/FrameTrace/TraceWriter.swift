import Foundation

/// Streams a session's frames to a file in the Chrome Trace Event Format (JSON Object Format), one event
/// per line: a ``TraceRecorder`` with the ``ChromeTraceEncoder`` (its file layout), so the same buffering,
/// failure rule and calls as ``PerfettoTraceWriter``.
public final class TraceWriter: TraceRecorder {
    /// The `pid` written in every event.
    let pid: Int64
    /// The `tid` written in every event.
    let tid: Int64

    /// The `tid` of the `Actual frames` track (a thread track of its own in the same process: flows end
    /// only on thread tracks' slices). Perfetto titles it "Actual frames 2".
    static let actualFramesTid: Int64 = 2
    /// The `tid` traces before this layout used for their `Actual frames` track (still recognised by readers).
    static let legacyActualFramesTid: Int64 = 2_000_000_002
    /// The `tid` older traces used for their `Expected frames` track; now an async track of the process.
    static let expectedFramesTid: Int64 = 2_000_000_001

    /// Opens `path` (creating or truncating it) and writes the header and metadata events.
    ///
    /// Never throws: if the file cannot be opened or the first write fails, ``TraceRecorder/failed`` is
    /// true and ``TraceRecorder/warning`` says why; the writer then ignores every call.
    /// - Parameters:
    ///   - path: the trace file to write.
    ///   - processName: written as the `process_name` metadata (default `"pickerlab"`).
    ///   - threadName: written as the `thread_name` metadata (default `"main"`).
    ///   - pid: the `pid` of every event (default: this process's id).
    ///   - tid: the `tid` of every event (default: `pid`, which is the main thread's id on Linux).
    ///   - clock: wall-clock seconds, used only to decide when to flush (default: system uptime).
    ///   - flushInterval: seconds of `clock` between automatic flushes (default 1).
    ///   - bufferCapacity: bytes buffered before a write regardless of time (default 64 KiB).
    ///   - labels: written as `process_labels` metadata (e.g. `renderer: opengl`, `refresh: 60 Hz`), which
    ///     ``TraceSummary`` reads the renderer from, and into the process name Perfetto shows (see
    ///     ``processTitle(_:labels:)``); none by default.
    ///   - injectedFailure: for tests: every write fails with this `errno` (`ENOSPC`: a full disk
    ///     simulated in-process); nil writes normally.
    public init(path: String, processName: String = "pickerlab", threadName: String = "main",
                pid: Int64 = Int64(ProcessInfo.processInfo.processIdentifier), tid: Int64? = nil,
                clock: @escaping () -> Double = { ProcessInfo.processInfo.systemUptime },
                flushInterval: Double = 1, bufferCapacity: Int = 64 * 1024, labels: [String] = [], injectedFailure: Int32? = nil) {
        self.pid = pid
        self.tid = tid ?? pid
        super.init(path: path, encoder: ChromeTraceEncoder(pid: pid, tid: tid ?? pid, processName: processName, threadName: threadName, labels: labels),
                   clock: clock, flushInterval: flushInterval, bufferCapacity: bufferCapacity, labels: labels, injectedFailure: injectedFailure)
    }

    /// The process name Perfetto shows: `name` and each label's value, joined by " · " — `pickerlab · opengl
    /// · 60 Hz` for the labels `renderer: opengl`, `refresh: 60 Hz` (a parenthesised remark is dropped, but an
    /// assumed rate says so: `60 Hz assumed`). Perfetto ignores `process_labels`, so this is where a reader
    /// of the timeline sees what drew the frames and at what rate.
    static func processTitle(_ name: String, labels: [String]) -> String {
        var parts = [name]
        for label in labels {
            var value = label.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? label
            if let paren = value.firstIndex(of: "(") {
                let remark = value[paren...]
                value = value[..<paren].trimmingCharacters(in: .whitespaces) + (remark.contains("assumed") ? " assumed" : "")
            }
            if !value.isEmpty { parts.append(value) }
        }
        return parts.joined(separator: " · ")
    }

    /// Records any event as given (times in µs). During a frame it is written after that frame's events;
    /// otherwise at once. No clamping is applied.
    public func write(_ event: TraceEvent) {
        record { _, buffer in ChromeTraceEncoder.appendEvent(event, to: &buffer) }
    }
}
