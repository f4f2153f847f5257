import Foundation

/// The springs PickerLab accepts, the same set at every entry point (`--spring`, `pickerlab spring`, a
/// picker file's `spring`, a script's `set spring` and the inspector's sliders): one validator, one message.
///
/// A spring is in the domain when, with nothing clamped:
/// - its response (2π·√(m/k)) is ``responseRange`` (0.001…60 s);
/// - its damping fraction ζ (c/(2√(km))) is above 0 and at most ``maximumDampingFraction`` (1000);
/// - its mass is ``massRange`` (1e-6…1e6);
/// - a step from rest comes within 0.5 % of its target within ``maxSettle`` (600 s).
/// Every number must be finite. ``Spring``'s own initialisers clamp (so they never make NaN); these
/// functions refuse instead, so a spring is taken exactly as given or not at all.
public enum SpringDomain {
    /// Accepted responses (and durations), in seconds.
    public static let responseRange = 0.001...60.0
    /// The largest accepted damping fraction (bounce −0.999); ζ must also be above 0.
    static let maximumDampingFraction = 1000.0
    /// Accepted masses.
    static let massRange = 1e-6...1e6
    /// The longest a step from rest may take to come within 0.5 % of its target, in seconds.
    public static let maxSettle = 600.0

    /// Why a spring is outside the domain: one line naming the parameter, its value and the limit.
    public struct Refusal: Error, CustomStringConvertible, Equatable, Sendable {
        /// The message, e.g. "mass 1, stiffness 1e+09, damping 10 give a response of 0.000199 s, out of range 0.001…60 s".
        public var message: String
        public var description: String { message }
    }

    /// The spring with response (s), damping fraction and mass exactly as given.
    /// - Throws: ``Refusal`` when it is outside the domain.
    public static func spring(response: Double, dampingFraction: Double, mass: Double = 1) throws -> Spring {
        try check(response: response, dampingFraction: dampingFraction, mass: mass, from: nil)
    }

    /// SwiftUI's `Spring(duration:bounce:)`: ζ = 1 − bounce (bounce ≥ 0) or 1/(1 + bounce) (bounce < 0).
    /// - Throws: ``Refusal`` when bounce is not between −1 and 1 (exclusive) or the spring is outside the domain.
    public static func spring(duration: Double, bounce: Double) throws -> Spring {
        guard bounce.isFinite, bounce > -1, bounce < 1 else {
            throw Refusal(message: "bounce \(show(bounce)) is not between -1 and 1 (exclusive)")
        }
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        return try check(response: duration, dampingFraction: zeta, mass: 1,
                         from: zeta > maximumDampingFraction ? "bounce \(show(bounce))" : nil)
    }

    /// SwiftUI's `Spring(mass:stiffness:damping:)`: response = 2π·√(m/k), ζ = c/(2·√(k·m)).
    /// - Throws: ``Refusal`` when a number is not finite and positive or the spring is outside the domain.
    public static func spring(mass: Double, stiffness: Double, damping: Double) throws -> Spring {
        for (name, v) in [("mass", mass), ("stiffness", stiffness), ("damping", damping)] where !(v.isFinite && v > 0) {
            throw Refusal(message: "\(name) \(show(v)) must be a number above 0")
        }
        let response = 2 * Double.pi * (mass / stiffness).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        return try check(response: response, dampingFraction: zeta, mass: mass,
                         from: "mass \(show(mass)), stiffness \(show(stiffness)), damping \(show(damping))")
    }

    /// Why `spring` is outside the domain, or nil when it is inside (for values already made into a
    /// ``Spring``, whose initialisers clamp: check the raw numbers with the throwing functions first).
    static func refusal(for spring: Spring) -> Refusal? {
        do { _ = try check(response: spring.response, dampingFraction: spring.dampingFraction, mass: spring.mass, from: nil); return nil }
        catch let r as Refusal { return r } catch { return Refusal(message: "\(error)") }
    }

    /// Whether `spring` is inside the domain.
    public static func contains(_ spring: Spring) -> Bool { refusal(for: spring) == nil }

    private static func check(response: Double, dampingFraction zeta: Double, mass: Double, from source: String?) throws -> Spring {
        let give = source.map { "\($0) give" }
        guard response.isFinite, responseRange.contains(response) else {
            throw Refusal(message: "\(give.map { "\($0) a response of" } ?? "response") \(show(response)) s, out of range \(show(responseRange.lowerBound))…\(show(responseRange.upperBound)) s")
        }
        guard zeta.isFinite, zeta > 0, zeta <= maximumDampingFraction else {
            throw Refusal(message: "\(give.map { "\($0) a dampingFraction of" } ?? "dampingFraction") \(show(zeta)), out of range (above 0, at most \(show(maximumDampingFraction)))")
        }
        guard mass.isFinite, massRange.contains(mass) else {
            throw Refusal(message: "mass \(show(mass)), out of range \(show(massRange.lowerBound))…\(show(massRange.upperBound))")
        }
        let spring = Spring(response: response, dampingFraction: zeta, mass: mass)
        let settle = spring.settlingDuration(tolerance: 0.005)
        guard settle.isFinite, settle <= maxSettle else {
            let who = source.map { "\($0): the spring" } ?? "the spring"
            throw Refusal(message: settle.isFinite
                ? "\(who) takes \(show(settle.rounded())) s to come within 0.5 % of its target (at most \(show(maxSettle)) s): raise its damping or shorten its response"
                : "\(who) never comes within 0.5 % of its target: raise its damping")
        }
        return spring
    }

    /// `v` for a message: up to 6 significant digits ("0.000199", "1e+09", "157.914").
    static func show(_ v: Double) -> String {
        guard v.isFinite else { return "\(v)" }
        if v == v.rounded(), abs(v) < 1e7 { return String(Int(v)) }
        return String(format: "%.6g", v)
    }
}
