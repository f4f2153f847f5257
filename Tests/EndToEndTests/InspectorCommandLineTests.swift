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
}
