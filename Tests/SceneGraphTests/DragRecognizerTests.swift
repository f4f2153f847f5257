import Geometry
import SceneGraph
import Testing

@Suite struct DragRecognizerTests {
    func ev(_ phase: PointerPhase, _ x: Double, _ y: Double, _ t: Double, id: Int = 0, kind: PointerKind = .mouse) -> PointerEvent {
        PointerEvent(id: id, kind: kind, phase: phase, position: Point(x: x, y: y), timestamp: t)
    }

    @Test func aDragStartsPastTheSlopAndReportsItsVelocity() {
        var r = DragRecognizer(axis: .horizontal)
        let u1 = r.begin(ev(.began, 100, 50, 0)); #expect(u1)
        let u2 = r.move(ev(.moved, 103, 50, 1.0 / 60)); #expect(u2 == .pending)
        let u3 = r.move(ev(.moved, 110, 51, 2.0 / 60)); #expect(u3 == .began)
        for i in 3...10 { let u4 = r.move(ev(.moved, 100 + 5 * Double(i), 51, Double(i) / 60)); #expect(u4 == .changed) }
        let release = r.end(ev(.ended, 155, 51, 11.0 / 60))
        #expect(release?.wasDrag == true && release?.isTap == false)
        #expect(release?.translation == Point(x: 55, y: 1))
        // 5 points per 1/60 s = 300 points/s, horizontal only.
        #expect(abs((release?.velocity.x ?? 0) - 300) < 1e-6)
        #expect(release?.velocity.y == 0)
        #expect(!r.isActive)
    }

    @Test func aVerticalMoveRejectsAHorizontalDrag() {
        var r = DragRecognizer(axis: .horizontal)
        r.begin(ev(.began, 0, 0, 0, kind: .touch))
        #expect(r.move(ev(.moved, 5, 17, 0.01, kind: .touch)) == .pending)   // touch slop 18
        let u5 = r.move(ev(.moved, 5, 19, 0.02, kind: .touch)); #expect(u5 == .rejected)
        let u6 = r.move(ev(.moved, 60, 19, 0.03, kind: .touch)); #expect(u6 == .rejected)
        let u7 = r.end(ev(.ended, 60, 19, 0.04, kind: .touch)); #expect(u7?.wasDrag == false && u7?.isTap == false && u7?.translation == Point(x: 60, y: 19) && u7?.velocity == .zero)
    }

    @Test func aSecondPointerIsIgnoredUntilTheFirstEnds() {
        var r = DragRecognizer()
        let u8 = r.begin(ev(.began, 0, 0, 0, id: 1, kind: .touch)); #expect(u8)
        let u9 = r.begin(ev(.began, 50, 0, 0, id: 2, kind: .touch)); #expect(!u9)
        let u10 = r.move(ev(.moved, 90, 0, 0.1, id: 2, kind: .touch)); #expect(u10 == .ignored)
        let u11 = r.end(ev(.ended, 90, 0, 0.1, id: 2, kind: .touch)); #expect(u11 == nil)
        #expect(r.isActive)
        r.cancel()
        #expect(!r.isActive)
        let u12 = r.begin(ev(.began, 50, 0, 0.2, id: 2, kind: .touch)); #expect(u12)
    }

    @Test func aTapIsAReleaseWithinTheSlop() {
        var t = TapRecognizer()
        t.begin(ev(.began, 10, 10, 0))
        let u13 = t.move(ev(.moved, 13, 10, 0.05)); #expect(u13)
        let u14 = t.end(ev(.ended, 13, 10, 0.1)); #expect(u14 == Point(x: 13, y: 10))
        t.begin(ev(.began, 10, 10, 0.2))
        let u15 = t.move(ev(.moved, 20, 10, 0.25)); #expect(!u15)
        let u16 = t.end(ev(.ended, 20, 10, 0.3)); #expect(u16 == nil)
    }
}
