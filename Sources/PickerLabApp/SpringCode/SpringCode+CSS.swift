import Foundation
import Motion

extension SpringCode {
    /// The most `linear()` stops the CSS snippet prints; a spring that needs more is refused in the snippet.
    static let maxCSSStops = 2000

    /// CSS: a `linear()` easing within 0.4 % of the spring's curve (see ``LinearEasing``), over the whole
    /// time the closed form needs to come within 0.1 % of its target, with the duration printed to as many
    /// decimals as keep its rounding under 0.05 % of the travel (a stretched time moves the curve by
    /// |x′(t)|·t·Δd/d). A spring that needs more than ``maxCSSStops`` stops gets a comment saying so instead.
    var css: String {
        let easing = LinearEasing(spring: spring, maxStops: SpringCode.maxCSSStops)
        guard easing.isComplete else {
            return "/* CSS linear() cannot carry this spring: it needs more than \(SpringCode.maxCSSStops) stops over \(LinearEasing.format(easing.duration, decimals: 3)) s "
                + "to stay within 0.5 % of it until it settles to 0.1 %. Use more damping or a shorter response, or drive it from script. */"
        }
        let d = cssDurationText(easing.duration)
        return """
        /* \(easing.stops.count) stops over \(d) s: within 0.5 % of the spring's curve until it is within 0.1 % of its target */
        transition: transform \(d)s \(easing.cssFunction);
        """
    }

    /// `duration` rounded up (the curve covers the whole settle time) to the fewest decimals (3 to 9) whose
    /// rounding moves the curve by under 0.05 % of the travel.
    func cssDurationText(_ duration: Double) -> String {
        let sim = SpringSimulation(spring: spring, start: 0, end: 1, velocity: 0)
        var stretch = 0.0   // max |x′(t)|·t over the duration
        for i in 0...4000 {
            let t = duration * Double(i) / 4000
            stretch = max(stretch, abs(sim.velocity(at: t)) * t)
        }
        for decimals in 3...9 {
            let scale = Foundation.pow(10, Double(decimals))
            let text = LinearEasing.format((duration * scale).rounded(.up) / scale, decimals: decimals)
            let printed = Double(text) ?? duration
            if printed > 0, stretch * abs(printed - duration) / printed < 0.0005 { return text }
        }
        return LinearEasing.format(duration, decimals: 9)
    }
}
