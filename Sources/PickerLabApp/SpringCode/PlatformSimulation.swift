import Foundation
import Motion

/// How closely each printed snippet reproduces its spring: the numbers are read back out of the snippet's
/// text (what a user pastes) and run through that platform's own simulation and end rule, ported from its
/// source (`PlatformSimulation+Flutter`, `+Compose`, `+Android`, `+CSS`; SwiftUI's and UIKit's
/// mass–stiffness–damping springs are the damped oscillator m·x″ + c·x′ + k·x = 0, Apple's documented model,
/// run with Flutter's solution of it), for a move from rest over the snippet's travel. Each is compared with
/// the closed form of the spring (``SpringSimulation``) every millisecond (finer for springs that settle in
/// under 4 s: at least 4000 instants) from the start until the closed form is within 0.1 % of its target for
/// good. Android's and Compose's clocks are whole milliseconds; a frame every millisecond is the earliest
/// their end rules can fire.
enum PlatformSimulation {
    /// The largest |platform − closed form| of `snippet`, as a fraction of the travel; nil when the snippet
    /// carries no curve (the CSS snippet refusing a spring) or its numbers cannot be read.
    static func maxDeviation(of snippet: SpringCode.Snippet, spring: Spring) -> Double? {
        let code = snippet.code
        switch snippet.key {
        case "swiftui":
            guard let r = number(after: "response: ", in: code), let z = number(after: "dampingFraction: ", in: code),
                  let d = number(after: "duration: ", in: code), let b = number(after: "bounce: ", in: code) else { return nil }
            // SwiftUI's documented conversions, mass 1: k = (2π/response)², c = 4πζ/response.
            let zb = b >= 0 ? 1 - b : 1 / (1 + b)
            return [(r, z), (d, zb)].map { response, zeta in
                let w = 2 * Double.pi / response
                let sim = FlutterSpringSimulation(mass: 1, stiffness: w * w, damping: 4 * Double.pi * zeta / response, start: 0, end: 1, velocity: 0)
                return measure(spring) { sim.x($0) }
            }.max()
        case "uikit":
            guard let m = number(after: "mass: ", in: code), let k = number(after: "stiffness: ", in: code),
                  let c = number(after: "damping: ", in: code), let v = number(after: "dx: ", in: code) else { return nil }
            let sim = FlutterSpringSimulation(mass: m, stiffness: k, damping: c, start: 0, end: 1, velocity: v)
            return measure(spring) { sim.x($0) }
        case "flutter": return flutter(code, spring)
        case "compose":
            guard let travel = number(after: "travelling ", in: code), let z = number(after: "dampingRatio = ", in: code),
                  let k = number(after: "stiffness = ", in: code), let vt = number(after: "visibilityThreshold = ", in: code) else { return nil }
            let anim = ComposeSpringAnimation(initialValue: 0, targetValue: Float(travel), dampingRatio: Float(z), stiffness: Float(k),
                                              visibilityThreshold: Float(vt))
            return measure(spring, clock: 0.001) { t in Double(anim.value(playTimeNanos: Int64((t * 1e9).rounded()))) / travel }
        case "android":
            guard let start = number(after: "FloatValueHolder(", in: code), let end = number(after: "SpringForce(", in: code),
                  let z = number(after: "setDampingRatio(", in: code), let k = number(after: "setStiffness(", in: code) else { return nil }
            var anim = AndroidSpringAnimation(start: Float(start), finalPosition: Float(end), dampingRatio: Float(z), stiffness: Float(k),
                                              minimumVisibleChange: number(after: "setMinimumVisibleChange(", in: code).map(Float.init),
                                              startVelocity: Float(number(after: "setStartVelocity(", in: code) ?? 0))
            let origin: Int64 = 1_000   // any Choreographer time but 0 (DynamicAnimation's "no frame yet")
            return measure(spring, clock: 0.001) { t in
                anim.doAnimationFrame(origin + Int64((t * 1000).rounded()))
                return (Double(anim.value) - start) / (end - start)
            }
        case "css":
            guard let transition = CSSLinearTransition(css: code) else { return nil }
            return measure(spring) { transition.progress(at: $0) }
        default: return nil
        }
    }

    /// The Flutter snippet: the main `SpringSimulation` under its controller, and the `withDurationAndBounce`
    /// alternative when it is printed (the larger deviation of the two).
    private static func flutter(_ code: String, _ spring: Spring) -> Double? {
        guard let m = number(after: "mass: ", in: code), let k = number(after: "stiffness: ", in: code),
              let c = number(after: "damping: ", in: code), let call = code.range(of: "SpringSimulation(spring, ") else { return nil }
        let args = code[call.upperBound...].prefix { $0 != ")" }.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard args.count >= 3, let a = DecimalNumber.parse(args[0]), let b = DecimalNumber.parse(args[1]), let v = DecimalNumber.parse(args[2]), a != b else { return nil }
        var tolerance = FlutterSpringSimulation.Tolerance()
        if let d = number(after: "Tolerance(distance: ", in: code) { tolerance.distance = d }
        if let tv = number(after: "velocity: ", in: code) { tolerance.velocity = tv }
        let unbounded = code.contains("AnimationController.unbounded(")
        func run(_ mass: Double, _ stiffness: Double, _ damping: Double) -> Double {
            let sim = FlutterSpringSimulation(mass: mass, stiffness: stiffness, damping: damping, start: a, end: b, velocity: v, tolerance: tolerance)
            var controller = FlutterAnimationController(unbounded: unbounded, simulation: sim)
            return measure(spring, clock: microsecondGrid(spring)) { t in
                controller.tick(microseconds: Int64((t * 1e6).rounded()))
                return (controller.value - a) / (b - a)
            }
        }
        var worst = run(m, k, c)
        if let ms = number(after: "Duration(milliseconds: ", in: code), let bounce = number(after: "bounce: ", in: code) {
            let d = FlutterSpringSimulation.description(milliseconds: Int(ms), bounce: bounce)
            worst = max(worst, run(d.mass, d.stiffness, d.damping))
        }
        return worst
    }

    /// The continuous platforms' grid (every millisecond, or 4000 instants for a shorter settle) in whole
    /// microseconds, the resolution of Flutter's frame `Duration`s.
    static func microsecondGrid(_ spring: Spring) -> Double {
        max(1, (min(0.001, spring.settlingDuration(tolerance: 0.001) / 4000) * 1e6).rounded(.down)) / 1e6
    }

    /// max |value(t) − closed form(t)| over the measuring grid; `value` is asked at increasing times.
    /// `clock` forces a grid (the platforms with millisecond clocks).
    static func measure(_ spring: Spring, clock: Double? = nil, _ value: (Double) -> Double) -> Double {
        let exact = SpringSimulation(spring: spring, start: 0, end: 1, velocity: 0)
        let end = spring.settlingDuration(tolerance: 0.001)
        let step = clock ?? microsecondGrid(spring)
        let count = Int((end / step).rounded(.up))
        var worst = 0.0
        for i in 0...count {
            let t = Double(i) * step
            let d = abs(value(t) - exact.position(at: t))
            worst = d.isNaN ? .infinity : max(worst, d)
        }
        return worst
    }

    /// The decimal number right after the first `label` in `text`, read up to the first character that cannot
    /// belong to it (a Kotlin `f`, a `)`, a `,`); nil when there is none.
    static func number(after label: String, in text: String) -> Double? {
        guard let r = text.range(of: label) else { return nil }
        let token = text[r.upperBound...].prefix { "0123456789+-.eE".contains($0) }
        return DecimalNumber.parse(token)
    }
}
