@testable import Controls
import Geometry
@testable import Painting
@testable import SceneGraph
import SceneTesting
import Testing

/// Disabled segments, badges and right to left, each in two styles (pill: equal widths, labels lit by the
/// indicator; glass: content widths, content-width indicator).
@MainActor
struct SegmentFeatureTests {
    nonisolated static let styles: [any SegmentedControlStyle] = [PillStyle(), GlassStyle()]

    func make(_ style: any SegmentedControlStyle, _ segments: [Segment], rtl: Bool = false, selected: Int = 0) -> (SegmentedControl, SceneHarness) {
        let c = SegmentedControl(style: style, segments: segments, selectedIndex: selected)
        c.isRightToLeft = rtl
        let h = harness(c, width: 500)
        h.frame()
        return (c, h)
    }

    func key(_ h: SceneHarness, _ c: SegmentedControl, _ k: Key) {
        _ = c.keyPressed(KeyEvent(key: k, modifiers: [], timestamp: h.time))
        h.settle()
    }

    static let withDisabledMiddle = [Segment("One"), Segment("Two", isDisabled: true), Segment("Three")]

    @Test(arguments: [0, 1])
    func aDisabledSegmentIsNotSelectedByTapAndIsSkippedByKeys(style: Int) {
        let (c, h) = make(Self.styles[style], Self.withDisabledMiddle)
        h.tap(at: c.segmentNodes[1].frame.center)
        h.settle()
        #expect(c.selectedIndex == 0 && c.pressedIndex == nil)
        key(h, c, .right)
        #expect(c.selectedIndex == 2)   // skipped "Two"
        key(h, c, .left)
        #expect(c.selectedIndex == 0)
        key(h, c, .end)
        #expect(c.selectedIndex == 2)
    }

    @Test(arguments: [0, 1])
    func aDragOverADisabledSegmentSnapsToTheNearestEnabledOne(style: Int) {
        let (c, h) = make(Self.styles[style], Self.withDisabledMiddle)
        // Drag the indicator onto "Two" and release slowly there: it lands on the nearer enabled neighbour.
        let from = c.indicator.frame.center, over = c.segmentNodes[1].frame.center
        h.drag(from: from, to: Point(x: over.x - 2, y: over.y), steps: 30)
        h.idle(seconds: 0.2)
        h.settle()
        #expect(c.selectedIndex == 0 || c.selectedIndex == 2)
        #expect(c.indicator.frame == c.track.frames[c.visual(c.selectedIndex)])
    }

    @Test(arguments: [0, 1])
    func aDisabledLabelIsDimmed(style: Int) {
        let (c, _) = make(Self.styles[style], Self.withDisabledMiddle)
        var list = DisplayList()
        c.segmentNodes[1].paint(into: &list)
        let alphas = list.commands.compactMap { cmd -> Double? in if case .text(let run) = cmd { return run.color.alpha } else { return nil } }
        #expect(!alphas.isEmpty && alphas.allSatisfy { $0 <= SegmentNode.disabledOpacity + 1e-9 })
    }

    @Test(arguments: [0, 1])
    func aBadgeSitsAtTheLabelsTrailingTopAndInvertsWhenSelected(style: Int) {
        let segs = [Segment("Inbox", tint: .blue, badge: "12"), Segment("Sent", tint: .orange)]
        let (c, h) = make(Self.styles[style], segs, selected: 1)
        let node = c.segmentNodes[0]
        let badge = try! #require(node.badgeFrame)
        #expect(abs(badge.maxX - node.contentFrame.maxX) < 1e-9 && badge.minY <= node.contentFrame.minY)
        #expect(badge.width >= badge.height && node.frame.contains(badge.center))
        #expect(!node.badgeIsInverted)
        var list = DisplayList()
        node.paint(into: &list)
        // The tint darkened just enough for the white count to read at 4.5:1 (issue 22).
        #expect(list.commands.contains(.fillRoundedRect(badge, cornerRadius: badge.height / 2, fill: .solid(Color.blue.fill(under: .white, ratio: 4.6)))))
        h.tap(at: node.frame.center)
        h.settle()
        #expect(node.badgeIsInverted)
        list = DisplayList()
        node.paint(into: &list)
        #expect(list.commands.contains(.fillRoundedRect(badge, cornerRadius: badge.height / 2, fill: .solid(.white))))
        // The badge does not sit on the title: the title's room ends before it.
        #expect(c.segmentNodes[1].badgeFrame == nil)
    }

    @Test(arguments: [0, 1])
    func rightToLeftMirrorsOrderKeysAndTheIndicator(style: Int) {
        let (c, h) = make(Self.styles[style], [Segment("One"), Segment("Two"), Segment("Three")], rtl: true)
        let x = c.segmentNodes.map(\.frame.midX)
        #expect(x[0] > x[1] && x[1] > x[2])                // segment 0 on the right
        #expect(c.indicator.frame.midX > x[1])             // the indicator on the selected (rightmost) one
        key(h, c, .left)                                   // Left moves visually: to "Two"
        #expect(c.selectedIndex == 1)
        key(h, c, .right)
        #expect(c.selectedIndex == 0)
        key(h, c, .end)                                    // End: last in reading order, the leftmost
        #expect(c.selectedIndex == 2 && abs(c.indicator.frame.midX - c.track.frames[0].midX) < 1e-6)
        key(h, c, .home)
        #expect(c.selectedIndex == 0)
        // A drag to the left moves toward the later segments.
        h.drag(from: c.indicator.frame.center, to: c.segmentNodes[2].frame.center, steps: 30)
        h.idle(seconds: 0.2)
        h.settle()
        #expect(c.selectedIndex == 2)
        h.tap(at: c.segmentNodes[1].frame.center)
        h.settle()
        #expect(c.selectedIndex == 1 && abs(c.indicator.frame.midX - c.track.frames[1].midX) < 1e-6)
    }

    @Test(arguments: [0, 1])
    func rightToLeftMirrorsTheLabelIconAndBadge(style: Int) {
        let (c, _) = make(Self.styles[style], [Segment("Inbox", icon: .tray, badge: "3"), Segment("Sent")], rtl: true)
        let node = c.segmentNodes[0]
        var list = DisplayList()
        node.paint(into: &list)
        let icon = list.commands.compactMap { cmd -> TextRun? in if case .icon(let r) = cmd { return r } else { return nil } }.first
        let title = list.commands.compactMap { cmd -> TextRun? in if case .text(let r) = cmd, r.text == "Inbox" { return r } else { return nil } }.first
        let badge = try! #require(node.badgeFrame)
        #expect(abs(badge.minX - node.contentFrame.minX) < 1e-9)            // the badge on the left (trailing)
        if Self.styles[style].showsIcons {
            let i = try! #require(icon), t = try! #require(title)
            #expect(i.origin.x > t.origin.x && t.origin.x > badge.maxX)     // badge, title, icon from the left
        } else {
            #expect(icon == nil && (title?.origin.x ?? 0) > badge.maxX)
        }
    }
}
