@testable import Controls
import Geometry
import Motion
@testable import SceneGraph
import SceneTesting
import Testing

/// Segments inserted, removed and renamed while the control runs, in two styles.
@MainActor
struct DynamicSegmentsTests {
    nonisolated static let styles: [any SegmentedControlStyle] = [PillStyle(), GlassStyle()]

    @Test(arguments: [0, 1])
    func theSelectionStaysOnItsTitleAndTheIndicatorMorphs(style: Int) {
        let c = SegmentedControl(style: Self.styles[style], segments: [Segment("a"), Segment("b"), Segment("c")], selectedIndex: 1)
        let h = harness(c, width: 500)
        h.frame()
        let before = c.indicator.frame
        // Insert two before "b": "b" moves from index 1 to 3.
        h.scene.withAnimation(.easeInOut(duration: 0.3)) { c.setSegments([Segment("x"), Segment("y"), Segment("a"), Segment("b"), Segment("c")]) }
        h.advance(seconds: 0.05)
        #expect(c.selectedIndex == 3 && c.segments[3].title == "b")
        // One segment-list action, then the selection's move, with the transaction's animation.
        #expect(h.scene.popActions() == [.segmentsChanged(control: c.id),
                                         .selectionChanged(SelectionChange(control: c.id, from: 1, to: 3, byUser: false), animation: .easeInOut(duration: 0.3))])
        let target = c.track.frames[3]
        let mid = c.indicator.frame
        // Mid-morph: neither where it was nor already there, and not from the start of the track.
        #expect(mid != target && mid != before)
        #expect(abs(mid.midX - before.midX) < abs(target.midX - before.midX))
        #expect(mid.minX > c.track.frames[0].minX)
        h.settle()
        #expect(c.indicator.frame == target)
    }

    @Test(arguments: [0, 1])
    func aRemovedSelectionFallsBackToItsIndexAndARenameKeepsIt(style: Int) {
        let c = SegmentedControl(style: Self.styles[style], segments: [Segment("a"), Segment("b"), Segment("c")], selectedIndex: 2)
        let h = harness(c, width: 500)
        h.frame()
        c.setSegments([Segment("a"), Segment("b")])         // "c" removed: index 2 clamps to 1
        h.settle()
        #expect(c.selectedIndex == 1 && c.segmentNodes.count == 2)
        c.setSegments([Segment("a"), Segment("B!")])        // renamed: same index
        h.settle()
        #expect(c.selectedIndex == 1 && c.segmentNodes[1].displayedTitle == "B!")
        #expect(c.indicator.frame == c.track.frames[1])
    }
}
