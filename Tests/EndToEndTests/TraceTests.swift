import Foundation
import Testing

/// `--trace`, `trace summary`, `trace repair`: strict JSON, nesting, signals, and failures.
@Suite(.serialized)
struct TraceTests {
    /// The events of a strict-JSON trace file (JSONSerialization is strict: it rejects a cut-off file).
    func events(_ url: URL) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        #expect(object?["displayTimeUnit"] as? String == "ms")
        return object?["traceEvents"] as? [[String: Any]] ?? []
    }

    /// A JSON number (a `ts` or `dur` may be fractional microseconds).
    func num(_ value: Any?) -> Double { (value as? NSNumber)?.doubleValue ?? .nan }

    @Test func aHeadlessTraceHasOneFrameEventPerFrameWithPhasesNestedInside() throws {
        let dir = try temporaryFolder("trace")
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = dir.appendingPathComponent("t.json"), script = dir.appendingPathComponent("s.txt")
        try "drag glass all \"needs attention\" 0.4\nwait 0.5\ntap pill UIKit\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try pickerlab(["--headless", "--duration", "2", "--script", script.path, "--trace", trace.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("frames: 120"))   // the summary at exit
        let all = try events(trace)
        let frames = all.filter { $0["name"] as? String == "frame" }
        #expect(frames.count == 120)   // 2 virtual seconds at 60 Hz
        #expect(frames.map { ($0["args"] as? [String: Any])?["index"] as? Int } == (0..<120).map { $0 })
        var lastTs = -1.0
        for f in frames {
            let ts = num(f["ts"])
            #expect(ts >= lastTs)   // monotonic on the one thread
            lastTs = ts
        }
        // Frame k starts at its virtual 1/60 s slot, or later when an earlier frame's real work overran its slot.
        for (k, f) in frames.enumerated() { #expect(num(f["ts"]).rounded() >= (Double(k) * 1e6 / 60).rounded()) }
        let first = num(frames.first!["ts"]), last = frames.last!
        let span = num(last["ts"]) + num(last["dur"]) - first
        #expect(span >= 1_983_000)
        // Each frame's phases follow it in the file and lie inside it, in pipeline order, each a length
        // Perfetto can nest (fractional µs: a 0 µs phase is written a few ns long).
        let phases = ["input", "animate", "layout", "paint", "render", "present"]
        var i = 0
        while i < all.count {
            guard all[i]["name"] as? String == "frame" else { i += 1; continue }
            let fts = num(all[i]["ts"]), fend = fts + num(all[i]["dur"])
            let children = all[(i + 1)...].prefix(6)
            #expect(children.map { $0["name"] as? String } == phases.map { Optional($0) })
            var previousEnd = fts
            for c in children {
                let ts = num(c["ts"]), dur = num(c["dur"])
                #expect(ts >= previousEnd && ts + dur <= fend && dur > 0)
                previousEnd = ts + dur
            }
            i += 7
        }
        // Instants and counters are there too.
        let names = Set(all.compactMap { $0["name"] as? String })
        for n in ["input_event", "selection_change", "selection_feedback", "frame_ms", "animations_in_flight", "draw_calls", "vertices", "texture_cache_bytes", "damage_px", "damage_rects"] {
            #expect(names.contains(n), "missing \(n)")
        }
        #expect(all.allSatisfy { $0["pid"] != nil && $0["tid"] != nil })
    }

    /// `damage_px` is what a frame rasterised: the whole window on the first frame, a few percent while one
    /// indicator moves, nothing on a frame with no change; with `--full-redraw` the whole window every frame.
    @Test func damageCountersFollowWhatChanged() throws {
        let dir = try temporaryFolder("tracedamage")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.txt")
        try "wait 0.1\ntap track \"Option 2\"\nwait 0.6\n".write(to: script, atomically: true, encoding: .utf8)
        func counters(_ extra: [String]) throws -> [(px: Int, rects: Int)] {
            let trace = dir.appendingPathComponent("t\(extra.count).json")
            let r = try pickerlab(["--headless", "--renderer", "software", "--size", "800x600", "--script", script.path, "--trace", trace.path] + extra)
            #expect(r.status == 0, "\(r.stderr)")
            let all = try events(trace)
            func values(_ name: String) -> [Int] {
                all.filter { $0["name"] as? String == name }.map { (($0["args"] as? [String: Any])?["value"] as? NSNumber)?.intValue ?? -1 }
            }
            return Array(zip(values("damage_px"), values("damage_rects")).map { (px: $0, rects: $1) })
        }
        let window = 800 * 600
        let damage = try counters([])
        #expect(damage.count > 30)
        #expect(damage.first?.px == window && damage.first?.rects == 1)
        let rest = damage.dropFirst()
        #expect(rest.allSatisfy { $0.px < window / 10 }, "\(rest.map(\.px))")
        #expect(rest.contains { $0.px > 0 && $0.rects >= 1 })   // the indicator moved
        #expect(rest.contains { $0.px == 0 && $0.rects == 0 })  // frames with nothing drawn
        let full = try counters(["--full-redraw"])
        #expect(full.count == damage.count)
        #expect(full.allSatisfy { $0.px == window && $0.rects == 1 || $0.px == 0 })   // drawn whole, or not drawn
        // Every frame that redrew something with damage is drawn whole here (and so are painted frames whose
        // display list came out unchanged, which damage redraw skips).
        #expect(full.filter { $0.px == window }.count >= damage.filter { $0.px > 0 }.count)
    }

    @Test func aRunEndedBySIGTERMLeavesStrictJSON() throws {
        let dir = try temporaryFolder("tracesig")
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = dir.appendingPathComponent("t.json")
        let app = try launchPickerlab(["--headless", "--duration", "100000", "--trace", trace.path], display: nil)
        // Frames on disk first (the trace flushes twice a second), however busy the machine.
        #expect(waitForFile(trace, containing: "\"index\":11,"))
        kill(app.processIdentifier, SIGTERM)
        #expect(waitForExit(app, timeout: 10) == 0)
        let frames = try events(trace).filter { $0["name"] as? String == "frame" }
        #expect(frames.count > 10)
    }

    @Test func aTraceCutBySIGKILLIsRepairedKeepingEveryFrameUpToOneSecondBeforeTheKill() throws {
        let xvfb = try Xvfb()
        defer { xvfb.stop() }
        let dir = try temporaryFolder("tracekill")
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = dir.appendingPathComponent("t.json"), script = dir.appendingPathComponent("s.txt")
        // Drags back and forth for 8 seconds keep frames coming in real time.
        try String(repeating: "drag pill SwiftUI UIKit 0.5\ndrag pill UIKit SwiftUI 0.5\n", count: 6).write(to: script, atomically: true, encoding: .utf8)
        let launched = Date()
        let app = try launchPickerlab(["--script", script.path, "--trace", trace.path], display: xvfb.display)
        #expect(waitForFile(trace, containing: "\"name\":\"frame\""))   // started, however busy the machine
        let firstSeen = Date()
        usleep(2_000_000)
        let killedAfter = Date().timeIntervalSince(launched), killedAfterFirstFrame = Date().timeIntervalSince(firstSeen)
        kill(app.processIdentifier, SIGKILL)
        while app.isRunning { usleep(10_000) }
        // Cut off: strict parsers reject it.
        #expect((try? JSONSerialization.jsonObject(with: Data(contentsOf: trace))) == nil)
        let r = try pickerlab(["trace", "repair", trace.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("kept"))
        let frames = try events(trace).filter { $0["name"] as? String == "frame" }
        let lastEnd = frames.map { num($0["ts"]) + num($0["dur"]) }.max() ?? 0
        // The first frame was on disk by `firstSeen`; the kill came `killedAfterFirstFrame` later, and the trace keeps
        // all but (at most) its last second. (Measured from the first frame, not the launch: a busy machine can
        // take a while to start the process, and its timestamps count from its own start.)
        let firstStart = frames.map { num($0["ts"]) }.min() ?? 0
        #expect(lastEnd - firstStart >= (killedAfterFirstFrame - 1.0) * 1e6 - 100_000,
                "last frame ends \(lastEnd - firstStart) µs after the first; killed \(killedAfterFirstFrame) s after it appeared (\(killedAfter) s after launch)")
        let summary = try pickerlab(["trace", "summary", trace.path, "--json"])
        #expect(summary.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(summary.stdout.utf8)) as? [String: Any]
        #expect((json?["frames"] as? Int ?? 0) == frames.count)
    }

    @Test func traceSummaryOfAKnownTracePrintsItsPercentiles() throws {
        let dir = try temporaryFolder("tracesum")
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = dir.appendingPathComponent("t.json")
        // Ten frames 1…10 ms long, 20 ms apart, deadline 16.667 ms: nothing missed; layout = frame / 10.
        var lines = [#"{"name":"process_name","ph":"M","ts":0,"pid":1,"tid":1,"args":{"name":"pickerlab"}}"#]
        for i in 0..<10 {
            let ts = i * 20_000, dur = (i + 1) * 1000
            lines.append(#"{"name":"frame","cat":"frame","ph":"X","ts":\#(ts),"dur":\#(dur),"pid":1,"tid":1,"args":{"index":\#(i),"deadline_us":16667,"missed":false}}"#)
            lines.append(#"{"name":"layout","cat":"phase","ph":"X","ts":\#(ts),"dur":\#(dur / 10),"pid":1,"tid":1}"#)
        }
        try ("{\"traceEvents\":[\n" + lines.joined(separator: ",\n") + "\n],\"displayTimeUnit\":\"ms\"}").write(to: trace, atomically: true, encoding: .utf8)
        let r = try pickerlab(["trace", "summary", trace.path, "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(json["frames"] as? Int == 10)
        let phases = try #require(json["phases"] as? [String: [String: Any]])
        // Nearest rank: p50 of 1…10 ms is the 5th value, p90 the 9th, p99 the 10th.
        #expect(phases["frame"]?["p50_ms"] as? Double == 5)
        #expect(phases["frame"]?["p90_ms"] as? Double == 9)
        #expect(phases["frame"]?["p99_ms"] as? Double == 10)
        #expect(phases["frame"]?["max_ms"] as? Double == 10)
        #expect(phases["layout"]?["p50_ms"] as? Double == 0.5)
        let text = try pickerlab(["trace", "summary", trace.path])
        #expect(text.stdout.contains("frames: 10"))
    }

    @Test func aTruncatedTraceIsAnErrorNamingThePositionWithExitTwo() throws {
        let dir = try temporaryFolder("tracetrunc")
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = dir.appendingPathComponent("t.json")
        try #"{"traceEvents":[{"name":"frame","ph":"X","ts":0,"dur":5"#.write(to: trace, atomically: true, encoding: .utf8)
        let r = try pickerlab(["trace", "summary", trace.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("byte"))
        #expect(r.stderr.split(separator: "\n").count == 1)
    }

    @Test func anUnwritableTracePathWarnsKeepsRunningAndExitsOne() throws {
        let dir = try temporaryFolder("tracebad")
        defer { try? FileManager.default.removeItem(at: dir) }
        let shot = dir.appendingPathComponent("s.png")
        let r = try pickerlab(["--headless", "--frames", "5", "--trace", "/nonexistent-dir/t.json", "--screenshot", shot.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("/nonexistent-dir/t.json"))
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(FileManager.default.fileExists(atPath: shot.path))   // the run went on
    }

    @Test(.enabled(if: FullDisk.available, FullDisk.skipReason))
    func aTraceOnAFullDiskWarnsOnceAndExitsOne() throws {
        let disk = try FullDisk()
        defer { disk.unmount() }
        let trace = disk.folder.appendingPathComponent("t.json").path
        let full = try pickerlab(["--headless", "--frames", "5", "--trace", trace])
        #expect(full.status == 1)
        #expect(full.stderr.contains("No space left on device") && full.stderr.split(separator: "\n").count == 1, "\(full.stderr)")
    }

    /// A breaker's find: a JSON trace cut off by a full disk ended after its last whole event, unclosed, so
    /// Perfetto could not open it (`trace summary` asked for `trace repair`). It ends with its footer now.
    @Test(.enabled(if: FullDisk.available, FullDisk.skipReason))
    func aJSONTraceCutOffByAFullDiskStillOpensInPerfetto() throws {
        let disk = try FullDisk(kilobytes: 64, freeKilobytes: 60)
        defer { disk.unmount() }
        let trace = disk.folder.appendingPathComponent("t.json")
        let r = try pickerlab(["--headless", "--script", packageRoot.appendingPathComponent("Tests/scripts/drag-glass.txt").path,
                               "--trace", trace.path])
        #expect(r.status == 1 && r.stderr.contains("No space left on device"), "exit \(r.status): \(r.stderr)")
        let bytes = try Data(contentsOf: trace)
        #expect(bytes.count > 10_000, "\(bytes.count) bytes written")
        #expect(String(decoding: bytes.suffix(40), as: UTF8.self).hasSuffix("],\"displayTimeUnit\":\"ms\"}\n"))
        #expect((try? JSONSerialization.jsonObject(with: bytes)) != nil, "not a JSON document")
        let report = try PerfettoCheck.assertReadsCleanly(trace)
        #expect(report.number("frames") > 0)
        let summary = try pickerlab(["trace", "summary", trace.path])
        #expect(summary.status == 0, "\(summary.stderr)")
    }

    @Test func badTraceCommandsExitTwo() throws {
        #expect(try pickerlab(["trace"]).status == 2)
        #expect(try pickerlab(["trace", "explode", "x.json"]).status == 2)
        #expect(try pickerlab(["trace", "summary"]).status == 2)
        #expect(try pickerlab(["trace", "repair", "/nonexistent/x.json"]).status == 2)
    }
}

/// `trace summary` streams: its memory does not follow the file's size.
struct TraceSummaryMemoryTests {
    @Test func aLargeTraceSummarizesInAFractionOfItsSize() throws {
        let dir = try temporaryFolder("bigtrace")
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("big.json")
        FileManager.default.createFile(atPath: url.path, contents: nil)
        let out = try FileHandle(forWritingTo: url)
        out.write(Data("{\"traceEvents\":[\n{\"name\":\"process_name\",\"ph\":\"M\",\"ts\":0,\"pid\":1,\"tid\":1,\"args\":{\"name\":\"pickerlab\"}}".utf8))
        var frames = 0, size = 0
        while size < 150 << 20 {
            var chunk = ""
            for _ in 0..<2000 {
                let ts = frames * 16_667
                chunk += ",\n{\"name\":\"frame\",\"cat\":\"frame\",\"ph\":\"X\",\"ts\":\(ts),\"dur\":2000,\"pid\":1,\"tid\":1,\"args\":{\"index\":\(frames),\"deadline_us\":16667,\"missed\":false,\"work_us\":2000,\"present_us\":0,\"expected_present_us\":\(ts + 16_667),\"actual_present_us\":\(ts + 2000),\"missed_vsyncs\":0}}"
                for (i, p) in ["input", "animate", "layout", "paint", "render", "present"].enumerated() {
                    chunk += ",\n{\"name\":\"\(p)\",\"cat\":\"phase\",\"ph\":\"X\",\"ts\":\(ts + i * 300),\"dur\":300,\"pid\":1,\"tid\":1}"
                }
                frames += 1
            }
            let data = Data(chunk.utf8)
            size += data.count
            out.write(data)
        }
        out.write(Data("\n],\"displayTimeUnit\":\"ms\"}\n".utf8))
        try out.close()
        let rss = dir.appendingPathComponent("rss")
        let r = try run("/usr/bin/time", ["-o", rss.path, "-f", "%M", pickerlabPath, "trace", "summary", url.path], timeout: 300)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("frames: \(frames)"))
        let kib = Int(try String(contentsOf: rss, encoding: .utf8).split(separator: "\n").last(where: { Int($0) != nil }) ?? "") ?? .max
        // The file is ~150 MB; a summary that held its events would need several times that, one that kept the
        // whole file resident at least that (the scanned pages are handed back as the pass goes).
        #expect(kib * 1024 < size * 3 / 4, "peak RSS \(kib) KiB for a \(size >> 20) MB trace of \(frames) frames")
    }
}
