import Foundation
import Motion

/// `pickerlab spring SPEC [--json]`: every parameterisation of a spring, its overshoot and settle time,
/// and code for SwiftUI, UIKit, Flutter, Compose, Android and CSS.
/// SPEC is what `--spring STYLE=SPEC` accepts after the `=`, limited to springs.
/// Exit codes: 0 printed; 2 a bad command line or SPEC (one line naming the key and the allowed ones).
@MainActor
enum SpringCommand {
    static let usage = "usage: pickerlab spring SPEC [--travel POINTS] [--json]   (SPEC as for --spring, e.g. response:0.3,dampingFraction:0.7 or bouncy; "
        + "POINTS the move the Compose and Android end rules are set for, default \(SpringCode.number(SpringCode.defaultTravel)))"

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
        var json = false, travel: Double?, rest: [String] = []
        var i = 0
        while i < args.count {
            switch args[i] {
            case "--json":
                guard !json else { PickerLabMain.printError("spring: --json is given twice"); return 2 }
                json = true
            case "--travel":
                guard travel == nil else { PickerLabMain.printError("spring: --travel is given twice"); return 2 }
                guard i + 1 < args.count, let t = DecimalNumber.parse(args[i + 1]), t >= 1, t <= 100_000 else {
                    PickerLabMain.printError("spring: --travel: expected points from 1 to 100000 (e.g. 167), got '\(excerpt(i + 1 < args.count ? args[i + 1] : ""))'")
                    return 2
                }
                travel = t
                i += 1
            case let a where a.hasPrefix("-"):
                PickerLabMain.printError("spring: unknown option '\(excerpt(a))'; \(usage)")
                return 2
            default: rest.append(args[i])
            }
            i += 1
        }
        guard rest.count == 1 else { PickerLabMain.printError(usage); return 2 }
        let spring: Spring
        do { spring = try parseSpring(rest[0]) } catch {
            PickerLabMain.printError("spring: \(error)")
            return 2
        }
        let report = SpringReport(spring: spring, travel: travel ?? SpringCode.defaultTravel)
        print(json ? report.json : report.text)
        return 0
    }
}

/// The numbers and code `pickerlab spring` prints for one spring.
struct SpringReport {
    let spring: Spring
    /// The travel the snippets' end rules are set for, in points.
    var travel = SpringCode.defaultTravel
    var code: SpringCode { SpringCode(spring: spring, travel: travel) }

    /// Per platform key, the largest deviation of its snippet run as the platform runs it, in percent of
    /// the travel (``PlatformSimulation``); nil for a snippet without a curve (CSS refusing the spring).
    func deviations(_ snippets: [SpringCode.Snippet]) -> [(key: String, percent: Double?)] {
        snippets.map { ($0.key, PlatformSimulation.maxDeviation(of: $0, spring: spring).map { $0 * 100 }) }
    }
    /// Settle time to 0.5 % of the travel, seconds.
    var settleSeconds: Double { spring.settlingDuration(tolerance: 0.005) }

    /// The `--json` object: `mass`, `stiffness`, `damping`, `response`, `dampingFraction`, `duration`,
    /// `bounce`, `overshoot_percent`, `settle_seconds`, `travel` (points), `code` with one string per platform,
    /// and `max_deviation_percent` with, per platform, the largest |snippet − closed form| its simulation
    /// measured until the spring settles to 0.1 %, in percent of the travel (null: no curve, CSS refusing).
    var object: [String: Any] {
        var code: [String: Any] = [:]
        let snippets = self.code.snippets
        for snippet in snippets { code[snippet.key] = snippet.code }
        var deviation: [String: Any] = [:]
        for (key, percent) in deviations(snippets) { deviation[key] = percent.map { tidyDeviation($0) } ?? NSNull() }
        // 12 significant digits: the conversions' floating-point noise (1 − 0.7 = 0.30000000000000004) is not
        // a value anyone typed; the closed form is good to far fewer digits than that anyway.
        func tidy(_ v: Double) -> Double { v.isFinite ? Double(String(format: "%.12g", v)) ?? v : v }
        return ["mass": tidy(spring.mass), "stiffness": tidy(spring.stiffness), "damping": tidy(spring.damping),
                "response": tidy(spring.response), "dampingFraction": tidy(spring.dampingFraction),
                "duration": tidy(spring.duration), "bounce": tidy(spring.bounce),
                "overshoot_percent": tidy(spring.overshootPercent),
                "settle_seconds": settleSeconds.isFinite ? settleSeconds : NSNull(),
                "travel": tidy(travel), "code": code, "max_deviation_percent": deviation]
    }

    /// A deviation in percent to 4 significant digits (what was measured, not the float noise).
    private func tidyDeviation(_ v: Double) -> Double { v.isFinite ? Double(String(format: "%.4g", v)) ?? v : v }

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
        let snippets = code.snippets
        let measured = Dictionary(uniqueKeysWithValues: deviations(snippets).map { ($0.key, $0.percent) })
        for snippet in snippets {
            lines.append("")
            let figure = measured[snippet.key].flatMap { $0 }.map { " (run as the platform runs it: \($0 < 0.001 ? "under 0.001" : "within " + LinearEasing.format($0, decimals: 3)) % of the travel)" } ?? ""
            lines.append("\(snippet.title):\(figure)")
            lines.append(contentsOf: snippet.code.split(separator: "\n").map { "  " + $0 })
        }
        return lines.joined(separator: "\n")
    }
}
