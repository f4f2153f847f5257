/// Frames: their span and deadline, their phases, the flows from the inputs they presented, and their place
/// on the vsync grid — the model each encoder lays out (see ``ChromeTraceEncoder``, ``PerfettoTraceEncoder``).
extension TraceRecorder {
    /// Opens frame `index` starting at `startUs` (µs) with a deadline of `deadlineUs` µs (the refresh
    /// interval; negative is treated as 0).
    ///
    /// `startUs` is clamped to at least the previous frame's end, so frames never overlap. If a frame is
    /// still open it is first ended at its latest phase end.
    public func beginFrame(index: Int, startUs: Int64, deadlineUs: Int64) {
        guard isActive else { return }
        if frameOpen { endFrame(endUs: frameLatest, timing: nil) }
        frameOpen = true
        frame.index = index
        frame.start = max(startUs, previousFrameEnd)
        frame.deadline = max(deadlineUs, 0)
        frameLatest = frame.start
    }

    /// Records phase `name` from `startUs` to `endUs` (µs) of the open frame.
    ///
    /// When the frame ends the phase is clamped inside it (start ≥ frame start, end ≤ frame end, end ≥ start)
    /// and nested by the encoder: a phase inside an earlier one (a render pass inside `render`) is its child,
    /// phases one after another are siblings. Outside a frame it is written at once as a stand-alone slice
    /// (with `endUs < startUs` treated as zero length).
    public func phase(_ name: String, startUs: Int64, endUs: Int64) {
        guard isActive else { return }
        if frameOpen {
            let start = max(startUs, frame.start)
            let end = max(endUs, start)
            frame.phases.append(TracePhase(name: name, start: start, end: end))
            frameLatest = max(frameLatest, end)
        } else {
            let end = max(endUs, startUs)
            record { encoder, buffer in encoder.appendLoosePhase(name: name, start: startUs, end: end, to: &buffer) }
        }
    }

    /// Registers a flow from the input the open frame handled (its `input` phase, or the input's instant) to
    /// the frame's presented slice, for an input the frame presented (`kind`, `inputUs` and `presentUs` are
    /// for the caller's records; the flow's ends are the frame's). Perfetto's `flow` table gets one row per
    /// call. Returns the flow id (from 1), or 0 when no frame is open (nothing is recorded).
    @discardableResult
    public func inputFlow(kind: String, inputUs: Int64, presentUs: Int64) -> Int64 {
        guard isActive, frameOpen else { return 0 }
        let id = nextFlowID
        nextFlowID += 1
        frame.flows.append(id)
        return id
    }

    /// Ends the open frame at `endUs` (µs; clamped to ≥ its start) and appends its events: the `frame` slice
    /// with args `index`, `deadline_us` and `missed` (true when end − start > deadline), its phases, a
    /// `frame_ms` counter (end − start in ms), then the instants and counters recorded during the frame.
    /// Without an open frame it does nothing.
    ///
    /// With `timing` the frame's args also carry `work_us`, `present_us`, `expected_present_us`,
    /// `actual_present_us` and `missed_vsyncs`, `missed` is `missed_vsyncs > 0`, and the frame gets its actual
    /// and expected frame-timeline slices (the expected one the refresh period ending at the expected vsync,
    /// starting no earlier than the previous one ended: ``ExpectedFrame``).
    public func endFrame(endUs: Int64, timing: FrameTiming? = nil) {
        guard isActive, frameOpen else { return }
        frame.end = max(endUs, frame.start)
        let duration = frame.duration
        frame.missed = timing.map { $0.missedVsyncs > 0 } ?? (duration > frame.deadline)
        frame.timing = timing
        frame.expected = timing.map { expectedFrame(presentUs: $0.expectedPresentUs) }
        summaryAccumulator.addFrame(start: frame.start, end: frame.end, missed: frame.missed)
        // Without timing, as the file's summary reads it back: all work, a missed deadline one missed vsync.
        summaryAccumulator.addTiming(timing ?? FrameTiming(workUs: duration, presentUs: 0, expectedPresentUs: frame.end,
                                                           actualPresentUs: frame.end, missedVsyncs: frame.missed ? 1 : 0),
                                     periodUs: frame.deadline)
        for phase in frame.phases {
            summaryAccumulator.addPhase(phase.name, durationUs: min(phase.end, frame.end) - min(phase.start, frame.end))
        }
        let appended = encoder.appendFrame(frame, events: frameEvents, to: &sink.output)
        sink.appended(events: appended)
        frame.phases.removeAll(keepingCapacity: true)
        frame.flows.removeAll(keepingCapacity: true)
        frameEvents.removeAll()
        frameOpen = false
        previousFrameEnd = frame.end
        flushIfDue()
    }

    /// The refresh period ending at `presentUs`, the vsync the frame aimed at: one vsync long, as Android's
    /// expected SurfaceFrames are. A frame aiming at a new vsync starts no earlier than the previous one ended
    /// (rounded grid points touch, never overlap); frames aiming at an already booked vsync (several frames in
    /// one refresh, as headless after a stall) get the whole period too, never an empty slice.
    private func expectedFrame(presentUs: Int64) -> ExpectedFrame {
        let period = TraceTime.difference(presentUs, max(frame.deadline, 1))
        let booksNew = presentUs > previousExpectedEnd
        let start = booksNew ? max(period, previousExpectedEnd) : period
        let expected = ExpectedFrame(start: start, end: max(presentUs, start + 1), booksNewVsync: booksNew)
        previousExpectedEnd = max(previousExpectedEnd, expected.end)
        return expected
    }
}
