@testable import Controls
import Geometry
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// One arena decides each pointer between a control's tap, its indicator drag, the pane's paging and the
/// gallery's scroll (issue 21, "recognizers everywhere, with an arena"): in a window too short for the
/// gallery, so it scrolls and competes with everything under the pointer.
@MainActor
struct GestureArenaDecisionTests {
    let g = Gallery()
    let h: SceneHarness
    var layout: GalleryLayout { g.root as! GalleryLayout }

    /// The gallery in one column, 550 × 760 points: shorter than its content.
    init() {
        h = SceneHarness(root: g.root, size: Size(width: 550, height: 760))
    }

    func send(_ phase: PointerPhase, _ p: Point, kind: PointerKind = .mouse) {
        h.send(.pointer(PointerEvent(id: 0, kind: kind, phase: phase, position: p, timestamp: h.time, isPressed: phase != .ended)))
    }

    /// A press at `from`, `steps` moves a frame apart toward `to`, no release.
    func press(_ from: Point, movingTo to: Point, steps: Int = 10, kind: PointerKind = .mouse) {
        send(.began, from, kind: kind)
        for i in 1...steps {
            h.advance(seconds: 1.0 / 60)
            send(.moved, lerp(from, to, Double(i) / Double(steps)), kind: kind)
        }
    }

    func center(_ c: SegmentedControl, _ i: Int) -> Point { Point(x: c.segmentNodes[i].frame.midX, y: c.segmentNodes[i].frame.midY) }

    @Test func aTapOnALabelSelectsItAndTheGalleryStays() throws {
        #expect(layout.isScrollable)
        let pill = try #require(g.control("pill"))
        h.tap(at: center(pill, 2))
        h.settle()
        #expect(pill.selectedIndex == 2 && layout.scrollOffset == .zero)
    }

    @Test func aVerticalDragFromALabelScrollsTheGalleryOneToOneAndDropsThePress() throws {
        let pill = try #require(g.control("pill"))
        let p = center(pill, 2), top = pill.frame.minY
        press(p, movingTo: Point(x: p.x, y: p.y - 60))
        #expect(pill.pressedIndex == nil, "the scroll took the pointer: no label stays pressed")
        #expect(abs(layout.scrollOffset.y - 60) < 1e-9 && abs(pill.frame.minY - (top - 60)) < 1e-9)
        send(.ended, Point(x: p.x, y: p.y - 60))
        h.settle()
        #expect(pill.selectedIndex == 0 && pill.segmentNodes.allSatisfy { !$0.isPressed })
    }

    @Test func aHorizontalDragOfTheIndicatorIsTheControlsAndTheGalleryStays() throws {
        let pill = try #require(g.control("pill"))
        let from = center(pill, 0), to = center(pill, 2)
        press(from, movingTo: Point(x: to.x, y: from.y + 3))
        #expect(pill.isDragging && pill.hasWonGesture(pointer: 0) && layout.scrollOffset == .zero)
        send(.ended, Point(x: to.x, y: from.y + 3))
        h.settle()
        #expect(pill.selectedIndex == 2 && layout.scrollOffset == .zero)
    }

    @Test func aVerticalDragFromTheIndicatorScrollsTheGalleryAndTheIndicatorReturnsToRest() throws {
        let glass = try #require(g.control("glass"))
        let p = center(glass, 0), rest = glass.indicator.frame
        press(p, movingTo: Point(x: p.x + 2, y: p.y - 80))
        #expect(!glass.isDragging && layout.scrollOffset.y > 70)
        send(.ended, Point(x: p.x + 2, y: p.y - 80))
        h.settle()
        #expect(glass.selectedIndex == 0 && glass.indicator.scale == 1 && glass.indicator.stretch == 1)
        #expect(abs(glass.indicator.frame.minX - rest.minX) < 1e-6 && abs(glass.indicator.frame.width - rest.width) < 1e-6)
    }

    @Test func aHorizontalSwipeOnThePanePagesItAndAVerticalOneScrollsTheGallery() throws {
        let pane = g.pager
        // Scroll to the end by dragging the gallery's padding (no control there): the pane comes on screen.
        h.drag(from: Point(x: 5, y: 12), to: Point(x: 5, y: -1000))
        h.settle()   // past the end it rubber-banded; let go, it springs back to the end
        let end = layout.scrollOffset.y
        try #require(pane.frame.minY > 0 && pane.frame.maxY < h.size.height && end > 50, "the pane is on screen: \(pane.frame), offset \(end)")
        let p = Point(x: pane.frame.midX, y: pane.frame.midY)
        press(p, movingTo: Point(x: p.x - 200, y: p.y + 4))
        #expect(pane.isDragging && layout.scrollOffset.y == end)
        send(.ended, Point(x: p.x - 200, y: p.y + 4))
        h.settle()
        #expect(pane.page == 1 && g.control("glass")?.selectedIndex == 1)
        let q = Point(x: pane.frame.midX, y: pane.frame.midY)
        press(q, movingTo: Point(x: q.x + 3, y: q.y + 50))
        #expect(!pane.isDragging && abs(layout.scrollOffset.y - (end - 50)) < 1e-9)
        send(.ended, Point(x: q.x + 3, y: q.y + 50))
        h.settle()
        #expect(pane.page == 1 && pane.offset == 1)
    }

    /// The long press's deadline (500 ms): a label held that long keeps the pointer — a vertical slide then
    /// keeps it pressed (within the press retention) and the release selects it; held for less, the same
    /// slide scrolls the gallery.
    @Test(arguments: [(0.52, true), (0.4, false)])
    func aLabelHeldPastTheDeadlineKeepsThePointer(held: Double, keeps: Bool) throws {
        let pill = try #require(g.control("pill"))
        let p = center(pill, 1)
        send(.began, p, kind: .touch)
        h.advance(seconds: held)
        #expect(pill.pressedIndex == 1 && pill.hasWonGesture(pointer: 0) == keeps)
        for i in 1...5 {
            h.advance(seconds: 1.0 / 60)
            send(.moved, Point(x: p.x, y: p.y - Double(i) * 8), kind: .touch)
        }
        #expect(pill.pressedIndex == (keeps ? 1 : nil))
        #expect(layout.scrollOffset.y == (keeps ? 0 : 40))
        send(.ended, Point(x: p.x, y: p.y - 40), kind: .touch)
        h.settle()
        #expect(pill.selectedIndex == (keeps ? 1 : 0))
    }

    /// A gesture whose target changes is cancelled, never half-done: the segments replaced mid-drag leave
    /// the indicator at rest, and the rest of that pointer's motion goes to the gallery's scroll.
    @Test func segmentsReplacedMidDragCancelTheDragAndTheScrollTakesThePointer() throws {
        let pill = try #require(g.control("pill"))
        let p = center(pill, 0)
        press(p, movingTo: Point(x: p.x + 2, y: p.y + 2), steps: 2)
        #expect(pill.isDragging && pill.indicator.scale != 1)
        pill.setSegments([Segment("a", tint: .blue), Segment("b", tint: .pink)])
        h.frame()
        #expect(!pill.isDragging)
        for i in 1...4 {
            h.advance(seconds: 1.0 / 60)
            send(.moved, Point(x: p.x + 2, y: p.y + 2 - Double(i) * 10))
        }
        send(.ended, Point(x: p.x + 2, y: p.y - 38))
        h.settle()
        #expect(layout.scrollOffset.y > 30)
        #expect(pill.selectedIndex == 0 && pill.indicator.scale == 1 && pill.indicator.stretch == 1 && pill.indicator.frame == pill.track.frames[0])
    }
}
