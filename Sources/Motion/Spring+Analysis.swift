import Foundation
import Geometry

/// What a spring does to a step from rest: 0 → 1 with zero initial velocity, the move a selection
/// change makes. All results come from the closed form (``DampedOscillator``), not from sampling.
///
/// For ζ < 1 the displacement x(t) = −e^{−ζω₀t}(cos ω_d t + (ζω₀/ω_d) sin ω_d t) has its extrema where
/// the velocity (−e^{−ζω₀t}(ω₀²/ω_d) sin ω_d t) is zero, at tₙ = nπ/ω_d, with |x(tₙ)| = e^{−ζω₀tₙ};
/// between two extrema |x| falls to 0 and rises again, so each tolerance crossing is bracketed by
/// consecutive extrema. For ζ ≥ 1 the step response is monotone.
extension Spring {
    /// The overshoot of a step from rest past its target, in percent of the travel:
    /// 100·e^{−πζ/√(1−ζ²)} for ζ < 1 (the first extremum, at π/ω_d), 0 for ζ ≥ 1.
    public var overshootPercent: Double {
        let zeta = dampingFraction
        guard zeta < 1 else { return 0 }
        return 100 * Foundation.exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
    }

    /// The perceived duration in seconds: SwiftUI's perceptual `duration` (equal to `response`), "about
    /// the settling duration, but for very bouncy springs the period of oscillation" (SwiftUI's
    /// `Spring(duration:bounce:)` documentation).
    public var perceivedDuration: Double { duration }

    /// The time in seconds after which a step from rest stays within `tolerance` of its target for good.
    /// - Parameter tolerance: a fraction of the travel (0.005 is 0.5 %; 1/travel is 1 point on a travel
    ///   of `travel` points); values ≥ 1 give 0, values ≤ 0 or NaN count as 1e-12.
    /// - Returns: seconds; `.infinity` for an undamped spring (ζ = 0), which never settles.
    public func settlingDuration(tolerance: Double = 0.005) -> Double {
        let tol = tolerance.isNaN ? 1e-12 : max(tolerance, 1e-12)
        if tol >= 1 { return 0 }
        let oscillator = DampedOscillator(spring: self)
        // |x(t)| for the step: x₀ = −1, v₀ = 0, so x = −p(t).
        func excess(_ t: Double) -> Double { abs(oscillator.basis(at: t).p) - tol }
        func bisect(_ low: Double, _ high: Double) -> Double {
            var lo = low, hi = high  // excess(lo) ≥ 0 > excess(hi)
            for _ in 0..<200 where hi - lo > 1e-15 * max(1, hi) {
                let mid = (lo + hi) / 2
                if excess(mid) >= 0 { lo = mid } else { hi = mid }
            }
            return hi
        }
        let zeta = dampingFraction, w0 = angularFrequency
        if zeta < 1 {
            if zeta == 0 { return .infinity }
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            // The last extremum still outside the band: e^{−ζω₀nπ/ω_d} ≥ tol.
            let n = Foundation.floor(Foundation.log(1 / tol) * wd / (zeta * w0 * Double.pi))
            let tn = n * Double.pi / wd
            return bisect(tn, tn + Double.pi / wd)
        }
        var high = 1 / w0
        while excess(high) >= 0 && high < 1e12 { high *= 2 }
        return bisect(0, high)
    }
}
