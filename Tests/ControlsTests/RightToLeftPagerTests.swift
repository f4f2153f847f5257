@testable import Controls
import Geometry
import Motion
@testable import SceneGraph
import SceneTesting
import Testing

/// Right to left with a linked paged pane: the pane pages the mirrored way and the picker follows it.
@MainActor
struct RightToLeftPagerTests {
    @Test(arguments: ["glass", "pill"])
    func aSwipeToTheRightPagesForwardAndTheIndicatorMovesLeft(style: String) {
        let control = SegmentedControl(style: BuiltinStyles.make(style)!, segments: glassTabs)
        control.isRightToLeft = true
        let pane = PagedPane(pages: glassTabs.map { PagedPane.Page(title: $0.title, icon: $0.icon, tint: $0.tint, rows: []) }, height: 200)
        pane.isRightToLeft = true
        let col = StackNode(id: "col", axis: .vertical, spacing: 10)
        col.addChild(control)
        col.addChild(pane)
        let link = PagerLink(control: control, pane: pane)
        let h = SceneHarness(root: col, size: Size(width: 400, height: 300))
        h.frame()
        let start = control.indicator.frame.midX
        // A slow drag 250 points to the right, then release: one page forward.
        let p = pane.frame.center
        h.send(.pointer(PointerEvent(id: 0, kind: .mouse, phase: .began, position: p, timestamp: h.time, isPressed: true)))
        for i in 1...25 {
            h.advance(seconds: 1.0 / 60)
            h.send(.pointer(PointerEvent(id: 0, kind: .mouse, phase: .moved, position: Point(x: p.x + Double(i) * 10, y: p.y), timestamp: h.time, isPressed: true)))
        }
        h.advance(seconds: 1.0 / 60)
        #expect(pane.offset > 0.5)                          // forward, not rubber-banding before page 0
        #expect(control.indicator.frame.midX < start)      // the indicator heads left, toward segment 1
        h.idle(seconds: 0.3)
        h.send(.pointer(PointerEvent(id: 0, kind: .mouse, phase: .ended, position: Point(x: p.x + 250, y: p.y), timestamp: h.time, isPressed: false)))
        h.settle()
        #expect(pane.page == 1 && control.selectedIndex == 1)
        #expect(abs(control.indicator.frame.midX - control.track.frames[control.visual(1)].midX) < 1e-6)
        _ = link
    }
}
