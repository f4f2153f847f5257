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
        /// Slider drags and arrow keys land on multiples of 10⁻ᵈᵉᶜⁱᵐᵃˡˢ: 0.01 for fractions (dampingFraction,
        /// bounce) and mass, 0.01 s for times (response, duration), 1 for stiffness, 0.1 for damping.
        var decimals: Int
    }

    /// The sliders, in order.
    var parameters: [Parameter] {
        switch self {
        case .perceptual: [Parameter(key: "response", range: 0.05...2, logarithmic: false, unit: " s", decimals: 2),
                           Parameter(key: "dampingFraction", range: 0.05...2, logarithmic: false, unit: "", decimals: 2)]
        case .designer: [Parameter(key: "duration", range: 0.05...2, logarithmic: false, unit: " s", decimals: 2),
                         Parameter(key: "bounce", range: -0.9...0.9, logarithmic: false, unit: "", decimals: 2)]
        case .physical: [Parameter(key: "mass", range: 0.1...10, logarithmic: true, unit: "", decimals: 2),
                         Parameter(key: "stiffness", range: 1...5000, logarithmic: true, unit: "", decimals: 0),
                         Parameter(key: "damping", range: 0.1...500, logarithmic: true, unit: "", decimals: 1)]
        }
    }

    /// The parameterisation whose slider `key` is, if any.
    static func owning(_ key: String) -> SpringParameterisation? { allCases.first { $0.parameters.contains { $0.key == key } } }

    /// Every slider's key, in order.
    static var allKeys: [String] { allCases.flatMap { $0.parameters.map(\.key) } }

    /// `spring` written as a `--spring` SPEC in this parameterisation's parameters (`response:0.5,dampingFraction:0.7`).
    func spec(of spring: Spring) -> String {
        parameters.map { "\($0.key):\(SpringParameterisation.decimal(SpringParameterisation.value($0.key, of: spring)))" }.joined(separator: ",")
    }

    /// `v` in plain decimal notation (no exponent), exact to 12 significant digits.
    static func decimal(_ v: Double) -> String {
        guard v.isFinite else { return "\(v)" }
        let digits = max(0, 12 - Int((log10(max(abs(v), 1e-300))).rounded(.down)) - 1)
        var s = String(format: "%.\(min(digits, 20))f", v)
        if s.contains(".") { while s.hasSuffix("0") { s.removeLast() }; if s.hasSuffix(".") { s.removeLast() } }
        return s == "-0" ? "0" : s
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
