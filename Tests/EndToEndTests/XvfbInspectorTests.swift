import Foundation
import Testing

/// The spring inspector in a real window under Xvfb, driven with real X input by xdotool: a value clicked
/// and typed (Enter applies it), the A/B swap key, a copy button — then the session's recording replays
/// headless to the same springs. Fails (does not skip) when Xvfb or xdotool is missing.
@Suite(.serialized)
struct XvfbInspectorTests {
    static let options = ["--inspector", "--size", "1100x880", "--spring-b", "pill=response:0.8,dampingFraction:0.4"]

    /// The frame of the node `id` in a scene dump's node tree.
    func nodeFrame(_ dump: [String: Any], _ id: String) -> [String: Double]? {
        func walk(_ n: [String: Any]) -> [String: Double]? {
            if n["id"] as? String == id { return n["frame"] as? [String: Double] }
            for c in n["children"] as? [[String: Any]] ?? [] { if let f = walk(c) { return f } }
            return nil
        }
        for n in dump["nodes"] as? [[String: Any]] ?? [] { if let f = walk(n) { return f } }
        return nil
    }

    @Test func typingAValueSwappingABAndCopyingWorkWithRealXInput() throws {
        let dir = try temporaryFolder("xvfb-inspector")
        defer { try? FileManager.default.removeItem(at: dir) }
        // Where things are: a headless run with the same options lays the window out identically.
        let layout = dir.appendingPathComponent("layout.json")
        let headless = try pickerlab(["--headless", "--frames", "2", "--dump-scene", layout.path] + XvfbInspectorTests.options)
        #expect(headless.status == 0, "\(headless.stderr)")
        let before = try readJSON(layout)
        let response = try #require(nodeFrame(before, "inspector.slider.response"))
        let flutter = try #require(nodeFrame(before, "inspector.copy.flutter"))
        let valueX = Int(response["x"]! + response["width"]! - 14), valueY = Int(response["y"]! + 8)
        let copyX = Int(flutter["x"]! + flutter["width"]! / 2), copyY = Int(flutter["y"]! + flutter["height"]! / 2)
        #expect(Double(copyY) < 880)

        let xvfb = try Xvfb()
        defer { xvfb.stop() }
        let dump = dir.appendingPathComponent("window.json"), recording = dir.appendingPathComponent("session.txt")
        let app = try launchPickerlab(["--duration", "60", "--dump-scene", dump.path, "--record", recording.path] + XvfbInspectorTests.options,
                                      display: xvfb.display)
        let env: [String: String?] = ["DISPLAY": xvfb.display]
        let search = try run("/usr/bin/xdotool", ["search", "--sync", "--onlyvisible", "--name", "PickerLab"], environment: env, timeout: 20)
        let window = try #require(search.stdout.split(separator: "\n").first.map(String.init), "no PickerLab window: \(search.stderr)")
        usleep(300_000)
        func xdotool(_ args: [String]) throws {
            let r = try run("/usr/bin/xdotool", args, environment: env, timeout: 10)
            #expect(r.status == 0, "xdotool \(args): \(r.stderr)")
        }
        // The window can be mapped before its first frame is laid out (a loaded machine): move there first and
        // wait until the run has handled the move, so the click lands in a later frame, on the laid-out panel.
        try xdotool(["mousemove", "--window", window, "\(valueX)", "\(valueY)"])
        #expect(waitForFile(recording, containing: "mouse move \(valueX) \(valueY)"))
        usleep(100_000)
        // Click the response value, type 0.42 (the first key replaces the selected 0.5), Enter.
        try xdotool(["click", "1"])
        #expect(waitForFile(recording, containing: "mouse up"))
        try xdotool(["type", "--delay", "60", "0.42"])
        try xdotool(["key", "Return"])
        #expect(waitForFile(recording, containing: "key Return"))
        // Swap A and B with the key, then copy the Flutter code.
        try xdotool(["key", "x"])
        #expect(waitForFile(recording, containing: "key X"))
        let ups = try String(contentsOf: recording, encoding: .utf8).components(separatedBy: "mouse up").count
        try xdotool(["mousemove", "--window", window, "\(copyX)", "\(copyY)", "click", "1"])
        let deadline = Date().addingTimeInterval(20)
        while (try String(contentsOf: recording, encoding: .utf8)).components(separatedBy: "mouse up").count == ups, Date() < deadline { usleep(20_000) }
        try xdotool(["key", "Escape"])   // at once: the button still says "Copied" (for 1.5 s)
        #expect(waitForExit(app, timeout: 30) == 0)

        let result = try #require(try readJSON(dump)["inspector"] as? [String: Any])
        let spring = try #require(result["spring"] as? [String: Double])
        let springB = try #require(result["springB"] as? [String: Any])
        // A is what B was; B is the typed spring (response 0.42, the preset's damping fraction 0.7).
        #expect(abs(spring["response"]! - 0.8) < 1e-9 && abs(spring["dampingFraction"]! - 0.4) < 1e-9, "\(spring)")
        let session = (try? String(contentsOf: recording, encoding: .utf8)) ?? ""
        #expect(abs((springB["response"] as? Double ?? 0) - 0.42) < 1e-9, "\(springB)\n\(session)")
        #expect(abs((springB["dampingFraction"] as? Double ?? 0) - 0.7) < 1e-9)
        #expect(result["preview"] as? String == "flutter")
        #expect(result["copied"] as? String == "flutter")
        #expect(result["editing"] is NSNull)

        // The real session's recording replays headless to the same springs.
        let replayDump = dir.appendingPathComponent("replay.json")
        let replay = try pickerlab(["--headless", "--script", recording.path, "--dump-scene", replayDump.path])
        #expect(replay.status == 0, "\(replay.stderr)")
        let replayed = try #require(try readJSON(replayDump)["inspector"] as? [String: Any])
        #expect(replayed["spring"] as? [String: Double] == spring)
        #expect((replayed["springB"] as? [String: Any])?["response"] as? Double == springB["response"] as? Double)
        #expect(replayed["preview"] as? String == "flutter")
    }
}
