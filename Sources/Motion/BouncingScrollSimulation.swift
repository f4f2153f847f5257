import Foundation
import Geometry

/// iOS's scroll momentum after a fling, with the bounce at the ends: a port of Flutter's
/// `BouncingScrollSimulation` (flutter/flutter `packages/flutter/lib/src/widgets/scroll_simulation.dart`
/// at 095d6b9, with `FrictionSimulation` from `packages/flutter/lib/src/physics/friction_simulation.dart`
/// and the spring of `ScrollPhysics` in `widgets/scroll_physics.dart`).
///
/// - Within the extents the velocity decays by `drag` per second — UIKit's
///   `UIScrollView.DecelerationRate.normal`, 0.998 per millisecond, is 0.998¹⁰⁰⁰ ≈ 0.135 per second:
///   x(t) = x₀ + v₀·(dragᵗ − 1)/ln(drag), v(t) = v₀·dragᵗ, coming to rest at x₀ − v₀/ln(drag).
/// - When that rest lies past an extent e, the friction runs until it reaches e (at t = ln(ln(drag)·(e − x₀)/v₀
///   + 1)/ln(drag)), then an over-damped spring (mass 0.5, stiffness 100, damping ratio 1.1) takes the
///   position from e with the velocity it arrived at, at most 5000 units/second, back to e: the content
///   passes the end, slows and springs back. (Flutter writes min(v, 5000), which caps only a fling toward
///   the trailing extent; here the speed is capped either way.)
/// - Starting past an extent (released while rubber-banding) the spring alone brings it back.
///
/// Units are the caller's (points and points/second); time is seconds since the release.
public struct BouncingScrollSimulation: Sendable, Hashable {
    /// The friction's decay of velocity per second: 0.135 (UIKit's `.normal` rate, 0.998 per millisecond).
    public static let drag = 0.135
    /// The spring that brings an overscroll back to the extent (Flutter's `ScrollPhysics` default spring).
    public static let spring = Spring(mass: 0.5, stiffness: 100, damping: 1.1 * 2 * (0.5 * 100.0).squareRoot())
    /// The most velocity (units/second) the friction hands to the spring at an extent.
    public static let maxSpringTransferVelocity = 5000.0

    /// Where the scroll is released (units) and how fast (units/second).
    public let position: Double, velocity: Double
    /// The scroll's extents (units), leading ≤ trailing.
    public let leadingExtent: Double, trailingExtent: Double
    /// When (seconds) the spring takes over: −∞ starting past an extent, +∞ when the friction stays inside.
    public let springTime: Double
    private let springStart: SpringSimulation?

    /// A fling from `position` at `velocity` between `leadingExtent` and `trailingExtent` (swapped when given
    /// the wrong way round); a non-finite position or velocity counts as 0.
    public init(position: Double, velocity: Double, leadingExtent: Double, trailingExtent: Double) {
        let x = position.isFinite ? position : 0, v = velocity.isFinite ? velocity : 0
        let lo = min(leadingExtent, trailingExtent), hi = max(leadingExtent, trailingExtent)
        self.position = x; self.velocity = v; self.leadingExtent = lo; self.trailingExtent = hi
        if x < lo || x > hi {
            springTime = -.infinity
            springStart = SpringSimulation(spring: Self.spring, start: x, end: x < lo ? lo : hi, velocity: v)
            return
        }
        let final = Self.frictionX(x, v, at: .infinity)
        if (v > 0 && final > hi) || (v < 0 && final < lo) {
            let edge = v > 0 ? hi : lo
            let t = Self.frictionTime(x, v, atX: edge)
            let arrival = Self.frictionVelocity(v, at: t)
            springTime = t
            springStart = SpringSimulation(spring: Self.spring, start: edge, end: edge,
                                           velocity: arrival.sign == .minus ? max(arrival, -Self.maxSpringTransferVelocity) : min(arrival, Self.maxSpringTransferVelocity))
        } else {
            springTime = .infinity
            springStart = nil
        }
    }

    /// The friction's position `t` seconds after starting at `x` with `v` (FrictionSimulation.x).
    static func frictionX(_ x: Double, _ v: Double, at t: Double) -> Double {
        let ln = log(drag)
        return x + v * (t.isInfinite ? 0 : pow(drag, t)) / ln - v / ln
    }

    /// The friction's velocity `t` seconds after starting with `v` (FrictionSimulation.dx).
    static func frictionVelocity(_ v: Double, at t: Double) -> Double { v * pow(drag, t) }

    /// When the friction from `x` with `v` reaches `target` (FrictionSimulation.timeAtX); +∞ if never.
    static func frictionTime(_ x: Double, _ v: Double, atX target: Double) -> Double {
        if target == x { return 0 }
        let final = frictionX(x, v, at: .infinity)
        if v == 0 || (v > 0 ? (target < x || target > final) : (target > x || target < final)) { return .infinity }
        let ln = log(drag)
        return log(ln * (target - x) / v + 1) / ln
    }

    /// The position (units) `t` seconds after the release (t < 0 counts as 0).
    public func position(at t: Double) -> Double {
        let t = max(0, t.isNaN ? 0 : t)
        if let spring = springStart, t > springTime { return spring.position(at: springTime.isFinite ? t - springTime : t) }
        return Self.frictionX(position, velocity, at: t)
    }

    /// The velocity (units/second) `t` seconds after the release.
    public func velocity(at t: Double) -> Double {
        let t = max(0, t.isNaN ? 0 : t)
        if let spring = springStart, t > springTime { return spring.velocity(at: springTime.isFinite ? t - springTime : t) }
        return Self.frictionVelocity(velocity, at: t)
    }

    /// Whether the motion has come to rest at `t`: the friction slower than `velocityTolerance`, or the spring
    /// within `distanceTolerance` of its extent and slower than `velocityTolerance` (Flutter's tolerances:
    /// 1/devicePixelRatio units and 1/(0.05·devicePixelRatio) units/second).
    public func isDone(at t: Double, distanceTolerance: Double, velocityTolerance: Double) -> Bool {
        let t = max(0, t.isNaN ? 0 : t)
        if let spring = springStart, t > springTime {
            return spring.isDone(at: springTime.isFinite ? t - springTime : t, positionTolerance: distanceTolerance, velocityTolerance: velocityTolerance)
        }
        return abs(velocity(at: t)) < velocityTolerance
    }

    /// The rest position: the friction's end, or the extent the spring returns to.
    public var finalPosition: Double { springStart?.end ?? Self.frictionX(position, velocity, at: .infinity) }
}
