@testable import Controls
import Geometry
import Motion
@testable import Painting
@testable import SceneGraph
import SceneTesting
import Testing

/// Indicators stay inside their controls (issue 10, item 3) and keep the spring's own overshoot wherever
/// there is room (item 4).
@MainActor
struct IndicatorBoundsTests {
    private func press(_ h: SceneHarness, _ phase: PointerPhase, _ p: Point) {
        h.send(.pointer(PointerEvent(id: 0, kind: .mouse, phase: phase, position: p, timestamp: h.time, isPressed: phase != .ended)))
    }

    private func expectInside(_ c: SegmentedControl, _ note: String) {
        let f = c.indicator.drawnFrame, k = c.frame
        #expect(f.minX >= k.minX - 1e-9 && f.maxX <= k.maxX + 1e-9, "\(note): \(f) outside \(k)")
        #expect(c.indicator.frame.minX >= c.track.bounds.lowerBound - 1e-9 && c.indicator.frame.maxX <= c.track.bounds.upperBound + 1e-9, "\(note)")
    }

    @Test(arguments: ["glass", "pill", "track", "thumb", "underline"])
    func aDragFarPastEitherEndRubberBandsInsideTheControl(style: String) {
        let styles: [String: any SegmentedControlStyle] = ["glass": GlassStyle(), "pill": PillStyle(), "track": TrackStyle(),
                                                          "thumb": ThumbStyle(), "underline": UnderlineStyle()]
        let c = SegmentedControl(style: styles[style]!, segments: glassTabs)
        let h = harness(c, width: 700)
        let start = c.indicator.frame.center
        press(h, .began, start)
        for k in 1...30 { h.advance(seconds: 1.0 / 60); press(h, .moved, Point(x: start.x - 40 * Double(k), y: start.y)); expectInside(c, "\(style) left \(k)") }
        for k in 1...60 { h.advance(seconds: 1.0 / 60); press(h, .moved, Point(x: start.x - 1200 + 60 * Double(k), y: start.y)); expectInside(c, "\(style) right \(k)") }
        h.advance(seconds: 0.1)
        press(h, .ended, Point(x: start.x + 2400, y: start.y))
        for _ in 0..<90 { h.advance(seconds: 1.0 / 60); expectInside(c, "\(style) settling") }
        #expect(c.selectedIndex == 2)
    }

    @Test func theGlassIndicatorRubberBandsIntoThePaddingButNotPastTheEdge() {
        let c = SegmentedControl(style: GlassStyle(), segments: glassTabs)
        let h = harness(c, width: 700)
        let first = c.track.frames[0], start = c.indicator.frame.center
        press(h, .began, start)
        h.advance(seconds: 1.0 / 60)
        press(h, .moved, Point(x: start.x - 5000, y: start.y))
        let room = first.minX - c.track.bounds.lowerBound
        #expect(room > 0)
        // iOS's rubber band over the room left: 5000 points of pull come close to the edge, never past it.
        let expected = first.minX - rubberBand(offset: 5000, dimension: room)
        #expect(abs(c.indicator.frame.minX - expected) < 1e-9)
        #expect(c.indicator.frame.minX > c.track.bounds.lowerBound)
    }

    @Test func theTrackClipsItsContentToItsCapsule() {
        let c = SegmentedControl(style: TrackStyle(), segments: glassTabs)
        _ = harness(c, width: 700)
        var list = DisplayList()
        c.paint(into: &list)
        #expect(list.items.contains(.pushClip(c.frame)))
    }

    @Test func aContentWidthIndicatorKeepsItsOvershootWhereThereIsRoom() {
        let c = SegmentedControl(style: GlassStyle(), segments: glassTabs, selectedIndex: 2)
        let h = harness(c, width: 700)
        let rest = c.track.frames[0]
        h.tap(at: c.segmentNodes[0].frame.center)
        var minX = Double.infinity, cut = false
        for _ in 0..<60 {
            h.advance(seconds: 1.0 / 60)
            minX = min(minX, c.indicator.frame.minX)
            let spring = c.indicator.frameValue.value
            if spring.minX >= c.track.bounds.lowerBound, c.indicator.frame != spring { cut = true }
        }
        #expect(minX < rest.minX - 0.5)   // the spring's own overshoot, past the resting frame
        #expect(minX >= c.track.bounds.lowerBound - 1e-9)
        #expect(!cut)   // not squashed while it was inside the control's inner edge
    }
}
