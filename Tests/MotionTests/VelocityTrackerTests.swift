import Foundation
import Geometry
import Testing
@testable import Motion

@Suite struct VelocityTrackerTests {
    /// Samples at 60 Hz of `path` for frames `range`.
    private func tracker(_ frames: ClosedRange<Int>, _ path: (Double) -> Point) -> VelocityTracker {
        var v = VelocityTracker()
        for i in frames { let t = Double(i) / 60; v.addSample(position: path(t), time: t) }
        return v
    }

    @Test func constantSpeedAt60HzGivesThatSpeed() {
        let v = tracker(0...30) { t in Point(x: 100 + 750 * t, y: 20 - 240 * t) }
        let vel = v.velocity(at: 0.5)
        #expect(abs(vel.x - 750) < 1e-6)
        #expect(abs(vel.y - -240) < 1e-6)
        #expect(v.sampleCount == 20)   // the ring buffer holds at most 20 samples
    }

    @Test func accelerationGivesTheLeastSquaresSlopeOverTheLast100ms() {
        // x = 1500 t²: the fitted line over t ∈ [0.4, 0.5] (7 samples) has slope 3000 · 0.45 = 1350;
        // y = 40 sin 6t: numpy.polyfit over the same samples gives −214.45614590737358.
        let v = tracker(0...30) { t in Point(x: 1500 * t * t, y: 40 * sin(6 * t)) }
        let vel = v.velocity(at: 0.5)
        #expect(abs(vel.x - 1350) < 1e-6)
        #expect(abs(vel.y - -214.45614590737358) < 1e-6)
    }

    @Test func onlyTheLast100msCount() {
        // 1000 pt/s until 0.6 s, then −300 pt/s: at 0.7 s the window [0.6, 0.7] holds only the second
        // leg; one more frame (0.583 s, still in the 20-sample buffer) would bend the fit.
        let v = tracker(0...42) { t in Point(x: t <= 0.6 ? 1000 * t : 600 - 300 * (t - 0.6), y: 0) }
        #expect(abs(v.velocity(at: 0.7).x - -300) < 1e-6)
    }

    @Test func zeroAfterA40msPause() {
        let v = tracker(0...12) { t in Point(x: 400 * t, y: 0) }
        let last = 12.0 / 60
        #expect(abs(v.velocity(at: last + 0.039).x - 400) < 1e-6)
        #expect(v.velocity(at: last + 0.041) == .zero)
    }

    @Test func aGapBetweenSamplesCutsOffOlderOnes() {
        var v = VelocityTracker()
        for i in 0...6 { let t = Double(i) / 60; v.addSample(position: Point(x: 900 * t, y: 0), time: t) }
        // Pointer rests 60 ms, then moves at 120 pt/s: the old fast samples are before the gap.
        let restart = 0.1 + 0.06
        v.addSample(position: Point(x: 90, y: 0), time: restart)
        #expect(v.velocity(at: restart) == .zero)   // one sample after the gap
        v.addSample(position: Point(x: 92, y: 0), time: restart + 1.0 / 60)
        #expect(abs(v.velocity(at: restart + 1.0 / 60).x - 120) < 1e-6)
    }

    @Test func fewerThanTwoSamplesGiveZero() {
        var v = VelocityTracker()
        #expect(v.velocity(at: 0) == .zero)
        v.addSample(position: Point(x: 5, y: 5), time: 1)
        #expect(v.velocity(at: 1) == .zero)
        v.addSample(position: Point(x: 9, y: 5), time: 1)   // same instant replaces
        #expect(v.sampleCount == 1 && v.velocity(at: 1) == .zero)
    }

    @Test func resetAndTimeGoingBackwardsStartOver() {
        var v = tracker(0...10) { t in Point(x: 300 * t, y: 0) }
        v.reset()
        #expect(v.sampleCount == 0 && v.velocity(at: 10.0 / 60) == .zero)
        v = tracker(0...10) { t in Point(x: 300 * t, y: 0) }
        v.addSample(position: .zero, time: 0.05)
        #expect(v.sampleCount == 1)
        v.addSample(position: Point(x: .nan, y: 0), time: 0.06)
        #expect(v.sampleCount == 1)
    }
}
