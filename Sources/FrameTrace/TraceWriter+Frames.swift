/// Frames: their phases on the main track, their `Actual frames` and `Expected frames` slices, and the flows
/// from the inputs a frame presented.
extension TraceWriter {
    /// Opens frame `index` starting at `startUs` (µs) with a deadline of `deadlineUs` µs
    /// (the refresh interval; negative is treated as 0).
    ///
    /// `startUs` is clamped to at least the previous frame's end (and 0), so frames never
    /// overlap. If a frame is still open it is first ended at its latest phase end.
    public func beginFrame(index: Int, startUs: Int64, deadlineUs: Int64) {
        guard isActive else { return }
        if frameOpen { endFrame(endUs: frameLatest) }
        frameOpen = true
        frameIndex = index
        frameStart = max(startUs, previousFrameEnd)
        frameDeadline = max(deadlineUs, 0)
        frameLatest = frameStart
    }

    /// Records phase `name` from `startUs` to `endUs` (µs) of the open frame.
    ///
    /// When the frame ends the phase is clamped inside it (start ≥ frame start, end ≤ frame end, end ≥
    /// start) and nested by ``FrameLayout``: a phase inside an earlier one (a render pass inside `render`)
    /// is its child, phases one after another are siblings. Outside a frame it is written at once as a
    /// stand-alone complete event (with `endUs < startUs` treated as zero length).
    public func phase(_ name: String, startUs: Int64, endUs: Int64) {
        guard isActive else { return }
        if frameOpen {
            let start = max(startUs, frameStart)
            let end = max(endUs, start)
            phases.append((name, start, end))
            frameLatest = max(frameLatest, end)
        } else {
            let end = max(endUs, startUs)
            appendEvent { buffer in
                TraceEvent.appendPrefix(name: name, cat: "phase", ph: "X", ts: startUs, dur: TraceWriter.difference(end, startUs),
                                        pid: self.pid, tid: self.tid, scope: nil, to: &buffer)
                buffer.append(UInt8(ascii: "}"))
            }
        }
    }

    /// Registers a flow from the open frame — from its first phase, `input`, the slice that handled the
    /// input — to its `Actual frames` slice, for an input the frame presented (`kind`, `inputUs` and
    /// `presentUs` are for the caller's records; the flow's ends are the frame's). Perfetto's `flow` table
    /// gets one row per call. Returns the flow id, or 0 when no frame is open (nothing is recorded).
    @discardableResult
    public func inputFlow(kind: String, inputUs: Int64, presentUs: Int64) -> Int64 {
        guard isActive, frameOpen else { return 0 }
        let id = nextFlowID
        nextFlowID += 1
        frameFlows.append(id)
        return id
    }

    /// Ends the open frame at `endUs` (µs; clamped to ≥ its start) and appends its events:
    /// `frame` with args `index`, `deadline_us` and `missed` (true when end − start >
    /// deadline), the phases, a `frame_ms` counter (end − start in ms), then the
    /// instants and counters recorded during the frame. Without an open frame it does nothing.
    ///
    /// With `timing` the frame's args also carry `work_us`, `present_us`, `expected_present_us`,
    /// `actual_present_us` and `missed_vsyncs`, `missed` is `missed_vsyncs > 0`, and the frame gets a slice on
    /// the `Actual frames` track (its start to its present, named `on time` or `late` with `missed_vsyncs` in
    /// its args: ``FrameTiming/status``) and one on the `Expected frames` track (the refresh period ending at
    /// the expected vsync, starting no earlier than the previous one ended, so they never overlap).
    public func endFrame(endUs: Int64, timing: FrameTiming? = nil) {
        guard isActive, frameOpen else { return }
        let end = max(endUs, frameStart)
        let duration = TraceWriter.difference(end, frameStart)
        let missed = timing.map { $0.missedVsyncs > 0 } ?? (duration > frameDeadline)
        phaseSpans.removeAll(keepingCapacity: true)
        for phase in phases { phaseSpans.append((phase.start, phase.end)) }
        layout.layout(startUs: frameStart, endUs: end, notBeforeNs: previousFrameEndNs, phases: phaseSpans)
        let frameSpan = layout.frame
        JSONBytes.appendRaw(",\n", to: &output)
        appendSlice(name: TraceNames.frame, cat: "frame", span: frameSpan, tid: tid)
        JSONBytes.appendRaw(",\"args\":{\"index\":", to: &output)
        JSONBytes.appendInt(Int64(frameIndex), to: &output)
        JSONBytes.appendRaw(",\"deadline_us\":", to: &output)
        JSONBytes.appendInt(frameDeadline, to: &output)
        JSONBytes.appendRaw(",\"missed\":", to: &output)
        JSONBytes.appendBool(missed, to: &output)
        if let timing {
            JSONBytes.appendRaw(",\"work_us\":", to: &output)
            JSONBytes.appendInt(timing.workUs, to: &output)
            JSONBytes.appendRaw(",\"present_us\":", to: &output)
            JSONBytes.appendInt(timing.presentUs, to: &output)
            JSONBytes.appendRaw(",\"expected_present_us\":", to: &output)
            JSONBytes.appendInt(timing.expectedPresentUs, to: &output)
            JSONBytes.appendRaw(",\"actual_present_us\":", to: &output)
            JSONBytes.appendInt(timing.actualPresentUs, to: &output)
            JSONBytes.appendRaw(",\"missed_vsyncs\":", to: &output)
            JSONBytes.appendInt(Int64(timing.missedVsyncs), to: &output)
        }
        JSONBytes.appendRaw("}}", to: &output)
        summaryAccumulator.addFrame(start: frameStart, end: end, missed: missed)
        // Without timing, as the file's summary reads it back: all work, a missed deadline one missed vsync.
        summaryAccumulator.addTiming(timing ?? FrameTiming(workUs: duration, presentUs: 0, expectedPresentUs: end, actualPresentUs: end,
                                                           missedVsyncs: missed ? 1 : 0), periodUs: frameDeadline)
        for (k, phase) in phases.enumerated() {
            summaryAccumulator.addPhase(phase.name, durationUs: min(phase.end, end) - min(phase.start, end))
            JSONBytes.appendRaw(",\n", to: &output)
            appendSlice(name: phase.name, cat: "phase", span: layout.spans[k], tid: tid)
            output.append(UInt8(ascii: "}"))
        }
        outputEvents += 1 + phases.count
        if let timing {
            appendFlowStarts()
            appendFrameTimeline(timing, frame: frameSpan)
        }
        JSONBytes.appendRaw(",\n", to: &output)
        appendCounter(name: TraceNames.frameTimeCounter, ts: frameStart, key: "value", value: Double(duration) / 1000, to: &output)
        output.append(contentsOf: pending)
        outputEvents += 1 + pendingEvents
        phases.removeAll(keepingCapacity: true)
        pending.removeAll(keepingCapacity: true)
        frameFlows.removeAll(keepingCapacity: true)
        pendingEvents = 0
        frameOpen = false
        previousFrameEnd = end
        previousFrameEndNs = frameSpan.end
        flushIfDue()
    }

    /// A complete event on `tid` over `span` (ns), without args or closing brace.
    private func appendSlice(name: String, cat: String, span: FrameLayout.Span, tid: Int64) {
        JSONBytes.appendRaw("{\"name\":", to: &output)
        JSONBytes.appendString(name, to: &output)
        JSONBytes.appendRaw(",\"cat\":", to: &output)
        JSONBytes.appendString(cat, to: &output)
        JSONBytes.appendRaw(",\"ph\":\"X\",\"ts\":", to: &output)
        JSONBytes.appendMicros(nanoseconds: span.start, to: &output)
        JSONBytes.appendRaw(",\"dur\":", to: &output)
        JSONBytes.appendMicros(nanoseconds: span.end - span.start, to: &output)
        appendIDs(tid: tid)
    }

    private func appendIDs(tid: Int64) {
        JSONBytes.appendRaw(",\"pid\":", to: &output)
        JSONBytes.appendInt(pid, to: &output)
        JSONBytes.appendRaw(",\"tid\":", to: &output)
        JSONBytes.appendInt(tid, to: &output)
    }

    /// One flow event (Chrome's v1 flows: `s` starts in the enclosing slice; `f` with `"bp":"e"` ends in the
    /// enclosing slice), at `ns`.
    private func appendFlowEvent(_ ph: StaticString, id: Int64, ns: Int64, tid: Int64) {
        JSONBytes.appendRaw(",\n{\"name\":\"input\",\"cat\":\"input\",\"ph\":\"", to: &output)
        JSONBytes.appendRaw(ph, to: &output)
        JSONBytes.appendRaw("\",\"id\":", to: &output)
        JSONBytes.appendInt(id, to: &output)
        JSONBytes.appendRaw(",\"ts\":", to: &output)
        JSONBytes.appendMicros(nanoseconds: ns, to: &output)
        appendIDs(tid: tid)
        if ph.utf8Start.pointee == UInt8(ascii: "f") { JSONBytes.appendRaw(",\"bp\":\"e\"", to: &output) }
        output.append(UInt8(ascii: "}"))
        outputEvents += 1
    }

    /// The flow starts (only with the frame's `Actual frames` slice, where they end), inside its first phase (Perfetto binds a flow's start to the slice
    /// enclosing it, and orders its ends by their slices' starts: the first phase starts with the frame).
    private func appendFlowStarts() {
        for id in frameFlows { appendFlowEvent("s", id: id, ns: layout.firstPhaseMark, tid: tid) }
    }

    /// The frame's `Actual frames` slice (with the flow ends) and `Expected frames` async slice.
    private func appendFrameTimeline(_ timing: FrameTiming, frame: FrameLayout.Span) {
        JSONBytes.appendRaw(",\n", to: &output)
        appendSlice(name: timing.status, cat: "frame_timeline", span: frame, tid: TraceWriter.actualFramesTid)
        JSONBytes.appendRaw(",\"args\":{\"index\":", to: &output)
        JSONBytes.appendInt(Int64(frameIndex), to: &output)
        JSONBytes.appendRaw(",\"missed_vsyncs\":", to: &output)
        JSONBytes.appendInt(Int64(timing.missedVsyncs), to: &output)
        JSONBytes.appendRaw(",\"expected_present_us\":", to: &output)
        JSONBytes.appendInt(timing.expectedPresentUs, to: &output)
        JSONBytes.appendRaw("}}", to: &output)
        outputEvents += 1
        // Just before the slice ends: after every flow start, inside the slice.
        for id in frameFlows { appendFlowEvent("f", id: id, ns: max(frame.start, frame.end - 1), tid: TraceWriter.actualFramesTid) }
        // The refresh period ending at the expected vsync; never before the previous one ended (rounded grid
        // points 16667, 33333, 50000 give 16667-, 16666- and 16667-µs slices that touch, never overlap).
        let end = timing.expectedPresentUs
        let start = min(end, max(end - max(frameDeadline, 1), previousExpectedEnd))
        guard end > previousExpectedEnd else { return }
        previousExpectedEnd = end
        appendExpected(begin: true, ts: start, end: end)
        appendExpected(begin: false, ts: end, end: end)
    }

    /// One end of the frame's `Expected frames` async slice (id: the frame index).
    private func appendExpected(begin: Bool, ts: Int64, end: Int64) {
        JSONBytes.appendRaw(",\n{\"name\":\"Expected frames\",\"cat\":\"frame_timeline\",\"ph\":", to: &output)
        JSONBytes.appendRaw(begin ? "\"b\"" : "\"e\"", to: &output)
        JSONBytes.appendRaw(",\"id2\":{\"local\":\"0x", to: &output)
        JSONBytes.appendInt(Int64(frameIndex), to: &output)
        JSONBytes.appendRaw("\"},\"ts\":", to: &output)
        JSONBytes.appendInt(ts, to: &output)
        appendIDs(tid: tid)
        if begin {
            JSONBytes.appendRaw(",\"args\":{\"index\":", to: &output)
            JSONBytes.appendInt(Int64(frameIndex), to: &output)
            JSONBytes.appendRaw(",\"expected_present_us\":", to: &output)
            JSONBytes.appendInt(end, to: &output)
            output.append(UInt8(ascii: "}"))
        }
        output.append(UInt8(ascii: "}"))
        outputEvents += 1
    }
}
