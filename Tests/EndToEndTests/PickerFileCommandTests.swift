import Foundation
import Testing

/// `--picker FILE.json` end to end: the example renders and dumps; a bad file exits 2 before anything runs.
struct PickerFileCommandTests {
    @Test func theExampleFileShowsItsControlsInTheDumpAndScreenshot() throws {
        let dir = try temporaryFolder("picker")
        let dump = dir.appendingPathComponent("scene.json"), shot = dir.appendingPathComponent("p.png")
        let r = try pickerlab(["--headless", "--frames", "2", "--picker", packageRoot.appendingPathComponent("examples/picker.json").path,
                               "--only", "--size", "700x760", "--dump-scene", dump.path, "--screenshot", shot.path])
        #expect(r.status == 0, "\(r.stderr)")
        let scene = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dump)) as? [String: Any])
        let ids = (scene["controls"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        #expect(ids == ["plans", "mail", "units", "sort", "topics", "mail.pager"])
        let plans = try #require(control(scene, "plans"))
        #expect(plans["selectedIndex"] as? Int == 1 && plans["style"] as? String == "pill")
        #expect((plans["frame"] as? [String: Double])?["height"] == 44)
        #expect(try pngSize(shot) == (700, 760))
    }

    @Test func aBadFileExitsTwoNamingFileLineColumnAndKeyAndWritesNothing() throws {
        let dir = try temporaryFolder("picker-bad")
        let file = dir.appendingPathComponent("picker.json"), shot = dir.appendingPathComponent("p.png")
        try Data("{\"controls\": [\n  {\"id\": \"a\", \"style\": \"pill\",\n   \"widths\": \"wide\", \"segments\": [\"x\"]}]}\n".utf8).write(to: file)
        let r = try pickerlab(["--headless", "--picker", file.path, "--screenshot", shot.path])
        #expect(r.status == 2)
        #expect(r.stderr == "pickerlab: \(file.path):3:14: \"widths\": expected one of equal, content, proportional\n")
        #expect(!FileManager.default.fileExists(atPath: shot.path))
        try Data(#"{"controls": [{"id": "mine", "style": "pill", "segments": ["a"]}]}"#.utf8).write(to: file)
        let spring = try pickerlab(["--headless", "--picker", file.path, "--spring", "yours=bouncy"])
        #expect(spring.status == 2 && spring.stderr.contains("--spring: unknown style 'yours' (known: pill, underline, icons, track, thumb, glass, mine)"), "\(spring.stderr)")
        #expect(try pickerlab(["--headless", "--frames", "1", "--picker", file.path, "--spring", "mine=bouncy"]).status == 0)
        let missing = try pickerlab(["--headless", "--picker", dir.appendingPathComponent("nope.json").path])
        #expect(missing.status == 2, "\(missing.stderr)")
        #expect(missing.stderr == "pickerlab: \(dir.appendingPathComponent("nope.json").path): cannot read: No such file or directory\n")
        let folder = try pickerlab(["--headless", "--picker", dir.path])
        #expect(folder.status == 2 && folder.stderr == "pickerlab: \(dir.path): is a folder\n", "\(folder.stderr)")
    }
}

/// `--text-scale`, `--theme` and their keys, on the real fonts.
struct TextScaleAndThemeCommandTests {
    @Test func atOneAndAHalfTimesTheTextNoLabelInTheGalleryIsClipped() throws {
        let dir = try temporaryFolder("textscale")
        let dump = dir.appendingPathComponent("scene.json")
        let r = try pickerlab(["--headless", "--frames", "2", "--text-scale", "1.5", "--dump-scene", dump.path,
                               "--picker", packageRoot.appendingPathComponent("examples/picker.json").path])
        #expect(r.status == 0, "\(r.stderr)")
        let scene = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dump)) as? [String: Any])
        let controls = (scene["controls"] as? [[String: Any]] ?? []).filter { $0["segments"] != nil }
        #expect(controls.count == 11)
        for c in controls {
            for s in c["segments"] as? [[String: Any]] ?? [] {
                #expect(s["displayedTitle"] as? String == s["label"] as? String, "\(c["id"] ?? "?"): \(s)")
                let cell = s["frame"] as? [String: Double] ?? [:], content = s["contentFrame"] as? [String: Double] ?? [:]
                #expect((content["x"] ?? 0) >= (cell["x"] ?? 0) - 0.01 && (content["x"] ?? 0) + (content["width"] ?? 0) <= (cell["x"] ?? 0) + (cell["width"] ?? 0) + 0.01)
            }
        }
        #expect(try pickerlab(["--headless", "--text-scale", "3"]).status == 2)
        #expect(try pickerlab(["--headless", "--theme", "sepia"]).stderr.contains("--theme: expected light or dark"))
    }

    @Test func keyTTogglesTheThemeAndCtrlPlusGrowsTheText() throws {
        let dir = try temporaryFolder("themekey")
        let script = dir.appendingPathComponent("s.txt"), light = dir.appendingPathComponent("l.png"), dark = dir.appendingPathComponent("d.png")
        let a = dir.appendingPathComponent("a.json"), b = dir.appendingPathComponent("b.json")
        try Data("screenshot \(light.path)\ndump \(a.path)\nkey T\nkey Ctrl+=\nwait 0.1\nscreenshot \(dark.path)\ndump \(b.path)\n".utf8).write(to: script)
        let r = try pickerlab(["--headless", "--script", script.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Data(contentsOf: light) != Data(contentsOf: dark))
        func height(_ url: URL) throws -> Double {
            let scene = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
            return (control(scene ?? [:], "pill")?["frame"] as? [String: Double])?["height"] ?? 0
        }
        #expect(try height(b) > height(a) + 5)
    }

    @Test func aRecordingStartsWithTheThemeAndTextScaleAndReplaysThem() throws {
        let dir = try temporaryFolder("themerec")
        let rec = dir.appendingPathComponent("rec.txt"), d1 = dir.appendingPathComponent("d1.json"), d2 = dir.appendingPathComponent("d2.json")
        let script = dir.appendingPathComponent("s.txt")
        try Data("tap pill iOS\nwait 1\n".utf8).write(to: script)
        let live = try pickerlab(["--headless", "--theme", "dark", "--text-scale", "1.25", "--script", script.path, "--record", rec.path, "--dump-scene", d1.path])
        #expect(live.status == 0, "\(live.stderr)")
        let recording = try String(contentsOf: rec, encoding: .utf8)
        #expect(recording.contains("set theme dark\n") && recording.contains("set text-scale 1.25\n"), "\(recording)")
        let replay = try pickerlab(["--headless", "--script", rec.path, "--dump-scene", d2.path])
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(try Data(contentsOf: d1) == Data(contentsOf: d2))
        let bad = try pickerlab(["--headless", "--script", script.path.replacingOccurrences(of: "s.txt", with: "bad.txt")])
        #expect(bad.status == 2)
    }
}
