import Foundation
import Geometry

/// A fixed-duration easing curve: progress 0…1 over `duration` seconds.
///
/// The eases are CSS/UIKit cubic Bézier timing functions from (0, 0) to (1, 1) with control points
/// (x₁, y₁), (x₂, y₂) (CSS Easing Functions Level 1; `CAMediaTimingFunction`): ease-in-out is
/// (0.42, 0, 0.58, 1), ease-in (0.42, 0, 1, 1), ease-out (0, 0, 0.58, 1). For a time fraction u the
/// curve parameter s with x(s) = u is found by Newton's method with a bisection fallback (as WebKit's
/// `UnitBezier` does), and the progress is y(s).
public struct TimingCurve: Hashable, Sendable {
    private enum Shape: Hashable, Sendable {
        case linear
        case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    }

    private let shape: Shape
    /// Length of the curve in seconds (non-negative; 0 means the change is immediate).
    public let duration: Double

    private init(shape: Shape, duration: Double) {
        self.shape = shape
        self.duration = clamp(duration, 0, .greatestFiniteMagnitude)
    }

    /// A cubic Bézier timing function (CSS `cubic-bezier(x1, y1, x2, y2)`).
    /// - Parameters:
    ///   - x1, x2: time coordinates of the control points, clamped to 0…1 so the curve is a function.
    ///   - y1, y2: progress coordinates (may leave 0…1 for anticipation or overshoot); NaN becomes 0.
    ///   - duration: seconds; negative or NaN becomes 0.
    public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, duration: Double) {
        func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }
        self.init(shape: .cubicBezier(x1: clamp(x1, 0, 1), y1: finite(y1), x2: clamp(x2, 0, 1), y2: finite(y2)),
                  duration: duration)
    }

    /// Constant speed: progress = t/duration.
    public static func linear(duration: Double) -> TimingCurve { TimingCurve(shape: .linear, duration: duration) }

    /// CSS/UIKit ease-in-out, cubic-bezier(0.42, 0, 0.58, 1); duration in seconds.
    public static func easeInOut(duration: Double) -> TimingCurve {
        TimingCurve(controlPoints: 0.42, 0, 0.58, 1, duration: duration)
    }

    /// CSS/UIKit ease-in, cubic-bezier(0.42, 0, 1, 1); duration in seconds.
    public static func easeIn(duration: Double) -> TimingCurve {
        TimingCurve(controlPoints: 0.42, 0, 1, 1, duration: duration)
    }

    /// CSS/UIKit ease-out, cubic-bezier(0, 0, 0.58, 1); duration in seconds.
    public static func easeOut(duration: Double) -> TimingCurve {
        TimingCurve(controlPoints: 0, 0, 0.58, 1, duration: duration)
    }

    /// Progress (0 at the start, 1 at the end; a custom curve may overshoot) `t` seconds after the
    /// start. Before 0 it is 0, from `duration` on exactly 1.
    public func progress(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t < duration else { return 1 }
        let u = t / duration
        switch shape {
        case .linear:
            return u
        case let .cubicBezier(x1, y1, x2, y2):
            let s = TimingCurve.solve(u, x1, x2)
            return TimingCurve.bezier(s, y1, y2)
        }
    }

    /// Rate of change of progress, in 1/second, `t` seconds after the start: dy/dx ÷ duration.
    /// 0 outside (0, duration). Where dx/ds vanishes (e.g. ease-out's start) the limit
    /// (d²y/ds²)/(d²x/ds²) is used.
    func derivative(at t: Double) -> Double {
        guard t >= 0, t < duration else { return 0 }
        switch shape {
        case .linear:
            return 1 / duration
        case let .cubicBezier(x1, y1, x2, y2):
            let s = TimingCurve.solve(t / duration, x1, x2)
            let dx = TimingCurve.bezierDerivative(s, x1, x2), dy = TimingCurve.bezierDerivative(s, y1, y2)
            if abs(dx) > 1e-9 { return dy / dx / duration }
            let ddx = TimingCurve.bezierSecondDerivative(s, x1, x2)
            let ddy = TimingCurve.bezierSecondDerivative(s, y1, y2)
            return abs(ddx) > 1e-12 ? ddy / ddx / duration : 0
        }
    }

    // MARK: - Cubic Bézier on (0, p1, p2, 1)

    /// B(s) = 3(1−s)²s·p₁ + 3(1−s)s²·p₂ + s³.
    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let a = 1 + 3 * (p1 - p2), b = 3 * (p2 - 2 * p1), c = 3 * p1
        return ((a * s + b) * s + c) * s
    }

    /// B′(s) = 3a·s² + 2b·s + c with the polynomial coefficients of `bezier`.
    private static func bezierDerivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let a = 1 + 3 * (p1 - p2), b = 3 * (p2 - 2 * p1), c = 3 * p1
        return (3 * a * s + 2 * b) * s + c
    }

    /// B″(s) = 6a·s + 2b.
    private static func bezierSecondDerivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let a = 1 + 3 * (p1 - p2), b = 3 * (p2 - 2 * p1)
        return 6 * a * s + 2 * b
    }

    /// The parameter s ∈ [0, 1] with x(s) = u (x is monotone because x₁, x₂ ∈ [0, 1]).
    /// Newton's method from s = u (8 steps at most), then bisection to 1e-15 if Newton stalls.
    private static func solve(_ u: Double, _ x1: Double, _ x2: Double) -> Double {
        var s = u
        for _ in 0..<8 {
            let err = bezier(s, x1, x2) - u
            if abs(err) < 1e-14 { return s }
            let d = bezierDerivative(s, x1, x2)
            if abs(d) < 1e-9 { break }
            s -= err / d
            if !(s >= 0 && s <= 1) { break }
        }
        var lo = 0.0, hi = 1.0
        s = u
        while hi - lo > 1e-15 {
            let x = bezier(s, x1, x2)
            if abs(x - u) < 1e-14 { return s }
            if x < u { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }
}
