import Foundation
import Testing

/// `pickerlab trace compare`: exit codes for CI (`--fail-if-slower`), JSON output, and the same errors as
/// `trace summary` for bad files.
@Suite struct TraceCompareTests {
    /// A trace of 600 frames on a 60 Hz grid in the truthful-frames format (enough for a p99 to be judged); work cycles through 1.0 … 1.9 ms
    /// times `workScale`.
    private func writeTrace(_ url: URL, workScale: Int) throws {
        var lines = [#"{"name":"process_name","ph":"M","ts":0,"pid":1,"tid":1,"args":{"name":"pickerlab"}}"#]
        for i in 0..<600 {
            let ts = i * 16_667, work = (1000 + (i % 10) * 100) * workScale
            lines.append(#"{"name":"frame","ph":"X","ts":\#(ts),"dur":\#(work),"pid":1,"tid":1,"args":{"index":\#(i),"deadline_us":16667,"missed":false,"work_us":\#(work),"present_us":0,"expected_present_us":\#(ts + 16_667),"actual_present_us":\#(ts + work),"missed_vsyncs":0}}"#)
        }
        try ("{\"traceEvents\":[\n" + lines.joined(separator: ",\n") + "\n],\"displayTimeUnit\":\"ms\"}\n").write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func failIfSlowerExitsOneOnASyntheticSlowdownAndZeroOtherwise() throws {
        let dir = try temporaryFolder("compare")
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("a.json"), b = dir.appendingPathComponent("b.json")
        try writeTrace(a, workScale: 1)
        try writeTrace(b, workScale: 2)
        let slower = try pickerlab(["trace", "compare", a.path, b.path, "--fail-if-slower", "10"])
        #expect(slower.status == 1, "\(slower.stderr)")
        #expect(slower.stdout.contains("work_ms.p99"))
        #expect(slower.stderr.contains("slower"))
        #expect(try pickerlab(["trace", "compare", a.path, b.path, "--fail-if-slower", "150"]).status == 0)   // 100 % slower
        #expect(try pickerlab(["trace", "compare", b.path, a.path, "--fail-if-slower", "10"]).status == 0)    // B faster
        #expect(try pickerlab(["trace", "compare", a.path, b.path]).status == 0)                              // no threshold
        let same = try pickerlab(["trace", "compare", a.path, a.path, "--fail-if-slower", "0"])
        #expect(same.status == 0)
        #expect(same.stdout.contains("verdict: no significant difference"))
        let json = try pickerlab(["trace", "compare", a.path, b.path, "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let figures = try #require(object["figures"] as? [String: [String: Any]])
        #expect(figures["work_ms.p99"]?["a"] as? Double == 1.9)
        #expect(figures["work_ms.p99"]?["b"] as? Double == 3.8)
        #expect(figures["work_ms.p99"]?["significant"] as? Bool == true)
        #expect((object["significant"] as? [String])?.contains("work_ms.p99") == true)
    }

    @Test func aRecordedTraceComparedWithItselfShowsNoSignificantDifference() throws {
        let dir = try temporaryFolder("compareself")
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = dir.appendingPathComponent("t.json"), script = dir.appendingPathComponent("s.txt")
        try "tap pill iOS\nwait 0.5\ntap glass unread\nwait 0.5\n".write(to: script, atomically: true, encoding: .utf8)
        let recorded = try pickerlab(["--headless", "--script", script.path, "--trace", trace.path])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let r = try pickerlab(["trace", "compare", trace.path, trace.path, "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let figures = try #require(object["figures"] as? [String: [String: Any]])
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(try pickerlab(["trace", "summary", trace.path, "--json"]).stdout.utf8)) as? [String: Any])
        #expect(figures["frames"]?["a"] as? Double == (summary["frames"] as? NSNumber)?.doubleValue)
        #expect((figures["frames"]?["a"] as? Double ?? 0) > 60)
        #expect(figures["work_ms.p99"]?["difference"] as? Double == 0)
        #expect(object["verdict"] as? String == "no significant difference")
    }

    @Test func aSpringChangeShowsInTheMotionComparisonOfTwoRealRuns() throws {
        let dir = try temporaryFolder("comparemotion")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.txt")
        try "tap pill iOS\nwait 1\n".write(to: script, atomically: true, encoding: .utf8)
        var paths: [String] = []
        for (name, spring) in [("a", "pill=response:0.5,dampingFraction:1"), ("b", "pill=response:0.5,dampingFraction:0.4"), ("c", "pill=response:0.5,dampingFraction:1")] {
            let trace = dir.appendingPathComponent("\(name).json")
            let r = try pickerlab(["--headless", "--spring", spring, "--script", script.path, "--trace", trace.path])
            #expect(r.status == 0, "\(r.stderr)")
            paths.append(trace.path)
        }
        func motion(_ a: String, _ b: String) throws -> [String: Any]? {
            let r = try pickerlab(["trace", "compare", a, b, "--json"])
            #expect(r.status == 0, "\(r.stderr)")
            let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
            return (object?["motion"] as? [[String: Any]])?.first { $0["control"] as? String == "pill" }
        }
        // A bouncier spring moves the pill differently (it overshoots); the same spring moves it identically.
        let different = try #require(try motion(paths[0], paths[1]))
        #expect(((different["max_dx"] as? NSNumber)?.doubleValue ?? 0) > 5, "\(different)")
        let same = try #require(try motion(paths[0], paths[2]))
        #expect(((same["max_dx"] as? NSNumber)?.doubleValue ?? 1) < 1e-9, "\(same)")
    }

    @Test func badFilesGiveTheSameErrorsAsTraceSummary() throws {
        let dir = try temporaryFolder("comparebad")
        defer { try? FileManager.default.removeItem(at: dir) }
        let good = dir.appendingPathComponent("good.json"), cut = dir.appendingPathComponent("cut.json")
        try writeTrace(good, workScale: 1)
        let text = try String(contentsOf: good, encoding: .utf8)
        try String(text.prefix(text.count / 2)).write(to: cut, atomically: true, encoding: .utf8)
        let truncated = try pickerlab(["trace", "compare", good.path, cut.path])
        #expect(truncated.status == 2)
        #expect(truncated.stderr.contains(cut.path) && truncated.stderr.contains("byte"))
        #expect(truncated.stderr.split(separator: "\n").count == 1)
        #expect(try pickerlab(["trace", "summary", cut.path]).status == 2)
        #expect(try pickerlab(["trace", "compare", good.path, dir.appendingPathComponent("none.json").path]).status == 2)
        #expect(try pickerlab(["trace", "compare", good.path, dir.path]).status == 2)
        #expect(try pickerlab(["trace", "compare", good.path]).status == 2)
        #expect(try pickerlab(["trace", "compare", good.path, good.path, "--fail-if-slower", "fast"]).status == 2)
        #expect(try pickerlab(["trace", "compare", good.path, good.path, "--bogus"]).status == 2)
        let empty = dir.appendingPathComponent("empty.json")
        try #"{"traceEvents":[{"name":"process_name","ph":"M","ts":0,"pid":1,"tid":1,"args":{"name":"pickerlab"}}]}"#.write(to: empty, atomically: true, encoding: .utf8)
        let none = try pickerlab(["trace", "compare", good.path, empty.path])
        #expect(none.status == 2)
        #expect(none.stderr.contains("no frames"))
    }

    @Test func hostileFrameFiguresAreReadByOneRuleInSummaryAndCompare() throws {
        let dir = try temporaryFolder("comparehostile")
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("h.json")
        // 30 on-time frames of an old-format trace, with: a string `ts` (frame 5), a negative `dur` (7), a
        // negative deadline on a 10 ms frame (9: no deadline, so not missed), a missed frame whose
        // `missed_vsyncs` is negative (11: read as absent, so one missed vsync) and a hugely negative one (13).
        var lines = [#"{"name":"process_name","ph":"M","ts":0,"pid":1,"tid":1,"args":{"name":"pickerlab"}}"#]
        for i in 0..<30 {
            var ts = "\(i * 16_667)", dur = 1000, args = #""index":\#(i),"deadline_us":16667"#
            if i == 5 { ts = #""83335""# }
            if i == 7 { dur = -5000 }
            if i == 9 { dur = 10_000; args = #""index":\#(i),"deadline_us":-16667"# }
            if i == 11 { args += #","missed":true,"missed_vsyncs":-7"# }
            if i == 13 { args += #","missed_vsyncs":-9223372036854775807"# }
            lines.append(#"{"name":"frame","ph":"X","ts":\#(ts),"dur":\#(dur),"pid":1,"tid":1,"args":{\#(args)}}"#)
        }
        try ("{\"traceEvents\":[\n" + lines.joined(separator: ",\n") + "\n]}\n").write(to: url, atomically: true, encoding: .utf8)
        let summaryRun = try pickerlab(["trace", "summary", url.path, "--json"])
        #expect(summaryRun.status == 0, "\(summaryRun.stderr)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(summaryRun.stdout.utf8)) as? [String: Any])
        let compareRun = try pickerlab(["trace", "compare", url.path, url.path, "--json"])
        #expect(compareRun.status == 0, "\(compareRun.stderr)")
        let compare = try #require(try JSONSerialization.jsonObject(with: Data(compareRun.stdout.utf8)) as? [String: Any])
        let figures = try #require(compare["figures"] as? [String: [String: Any]])
        #expect((summary["frames"] as? NSNumber)?.intValue == 30)
        #expect(figures["frames"]?["a"] as? Double == 30)
        #expect((summary["missed"] as? [String: Any])?["count"] as? Int == 1)
        #expect((summary["missed_vsyncs"] as? NSNumber)?.intValue == 1)
        #expect(figures["missed_vsyncs"]?["a"] as? Double == 1)
    }
}
