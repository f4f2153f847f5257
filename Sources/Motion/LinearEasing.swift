import Foundation
import Geometry

/// A piecewise-linear easing (CSS Easing Level 2's `linear()` function) fitted to a spring's step
/// response, so a web page can play the same curve: `transition: transform 0.9s linear(0, 0.21 8%, …, 1)`.
///
/// Stops are chosen greedily on a fine grid: each segment is made as long as possible while the
/// straight line between its (rounded) ends stays within `tolerance` of the closed form at every grid
/// point under it. Stop values are rounded to 4 decimals and positions to 4 decimals of a percent, and
/// the error is measured with the rounded values, so the printed curve is the one that was checked.
/// The last stop is exactly 1 (the target); the duration is chosen so that the closed form is within
/// `endTolerance` of 1 from there on.
public struct LinearEasing: Hashable, Sendable {
    /// One `linear()` stop: `value` (progress, 0 = start, 1 = target; may exceed 1 when the spring
    /// overshoots) at `fraction` of the duration (0…1).
    public struct Stop: Hashable, Sendable {
        /// The time as a fraction of the duration, 0…1.
        var fraction: Double
        /// The progress at that time.
        public var value: Double
    }

    /// The stops, first at fraction 0 (value 0) and last at fraction 1 (value 1).
    public let stops: [Stop]
    /// The animation's duration in seconds (the CSS `transition-duration`).
    public let duration: Double
    /// False when fitting stopped at `maxStops` before the end (the stops then cover only the start).
    public let isComplete: Bool

    /// Fits `spring`'s step from rest.
    /// - Parameters:
    ///   - spring: the spring to follow.
    ///   - tolerance: the largest allowed |curve − closed form|, as a fraction of the travel (0.004
    ///     leaves room under a 0.5 % budget).
    ///   - endTolerance: how close the closed form must be to 1 at the end, fraction of the travel;
    ///     sets `duration` = the spring's settling duration to it (at least 1 ms; never cut short, so the
    ///     curve never ends with a jump).
    ///   - maxStops: fitting stops once it has more stops than this (`isComplete` is then false).
    public init(spring: Spring, tolerance: Double = 0.004, endTolerance: Double = 0.001, maxStops: Int = .max) {
        let settle = spring.settlingDuration(tolerance: endTolerance)
        let duration = max(settle.isFinite ? settle : 1e6, 1e-3)
        let simulation = SpringSimulation(spring: spring, start: 0, end: 1, velocity: 0)
        let period = spring.response / max(1e-6, (1 - min(1, spring.dampingFraction) * min(1, spring.dampingFraction)).squareRoot())
        let n = Int(min(200_000, max(2_000, 256 * duration / period)))
        let exact = (0...n).map { simulation.position(at: duration * Double($0) / Double(n)) }
        func rounded(_ i: Int) -> Stop {
            if i == n { return Stop(fraction: 1, value: 1) }
            return Stop(fraction: (Double(i) / Double(n) * 1_000_000).rounded() / 1_000_000,
                        value: (exact[i] * 10_000).rounded() / 10_000)
        }
        func fits(_ a: Stop, _ b: Stop, from i: Int, to j: Int) -> Bool {
            for k in i...j {
                let f = Double(k) / Double(n)
                let u = b.fraction > a.fraction ? (f - a.fraction) / (b.fraction - a.fraction) : 0
                if abs(a.value + (b.value - a.value) * clamp(u, 0, 1) - exact[k]) > tolerance { return false }
            }
            return true
        }
        var stops = [Stop(fraction: 0, value: 0)]
        var i = 0
        while i < n, stops.count <= maxStops {
            let a = stops[stops.count - 1]
            var j = i + 1
            while j < n, fits(a, rounded(j + 1), from: i, to: j + 1) { j += 1 }
            stops.append(rounded(j))
            i = j
        }
        self.stops = stops
        self.duration = duration
        self.isComplete = i >= n
    }

    /// The curve's progress at `fraction` of the duration, interpolated as CSS does between the
    /// surrounding stops (the first value before 0, the last after 1).
    public func value(atFraction fraction: Double) -> Double {
        guard let first = stops.first, let last = stops.last else { return 0 }
        if fraction <= first.fraction { return first.value }
        if fraction >= last.fraction { return last.value }
        var lo = 0, hi = stops.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if stops[mid].fraction <= fraction { lo = mid } else { hi = mid }
        }
        let a = stops[lo], b = stops[hi]
        guard b.fraction > a.fraction else { return b.value }
        return a.value + (b.value - a.value) * (fraction - a.fraction) / (b.fraction - a.fraction)
    }

    /// The `linear(…)` function text: `linear(0, 0.2134 8.125%, …, 1)`.
    public var cssFunction: String {
        let parts = stops.enumerated().map { index, stop -> String in
            if index == 0 || index == stops.count - 1 { return LinearEasing.format(stop.value, decimals: 4) }
            return "\(LinearEasing.format(stop.value, decimals: 4)) \(LinearEasing.format(stop.fraction * 100, decimals: 4))%"
        }
        return "linear(\(parts.joined(separator: ", ")))"
    }

    /// `value` with at most `decimals` decimals and no trailing zeros ("0.25", "1", "-0.0125"); shared
    /// by the code generators that print springs.
    public static func format(_ value: Double, decimals: Int) -> String {
        var s = String(format: "%.\(decimals)f", value)
        if s.contains(".") {
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
        }
        return s == "-0" ? "0" : s
    }
}
