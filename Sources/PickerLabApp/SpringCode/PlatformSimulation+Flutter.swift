import Foundation

/// Flutter's spring, ported from its source so a snippet's numbers can be run as Flutter runs them.
///
/// - `SpringSimulation` and its three solutions: flutter/flutter
///   `packages/flutter/lib/src/physics/spring_simulation.dart` @ 04fbdcfac997f9bcbef805fe785ff71971ea16d2
///   (the solution is chosen by the sign of c² − 4mk, as there; `isDone` is `nearZero(x, distance) &&
///   nearZero(dx, velocity)`);
/// - `Tolerance` (distance, velocity 1e-3 by default): `physics/tolerance.dart` @ 17bd7a8e38b0b5dcf50a2044843a94d9e3a69176;
/// - `nearZero` / `nearEqual`: `physics/utils.dart` @ 08d672e4adb7c1a7e03a36992a206a2b82e6b761;
/// - `AnimationController._tick`: `value = simulation.x(t).clamp(lowerBound, upperBound)`, then the
///   controller stops (status completed) once `simulation.isDone(t)`, holding that value; the default
///   constructor's bounds are 0…1, `AnimationController.unbounded`'s ±∞:
///   `packages/flutter/lib/src/animation/animation_controller.dart` @ 013a72b306bfd44e882da63436f1112abe58b7e2.
struct FlutterSpringSimulation {
    /// `Tolerance`: distance in value units, velocity in value units per second.
    struct Tolerance { var distance = 1e-3; var velocity = 1e-3 }

    private enum Solution {
        case critical(r: Double, c1: Double, c2: Double)
        case over(r1: Double, r2: Double, c1: Double, c2: Double)
        case under(w: Double, r: Double, c1: Double, c2: Double)
    }
    private let solution: Solution
    let end: Double
    let tolerance: Tolerance

    /// `SpringSimulation(SpringDescription(mass:stiffness:damping:), start, end, velocity, tolerance:)`.
    init(mass: Double, stiffness: Double, damping: Double, start: Double, end: Double, velocity: Double,
         tolerance: Tolerance = Tolerance()) {
        self.end = end
        self.tolerance = tolerance
        let distance = start - end
        let cmk = damping * damping - 4 * mass * stiffness
        if cmk > 0 {
            let r1 = (-damping - cmk.squareRoot()) / (2.0 * mass)
            let r2 = (-damping + cmk.squareRoot()) / (2.0 * mass)
            let c2 = (velocity - r1 * distance) / (r2 - r1)
            solution = .over(r1: r1, r2: r2, c1: distance - c2, c2: c2)
        } else if cmk < 0 {
            let w = (4.0 * mass * stiffness - damping * damping).squareRoot() / (2.0 * mass)
            let r = -(damping / 2.0 / mass)
            solution = .under(w: w, r: r, c1: distance, c2: (velocity - r * distance) / w)
        } else {
            let r = -damping / (2.0 * mass)
            solution = .critical(r: r, c1: distance, c2: velocity - r * distance)
        }
    }

    /// `SpringDescription.withDurationAndBounce(duration:bounce:)`: whole milliseconds, mass 1.
    static func description(milliseconds: Int, bounce: Double) -> (mass: Double, stiffness: Double, damping: Double) {
        let seconds = Double(milliseconds) / 1000
        let stiffness = (4 * Double.pi * Double.pi * 1.0) / Foundation.pow(seconds, 2)
        let ratio = bounce > 0 ? (1.0 - bounce) : (1 / (bounce + 1))
        return (1.0, stiffness, ratio * 2.0 * (1.0 * stiffness).squareRoot())
    }

    /// The solution's displacement from `end` at `t` seconds (`_SpringSolution.x`).
    func displacement(_ t: Double) -> Double {
        switch solution {
        case let .critical(r, c1, c2): return (c1 + c2 * t) * Foundation.pow(M_E, r * t)
        case let .over(r1, r2, c1, c2): return c1 * Foundation.pow(M_E, r1 * t) + c2 * Foundation.pow(M_E, r2 * t)
        case let .under(w, r, c1, c2): return Foundation.pow(M_E, r * t) * (c1 * Foundation.cos(w * t) + c2 * Foundation.sin(w * t))
        }
    }

    /// `_SpringSolution.dx`.
    func velocity(_ t: Double) -> Double {
        switch solution {
        case let .critical(r, c1, c2):
            let power = Foundation.pow(M_E, r * t)
            return r * (c1 + c2 * t) * power + c2 * power
        case let .over(r1, r2, c1, c2):
            return c1 * r1 * Foundation.pow(M_E, r1 * t) + c2 * r2 * Foundation.pow(M_E, r2 * t)
        case let .under(w, r, c1, c2):
            let power = Foundation.pow(M_E, r * t), cosine = Foundation.cos(w * t), sine = Foundation.sin(w * t)
            return power * (c2 * w * cosine - c1 * w * sine) + r * power * (c2 * sine + c1 * cosine)
        }
    }

    /// `SpringSimulation.x` (without `snapToEnd`).
    func x(_ t: Double) -> Double { end + displacement(t) }

    /// `SpringSimulation.isDone`.
    func isDone(_ t: Double) -> Bool {
        Self.nearZero(displacement(t), tolerance.distance) && Self.nearZero(velocity(t), tolerance.velocity)
    }

    /// `nearEqual(a, 0.0, epsilon)` of `physics/utils.dart`.
    static func nearZero(_ a: Double, _ epsilon: Double) -> Bool { (a > -epsilon && a < epsilon) || a == 0 }
}

/// `AnimationController` driving a simulation with `animateWith`: what its listeners see on each tick.
struct FlutterAnimationController {
    let lowerBound: Double, upperBound: Double
    let simulation: FlutterSpringSimulation
    private(set) var value: Double
    /// The elapsed seconds of the tick that found the simulation done (status completed); nil while running.
    private(set) var completedAt: Double?

    /// `AnimationController(vsync:)` (bounds 0…1) or `AnimationController.unbounded(vsync:)`, then `animateWith`.
    init(unbounded: Bool, simulation: FlutterSpringSimulation) {
        lowerBound = unbounded ? -.infinity : 0
        upperBound = unbounded ? .infinity : 1
        self.simulation = simulation
        value = min(max(simulation.x(0), lowerBound), upperBound)   // _startSimulation
    }

    /// `_tick(elapsed)`: `elapsed` since the start in whole microseconds, as a `Duration` carries it.
    mutating func tick(microseconds elapsed: Int64) {
        guard completedAt == nil else { return }
        let t = max(0, Double(elapsed) / 1e6)
        value = min(max(simulation.x(t), lowerBound), upperBound)
        if simulation.isDone(t) { completedAt = t }
    }
}
