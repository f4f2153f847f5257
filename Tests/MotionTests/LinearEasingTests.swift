import Foundation
import Testing
@testable import Motion

@Suite struct LinearEasingTests {
    @Test(arguments: [Spring.bouncy, .snappy, .smooth, .interactiveSpring, .default,
                      Spring(response: 0.4, dampingFraction: 0.2), Spring(response: 0.6, dampingFraction: 2.5)])
    func theCurveStaysWithinHalfAPercentAtEveryStopAndBetweenThem(spring: Spring) {
        let easing = LinearEasing(spring: spring)
        let sim = SpringSimulation(spring: spring, start: 0, end: 1, velocity: 0)
        #expect(easing.stops.first == LinearEasing.Stop(fraction: 0, value: 0))
        #expect(easing.stops.last == LinearEasing.Stop(fraction: 1, value: 1))
        var worst = 0.0
        for (a, b) in zip(easing.stops, easing.stops.dropFirst()) {
            #expect(b.fraction > a.fraction)
            for k in 0...50 {
                let f = a.fraction + (b.fraction - a.fraction) * Double(k) / 50
                worst = max(worst, abs(easing.value(atFraction: f) - sim.position(at: f * easing.duration)))
            }
        }
        // After the end the curve holds 1; the spring stays within 0.1 % of it.
        for k in 0...200 { worst = max(worst, abs(1 - sim.position(at: easing.duration * (1 + Double(k) / 100)))) }
        #expect(worst < 0.005, "\(spring): \(worst)")
    }

    @Test func theCSSTextIsTheCheckedStops() {
        let easing = LinearEasing(spring: .bouncy)
        let text = easing.cssFunction
        #expect(text.hasPrefix("linear(0, ") && text.hasSuffix(", 1)"))
        let inner = text.dropFirst("linear(".count).dropLast()
        let parts = inner.components(separatedBy: ", ")
        #expect(parts.count == easing.stops.count)
        for (part, stop) in zip(parts.dropFirst().dropLast(), easing.stops.dropFirst().dropLast()) {
            let pieces = part.split(separator: " ")
            #expect(Double(String(pieces[0])) == stop.value)
            #expect(abs(Double(String(pieces[1].dropLast()))! - stop.fraction * 100) < 1e-9)
        }
    }

    @Test func formatTrimsTrailingZeros() {
        #expect(LinearEasing.format(0.25, decimals: 4) == "0.25")
        #expect(LinearEasing.format(1, decimals: 4) == "1")
        #expect(LinearEasing.format(-0.00001, decimals: 4) == "0")
    }
}
