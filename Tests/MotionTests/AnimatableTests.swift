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

    @Test func colorAnimatesInPremultipliedLinearLight() {
        // sRGB 0.5 decodes to ((0.5 + 0.055)/1.055)^2.4 = 0.21404114048223255 linear; alpha 0.5 premultiplies it.
        let c = Color(red: 0.5, green: 0, blue: 1, alpha: 0.5)
        let d = c.animatableData
        #expect(abs(d[0] - 0.21404114048223255 * 0.5) < 1e-12)
        #expect(d[1] == 0 && d[2] == 0.5 && d[3] == 0.5)
        let back = Color(animatableData: d)
        #expect(abs(back.red - 0.5) < 1e-12 && abs(back.blue - 1) < 1e-12 && back.alpha == 0.5)
    }
}
