@testable import Controls
import Geometry
import Motion
@testable import SceneGraph
import SceneTesting
import Testing

/// Issue 21's gesture defects: a gesture whose target changes under it returns the indicator to rest, a
/// disabled segment's page is unreachable by the pane, and the underline's selected label starts a drag.
@MainActor
struct GestureTargetChangeTests {
    func send(_ h: SceneHarness, _ phase: PointerPhase, _ p: Point, kind: PointerKind = .mouse) {
        h.send(.pointer(PointerEvent(id: kind == .touch ? 1 : 0, kind: kind, phase: phase, position: p, timestamp: h.time, isPressed: phase != .ended)))
    }

    /// Defect 4: a segment change during an indicator drag cancels the drag; press scale and stretch return to
    /// 1 after the release and stay there after later taps (pill shrinks to 0.95, glass grows its lens).
    @Test(arguments: [0, 1])
    func aSegmentChangeDuringADragLeavesTheIndicatorAtRest(style: Int) {
        let c = SegmentedControl(style: style == 0 ? PillStyle() as any SegmentedControlStyle : GlassStyle(), segments: appTabs)
        let h = harness(c, width: 500)
        let start = c.indicator.frame.center
        send(h, .began, start)
        for k in 1...6 { h.advance(seconds: 1.0 / 60); send(h, .moved, Point(x: start.x + 12 * Double(k), y: start.y)) }
        #expect(c.isDragging && c.indicator.scale != 1)
        c.setSegments(appTabs + [Segment("Flutter", tint: .green)])
        #expect(!c.isDragging)
        for k in 7...10 { h.advance(seconds: 1.0 / 60); send(h, .moved, Point(x: start.x + 12 * Double(k), y: start.y)) }
        send(h, .ended, Point(x: start.x + 120, y: start.y))
        h.settle()
        #expect(c.indicator.scale == 1 && c.indicator.stretch == 1)
        #expect(c.indicator.frame == c.track.frames[c.selectedIndex])
        h.tap(at: c.segmentNodes[3].frame.center)
        h.settle()
        #expect(c.selectedIndex == 3 && c.indicator.scale == 1 && c.indicator.stretch == 1)
    }

    /// Defect 3: swiping the pane toward a disabled segment's page never rests there: a slow drag onto it
    /// and a flick both settle on an enabled page, which the selection follows.
    @Test func thePaneNeverRestsOnADisabledSegmentsPage() {
        let tabs = [glassTabs[0], Segment("unread", tint: .orange, isDisabled: true), glassTabs[2]]
        for dx in [-400.0 * 0.9, -120] {
            let glass = SegmentedControl(style: GlassStyle(), segments: tabs)
            let pane = PagedPane(pages: tabs.map { PagedPane.Page(title: $0.title, icon: nil, tint: $0.tint, rows: []) }, height: 200)
            let col = StackNode(id: "col", axis: .vertical, spacing: 10, alignment: .center)
            col.addChild(glass)
            col.addChild(pane)
            let link = PagerLink(control: glass, pane: pane)
            let h = SceneHarness(root: col, size: Size(width: 400, height: 300))
            let p = pane.frame.center
            send(h, .began, p)
            let frames = dx < -200 ? 40 : 4
            for k in 1...frames { h.advance(seconds: 1.0 / 60); send(h, .moved, Point(x: p.x + dx * Double(k) / Double(frames), y: p.y)) }
            send(h, .ended, Point(x: p.x + dx, y: p.y))
            h.settle()
            #expect(pane.page != 1 && pane.offset == Double(pane.page), "dx \(dx): page \(pane.page) offset \(pane.offset)")
            #expect(glass.selectedIndex == pane.page && !glass.segments[glass.selectedIndex].isDisabled, "dx \(dx)")
            #expect(glass.indicator.frame == glass.track.frames[glass.selectedIndex], "dx \(dx)")
            _ = link
        }
    }

    /// Defect 7: on the underline, pressing the selected label (not only its 3-point bar) grabs the indicator,
    /// as it does on the pill.
    @Test func pressingTheUnderlinesSelectedLabelStartsADrag() {
        let c = SegmentedControl(style: UnderlineStyle(), segments: appTabs)
        let h = harness(c, width: 500)
        let label = c.segmentNodes[0].contentFrame.center
        #expect(!c.indicator.frame.contains(label))   // the bar lies under the label
        let before = c.indicator.frame
        send(h, .began, label)
        for k in 1...5 { h.advance(seconds: 1.0 / 60); send(h, .moved, Point(x: label.x + 8 * Double(k), y: label.y)) }
        #expect(c.isDragging)
        #expect(abs(c.indicator.frame.x - (before.x + 40)) < 1)
        h.advance(seconds: 0.3)   // held still: a release with no velocity goes back to the nearest segment
        send(h, .moved, Point(x: label.x + 40, y: label.y))
        send(h, .ended, Point(x: label.x + 40, y: label.y))
        h.settle()
        #expect(c.selectedIndex == 0 && c.indicator.frame == before && c.indicator.scale == 1)
    }
}
