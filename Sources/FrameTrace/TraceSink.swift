/// Where a trace's encoded bytes go: a byte buffer written to the file with `write(2)` when it is full, on
/// ``flush()``, and at the first ``flushIfDue()`` after `flushInterval` seconds of the injected clock; and the
/// one failure rule of every trace format.
///
/// **Failures never throw.** A file that cannot be opened, or a write that fails (`ENOSPC`), records one
/// ``warning``, cuts the file back to the end of the last whole unit that reached it (a write that failed
/// part-way, on a disk that filled up, leaves a partial event or packet; the units that fitted before it are
/// kept), ends it with ``closing`` when that fits, closes it and releases the buffer; every later call is then
/// a no-op.
struct TraceSink {
    /// The file being written.
    let path: String
    /// Seconds of the clock after which the next ``flushIfDue()`` writes.
    let flushInterval: Double
    /// Encoded bytes not yet written, and how many events they hold.
    var output: [UInt8] = []
    private var outputEvents = 0
    /// Where each whole unit (a frame's events, one event, the header) ends in ``output``, with the events
    /// the buffer holds up to there: a write cut off by a full disk keeps the units before the cut.
    private var unitEnds: [(bytes: Int, events: Int)] = []
    /// Events and bytes handed to the operating system so far.
    private(set) var eventsWritten = 0
    private(set) var bytesWritten = 0
    /// The one warning, e.g. `trace: cannot write /dev/full: No space left on device; tracing stopped`.
    private(set) var warning: String?
    /// Bytes that end a file cut back after a failure so it stays a whole document (the JSON trace's footer;
    /// empty for a `.pftrace`, whose every whole packet is already a complete file).
    var closing: [UInt8] = []

    private(set) var file: TraceOutputFile?
    private let clock: () -> Double
    private var lastFlush: Double
    private let bufferCapacity: Int

    /// Opens `path` (creating or truncating it); on failure ``warning`` says why and nothing is written.
    /// `injectedFailure`: for tests, every write fails with this `errno`.
    init(path: String, clock: @escaping () -> Double, flushInterval: Double, bufferCapacity: Int, injectedFailure: Int32?) {
        self.path = path
        self.clock = clock
        self.flushInterval = flushInterval
        self.bufferCapacity = max(bufferCapacity, 1)
        self.lastFlush = clock()
        switch TraceOutputFile.create(path: path) {
        case .failure(let failure):
            warning = "trace: cannot open \(path) for writing: \(failure.message); tracing disabled"
        case .success(let file):
            file.injectedFailure = injectedFailure
            self.file = file
            output.reserveCapacity(self.bufferCapacity + 4096)
        }
    }

    /// Marks the end of a whole unit of `events` events just appended to ``output``.
    mutating func appended(events: Int) {
        outputEvents += events
        unitEnds.append((output.count, outputEvents))
    }

    /// True while the file is open and nothing has failed.
    var isOpen: Bool { file != nil }

    /// Writes the buffer now (and restarts the flush interval).
    mutating func flush() {
        lastFlush = clock()
        writeOutput()
    }

    /// Writes when the buffer is full or `flushInterval` seconds have passed since the last flush (a clock
    /// that went backwards restarts the interval).
    mutating func flushIfDue() {
        if output.count >= bufferCapacity { writeOutput() }
        let now = clock()
        if now < lastFlush { lastFlush = now }
        if !(now - lastFlush < flushInterval) {
            lastFlush = now
            writeOutput()
        }
    }

    /// Writes what is buffered and closes the file (a failing close is a failure too).
    mutating func close() {
        writeOutput()
        if let failure = file?.close() { fail(failure) }
        file = nil
    }

    private mutating func writeOutput() {
        guard let file, !output.isEmpty else { return }
        let (written, failure) = file.writeCounting(output)
        if let failure {
            let kept = unitEnds.last { $0.bytes <= written } ?? (0, 0)
            eventsWritten += kept.events
            bytesWritten += kept.bytes
            fail(failure)
            return
        }
        eventsWritten += outputEvents
        bytesWritten += output.count
        outputEvents = 0
        unitEnds.removeAll(keepingCapacity: true)
        output.removeAll(keepingCapacity: true)
    }

    private mutating func fail(_ failure: OutputFailure) {
        if warning == nil { warning = "trace: cannot write \(path): \(failure.message); tracing stopped" }
        if let file {
            // Cutting off the partial event frees its blocks, so the footer fits where it failed: what was
            // written stays a document Perfetto opens (it ended open, needing `trace repair`).
            if TraceOutputFile.truncate(path: path, length: bytesWritten) == nil, !closing.isEmpty,
               case .success(let tail) = TraceOutputFile.append(path: path) {
                tail.injectedFailure = file.injectedFailure
                if tail.write(closing) != nil { _ = TraceOutputFile.truncate(path: path, length: bytesWritten) }
                tail.close()
            }
        }
        file?.close()
        file = nil
        output = []
        outputEvents = 0
        unitEnds = []
    }
}
