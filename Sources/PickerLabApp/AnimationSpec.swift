import Motion

/// Parses the `SPEC` of `--spring STYLE=SPEC` into an `Animation`, with SwiftUI's names and parameters:
/// - a preset: `smooth`, `snappy`, `bouncy`, `spring`, `interactiveSpring`, `default`, `linear`, `easeInOut`,
///   `easeIn`, `easeOut`, optionally followed by parameters: `bouncy,duration:0.4,extraBounce:0.1`,
///   `easeInOut,duration:0.3`;
/// - or parameters alone: `response:0.4,dampingFraction:0.6`, `duration:0.5,bounce:0.2`,
///   `mass:1,stiffness:100,damping:10`.
/// Times are seconds.
public enum AnimationSpec {
    /// The animation `spec` names.
    /// - Throws: `OptionError` naming the part of `spec` that is wrong.
    public static func parse(_ spec: String) throws -> Animation {
        let animation = try parseParameters(spec)
        // A spring that (nearly) never comes to rest keeps frames coming for ever and has no settle time to
        // report: the same kind of limit as the durations'.
        if case .spring(let spring) = animation {
            let settle = spring.settlingDuration(tolerance: 0.005)
            guard settle.isFinite, settle <= maxSettle else {
                throw OptionError(settle.isFinite
                    ? "spring spec '\(excerpt(spec))' takes \(Int(settle)) s to settle (at most \(Int(maxSettle)) s): lower its bounce or its duration"
                    : "spring spec '\(excerpt(spec))' never settles (no damping): its bounce must be below 1")
            }
        }
        return animation
    }

    /// The longest a spring may take to come within 0.5 % of its target, in seconds.
    public static let maxSettle = 600.0

    private static func parseParameters(_ spec: String) throws -> Animation {
        var parts = spec.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard !parts.isEmpty, !parts.contains(where: \.isEmpty) else { throw OptionError("empty part in spring spec '\(excerpt(spec))'") }
        var preset: String? = nil
        if !parts[0].contains(":") { preset = parts.removeFirst() }
        var p: [String: Double] = [:]
        for part in parts {
            let kv = part.split(separator: ":", maxSplits: 1).map(String.init)
            guard kv.count == 2, let v = Double(kv[1]), v.isFinite else { throw OptionError("'\(excerpt(part))' in spring spec '\(excerpt(spec))' is not NAME:NUMBER") }
            guard allKeys.contains(kv[0]) else { throw OptionError("unknown parameter '\(excerpt(kv[0]))' in spring spec '\(excerpt(spec))' (known: \(allKeys.sorted().joined(separator: ", ")))") }
            guard p[kv[0]] == nil else { throw OptionError("parameter '\(excerpt(kv[0]))' given twice in spring spec '\(excerpt(spec))'") }
            p[kv[0]] = v
        }
        func check(_ allowed: Set<String>, for name: String) throws {
            if let extra = p.keys.first(where: { !allowed.contains($0) }) {
                throw OptionError("parameter '\(excerpt(extra))' does not apply to \(name) in spring spec '\(excerpt(spec))'")
            }
        }
        // One set of limits for every spec: a preset's duration has the range a bare `duration:` has.
        let duration = try p["duration"].map { try inRange("duration", $0, durationRange, spec: spec) }
        if let preset {
            switch preset {
            case "smooth", "snappy", "bouncy":
                try check(["duration", "extraBounce"], for: preset)
                let d = duration ?? 0.5, e = p["extraBounce"] ?? 0
                guard e > -1, e < 1 else { throw OptionError("extraBounce must be between -1 and 1 in spring spec '\(excerpt(spec))'") }
                return preset == "smooth" ? .smooth(duration: d, extraBounce: e) : preset == "snappy" ? .snappy(duration: d, extraBounce: e) : .bouncy(duration: d, extraBounce: e)
            case "spring":
                try check(["response", "dampingFraction", "duration", "bounce"], for: preset)
                return try springFromParameters(p, spec: spec) ?? .spring
            case "interactiveSpring", "default":
                try check([], for: preset)
                return preset == "default" ? .default : .interactiveSpring
            case "linear", "easeInOut", "easeIn", "easeOut":
                try check(["duration"], for: preset)
                let d = duration ?? Animation.defaultTimingDuration
                switch preset {
                case "linear": return .linear(duration: d)
                case "easeIn": return .easeIn(duration: d)
                case "easeOut": return .easeOut(duration: d)
                default: return .easeInOut(duration: d)
                }
            default:
                throw OptionError("unknown animation '\(excerpt(preset))' in spring spec '\(excerpt(spec))' (known: \(presets.joined(separator: ", ")))")
            }
        }
        guard let a = try springFromParameters(p, spec: spec) else { throw OptionError("spring spec '\(excerpt(spec))' names no parameters") }
        return a
    }

    static let presets = ["smooth", "snappy", "bouncy", "spring", "interactiveSpring", "default", "linear", "easeInOut", "easeIn", "easeOut"]
    static let allKeys: Set<String> = ["response", "dampingFraction", "duration", "bounce", "extraBounce", "mass", "stiffness", "damping"]

    /// The accepted durations and responses, in seconds, for presets, timing curves and springs alike.
    static let durationRange = 0.001...60.0

    /// `value` when `range` holds it.
    /// - Throws: `OptionError` naming the parameter, its value and the range.
    private static func inRange(_ k: String, _ v: Double, _ range: ClosedRange<Double>, spec: String) throws -> Double {
        guard range.contains(v) else { throw OptionError("\(k) \(v) is out of range \(range.lowerBound)…\(range.upperBound) in spring spec '\(excerpt(spec))'") }
        return v
    }

    private static func springFromParameters(_ p: [String: Double], spec: String) throws -> Animation? {
        let keys = Set(p.keys)
        if keys.isEmpty { return nil }
        func need(_ k: String, _ range: ClosedRange<Double>) throws -> Double {
            guard let v = p[k] else { throw OptionError("spring spec '\(excerpt(spec))' needs \(k)") }
            return try inRange(k, v, range, spec: spec)
        }
        if keys.isSubset(of: ["response", "dampingFraction"]) {
            let r = try p["response"].map { _ in try need("response", durationRange) } ?? 0.5
            let z = try p["dampingFraction"].map { _ in try need("dampingFraction", 0.001...100) } ?? 0.825
            return .spring(response: r, dampingFraction: z)
        }
        if keys.isSubset(of: ["duration", "bounce"]) {
            let d = try p["duration"].map { _ in try need("duration", durationRange) } ?? 0.5
            let b = try p["bounce"].map { _ in try need("bounce", -0.999...0.999) } ?? 0
            return .spring(duration: d, bounce: b)
        }
        if keys.isSubset(of: ["mass", "stiffness", "damping"]) {
            let m = try p["mass"].map { _ in try need("mass", 0.000001...1e6) } ?? 1
            let spring = Spring(mass: m, stiffness: try need("stiffness", 0.000001...1e9), damping: try need("damping", 0.000001...1e9))
            // The same limit as a response given directly: the period 2π·√(m/k) must be 0.001…60 s.
            guard durationRange.contains(spring.response) else {
                throw OptionError("mass and stiffness give a response of \(spring.response) s, out of range \(durationRange.lowerBound)…\(durationRange.upperBound) in spring spec '\(excerpt(spec))'")
            }
            return .spring(spring)
        }
        throw OptionError("spring spec '\(excerpt(spec))' mixes parameterisations (use response+dampingFraction, duration+bounce, or mass+stiffness+damping)")
    }
}
