import Foundation
import Motion

/// `pickerlab spring SPEC [--json]`: every parameterisation of a spring, its overshoot and settle time,
/// and code for SwiftUI, UIKit, Flutter, Compose, Android and CSS.
/// SPEC is what `--spring STYLE=SPEC` accepts after the `=`, limited to springs.
/// Exit codes: 0 printed; 2 a bad command line or SPEC (one line naming the key and the allowed ones).
@MainActor
enum SpringCommand {
    static let usage = "usage: pickerlab spring SPEC [--json]   (SPEC as for --spring, e.g. response:0.3,dampingFraction:0.7 or bouncy)"

    /// The presets that are springs (`AnimationSpec`'s others are timing curves).
    static let springPresets = ["smooth", "snappy", "bouncy", "spring", "interactiveSpring", "default"]
    /// What a spring SPEC may say, for error messages.
    static let allowed = "allowed: response,dampingFraction | duration,bounce | mass,stiffness,damping | smooth, snappy, bouncy "
        + "(with duration, extraBounce) | spring (with response,dampingFraction or duration,bounce) | interactiveSpring | default"

    /// The spring `spec` names.
    /// - Throws: `OptionError` naming the bad key (from `AnimationSpec`) and the allowed ones, or the timing
    ///   curve that is not a spring.
    static func parseSpring(_ spec: String) throws -> Spring {
        let animation: Animation
        do { animation = try AnimationSpec.parseKeepingRefusals(spec) } catch let refusal as SpringDomain.Refusal {
            // A spring outside the domain: the same words as every other entry point.
            throw OptionError(AnimationSpec.message(refusal, spec: spec))
        } catch let e as OptionError {
            throw e.message.contains("(known:") ? e : OptionError("\(e.message) (\(allowed))")
        }
        switch animation {
        case .spring(let spring): return spring
        case .timing:
            throw OptionError("'\(excerpt(spec))' is a timing curve, not a spring (springs: \(springPresets.joined(separator: ", ")); \(allowed))")
        }
    }

    static func run(_ args: [String]) -> Int32 {
        if args.contains("-h") || args.contains("--help") { print(usage); return 0 }
        let json = args.contains("--json")
        let rest = args.filter { $0 != "--json" }
        if let bad = rest.first(where: { $0.hasPrefix("-") }) { PickerLabMain.printError("spring: unknown option '\(bad)'; \(usage)"); return 2 }
        guard rest.count == 1 else { PickerLabMain.printError(usage); return 2 }
        let spring: Spring
        do { spring = try parseSpring(rest[0]) } catch {
            PickerLabMain.printError("spring: \(error)")
            return 2
        }
        let report = SpringReport(spring: spring)
        print(json ? report.json : report.text)
        return 0
    }
}

/// The numbers and code `pickerlab spring` prints for one spring.
struct SpringReport {
    let spring: Spring
    /// Settle time to 0.5 % of the travel, seconds.
    var settleSeconds: Double { spring.settlingDuration(tolerance: 0.005) }

    /// The `--json` object: `mass`, `stiffness`, `damping`, `response`, `dampingFraction`, `duration`,
    /// `bounce`, `overshoot_percent`, `settle_seconds`, and `code` with one string per platform.
    var object: [String: Any] {
        var code: [String: Any] = [:]
        for snippet in SpringCode(spring: spring).snippets { code[snippet.key] = snippet.code }
        // 12 significant digits: the conversions' floating-point noise (1 − 0.7 = 0.30000000000000004) is not
        // a value anyone typed; the closed form is good to far fewer digits than that anyway.
        func tidy(_ v: Double) -> Double { v.isFinite ? Double(String(format: "%.12g", v)) ?? v : v }
        return ["mass": tidy(spring.mass), "stiffness": tidy(spring.stiffness), "damping": tidy(spring.damping),
                "response": tidy(spring.response), "dampingFraction": tidy(spring.dampingFraction),
                "duration": tidy(spring.duration), "bounce": tidy(spring.bounce),
                "overshoot_percent": tidy(spring.overshootPercent),
                "settle_seconds": settleSeconds.isFinite ? settleSeconds : NSNull(),
                "code": code]
    }

    /// `object` as pretty-printed JSON with sorted keys.
    var json: String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// The report for people: parameterisations, analysis, then each platform's code.
    var text: String {
        let n = SpringCode.number
        var lines = [
            "response \(n(spring.response)) s, dampingFraction \(n(spring.dampingFraction))",
            "duration \(n(spring.duration)) s, bounce \(n(spring.bounce))",
            "mass \(n(spring.mass)), stiffness \(n(spring.stiffness)), damping \(n(spring.damping))",
            "overshoot \(LinearEasing.format(spring.overshootPercent, decimals: 2)) %, settles to 0.5 % in \(LinearEasing.format(settleSeconds, decimals: 3)) s, perceived duration \(n(spring.perceivedDuration)) s",
        ]
        for snippet in SpringCode(spring: spring).snippets {
            lines.append("")
            lines.append("\(snippet.title):")
            lines.append(contentsOf: snippet.code.split(separator: "\n").map { "  " + $0 })
        }
        return lines.joined(separator: "\n")
    }
}
