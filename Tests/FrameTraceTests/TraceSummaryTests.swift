import Foundation
import Testing
@testable import FrameTrace

@Suite struct TraceSummaryTests {
    /// Ten frames 40 ms apart with known durations (ms), deadline 16.667 ms; layout lasts
    /// 0.1·i ms in frame i; five input events.
    static let frameMs: [Double] = [10, 12, 17, 18, 11, 16.667, 16.668, 25, 20, 30]

    static func handMadeEvents() -> [TraceEvent] {
        var events: [TraceEvent] = [
            TraceEvent(name: "process_name", ph: .metadata, ts: 0, pid: 1, tid: 1, args: ["name": "pickerlab"]),
        ]
        for (index, ms) in frameMs.enumerated() {
            let start = Int64(index) * 40_000
            let dur = Int64((ms * 1000).rounded())
            events.append(TraceEvent(name: "frame", cat: "frame", ph: .complete, ts: start, dur: dur, pid: 1, tid: 1,
                                     args: ["index": .int(Int64(index)), "deadline_us": 16_667,
                                            "missed": .bool(dur > 16_667)]))
            events.append(TraceEvent(name: "layout", cat: "phase", ph: .complete, ts: start,
                                     dur: Int64(index) * 100, pid: 1, tid: 1))
            if index < 3 {
                events.append(TraceEvent(name: "present", cat: "phase", ph: .complete, ts: start + dur,
                                         dur: 0, pid: 1, tid: 1))
            }
        }
        // Input at 0 → frame 0 (ends 10 000): 10 ms. At 5 000 → frame 1 (40 000…52 000): 47 ms.
        // At 40 000 → frame 1 (starts at it): 12 ms. At 100 000 → frame 3 (120 000…138 000):
        // 38 ms. At 390 001 → after the last frame's start: unmatched.
        for ts: Int64 in [0, 5_000, 40_000, 100_000, 390_001] {
            events.append(TraceEvent(name: "input_event", cat: "input", ph: .instant, ts: ts, pid: 1, tid: 1,
                                     scope: "t", args: ["kind": "down", "x": 1.5, "y": 2, "pointer": 0]))
        }
        events.append(TraceEvent(name: "selection_change", ph: .instant, ts: 7, pid: 1, tid: 1))
        return events
    }

    private func check(_ summary: TraceSummary) {
        #expect(summary.frames == 10)
        #expect(summary.durationSeconds == 0.39)          // 0 … 9·40 ms + 30 ms
        #expect(abs(summary.meanFPS - 10 / 0.39) < 1e-9)
        // Sorted frame ms: 10 11 12 16.667 16.668 17 18 20 25 30 → ranks 5, 9, 10.
        #expect(summary.stats(forPhase: "frame") == DurationStats(count: 10, p50: 16.668, p90: 25, p99: 30, max: 30))
        // Layout ms 0, 0.1 … 0.9 → ranks 5, 9, 10.
        #expect(summary.stats(forPhase: "layout") == DurationStats(count: 10, p50: 0.4, p90: 0.8, p99: 0.9, max: 0.9))
        #expect(summary.stats(forPhase: "present") == DurationStats(count: 3, p50: 0, p90: 0, p99: 0, max: 0))
        #expect(summary.stats(forPhase: "input") == .empty)
        // Missed: F F T T F F T T T T (16.667 equals the deadline: not missed).
        #expect(summary.missedFrames == 6)
        #expect(summary.missedPercent == 60)
        #expect(summary.longestMissedStreak == 4)
        // Latencies 10, 12, 38, 47 → p50 rank 2, p99 rank 4.
        #expect(summary.inputLatency == DurationStats(count: 4, p50: 12, p90: 47, p99: 47, max: 47))
        #expect(summary.unmatchedInputs == 1)
    }

    @Test func handMadeEventsGiveTheExpectedFigures() {
        check(TraceSummary(events: TraceSummaryTests.handMadeEvents()))
    }

    @Test func orderOfEventsDoesNotMatter() {
        check(TraceSummary(events: TraceSummaryTests.handMadeEvents().reversed()))
    }

    @Test func loadingTheHandMadeTraceFromAFileGivesTheSameFigures() throws {
        let path = try Self.writeFile(TraceSummaryTests.handMadeEvents())
        check(try TraceSummary.load(path: path))
    }

    @Test func missedFallsBackToTheDeadlineWhenTheArgIsAbsent() {
        let events = [
            TraceEvent(name: "frame", ph: .complete, ts: 0, dur: 20_000, pid: 1, tid: 1, args: ["deadline_us": 16_667]),
            TraceEvent(name: "frame", ph: .complete, ts: 20_000, dur: 16_667, pid: 1, tid: 1, args: ["deadline_us": 16_667]),
            TraceEvent(name: "frame", ph: .complete, ts: 40_000, dur: 50_000, pid: 1, tid: 1),
        ]
        let summary = TraceSummary(events: events)
        #expect(summary.missedFrames == 1 && summary.longestMissedStreak == 1)
    }

    @Test func aWriterSessionSummarizes() throws {
        let path = temporaryTracePath()
        let writer = TraceWriter(path: path)
        writeSyntheticSession(writer, frames: 12)
        writer.finish()
        let summary = try TraceSummary.load(path: path)
        #expect(summary.frames == 12)
        #expect(summary.missedFrames == 3 && summary.longestMissedStreak == 1)
        #expect(summary.missedPercent == 25)
        // Frames: 0 ms once, 10 ms eight times, 20 ms three times.
        #expect(summary.stats(forPhase: "frame") == DurationStats(count: 12, p50: 10, p90: 20, p99: 20, max: 20))
        #expect(summary.stats(forPhase: "render") == DurationStats(count: 12, p50: 5, p90: 10, p99: 10, max: 10))
        // Each input comes 0.5 ms before its frame: latency = 0.5 ms + the frame's length.
        #expect(summary.inputLatency == DurationStats(count: 12, p50: 10.5, p90: 20.5, p99: 20.5, max: 20.5))
        // First start 1 ms, last end 11·20 + 1 + 20 = 241 ms.
        #expect(summary.durationSeconds == 0.24)
        #expect(summary.meanFPS == 50)
    }

    /// A stall leaves little animated time: frames 0 and 1 on the 60 Hz grid, a 10 s stall, then two frames
    /// 3 µs apart (what `stall 10000` in a script gave). fps while animating counted the 3 µs interval as it
    /// was and said 119.98 (333333 with that interval alone); a display shows at most one new frame a refresh,
    /// so each interval counts at least one refresh period and the figure never exceeds the refresh rate — in
    /// the summary, `trace compare` and the frame graph alike.
    @Test func fpsWhileAnimatingNeverExceedsTheRefreshRate() throws {
        let path = temporaryTracePath()
        let writer = TraceWriter(path: path, labels: ["refresh: 60 Hz"])
        for (index, (start, end)) in [(0, 8_000), (16_667, 10_016_667), (10_016_667, 10_016_670), (10_016_670, 10_020_000)].enumerated() {
            let start = Int64(start), end = Int64(end)
            writer.beginFrame(index: index, startUs: start, deadlineUs: 16_667)
            writer.endFrame(endUs: end, timing: FrameTiming(workUs: end - start, presentUs: 0, expectedPresentUs: start + 16_667,
                                                            actualPresentUs: end, missedVsyncs: 0))
        }
        #expect(writer.finish())
        let summary = try TraceSummary.load(path: path)
        #expect(summary == writer.summaryAccumulator.summary())
        // Two animated intervals (16 667 µs and 3 µs, the 10 s one is a pause), each at least one refresh period.
        #expect(abs(summary.animatedFPS - 1e6 / 16_667) < 1e-9, "\(summary.animatedFPS)")
        #expect(try TraceRun.load(path: path).fps == summary.animatedFPS)
        #expect(summary.textReport().contains("headline: 60.00 fps while animating"))
    }

    @Test func anEmptyTraceHasFiniteZeros() throws {
        let summary = TraceSummary(events: [])
        #expect(summary.frames == 0 && summary.meanFPS == 0 && summary.missedPercent == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(summary.jsonReport().utf8)) as? [String: Any])
        #expect(json["mean_fps"] as? Int == 0)
        #expect(!summary.textReport().contains("nan"))
    }

    @Test func aTruncatedFileIsAnErrorNamingTheOffset() throws {
        let path = temporaryTracePath()
        let writer = TraceWriter(path: path)
        writeSyntheticSession(writer, frames: 2)
        writer.flush()  // on disk, not finished: what a crash leaves
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        let lines = readText(path).split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(throws: TraceError.malformed(path: path, offset: size, line: lines,
                                              reason: "unexpected end of file (truncated trace?); if the run was killed, run 'pickerlab trace repair \(path)' first")) {
            try TraceSummary.load(path: path)
        }
        writer.finish()
        #expect(try TraceSummary.load(path: path).frames == 2)
    }

    @Test func malformedJSONIsAnErrorNamingByteAndLine() throws {
        let text = "{\"traceEvents\":[\n{\"name\":\"frame\",\"ph\":\"X\",\"ts\":1,\"dur\":2},\n{\"name\":\"x\" \"ph\":\"i\"}\n]}"
        let path = temporaryTracePath()
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let offset = text.utf8.count - "\"ph\":\"i\"}\n]}".utf8.count
        let expected = TraceError.malformed(path: path, offset: offset, line: 3, reason: "expected ',' or '}'")
        #expect(throws: expected) { try TraceSummary.load(path: path) }
        #expect(expected.description == "\(path): malformed at byte \(offset) (line 3): expected ',' or '}'")
    }

    @Test func otherLayoutsAndKeysAreAccepted() throws {
        let array = "[{\"name\":\"frame\",\"ph\":\"X\",\"ts\":0,\"dur\":1000,\"pid\":1,\"tid\":1}]"
        let object = "{\"displayTimeUnit\":\"ns\",\"traceEvents\":[{\"name\":\"frame\",\"ph\":\"X\",\"ts\":0.6,\"dur\":999.5}],\"otherData\":{}}"
        for text in [array, object] {
            let path = temporaryTracePath()
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let summary = try TraceSummary.load(path: path)
            #expect(summary.frames == 1)
            #expect(summary.stats(forPhase: "frame").max == 1)
        }
    }

    @Test func textReportListsOneFigurePerLine() {
        let report = TraceSummary(events: TraceSummaryTests.handMadeEvents()).textReport()
        // The headline first (fps while animating, missed vsyncs after the first frame, the hitch time ratio:
        // FrameFigures' definitions); the whole-run mean fps and the count of missed frames are --json only.
        #expect(report == """
        renderer: unknown, refresh Hz: 60.00
        frames: 10 over 0.390 s, 0.360 s of it animated
        headline: 25.00 fps while animating, 6 missed vsyncs after the first frame (40.00% of expected frames), hitch time ratio 277.78 ms/s (critical: under 5 good, 5-10 warning, over 10 critical)
        work ms p50/p90/p99/max: 16.668 / 25.000 / 30.000 / 30.000 (n=10)
        input-to-present ms p50/p99: 12.000 / 47.000 (n=4, 1 after the last frame)
        longest stall 16.667 ms; first frame (start-up) 10.000 ms
        present interval ms p50/p90/p99/max: 42.000 / 50.000 / 50.000 / 50.000 (n=9)
        phase input ms p50/p90/p99/max: 0.000 / 0.000 / 0.000 / 0.000 (n=0)
        phase animate ms p50/p90/p99/max: 0.000 / 0.000 / 0.000 / 0.000 (n=0)
        phase layout ms p50/p90/p99/max: 0.400 / 0.800 / 0.900 / 0.900 (n=10)
        phase paint ms p50/p90/p99/max: 0.000 / 0.000 / 0.000 / 0.000 (n=0)
        phase render ms p50/p90/p99/max: 0.000 / 0.000 / 0.000 / 0.000 (n=0)
        phase present ms p50/p90/p99/max: 0.000 / 0.000 / 0.000 / 0.000 (n=3)
        phase frame ms p50/p90/p99/max: 16.668 / 25.000 / 30.000 / 30.000 (n=10)

        """)
    }

    @Test func jsonReportIsStrictJSONWithTheSameFigures() throws {
        let report = TraceSummary(events: TraceSummaryTests.handMadeEvents()).jsonReport()
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
        #expect(json["frames"] as? Int == 10)
        #expect((json["duration_s"] as? NSNumber)?.doubleValue == 0.39)
        let phases = try #require(json["phases"] as? [String: [String: Any]])
        #expect(Set(phases.keys) == Set(TraceSummary.reportedPhases))
        #expect((phases["frame"]?["p50_ms"] as? NSNumber)?.doubleValue == 16.668)
        #expect((phases["layout"]?["p90_ms"] as? NSNumber)?.doubleValue == 0.8)
        #expect(phases["layout"]?["count"] as? Int == 10)
        let missed = try #require(json["missed"] as? [String: Any])
        #expect(missed["count"] as? Int == 6 && missed["longest_streak"] as? Int == 4)
        #expect((missed["percent"] as? NSNumber)?.doubleValue == 60)
        let latency = try #require(json["input_latency"] as? [String: Any])
        #expect(latency["p50_ms"] as? Int == 12 && latency["p99_ms"] as? Int == 47)
        #expect(latency["count"] as? Int == 4 && latency["unmatched"] as? Int == 1)
    }

    /// Writes events as a JSON Object Format file, one per line.
    static func writeFile(_ events: [TraceEvent]) throws -> String {
        let lines = events.map(\.jsonText).joined(separator: ",\n")
        let path = temporaryTracePath()
        try Data("{\"traceEvents\":[\n\(lines)\n],\"displayTimeUnit\":\"ms\"}\n".utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}

/// The summary a writer keeps while writing equals the summary of the file it wrote.
struct WriterSummaryTests {
    @Test func theWritersRunningSummaryMatchesTheFileSummary() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("acc-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = TraceWriter(path: path, clock: { 0 })
        for i in 0..<50 {
            let start = Int64(i) * 16_667
            writer.beginFrame(index: i, startUs: start, deadlineUs: 16_667)
            writer.phase("input", startUs: start, endUs: start + Int64(i * 7 % 13) * 100)
            writer.phase("render", startUs: start + 1300, endUs: start + 1300 + Int64(i % 9) * 2500)
            if i % 5 == 0 { writer.inputEvent(kind: "mouse_down", x: 1, y: 2, pointer: 0, tsUs: start + 10) }
            if i % 7 == 0 { writer.inputEvent(kind: "mouse_move", x: 1, y: 2, pointer: 0, tsUs: start + 20, presented: false) }
            writer.endFrame(endUs: start + 1300 + Int64(i % 9) * 2500)
        }
        writer.finish()
        let fromFile = try TraceSummary.load(path: path)
        #expect(writer.summaryAccumulator.summary() == fromFile)
        #expect(fromFile.frames == 50)
        #expect(fromFile.inputLatency.count == 10)   // the hover moves marked not presented are left out
        #expect(fromFile.missedFrames > 0)
    }
}

/// The vsync-aware figures from frames that carry their timing.
struct VsyncSummaryTests {
    /// 60 frames at 60 Hz over one second; frames 10 and 40 missed 1 and 2 vsyncs.
    static func session() -> TraceSummary {
        let path = temporaryTracePath()
        let writer = TraceWriter(path: path, labels: ["renderer: opengl"])
        for i in 0..<60 {
            let start = Int64(i) * 16_667
            let missed = i == 10 ? 1 : i == 40 ? 2 : 0
            writer.beginFrame(index: i, startUs: start, deadlineUs: 16_667)
            writer.phase("render", startUs: start, endUs: start + 2_000 + Int64(missed) * 16_667)
            writer.endFrame(endUs: start + 2_000 + Int64(missed) * 16_667,
                            timing: FrameTiming(workUs: 2_000 + Int64(missed) * 16_667, presentUs: 0, expectedPresentUs: start + 16_667,
                                                actualPresentUs: start + 2_000 + Int64(missed) * 16_667, missedVsyncs: missed))
        }
        writer.finish()
        return (try? TraceSummary.load(path: path)) ?? TraceSummary(events: [])
    }

    @Test func missedVsyncsAndTheHitchTimeRatioComeFromTheFramesTiming() {
        do {
            let s = VsyncSummaryTests.session()
            #expect(s.renderer == "opengl")
            #expect(s.frames == 60 && s.missedVsyncs == 3)
            #expect(abs(s.missedVsyncPercent - 300.0 / 62) < 1e-9)   // 59 frames after the first, 3 vsyncs missed
            #expect(abs(s.animatedSeconds - 59 * 0.016_667) < 1e-9)
            // 3 vsyncs × 16.667 ms of lateness over 0.983 s of animation.
            #expect(abs(s.hitchTimeRatio - 3 * 16.667 / (59 * 0.016_667)) < 1e-6)
            #expect(s.hitchBand == "critical")
            #expect(s.work.p50 == 2 && abs(s.work.max - 35.334) < 1e-9)
            #expect(abs(s.longestStallMs - 33.334) < 1e-9)
            let json = (try? JSONSerialization.jsonObject(with: Data(s.jsonReport().utf8))) as? [String: Any]
            #expect(json?["missed_vsyncs"] as? Int == 3)
            #expect(json?["renderer"] as? String == "opengl")
            #expect((json?["work_ms"] as? [String: Any])?["p50"] as? Double == 2)
        }
    }

    @Test func theFirstFrameIsStartUpNotAHitch() {
        var acc = TraceSummaryAccumulator()
        for i in 0..<30 {
            let start = Int64(i) * 16_667, work: Int64 = i == 0 ? 62_000 : 2_000, missed = i == 0 ? 3 : 0
            acc.addFrame(start: start, end: start + work, missed: missed > 0)
            acc.addTiming(FrameTiming(workUs: work, presentUs: 0, expectedPresentUs: start + 16_667, actualPresentUs: start + work,
                                      missedVsyncs: missed), periodUs: 16_667)
        }
        let s = acc.summary()
        #expect(s.missedVsyncs == 0 && s.hitchTimeRatio == 0 && s.longestStallMs == 0)
        #expect(s.firstFrameMs == 62)
        #expect(s.missedFrames == 1)   // the raw count of frames that missed a vsync still has it
    }

    @Test func aTraceWithoutFramesSaysSo() {
        #expect(TraceSummary(events: []).textReport() == "no frames in this trace (nothing was rendered)\n")
    }
}

/// Hostile numbers in a trace file summarize to finite figures instead of trapping on overflow.
struct HostileTraceNumberTests {
    @Test(arguments: [
        #"{"name":"frame","ph":"X","ts":0,"dur":100,"pid":1,"tid":1,"args":{"index":0,"deadline_us":16667,"work_us":100,"actual_present_us":102,"missed_vsyncs":600000000000000}},{"name":"frame","ph":"X","ts":200,"dur":100,"pid":1,"tid":1,"args":{"index":1,"deadline_us":16667,"work_us":100,"actual_present_us":302,"missed_vsyncs":600000000000000}}"#,
        #"{"name":"frame","ph":"X","ts":0,"dur":100,"pid":1,"tid":1,"args":{"deadline_us":1000000000000000000,"work_us":1,"actual_present_us":1,"missed_vsyncs":100}},{"name":"frame","ph":"X","ts":10,"dur":1,"pid":1,"tid":1,"args":{"deadline_us":1000000000000000000,"work_us":1,"actual_present_us":11,"missed_vsyncs":100}}"#,
        #"{"name":"frame","ph":"X","ts":-9200000000000000000,"dur":1,"pid":1,"tid":1},{"name":"frame","ph":"X","ts":9200000000000000000,"dur":1,"pid":1,"tid":1}"#,
        #"{"name":"frame","ph":"X","ts":0,"dur":1,"pid":1,"tid":1,"args":{"work_us":1,"actual_present_us":-9200000000000000000}},{"name":"frame","ph":"X","ts":5,"dur":1,"pid":1,"tid":1,"args":{"work_us":1,"actual_present_us":9200000000000000000}}"#,
        #"{"name":"frame","ph":"X","ts":0,"dur":1,"pid":1,"tid":1,"args":{"work_us":1,"actual_present_us":1,"missed_vsyncs":5000000000000000000}},{"name":"frame","ph":"X","ts":5,"dur":1,"pid":1,"tid":1,"args":{"work_us":1,"actual_present_us":6,"missed_vsyncs":5000000000000000000}},{"name":"frame","ph":"X","ts":9,"dur":1,"pid":1,"tid":1,"args":{"work_us":1,"actual_present_us":10,"missed_vsyncs":5000000000000000000}}"#,
    ])
    func extremeIntegersGiveFiniteFigures(events: String) throws {
        let path = temporaryTracePath()
        try Data(("{\"traceEvents\":[" + events + "]}").utf8).write(to: URL(fileURLWithPath: path))
        let s = try TraceSummary.load(path: path)
        for v in [s.hitchTimeRatio, s.missedVsyncPercent, s.animatedSeconds, s.longestStallMs, s.presentInterval.max] { #expect(v.isFinite) }
        #expect(!s.jsonReport().contains("nan") && !s.jsonReport().contains("inf"))
    }
}
