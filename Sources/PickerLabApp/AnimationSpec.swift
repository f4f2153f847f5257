import Motion

/// Parses the `SPEC` of `--spring STYLE=SPEC` into an `Animation`, with SwiftUI's names and parameters:
/// - a preset: `smooth`, `snappy`, `bouncy`, `spring`, `interactiveSpring`, `default`, `linear`, `easeInOut`,
///   `easeIn`, `easeOut`, optionally followed by parameters: `bouncy,duration:0.4,extraBounce:0.1`,
///   `easeInOut,duration:0.3`;
/// - or parameters alone: `response:0.4,dampingFraction:0.6`, `duration:0.5,bounce:0.2`,
///   `mass:1,stiffness:100,damping:10`.
/// Times are seconds; numbers are decimal (``DecimalNumber``); springs are those of ``SpringDomain``.
enum AnimationSpec {
    /// The animation `spec` names. A spring must be in ``SpringDomain`` exactly as written (nothing is
    /// clamped); every number is decimal (``DecimalNumber``).
    /// - Throws: `OptionError` naming the part of `spec` that is wrong, or the domain's refusal followed by
    ///   "in spring spec 'SPEC'" (the same words at every entry point).
    static func parse(_ spec: String) throws -> Animation {
        do { return try parseKeepingRefusals(spec) } catch let refusal as SpringDomain.Refusal {
            throw OptionError(message(refusal, spec: spec))
        }
    }

    /// The words every entry point gives for a spring outside ``SpringDomain``.
    static func message(_ refusal: SpringDomain.Refusal, spec: String) -> String {
        "\(refusal.message) in spring spec '\(excerpt(spec))'"
    }

    /// `parse`, but a spring outside the domain throws the domain's ``SpringDomain/Refusal`` (the syntax
    /// errors are `OptionError`s), so a caller can tell a bad value from a bad spelling.
    static func parseKeepingRefusals(_ spec: String) throws -> Animation { try parseParameters(spec) }

    /// The longest a spring may take to come within 0.5 % of its target, in seconds (``SpringDomain/maxSettle``).
    static let maxSettle = SpringDomain.maxSettle

    private static func parseParameters(_ spec: String) throws -> Animation {
        var parts = spec.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard !parts.isEmpty, !parts.contains(where: \.isEmpty) else { throw OptionError("empty part in spring spec '\(excerpt(spec))'") }
        var preset: String? = nil
        if !parts[0].contains(":") { preset = parts.removeFirst() }
        var p: [String: Double] = [:]
        for part in parts {
            let kv = part.split(separator: ":", maxSplits: 1).map(String.init)
            guard kv.count == 2, let v = DecimalNumber.parse(kv[1]) else {
                throw OptionError("'\(excerpt(part))' in spring spec '\(excerpt(spec))' is not NAME:NUMBER (a decimal number)")
            }
            guard allKeys.contains(kv[0]) else { throw OptionError("unknown parameter '\(excerpt(kv[0]))' in spring spec '\(excerpt(spec))' (known: \(allKeys.sorted().joined(separator: ", ")))") }
            guard p[kv[0]] == nil else { throw OptionError("parameter '\(excerpt(kv[0]))' given twice in spring spec '\(excerpt(spec))'") }
            p[kv[0]] = v
        }
        func check(_ allowed: Set<String>, for name: String) throws {
            if let extra = p.keys.first(where: { !allowed.contains($0) }) {
                throw OptionError("parameter '\(excerpt(extra))' does not apply to \(name) in spring spec '\(excerpt(spec))'")
            }
        }
        if let preset {
            switch preset {
            case "smooth", "snappy", "bouncy":
                try check(["duration", "extraBounce"], for: preset)
                let e = p["extraBounce"] ?? 0
                guard e > -1, e < 1 else { throw OptionError("extraBounce must be between -1 and 1 in spring spec '\(excerpt(spec))'") }
                let base = preset == "smooth" ? 0 : preset == "snappy" ? 0.15 : 0.3
                return .spring(try SpringDomain.spring(duration: p["duration"] ?? 0.5, bounce: base + e))
            case "spring":
                try check(["response", "dampingFraction", "duration", "bounce"], for: preset)
                return try springFromParameters(p, spec: spec) ?? .spring
            case "interactiveSpring", "default":
                try check([], for: preset)
                return preset == "default" ? .default : .interactiveSpring
            case "linear", "easeInOut", "easeIn", "easeOut":
                try check(["duration"], for: preset)
                let d = try p["duration"].map { try inRange("duration", $0, durationRange, spec: spec) } ?? Animation.defaultTimingDuration
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

    /// The accepted durations of timing curves, in seconds: the springs' response range.
    static let durationRange = SpringDomain.responseRange

    /// `value` when `range` holds it.
    /// - Throws: `OptionError` naming the parameter, its value and the range.
    private static func inRange(_ k: String, _ v: Double, _ range: ClosedRange<Double>, spec: String) throws -> Double {
        guard range.contains(v) else { throw OptionError("\(k) \(v) is out of range \(range.lowerBound)…\(range.upperBound) in spring spec '\(excerpt(spec))'") }
        return v
    }

    /// The spring the parameters name (nil for none), checked by ``SpringDomain`` exactly as written.
    private static func springFromParameters(_ p: [String: Double], spec: String) throws -> Animation? {
        let keys = Set(p.keys)
        if keys.isEmpty { return nil }
        if keys.isSubset(of: ["response", "dampingFraction"]) {
            return .spring(try SpringDomain.spring(response: p["response"] ?? 0.5, dampingFraction: p["dampingFraction"] ?? 0.825))
        }
        if keys.isSubset(of: ["duration", "bounce"]) {
            return .spring(try SpringDomain.spring(duration: p["duration"] ?? 0.5, bounce: p["bounce"] ?? 0))
        }
        if keys.isSubset(of: ["mass", "stiffness", "damping"]) {
            for k in ["stiffness", "damping"] where p[k] == nil { throw OptionError("spring spec '\(excerpt(spec))' needs \(k)") }
            return .spring(try SpringDomain.spring(mass: p["mass"] ?? 1, stiffness: p["stiffness"]!, damping: p["damping"]!))
        }
        throw OptionError("spring spec '\(excerpt(spec))' mixes parameterisations (use response+dampingFraction, duration+bounce, or mass+stiffness+damping)")
    }
}
