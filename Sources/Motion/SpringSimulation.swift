import Geometry

/// The exact motion of one scalar attached to a damped spring, in the manner of Flutter's
/// `SpringSimulation` (`packages/flutter/lib/src/physics/spring_simulation.dart`).
///
/// With ω₀ = 2π/response, ζ = dampingFraction, x₀ = start − end and initial velocity v₀:
/// - under-damped (ζ < 1): ω_d = ω₀√(1−ζ²),
///   x(t) = e^{−ζω₀t}(x₀ cos ω_d t + ((v₀ + ζω₀x₀)/ω_d) sin ω_d t);
/// - critically damped (|ζ − 1| < 1e-9): x(t) = e^{−ω₀t}(x₀ + (v₀ + ω₀x₀)t);
/// - over-damped (ζ > 1): r₁,₂ = −ω₀ζ ± ω₀√(ζ²−1), x(t) = c₁e^{r₁t} + c₂e^{r₂t}, c₁ + c₂ = x₀,
///   r₁c₁ + r₂c₂ = v₀.
///
/// position(t) = end + x(t); velocity is the analytic derivative x′(t). Every instant is evaluated
/// in closed form (no integration), so results do not depend on how often the simulation is sampled.
/// Units are whatever the caller uses for `start`/`end` (typically points) and seconds.
public struct SpringSimulation: Hashable, Sendable {
    /// The spring driving the motion.
    public let spring: Spring
    /// The value at t = 0, in caller units (e.g. points).
    public let start: Double
    /// The rest value the motion converges to, in caller units.
    public let end: Double
    /// The velocity at t = 0, in caller units per second.
    let initialVelocity: Double

    private let oscillator: DampedOscillator

    /// Creates a simulation from `start` towards `end` with an initial `velocity`.
    /// - Parameters:
    ///   - spring: the spring (its mass, stiffness and damping, or response and damping fraction).
    ///   - start: value at t = 0, in caller units; NaN or infinite becomes `end` (no motion).
    ///   - end: the rest value, in caller units.
    ///   - velocity: velocity at t = 0, in caller units per second; NaN or infinite becomes 0.
    public init(spring: Spring, start: Double, end: Double, velocity: Double) {
        self.spring = spring
        self.end = end
        self.start = start.isFinite ? start : end
        self.initialVelocity = velocity.isFinite ? velocity : 0
        self.oscillator = DampedOscillator(spring: spring)
    }

    /// The value `t` seconds after the start, in caller units: end + x(t).
    /// `t` below 0 (or NaN) counts as 0; an infinite `t` gives `end`.
    public func position(at t: Double) -> Double {
        let b = oscillator.basis(at: t)
        let x0 = start - end
        return end + (x0 * b.p + initialVelocity * b.q)
    }

    /// The velocity `t` seconds after the start, in caller units per second: x′(t).
    /// `t` below 0 (or NaN) counts as 0; an infinite `t` gives 0.
    public func velocity(at t: Double) -> Double {
        let b = oscillator.basis(at: t)
        let x0 = start - end
        return x0 * b.dp + initialVelocity * b.dq
    }

    /// Whether the motion is at rest at `t`: |position − end| < `positionTolerance` and
    /// |velocity| < `velocityTolerance` (Flutter's `Tolerance`, whose defaults are 1e-3).
    /// - Parameters:
    ///   - t: seconds since the start.
    ///   - positionTolerance: caller units.
    ///   - velocityTolerance: caller units per second.
    func isDone(at t: Double, positionTolerance: Double = 1e-3, velocityTolerance: Double = 1e-3) -> Bool {
        abs(position(at: t) - end) < positionTolerance && abs(velocity(at: t)) < velocityTolerance
    }
}
