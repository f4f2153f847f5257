@testable import Controls
import Geometry
import Motion
@testable import SceneGraph
import SceneTesting
import Testing

/// The picker and the pane are one surface, and the user's last intent wins (issue 10, items 2 and 5).
@MainActor
struct PagerIntentTests {
    typealias Fixture = PagedPaneTests.Fixture

    /// Presses at the pane's centre, moves `dx` slowly (`frames` frames), holds still `hold` seconds and lifts.
    private func slowDrag(_ f: Fixture, _ dx: Double, frames: Int, hold: Double) {
        let start = f.pane.frame.center
        f.send(.began, start)
        for k in 1...frames {
            f.h.advance(seconds: 1.0 / 60)
            f.send(.moved, Point(x: start.x + dx * Double(k) / Double(frames), y: start.y))
        }
        f.h.advance(seconds: hold)
        f.send(.ended, Point(x: start.x + dx, y: start.y))
    }

    @Test func aSlowDragAcrossTwoPagesHeldStillSettlesOnThePageUnderTheFinger() {
        let f = Fixture()
        slowDrag(f, -800, frames: 240, hold: 0.2)   // 200 points/second, then still: page 2 fills the pane
        f.h.settle()
        #expect(f.pane.page == 2 && f.pane.offset == 2)
        #expect(f.glass.selectedIndex == 2)
        #expect(f.changes == [SelectionChange(control: "glass", from: 0, to: 2, byUser: true)])
    }

    @Test func aSlowDragToOneAndAHalfPagesSettlesOnTheNearestPage() {
        let f = Fixture()
        slowDrag(f, -560, frames: 200, hold: 0.2)   // offset 1.4
        f.h.settle()
        #expect(f.pane.page == 1)
    }

    @Test func aFlickAfterALongDragGoesOnInItsDirection() {
        let f = Fixture()
        let start = f.pane.frame.center
        f.send(.began, start)
        for k in 1...200 { f.h.advance(seconds: 1.0 / 60); f.send(.moved, Point(x: start.x - 720 * Double(k) / 200, y: start.y)) }
        for k in 1...4 { f.h.advance(seconds: 1.0 / 60); f.send(.moved, Point(x: start.x - 720 - 10 * Double(k), y: start.y)) }   // 600 pt/s
        f.send(.ended, Point(x: start.x - 760, y: start.y))
        f.h.settle()
        #expect(f.pane.page == 2)   // not pulled back to page 1 by the one-page rule
    }

    @Test func tappingThePreviouslySelectedTabDuringASettleGoesBackThere() {
        let f = Fixture()
        f.swipe(-300, frames: 20)   // a flick to page 1: settling, the selection still "all"
        f.h.advance(seconds: 0.05)
        #expect(f.pane.isSettling && f.pane.targetPage == 1 && f.glass.selectedIndex == 0)
        f.h.tap(at: f.glass.segmentNodes[0].frame.center)
        f.h.settle()
        #expect(f.pane.page == 0 && f.pane.offset == 0)
        #expect(f.glass.selectedIndex == 0)
        #expect(f.changes.isEmpty)   // the selection never changed
        #expect(f.glass.indicator.frame == f.glass.track.frames[0])
        #expect(f.glass.segmentNodes.map(\.drawnSelectedness) == [1, 0, 0])
    }

    @Test func aKeyDuringASettleStepsFromTheTabShown() {
        let f = Fixture()
        f.h.scene.setFocus(f.glass)
        f.swipe(-300, frames: 20)
        f.h.advance(seconds: 0.05)
        #expect(f.pane.targetPage == 1)
        f.h.send(.key(KeyEvent(key: .right, timestamp: f.h.time)))
        f.h.settle()
        #expect(f.glass.selectedIndex == 2 && f.pane.page == 2 && f.pane.offset == 2)
        #expect(f.changes.count == 1)
    }

    @Test func aTapWhileAFingerHoldsThePaneWins() {
        let f = Fixture()
        let start = f.pane.frame.center
        f.send(.began, start, kind: .touch)
        f.h.advance(seconds: 1.0 / 60)
        f.send(.moved, Point(x: start.x - 120, y: start.y), kind: .touch)   // held at offset 0.3
        #expect(f.pane.isDragging)
        f.h.tap(at: f.glass.segmentNodes[2].frame.center)   // the mouse, while the finger stays down
        f.h.advance(seconds: 0.1)
        f.send(.moved, Point(x: start.x - 60, y: start.y), kind: .touch)   // the finger's later moves are ignored
        f.send(.ended, Point(x: start.x - 60, y: start.y), kind: .touch)
        f.h.settle()
        #expect(f.glass.selectedIndex == 2 && f.pane.page == 2 && f.pane.offset == 2)
        #expect(f.changes == [SelectionChange(control: "glass", from: 0, to: 2, byUser: true)])
        f.expectIndicatorWherePaneIs()
    }

    @Test func anIndicatorDragDuringASettleWinsWithOneCommit() {
        let f = Fixture()
        f.swipe(-300, frames: 20)
        f.h.advance(seconds: 0.05)
        #expect(f.pane.isSettling)
        let caught = f.glass.indicator.frame
        let start = caught.center
        let target = f.glass.track.frames[2]
        f.send(.began, start)
        f.h.advance(seconds: 0.1)
        #expect(abs(f.glass.indicator.frame.x - caught.x) < 1e-9)   // the pane stopped with the indicator
        for k in 1...10 {
            f.h.advance(seconds: 1.0 / 60)
            f.send(.moved, Point(x: start.x + (target.midX - start.x) * Double(k) / 10, y: start.y))
            #expect(abs(f.pane.offset - f.glass.track.position(forX: f.glass.indicator.frame.x)) < 1e-9)
        }
        f.h.advance(seconds: 0.1)
        f.send(.ended, Point(x: target.midX, y: start.y))
        f.h.settle()
        #expect(f.glass.selectedIndex == 2 && f.pane.page == 2 && f.pane.offset == 2)
        #expect(f.changes == [SelectionChange(control: "glass", from: 0, to: 2, byUser: true)])
        f.expectIndicatorWherePaneIs()
    }

    @Test func anIndicatorDragWhileAFingerHoldsThePaneWins() {
        let f = Fixture()
        let p = f.pane.frame.center
        f.send(.began, p, kind: .touch)
        f.h.advance(seconds: 1.0 / 60)
        f.send(.moved, Point(x: p.x - 120, y: p.y), kind: .touch)   // the finger holds the pane at 0.3
        let start = f.glass.indicator.frame.center, target = f.glass.track.frames[2]
        f.send(.began, start)   // the mouse takes the indicator from there, once its drag is certain (the arena)
        #expect(f.pane.isDragging)
        for k in 1...10 {
            f.h.advance(seconds: 1.0 / 60)
            f.send(.moved, Point(x: start.x + (target.midX - start.x) * Double(k) / 10, y: start.y))
            #expect(!f.pane.isDragging && f.h.scene.arena.winner(1) == nil)   // past the mouse's slop: the finger lost
            f.send(.moved, Point(x: p.x - 120 + 8 * Double(k), y: p.y), kind: .touch)   // ignored
        }
        f.h.advance(seconds: 0.1)
        f.send(.ended, Point(x: target.midX, y: start.y))
        f.send(.ended, Point(x: p.x, y: p.y), kind: .touch)
        f.h.settle()
        #expect(f.glass.selectedIndex == 2 && f.pane.page == 2 && f.pane.offset == 2)
        #expect(f.changes == [SelectionChange(control: "glass", from: 0, to: 2, byUser: true)])
        f.expectIndicatorWherePaneIs()
    }

    @Test func pagingThePaneTakesOverFromAnIndicatorDrag() {
        let f = Fixture()
        let start = f.glass.indicator.frame.center
        f.send(.began, start)   // mouse on the indicator
        f.h.advance(seconds: 1.0 / 60)
        f.send(.moved, Point(x: start.x + 20, y: start.y))
        #expect(f.glass.isDragging)
        let p = f.pane.frame.center
        f.send(.began, p, kind: .touch)   // then a finger pages the pane
        for k in 1...20 { f.h.advance(seconds: 1.0 / 60); f.send(.moved, Point(x: p.x - 300 * Double(k) / 20, y: p.y), kind: .touch) }
        #expect(!f.glass.isDragging)
        f.expectIndicatorWherePaneIs()
        f.send(.ended, Point(x: p.x - 300, y: p.y), kind: .touch)
        f.send(.ended, Point(x: start.x + 200, y: start.y))   // the mouse lets go later: nothing happens
        f.h.settle()
        #expect(f.glass.selectedIndex == f.pane.page && f.pane.page == 1)
        f.expectIndicatorWherePaneIs()
        #expect(f.changes.count == 1)
    }
}
