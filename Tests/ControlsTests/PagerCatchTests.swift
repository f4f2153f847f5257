@testable import Controls
import Geometry
import Motion
@testable import SceneGraph
import SceneTesting
import Testing

/// Catching the pane while it settles after a swipe suspends that settle: nothing commits while the finger
/// holds it, and the selection commits once, when the pane finally settles after the release.
@MainActor
struct PagerCatchTests {
    typealias Fixture = PagedPaneTests.Fixture

    /// Flicks to page 1, catches the pane 0.05 s into the settle and holds it: returns the caught offset.
    private func catchSettle(_ f: Fixture) -> Double {
        f.swipe(-300, frames: 20)
        f.h.advance(seconds: 0.05)
        #expect(f.pane.isSettling && f.pane.targetPage == 1)
        f.send(.began, f.pane.frame.center)
        f.h.advance(seconds: 0.2)
        return f.pane.offset
    }

    @Test func holdingACaughtPaneCommitsNothing() {
        let f = Fixture()
        let caught = catchSettle(f)
        #expect(caught > 0.5 && caught < 1)
        #expect(f.changes.isEmpty && f.feedback == 0)
        #expect(f.glass.selectedIndex == 0 && f.pane.page == 0)
    }

    @Test func draggingACaughtPaneBackAndReleasingSettlesWithoutACommit() {
        let f = Fixture()
        let caught = catchSettle(f)
        let c = f.pane.frame.center
        for k in 1...12 { f.h.advance(seconds: 1.0 / 60); f.send(.moved, Point(x: c.x + 20 * Double(k), y: c.y)) }   // 240 points back
        #expect(f.pane.offset < caught - 0.5)
        #expect(f.glass.selectedIndex == 0 && f.changes.isEmpty)
        f.h.advance(seconds: 0.3)
        f.send(.ended, Point(x: c.x + 240, y: c.y))
        f.h.settle()
        #expect(f.pane.page == 0 && f.pane.offset == 0 && f.glass.selectedIndex == 0)
        #expect(f.changes.isEmpty && f.feedback == 0)   // back where the selection was: nothing to commit
    }

    @Test func releasingACaughtPaneCommitsOnceWhenItSettles() {
        let f = Fixture()
        _ = catchSettle(f)
        f.send(.ended, f.pane.frame.center)   // held still, let go: the page nearest, page 1
        #expect(f.changes.isEmpty)
        f.h.settle()
        #expect(f.pane.page == 1 && f.glass.selectedIndex == 1)
        #expect(f.changes == [SelectionChange(control: "glass", from: 0, to: 1, byUser: true)])
        #expect(f.feedback == 1)
    }
}
