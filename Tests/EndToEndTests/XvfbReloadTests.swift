import Foundation
import Testing

/// Hot reload in a real window under Xvfb: the picker file is rewritten while the window runs.
@Suite(.serialized)
struct XvfbReloadTests {
    static func file(_ titles: [String], selected: String? = nil) -> String {
        let segs = titles.map { "\"\($0)\"" }.joined(separator: ", ")
        return "{\"controls\": [{\"id\": \"mine\", \"style\": \"pill\"\(selected.map { ", \"selected\": \"\($0)\"" } ?? ""), \"segments\": [\(segs)]}]}\n"
    }

    @Test func aSavedFileUpdatesTheWindowKeepingTheSelectionAndABrokenSaveKeepsTheLastGoodOne() throws {
        let dir = try temporaryFolder("reload")
        defer { try? FileManager.default.removeItem(at: dir) }
        let picker = dir.appendingPathComponent("picker.json"), dump = dir.appendingPathComponent("exit.json")
        let errors = dir.appendingPathComponent("stderr.txt")
        try Data(Self.file(["a", "b", "c"], selected: "b").utf8).write(to: picker)
        let xvfb = try Xvfb()
        defer { xvfb.stop() }
        let app = Process()
        app.executableURL = URL(fileURLWithPath: pickerlabPath)
        app.arguments = ["--picker", picker.path, "--only", "--duration", "5", "--dump-scene", dump.path]
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = xvfb.display; env["WAYLAND_DISPLAY"] = nil
        app.environment = env
        app.standardOutput = FileHandle.nullDevice
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        app.standardError = try FileHandle(forWritingTo: errors)
        try app.run()
        let search = try run("/usr/bin/xdotool", ["search", "--sync", "--onlyvisible", "--name", "PickerLab"],
                             environment: ["DISPLAY": xvfb.display], timeout: 10)
        #expect(search.status == 0, "no PickerLab window: \(search.stderr)")
        usleep(500_000)
        // A broken save: the window keeps the last good picker and says why on standard error.
        try Data("{\"controls\": [{\"id\": \"mine\", \"style\": \"pill\", \"widths\": \"wide\", \"segments\": [\"x\"]}]}\n".utf8).write(to: picker)
        usleep(800_000)
        // A good save: a segment inserted before the selected one, one renamed.
        try Data(Self.file(["new", "a", "b", "C!"]).utf8).write(to: picker)
        #expect(waitForExit(app, timeout: 20) == 0)
        let stderr = String(decoding: try Data(contentsOf: errors), as: UTF8.self)
        #expect(stderr.contains("picker.json:1:57: \"widths\": expected one of equal, content, proportional (keeping the last good picker)"), "\(stderr)")
        let scene = try readJSON(dump)
        let mine = try #require(control(scene, "mine"))
        let labels = (mine["segments"] as? [[String: Any]])?.compactMap { $0["label"] as? String }
        #expect(labels == ["new", "a", "b", "C!"])
        #expect(mine["selectedIndex"] as? Int == 2)   // still "b"
        #expect(scene["pickerError"] is NSNull)
        let indicator = try #require(mine["indicator"] as? [String: Double])
        let cell = try #require((mine["segments"] as? [[String: Any]])?[2]["frame"] as? [String: Double])
        #expect(abs(indicator["x"]! - cell["x"]!) < 0.5 && abs(indicator["width"]! - cell["width"]!) < 0.5)
    }
}
