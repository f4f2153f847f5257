import Foundation
import Geometry

/// A damped spring described in any of SwiftUI's three parameterisations, with exact conversions
/// between them.
///
/// The three views of the same spring (SwiftUI's documented `Spring` API):
/// - perceptual: `response` (seconds, the period of the undamped oscillation) and
///   `dampingFraction` ζ (dimensionless; 1 is critical damping);
/// - designer: `duration` (seconds, equal to `response`) and `bounce` (−1…1; 0 is critical,
///   positive overshoots, negative is over-damped);
/// - physical: `mass` m (kg-like units), `stiffness` k (N/m-like, i.e. mass/second²) and `damping`
///   c (mass/second).
///
/// Conversions (with mass m): k = (2π/response)²·m, c = 4π·ζ·m/response;
/// ζ = 1 − bounce for bounce ≥ 0 and 1/(1 + bounce) for bounce < 0 (inverse: bounce = 1 − ζ for
/// ζ ≤ 1, 1/ζ − 1 for ζ > 1); response = 2π·√(m/k), ζ = c/(2·√(k·m)).
///
/// Invalid inputs never produce NaN: `response` is clamped to at least ``minimumResponse``,
/// `dampingFraction` to 0 through ``maximumDampingFraction`` (bounce to the matching range), and mass
/// and stiffness to at least ``minimumMass`` and a positive minimum. NaN becomes the lower bound.
public struct Spring: Hashable, Sendable, CustomStringConvertible {
    /// The period of the undamped oscillation, in seconds (SwiftUI's `response`); at least
    /// ``minimumResponse``.
    public let response: Double
    /// The damping ratio ζ: 0 never stops, below 1 overshoots, 1 is critical, above 1 creeps in.
    public let dampingFraction: Double
    /// The mass m of the attached object (SwiftUI's `mass`); scales stiffness and damping.
    public let mass: Double

    /// The smallest accepted `response`, in seconds (1 ms); smaller or NaN values are raised to it.
    static let minimumResponse = 1e-3
    /// The largest accepted damping fraction; larger values (bounce near −1) are lowered to it.
    static let maximumDampingFraction = 1000.0
    /// The smallest accepted mass; smaller or NaN values are raised to it.
    static let minimumMass = 1e-6

    // MARK: - Initialisers

    /// Creates a spring from its perceptual parameters (SwiftUI's `Spring(response:dampingFraction:)`).
    /// - Parameters:
    ///   - response: the undamped period in seconds; clamped to at least ``minimumResponse``.
    ///   - dampingFraction: ζ, clamped to 0 through ``maximumDampingFraction``.
    public init(response: Double = 0.5, dampingFraction: Double = 0.825) {
        self.init(response: response, dampingFraction: dampingFraction, mass: 1)
    }

    /// Creates a spring from a perceptual duration and bounce (SwiftUI's `Spring(duration:bounce:)`).
    /// - Parameters:
    ///   - duration: seconds; becomes `response`.
    ///   - bounce: 0 is critically damped, up to 1 bouncier, down to −1 more over-damped.
    ///     ζ = 1 − bounce (bounce ≥ 0) or 1/(1 + bounce) (bounce < 0).
    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.init(response: duration, dampingFraction: Spring.dampingFraction(forBounce: bounce), mass: 1)
    }

    /// Creates a spring from physical constants (SwiftUI's `Spring(mass:stiffness:damping:)`).
    /// response = 2π·√(m/k), ζ = c/(2·√(k·m)).
    /// - Parameters:
    ///   - mass: m, clamped to at least ``minimumMass``.
    ///   - stiffness: k in mass/second²; non-positive or NaN values are raised to a tiny positive one.
    ///   - damping: c in mass/second; clamped to be non-negative.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        let m = clamp(mass, Spring.minimumMass, .greatestFiniteMagnitude)
        let k = clamp(stiffness, 1e-12, .greatestFiniteMagnitude)
        let c = clamp(damping, 0, .greatestFiniteMagnitude)
        self.init(response: 2 * Double.pi * (m / k).squareRoot(),
                  dampingFraction: c / (2 * (k * m).squareRoot()), mass: m)
    }

    /// The designated initialiser: clamps every parameter into its safe range.
    init(response: Double, dampingFraction: Double, mass: Double) {
        self.response = clamp(response, Spring.minimumResponse, .greatestFiniteMagnitude)
        self.dampingFraction = clamp(dampingFraction, 0, Spring.maximumDampingFraction)
        self.mass = clamp(mass, Spring.minimumMass, .greatestFiniteMagnitude)
    }

    // MARK: - Derived parameters

    /// The perceptual duration in seconds; SwiftUI defines it equal to `response`.
    public var duration: Double { response }

    /// SwiftUI's bounce: 1 − ζ for ζ ≤ 1, 1/ζ − 1 for ζ > 1 (so −1 < bounce ≤ 1).
    public var bounce: Double { dampingFraction <= 1 ? 1 - dampingFraction : 1 / dampingFraction - 1 }

    /// The spring constant k = (2π/response)²·m, in mass/second².
    public var stiffness: Double {
        let w = 2 * Double.pi / response
        return w * w * mass
    }

    /// The damping coefficient c = 4π·ζ·m/response, in mass/second.
    public var damping: Double { 4 * Double.pi * dampingFraction * mass / response }

    /// The undamped angular frequency ω₀ = 2π/response = √(k/m), in radians/second.
    public var angularFrequency: Double { 2 * Double.pi / response }

    /// ζ for a SwiftUI bounce: 1 − bounce for bounce ≥ 0, 1/(1 + bounce) for bounce < 0.
    /// Bounce is clamped to `−1…1` first (NaN becomes 0); the result is finite.
    static func dampingFraction(forBounce bounce: Double) -> Double {
        let b = bounce.isNaN ? 0 : min(1, max(-1, bounce))
        if b >= 0 { return 1 - b }
        return min(Spring.maximumDampingFraction, 1 / max(1 + b, 1 / Spring.maximumDampingFraction))
    }

    /// The perceptual parameters and mass, for logs and test failures.
    public var description: String { "Spring(response: \(response), dampingFraction: \(dampingFraction), mass: \(mass))" }
}

// MARK: - Presets

extension Spring {
    /// SwiftUI's `.smooth`: duration 0.5 s, bounce 0 (critically damped).
    public static var smooth: Spring { Spring(duration: 0.5, bounce: 0) }
    /// SwiftUI's `.snappy`: duration 0.5 s, bounce 0.15.
    public static var snappy: Spring { Spring(duration: 0.5, bounce: 0.15) }
    /// SwiftUI's `.bouncy`: duration 0.5 s, bounce 0.3.
    public static var bouncy: Spring { Spring(duration: 0.5, bounce: 0.3) }

    /// SwiftUI's `.smooth(duration:extraBounce:)`: bounce 0 + `extraBounce`; duration in seconds.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0 + extraBounce)
    }

    /// SwiftUI's `.snappy(duration:extraBounce:)`: bounce 0.15 + `extraBounce`; duration in seconds.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// SwiftUI's `.bouncy(duration:extraBounce:)`: bounce 0.3 + `extraBounce`; duration in seconds.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// SwiftUI's default `Animation.spring`: response 0.5 s, dampingFraction 0.825.
    public static var spring: Spring { Spring(response: 0.5, dampingFraction: 0.825) }

    /// SwiftUI's `Animation.interactiveSpring`: response 0.15 s, dampingFraction 0.86 (for tracking a finger).
    public static var interactiveSpring: Spring { Spring(response: 0.15, dampingFraction: 0.86) }

    /// SwiftUI's `Animation.default` (iOS 17 and later): response 0.55 s, dampingFraction 1.0.
    public static var `default`: Spring { Spring(response: 0.55, dampingFraction: 1.0) }
}
