/// Encodes the trace model in the Chrome Trace Event Format (JSON Object Format), one event per line, each
/// preceded by `,\n` so a flushed file always ends with a complete event.
///
/// **File layout** (what Perfetto shows: see README, "Reading a trace in Perfetto"). The header is the line
/// `{"traceEvents":[`, the process name (with the renderer and refresh rate from `labels`, e.g. `pickerlab ·
/// opengl · 60 Hz`), the thread names of the main thread and the `Actual frames` track, their sort order and
/// `process_labels`. A frame is its `frame` slice, its phases, a flow start (`ph` `s`) inside its first
/// phase per presented input, its `Actual frames` slice with the flow ends (`ph` `f`), its `Expected frames`
/// async slice, the `frame_ms` counter, then the events recorded during it. The main track holds frames and
/// their phases only; instants go on async instant tracks named after them (`ph` `n`). Frame and phase times
/// are fractional microseconds (ns precision) laid out by ``FrameLayout`` so that every phase nests in its
/// frame; other times are whole microseconds. The footer `\n],"displayTimeUnit":"ms"}\n` makes the file
/// strict JSON.
struct ChromeTraceEncoder: TraceEncoder {
    let pid: Int64
    let tid: Int64
    let processName: String
    let threadName: String
    let labels: [String]
    /// The previous frame's written end (ns), which the next frame's slices start at or after.
    private var previousFrameEndNs: Int64 = 0
    private var layout = FrameLayout()
    private var phaseSpans: [(start: Int64, end: Int64)] = []
    /// Per instant track (Perfetto keys an async instant's track by its category), the last instant's time
    /// (ns): one at the same time is written 1 ns later, so the two do not nest.
    var lastInstantNs: [String: Int64] = [:]
    /// Each instant name's async id (`id2.local`, from 1): Perfetto keys an async track by category and id,
    /// so a distinct id gives each name a track of its own (`selection_feedback` apart from `selection_change`).
    var instantIDs: [String: Int] = [:]

    init(pid: Int64, tid: Int64, processName: String, threadName: String, labels: [String]) {
        self.pid = pid
        self.tid = tid
        self.processName = processName
        self.threadName = threadName
        self.labels = labels
        phaseSpans.reserveCapacity(16)
    }

    func appendHeader(to buffer: inout [UInt8]) -> Int {
        JSONBytes.appendRaw("{\"traceEvents\":[\n", to: &buffer)
        appendMetadata("process_name", value: TraceWriter.processTitle(processName, labels: labels), to: &buffer)
        JSONBytes.appendRaw(",\n", to: &buffer)
        appendMetadata("thread_name", value: threadName, to: &buffer)
        JSONBytes.appendRaw(",\n", to: &buffer)
        appendMetadata("thread_name", value: "Actual frames", tid: TraceWriter.actualFramesTid, to: &buffer)
        for (tid, order) in [(self.tid, 0), (TraceWriter.actualFramesTid, 1)] {
            JSONBytes.appendRaw(",\n", to: &buffer)
            TraceEvent.appendPrefix(name: "thread_sort_index", cat: nil, ph: "M", ts: 0, dur: nil, pid: pid, tid: tid, scope: nil, to: &buffer)
            JSONBytes.appendMember(",\"args\":{\"sort_index\":", .int(Int64(order)), to: &buffer)
            JSONBytes.appendRaw("}}", to: &buffer)
        }
        guard !labels.isEmpty else { return 5 }
        JSONBytes.appendRaw(",\n", to: &buffer)
        appendMetadata("process_labels", key: "labels", value: labels.joined(separator: ", "), to: &buffer)
        return 6
    }

    func appendFooter(to buffer: inout [UInt8]) {
        JSONBytes.appendRaw("\n],\"displayTimeUnit\":\"ms\"}\n", to: &buffer)
    }

    func placesBeforeFrame(_ instant: TraceInstant) -> Bool { false }

    mutating func appendFrame(_ frame: TraceFrame, events: FrameEvents, to buffer: inout [UInt8]) -> Int {
        phaseSpans.removeAll(keepingCapacity: true)
        for phase in frame.phases { phaseSpans.append((phase.start, phase.end)) }
        layout.layout(startUs: frame.start, endUs: frame.end, notBeforeNs: previousFrameEndNs, phases: phaseSpans)
        let span = layout.frame
        JSONBytes.appendRaw(",\n", to: &buffer)
        appendSlice(name: TraceNames.frame, cat: "frame", span: span, tid: tid, to: &buffer)
        JSONBytes.appendMember(",\"args\":{\"index\":", .int(Int64(frame.index)), to: &buffer)
        JSONBytes.appendMember(",\"deadline_us\":", .int(frame.deadline), to: &buffer)
        JSONBytes.appendMember(",\"missed\":", .bool(frame.missed), to: &buffer)
        if let timing = frame.timing {
            timing.forEachArg { key, value in
                buffer.append(UInt8(ascii: ","))
                appendField(key, value, to: &buffer)
            }
        }
        JSONBytes.appendRaw("}}", to: &buffer)
        for (k, phase) in frame.phases.enumerated() {
            JSONBytes.appendRaw(",\n", to: &buffer)
            appendSlice(name: phase.name, cat: "phase", span: layout.spans[k], tid: tid, to: &buffer)
            buffer.append(UInt8(ascii: "}"))
        }
        var count = 1 + frame.phases.count
        if let timing = frame.timing {
            for id in frame.flows { appendFlowEvent("s", id: id, ns: layout.firstPhaseMark, tid: tid, to: &buffer) }
            count += appendFrameTimeline(frame, timing, span: span, to: &buffer)
        }
        count += appendCounter(name: TraceNames.frameTimeCounter, tsUs: frame.start, value: Double(frame.duration) / 1000, to: &buffer)
        buffer.append(contentsOf: events.after)
        previousFrameEndNs = span.end
        return count + events.count
    }

    /// The frame's `Actual frames` slice (with the flow ends, just before it ends: after every flow start,
    /// inside the slice) and, when it books a new vsync, its `Expected frames` async slice.
    private func appendFrameTimeline(_ frame: TraceFrame, _ timing: FrameTiming, span: FrameLayout.Span, to buffer: inout [UInt8]) -> Int {
        JSONBytes.appendRaw(",\n", to: &buffer)
        appendSlice(name: timing.status, cat: "frame_timeline", span: span, tid: TraceWriter.actualFramesTid, to: &buffer)
        JSONBytes.appendMember(",\"args\":{\"index\":", .int(Int64(frame.index)), to: &buffer)
        JSONBytes.appendMember(",\"missed_vsyncs\":", .int(Int64(timing.missedVsyncs)), to: &buffer)
        JSONBytes.appendMember(",\"expected_present_us\":", .int(timing.expectedPresentUs), to: &buffer)
        JSONBytes.appendRaw("}}", to: &buffer)
        for id in frame.flows {
            appendFlowEvent("f", id: id, ns: max(span.start, span.end - 1), tid: TraceWriter.actualFramesTid, to: &buffer)
        }
        guard let expected = frame.expected, expected.booksNewVsync else { return 1 + 2 * frame.flows.count }
        appendExpected(frame.index, begin: true, ts: expected.start, end: expected.end, to: &buffer)
        appendExpected(frame.index, begin: false, ts: expected.end, end: expected.end, to: &buffer)
        return 3 + 2 * frame.flows.count
    }

    /// One end of the frame's `Expected frames` async slice (id: the frame index).
    private func appendExpected(_ index: Int, begin: Bool, ts: Int64, end: Int64, to buffer: inout [UInt8]) {
        JSONBytes.appendRaw(",\n{\"name\":\"Expected frames\",\"cat\":\"frame_timeline\",\"ph\":", to: &buffer)
        JSONBytes.appendRaw(begin ? "\"b\"" : "\"e\"", to: &buffer)
        JSONBytes.appendMember(",\"id2\":{\"local\":\"0x", .int(Int64(index)), to: &buffer)
        JSONBytes.appendMember("\"},\"ts\":", .int(ts), to: &buffer)
        appendIDs(tid: tid, to: &buffer)
        if begin {
            JSONBytes.appendMember(",\"args\":{\"index\":", .int(Int64(index)), to: &buffer)
            JSONBytes.appendMember(",\"expected_present_us\":", .int(end), to: &buffer)
            buffer.append(UInt8(ascii: "}"))
        }
        buffer.append(UInt8(ascii: "}"))
    }

    /// A complete event on `tid` over `span` (ns), without args or closing brace.
    private func appendSlice(name: String, cat: String, span: FrameLayout.Span, tid: Int64, to buffer: inout [UInt8]) {
        JSONBytes.appendMember("{\"name\":", .string(name), to: &buffer)
        JSONBytes.appendMember(",\"cat\":", .string(cat), to: &buffer)
        JSONBytes.appendRaw(",\"ph\":\"X\",\"ts\":", to: &buffer)
        JSONBytes.appendMicros(nanoseconds: span.start, to: &buffer)
        JSONBytes.appendRaw(",\"dur\":", to: &buffer)
        JSONBytes.appendMicros(nanoseconds: span.end - span.start, to: &buffer)
        appendIDs(tid: tid, to: &buffer)
    }

    private func appendIDs(tid: Int64, to buffer: inout [UInt8]) {
        JSONBytes.appendMember(",\"pid\":", .int(pid), to: &buffer)
        JSONBytes.appendMember(",\"tid\":", .int(tid), to: &buffer)
    }

    /// One flow event (Chrome's v1 flows: `s` starts in the enclosing slice; `f` with `"bp":"e"` ends in the
    /// enclosing slice), at `ns`.
    private func appendFlowEvent(_ ph: StaticString, id: Int64, ns: Int64, tid: Int64, to buffer: inout [UInt8]) {
        JSONBytes.appendRaw(",\n{\"name\":\"input\",\"cat\":\"input\",\"ph\":\"", to: &buffer)
        JSONBytes.appendRaw(ph, to: &buffer)
        JSONBytes.appendMember("\",\"id\":", .int(id), to: &buffer)
        JSONBytes.appendRaw(",\"ts\":", to: &buffer)
        JSONBytes.appendMicros(nanoseconds: ns, to: &buffer)
        appendIDs(tid: tid, to: &buffer)
        if ph.utf8Start.pointee == UInt8(ascii: "f") { JSONBytes.appendRaw(",\"bp\":\"e\"", to: &buffer) }
        buffer.append(UInt8(ascii: "}"))
    }

    /// `"key":value`.
    func appendField(_ key: String, _ value: TraceArg, to buffer: inout [UInt8]) {
        JSONBytes.appendKey(key, to: &buffer)
        JSONBytes.appendArg(value, to: &buffer)
    }

    func appendMetadata(_ name: String, key: String = "name", value: String, tid: Int64? = nil, to buffer: inout [UInt8]) {
        TraceEvent.appendPrefix(name: name, cat: nil, ph: "M", ts: 0, dur: nil, pid: pid, tid: tid ?? self.tid, scope: nil, to: &buffer)
        JSONBytes.appendRaw(",\"args\":{", to: &buffer)
        appendField(key, .string(value), to: &buffer)
        JSONBytes.appendRaw("}}", to: &buffer)
    }
}
