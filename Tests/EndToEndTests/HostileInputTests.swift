import Foundation
import Testing

/// Inputs from a breaker's second run: each gave a crash, a runaway allocation or lost output before.
struct HostileInputTests {
    @Test func traceCompareSurvivesAFrameOfAbsurdDuration() throws {
        let dir = try temporaryFolder("hostilecompare")
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("a.json"), b = dir.appendingPathComponent("b.json")
        try #"{"traceEvents":[{"name":"frame","ph":"X","ts":1,"dur":1000},{"name":"frame","ph":"X","ts":20000,"dur":1000}]}"#.write(to: a, atomically: true, encoding: .utf8)
        try #"{"traceEvents":[{"name":"frame","ph":"X","ts":1,"dur":1e20},{"name":"frame","ph":"X","ts":20000,"dur":9.3e18}]}"#.write(to: b, atomically: true, encoding: .utf8)
        let r = try pickerlab(["trace", "compare", a.path, b.path])
        #expect(r.status == 0 || r.status == 2, "\(r.status): \(r.stderr)")
        #expect(!r.stderr.contains("Fatal error"))
    }

    @Test func optionsGivenTwiceOrInHexAreRefusedByTraceCompare() throws {
        let dir = try temporaryFolder("compareopts")
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("a.json")
        try #"{"traceEvents":[{"name":"frame","ph":"X","ts":1,"dur":1000}]}"#.write(to: a, atomically: true, encoding: .utf8)
        for extra in [["--fail-if-slower", "10", "--fail-if-slower", "10"], ["--fail-if-slower", "0x10"], ["--json", "--json"]] {
            let r = try pickerlab(["trace", "compare", a.path, a.path] + extra)
            #expect(r.status == 2 && r.stderr.split(separator: "\n").count == 1, "\(extra): \(r.status) \(r.stderr)")
        }
    }

    @Test func capturedFramesHaveTheDrawableLimit() throws {
        let r = try pickerlab(["--headless", "--capture", "/tmp/never.png", "--capture-scale", "4", "--scale", "8", "--size", "2048x2048"])
        #expect(r.status == 2 && r.stderr.contains("--capture-scale") && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
    }

    @Test func aPickerFilesPlainTitlesHaveTheTitleLimit() throws {
        let dir = try temporaryFolder("longtitle")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("p.json")
        try "{\"controls\":[{\"id\":\"x\",\"style\":\"pill\",\"segments\":[\"\(String(repeating: "x", count: 81))\",\"y\"]}]}".write(to: file, atomically: true, encoding: .utf8)
        let r = try pickerlab(["--headless", "--picker", file.path, "--frames", "1"])
        #expect(r.status == 2 && r.stderr.contains("p.json:1:") && r.stderr.contains("80 characters"), "\(r.stderr)")
        let empty = dir.appendingPathComponent("e.json")
        try #"{"controls":[{"id":"x","style":"pill","segments":["", "y"]}]}"#.write(to: empty, atomically: true, encoding: .utf8)
        #expect(try pickerlab(["--headless", "--picker", empty.path, "--frames", "1"]).status == 2)
    }

    @Test func anotherOutputsWarningDoesNotLoseTheTraceSummary() throws {
        let dir = try temporaryFolder("summarykept")
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = dir.appendingPathComponent("t.json")
        let r = try pickerlab(["--headless", "--frames", "3", "--trace", trace.path, "--capture", "/nonexistent-dir/x.png"])
        #expect(r.status == 1)
        #expect(r.stdout.contains("frames: 3"), "\(r.stdout)")
    }
}
