import Foundation
import Testing

/// Every kind of trace PickerLab writes, loaded into Perfetto's own engine (``PerfettoCheck``): no error or
/// data-loss stat, phases nested in their frames, one flow per presented input, Expected frames that never
/// overlap — headless on each renderer, with keys, a pager swipe, the inspector, a capture, a real window
/// under Xvfb, and a window run cut by SIGKILL then repaired.
@Suite struct PerfettoTraceTests {
    static let scripts = packageRoot.appendingPathComponent("Tests/scripts")

    /// Headless runs: the arguments after `--headless`.
    static let headlessRuns: [[String]] = [
        ["--renderer", "software", "--script", scripts.appendingPathComponent("tap-selects.txt").path],
        ["--renderer", "opengl", "--script", scripts.appendingPathComponent("tap-selects.txt").path],
        ["--script", scripts.appendingPathComponent("keyboard.txt").path],
        ["--script", scripts.appendingPathComponent("pager-swipes.txt").path],
        ["--script", scripts.appendingPathComponent("drag-glass.txt").path],
        ["--inspector", "--script", "TAPS"],
        ["--capture", "CAPTURE", "--script", scripts.appendingPathComponent("rapid-taps.txt").path],
    ]

    @Test(arguments: headlessRuns)
    func aHeadlessTraceReadsCleanlyInPerfetto(_ arguments: [String]) throws {
        let dir = try temporaryFolder("pftjson")
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = dir.appendingPathComponent("t.json")
        // TAPS: taps without the layout expectations a script for the plain gallery has (the inspector moves it).
        let taps = dir.appendingPathComponent("taps.txt")
        try "tap pill UIKit\nwait 0.8\ntap pill SwiftUI\nwait 0.8\n".write(to: taps, atomically: true, encoding: .utf8)
        let args = arguments.map { $0 == "CAPTURE" ? dir.appendingPathComponent("c.png").path : $0 == "TAPS" ? taps.path : $0 }
        let r = try pickerlab(["--headless", "--trace", trace.path] + args, timeout: 120)
        #expect(r.status == 0, "\(r.stderr)")
        let report = try PerfettoCheck.assertReadsCleanly(trace)
        #expect(report.number("flows") > 0, "no presented input in \(arguments)")
    }

    @Test func aWindowTraceUnderXvfbReadsCleanlyInPerfetto() throws {
        let xvfb = try Xvfb()
        defer { xvfb.stop() }
        let dir = try temporaryFolder("pftwin")
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = dir.appendingPathComponent("t.json"), script = dir.appendingPathComponent("s.txt")
        try "tap pill UIKit\nwait 0.6\ndrag pill UIKit SwiftUI 0.5\nwait 0.6\nkey Tab\nkey Right\nwait 0.5\n".write(to: script, atomically: true, encoding: .utf8)
        let app = try launchPickerlab(["--script", script.path, "--trace", trace.path], display: xvfb.display)
        #expect(waitForExit(app, timeout: 60) == 0)
        let report = try PerfettoCheck.assertReadsCleanly(trace)
        #expect(report.number("flows") > 0)
    }

    @Test func aTraceCutBySIGKILLAndRepairedReadsCleanlyInPerfetto() throws {
        let xvfb = try Xvfb()
        defer { xvfb.stop() }
        let dir = try temporaryFolder("pftkill")
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = dir.appendingPathComponent("t.json"), script = dir.appendingPathComponent("s.txt")
        try String(repeating: "drag pill SwiftUI UIKit 0.5\ndrag pill UIKit SwiftUI 0.5\n", count: 6).write(to: script, atomically: true, encoding: .utf8)
        let app = try launchPickerlab(["--script", script.path, "--trace", trace.path], display: xvfb.display)
        #expect(waitForFile(trace, containing: "\"name\":\"frame\""))
        usleep(2_000_000)
        kill(app.processIdentifier, SIGKILL)
        while app.isRunning { usleep(10_000) }
        let r = try pickerlab(["trace", "repair", trace.path])
        #expect(r.status == 0, "\(r.stderr)")
        let report = try PerfettoCheck.assertReadsCleanly(trace)
        #expect(report.number("frames") > 10)
    }

    /// Each instant name on a track of its own in the JSON trace: `selection_feedback` shared the
    /// `selection_change` track (one id for all async instants of a category).
    @Test func eachInstantNameGetsATrackOfItsOwnInPerfetto() throws {
        let dir = try temporaryFolder("pftnames")
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = dir.appendingPathComponent("t.json")
        let r = try pickerlab(["--headless", "--trace", trace.path, "--script", PerfettoTraceTests.scripts.appendingPathComponent("tap-selects.txt").path], timeout: 120)
        #expect(r.status == 0, "\(r.stderr)")
        let report = try PerfettoCheck.load(trace, queries: [
            ("mixed", "select count(*) as n from (select s.track_id from slice s where s.category = 'selection' group by s.track_id having count(distinct s.name) > 1)"),
            ("feedback", "select count(*) as n from slice s join track t on t.id = s.track_id where s.name = 'selection_feedback' and t.name = 'selection_feedback'"),
        ])
        #expect(report.number("mixed") == 0, "tracks holding more than one instant name: \(report.number("mixed"))")
        #expect(report.number("feedback") > 0)
    }
}
