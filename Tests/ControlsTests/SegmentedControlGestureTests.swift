@testable import Controls
import Geometry
import Motion
@testable import SceneGraph
import SceneTesting
import Testing

@MainActor
struct SegmentedControlGestureTests {
    /// A pill filling a 400-point column (cells ≈ 129.3 points), with every change and feedback recorded.
    @MainActor final class Fixture {
        let control = SegmentedControl(style: PillStyle(), segments: appTabs)
        let h: SceneHarness
        let log: ActionLog
        var changes: [SelectionChange] { log.changes }
        var feedback: [SelectionChange] { log.feedback }
        init(width: Double = 400) {
            h = harness(control, width: width)
            log = ActionLog(h.scene, control: control.id)
        }
        func send(_ phase: PointerPhase, _ p: Point, id: Int = 0, kind: PointerKind = .mouse) {
            h.send(.pointer(PointerEvent(id: id, kind: kind, phase: phase, position: p, timestamp: h.time, isPressed: phase != .ended)))
        }
        func frame() { h.advance(seconds: 1.0 / 60) }
        var cell: [Rect] { control.segmentNodes.map(\.frame) }
    }

    @Test func aTouchTapYieldsExactlyOneSelectionChange() {
        let f = Fixture()
        f.send(.began, f.cell[1].center, id: 1, kind: .touch)
        f.frame()
        f.send(.ended, f.cell[1].center, id: 1, kind: .touch)
        f.h.settle()
        #expect(f.changes == [SelectionChange(control: "pill", from: 0, to: 1, byUser: true)])
        #expect(f.feedback.count == 1)
    }

    @Test func aPressOnALabelFadesItAndNeverMovesTheIndicatorBeforeRelease() {
        let f = Fixture()
        let start = f.control.indicator.frame
        f.send(.began, f.cell[2].center)
        f.h.advance(seconds: 0.6)
        #expect(f.control.indicator.frame == start)
        #expect(f.control.pressedIndex == 2)
        #expect(abs(f.control.segmentNodes[2].pressOpacity.value - 0.2) < 1e-9)
        #expect(f.changes.isEmpty)
        f.send(.ended, f.cell[2].center)
        #expect(f.control.selectedIndex == 2)
        #expect(f.control.pressedIndex == nil)
    }

    @Test func slidingAPressMovesItAndWanderingAwayDropsItUntilItComesBack() {
        let f = Fixture()
        f.send(.began, f.cell[2].center)
        f.send(.moved, f.cell[1].center)
        #expect(f.control.pressedIndex == 1)
        f.send(.moved, Point(x: f.cell[1].midX, y: f.control.frame.maxY + 49))   // within 50 points: kept
        #expect(f.control.pressedIndex == 1)
        f.send(.moved, Point(x: f.cell[1].midX, y: f.control.frame.maxY + 51))
        #expect(f.control.pressedIndex == nil)
        f.send(.moved, f.cell[0].center)
        #expect(f.control.pressedIndex == 0)
        f.send(.moved, Point(x: f.cell[1].midX, y: f.control.frame.maxY + 80))
        f.send(.ended, Point(x: f.cell[1].midX, y: f.control.frame.maxY + 80))
        #expect(f.changes.isEmpty)
        #expect(f.control.segmentNodes.allSatisfy { !$0.isPressed })
    }

    @Test func theDraggedIndicatorFollowsThePointerOneToOneAndShrinksWhilePressed() {
        let f = Fixture()
        let start = f.control.indicator.frame
        f.send(.began, start.center)
        #expect(f.control.isDragging)
        for dx in [7.0, 19.5, 40] {
            f.send(.moved, Point(x: start.midX + dx, y: start.midY))
            // The frame after the motion event shows the grabbed point under the pointer.
            #expect(abs(f.control.indicator.frame.x - (start.x + dx)) < 1e-9)
        }
        f.h.advance(seconds: 0.5)
        #expect(abs(f.control.indicator.scaleValue.value - 0.95) < 1e-3)
        f.send(.ended, Point(x: start.midX + 40, y: start.midY))
        f.h.settle()
        #expect(f.control.indicator.scaleValue.value == 1)
        #expect(f.control.selectedIndex == 0)   // 40 points is not past the midpoint
        #expect(f.changes.isEmpty)
    }

    @Test(arguments: [
        Point(x: 900, y: 20), Point(x: 250, y: -200), Point(x: 5000, y: -3000), Point(x: -700, y: 900),
    ])
    func aDragReleasedAnywhereSnapsToAValidSegment(release: Point) {
        let f = Fixture()
        let start = f.control.indicator.frame
        f.send(.began, start.center)
        f.frame()
        f.send(.moved, release)
        // Past the ends the indicator rubber-bands inside the control's inner edge, never outside it.
        let x = f.control.indicator.frame.x
        #expect(x.isFinite)
        if release.x > 600 { #expect(x >= f.control.track.frames[2].x && x < release.x - start.width / 2) }
        #expect(f.control.indicator.frame.minX >= f.control.track.bounds.lowerBound - 1e-9)
        #expect(f.control.indicator.frame.maxX <= f.control.track.bounds.upperBound + 1e-9)
        #expect(f.control.indicator.frame.minX >= f.control.frame.minX && f.control.indicator.frame.maxX <= f.control.frame.maxX)
        f.h.advance(seconds: 0.1)
        f.send(.ended, release)
        f.h.settle()
        let i = f.control.selectedIndex
        #expect((0...2).contains(i))
        #expect(f.control.indicator.frame == f.control.track.frames[i])
        #expect(f.changes.count <= 1)
    }

    @Test func focusLossMidDragLeavesNothingPressedAndNotifiesNothing() {
        let f = Fixture()
        f.send(.began, f.control.indicator.frame.center)
        f.send(.moved, Point(x: f.cell[2].midX, y: f.cell[2].midY))
        f.h.send(.focusLost)
        #expect(!f.control.isDragging)
        #expect(!f.h.scene.hasActivePointers)
        f.h.settle()
        #expect(f.control.selectedIndex == 0)
        #expect(f.control.indicator.frame == f.control.track.frames[0])
        #expect(f.control.indicator.scaleValue.value == 1)
        #expect(f.changes.isEmpty && f.feedback.isEmpty)
    }

    @Test func aQuickFlickReleasedBeforeTheMidpointSelectsTheNextSegment() {
        let f = Fixture()
        let start = f.control.indicator.frame.center
        f.send(.began, start)
        for k in 1...4 {   // 20 points in 4 frames: 300 points/second
            f.frame()
            f.send(.moved, Point(x: start.x + 5 * Double(k), y: start.y))
        }
        #expect(f.control.indicator.frame.midX < (f.control.track.frames[0].midX + f.control.track.frames[1].midX) / 2)
        f.send(.ended, Point(x: start.x + 20, y: start.y))
        #expect(f.control.selectedIndex == 1)
        f.h.settle()
        #expect(f.control.indicator.frame == f.control.track.frames[1])
    }

    @Test func theReleaseSpringStartsFromTheReleaseVelocity() {
        let f = Fixture()
        let start = f.control.indicator.frame.center
        f.send(.began, start)
        for k in 1...4 { f.frame(); f.send(.moved, Point(x: start.x + 5 * Double(k), y: start.y)) }
        let before = f.control.indicator.frame.x
        f.send(.ended, Point(x: start.x + 20, y: start.y))
        #expect(abs(f.control.indicator.frameValue.velocity.x - 300) < 1e-6)
        f.frame()
        // One frame on, the spring (bouncy) has moved exactly as its closed form from x with 300 points/s says.
        let sim = SpringSimulation(spring: .bouncy, start: before, end: f.control.track.frames[1].x, velocity: 300)
        #expect(abs(f.control.indicator.frame.x - sim.position(at: 1.0 / 60)) < 1e-6)
        #expect(f.control.indicator.frame.x - before < 8)
    }

    @Test func aDragNotifiesOnceOnReleaseAndNeverDuringIt() {
        let f = Fixture()
        let start = f.control.indicator.frame.center
        f.send(.began, start)
        for k in 1...30 {
            f.frame()
            f.send(.moved, Point(x: start.x + Double(k) * (f.cell[2].midX - start.x) / 30, y: start.y))
            #expect(f.changes.isEmpty)
        }
        f.h.advance(seconds: 0.1)
        f.send(.ended, f.cell[2].center)
        #expect(f.changes == [SelectionChange(control: "pill", from: 0, to: 2, byUser: true)])
        #expect(f.feedback.count == 1)
    }

    @Test func rapidTapsThirtyMillisecondsApartEndOnTheSecondInsideTheTrackEveryFrame() {
        let f = Fixture()
        let first = f.control.track.frames[0], last = f.control.track.frames[2]
        func checkInside() {
            let r = f.control.indicator.frame
            #expect(r.width > 0 && r.x >= first.x - 30 && r.maxX <= last.maxX + 30)
        }
        f.send(.began, f.cell[1].center); f.send(.ended, f.cell[1].center)
        f.h.advance(seconds: 0.03, step: 0.01)
        checkInside()
        f.send(.began, f.cell[2].center); f.send(.ended, f.cell[2].center)
        for _ in 0..<120 { f.frame(); checkInside() }
        #expect(f.control.selectedIndex == 2)
        #expect(f.control.indicator.frame == last)
    }

    @Test func theFirstPointerOwnsTheControlAndASecondFingerIsIgnored() {
        let f = Fixture()
        f.send(.began, f.cell[1].center, id: 1, kind: .touch)
        f.send(.began, f.cell[2].center, id: 2, kind: .touch)
        f.send(.ended, f.cell[2].center, id: 2, kind: .touch)
        #expect(f.changes.isEmpty)
        #expect(f.control.pressedIndex == 1)
        f.send(.ended, f.cell[1].center, id: 1, kind: .touch)
        #expect(f.changes.map(\.to) == [1])
    }

    @Test func twoControlsCanBeWorkedByTwoFingersAtOnce() {
        let a = SegmentedControl(id: "a", style: PillStyle(), segments: appTabs)
        let b = SegmentedControl(id: "b", style: PillStyle(), segments: appTabs)
        let column = StackNode(id: "col", axis: .vertical, spacing: 20)
        column.addChild(a); column.addChild(b)
        let h = SceneHarness(root: column, size: Size(width: 400, height: 300))
        func send(_ phase: PointerPhase, _ p: Point, _ id: Int) {
            h.send(.pointer(PointerEvent(id: id, kind: .touch, phase: phase, position: p, timestamp: h.time, isPressed: phase != .ended)))
        }
        send(.began, a.segmentNodes[1].frame.center, 1)
        send(.began, b.segmentNodes[2].frame.center, 2)
        send(.ended, b.segmentNodes[2].frame.center, 2)
        send(.ended, a.segmentNodes[1].frame.center, 1)
        #expect(a.selectedIndex == 1 && b.selectedIndex == 2)
    }

    @Test func aProgrammaticChangeDuringADragWaitsForTheDragToEnd() {
        let f = Fixture()
        let start = f.control.indicator.frame.center
        f.send(.began, start)
        f.send(.moved, Point(x: start.x + 10, y: start.y))
        f.h.scene.withAnimation(.smooth) { f.control.select(2) }
        f.h.advance(seconds: 0.2)
        #expect(f.control.selectedIndex == 0)
        #expect(abs(f.control.indicator.frame.midX - (start.x + 10)) < 1e-9)   // still under the pointer
        f.h.send(.focusLost)   // cancelled: the deferred change applies
        #expect(f.control.selectedIndex == 2)
        #expect(f.changes == [SelectionChange(control: "pill", from: 0, to: 2, byUser: false)])
        #expect(f.feedback.isEmpty)   // programmatic changes give no selection feedback
    }

    @Test func aPressInTheTracksPaddingSelectsTheNearestSegment() {
        let f = Fixture()
        f.send(.began, Point(x: f.control.frame.maxX - 1, y: f.control.frame.midY))
        f.send(.ended, Point(x: f.control.frame.maxX - 1, y: f.control.frame.midY))
        #expect(f.control.selectedIndex == 2)
    }

    @Test func aLeaveWithNoButtonHeldCancelsAnOpenMouseGesture() {
        let f = Fixture()
        f.send(.began, f.cell[2].center)
        f.h.send(.pointerLeft)
        #expect(f.control.pressedIndex == nil)
        #expect(!f.h.scene.hasActivePointers)
        #expect(f.changes.isEmpty)
    }

    @Test func everyUserSelectionGivesFeedbackAndAProgrammaticOneNone() {
        let f = Fixture()
        f.send(.began, f.cell[1].center); f.send(.ended, f.cell[1].center)
        #expect(f.feedback.map(\.to) == [1])
        f.h.settle()
        f.control.select(2)
        f.h.settle()
        #expect(f.feedback.map(\.to) == [1])
    }
}
