@testable import Controls
import Geometry
import Motion
@testable import SceneGraph
import SceneTesting
import Testing

/// A full layout pass in the middle of an animation (a resize) keeps an animating indicator animating —
/// moved with its control, from where it is at its velocity, to its re-laid-out target — as SwiftUI and
/// UIKit keep in-flight animations across layout; it never snaps to the target.
@MainActor
struct RelayoutMidAnimationTests {
    /// Taps the last segment, runs `before` frames, resizes the window to `width` and settles; returns the
    /// indicator's x relative to the control in every frame, and the frame index of the resize.
    func slide(_ c: SegmentedControl, resizeTo width: Double, before: Int = 4) -> (xs: [Double], resizeAt: Int, h: SceneHarness) {
        let h = harness(c, width: 400)
        h.tap(at: c.segmentNodes[2].frame.center)
        var xs = [c.indicator.frame.x - c.frame.x]
        for _ in 0..<before { h.advance(seconds: 1.0 / 60); xs.append(c.indicator.frame.x - c.frame.x) }
        #expect(c.indicator.isMoving)
        h.size = Size(width: width, height: 200)
        h.advance(seconds: 1.0 / 60)
        let resizeAt = xs.count
        xs.append(c.indicator.frame.x - c.frame.x)
        for _ in 0..<120 { h.advance(seconds: 1.0 / 60); xs.append(c.indicator.frame.x - c.frame.x) }
        return (xs, resizeAt, h)
    }

    @Test func aResizeMidSlideKeepsTheIndicatorMovingWithoutAJump() {
        let c = SegmentedControl(style: PillStyle(), segments: appTabs)
        let (xs, at, _) = slide(c, resizeTo: 320)
        // The same slide undisturbed (resized to the width it has): its fastest frame.
        let undisturbed = slide(SegmentedControl(style: PillStyle(), segments: appTabs), resizeTo: 400).xs
        let fastest = zip(undisturbed.dropFirst(), undisturbed).map { abs($0 - $1) }.max() ?? 0
        #expect(fastest > 5)   // it was really moving
        // No frame from the resize on moves farther than that (the snap was the whole remaining distance).
        let steps = zip(xs.dropFirst(), xs).map { abs($0 - $1) }
        for (i, s) in steps.enumerated() where i >= at - 1 {
            #expect(s <= fastest * 1.05 + 1e-9, "frame \(i + 1): \(s) points, fastest undisturbed \(fastest)")
        }
        #expect(c.indicator.isMoving == false)
        #expect(c.indicator.frame == c.track.frames[2])   // at the new target, in the narrower control
        #expect(c.frame.width == 320)
    }

    @Test func theLabelsKeepFadingAcrossTheResize() {
        let c = SegmentedControl(style: PillStyle(), segments: appTabs)
        let h = harness(c, width: 400)
        h.tap(at: c.segmentNodes[2].frame.center)
        h.advance(seconds: 2.0 / 60)
        let lit = c.segmentNodes[2].selectedness.value
        #expect(lit > 0 && lit < 1)
        h.size = Size(width: 320, height: 200)
        h.advance(seconds: 1.0 / 60)
        #expect(c.segmentNodes[2].selectedness.value < 1)   // not snapped lit
        #expect(c.segmentNodes[2].selectedness.isAnimating)
        h.settle()
        #expect(c.segmentNodes.map(\.selectedness.value) == [0, 0, 1])
    }

    @Test func aRelayoutAtRestPlacesTheIndicatorAtOnce() {
        let c = SegmentedControl(style: PillStyle(), segments: appTabs, selectedIndex: 1)
        let h = harness(c, width: 400)
        h.size = Size(width: 320, height: 200)
        h.frame()
        #expect(!c.indicator.isMoving)
        #expect(c.indicator.frame == c.track.frames[1])
    }
}
