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
        #expect(ids == ["plans", "mail", "units", "sort", "mail.pager"])
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
        let missing = try pickerlab(["--headless", "--picker", dir.appendingPathComponent("nope.json").path])
        #expect(missing.status == 2 && missing.stderr.contains("nope.json: cannot read the file"), "\(missing.stderr)")
    }
}
