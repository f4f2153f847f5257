import Foundation
import Testing
@testable import Motion

/// The three parameterisations stay in sync: response/dampingFraction → mass/stiffness/damping →
/// duration/bounce → response/dampingFraction, to 1e-9.
@Suite struct SpringConversionTests {
    @Test(arguments: [(0.5, 0.7), (0.3, 0.3), (0.55, 1.0), (0.15, 0.86), (0.8, 1.6), (1.2, 0.05), (0.05, 4)])
    func conversionsRoundTrip(response: Double, dampingFraction: Double) {
        let a = Spring(response: response, dampingFraction: dampingFraction)
        let b = Spring(mass: a.mass, stiffness: a.stiffness, damping: a.damping)
        let c = Spring(duration: b.duration, bounce: b.bounce)
        #expect(abs(c.response - response) < 1e-9)
        #expect(abs(c.dampingFraction - dampingFraction) < 1e-9)
        #expect(abs(b.stiffness - a.stiffness) < 1e-9 * a.stiffness)
        #expect(abs(b.damping - a.damping) < 1e-9 * max(1, a.damping))
    }

    /// Flutter's `SpringDescription.withDurationAndBounce` (packages/flutter/lib/src/physics/spring_simulation.dart):
    /// mass 1, stiffness = 4π²·m/d², dampingRatio = 1 − bounce (bounce > 0) or 1/(bounce + 1), damping = ratio·2√(m·k).
    func flutter(durationMilliseconds: Int, bounce: Double) -> (mass: Double, stiffness: Double, damping: Double) {
        let d = Double(durationMilliseconds) / 1000, m = 1.0
        let k = 4 * Double.pi * Double.pi * m / (d * d)
        let ratio = bounce > 0 ? 1 - bounce : 1 / (bounce + 1)
        return (m, k, ratio * 2 * (m * k).squareRoot())
    }

    @Test(arguments: [(500, 0.3), (300, 0.3), (500, 0.0), (350, 0.15), (800, -0.4)])
    func flutterWithDurationAndBounceGivesTheSameSpring(ms: Int, bounce: Double) {
        let f = flutter(durationMilliseconds: ms, bounce: bounce)
        let s = Spring(duration: Double(ms) / 1000, bounce: bounce)
        #expect(abs(s.mass - f.mass) < 1e-12)
        #expect(abs(s.stiffness - f.stiffness) < 1e-9 * f.stiffness)
        #expect(abs(s.damping - f.damping) < 1e-9 * f.damping)
    }
}
