import Foundation
import Testing

/// The trace counts layers: `layers_rasterised` and `layers_composited` per frame and `layer_bytes` held,
/// within the budget (4 × the drawable's pixels × 4 bytes); `--no-layers` composites nothing.
struct LayerTraceTests {
    func counters(_ extra: [String]) throws -> [String: [Double]] {
        let dir = try temporaryFolder("layers")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.txt"), trace = dir.appendingPathComponent("t.json")
        try "wait 0.1\nswipe pager -300 0.25\nwait 0.8\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try pickerlab(["--headless", "--renderer", "software", "--size", "700x1200", "--script", script.path, "--trace", trace.path] + extra)
        #expect(r.status == 0, "\(r.stderr)")
        let events = try #require((try JSONSerialization.jsonObject(with: Data(contentsOf: trace)) as? [String: Any])?["traceEvents"] as? [[String: Any]])
        var out: [String: [Double]] = [:]
        for e in events where e["ph"] as? String == "C" {
            guard let name = e["name"] as? String, ["layers_rasterised", "layers_composited", "layer_bytes", "frame_ms"].contains(name) else { continue }
            out[name, default: []].append(((e["args"] as? [String: Any])?["value"] as? NSNumber)?.doubleValue ?? -1)
        }
        return out
    }

    @Test func aSwipeRasterisesEachPageOnceAndCompositesItWhileItMoves() throws {
        let c = try counters([])
        let frames = try #require(c["frame_ms"]?.count)
        let rasterised = try #require(c["layers_rasterised"]), composited = try #require(c["layers_composited"]), bytes = try #require(c["layer_bytes"])
        #expect(rasterised.count == frames && composited.count == frames && bytes.count == frames)
        #expect(composited.filter { $0 > 0 }.count > 10, "\(composited)")
        #expect(rasterised.reduce(0, +) >= 1 && rasterised.reduce(0, +) <= 3, "\(rasterised)")
        #expect(bytes.max()! > 0 && bytes.max()! <= 4 * 700 * 1200 * 4)
        // At rest, the last frames composite nothing (the pages are drawn directly).
        #expect(composited.last == 0)
    }

    @Test func noLayersCompositesNothing() throws {
        let c = try counters(["--no-layers"])
        #expect((c["layers_composited"] ?? [1]).allSatisfy { $0 == 0 } && (c["layer_bytes"] ?? [1]).allSatisfy { $0 == 0 })
        #expect((c["layers_composited"] ?? []).count > 30)
    }
}
