import Foundation
import Geometry
import Testing
@testable import Motion

@Suite struct AnimatedValueRetargetTests {
    @Test(arguments: [Animation.bouncy, .smooth, .snappy, .interactiveSpring, .spring(response: 0.4, dampingFraction: 1.6)])
    func springRetargetKeepsValueAndVelocityContinuous(_ next: Animation) {
        var a = AnimatedValue(Point(x: 0, y: 0))
        a.set(Point(x: 300, y: 80), animation: .bouncy, at: 0)
        let t = 0.137
        let oldValue = a.value(at: t).animatableData, oldVelocity = a.velocityVector(at: t)
        #expect(length(oldVelocity) > 100)  // genuinely mid-flight
        a.set(Point(x: -50, y: 10), animation: next, at: t)
        let newValue = a.value(at: t).animatableData, newVelocity = a.velocityVector(at: t)
        #expect(length(newValue - oldValue) < 1e-9)
        #expect(length(newVelocity - oldVelocity) < 1e-9)
        #expect(length(a.velocity - oldVelocity) < 1e-9)
        // Just after, the motion has not jumped either: |Δx| ≈ |v|·1e-6.
        let later = a.value(at: t + 1e-6).animatableData
        #expect(length(later - newValue) < length(oldVelocity) * 2e-6)
    }

    @Test func springInheritsTheVelocityOfAnInterruptedTimingCurve() {
        var a = AnimatedValue(0.0)
        a.set(100, animation: .easeInOut(duration: 0.4), at: 0)
        // At the midpoint dy/ds = 1.5 and dx/ds = 0.87, so over 0.4 s and 100 pt: 1.5/0.87/0.4·100 = 431.03 pt/s.
        let t = 0.2
        #expect(abs(a.velocityVector(at: t)[0] - 431.0344827586207) < 1e-6)
        a.set(-20, animation: .snappy, at: t)
        #expect(abs(a.value(at: t) - 50) < 1e-9)
        #expect(abs(a.velocityVector(at: t)[0] - 431.0344827586207) < 1e-6)
    }

    @Test func timingCurveRetargetStartsFromTheCurrentValue() {
        var a = AnimatedValue(0.0)
        a.set(100, animation: .bouncy, at: 0)
        let mid = a.value(at: 0.1)
        a.set(0, animation: .linear(duration: 0.5), at: 0.1)
        #expect(abs(a.value(at: 0.1) - mid) < 1e-12)
        #expect(abs(a.value(at: 0.35) - mid / 2) < 1e-9)
        #expect(abs(a.velocityVector(at: 0.35)[0] - -mid / 0.5) < 1e-9)
    }

    @Test func sameTargetKeepsTheRunningAnimation() {
        var a = AnimatedValue(0.0)
        a.set(10, animation: .linear(duration: 1), at: 0)
        a.set(10, animation: .linear(duration: 1), at: 0.5)   // e.g. re-set every frame during a drag
        #expect(a.value(at: 0.75) == 7.5)
        #expect(a.value(at: 1) == 10)
    }

    @Test func aNewTargetEveryFrameSettlesOnTheLast() {
        var a = AnimatedValue(0.0)
        var t = 0.0
        for frame in 0..<30 {
            t = Double(frame) / 60
            _ = a.step(t)
            a.set(Double(frame * 7 % 23) * 10, animation: .interactiveSpring, at: t)
        }
        let last = Double(29 * 7 % 23) * 10
        #expect(a.run(rate: 60, from: t) != nil)
        #expect(a.value == last && !a.isAnimating)
    }

    @Test func threeTargetsWithin50msSettleOnTheLast() {
        var a = AnimatedValue(Rect(x: 0, y: 0, width: 100, height: 32))
        a.set(Rect(x: 100, y: 0, width: 90, height: 32), animation: .bouncy, at: 0)
        a.set(Rect(x: 200, y: 0, width: 110, height: 32), animation: .bouncy, at: 0.02)
        a.set(Rect(x: 50, y: 0, width: 70, height: 32), animation: .snappy, at: 0.045)
        #expect(a.run(rate: 120, from: 0.045) != nil)
        #expect(a.value == Rect(x: 50, y: 0, width: 70, height: 32))
    }

    @Test func bouncyRectWidthsStayPositive() {
        for (from, to) in [(80.0, 120.0), (120.0, 80.0)] {
            var a = AnimatedValue(Rect(x: 0, y: 0, width: from, height: 30))
            a.set(Rect(x: 200, y: 0, width: to, height: 30), animation: .bouncy, at: 0)
            var minWidth = Double.infinity, t = 0.0
            while a.step(t) {
                minWidth = min(minWidth, a.value.width)
                // Interrupt once at 0.15 s, sending it back with its velocity.
                if t == 9.0 / 60 { a.set(Rect(x: 0, y: 0, width: from, height: 30), animation: .bouncy, at: t) }
                t = (t * 60 + 1).rounded() / 60
            }
            // Overshoot of a bounce-0.3 spring is e^{−πζ/√(1−ζ²)} ≈ 4.6 % of 40 pt, far from 0.
            #expect(minWidth > 60)
            #expect(a.value.width == from)
        }
    }
}

@Suite struct AnimatedValueRobustnessTests {
    @Test func zeroDistanceDoesNotAnimate() {
        var a = AnimatedValue(Point(x: 5, y: 5))
        a.set(Point(x: 5, y: 5), animation: .bouncy, at: 0)
        #expect(!a.isAnimating && a.value == Point(x: 5, y: 5))
        let moving = a.step(1)
        #expect(!moving)
    }

    @Test func zeroSizeRectsStayFinite() {
        var a = AnimatedValue(Rect.zero)
        a.set(Rect(x: 40, y: 10, width: 0, height: 0), animation: .bouncy, at: 0)
        var t = 0.0
        while a.step(t) {
            #expect(a.value.isFinite && a.value.width == 0 && a.value.height == 0)
            t += 1.0 / 144
        }
        #expect(a.value == Rect(x: 40, y: 10, width: 0, height: 0))
    }

    @Test(arguments: [Animation.bouncy, .smooth, .default, .spring(response: 0.5, dampingFraction: 5), .easeInOut(duration: 0.3)])
    func tenSecondGapLandsOnTarget(_ animation: Animation) {
        var a = AnimatedValue(Color.blue)
        a.set(.pink, animation: animation, at: 0)
        _ = a.step(0.016)
        let v = a.value(at: 10.016)
        #expect(v.red.isFinite && v.green.isFinite && v.blue.isFinite && v.alpha.isFinite)
        let moving = a.step(10.016)
        #expect(!moving)
        #expect(a.value == .pink && a.velocity == .zero)
    }

    @Test func hugeDistancesAndTimesNeverProduceNaN() {
        var a = AnimatedValue(-1e9)
        a.set(1e9, animation: .interactiveSpring, at: 0)
        for t in [0.001, 0.5, 100, 1e7, .infinity] {
            #expect(a.value(at: t).isFinite && a.velocityVector(at: t)[0].isFinite)
        }
        let moving = a.step(.infinity)
        #expect(!moving && a.value == 1e9)
    }

    @Test func timeBeforeTheStartCountsAsTheStart() {
        var a = AnimatedValue(0.0)
        a.set(10, animation: .bouncy, at: 5)
        #expect(a.value(at: 4) == 0)
        let moving = a.step(4)
        #expect(moving && a.value == 0)
    }
}

private func length(_ v: SIMD4<Double>) -> Double { ((v * v).sum()).squareRoot() }
