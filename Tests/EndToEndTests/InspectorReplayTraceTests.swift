import Foundation
import Testing

/// A new user's find: replaying a change in the inspector (key P) put its two selection changes (the jump
/// back to where the change started, and the change played again) in the trace as if the user had chosen
/// them, so `trace summary` listed three changes for one tap. They are marked `replay: true` and not counted;
/// Perfetto's engine (``PerfettoCheck``) shows the mark on both slices, in JSON and in a `.pftrace`.
@Suite(.serialized) struct InspectorReplayTraceTests {
    @Test(arguments: ["json", "pftrace"])
    func aReplayedChangeIsMarkedInTheTraceAndNotCountedAsAChange(format: String) throws {
        let dir = try temporaryFolder("replaytrace")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.txt"), trace = dir.appendingPathComponent("t.\(format)")
        try "set inspector on\ntap pill iOS\nwait 1\nkey P\nwait 1\nexpect selected pill iOS\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try pickerlab(["--headless", "--script", script.path, "--trace", trace.path])
        #expect(r.status == 0, "\(r.stderr)")
        let prefix = format == "json" ? "args" : "debug"
        let report = try PerfettoCheck.load(trace, queries: [("changes", """
            select s.ts, extract_arg(s.arg_set_id, '\(prefix).from') as f, extract_arg(s.arg_set_id, '\(prefix).to') as t, \
            extract_arg(s.arg_set_id, '\(prefix).by') as by, extract_arg(s.arg_set_id, '\(prefix).replay') as replay \
            from slice s where s.name = 'selection_change' order by s.ts
            """)])
        #expect(report.status == 0 && report.errorStats.isEmpty, "\(report.errorStats)")
        let rows = report.rows["changes"] ?? []
        func int(_ row: [String: Any], _ key: String) -> Int? { (row[key] as? NSNumber)?.intValue }
        #expect(rows.count == 3, "\(rows)")
        guard rows.count == 3 else { return }
        // The tap: a user's change, unmarked.
        #expect(int(rows[0], "f") == 0 && int(rows[0], "t") == 1 && rows[0]["by"] as? String == "user" && rows[0]["replay"] is NSNull)
        // The replay: back to 0 at once, then 0 → 1 again; both marked.
        #expect(int(rows[1], "f") == 1 && int(rows[1], "t") == 0 && int(rows[1], "replay") == 1, "\(rows[1])")
        #expect(int(rows[2], "f") == 0 && int(rows[2], "t") == 1 && int(rows[2], "replay") == 1, "\(rows[2])")
        // `trace summary` counts the one change the user made (before: three).
        let summary = try pickerlab(["trace", "summary", trace.path, "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(summary.stdout.utf8)) as? [String: Any])
        let changes = try #require(json["changes"] as? [[String: Any]])
        #expect(changes.count == 1, "\(changes)")
        #expect((changes.first?["from"] as? NSNumber)?.intValue == 0 && (changes.first?["to"] as? NSNumber)?.intValue == 1)
    }
}
