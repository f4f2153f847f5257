import Foundation
import Testing

/// A 60 s headless soak through the real app (the `pickerlab` binary, virtual time) that swipes the pane, taps
/// the glass, switches themes, resizes and changes the text scale keeps layer textures within the budget —
/// 4 × the drawable's pixels × 4 bytes for the size the frame was drawn at — at every frame (the trace's
/// `layer_bytes` against its `drawable_px`), and its memory does not grow: the peak RSS of the 60 s run
/// (/usr/bin/time) is within 10 % of a 15 s run of the same rounds, which already meets every state. Both
/// renderers.
struct LayerBudgetSoakTests {
    /// One 3 s round: every state the soak visits (both sizes, both themes, text scales 1 and 1.5).
    static func round(_ k: Int) -> [String] {
        ["swipe pager \(k % 2 == 0 ? -300 : 300) 0.25", "wait 0.5", "tap glass \(k % 2 == 0 ? "unread" : "all")", "wait 0.6",
         "key T", "wait 0.4", k % 2 == 0 ? "resize 900 640" : "resize 1000 700", "wait 0.3",
         "set text-scale \(k % 2 == 0 ? "1.5" : "1")", "wait 0.2", "swipe pager -200 0.2", "wait 0.75"]
    }

    struct Soak { var bytes: [Double] = [], drawable: [Double] = [], composited: [Double] = [], spanUs = 0.0, frames = 0, peakRSSKB = 0 }

    func soak(renderer: String, rounds: Int) throws -> Soak {
        let dir = try temporaryFolder("layersoak")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.txt"), trace = dir.appendingPathComponent("t.json"), rss = dir.appendingPathComponent("rss.txt")
        try ((0..<rounds).flatMap(Self.round).joined(separator: "\n") + "\n").write(to: script, atomically: true, encoding: .utf8)
        #expect(FileManager.default.isExecutableFile(atPath: "/usr/bin/time"), "the soak reads peak RSS with /usr/bin/time (Debian's package time)")
        let r = try run("/usr/bin/time", ["-f", "%M", "-o", rss.path, pickerlabPath, "--headless", "--renderer", renderer, "--size", "1000x700",
                                          "--script", script.path, "--trace", trace.path],
                        environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil], timeout: 1500)
        #expect(r.status == 0, "\(r.stderr)")
        var s = Soak()
        s.peakRSSKB = Int((try String(contentsOf: rss, encoding: .utf8)).trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last ?? "") ?? 0
        let events = try #require((try JSONSerialization.jsonObject(with: Data(contentsOf: trace)) as? [String: Any])?["traceEvents"] as? [[String: Any]])
        func value(_ e: [String: Any]) -> Double { (((e["args"] as? [String: Any])?["value"]) as? NSNumber)?.doubleValue ?? -1 }
        for e in events where e["ph"] as? String == "C" {
            switch e["name"] as? String {
            case "layer_bytes": s.bytes.append(value(e))
            case "drawable_px": s.drawable.append(value(e))
            case "layers_composited": s.composited.append(value(e))
            default: break
            }
        }
        let frames = events.filter { $0["name"] as? String == "frame" && $0["ph"] as? String == "X" }
        s.frames = frames.count
        s.spanUs = ((frames.last?["ts"] as? NSNumber)?.doubleValue ?? 0) - ((frames.first?["ts"] as? NSNumber)?.doubleValue ?? 0)
        return s
    }

    func check(_ renderer: String) throws {
        let long = try soak(renderer: renderer, rounds: 20)
        #expect(long.spanUs >= 59e6, "the soak ran \(long.spanUs / 1e6) s")
        #expect(long.bytes.count == long.frames && long.drawable.count == long.frames && long.frames > 3000)
        // Each frame was drawn at one of the script's two sizes (scale 1), and both occur.
        #expect(Set(long.drawable) == Set<Double>([900 * 640, 1000 * 700]), "\(Set(long.drawable))")
        // Every frame's layer textures within the budget for the size it was drawn at.
        let over = zip(long.bytes, long.drawable).enumerated().filter { $0.element.0 < 0 || $0.element.0 > 16 * $0.element.1 }
        #expect(over.isEmpty, "\(over.count) frames over the budget, the first: frame \(over.first?.offset ?? -1), \(over.first.map { "\($0.element.0) bytes at \($0.element.1) px" } ?? "")")
        #expect(long.composited.filter { $0 > 0 }.count > 100, "layers were composited in \(long.composited.filter { $0 > 0 }.count) frames")
        #expect(long.bytes.max()! > 0)
        // Memory does not grow: 60 s peaks where 15 s of the same rounds does.
        let short = try soak(renderer: renderer, rounds: 5)
        #expect(short.peakRSSKB > 0 && long.peakRSSKB > 0)
        #expect(Double(long.peakRSSKB) <= 1.10 * Double(short.peakRSSKB), "peak RSS \(long.peakRSSKB) kB after 60 s, \(short.peakRSSKB) kB after 15 s")
    }

    @Test func softwareLayerTexturesStayWithinTheBudgetAndMemoryDoesNotGrowOverA60SecondSoak() throws { try check("software") }
    @Test func openGLLayerTexturesStayWithinTheBudgetAndMemoryDoesNotGrowOverA60SecondSoak() throws { try check("opengl") }
}
