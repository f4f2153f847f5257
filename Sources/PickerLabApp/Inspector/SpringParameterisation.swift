import Foundation
import Motion

/// The three ways the inspector edits a spring (SwiftUI's parameterisations), each with the sliders it
/// shows: their labels, ranges, track scale and how a slider's value makes a new spring.
enum SpringParameterisation: Int, CaseIterable, Sendable {
    /// response (s) and dampingFraction.
    case perceptual
    /// duration (s) and bounce.
    case designer
    /// mass, stiffness and damping.
    case physical

    /// The title in the parameterisation picker.
    var title: String {
        switch self {
        case .perceptual: "response"
        case .designer: "duration"
        case .physical: "physical"
        }
    }

    /// One slider of a parameterisation.
    struct Parameter: Sendable {
        var key: String
        var range: ClosedRange<Double>
        var logarithmic: Bool
        var unit: String
    }

    /// The sliders, in order.
    var parameters: [Parameter] {
        switch self {
        case .perceptual: [Parameter(key: "response", range: 0.05...2, logarithmic: false, unit: " s"),
                           Parameter(key: "dampingFraction", range: 0.05...2, logarithmic: false, unit: "")]
        case .designer: [Parameter(key: "duration", range: 0.05...2, logarithmic: false, unit: " s"),
                         Parameter(key: "bounce", range: -0.9...0.9, logarithmic: false, unit: "")]
        case .physical: [Parameter(key: "mass", range: 0.1...10, logarithmic: true, unit: ""),
                         Parameter(key: "stiffness", range: 1...5000, logarithmic: true, unit: ""),
                         Parameter(key: "damping", range: 0.1...500, logarithmic: true, unit: "")]
        }
    }

    /// `spring`'s value of parameter `key`.
    static func value(_ key: String, of spring: Spring) -> Double {
        switch key {
        case "response": spring.response
        case "dampingFraction": spring.dampingFraction
        case "duration": spring.duration
        case "bounce": spring.bounce
        case "mass": spring.mass
        case "stiffness": spring.stiffness
        case "damping": spring.damping
        default: .nan
        }
    }

    /// `spring` with parameter `key` set to `value` and the others of this parameterisation kept; the mass
    /// is kept too (k = (2π/response)²·m, c = 4π·ζ·m/response). A value whose spring `--spring` would refuse
    /// (outside ``SpringDomain``) stops at the domain's edge: the value nearest it, towards the current one,
    /// whose spring is accepted.
    func spring(_ spring: Spring, setting key: String, to value: Double) -> Spring {
        if let wanted = unchecked(spring, setting: key, to: value) { return wanted }
        var inside = Self.value(key, of: spring), outside = value
        guard SpringDomain.contains(spring), inside.isFinite, outside.isFinite else { return spring }
        for _ in 0..<64 {
            let mid = (inside + outside) / 2
            if unchecked(spring, setting: key, to: mid) != nil { inside = mid } else { outside = mid }
        }
        return unchecked(spring, setting: key, to: inside) ?? spring
    }

    /// The spring with `key` set to `value`, or nil when it is outside ``SpringDomain`` (nothing clamped).
    private func unchecked(_ spring: Spring, setting key: String, to value: Double) -> Spring? {
        var response = spring.response, zeta = spring.dampingFraction
        var m = spring.mass, k = spring.stiffness, c = spring.damping
        switch key {
        case "response", "duration": response = value
        case "dampingFraction": zeta = value
        case "bounce": zeta = Spring(duration: 1, bounce: value).dampingFraction
        case "mass": m = value
        case "stiffness": k = value
        case "damping": c = value
        default: return nil
        }
        if self != .physical {
            let w = 2 * Double.pi / response
            k = w * w * m
            c = 4 * Double.pi * zeta * m / response
        }
        return try? SpringDomain.spring(mass: m, stiffness: k, damping: c)
    }
}
