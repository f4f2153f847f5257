@testable import Controls
import Geometry
import Motion
@testable import SceneGraph
import SceneTesting
import Testing

/// The pane settles with the picker's spring whenever it changes (`--spring`, `set spring`, the
/// inspector), not only after the next tap; the inspector's change also retargets a settle under way.
@MainActor
struct PagerSpringTests {
    typealias Fixture = PagedPaneTests.Fixture
    let stiff = Animation.spring(response: 0.6, dampingFraction: 1)

    @Test func aSwipeAfterTheSpringChangedSettlesWithTheNewSpring() {
        let f = Fixture()
        f.glass.animation = stiff
        #expect(f.pane.animation == stiff)
        f.swipe(-300, frames: 20)
        #expect(f.pane.isSettling && f.pane.position.animation == stiff)
    }

    @Test func changingTheSpringMidSettleRetargetsThePaneWithoutAJump() {
        let f = Fixture()
        f.h.tap(at: f.glass.segmentNodes[1].frame.center)
        f.h.advance(seconds: 3.0 / 60)
        #expect(f.pane.isSettling)
        let p = f.pane.position.value(at: f.h.time), v = f.pane.position.velocityVector(at: f.h.time)[0]
        f.glass.setAnimation(stiff, at: f.h.time)
        #expect(f.pane.offset == p)   // no jump
        f.h.advance(seconds: 1.0 / 60)
        guard case .spring(let spring) = stiff else { return }
        let sim = SpringSimulation(spring: spring, start: p, end: 1, velocity: v)
        #expect(abs(f.pane.offset - sim.position(at: 1.0 / 60)) < 1e-9)
        f.expectIndicatorWherePaneIs()
        f.h.settle()
        #expect(f.pane.page == 1 && f.glass.selectedIndex == 1)
    }
}
