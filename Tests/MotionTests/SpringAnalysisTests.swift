import Foundation
import Testing
@testable import Motion

@Suite struct SpringAnalysisTests {
    static let springs: [Spring] = [
        .bouncy, .snappy, .smooth, .interactiveSpring, .default, .spring,
        Spring(response: 0.3, dampingFraction: 0.3), Spring(response: 0.8, dampingFraction: 1.6),
        Spring(mass: 2, stiffness: 300, damping: 12),
    ]

    /// The last time, on a 0.1 ms grid, at which the closed-form step is outside `tol`.
    func lastTimeOutside(_ spring: Spring, _ tol: Double) -> Double {
        let sim = SpringSimulation(spring: spring, start: 0, end: 1, velocity: 0)
        var last = 0.0
        var t = 0.0
        while t < 20 {
            if abs(sim.position(at: t) - 1) >= tol { last = t }
            t += 1e-4
        }
        return last
    }

    @Test(arguments: springs)
    func settleTimeIsWhereTheClosedFormLastLeavesTheBand(spring: Spring) {
        for tol in [0.005, 1.0 / 120] {
            let settle = spring.settlingDuration(tolerance: tol)
            let last = lastTimeOutside(spring, tol)
            #expect(settle >= last - 1e-9 && settle <= last + 1.5e-4, "\(spring) tol \(tol): \(settle) vs grid \(last)")
            let sim = SpringSimulation(spring: spring, start: 0, end: 1, velocity: 0)
            #expect(abs(abs(sim.position(at: settle) - 1) - tol) < 1e-9)
        }
    }

    @Test(arguments: springs)
    func overshootIsTheClosedFormsPeakPastTheTarget(spring: Spring) {
        let sim = SpringSimulation(spring: spring, start: 0, end: 1, velocity: 0)
        var peak = 1.0
        for i in 0...40_000 { peak = max(peak, sim.position(at: Double(i) * 1e-4)) }
        #expect(abs(spring.overshootPercent - (peak - 1) * 100) < 1e-4, "\(spring)")
    }

    @Test func bouncyOvershootsAboutFivePercentAndSettlesInAbout0_56s() {
        // ζ = 0.7: 100·e^{−0.7π/√0.51} = 4.5988 %.
        #expect(abs(Spring.bouncy.overshootPercent - 4.598791) < 1e-5)
        #expect(Spring.smooth.overshootPercent == 0)
        #expect(abs(Spring.bouncy.settlingDuration() - 0.55622) < 1e-4)
    }

    @Test func edgeTolerancesGiveZeroOrInfinity() {
        #expect(Spring.bouncy.settlingDuration(tolerance: 1) == 0)
        #expect(Spring(response: 0.5, dampingFraction: 0).settlingDuration() == .infinity)
        #expect(Spring.bouncy.settlingDuration(tolerance: .nan).isFinite)
    }
}
