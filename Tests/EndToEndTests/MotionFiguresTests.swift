import Foundation
import Motion
import Testing

/// `trace summary --json`'s `changes`: each selection change's settle time and overshoot, checked against
/// the spring's closed form (Sources/Motion) to within a frame; and `trace compare` pairing them.
@Suite struct MotionFiguresTests {
    /// A headless run tapping the pill with a known spring; its trace and its summary's `changes`.
    func run(spring: String, dir: URL, name: String) throws -> (trace: URL, changes: [[String: Any]], indicator: [[String: Any]]) {
        let trace = dir.appendingPathComponent("\(name).json"), script = dir.appendingPathComponent("\(name).txt")
        try "tap pill iOS\nwait 2\ntap pill SwiftUI\nwait 2\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try pickerlab(["--headless", "--spring", "pill=\(spring)", "--script", script.path, "--trace", trace.path])
        #expect(r.status == 0, "\(r.stderr)")
        let s = try pickerlab(["trace", "summary", trace.path, "--json"])
        #expect(s.status == 0, "\(s.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(s.stdout.utf8)) as? [String: Any])
        let events = (try JSONSerialization.jsonObject(with: Data(contentsOf: trace)) as? [String: Any])?["traceEvents"] as? [[String: Any]] ?? []
        let indicator = events.filter { $0["name"] as? String == "pill.indicator" && $0["ph"] as? String == "C" }
        return (trace, (json["changes"] as? [[String: Any]] ?? []).filter { $0["control"] as? String == "pill" }, indicator)
    }

    func number(_ v: Any?) -> Double { (v as? NSNumber)?.doubleValue ?? .nan }

    @Test(arguments: [(0.5, 0.5), (0.4, 0.8), (0.6, 1.0)])
    func settleAndOvershootMatchTheSpringsClosedFormWithinAFrame(_ response: Double, _ damping: Double) throws {
        let dir = try temporaryFolder("motionfig")
        defer { try? FileManager.default.removeItem(at: dir) }
        let (_, changes, indicator) = try run(spring: "response:\(response),dampingFraction:\(damping)", dir: dir, name: "a")
        try #require(changes.count == 2, "\(changes)")
        let spring = Spring(response: response, dampingFraction: damping)
        let frame = 1.0 / 60
        // SwiftUI → iOS moves into the middle cell, free to overshoot (the way back squashes against the
        // track's start, which no spring's closed form describes).
        for change in changes where change["to"] as? Int == 1 {
            let start = number(change["start_ms"])
            // The travel: where the indicator was at the change and where it came to rest (from the trace).
            let xs = indicator.map { (ts: number($0["ts"]), x: number(($0["args"] as? [String: Any])?["x"])) }
            // `start_ms` counts from the first frame's start, which headless is the clock's 0.
            let changeTs = start * 1000
            let x0 = xs.last { $0.ts <= changeTs }?.x ?? .nan
            let nextChange = changes.map { number($0["start_ms"]) * 1000 }.filter { $0 > changeTs }.min() ?? .infinity
            let x1 = xs.last { $0.ts < nextChange }?.x ?? .nan
            let travel = abs(x1 - x0)
            #expect(travel > 100, "the pill travels across segments: \(travel)")
            // Settle to 0.5 pt: the closed form's time, measured at frame boundaries.
            let closedSettle = spring.settlingDuration(tolerance: 0.5 / travel)
            let settle = number(change["settle_ms"]) / 1000
            #expect(abs(settle - closedSettle) <= frame + 1e-6, "settle \(settle) s, closed form \(closedSettle) s (\(response), \(damping))")
            // Overshoot: the closed form's first extremum, sampled once a frame (so at most a frame's motion
            // around the peak below it).
            let closedOvershoot = travel * spring.overshootPercent / 100
            let sim = SpringSimulation(spring: spring, start: 0, end: travel, velocity: 0)
            let wd = spring.angularFrequency * max(0, 1 - damping * damping).squareRoot()
            let peak = wd > 0 ? Double.pi / wd : 0
            let slack = wd > 0 ? max(abs(sim.position(at: peak) - sim.position(at: peak - frame)), abs(sim.position(at: peak) - sim.position(at: peak + frame))) : 0
            let overshoot = number(change["overshoot_pt"])
            #expect(overshoot <= closedOvershoot + 1e-6 && overshoot >= closedOvershoot - slack - 1e-6,
                    "overshoot \(overshoot) pt, closed form \(closedOvershoot) pt (± \(slack))")
            #expect(abs(number(change["overshoot_percent"]) - overshoot / travel * 100) < 1e-6)
            #expect(number(change["peak_velocity_pt_s"]) > travel)   // it crosses the travel in well under a second
            #expect(change["missed_vsyncs"] is NSNumber)
        }
    }

    @Test func traceComparePairsChangesByControlAndOrder() throws {
        let dir = try temporaryFolder("motioncmp")
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = try run(spring: "response:0.5,dampingFraction:0.5", dir: dir, name: "a")
        let b = try run(spring: "response:0.5,dampingFraction:1.0", dir: dir, name: "b")
        let r = try pickerlab(["trace", "compare", a.trace.path, b.trace.path, "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let pill = (json["changes"] as? [[String: Any]] ?? []).filter { $0["control"] as? String == "pill" }
        #expect(pill.map { $0["order"] as? Int } == [0, 1])
        for (k, pair) in pill.enumerated() {
            let sa = number((pair["a"] as? [String: Any])?["overshoot_pt"]), sb = number((pair["b"] as? [String: Any])?["overshoot_pt"])
            #expect(abs(number(pair["overshoot_pt_difference"]) - (sb - sa)) < 1e-9)
            if k == 0 { #expect(sa > 10 && sb == 0, "the bouncy spring overshoots, the critically damped one does not") }
            #expect(number(pair["settle_ms_difference"]).isFinite)
            #expect(number(pair["settle_ms_difference"]) == number(b.changes[k]["settle_ms"]) - number(a.changes[k]["settle_ms"]))
        }
        let text = try pickerlab(["trace", "compare", a.trace.path, b.trace.path])
        #expect(text.stdout.contains("changes paired by control and order"))
        #expect(text.stdout.contains("headline: fps"))
    }
}
