@testable import Controls
import Geometry
import Motion
@testable import Painting
@testable import SceneGraph
import SceneTesting
import Testing

/// Issue 22: a scrolling row fades its labels out at each edge it can scroll toward, and only there.
@MainActor
struct ScrollFadeTests {
    /// The edge fades in the control's display list: (left, right) present.
    static func fades(_ c: SegmentedControl) -> (left: Bool, right: Bool) {
        var list = DisplayList()
        c.paint(into: &list)
        var left = false, right = false
        for cmd in list.commands {
            guard case .fillRoundedRect(let r, _, .linearGradient(let g), _) = cmd, r.width <= SegmentedControl.scrollFadeWidth + 1e-9 else { continue }
            if g.startColor.alpha > 0.9, g.endColor.alpha < 0.01, r.minX < c.frame.minX + 10 { left = true }
            if g.startColor.alpha < 0.01, g.endColor.alpha > 0.9, r.maxX > c.frame.maxX - 10 { right = true }
        }
        return (left, right)
    }

    @Test func theRowFadesTowardTheEdgesItCanScrollTo() {
        let c = SegmentedControl(style: PillStyle(), segments: (1...9).map { Segment("Segment \($0)") })
        c.scrollsOnOverflow = true
        let h = harness(c, width: 300)
        h.frame()
        #expect(c.isOverflowing)
        #expect(ScrollFadeTests.fades(c) == (false, true))   // at the start: only toward the end
        c.userSelect(4)
        h.settle()
        #expect(c.scrollOffset > 1 && c.scrollOffset < c.maxScrollOffset - 1)
        #expect(ScrollFadeTests.fades(c) == (true, true))
        c.userSelect(8)
        h.settle()
        #expect(abs(c.scrollOffset - c.maxScrollOffset) < 0.5)
        #expect(ScrollFadeTests.fades(c) == (true, false))
    }

    @Test func aRowThatFitsHasNoFade() {
        let c = SegmentedControl(style: PillStyle(), segments: appTabs)
        c.scrollsOnOverflow = true
        let h = harness(c, width: 400)
        h.frame()
        #expect(ScrollFadeTests.fades(c) == (false, false))
    }
}
