import Foundation
import Geometry
import Motion
import Testing

/// The port of Flutter's `BouncingScrollSimulation` (flutter/flutter
/// `packages/flutter/lib/src/widgets/scroll_simulation.dart` at 095d6b9) against its formulas, written out:
/// friction x(t) = x₀ + v₀·(0.135ᵗ − 1)/ln 0.135, the spring (mass 0.5, stiffness 100, ratio 1.1) past an end.
struct BouncingScrollSimulationTests {
    let ln = log(0.135)
    let spring = Spring(mass: 0.5, stiffness: 100, damping: 1.1 * 2 * 50.0.squareRoot())

    @Test func insideTheExtentsItIsUIKitsNormalDeceleration() {
        let s = BouncingScrollSimulation(position: 100, velocity: 900, leadingExtent: 0, trailingExtent: 2000)
        #expect(abs(pow(0.998, 1000) - BouncingScrollSimulation.drag) < 1e-3)   // 0.998 per millisecond
        #expect(s.springTime == .infinity)
        for t in stride(from: 0.0, through: 3, by: 0.25) {
            #expect(abs(s.position(at: t) - (100 + 900 * (pow(0.135, t) - 1) / ln)) < 1e-9)
            #expect(abs(s.velocity(at: t) - 900 * pow(0.135, t)) < 1e-9)
        }
        #expect(abs(s.finalPosition - (100 - 900 / ln)) < 1e-9)
        // Done once slower than the velocity tolerance (Flutter's 20 units/second at scale 1).
        let tDone = log(20.0 / 900) / ln
        #expect(!s.isDone(at: tDone - 0.01, distanceTolerance: 1, velocityTolerance: 20) && s.isDone(at: tDone + 0.01, distanceTolerance: 1, velocityTolerance: 20))
    }

    @Test func aFlingPastAnEndHandsItsVelocityToTheSpringThereAndRestsOnTheEnd() {
        let s = BouncingScrollSimulation(position: 1900, velocity: -3000, leadingExtent: 1000, trailingExtent: 2000)
        let reach = log(ln * (1000 - 1900) / -3000 + 1) / ln, arrival = -3000 * pow(0.135, reach)
        #expect(abs(s.springTime - reach) < 1e-12)
        let back = SpringSimulation(spring: spring, start: 1000, end: 1000, velocity: arrival)
        for t in stride(from: reach + 0.02, through: reach + 2, by: 0.1) { #expect(abs(s.position(at: t) - back.position(at: t - reach)) < 1e-9) }
        #expect(s.position(at: reach + 0.1) < 1000 && s.finalPosition == 1000)
        // A speed past 5000 units/second is capped at the end (either way).
        let fast = BouncingScrollSimulation(position: 1990, velocity: 40000, leadingExtent: 0, trailingExtent: 2000)
        let capped = SpringSimulation(spring: spring, start: 2000, end: 2000, velocity: 5000)
        #expect(abs(fast.position(at: fast.springTime + 0.05) - capped.position(at: 0.05)) < 1e-9)
    }

    @Test func startingPastAnEndTheSpringAloneBringsItBack() {
        let s = BouncingScrollSimulation(position: -80, velocity: 0, leadingExtent: 0, trailingExtent: 500)
        let back = SpringSimulation(spring: spring, start: -80, end: 0, velocity: 0)
        #expect(s.springTime == -.infinity)
        for t in stride(from: 0.0, through: 1.5, by: 0.1) { #expect(abs(s.position(at: t) - back.position(at: t)) < 1e-9) }
        #expect(s.isDone(at: 3, distanceTolerance: 1, velocityTolerance: 20))
        let still = BouncingScrollSimulation(position: 40, velocity: 0, leadingExtent: 0, trailingExtent: 500)
        #expect(still.position(at: 1) == 40 && still.isDone(at: 0, distanceTolerance: 1, velocityTolerance: 20))
    }
}
