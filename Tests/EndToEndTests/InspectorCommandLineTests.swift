import Foundation
import Testing

@Suite struct InspectorCommandLineTests {
    func dump(_ args: [String]) throws -> [String: Any] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pl-insp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("scene.json").path
        let r = try pickerlab(["--headless", "--frames", "3", "--dump-scene", path] + args)
        #expect(r.status == 0, "\(r.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    func rect(_ any: Any?) -> (x: Double, y: Double, w: Double, h: Double) {
        let d = any as? [String: Double] ?? [:]
        return (d["x"] ?? .nan, d["y"] ?? .nan, d["width"] ?? .nan, d["height"] ?? .nan)
    }

    @Test func withTheInspectorEveryControlSitsBesideItWholeAndApart() throws {
        let o = try dump(["--inspector"])
        let inspector = try #require(o["inspector"] as? [String: Any])
        let panel = rect(inspector["frame"])
        #expect(panel.x == 800 && panel.w == 300 && panel.h == 760)
        #expect(inspector["control"] as? String == "pill")
        let controls = try #require(o["controls"] as? [[String: Any]])
        let frames = controls.map { rect($0["frame"]) }
        for (i, f) in frames.enumerated() {
            #expect(f.x >= 0 && f.x + f.w <= panel.x, "\(controls[i]["id"]!) overlaps the panel")
            for g in frames[(i + 1)...] {
                let overlap = min(f.x + f.w, g.x + g.w) > max(f.x, g.x) && min(f.y + f.h, g.y + g.h) > max(f.y, g.y)
                #expect(!overlap, "\(f) overlaps \(g)")
            }
        }
        // With the real fonts no label is cut short beside the panel.
        for c in controls {
            for s in c["segments"] as? [[String: Any]] ?? [] {
                #expect(s["label"] as? String == s["displayedLabel"] as? String, "\(c["id"]!): \(s["displayedLabel"]!)")
            }
        }
    }

    @Test func withoutTheInspectorTheDumpHasNoInspectorKey() throws {
        let o = try dump([])
        #expect(o["inspector"] == nil)
    }

    /// The step response of an under-damped spring from rest (0 → 1): SwiftUI's response and damping fraction.
    func closedForm(response: Double, zeta: Double, t: Double) -> Double {
        let w0 = 2 * Double.pi / response, wd = w0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
    }

    @Test func aScriptedSliderDragThroughSDLChangesThePillsSpringAndTheNextTapFollowsIt() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pl-insp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let before = try #require(try dump(["--inspector"])["inspector"] as? [String: Any])
        let sliders = try #require(before["sliders"] as? [[String: Any]])
        let damping = try #require(sliders.first { $0["label"] as? String == "dampingFraction" })
        let track = rect(damping["track"]), value = try #require(damping["value"] as? Double)
        let x = track.x + (value - 0.05) / (2 - 0.05) * track.w, y = track.y + track.h / 2
        let script = dir.appendingPathComponent("drag.txt"), out = dir.appendingPathComponent("after.json")
        try """
            mouse down \(x) \(y)
            wait 0.05
            mouse move \(x - 30) \(y)
            wait 0.05
            mouse move \(x - 80) \(y + 1)
            wait 0.05
            mouse up \(x - 80) \(y + 1)
            wait 0.1
            tap pill iOS
            wait 1.5
            dump \(out.path)
            """.write(to: script, atomically: true, encoding: .utf8)
        let r = try pickerlab(["--headless", "--inspector", "--script", script.path])
        #expect(r.status == 0, "\(r.stderr)")
        let after = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any])
        let inspector = try #require(after["inspector"] as? [String: Any])
        let spring = try #require(inspector["spring"] as? [String: Double])
        // 1:1 on the track, landing on the nearest hundredth.
        let expected = ((value - 80 / track.w * (2 - 0.05)) * 100).rounded() / 100
        #expect(abs(spring["dampingFraction"]! - expected) < 1e-9)
        #expect(abs(spring["response"]! - 0.5) < 1e-9)
        let measured = try #require(inspector["measured"] as? [[Double]])
        #expect(measured.count > 30)
        for m in measured.dropLast() {
            #expect(abs(m[1] - closedForm(response: 0.5, zeta: expected, t: m[0])) < 1e-6, "t = \(m[0])")
        }
    }
}
