import FrameTrace
import SceneGraph

/// The run loop: `FrameDriver` runs the frames; the app, its delegate, wires into them what a run adds —
/// scripted input and checks, picker-file polls, vsync pacing, recording, tracing, the frame timeline and
/// captures.
extension App: FrameDriverDelegate {
    /// Runs until quit or a limit; then writes the screenshot and scene dump that were asked for.
    /// - Throws: errors writing the screenshot or the dump (after the run).
    public func run() throws {
        while !shouldStop { try step() }
        try finish()
    }

    /// One frame (`FrameDriver.step`): each phase timed for the frame graph and the trace, and the frame
    /// placed on the vsync grid (expected vs actual present). Scripted outputs that cannot be written warn
    /// (the run then exits 1); nothing is thrown today.
    public func step() throws { driver.step() }

    /// How long the loop may block waiting for input: forever when idle (an idle window renders nothing),
    /// not at all while something animates or a pointer is held. Headless never waits.
    private var waitTimeout: Double? {
        if host.settings.isHeadless || rendersEveryFrame { return nil }
        // While something animates or a pointer is held, frames keep coming (paced to the vsync grid), also
        // when a script's next step is further off.
        guard scene.isIdle && !scene.hasActivePointers else { return nil }
        var wait = Double.infinity
        if let d = options.duration { wait = max(0.001, d - Double(timeSource()) / 1e6) }
        if let script, let dt = script.timeUntilNextStep(now: now) { wait = min(wait, dt) }
        return wait > 0.001 ? wait : nil
    }

    /// Before the wait: the script's input due now, picker-file polls, flushing the trace before a long
    /// sleep, the pacing timer, and whether real input is ignored.
    public func frameDriverWillWait(_ driver: FrameDriver) -> Double? {
        if let script {
            // Scripts name labels: their positions come from the current layout (also on the first frame).
            scene.layoutIfNeeded(size: host.windowSize, driver.layoutContext)
            script.beforeInput(self, now: now)
        }
        pollPickerFiles()
        var timeout = waitTimeout
        if pickerWatcher != nil { timeout = timeout.map { min($0, App.pickerPollInterval) } }
        // About to sleep until the next event: put what the trace holds on disk first, so a session killed
        // while idle loses nothing.
        if let timeout, timeout > 0.1 { trace?.flush() }
        // Where presents do not block for vsync, a timer paces frames to the grid's ticks.
        if timeout == nil, driver.hasPresented, !lastPresentBlocked, host.settings.presentation == .display {
            sleepUntil(vsync.firstPoint(after: timeSource()))
        }
        // While a script drives the window, the real pointer and keyboard cannot interleave with its input.
        host.acceptOnlyInjectedInput(script.map { !$0.isFinished } ?? false)
        return timeout
    }

    /// Input beyond a full event queue (the script's backlog).
    public func frameDriver(_ driver: FrameDriver, pendingInputAt now: Double) -> [PlatformEvent] {
        script?.feedBacklog(self, now: now) ?? []
    }

    /// The input phase: stamps the frame for the trace, records and handles each event; false on a quit.
    public func frameDriver(_ driver: FrameDriver, handle events: [PlatformEvent]) -> Bool {
        let r = driver.currentFrame
        frameStartReal = r.startUs
        // Virtual time stamps a frame at its 1/60 s slot, or when the previous frame's real work ended if that
        // overran the slot: frames never overlap on the trace's timeline (animation keeps the virtual time).
        frameSlotUs = clock.isVirtual ? TraceWriter.microseconds(fromSeconds: r.time) : r.startUs
        frameStartUs = clock.isVirtual ? max(frameSlotUs, timeline.last?.actualPresent ?? 0) : r.startUs
        for e in events {
            recorder?.record(e, time: eventTime(e))
            handle(e)
        }
        noteCaptureInput(events)
        return !quitRequested
    }

    /// The paint phase's simulated work (`--simulate-work`, `stall`).
    public func frameDriverDidPaint(_ driver: FrameDriver) -> Bool { simulateWork() }

    /// Captures read the rendered frame back.
    public func frameDriver(_ driver: FrameDriver, didRender drawn: Bool) { captureFrame(drawn: drawn) }

    /// The frame in the timeline and the trace (or only its inputs when nothing was drawn), then the
    /// script's checks due at its end.
    public func frameDriver(_ driver: FrameDriver, didEnd r: FrameReport) {
        if r.isAbandoned { for e in r.events { traceInput(e, presented: false) }; return }
        if r.present.presented { lastPresentBlocked = r.present.blockedForVsync }
        if r.isCounted {
            // The frame's inputs are traced inside it (each presented one with a flow to the frame).
            finishFrame(r.durations, cpu: r.cpuDurations, index: r.index, stats: r.stats, blocked: r.present.blockedForVsync, events: r.events, presented: r.drawn)
        } else {
            for e in r.events { traceInput(e, presented: false) }
        }
        script?.afterPaint(self, now: now)
    }
}
