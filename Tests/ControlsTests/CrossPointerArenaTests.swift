@testable import Controls
import Geometry
import Motion
@testable import SceneGraph
import SceneTesting
import Testing

/// Two pointers, one on the picker's indicator and one on the linked pane: the scene's gesture arena decides
/// which gesture runs (the control and the pane are one exclusive group), not callbacks between them — the
/// later gesture wins when it claims its pointer (past its slop, or released as a tap), and a press alone
/// decides nothing (a hostile tester's find on issue 21).
@MainActor
struct CrossPointerArenaTests {
    typealias Fixture = PagedPaneTests.Fixture

    /// A finger (pointer 1) presses the pane's centre and pages it 120 points left, still held: returns the press.
    func fingerPages(_ f: Fixture) -> Point {
        let p = f.pane.frame.center
        f.send(.began, p, kind: .touch)
        for k in 1...4 { f.h.advance(seconds: 1.0 / 60); f.send(.moved, Point(x: p.x - 30 * Double(k), y: p.y), kind: .touch) }
        return p
    }

    @Test func aSecondPointerPagingThePaneWhileTheIndicatorIsDraggedTakesOverWhenItClaims() {
        let f = Fixture()
        let start = f.glass.indicator.frame.center
        f.send(.began, start)   // mouse (pointer 0) on the indicator
        f.h.advance(seconds: 1.0 / 60)
        f.send(.moved, Point(x: start.x + 30, y: start.y))
        #expect(f.glass.isDragging && f.h.scene.arena.winner(0) === f.glass)
        let p = f.pane.frame.center
        f.send(.began, p, kind: .touch)   // a finger (pointer 1) presses the pane: nothing decided yet
        f.h.advance(seconds: 1.0 / 60)
        f.send(.moved, Point(x: p.x - 10, y: p.y), kind: .touch)   // within the touch slop
        #expect(f.glass.isDragging && !f.pane.isDragging)
        f.send(.moved, Point(x: p.x - 40, y: p.y), kind: .touch)   // past it: the pane claims pointer 1
        #expect(f.pane.isDragging && !f.glass.isDragging)
        #expect(f.h.scene.arena.winner(0) == nil && f.h.scene.arena.winner(1) === f.pane)   // the arena took pointer 0
        f.h.advance(seconds: 1.0 / 60)
        let x = f.glass.indicator.frame.x
        f.send(.moved, Point(x: start.x + 120, y: start.y))   // the mouse moves on: no one hears it
        #expect(f.glass.indicator.frame.x == x && !f.glass.isDragging)
        f.expectIndicatorWherePaneIs()
        for k in 1...10 { f.h.advance(seconds: 1.0 / 60); f.send(.moved, Point(x: p.x - 40 - 26 * Double(k), y: p.y), kind: .touch) }
        f.send(.ended, Point(x: p.x - 300, y: p.y), kind: .touch)
        f.send(.ended, Point(x: start.x + 120, y: start.y))
        f.h.settle()
        #expect(f.pane.page == 1 && f.glass.selectedIndex == 1 && f.changes.count == 1)
        #expect(f.glass.indicator.scale == 1 && f.glass.indicator.stretch == 1)
        f.expectIndicatorWherePaneIs()
    }

    /// The same while the indicator's pointer keeps moving (a held finger reports moves every frame, here
    /// by a point or none): those moves are the claimed drag going on, not a new claim, so the finger paging
    /// the pane still takes over once past its slop (a headless script with both pointers moving each frame
    /// found the pane never paged: every indicator move superseded the finger's press).
    @Test(arguments: [0.0, 1.0])
    func aFingerPagingThePaneTakesOverFromAnIndicatorDragWhosePointerKeepsMoving(jitter: Double) {
        let f = Fixture()
        let start = f.glass.indicator.frame.center
        f.send(.began, start)
        f.h.advance(seconds: 1.0 / 60)
        var x = start.x + 30
        f.send(.moved, Point(x: x, y: start.y))
        #expect(f.glass.isDragging)
        let p = f.pane.frame.center
        f.send(.began, p, kind: .touch)
        for k in 1...20 {
            f.h.advance(seconds: 1.0 / 60)
            f.send(.moved, Point(x: p.x - 12 * Double(k), y: p.y), kind: .touch)
            x += jitter
            f.send(.moved, Point(x: x, y: start.y))
        }
        #expect(f.pane.isDragging && !f.glass.isDragging && f.h.scene.arena.winner(1) === f.pane)
        f.send(.ended, Point(x: p.x - 240, y: p.y), kind: .touch)
        f.send(.ended, Point(x: x, y: start.y))
        f.h.settle()
        #expect(f.glass.selectedIndex == f.pane.page && f.pane.page == 1 && f.changes.count == 1)
        #expect(f.glass.indicator.scale == 1 && f.glass.indicator.stretch == 1)
        f.expectIndicatorWherePaneIs()
    }

    @Test func anIndicatorDragWhileAFingerPagesThePaneTakesOverWhenItClaimsNotWhenPressed() {
        let f = Fixture()
        let p = fingerPages(f)
        #expect(f.pane.isDragging)
        let start = f.glass.indicator.frame.center
        f.send(.began, start)   // the mouse presses the indicator: the finger still pages
        #expect(f.pane.isDragging && f.h.scene.arena.winner(1) === f.pane)
        f.h.advance(seconds: 1.0 / 60)
        f.send(.moved, Point(x: p.x - 150, y: p.y), kind: .touch)
        #expect(f.pane.isDragging && f.pane.offset > 0.3)
        f.send(.moved, Point(x: start.x + 2, y: start.y))   // within the mouse's slop
        #expect(f.pane.isDragging)
        let target = f.glass.track.frames[2]
        f.send(.moved, Point(x: start.x + 10, y: start.y))   // past it: the indicator claims pointer 0
        #expect(!f.pane.isDragging && f.glass.isDragging && f.h.scene.arena.winner(1) == nil)
        for k in 1...10 {
            f.h.advance(seconds: 1.0 / 60)
            f.send(.moved, Point(x: start.x + 10 + (target.midX - start.x - 10) * Double(k) / 10, y: start.y))
            f.send(.moved, Point(x: p.x - 150 + 10 * Double(k), y: p.y), kind: .touch)   // no one hears the finger
            #expect(abs(f.pane.offset - f.glass.track.position(forX: f.glass.indicator.frame.x)) < 1e-9)
        }
        f.h.advance(seconds: 0.1)
        f.send(.ended, Point(x: target.midX, y: start.y))
        f.send(.ended, p, kind: .touch)
        f.h.settle()
        #expect(f.glass.selectedIndex == 2 && f.pane.page == 2 && f.pane.offset == 2)
        #expect(f.changes == [SelectionChange(control: "glass", from: 0, to: 2, byUser: true)])
        f.expectIndicatorWherePaneIs()
    }

    @Test func aTapOnALabelWhileAFingerHoldsThePaneTakesItAtTheRelease() {
        let f = Fixture()
        let p = fingerPages(f)
        let label = f.glass.segmentNodes[2].frame.center
        f.send(.began, label)
        #expect(f.pane.isDragging)
        f.h.advance(seconds: 1.0 / 60)
        f.send(.ended, label)   // the tap claims its pointer at the release
        #expect(!f.pane.isDragging && f.h.scene.arena.winner(1) == nil)
        f.h.settle()
        #expect(f.glass.selectedIndex == 2 && f.pane.page == 2 && f.pane.offset == 2)
        f.send(.ended, p, kind: .touch)
        f.h.settle()
        #expect(f.glass.selectedIndex == 2 && f.pane.page == 2 && f.changes.count == 1)
    }
}
