@testable import Controls
import Geometry
import Motion
@testable import SceneGraph
import SceneTesting
import Testing

/// Scrollable overflow in two styles (pill: equal widths; track: content widths).
@MainActor
struct OverflowTests {
    nonisolated static let styles: [any SegmentedControlStyle] = [PillStyle(), TrackStyle()]
    static let many = (1...9).map { Segment("Segment \($0)") }

    func make(_ style: Int) -> (SegmentedControl, SceneHarness) {
        let c = SegmentedControl(style: Self.styles[style], segments: Self.many)
        c.scrollsOnOverflow = true
        let h = harness(c, width: 300)
        h.frame()
        return (c, h)
    }

    func send(_ h: SceneHarness, _ phase: PointerPhase, _ p: Point) {
        h.send(.pointer(PointerEvent(id: 0, kind: .mouse, phase: phase, position: p, timestamp: h.time, isPressed: phase != .ended)))
        h.advance(seconds: 1.0 / 60)
    }

    @Test(arguments: [0, 1])
    func anOverflowingRowKeepsEveryLabelWholeAndScrollsOneToOne(style: Int) {
        let (c, h) = make(style)
        #expect(c.isOverflowing && c.maxScrollOffset > 300)
        for n in c.segmentNodes { #expect(n.displayedTitle == n.segment.title) }
        let x0 = c.segmentNodes[0].frame.minX
        let p = c.segmentNodes[1].frame.center
        send(h, .began, p)
        send(h, .moved, Point(x: p.x - 20, y: p.y))
        send(h, .moved, Point(x: p.x - 80, y: p.y))
        // 1:1 from where the press began (the slop is not lost).
        #expect(abs(c.scrollOffset - 80) < 1e-9 && abs(c.segmentNodes[0].frame.minX - (x0 - 80)) < 1e-9)
        #expect(c.pressedIndex == nil)
        h.idle(seconds: 0.3)
        send(h, .ended, Point(x: p.x - 80, y: p.y))
        h.settle()
        #expect(c.selectedIndex == 0)                       // a scroll is not a tap
        #expect(c.scrollOffset >= 0 && c.scrollOffset <= c.maxScrollOffset)
    }

    @Test(arguments: [0, 1])
    func pastTheEndItRubberBandsAndSpringsBack(style: Int) {
        let (c, h) = make(style)
        let p = c.segmentNodes[1].frame.center   // a label (a press on the selected one drags the indicator)
        send(h, .began, p)
        send(h, .moved, Point(x: p.x + 100, y: p.y))
        let visible = c.frame.inset(by: c.metrics.containerInset).width
        #expect(abs(c.scrollOffset + rubberBand(offset: 100, dimension: visible)) < 1e-9)
        h.idle(seconds: 0.3)
        send(h, .ended, Point(x: p.x + 100, y: p.y))
        h.settle()
        #expect(abs(c.scrollOffset) < 0.5)
    }

    @Test(arguments: [0, 1])
    func whileALinkedPaneScrollsTheRowKeepsTheIndicatorCentred(style: Int) {
        let c = SegmentedControl(style: Self.styles[style], segments: Self.many)
        c.scrollsOnOverflow = true
        let pane = PagedPane(pages: Self.many.map { PagedPane.Page(title: $0.title, icon: nil, tint: $0.tint, rows: []) }, height: 100)
        let col = StackNode(id: "col", axis: .vertical, spacing: 10)
        col.addChild(c)
        col.addChild(pane)
        let link = PagerLink(control: c, pane: pane)
        let h = SceneHarness(root: col, size: Size(width: 300, height: 300))
        h.frame()
        h.scene.withAnimation(.easeInOut(duration: 0.5)) { pane.scroll(to: 4, animation: .easeInOut(duration: 0.5)) }
        h.advance(seconds: 0.25)
        // Mid-scroll: the indicator follows the pane and the row keeps it centred.
        #expect(pane.offset > 0.5 && pane.offset < 3.5)
        #expect(abs(c.indicator.frame.midX - c.frame.midX) < 1 || c.scrollOffset == 0)
        h.settle()
        #expect(abs(pane.offset - 4) < 1e-6 && abs(c.indicator.frame.midX - c.frame.midX) < 1 && c.scrollOffset > 0)
        _ = link
    }

    @Test(arguments: [0, 1])
    func aSelectionScrollsTheSelectedSegmentToTheCentre(style: Int) {
        let (c, h) = make(style)
        for _ in 0..<4 { _ = c.keyPressed(KeyEvent(key: .right, modifiers: [], timestamp: h.time)); h.advance(seconds: 0.05) }
        h.settle()
        #expect(c.selectedIndex == 4)
        let cell = c.segmentNodes[4].frame
        #expect(abs(cell.midX - c.frame.midX) < 1)          // centred
        #expect(c.indicator.frame == c.track.frames[4])     // and the indicator on it
        _ = c.keyPressed(KeyEvent(key: .end, modifiers: [], timestamp: h.time))
        h.settle()
        // The last one as far as the end allows: fully in view.
        #expect(abs(c.scrollOffset - c.maxScrollOffset) < 0.5 && c.segmentNodes[8].frame.maxX <= c.frame.maxX + 1e-6)
    }
}
