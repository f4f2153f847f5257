import Foundation
import Testing

/// A real window under Xvfb, clicked with xdotool: real X input through SDL's event pump.
@Suite(.serialized)
struct XvfbClickTests {
    @Test func aRealClickOnASegmentSelectsItInTheSceneDump() throws {
        let dir = try temporaryFolder("xvfb")
        defer { try? FileManager.default.removeItem(at: dir) }
        // Where the segments are: a headless run of the same size lays the scene out identically.
        let layout = dir.appendingPathComponent("layout.json")
        let headless = try pickerlab(["--headless", "--frames", "2", "--dump-scene", layout.path])
        #expect(headless.status == 0, "\(headless.stderr)")
        let pill = try #require(control(try readJSON(layout), "pill"))
        let segments = try #require(pill["segments"] as? [[String: Any]])
        let target = try #require(segments[2]["frame"] as? [String: Double])
        let x = Int(target["x"]! + target["width"]! / 2), y = Int(target["y"]! + target["height"]! / 2)

        let xvfb = try Xvfb()
        defer { xvfb.stop() }
        let dump = dir.appendingPathComponent("window.json")
        let recording = dir.appendingPathComponent("session.txt")
        let app = try launchPickerlab(["--duration", "6", "--dump-scene", dump.path, "--record", recording.path], display: xvfb.display)
        let search = try run("/usr/bin/xdotool", ["search", "--sync", "--onlyvisible", "--name", "PickerLab"],
                             environment: ["DISPLAY": xvfb.display], timeout: 10)
        let window = try #require(search.stdout.split(separator: "\n").first.map(String.init), "no PickerLab window: \(search.stderr)")
        usleep(300_000)
        let click = try run("/usr/bin/xdotool", ["mousemove", "--window", window, "\(x)", "\(y)", "click", "1"],
                            environment: ["DISPLAY": xvfb.display], timeout: 10)
        #expect(click.status == 0, "\(click.stderr)")
        #expect(waitForExit(app, timeout: 20) == 0)
        let result = try readJSON(dump)
        let after = try #require(control(result, "pill"))
        #expect(after["selectedIndex"] as? Int == 2)
        #expect(control(result, "underline")?["selectedIndex"] as? Int == 0)
        let window1 = try #require(result["window"] as? [String: Double])
        #expect(window1["width"] == 1100 && window1["height"] == 760)

        // The real session's recording replays headless to the same selections.
        let replayDump = dir.appendingPathComponent("replay.json")
        let replay = try pickerlab(["--headless", "--script", recording.path, "--dump-scene", replayDump.path])
        #expect(replay.status == 0, "\(replay.stderr)")
        let replayed = try readJSON(replayDump)
        for id in ["pill", "underline", "icons", "track", "thumb", "glass"] {
            #expect(control(replayed, id)?["selectedIndex"] as? Int == control(result, id)?["selectedIndex"] as? Int, "\(id)")
        }
    }

    @Test func framesEndsAWindowedRunEvenWhenNothingChanges() throws {
        let xvfb = try Xvfb()
        defer { xvfb.stop() }
        let dir = try temporaryFolder("winframes")
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = dir.appendingPathComponent("t.json")
        let app = try launchPickerlab(["--frames", "5", "--trace", trace.path], display: xvfb.display)
        #expect(waitForExit(app, timeout: 15) == 0)
        let events = (try JSONSerialization.jsonObject(with: Data(contentsOf: trace)) as? [String: Any])?["traceEvents"] as? [[String: Any]] ?? []
        #expect(events.filter { $0["name"] as? String == "frame" }.count == 5)
    }
}
