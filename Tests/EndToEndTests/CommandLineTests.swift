import Foundation
import Testing

/// The command-line contract: options, exit codes, one-line errors, outputs.
@Suite(.serialized)
struct CommandLineTests {
    @Test(arguments: [
        (["--size", "0x0"], "--size"), (["--frames", "-1"], "--frames"), (["--scale", "0"], "--scale"),
        (["--bogus"], "--bogus"), (["--frames"], "--frames"), (["--duration", "nan"], "--duration"),
        (["--size", "100"], "--size"), (["--scale", "abc"], "--scale"),
    ])
    func badInputExitsTwoWithOneLineNamingIt(arguments: [String], named: String) throws {
        let r = try pickerlab(["--headless"] + arguments)
        #expect(r.status == 2)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(r.stderr.contains(named))
    }

    @Test func helpPrintsTheOptionsAndExitsZero() throws {
        let r = try pickerlab(["--help"])
        #expect(r.status == 0)
        for option in ["--headless", "--frames", "--duration", "--screenshot", "--dump-scene", "--size", "--scale"] {
            #expect(r.stdout.contains(option))
        }
    }

    @Test func aMissingFontIsNamedAndExitsOne() throws {
        let dir = try temporaryFolder("nofont")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        let r = try pickerlab(["--headless", "--frames", "1", "--assets", dir.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("Inter-Regular.otf"))
        #expect(r.stderr.split(separator: "\n").count == 1)
    }

    @Test func screenshotsAreWrittenAtDrawablePixelSize() throws {
        let dir = try temporaryFolder("shot")
        defer { try? FileManager.default.removeItem(at: dir) }
        let one = dir.appendingPathComponent("one.png"), two = dir.appendingPathComponent("two.png")
        #expect(try pickerlab(["--headless", "--frames", "3", "--size", "640x480", "--screenshot", one.path]).status == 0)
        #expect(try pickerlab(["--headless", "--frames", "3", "--size", "640x480", "--scale", "2", "--screenshot", two.path]).status == 0)
        #expect(try pngSize(one) == (640, 480))
        #expect(try pngSize(two) == (1280, 960))
    }

    @Test func theSceneDumpHasTheContractShape() throws {
        let dir = try temporaryFolder("dump")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("scene.json")
        #expect(try pickerlab(["--headless", "--frames", "2", "--dump-scene", path.path]).status == 0)
        let dump = try readJSON(path)
        let window = try #require(dump["window"] as? [String: Double])
        #expect(window == ["width": 1100, "height": 760, "scale": 1])
        let ids = (dump["controls"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        #expect(ids == ["pill", "underline", "icons", "track", "thumb", "glass", "pager"])
        let pager = try #require(control(dump, "pager"))
        #expect(pager["pageCount"] as? Int == 3 && pager["page"] as? Int == 0 && pager["offset"] as? Double == 0)
        let glass = try #require(control(dump, "glass"))
        #expect(glass["selectedIndex"] as? Int == 0)
        let segments = try #require(glass["segments"] as? [[String: Any]])
        #expect(segments.compactMap { $0["label"] as? String } == ["all", "unread", "needs attention"])
        let content = try #require(segments[0]["contentFrame"] as? [String: Double])
        let indicator = try #require(glass["indicator"] as? [String: Double])
        #expect(Set(indicator.keys) == ["x", "y", "width", "height"])
        #expect(abs(indicator["width"]! - content["width"]!) < 1e-9)
        #expect(abs(indicator["x"]! - content["x"]!) < 1e-9)
        let nodes = try #require(dump["nodes"] as? [[String: Any]])
        #expect(nodes.first?["children"] is [[String: Any]])
    }

    @Test func withoutADisplayTheTourWritesScreenshotsAndASceneDump() throws {
        let dir = try temporaryFolder("tour")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try pickerlab(["--tour-dir", dir.appendingPathComponent("tour").path], timeout: 120)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("no display"))
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("tour").path)
        for name in ["gallery.png", "scene.json", "pill-2.png", "glass-2.png", "thumb-1.png", "track-0.png"] {
            #expect(files.contains(name), "missing \(name)")
        }
    }

    @Test func tinyAndHugeWindowsRunWithoutNaN() throws {
        let dir = try temporaryFolder("sizes")
        defer { try? FileManager.default.removeItem(at: dir) }
        for size in ["120x80", "3000x2000"] {
            let path = dir.appendingPathComponent("\(size).json")
            let r = try pickerlab(["--headless", "--frames", "3", "--size", size, "--dump-scene", path.path])
            #expect(r.status == 0, "\(r.stderr)")
            let text = try String(contentsOf: path, encoding: .utf8).lowercased()
            #expect(!text.contains("nan") && !text.contains("inf"))
        }
    }
}
