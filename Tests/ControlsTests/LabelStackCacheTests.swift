import Geometry
@testable import Controls
@testable import Painting
@testable import SceneGraph
import SceneTesting
import Testing

/// A glass label's soft shadow (the run and 64 copies) is kept recorded while its run and shadow hold.
@MainActor
struct LabelStackCacheTests {
    @Test func aRepaintWithTheLabelsUnchangedRecordsNoLabelAndDrawsTheSameStacks() {
        let control = SegmentedControl(id: "g", style: GlassStyle(), segments: appTabs)
        let h = harness(control)
        let nodes = control.segmentNodes
        let shadow = try! #require(control.paintingLabelShadow)
        // Every label is the run behind its 64 copies: 65 text commands each, in the display list as drawn.
        let texts = h.scene.displayList.commands.filter { if case .text = $0 { return true }; return false }
        #expect(texts.count >= nodes.count * shadow.offsets.count + nodes.count)
        let recorded = nodes.map(\.labelStacks.recordCount)
        #expect(recorded.allSatisfy { $0 >= 1 })
        // The control repaints (as it does while its indicator follows a pane); its labels are the same.
        control.markNeedsPaint()
        let before = h.scene.displayList.commands
        h.frame()
        #expect(nodes.map(\.labelStacks.recordCount) == recorded)
        #expect(h.scene.displayList.commands == before)
        // A tap changes the pressed label's opacity: that label is recorded again, the others are not.
        h.tap(at: nodes[1].frame.center)
        h.advance(seconds: 0.05)
        #expect(nodes[1].labelStacks.recordCount > recorded[1])
    }
}
