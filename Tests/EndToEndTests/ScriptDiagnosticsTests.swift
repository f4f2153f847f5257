import Foundation
import Testing

/// What a script says when it goes wrong: every diagnostic names its file and line, and a script that cannot
/// be parsed is refused before the run opens or writes anything.
@Suite(.serialized) struct ScriptDiagnosticsTests {
    /// A new user's find: a `capture start` whose file could not be created warned without naming the
    /// script's line (`warning: cannot write …`).
    @Test func aCaptureStartThatCannotWriteItsFileWarnsNamingTheScriptLine() throws {
        let dir = try temporaryFolder("capturewarnline")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.txt"), target = dir.appendingPathComponent("missing/c.png")
        try "wait 0.1\ncapture start \(target.path)\nwait 0.1\ncapture stop\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try pickerlab(["--headless", "--script", script.path])
        #expect(r.status == 1, "\(r.stderr)")
        let warnings = r.stderr.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(!warnings.isEmpty, "\(r.stderr)")
        for w in warnings { #expect(w.contains("s.txt:2:") || w.contains("s.txt:4:"), "\(w)") }
        #expect(warnings.contains { $0.contains("s.txt:2:") && $0.contains(target.path) }, "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    /// A hostile tester's find: a script that fails to parse still opened the trace (emptying the file that
    /// was there) and the run's other outputs. Now it is refused first: exit 2, one line naming file:line,
    /// and every file that was there is as it was.
    @Test func aScriptThatFailsToParseWritesNothingAndLosesNothing() throws {
        let dir = try temporaryFolder("badscriptoutputs")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.txt")
        try "tap pill iOS\nwait 0.5\nfly away\n".write(to: script, atomically: true, encoding: .utf8)
        let names = ["t.json", "d.json", "r.txt", "s.png", "c.png", "p.pftrace"]
        let earlier = "written by an earlier run\n"
        for n in names { try earlier.write(to: dir.appendingPathComponent(n), atomically: true, encoding: .utf8) }
        func path(_ n: String) -> String { dir.appendingPathComponent(n).path }
        for trace in ["t.json", "p.pftrace"] {
            let r = try pickerlab(["--headless", "--script", script.path, "--trace", path(trace), "--dump-scene", path("d.json"),
                                   "--record", path("r.txt"), "--screenshot", path("s.png"), "--capture", path("c.png")])
            #expect(r.status == 2, "\(r.stderr)")
            #expect(r.stderr.split(separator: "\n").map(String.init) == ["pickerlab: \(script.path):3: unknown command 'fly'"], "\(r.stderr)")
            #expect(r.stdout.isEmpty, "\(r.stdout)")   // no trace summary of a run that never ran
            for n in names {
                #expect((try? String(contentsOf: dir.appendingPathComponent(n), encoding: .utf8)) == earlier, "\(n) changed (\(trace))")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == (names + ["s.txt"]).sorted())
    }
}
