import Foundation
import Geometry

/// The closed-form response of a damped harmonic oscillator m·x″ + c·x′ + k·x = 0, split into the
/// two basis solutions so one spring can drive many lanes without per-lane setup.
///
/// The solution is linear in the initial displacement x₀ and velocity v₀:
/// x(t) = x₀·p(t) + v₀·q(t) and x′(t) = x₀·p′(t) + v₀·q′(t), where p has p(0) = 1, p′(0) = 0 and
/// q has q(0) = 0, q′(0) = 1. The three damping cases follow Flutter's `SpringSimulation`
/// (`physics/spring_simulation.dart`), with ω₀ = 2π/response and ζ = dampingFraction:
/// - under-damped (ζ < 1): ω_d = ω₀√(1−ζ²),
///   x(t) = e^{−ζω₀t}(x₀ cos ω_d t + ((v₀ + ζω₀x₀)/ω_d) sin ω_d t);
/// - critical (|ζ − 1| < 1e-9): x(t) = e^{−ω₀t}(x₀ + (v₀ + ω₀x₀)t);
/// - over-damped (ζ > 1): r₁,₂ = −ω₀ζ ± ω₀√(ζ²−1), x(t) = c₁e^{r₁t} + c₂e^{r₂t} with c₁ + c₂ = x₀,
///   r₁c₁ + r₂c₂ = v₀.
/// The branch comes from ζ, never from the sign of c² − 4mk, so rounding cannot flip it.
struct DampedOscillator: Hashable, Sendable {
    /// The values of the basis solutions and their time derivatives at one instant.
    struct Basis: Hashable, Sendable {
        /// p(t): displacement caused by a unit initial displacement (dimensionless).
        var p: Double
        /// q(t): displacement caused by a unit initial velocity, in seconds.
        var q: Double
        /// p′(t), in 1/second.
        var dp: Double
        /// q′(t), dimensionless.
        var dq: Double

        /// The at-rest basis (everything has decayed).
        static let settled = Basis(p: 0, q: 0, dp: 0, dq: 0)
    }

    private enum Regime: Hashable, Sendable {
        /// a = −ζω₀ (1/s), ωd in rad/s.
        case underDamped(a: Double, omegaD: Double)
        /// ω₀ in rad/s.
        case critical(omega0: Double)
        /// r₁ (slow) and r₂ (fast) roots in 1/s, r₂ < r₁ < 0.
        case overDamped(r1: Double, r2: Double)
    }

    private let regime: Regime
    /// ω₀ = 2π/response, in radians/second.
    let omega0: Double
    /// ζ, dimensionless.
    let dampingRatio: Double

    /// Distance from 1 within which ζ counts as critical damping.
    static let criticalEpsilon = 1e-9

    /// Precomputes the damping regime and its constants for `spring`.
    init(spring: Spring) {
        let w0 = spring.angularFrequency, zeta = spring.dampingFraction
        omega0 = w0
        dampingRatio = zeta
        if abs(zeta - 1) < DampedOscillator.criticalEpsilon {
            regime = .critical(omega0: w0)
        } else if zeta < 1 {
            regime = .underDamped(a: -zeta * w0, omegaD: w0 * (1 - zeta * zeta).squareRoot())
        } else {
            // r₂ = −ω₀(ζ + √(ζ²−1)) is computed directly; r₁ = ω₀²/r₂ (product of the roots) avoids
            // the cancellation in −ω₀ζ + ω₀√(ζ²−1) when ζ is large.
            let r2 = -w0 * (zeta + (zeta * zeta - 1).squareRoot())
            regime = .overDamped(r1: w0 * w0 / r2, r2: r2)
        }
    }

    /// The basis solutions at `t` seconds after the start. Negative or NaN `t` counts as 0;
    /// infinite `t` returns the settled basis. Exponentials that underflow become 0, so very large
    /// finite `t` gives finite values (the rest state for any ζ > 0).
    func basis(at t: Double) -> Basis {
        let t = clamp(t, 0, .infinity)
        if t == .infinity { return .settled }
        switch regime {
        case let .underDamped(a, wd):
            let e = Foundation.exp(a * t)
            if e == 0 { return .settled }
            let s = Foundation.sin(wd * t), c = Foundation.cos(wd * t)
            let w0 = omega0
            return Basis(p: e * (c - a / wd * s),
                         q: e * s / wd,
                         dp: -e * (w0 * w0 / wd) * s,
                         dq: e * (c + a / wd * s))
        case let .critical(w0):
            let e = Foundation.exp(-w0 * t)
            if e == 0 { return .settled }
            return Basis(p: e * (1 + w0 * t),
                         q: e * t,
                         dp: -e * w0 * w0 * t,
                         dq: e * (1 - w0 * t))
        case let .overDamped(r1, r2):
            let e1 = Foundation.exp(r1 * t), e2 = Foundation.exp(r2 * t)
            if e1 == 0 && e2 == 0 { return .settled }
            let inv = 1 / (r2 - r1)
            return Basis(p: (r2 * e1 - r1 * e2) * inv,
                         q: (e2 - e1) * inv,
                         dp: r1 * r2 * (e1 - e2) * inv,
                         dq: (r2 * e2 - r1 * e1) * inv)
        }
    }

    /// The normalised energy x² + (v/ω₀)², in squared units. For ζ ≥ 0 it never increases
    /// (d/dt = −4ζv²/ω₀), and it bounds the future: |x| ≤ √E and |v| ≤ ω₀√E from now on.
    func energy(displacement x: Double, velocity v: Double) -> Double {
        let vn = v / omega0
        return x * x + vn * vn
    }
}
