import Geometry
import Testing
@testable import Motion

@Suite struct AnimatableTests {
    @Test func geometryTypesRoundTripThroughTheirLanes() {
        #expect(Double(animatableData: 2.5.animatableData) == 2.5)
        #expect(Point(x: 3, y: -4).animatableData == SIMD4(3, -4, 0, 0))
        #expect(Point(animatableData: SIMD4(3, -4, 9, 9)) == Point(x: 3, y: -4))
        #expect(Size(width: 80, height: 30).animatableData == SIMD4(80, 30, 0, 0))
        let r = Rect(x: 10, y: 20, width: 120, height: 36)
        #expect(r.animatableData == SIMD4(10, 20, 120, 36))
        #expect(Rect(animatableData: r.animatableData) == r)
    }

    @Test func componentCountsNameTheMeaningfulLanes() {
        #expect(Double.componentCount == 1)
        #expect(Point.componentCount == 2)
        #expect(Size.componentCount == 2)
        #expect(Rect.componentCount == 4)
        #expect(Color.componentCount == 4)
    }

    @Test func colorAnimatesInPremultipliedOKLab() {
        // Ottosson's OKLab of the colour, premultiplied by its alpha (CSS Color 4's interpolation).
        let c = Color(red: 0.5, green: 0, blue: 1, alpha: 0.5)
        let d = c.animatableData, o = c.oklab
        #expect(abs(d[0] - o.L * 0.5) < 1e-12 && abs(d[1] - o.a * 0.5) < 1e-12 && abs(d[2] - o.b * 0.5) < 1e-12 && d[3] == 0.5)
        let back = Color(animatableData: d)
        #expect(abs(back.red - 0.5) < 1e-6 && abs(back.green) < 1e-6 && abs(back.blue - 1) < 1e-6 && back.alpha == 0.5)
        #expect(Color.holdsEndsPastOvershoot && !Rect.holdsEndsPastOvershoot)
    }
}
