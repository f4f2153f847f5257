import Testing
@testable import Motion

@Suite struct ProjectionTests {
    @Test func projectedOffsetFollowsUIKitDeceleration() {
        // 1000 pt/s at 0.998: 1 · 0.998/0.002 = 499 pt; 500 pt/s at 0.99: 0.5 · 0.99/0.01 = 49.5 pt.
        #expect(abs(projectedOffset(velocity: 1000) - 499) < 1e-9)
        #expect(abs(projectedOffset(velocity: 500, decelerationRate: DecelerationRate.fast) - 49.5) < 1e-9)
        #expect(abs(projectedOffset(velocity: -2000, decelerationRate: 0.998) - -998) < 1e-9)
        #expect(projectedOffset(velocity: 0) == 0)
    }

    @Test func projectedOffsetStaysFiniteForBadInput() {
        #expect(projectedOffset(velocity: 1000, decelerationRate: 1).isFinite)
        #expect(projectedOffset(velocity: 1000, decelerationRate: .nan) == 0)
        #expect(projectedOffset(velocity: .infinity) == 0)
    }

    @Test func rubberBandMatchesHandComputedValues() {
        // 300·(1 − 1/(1 + 100·0.55/300)) = 300·11/71 = 46.478873239436616.
        #expect(abs(rubberBand(offset: 100, dimension: 300) - 3300.0 / 71) < 1e-12)
        // offset = dimension: 300·(1 − 1/1.55) = 300·11/31 = 106.45161290322581.
        #expect(abs(rubberBand(offset: 300, dimension: 300) - 3300.0 / 31) < 1e-12)
        // c = 1, offset = dimension: half the dimension.
        #expect(abs(rubberBand(offset: 80, dimension: 80, constant: 1) - 40) < 1e-12)
        #expect(abs(rubberBand(offset: -100, dimension: 300) - -3300.0 / 71) < 1e-12)
    }

    @Test func rubberBandStartsWithSlopeCAndNeverReachesTheDimension() {
        #expect(abs(rubberBand(offset: 1e-6, dimension: 300) / 1e-6 - 0.55) < 1e-6)
        #expect(rubberBand(offset: 1e12, dimension: 300) < 300)
        #expect(rubberBand(offset: 0, dimension: 300) == 0)
        #expect(rubberBand(offset: 50, dimension: 0) == 0)
        #expect(rubberBand(offset: .nan, dimension: 300) == 0)
        #expect(rubberBand(offset: 300, dimension: 300, constant: -1) == 0)
    }
}
