/// One running animation of a four-lane vector: where it started (value and velocity per lane), where
/// it is going, when it started and what drives it. Every lane is evaluated in closed form from these,
/// so the state at any instant does not depend on how often it was sampled.
struct AnimationSegment: Sendable {
    private enum Driver: Sendable {
        case spring(DampedOscillator)
        case timing(TimingCurve)
    }

    /// The animation this segment runs.
    let animation: Animation
    /// Per-lane value at `startTime`, in the value's units.
    let from: SIMD4<Double>
    /// Per-lane velocity at `startTime`, in units/second (springs keep it; timing curves ignore it).
    let fromVelocity: SIMD4<Double>
    /// Per-lane destination.
    let to: SIMD4<Double>
    /// When the segment began, in seconds on the animation clock.
    let startTime: Double
    private let driver: Driver

    /// Starts `animation` at `startTime` from `from` (moving at `velocity`) towards `to`.
    init(animation: Animation, from: SIMD4<Double>, velocity: SIMD4<Double>, to: SIMD4<Double>, startTime: Double) {
        self.animation = animation
        self.from = from
        self.fromVelocity = velocity
        self.to = to
        self.startTime = startTime
        switch animation {
        case let .spring(spring): driver = .spring(DampedOscillator(spring: spring))
        case let .timing(curve): driver = .timing(curve)
        }
    }

    /// Value (units) and velocity (units/second) of every lane at `time` (seconds on the animation
    /// clock; times before `startTime` count as the start).
    ///
    /// Spring: value = to + x₀·p(t) + v₀·q(t), velocity = x₀·p′(t) + v₀·q′(t) with x₀ = from − to
    /// (see ``DampedOscillator``). Timing curve: value = from + (to − from)·progress(t), velocity =
    /// (to − from)·progress′(t); from the curve's duration on, exactly `to` with zero velocity.
    func state(at time: Double) -> (value: SIMD4<Double>, velocity: SIMD4<Double>) {
        let t = time - startTime
        switch driver {
        case let .spring(oscillator):
            let b = oscillator.basis(at: t)
            let x0 = from - to
            return (to + x0 * b.p + fromVelocity * b.q, x0 * b.dp + fromVelocity * b.dq)
        case let .timing(curve):
            if t >= curve.duration { return (to, .zero) }
            let delta = to - from
            return (from + delta * curve.progress(at: t), delta * curve.derivative(at: t))
        }
    }

    /// Whether this is a timing curve whose duration has elapsed at `time` (always false for springs,
    /// which end only by settling).
    func isCurveComplete(at time: Double) -> Bool {
        if case let .timing(curve) = driver { return time - startTime >= curve.duration }
        return false
    }

    /// Whether the segment has finished at `time`, given its `state(at: time)`.
    ///
    /// A timing curve finishes exactly at its duration. A spring finishes once, in each of the first
    /// `lanes` lanes, the normalised energy E = x² + (v/ω₀)² bounds the motion inside both
    /// tolerances from now on: √E < `settleTolerance` (so |x| stays below it) and ω₀√E <
    /// `velocityTolerance` (so |v| stays below it). This implies the plain test |x| < tolerance and
    /// |v| < tolerance, and because E never grows, once true it stays true: whether a spring has
    /// settled at an instant does not depend on the frame rate that sampled it.
    /// Any non-finite lane also counts as finished, so NaN can never be shown.
    func isFinished(at time: Double, value: SIMD4<Double>, velocity: SIMD4<Double>, lanes: Int,
                    settleTolerance: Double, velocityTolerance: Double) -> Bool {
        for i in 0..<min(max(lanes, 0), 4) where !(value[i].isFinite && velocity[i].isFinite) { return true }
        switch driver {
        case .timing:
            return isCurveComplete(at: time)
        case let .spring(oscillator):
            let radius = min(settleTolerance, velocityTolerance / oscillator.omega0)
            let limit = radius * radius
            for i in 0..<min(max(lanes, 0), 4) {
                let e = oscillator.energy(displacement: value[i] - to[i], velocity: velocity[i])
                if !(e < limit) { return false }
            }
            return true
        }
    }
}
