@testable import Controls
import Geometry
import Motion
@testable import SceneGraph
import SceneTesting
import Testing

/// The lit label is always the one under the indicator (issue 10, items 1, 6 and 9): when a pane drives it,
/// when it is dragged, and under Reduce Motion's cross-fade.
@MainActor
struct LabelFollowsIndicatorTests {
    typealias Fixture = PagedPaneTests.Fixture

    private func lit(_ c: SegmentedControl) -> [Double] { c.segmentNodes.map(\.drawnSelectedness) }

    @Test func afterATapTheTappedGlassLabelIsLit() {
        let f = Fixture()
        f.h.tap(at: f.glass.segmentNodes[1].frame.center)
        f.h.settle()
        #expect(f.glass.selectedIndex == 1)
        #expect(lit(f.glass) == [0, 1, 0])
    }

    @Test func afterAKeyTheNextGlassLabelIsLit() {
        let f = Fixture()
        f.h.scene.setFocus(f.glass)
        f.h.send(.key(KeyEvent(key: .end, timestamp: f.h.time)))
        f.h.settle()
        #expect(f.glass.selectedIndex == 2)
        #expect(lit(f.glass) == [0, 0, 1])
    }

    @Test func afterASwipeTheNewPagesLabelIsLit() {
        let f = Fixture()
        f.swipe(-300, frames: 20)
        f.h.settle()
        #expect(f.glass.selectedIndex == 1)
        #expect(lit(f.glass) == [0, 1, 0])
    }

    @Test func atAFractionalPaneOffsetTheLabelsAreLitInProportion() {
        let f = Fixture()
        let start = f.pane.frame.center
        f.send(.began, start)
        f.h.advance(seconds: 1.0 / 60)
        f.send(.moved, Point(x: start.x - 10, y: start.y))
        f.h.advance(seconds: 1.0 / 60)
        f.send(.moved, Point(x: start.x - 160, y: start.y))   // 160 of 400 points: offset 0.4
        #expect(abs(f.pane.offset - 0.4) < 1e-9)
        let s = lit(f.glass)
        #expect(abs(s[0] - 0.6) < 1e-9 && abs(s[1] - 0.4) < 1e-9 && s[2] == 0)
    }

    @Test func whileTheGlassIndicatorIsDraggedItsLabelAndTintFollowIt() {
        let f = Fixture()
        let a = f.glass.track.frames[0], b = f.glass.track.frames[1]
        let start = f.glass.indicator.frame.center
        f.send(.began, start)
        f.h.advance(seconds: 1.0 / 60)
        f.send(.moved, Point(x: start.x + (b.x - a.x) * 0.75, y: start.y))
        let s = lit(f.glass)
        #expect(abs(s[0] - 0.25) < 1e-9 && abs(s[1] - 0.75) < 1e-9)
        let tint = f.glass.indicator.tintValue.value, expected = mixOKLab(Color.blue, Color.orange, 0.75)
        #expect(abs(tint.red - expected.red) < 1e-9 && abs(tint.green - expected.green) < 1e-9 && abs(tint.blue - expected.blue) < 1e-9)
    }

    @Test func aDraggedPillBlendsItsTintWithTheFractionalPosition() {
        let c = SegmentedControl(style: PillStyle(), segments: appTabs)
        let h = harness(c)
        let a = c.track.frames[0], b = c.track.frames[1]
        let start = c.indicator.frame.center
        h.send(.pointer(PointerEvent(id: 0, kind: .mouse, phase: .began, position: start, timestamp: h.time)))
        h.advance(seconds: 1.0 / 60)
        h.send(.pointer(PointerEvent(id: 0, kind: .mouse, phase: .moved, position: Point(x: start.x + (b.x - a.x) / 2, y: start.y), timestamp: h.time)))
        let tint = c.indicator.tintValue.value, expected = mixOKLab(Color.blue, Color.pink, 0.5)
        #expect(abs(tint.red - expected.red) < 1e-9 && abs(tint.green - expected.green) < 1e-9 && abs(tint.blue - expected.blue) < 1e-9)
        #expect(tint != Color.blue)
    }

    @Test func underReduceMotionThePillsLabelsCrossFadeInStepWithTheIndicator() {
        let c = SegmentedControl(style: PillStyle(), segments: appTabs)
        let h = harness(c)
        h.scene.reduceMotion = true
        h.tap(at: c.segmentNodes[1].frame.center)
        h.advance(seconds: 1.0 / 60)
        #expect(c.indicator.isCrossFading)
        var frames = 0
        while c.indicator.isCrossFading && frames < 60 {
            let s = lit(c)
            #expect(abs(s[1] - c.indicator.opacity) < 1e-6, "new label \(s[1]) vs indicator \(c.indicator.opacity)")
            #expect(abs(s[0] - (1 - c.indicator.opacity)) < 1e-6)
            h.advance(seconds: 1.0 / 60); frames += 1
        }
        #expect(frames > 5)   // the 0.25 s fade took frames, and the labels were not lit at once
        h.settle()
        #expect(lit(c) == [0, 1, 0])
    }

    @Test func underReduceMotionTheGlassLabelsCrossFadeInStepWithTheIndicator() {
        let f = Fixture()
        f.h.scene.reduceMotion = true
        f.h.tap(at: f.glass.segmentNodes[2].frame.center)
        #expect(f.glass.indicator.isCrossFading)
        var frames = 0
        while f.glass.indicator.isCrossFading && frames < 60 {
            #expect(abs(lit(f.glass)[2] - f.glass.indicator.opacity) < 1e-6, "label \(lit(f.glass)[2]) vs \(f.glass.indicator.opacity)")
            f.h.advance(seconds: 1.0 / 60); frames += 1
        }
        #expect(frames > 5)
        f.h.settle()
        #expect(lit(f.glass) == [0, 0, 1])
    }
}
