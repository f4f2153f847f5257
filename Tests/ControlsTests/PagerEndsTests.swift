@testable import Controls
import Geometry
import Motion
@testable import SceneGraph
import SceneTesting
import Testing

/// Issue 22: a tap on the last or first tab sends the pane there without passing it (no empty strip past the
/// end page), while the glass indicator keeps its own spring's overshoot up to the control's inner edge.
@MainActor
struct PagerEndsTests {
    @MainActor final class Fixture {
        let control = SegmentedControl(style: GlassStyle(), segments: glassTabs)
        let pane = PagedPane(pages: glassTabs.map { PagedPane.Page(title: $0.title, icon: $0.icon, tint: $0.tint, rows: []) }, height: 200)
        let link: PagerLink
        let h: SceneHarness
        init(spring: Animation? = nil) {
            let col = StackNode(id: "col", axis: .vertical, spacing: 10)
            col.addChild(CenterNode(id: "c", content: control))
            col.addChild(pane)
            if let spring { control.animation = spring }
            link = PagerLink(control: control, pane: pane)
            h = SceneHarness(root: col, size: Size(width: 600, height: 300))
            h.frame()
        }
        /// Taps segment `i` and follows every frame until rest: the pane's offsets and the indicator's frames.
        func tapAndFollow(_ i: Int) -> (offsets: [Double], frames: [Rect]) {
            h.tap(at: control.segmentNodes[i].frame.center)
            var offsets: [Double] = [], frames: [Rect] = []
            for _ in 0..<180 { h.advance(seconds: 1.0 / 60); offsets.append(pane.offset); frames.append(control.indicator.frame) }
            return (offsets, frames)
        }
    }

    @Test(arguments: [nil, Animation.spring(response: 0.4, dampingFraction: 0.4)])
    func tappingTheLastAndFirstTabKeepsThePaneWithinItsPagesAndTheIndicatorOvershoots(spring: Animation?) {
        let f = Fixture(spring: spring)
        let last = f.control.segments.count - 1
        let restLast = f.control.restingIndicatorFrame(ofSegment: last), restFirst = f.control.restingIndicatorFrame(ofSegment: 0)
        let right = f.tapAndFollow(last)
        #expect(right.offsets.allSatisfy { $0 >= 0 && $0 <= Double(last) }, "offsets \(right.offsets.max()!)")
        #expect(abs(right.offsets.last! - Double(last)) < 1e-3 && f.pane.page == last)
        let maxRight = right.frames.map(\.maxX).max()!
        #expect(maxRight > restLast.maxX + 0.5, "the indicator's right edge \(maxRight) never passed its rest \(restLast.maxX)")
        #expect(maxRight <= f.control.track.bounds.upperBound + 1e-9)   // then squashed at the inner edge
        let left = f.tapAndFollow(0)
        #expect(left.offsets.allSatisfy { $0 >= 0 && $0 <= Double(last) }, "offsets \(left.offsets.min()!)")
        let minLeft = left.frames.map(\.minX).min()!
        #expect(minLeft < restFirst.minX - 0.5, "the indicator's left edge \(minLeft) never passed its rest \(restFirst.minX)")
        #expect(minLeft >= f.control.track.bounds.lowerBound - 1e-9)
        // At rest, exactly on the tabs.
        #expect(abs(f.control.indicator.frame.minX - restFirst.minX) < 1e-6)
    }

    /// Between pages the pane keeps the picker's spring: a tap from the first to the middle tab overshoots it.
    @Test func aTapToAMiddlePageKeepsTheSpringsOvershoot() {
        let f = Fixture(spring: .spring(response: 0.4, dampingFraction: 0.4))
        let r = f.tapAndFollow(1)
        #expect(r.offsets.max()! > 1.05)
    }

    /// A finger still rubber-bands the pane past its last page.
    @Test func aFingerStillRubberBandsPastTheEnd() {
        let f = Fixture()
        f.control.userSelect(2)
        f.h.settle()
        let p = f.pane.frame.center
        f.h.send(.pointer(PointerEvent(id: 0, kind: .mouse, phase: .began, position: p, timestamp: f.h.time, isPressed: true)))
        for i in 1...10 {
            f.h.advance(seconds: 1.0 / 60)
            f.h.send(.pointer(PointerEvent(id: 0, kind: .mouse, phase: .moved, position: Point(x: p.x - Double(i) * 10, y: p.y), timestamp: f.h.time, isPressed: true)))
        }
        #expect(f.pane.offset > 2.05)
    }
}
