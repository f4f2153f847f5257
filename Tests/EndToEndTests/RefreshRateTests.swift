import Foundation
import Testing

/// `--refresh HZ`: the virtual clock and the vsync grid run at the rate asked for, and the trace and its
/// summary report it.
struct RefreshRateTests {
    @Test func at120HzOneSecondIs120FramesWhoseExpectedPresentsAre8333MicrosecondsApart() throws {
        let dir = try temporaryFolder("refresh")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.txt"), trace = dir.appendingPathComponent("t.json")
        try "tap glass unread\nwait 2\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try pickerlab(["--headless", "--renderer", "software", "--size", "500x400", "--refresh", "120",
                               "--duration", "1", "--script", script.path, "--trace", trace.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("frames: 120 over"), "\(r.stdout)")
        #expect(r.stdout.contains("refresh Hz: 120.00"), "\(r.stdout)")
        let events = try #require((try JSONSerialization.jsonObject(with: Data(contentsOf: trace)) as? [String: Any])?["traceEvents"] as? [[String: Any]])
        func args(_ e: [String: Any]) -> [String: Any] { e["args"] as? [String: Any] ?? [:] }
        let frames = events.filter { $0["name"] as? String == "frame" && $0["ph"] as? String == "X" }
        #expect(frames.count == 120)
        let period = 1e6 / 120
        let expected = frames.compactMap { (args($0)["expected_present_us"] as? NSNumber)?.doubleValue }
        #expect(expected.count == 120)
        for k in 1..<expected.count {
            let periods = (expected[k] - expected[k - 1]) / period
            // On the 120 Hz grid (whole periods, to the µs the trace rounds to), never earlier than the previous.
            #expect(periods >= -1e-3 && abs(periods - periods.rounded()) * period <= 1.01, "frame \(k): \(periods) periods after the previous")
        }
        for (k, f) in frames.enumerated() {
            // Frame k has the virtual slot k / 120 s (later only when the previous frame's real work overran it)
            // and aims at the first 120 Hz vsync after its start: at most 8.333 ms on.
            let ts = (f["ts"] as? NSNumber)?.doubleValue ?? -1
            #expect(ts >= Double(k) * period - 1, "frame \(k) at \(ts) µs")
            #expect(expected[k] > ts && expected[k] - ts <= period + 1, "frame \(k): expected present \(expected[k]) µs, start \(ts) µs")
            #expect(abs((expected[k] / period) - (expected[k] / period).rounded()) * period <= 1.01, "frame \(k) aims off the grid: \(expected[k])")
        }
        #expect(frames.allSatisfy { (args($0)["deadline_us"] as? NSNumber).map { abs($0.doubleValue - period) <= 1 } ?? true })
        #expect(events.contains { $0["name"] as? String == "process_labels" && (args($0)["labels"] as? String)?.contains("refresh: 120 Hz") == true })
        let summary = try pickerlab(["trace", "summary", trace.path, "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(summary.stdout.utf8)) as? [String: Any])
        #expect((json["refresh_hz"] as? NSNumber)?.doubleValue == 120)
        #expect((json["frames"] as? NSNumber)?.intValue == 120)
    }

    @Test func theDefaultHeadlessRateIs60Hz() throws {
        let dir = try temporaryFolder("refresh60")
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = dir.appendingPathComponent("t.json")
        let r = try pickerlab(["--headless", "--renderer", "software", "--size", "300x200", "--duration", "0.5", "--trace", trace.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("frames: 30 over") && r.stdout.contains("refresh Hz: 60.00"), "\(r.stdout)")
    }

    @Test func aRefreshRateOutside30To240OrNotANumberIsAOneLineErrorAndExit2() throws {
        for bad in ["29", "241", "0", "-60", "abc", "120hz", "1e3", "nan", ""] {
            let r = try pickerlab(["--headless", "--frames", "1", "--refresh", bad])
            #expect(r.status == 2, "--refresh '\(bad)': \(r.status)")
            #expect(r.stderr.contains("--refresh") && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        }
        let missing = try pickerlab(["--headless", "--frames", "1", "--refresh"])
        #expect(missing.status == 2 && missing.stderr.contains("--refresh"))
        for good in ["30", "240", "144", "59.94"] {
            let r = try pickerlab(["--headless", "--renderer", "software", "--size", "200x200", "--frames", "2", "--refresh", good])
            #expect(r.status == 0, "--refresh \(good): \(r.stderr)")
        }
    }
}
