import Foundation
import Motion
@testable import PickerLabApp
import Testing

/// Every printed snippet, its numbers read back from the text, run as its platform runs it (the ports in
/// `SpringCode/PlatformSimulation+*.swift`, cited there), stays within 0.5 % of the travel of the closed form
/// (Motion's `SpringSimulation` of the spec's spring) at every instant until the spring settles to 0.1 %.
@MainActor
struct SnippetSimulationTests {
    /// The presets, under-, critically and over-damped springs, mass ≠ 1, and the domain's extremes.
    nonisolated static let specs = [
        "smooth", "snappy", "bouncy", "spring", "interactiveSpring", "default",
        "response:0.5,dampingFraction:0.45", "response:2,dampingFraction:0.05",      // under-damped (the issue's rows)
        "duration:0.4,bounce:0",                                                       // critically damped
        "response:0.6,dampingFraction:2.5", "mass:10,stiffness:1,damping:20",          // over-damped, slow
        "mass:2,stiffness:300,damping:12", "mass:1e6,stiffness:1e9,damping:1e6",       // mass ≠ 1
        "response:0.001,dampingFraction:0.01", "duration:0.0015,bounce:0.5",           // the shortest
        "response:0.001,dampingFraction:1000", "duration:60,bounce:0.9",               // the most damped, the longest
        "response:0.3,dampingFraction:0.0012",                                         // CSS refuses it
    ]

    /// Closed-form progress of the spec's spring, a move from rest 0 → 1.
    func exact(_ spring: Spring) -> (Double) -> Double {
        let sim = SpringSimulation(spring: spring, start: 0, end: 1, velocity: 0)
        return { sim.position(at: $0) }
    }

    /// The instants a platform is compared at: whole milliseconds (whole microseconds, at least 4000 of them,
    /// for a spring that settles in under 4 s) until the closed form is within 0.1 % for good.
    func instants(_ spring: Spring, clock: Double? = nil) -> [Double] {
        let end = spring.settlingDuration(tolerance: 0.001)
        let step = clock ?? max(1, (min(0.001, end / 4000) * 1e6).rounded(.down)) / 1e6
        return (0...Int((end / step).rounded(.up))).map { Double($0) * step }
    }

    /// max |platform − closed form| as a fraction of the travel; `value` is asked at increasing times.
    func deviation(_ spring: Spring, clock: Double? = nil, _ value: (Double) -> Double) -> Double {
        let x = exact(spring)
        return instants(spring, clock: clock).reduce(0) { max($0, abs(value($1) - x($1))) }
    }

    /// Each platform's measured deviation of the printed snippets (nil: no curve, the CSS refusal).
    func measure(_ spec: String) throws -> [String: Double?] {
        let spring = try SpringCommand.parseSpring(spec)
        let code = SpringCode(spring: spring, travel: 167)
        let n = SnippetText.num
        var out: [String: Double?] = [:]

        let swift = SnippetText(text: code.swiftUI)
        let r = try swift.require(#"response: "# + n, "response"), z = try swift.require(#"dampingFraction: "# + n, "dampingFraction")
        let d = try swift.require(#"Spring\(duration: "# + n, "duration"), b = try swift.require(#"bounce: "# + n, "bounce")
        out["swiftui"] = [(r, z), (d, b >= 0 ? 1 - b : 1 / (1 + b))].map { response, zeta in
            let w = 2 * Double.pi / response   // SwiftUI's documented conversion, mass 1
            let sim = FlutterSpringSimulation(mass: 1, stiffness: w * w, damping: 4 * Double.pi * zeta / response, start: 0, end: 1, velocity: 0)
            return deviation(spring) { sim.x($0) }
        }.max()

        let ui = SnippetText(text: code.uiKit)
        #expect(code.uiKit.contains("UISpringTimingParameters(mass: ") && code.uiKit.contains("ignores the animator's duration"))
        #expect(!code.uiKit.contains("dampingRatio:"))
        let um = try ui.require(#"mass: "# + n, "mass"), uk = try ui.require(#"stiffness: "# + n, "stiffness")
        let uc = try ui.require(#"damping: "# + n, "damping"), uv = try ui.require(#"dx: "# + n, "initialVelocity")
        let uiSim = FlutterSpringSimulation(mass: um, stiffness: uk, damping: uc, start: 0, end: 1, velocity: uv)
        out["uikit"] = deviation(spring) { uiSim.x($0) }

        let fl = SnippetText(text: code.flutter)
        #expect(code.flutter.contains("AnimationController.unbounded("))
        let fm = try fl.require(#"mass: "# + n, "mass"), fk = try fl.require(#"stiffness: "# + n, "stiffness"), fc = try fl.require(#"damping: "# + n, "damping")
        let from = try fl.require(#"SpringSimulation\(spring, "# + n, "start"), to = try fl.require(#"SpringSimulation\(spring, [^,]+, "# + n, "end")
        let v0 = try fl.require(#"SpringSimulation\(spring, [^,]+, [^,]+, "# + n, "velocity")
        let tolerance = FlutterSpringSimulation.Tolerance(distance: try fl.require(#"distance: "# + n, "distance tolerance"),
                                                          velocity: try fl.require(#"Tolerance\(distance: [^,]+, velocity: "# + n, "velocity tolerance"))
        let completes = try fl.require(#"completes \(isDone\) after "# + n, "completion time")
        func flutterRun(_ m: Double, _ k: Double, _ c: Double) -> (deviation: Double, completed: Double?) {
            var controller = FlutterAnimationController(unbounded: true, simulation:
                FlutterSpringSimulation(mass: m, stiffness: k, damping: c, start: from, end: to, velocity: v0, tolerance: tolerance))
            let dev = deviation(spring) { t in controller.tick(microseconds: Int64((t * 1e6).rounded())); return (controller.value - from) / (to - from) }
            // On, at the same frame rate, until it completes (at most 4 × the 0.1 % settle time).
            let grid = instants(spring)
            let step = grid.count > 1 ? grid[1] : 0.001
            var t = grid.last ?? 0
            while controller.completedAt == nil, t < 4 * spring.settlingDuration(tolerance: 0.001) {
                t += step
                controller.tick(microseconds: Int64((t * 1e6).rounded()))
            }
            return (dev, controller.completedAt)
        }
        let main = flutterRun(fm, fk, fc)
        // The note says when it completes: Flutter's isDone, within a frame of the printed time.
        #expect(main.completed.map { abs($0 - completes) <= max(0.0011, completes * 1e-5) + (grid1(spring)) } == true, "\(spec): completes \(String(describing: main.completed)) vs \(completes)")
        var flutterWorst = main.deviation
        if let ms = fl.number(#"milliseconds: "# + n), let fb = fl.number(#"\), bounce: "# + n) {
            let alt = FlutterSpringSimulation.description(milliseconds: Int(ms), bounce: fb)
            flutterWorst = max(flutterWorst, flutterRun(alt.mass, alt.stiffness, alt.damping).deviation)
        }
        out["flutter"] = flutterWorst

        let co = SnippetText(text: code.compose)
        let travel = try co.require(#"travelling "# + n, "travel")
        let compose = ComposeSpringAnimation(initialValue: 0, targetValue: Float(travel),
                                             dampingRatio: Float(try co.require(#"dampingRatio = "# + n, "dampingRatio")),
                                             stiffness: Float(try co.require(#"stiffness = "# + n, "stiffness")),
                                             visibilityThreshold: Float(try co.require(#"visibilityThreshold = "# + n, "visibilityThreshold")))
        out["compose"] = deviation(spring, clock: 0.001) { Double(compose.value(playTimeNanos: Int64(($0 * 1e9).rounded()))) / travel }

        let an = SnippetText(text: code.android)
        let aFrom = try an.require(#"FloatValueHolder\("# + n, "start"), aTo = try an.require(#"SpringForce\("# + n, "final position")
        #expect(abs(aTo - aFrom - 167) < 1e-9 && code.android.contains("167 points"))
        var android = AndroidSpringAnimation(start: Float(aFrom), finalPosition: Float(aTo),
                                             dampingRatio: Float(try an.require(#"setDampingRatio\("# + n, "dampingRatio")),
                                             stiffness: Float(try an.require(#"setStiffness\("# + n, "stiffness")),
                                             minimumVisibleChange: Float(try an.require(#"setMinimumVisibleChange\("# + n, "minimum visible change")))
        out["android"] = deviation(spring, clock: 0.001) { t in
            android.doAnimationFrame(5_000 + Int64((t * 1000).rounded()))
            return (Double(android.value) - aFrom) / (aTo - aFrom)
        }

        if let css = CSSLinearTransition(css: code.css) {
            // The duration printed and the closed form's 0.1 % settle time: the curve covers all of it.
            #expect(css.duration >= spring.settlingDuration(tolerance: 0.001) * (1 - 1e-6), "\(spec): \(css.duration)")
            out["css"] = deviation(spring) { css.progress(at: $0) }
        } else {
            #expect(code.css.hasPrefix("/* CSS linear() cannot carry this spring: it needs more than 2000 stops"), "\(code.css)")
            out["css"] = .some(nil)
        }
        return out
    }

    /// One grid step (the printed completion is measured on the same frames).
    func grid1(_ spring: Spring) -> Double { let g = instants(spring); return g.count > 1 ? g[1] : 0.001 }

    @Test(arguments: specs)
    func everySnippetReproducesItsSpringAsItsPlatformRunsIt(spec: String) throws {
        let measured = try measure(spec)
        #expect(Set(measured.keys) == ["swiftui", "uikit", "flutter", "compose", "android", "css"])
        for (platform, d) in measured {
            guard let d else { #expect(platform == "css"); continue }
            #expect(d < 0.005, "\(spec) \(platform): \(d * 100) % of the travel")
        }
        // Done when: `pickerlab spring SPEC --json` reports, per platform, what this measured.
        let object = SpringReport(spring: try SpringCommand.parseSpring(spec), travel: 167).object
        let reported = try #require(object["max_deviation_percent"] as? [String: Any])
        for (platform, d) in measured {
            if let d {
                let r = try #require(reported[platform] as? Double, "\(platform)")
                #expect(abs(r - d * 100) <= max(1e-3 * d * 100, 1e-9), "\(spec) \(platform): reported \(r) %, measured \(d * 100) %")
            } else {
                #expect(reported[platform] is NSNull)
            }
        }
    }
}
