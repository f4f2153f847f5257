import Geometry

/// The interruptible animation of one property: its current value, its target, and the animation
/// (if any) carrying it there.
///
/// Times are seconds on the animation clock, passed in explicitly (Masonry-style: no hidden clock).
/// All lanes are evaluated in closed form from the running segment's start, so the value at an
/// instant is the same whatever frame rate sampled it.
///
/// Retargeting follows SwiftUI's velocity-preserving merge for springs: the new animation starts from
/// the value *and velocity* the running one has at that instant, so both are continuous. A timing
/// curve starts from the current value and runs its whole duration; its velocity is the curve's
/// derivative × distance, which a spring interrupting it inherits.
public struct AnimatedValue<Value: Animatable>: Sendable {
    /// The value at the last `update` (or `set`), in the value's units.
    public private(set) var value: Value
    /// Where the value is going; equals `value` when not animating.
    public private(set) var target: Value
    /// Per-lane velocity at the last `update`, in the value's units per second (e.g. points/second);
    /// zero when not animating.
    public private(set) var velocity: SIMD4<Double>
    private var segment: AnimationSegment?

    /// A value at rest.
    public init(_ value: Value) {
        self.value = value
        self.target = value
        self.velocity = .zero
    }

    /// Whether an animation is running (it stops when `update` finds it settled or finished).
    public var isAnimating: Bool { segment != nil }

    /// The running animation, if any.
    public var animation: Animation? { segment?.animation }

    /// Moves towards `newTarget`.
    ///
    /// - With `animation == nil` the value jumps at once: value = target = `newTarget`, velocity 0,
    ///   not animating.
    /// - Otherwise the running animation is evaluated at `time` and a new one starts there from that
    ///   value and velocity (springs keep the velocity; timing curves start from the value).
    /// - Setting the target it already has while animating keeps the running animation (so a curve is
    ///   not restarted every frame), and animating to the value it rests at does nothing.
    /// - Parameters:
    ///   - newTarget: the destination.
    ///   - animation: how to get there, or nil for no animation.
    ///   - time: seconds on the animation clock at which the change happens.
    public mutating func set(_ newTarget: Value, animation: Animation?, at time: Double) {
        guard let animation else {
            value = newTarget
            target = newTarget
            velocity = .zero
            segment = nil
            return
        }
        if segment == nil {
            guard newTarget != value else { target = newTarget; return }
            segment = AnimationSegment(animation: animation, from: value.animatableData, velocity: .zero,
                                       to: newTarget.animatableData, startTime: time)
            target = newTarget
            return
        }
        guard newTarget != target, let running = segment else { return }
        let now = running.state(at: time)
        let from = sanitized(now.value, fallback: running.to)
        let startVelocity = sanitized(now.velocity, fallback: .zero)
        segment = AnimationSegment(animation: animation, from: from, velocity: startVelocity,
                                   to: newTarget.animatableData, startTime: time)
        target = newTarget
        value = Value(animatableData: from)
        velocity = startVelocity
    }

    /// Starts `animation` toward `newTarget` from `start` moving at `velocity` (units/second per lane) at
    /// `time` — a release after a drag, where the value followed the pointer and the spring must start with
    /// the pointer's velocity so position and velocity stay continuous (UIKit's and SwiftUI's hand-off
    /// from a gesture to an animation).
    public mutating func set(_ newTarget: Value, animation: Animation, from start: Value, velocity startVelocity: SIMD4<Double>, at time: Double) {
        let v = sanitized(startVelocity, fallback: .zero)
        value = start
        target = newTarget
        velocity = v
        if newTarget == start && v == .zero { segment = nil; return }
        segment = AnimationSegment(animation: animation, from: start.animatableData, velocity: v,
                                   to: newTarget.animatableData, startTime: time)
    }

    /// Advances to `time` and reports whether the value is still animating.
    ///
    /// The value and velocity become the closed-form state at `time`. The animation ends — value set
    /// exactly to `target`, velocity 0 — when a timing curve reaches its duration, or when a spring is
    /// settled in every meaningful lane: remaining distance below `settleTolerance` and speed below
    /// `velocityTolerance`, checked through the spring's energy so that it holds from then on (see
    /// `AnimationSegment.isFinished`). A long gap between updates simply evaluates the closed form
    /// at the later time.
    /// - Parameters:
    ///   - time: seconds on the animation clock.
    ///   - settleTolerance: distance in the value's units (the app passes 0.5 device pixels in points).
    ///   - velocityTolerance: speed in units/second (the app passes 2 device pixels/second in points).
    /// - Returns: true while the animation continues.
    public mutating func update(at time: Double, settleTolerance: Double, velocityTolerance: Double) -> Bool {
        guard let running = segment else { return false }
        let now = running.state(at: time)
        if running.isFinished(at: time, value: now.value, velocity: now.velocity, lanes: Value.componentCount,
                              settleTolerance: settleTolerance, velocityTolerance: velocityTolerance) {
            value = target
            velocity = .zero
            segment = nil
            return false
        }
        value = Value(animatableData: held(now.value, running))
        velocity = now.velocity
        return true
    }

    /// `v` with each meaningful lane kept between the segment's start and target when the value asks for it
    /// (``Animatable/holdsEndsPastOvershoot``): a spring's overshoot past a tint holds the tint.
    private func held(_ v: SIMD4<Double>, _ running: AnimationSegment) -> SIMD4<Double> {
        guard Value.holdsEndsPastOvershoot else { return v }
        var out = v
        for i in 0..<Value.componentCount {
            let lo = min(running.from[i], running.to[i]), hi = max(running.from[i], running.to[i])
            out[i] = clamp(v[i], lo, hi)
        }
        return out
    }

    /// The value the running animation has at `time`, without changing anything; `target` once a
    /// timing curve has finished, `value` when nothing runs. Settle tolerances are not applied, so a
    /// spring reports its closed-form value until `update` lands it.
    public func value(at time: Double) -> Value {
        guard let running = segment else { return value }
        if running.isCurveComplete(at: time) { return target }
        return Value(animatableData: held(sanitized(running.state(at: time).value, fallback: running.to), running))
    }

    /// Per-lane velocity (units/second) of the running animation at `time`, without changing anything;
    /// zero when nothing runs.
    public func velocityVector(at time: Double) -> SIMD4<Double> {
        guard let running = segment else { return .zero }
        return sanitized(running.state(at: time).velocity, fallback: .zero)
    }

    /// `v` with any non-finite lane replaced by the same lane of `fallback`.
    private func sanitized(_ v: SIMD4<Double>, fallback: SIMD4<Double>) -> SIMD4<Double> {
        var out = v
        for i in 0..<4 where !v[i].isFinite { out[i] = fallback[i] }
        return out
    }
}
