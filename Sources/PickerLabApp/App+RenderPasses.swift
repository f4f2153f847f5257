import FrameTrace
import SceneGraph

extension App {
    /// Writes the render pass's timed sub-phases (`RenderStats.passes`: `glass.capture`, `glass.blur`,
    /// `glass.draw`) as slices nested in the frame's `render` slice, which starts at `renderStartUs` and lasts
    /// `renderUs` (trace microseconds); each pass starts `startUs` after it and is kept inside it. Call it from
    /// `finishFrame` after the phases, before `endFrame`. Allocates nothing.
    func traceRenderPasses(_ stats: RenderStats, renderStartUs: Int64, renderUs: Int64) {
        guard let trace, !stats.passes.isEmpty else { return }
        let renderEnd = renderStartUs + max(0, renderUs)
        for pass in stats.passes {
            let start = min(renderEnd, renderStartUs + max(0, pass.startUs))
            trace.phase(pass.name, startUs: start, endUs: min(renderEnd, start + max(0, pass.durationUs)))
        }
    }
}
