import Foundation
import Motion
@testable import PickerLabApp
import Testing

/// The ports behave as their sources do: the same curve as the closed form where the platform does not
/// round, and the findings about the old snippets (which these ports, fed the old text, reproduce).
struct PlatformPortTests {
    func closedForm(_ spring: Spring, travel: Double = 1) -> (Double) -> Double {
        let sim = SpringSimulation(spring: spring, start: 0, end: travel, velocity: 0)
        return { sim.position(at: $0) }
    }

    @Test(arguments: [Spring.bouncy, .smooth, Spring(response: 0.6, dampingFraction: 2.5), Spring(mass: 3, stiffness: 200, damping: 5)])
    func flutterSpringSimulationIsTheClosedForm(spring: Spring) {
        let sim = FlutterSpringSimulation(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, start: 0, end: 1, velocity: 0)
        let x = closedForm(spring)
        for i in 0...300 {
            let t = Double(i) / 100
            #expect(abs(sim.x(t) - x(t)) < 1e-6, "\(spring) t=\(t)")
        }
    }

    @Test func flutterDefaultControllerClampsTheOvershoot() {
        // The issue: a default AnimationController clamps to 0…1, so bouncy's 4.6 % overshoot is lost.
        let s = Spring.bouncy
        let sim = FlutterSpringSimulation(mass: 1, stiffness: s.stiffness, damping: s.damping, start: 0, end: 1, velocity: 0)
        var bounded = FlutterAnimationController(unbounded: false, simulation: sim)
        var unbounded = FlutterAnimationController(unbounded: true, simulation: sim)
        var peakBounded = 0.0, peakUnbounded = 0.0
        for ms in 0...3000 {
            bounded.tick(microseconds: Int64(ms) * 1000); unbounded.tick(microseconds: Int64(ms) * 1000)
            peakBounded = max(peakBounded, bounded.value); peakUnbounded = max(peakUnbounded, unbounded.value)
        }
        #expect(peakBounded == 1)
        #expect(abs(peakUnbounded - 1.046) < 0.001)
        // The default tolerance (1e-3 per second) completes well after the 0.1 % settle time.
        #expect((unbounded.completedAt ?? 0) > s.settlingDuration(tolerance: 0.001) * 1.2)
    }

    @Test func androidsDefaultMinimumVisibleChangeEndsAUnitTravelAfterAFewFrames() {
        // The old snippet: SpringForce(1f) on a FloatValueHolder keeps the minimum visible change 1,
        // so the 0 → 1 move is "at equilibrium" within 0.75 and stops, jumping, after tens of milliseconds.
        let s = Spring.bouncy
        var a = AndroidSpringAnimation(start: 0, finalPosition: 1, dampingRatio: Float(s.dampingFraction), stiffness: Float(s.stiffness))
        let x = closedForm(s)
        var worst = 0.0, endedAt: Int?
        for ms in 0...600 {
            if a.doAnimationFrame(1000 + Int64(ms)), endedAt == nil { endedAt = ms }
            worst = max(worst, abs(Double(a.value) - x(Double(ms) / 1000)))
        }
        #expect((endedAt ?? 1000) < 250, "\(String(describing: endedAt))")
        #expect(worst > 0.5)
    }

    @Test func androidWithTheSnippetsMinimumVisibleChangeFollowsAndSnapsWithinATenthOfAPercent() {
        let s = Spring.bouncy, travel = 167.0
        let mvc = Float(SpringCode(spring: s, travel: travel).androidMinimumVisibleChange)
        var a = AndroidSpringAnimation(start: 0, finalPosition: Float(travel), dampingRatio: Float(s.dampingFraction),
                                       stiffness: Float(s.stiffness), minimumVisibleChange: mvc)
        let x = closedForm(s, travel: travel)
        var endedAt: Int?
        for ms in 0...3000 where endedAt == nil {
            if a.doAnimationFrame(1000 + Int64(ms)) {
                endedAt = ms
                #expect(Double(a.value) == travel)
                #expect(abs(x(Double(ms) / 1000) - travel) < 0.0015 * travel)   // the snap is a tenth of a percent
            } else {
                #expect(abs(Double(a.value) - x(Double(ms) / 1000)) < 1e-4 * travel)
            }
        }
        #expect(endedAt != nil)
    }

    @Test func composesDefaultVisibilityThresholdEndsWithAOnePercentJump() {
        // The issue: spring(dampingRatio, stiffness) keeps visibilityThreshold 0.01 and ends early with a jump.
        let s = Spring.smooth
        let a = ComposeSpringAnimation(initialValue: 0, targetValue: 1, dampingRatio: Float(s.dampingFraction), stiffness: Float(s.stiffness))
        let x = closedForm(s)
        let worst = (0...1000).map { ms in abs(Double(a.value(playTimeNanos: Int64(ms) * 1_000_000)) - x(Double(ms) / 1000)) }.max()!
        #expect(worst > 0.009 && worst < 0.011, "\(worst)")
        #expect(Double(a.durationNanos) / 1e9 < s.settlingDuration(tolerance: 0.001) - 0.2)
    }

    @Test(arguments: [Spring.smooth, .bouncy, Spring(response: 0.6, dampingFraction: 2.5), Spring(response: 1, dampingFraction: 0.2)])
    func composesEstimatedDurationIsWhereTheSpringIsLastAtTheThreshold(spring: Spring) {
        // SpringEstimation: the envelope (under-damped) or Newton's method (otherwise) finds when |x| last is
        // the threshold; the closed form is within it from there on (to the estimate's millisecond).
        let threshold = 0.001
        let a = ComposeSpringAnimation(initialValue: 0, targetValue: 1, dampingRatio: Float(spring.dampingFraction),
                                       stiffness: Float(spring.stiffness), visibilityThreshold: Float(threshold))
        let end = Double(a.durationNanos) / 1e9
        let settle = spring.settlingDuration(tolerance: threshold)
        #expect(end >= settle - 0.002, "\(spring): \(end) vs \(settle)")
        #expect(end < settle * 2 + 0.01)
    }

    @Test func cssLinearInterpolatesAsCSSEasing2Says() throws {
        let t = try #require(CSSLinearTransition(css: "transition: transform 2s linear(0, 0.25, 1 50%, 0.5 50%, 1)"))
        // 0.25 has no position: halfway between 0 % and 50 %.
        #expect(t.points.map(\.input) == [0, 0.25, 0.5, 0.5, 1])
        #expect(abs(t.output(at: 0.125) - 0.125) < 1e-12)
        #expect(t.output(at: 0.5) == 0.5)                 // two stops at 50 %: the later's output
        #expect(abs(t.output(at: 0.75) - 0.75) < 1e-12)
        #expect(t.progress(at: 2.5) == 1)
        #expect(abs(t.progress(at: 0.25) - 0.125) < 1e-12)
        // An input below an earlier one is raised to it.
        let u = try #require(CSSLinearTransition(css: "transition: transform 1s linear(0, 0.5 60%, 0.7 40%, 1)"))
        #expect(u.points.map(\.input) == [0, 0.6, 0.6, 1])
        #expect(CSSLinearTransition(css: "transition: transform 0x1s linear(0, 1)") == nil)
    }
}
