import Controls
import FrameTrace
import SceneGraph

/// How a run feeds the frame timeline and the trace: the frame and its phases when the frame ends, input
/// events, selection changes and selection-feedback pulses as instants, counters per frame.
extension App {
    /// Records the gallery controls' selection changes and feedback pulses as trace instants (feedback also
    /// ticks the frame graph). Subscribed by control id, so a reload's rebuilt controls are heard too.
    func observeSelections() {
        scene.subscribe(self) { [weak self] action in
            guard let self, self.gallery.control(action.control) != nil else { return }
            switch action {
            case .selectionChanged(let change, _):
                self.trace?.selectionChange(control: change.control, from: change.from, to: change.to, byUser: change.byUser,
                                            replay: change.isReplay, tsUs: self.traceNow())
            case .feedback(let change):
                self.timeline.noteFeedback()   // a tick on the frame graph
                self.trace?.feedbackPulse(control: change.control, index: change.to, tsUs: self.traceNow())
            default: break
            }
        }
    }

    /// Records the frame's phase durations `t` (µs) in the timeline and the trace, with its place on the vsync
    /// grid: the vsync it aimed at, when its present returned (headless: start + real work) and the vsyncs it
    /// missed (`index`: the frame's number); and the frame's input `events` (handled in its `input` phase; `presented`: whether it drew),
    /// each with a flow to the frame's `Actual frames` slice when presented. Allocates nothing, so an idle
    /// frame stays allocation-free.
    func finishFrame(_ t: FramePhaseDurations, cpu: FramePhaseDurations? = nil, index: Int, stats: RenderStats, blocked: Bool,
                     events: [PlatformEvent] = [], presented: Bool = true) {
        let expected = vsync.expectedPresent(frameStart: frameStartUs, continuous: !clock.isVirtual)
        let actual = frameStartUs + t.total
        let missed = missedVsyncs(expected: expected, actualPresent: actual, blocked: blocked)
        let sample = FrameSample(index: index, start: frameStartUs, phases: t, expectedPresent: expected,
                                 actualPresent: actual, missedVsyncs: missed, presentBlocked: blocked)
        timeline.append(sample)
        guard let trace else { return }
        // Written when the frame ends: the frame, then its phases (a wake-up that drew nothing is no frame).
        trace.beginFrame(index: index, startUs: frameStartUs, deadlineUs: Int64(vsync.period.rounded()))
        var offset = frameStartUs, renderStart = frameStartUs
        for phase in FramePhase.allCases {
            if phase == .render { renderStart = offset }
            trace.phase(phase.name, startUs: offset, endUs: offset + t[phase])
            offset += t[phase]
        }
        // The renderer's own passes (glass.capture, glass.blur, glass.draw) nested in `render`, after the phases.
        traceRenderPasses(stats, renderStartUs: renderStart, renderUs: t[.render])
        // The text-texture cache is a level, not a per-frame figure: a frame that drew nothing still holds it.
        trace.frameCounters(tsUs: frameStartUs, animations: scene.animatingNodes.count, drawCalls: stats.drawCalls,
                            vertices: stats.vertices, textureCacheBytes: max(stats.textureCacheBytes, lastRenderStats.textureCacheBytes),
                            damagePixels: stats.damagePixels, damageRects: stats.damageRects)
        trace.counter(name: TraceNames.layersRasterisedCounter, tsUs: frameStartUs, value: Double(stats.layersRasterised))
        trace.counter(name: TraceNames.layersCompositedCounter, tsUs: frameStartUs, value: Double(stats.layersComposited))
        trace.counter(name: TraceNames.layerBytesCounter, tsUs: frameStartUs, value: Double(stats.layerBytes > 0 ? stats.layerBytes : lastRenderStats.layerBytes))
        let drawable = host.drawableSize
        trace.counter(name: TraceNames.drawablePixelsCounter, tsUs: frameStartUs, value: Double(drawable.width) * Double(drawable.height))
        traceMotion(tsUs: frameSlotUs)
        for e in events { traceInput(e, presented: presented) }
        trace.endFrame(endUs: actual, timing: FrameTiming(workUs: t.work, presentUs: t[.present], expectedPresentUs: expected,
                                                          actualPresentUs: actual, missedVsyncs: missed, cpuUs: cpu?.work,
                                                          sceneCPUUs: cpu.map { $0.work - $0[.render] }))
        if let w = trace.warning { warn(w) }
    }

    /// An input event as a trace instant (kind, position in points, pointer id, and whether a frame was
    /// drawn for it), stamped when it happened: headless, the frame's virtual slot; in a window, its event
    /// time (at most 1 s before the frame that handled it). Recorded during that frame, a presented input
    /// gets a flow from the frame's `input` phase to its `Actual frames` slice.
    func traceInput(_ e: PlatformEvent, presented: Bool) {
        guard let trace else { return }
        let ts = clock.isVirtual ? frameSlotUs : max(frameStartUs - 1_000_000, min(frameStartUs, TraceWriter.microseconds(fromSeconds: eventTime(e))))
        switch e {
        case .pointer(let p):
            let kind = (p.kind == .touch ? "touch_" : "mouse_") + (p.phase == .began ? "down" : p.phase == .ended ? "up" : p.phase == .moved ? "move" : "cancel")
            trace.inputEvent(kind: kind, x: p.position.x, y: p.position.y, pointer: p.id, tsUs: ts, presented: presented, flowOut: nil)
        case .key(let k):
            let flow = presented ? trace.inputFlow(kind: "key", inputUs: ts, presentUs: frameStartUs) : 0
            trace.instant(name: TraceNames.inputEvent, category: "input", tsUs: ts,
                          args: ["kind": .string("key"), "key": .string(k.key.sdlName), "presented": .bool(presented)], flowOut: flow == 0 ? nil : flow)
        default: break
        }
    }
}
