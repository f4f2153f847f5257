import Foundation
@testable import FrameTrace
import Testing

/// Recordings replay faithfully: every key in a form the parser accepts, and the window size, the options and
/// the focus changes of the session.
@Suite(.serialized)
struct ReplayTests {
    /// Keys a window can receive, the awkward ones included (names with spaces, `#`, quotes, modifiers
    /// themselves); Escape is left out (it ends the run).
    static let keys = ["Left", "Right", "Up", "Down", "Tab", "Home", "End", "Space", "Return", "Backspace", "Delete", "Insert",
                       "PageUp", "PageDown", "Left Shift", "Right Shift", "Left Ctrl", "Right Alt", "Left GUI", "CapsLock", "Numlock",
                       "Keypad Enter", "Keypad 5", "Keypad +", "Keypad #", "Keypad ||", "AC Back", "F2", "F13", "S", "R", "A",
                       "#", "+", "\\", "\"", "'", "=", ";", "ä"]

    /// `name` as one script word (quoted and escaped like the README says).
    static func word(_ name: String) -> String {
        guard name.contains(where: { " #\"\\".contains($0) }) else { return name }
        return "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    @Test(arguments: 1...8)
    func randomKeySequencesRecordedHeadlessReplayToTheSameDump(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed))
        var lines: [String] = []
        let modifiers = ["", "Shift+", "Ctrl+", "Alt+", "GUI+", "Ctrl+Shift+"]
        for _ in 0..<30 {
            let name = ReplayTests.keys.randomElement(using: &rng)!
            lines.append("key " + ReplayTests.word(modifiers.randomElement(using: &rng)! + name))
            if Bool.random(using: &rng) { lines.append("wait \(Double(Int.random(in: 1...20, using: &rng)) / 100)") }
        }
        lines.append("wait 0.5")
        let dir = try temporaryFolder("keyreplay")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("keys.txt"), rec = dir.appendingPathComponent("rec.txt")
        let d1 = dir.appendingPathComponent("d1.json"), d2 = dir.appendingPathComponent("d2.json")
        try (lines.joined(separator: "\n") + "\n").write(to: script, atomically: true, encoding: .utf8)
        let live = try pickerlab(["--headless", "--script", script.path, "--record", rec.path, "--dump-scene", d1.path])
        #expect(live.status == 0, "seed \(seed): \(live.stderr)")
        let recording = try String(contentsOf: rec, encoding: .utf8)
        #expect(recording.split(separator: "\n").filter { $0.hasPrefix("key ") }.count == 30, "seed \(seed): every key was recorded\n\(recording)")
        let replay = try pickerlab(["--headless", "--script", rec.path, "--dump-scene", d2.path])
        #expect(replay.status == 0, "seed \(seed): the recording parses and replays: \(replay.stderr)")
        #expect(try Data(contentsOf: d1) == Data(contentsOf: d2), "seed \(seed): the same dump")
    }

    @Test func aRecordingKeepsTheWindowSizeTheOptionsAndFocusChanges() throws {
        let dir = try temporaryFolder("faithful")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.txt"), rec = dir.appendingPathComponent("rec.txt")
        let d1 = dir.appendingPathComponent("d1.json"), d2 = dir.appendingPathComponent("d2.json")
        // A press cancelled by a lost focus selects nothing; then a tap mid-animation (slow, reduce motion, own spring).
        try """
        mouse move 757 328
        mouse down 757 328
        wait 0.1
        focus lost
        mouse up 757 328
        focus gained
        wait 0.2
        tap pill #2
        wait 0.3
        set reduce-motion off
        tap glass UNREAD
        wait 0.15

        """.write(to: script, atomically: true, encoding: .utf8)
        let live = try pickerlab(["--headless", "--size", "900x700", "--slow-animations", "--reduce-motion", "--spring", "glass=response:0.9,dampingFraction:0.3",
                                  "--script", script.path, "--record", rec.path, "--dump-scene", d1.path])
        #expect(live.status == 0, "\(live.stderr)")
        let recording = try String(contentsOf: rec, encoding: .utf8)
        for line in ["resize 900 700", "set slow-animations on", "set reduce-motion on", "set spring glass=response:0.9,dampingFraction:0.3",
                     "focus lost", "focus gained", "set reduce-motion off"] {
            #expect(recording.contains(line + "\n"), "\(line) in\n\(recording)")
        }
        // Replayed with none of those options, at the default size: the same scene.
        let replay = try pickerlab(["--headless", "--script", rec.path, "--dump-scene", d2.path])
        #expect(replay.status == 0, "\(replay.stderr)")
        let dump = try readJSON(d2)
        #expect(dump["window"] as? [String: Double] == ["width": 900, "height": 700, "scale": 1])
        #expect(try Data(contentsOf: d1) == Data(contentsOf: d2))
        #expect(control(dump, "glass")?["selectedIndex"] as? Int == 1)
    }

    @Test func aHeadlessRecordingAtAnotherSizeReplaysToTheSamePixels() throws {
        let dir = try temporaryFolder("replaysize")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.txt"), rec = dir.appendingPathComponent("rec.txt")
        let live = dir.appendingPathComponent("live.png"), replay = dir.appendingPathComponent("replay.png")
        try "tap glass unread\nwait 0.6\ntap pill iOS\nwait 0.2\n".write(to: script, atomically: true, encoding: .utf8)
        let a = try pickerlab(["--headless", "--size", "900x700", "--script", script.path, "--record", rec.path, "--screenshot", live.path])
        #expect(a.status == 0, "\(a.stderr)")
        // The replay opens its window at the recording's size (its first line), on the default renderer too.
        let b = try pickerlab(["--headless", "--script", rec.path, "--screenshot", replay.path])
        #expect(b.status == 0, "\(b.stderr)")
        #expect(try pngSize(replay) == (900, 700))
        #expect(try Data(contentsOf: live) == Data(contentsOf: replay))
    }

    @Test func aRecordingWithTheInspectorOpenReplaysToTheSameDump() throws {
        let dir = try temporaryFolder("replayinspector")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.txt"), rec = dir.appendingPathComponent("rec.txt")
        let live = dir.appendingPathComponent("live.json"), replay = dir.appendingPathComponent("replay.json")
        try "tap glass \"needs attention\"\nwait 0.5\ntap pill iOS\nwait 0.5\n".write(to: script, atomically: true, encoding: .utf8)
        #expect(try pickerlab(["--headless", "--inspector", "--script", script.path, "--record", rec.path, "--dump-scene", live.path]).status == 0)
        #expect(try String(contentsOf: rec, encoding: .utf8).contains("\nset inspector on\n"))
        #expect(try pickerlab(["--headless", "--script", rec.path, "--dump-scene", replay.path]).status == 0)
        #expect(try Data(contentsOf: live) == Data(contentsOf: replay))
    }

    @Test func scriptsCanSetOptionsAndLoseFocus() throws {
        let dir = try temporaryFolder("setfocus")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.txt")
        // A lost focus mid-press cancels it: the release selects nothing.
        try """
        mouse move 757 328
        mouse down 757 328
        wait 0.1
        focus lost
        mouse up 757 328
        wait 0.5
        expect selected glass all
        set slow-animations on
        tap glass #2
        wait 0.5
        expect selected glass "needs attention"

        """.write(to: script, atomically: true, encoding: .utf8)
        let r = try pickerlab(["--headless", "--script", script.path])
        #expect(r.status == 0, "\(r.stderr)")
    }
}
