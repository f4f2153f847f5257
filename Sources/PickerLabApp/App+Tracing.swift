import Controls
import FrameTrace
import SceneGraph

/// How a run feeds the frame timeline and the trace: the frame and its phases when the frame ends, input
/// events, selection changes and selection-feedback pulses as instants, counters per frame.
extension App {
    /// Records selection changes and feedback pulses as trace instants.
    func observeSelections() {
        for control in gallery.controls {
            let previous = control.onSelectionChange
            control.onSelectionChange = { [weak self] change in
                previous?(change)
                guard let self, let trace = self.trace else { return }
                trace.selectionChange(control: change.control, from: change.from, to: change.to, byUser: change.byUser, tsUs: self.traceNow())
            }
            let previousFeedback = control.onFeedback
            control.onFeedback = { [weak self] change in
                previousFeedback?(change)
                guard let self, let trace = self.trace else { return }
                trace.feedbackPulse(control: change.control, index: change.to, tsUs: self.traceNow())
            }
        }
    }

    /// Records the frame's phases (monotonic readings `t` at the phase boundaries, µs) in the timeline and
    /// the trace. Allocates nothing (tuples, not arrays), so an idle frame stays allocation-free.
    func finishFrame(_ t: (Int64, Int64, Int64, Int64, Int64, Int64, Int64), stats: RenderStats, deadlineUs: Int64) {
        let sample = FrameSample(index: frameIndex, start: frameStartUs,
                                 phases: (max(0, t.1 - t.0), max(0, t.2 - t.1), max(0, t.3 - t.2), max(0, t.4 - t.3), max(0, t.5 - t.4), max(0, t.6 - t.5)),
                                 total: max(0, t.6 - t.0), missed: t.6 - t.0 > deadlineUs)
        let total = sample.total
        timeline.append(sample)
        guard let trace else { return }
        // Written when the frame ends: the frame, then its phases (a wake-up that drew nothing is no frame).
        trace.beginFrame(index: frameIndex, startUs: frameStartUs, deadlineUs: deadlineUs)
        var offset = frameStartUs
        for i in 0..<6 {
            trace.phase(FrameTimeline.phases[i], startUs: offset, endUs: offset + sample.phase(i))
            offset += sample.phase(i)
        }
        trace.frameCounters(tsUs: frameStartUs, animations: scene.animatingNodes.count, drawCalls: stats.drawCalls,
                            vertices: stats.vertices, textureCacheBytes: stats.textureCacheBytes)
        trace.endFrame(endUs: frameStartUs + total)
        if let w = trace.warning { warn(w) }
    }

    /// An input event as a trace instant (kind, position in points, pointer id, and whether a frame was
    /// drawn for it).
    func traceInput(_ e: PlatformEvent, presented: Bool) {
        guard let trace else { return }
        let ts = options.headless ? frameStartUs : max(frameStartUs - 1_000_000, min(frameStartUs, TraceWriter.microseconds(fromSeconds: eventTime(e))))
        switch e {
        case .pointer(let p):
            let kind = (p.kind == .touch ? "touch_" : "mouse_") + (p.phase == .began ? "down" : p.phase == .ended ? "up" : p.phase == .moved ? "move" : "cancel")
            trace.inputEvent(kind: kind, x: p.position.x, y: p.position.y, pointer: p.id, tsUs: ts, presented: presented)
        case .key(let k):
            trace.instant(name: TraceNames.inputEvent, category: "input", tsUs: ts,
                          args: ["kind": .string("key"), "key": .string(k.key.sdlName), "presented": .bool(presented)])
        default: break
        }
    }

}
