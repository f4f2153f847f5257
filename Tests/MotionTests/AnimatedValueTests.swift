import Foundation
import Geometry
import Testing
@testable import Motion

/// 0.5 device pixels and 2 device pixels/second at a 2× display, in points.
let settle = 0.25
let slow = 1.0

extension AnimatedValue {
    /// `update(at:)` with the app's tolerances (``settle`` and ``slow``).
    mutating func step(_ t: Double) -> Bool { update(at: t, settleTolerance: settle, velocityTolerance: slow) }

    /// Updates at `rate` Hz from `start` until settled (or `limit` seconds); returns the settle time.
    @discardableResult
    mutating func run(rate: Double, from start: Double = 0, limit: Double = 5) -> Double? {
        var frame = 1.0
        while frame / rate <= limit {
            let t = start + frame / rate
            if !update(at: t, settleTolerance: settle, velocityTolerance: slow) { return t }
            frame += 1
        }
        return nil
    }
}

@Suite struct AnimatedValueTests {
    @Test func nilAnimationJumpsAtOnce() {
        var a = AnimatedValue(10.0)
        a.set(50, animation: .bouncy, at: 0)
        _ = a.step(0.1)
        a.set(75, animation: nil, at: 0.1)
        #expect(a.value == 75 && a.target == 75 && a.velocity == .zero && !a.isAnimating)
    }

    @Test func springLanesFollowTheClosedForm() {
        // Same numbers as the smooth row of SpringSimulationTests (start 1, end 0, v₀ = 0).
        var a = AnimatedValue(1.0)
        a.set(0, animation: .smooth, at: 2)
        let animating = a.step(2.3)
        #expect(animating)
        #expect(abs(a.value - 0.109966060773213) < 1e-12)
        #expect(abs(a.velocity[0] - -1.09216777464365) < 1e-12)
        #expect(abs(a.value(at: 2.5) - 0.0136009314655749) < 1e-12)
        #expect(abs(a.velocityVector(at: 2.5)[0] - -0.14744736802918) < 1e-12)
    }

    @Test func settlingLandsExactlyOnTarget() {
        var a = AnimatedValue(Point(x: 0, y: 0))
        a.set(Point(x: 100, y: 33.3), animation: .bouncy, at: 0)
        let end = a.run(rate: 60)
        #expect(end != nil)
        #expect(a.value == Point(x: 100, y: 33.3))
        #expect(a.velocity == .zero && !a.isAnimating && a.animation == nil)
        // bouncy decays as e^{−8.8t} from ~140 pt: below 1/ω₀ = 0.08 pt after ln(1750)/8.8 ≈ 0.85 s.
        #expect(end! > 0.7 && end! < 1.1)
        let afterLanding = a.step(9)
        #expect(!afterLanding)
    }

    @Test func settledSpringIsWithinTolerancesBeforeLanding() {
        var a = AnimatedValue(0.0)
        a.set(200, animation: .snappy, at: 0)
        var t = 0.0
        while a.step(t) { t += 1.0 / 120 }
        #expect(a.value == 200)
        // At the landing instant the closed form is already inside both tolerances, and stays there.
        var b = AnimatedValue(0.0)
        b.set(200, animation: .snappy, at: 0)
        #expect(abs(b.value(at: t) - 200) < settle && abs(b.velocityVector(at: t)[0]) < slow)
        #expect(abs(b.value(at: t + 3) - 200) < settle)   // and stays inside afterwards
    }

    @Test func timingCurveFinishesExactlyAtItsDuration() {
        var a = AnimatedValue(0.0)
        a.set(10, animation: .easeInOut(duration: 0.3), at: 1)
        let midway = a.step(1.15)
        #expect(midway)
        #expect(abs(a.value - 5) < 1e-12)
        let justBefore = a.step(1.299)
        #expect(justBefore)
        #expect(a.value < 10)
        let atDuration = a.step(1.3)
        #expect(!atDuration)
        #expect(a.value == 10 && !a.isAnimating)
    }

    @Test func colourMidpointIsHalfwayInOKLab() {
        var a = AnimatedValue(Color.black)
        a.set(.white, animation: .linear(duration: 1), at: 0)
        _ = a.update(at: 0.5, settleTolerance: 1e-3, velocityTolerance: 1e-3)
        // OKLab L 0.5 on the grey axis is linear light 0.5³ = 0.125, sRGB 1.055·0.125^(1/2.4) − 0.055 = 0.3895.
        let grey = 1.055 * Foundation.pow(0.125, 1 / 2.4) - 0.055
        #expect(abs(a.value.red - grey) < 1e-6)
        #expect(abs(a.value.green - grey) < 1e-6 && a.value.alpha == 1)
        #expect(a.value(at: 1) == .white)
    }

    @Test func samplingRateDoesNotChangeValuesAtSharedInstants() {
        // Shared instants k/6 s are exact in every schedule (k·n/(6n) rounds to the same Double).
        func schedule(_ rate: Int) -> [Double] { (1...(3 * rate)).map { Double($0) / Double(rate) } }
        var irregular: [Double] = (1...18).map { Double($0) / 6 }
        var seed: UInt64 = 12345
        for _ in 0..<80 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            irregular.append(Double(seed >> 11) / Double(1 << 53) * 3)
        }
        irregular.sort()
        var results: [[Double: SIMD4<Double>]] = []
        for times in [schedule(30), schedule(60), schedule(120), schedule(144), irregular] {
            var a = AnimatedValue(Rect(x: 0, y: 0, width: 80, height: 30))
            a.set(Rect(x: 240, y: 10, width: 120, height: 30), animation: .bouncy, at: 0)
            var seen: [Double: SIMD4<Double>] = [:]
            var retargeted = false
            for t in times {
                _ = a.step(t)
                if !retargeted && t >= 1.0 / 6 {
                    #expect(t == 1.0 / 6)
                    a.set(Rect(x: 20, y: 0, width: 90, height: 30), animation: .snappy, at: t)
                    retargeted = true
                }
                if (t * 6).rounded() == t * 6 { seen[t] = a.value.animatableData }
            }
            #expect(a.value == Rect(x: 20, y: 0, width: 90, height: 30) && !a.isAnimating)
            results.append(seen)
        }
        #expect(results[0].count == 18)
        for other in results.dropFirst() { #expect(other == results[0]) }
    }
}
