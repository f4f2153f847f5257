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
                self.trace?.selectionChange(control: change.control, from: change.from, to: change.to, byUser: change.byUser, tsUs: self.traceNow())
            case .feedback(let change):
                self.timeline.noteFeedback()   // a tick on the frame graph
                self.trace?.feedbackPulse(control: change.control, index: change.to, tsUs: self.traceNow())
            default: break
            }
        }
    }

    /// Records the frame's phase durations `t` (µs) in the timeline and the trace, with its place on the vsync
    /// grid: the vsync it aimed at, when its present returned (headless: start + real work) and the vsyncs it
    /// missed. Allocates nothing, so an idle frame stays allocation-free.
    func finishFrame(_ t: FramePhaseDurations, stats: RenderStats, blocked: Bool) {
        let expected = vsync.expectedPresent(frameStart: frameStartUs, continuous: !clock.isVirtual)
        let actual = frameStartUs + t.total
        let missed = vsync.missedVsyncs(expected: expected, actualPresent: actual, blocked: blocked)
        let sample = FrameSample(index: frameIndex, start: frameStartUs, phases: t, expectedPresent: expected,
                                 actualPresent: actual, missedVsyncs: missed, presentBlocked: blocked)
        timeline.append(sample)
        guard let trace else { return }
        // Written when the frame ends: the frame, then its phases (a wake-up that drew nothing is no frame).
        trace.beginFrame(index: frameIndex, startUs: frameStartUs, deadlineUs: Int64(vsync.period.rounded()))
        var offset = frameStartUs, renderStart = frameStartUs
        for phase in FramePhase.allCases {
            if phase == .render { renderStart = offset }
            trace.phase(phase.name, startUs: offset, endUs: offset + t[phase])
            offset += t[phase]
        }
        // The renderer's own passes (glass.capture, glass.blur, glass.draw) nested in `render`, after the phases.
        traceRenderPasses(stats, renderStartUs: renderStart, renderUs: t[.render])
        trace.frameCounters(tsUs: frameStartUs, animations: scene.animatingNodes.count, drawCalls: stats.drawCalls,
                            vertices: stats.vertices, textureCacheBytes: stats.textureCacheBytes,
                            damagePixels: stats.damagePixels, damageRects: stats.damageRects)
        traceMotion(tsUs: frameSlotUs)
        trace.endFrame(endUs: actual, timing: FrameTiming(workUs: t.work, presentUs: t[.present], expectedPresentUs: expected,
                                                          actualPresentUs: actual, missedVsyncs: missed))
        if let w = trace.warning { warn(w) }
    }

    /// An input event as a trace instant (kind, position in points, pointer id, and whether a frame was
    /// drawn for it).
    func traceInput(_ e: PlatformEvent, presented: Bool) {
        guard let trace else { return }
        let ts = clock.isVirtual ? frameSlotUs : max(frameStartUs - 1_000_000, min(frameStartUs, TraceWriter.microseconds(fromSeconds: eventTime(e))))
        // A flow arrow from the input to the frame that presented it.
        func flow(_ kind: String) -> Int64? {
            guard presented, let frame = timeline.last else { return nil }
            return trace.inputFlow(kind: kind, inputUs: ts, presentUs: frame.actualPresent)
        }
        switch e {
        case .pointer(let p):
            let kind = (p.kind == .touch ? "touch_" : "mouse_") + (p.phase == .began ? "down" : p.phase == .ended ? "up" : p.phase == .moved ? "move" : "cancel")
            trace.inputEvent(kind: kind, x: p.position.x, y: p.position.y, pointer: p.id, tsUs: ts, presented: presented, flowOut: flow(kind))
        case .key(let k):
            trace.instant(name: TraceNames.inputEvent, category: "input", tsUs: ts,
                          args: ["kind": .string("key"), "key": .string(k.key.sdlName), "presented": .bool(presented)], flowOut: flow("key"))
        default: break
        }
    }
}
