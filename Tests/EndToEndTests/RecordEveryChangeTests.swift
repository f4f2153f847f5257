import Foundation
import Testing

/// A recording replays to the same scene: a script's `segments` lines are recorded, and the look options
/// (`--backdrop`, `--increase-contrast`) are `set` lines after the header, so a replay without them matches.
@Suite(.serialized)
struct RecordEveryChangeTests {
    @Test func aRecordedSegmentsLineReplaysToTheSameDump() throws {
        let dir = try temporaryFolder("recseg")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.txt"), rec = dir.appendingPathComponent("s.rec")
        let a = dir.appendingPathComponent("a.json"), b = dir.appendingPathComponent("b.json")
        try "segments glass \"x\" \"y z\" \"\u{301}w\" \"#3\"\nwait 0.1\ntap glass \"y z\"\nwait 1\n".write(to: script, atomically: true, encoding: .utf8)
        let r1 = try pickerlab(["--headless", "--script", script.path, "--record", rec.path, "--dump-scene", a.path])
        #expect(r1.status == 0, "\(r1.stderr)")
        let text = try String(contentsOf: rec, encoding: .utf8)
        #expect(text.contains("\nsegments glass x \"y z\" \u{301}w \"#3\"\n"), "\(text)")
        let r2 = try pickerlab(["--headless", "--script", rec.path, "--dump-scene", b.path])
        #expect(r2.status == 0, "\(r2.stderr)")
        let glassA = try #require(control(try readJSON(a), "glass")), glassB = try #require(control(try readJSON(b), "glass"))
        #expect(glassA["selectedLabel"] as? String == "y z")
        #expect(glassB["selectedLabel"] as? String == "y z")
        #expect((glassB["segments"] as? [[String: Any]])?.map { $0["label"] as? String } == ["x", "y z", "\u{301}w", "#3"])
        #expect(try Data(contentsOf: a) == Data(contentsOf: b))
    }

    @Test func theBackdropAndContrastOptionsReplayToTheSamePixels() throws {
        let dir = try temporaryFolder("reclook")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.txt"), rec = dir.appendingPathComponent("s.rec")
        try "tap glass #2\nkey B\nwait 1\n".write(to: script, atomically: true, encoding: .utf8)
        let a = dir.appendingPathComponent("a.png"), b = dir.appendingPathComponent("b.png")
        let r1 = try pickerlab(["--headless", "--backdrop", "photo", "--increase-contrast", "--script", script.path, "--record", rec.path, "--screenshot", a.path])
        #expect(r1.status == 0, "\(r1.stderr)")
        let text = try String(contentsOf: rec, encoding: .utf8)
        #expect(text.hasPrefix("# pickerlab recording: --size 1100x760 --scale 1.0 --increase-contrast --backdrop photo; replay with --script\n"))
        #expect(text.contains("\nset increase-contrast on\nset backdrop photo\n"), "\(text)")
        let r2 = try pickerlab(["--headless", "--script", rec.path, "--screenshot", b.path])
        #expect(r2.status == 0, "\(r2.stderr)")
        #expect(try Data(contentsOf: a) == Data(contentsOf: b), "the replay's pixels differ from the recorded run's")
        // The same run without the options looks different: the comparison above can fail.
        let c = dir.appendingPathComponent("c.png")
        #expect(try pickerlab(["--headless", "--script", script.path, "--screenshot", c.path]).status == 0)
        #expect(try Data(contentsOf: a) != Data(contentsOf: c))
    }
}
