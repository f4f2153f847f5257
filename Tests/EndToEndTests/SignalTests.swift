import Foundation
import Testing

/// Signals and closed standard streams end a run with the documented exit codes, its outputs complete.
@Suite(.serialized)
struct SignalTests {
    /// Runs `pickerlab arguments` with standard output or standard error (`stream` 1 or 2) a pipe whose reading
    /// end is closed, so every write there fails (EPIPE, and SIGPIPE unless ignored); returns the exit status
    /// (-signal when a signal ended it).
    private func runWithBrokenPipe(_ arguments: [String], stream: Int32) throws -> Int32 {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let p = Process()
        p.executableURL = URL(fileURLWithPath: pickerlabPath)
        p.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil; env["WAYLAND_DISPLAY"] = nil
        p.environment = env
        if stream == 1 { p.standardOutput = pipe; p.standardError = FileHandle.nullDevice }
        else { p.standardError = pipe; p.standardOutput = FileHandle.nullDevice }
        try p.run()
        _ = waitForExit(p, timeout: 60)
        return p.terminationReason == .uncaughtSignal ? -p.terminationStatus : p.terminationStatus
    }

    @Test func aBrokenStandardOutputOrErrorGivesTheDocumentedExitCodesNot141() throws {
        #expect(try runWithBrokenPipe(["--help"], stream: 1) == 0)
        #expect(try runWithBrokenPipe(["--headless", "--bogus"], stream: 2) == 2)
        #expect(try runWithBrokenPipe(["--headless", "--frames", "2", "--size", "200x100"], stream: 1) == 0)
        #expect(try runWithBrokenPipe(["trace", "summary", "/nonexistent.json"], stream: 2) == 2)   // a missing trace: exit 2 (Round 5)
    }

    @Test func aClosedStandardOutputDoesNotLetOutputLandInAnotherFile() throws {
        // With fd 1 closed, the next open() would get it and print() would write into that file.
        let dir = try temporaryFolder("closedstdout")
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = dir.appendingPathComponent("t.json").path
        let r = try run("/bin/sh", ["-c", "\"$0\" --headless --frames 3 --size 200x100 --trace \"$1\" >&-; echo rc=$?", pickerlabPath, trace],
                        environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
        #expect(r.stdout.contains("rc=0"), "\(r.stdout) \(r.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: trace))
        #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "the trace is strict JSON, the summary went nowhere")
    }

    @Test func sighupEndsTheRunLikeSIGTERMWithTraceRecordingAndDumpComplete() throws {
        let dir = try temporaryFolder("sighup")
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = dir.appendingPathComponent("t.json"), rec = dir.appendingPathComponent("rec.txt"), dump = dir.appendingPathComponent("d.json")
        // A run that would take hours on its own (the launcher's mask may block SIGHUP: it must get through).
        let app = try launchPickerlab(["--headless", "--duration", "1000000", "--trace", trace.path, "--record", rec.path, "--dump-scene", dump.path], display: nil)
        #expect(waitForFile(trace, containing: "\"index\":11,"))   // running, however busy the machine
        kill(app.processIdentifier, SIGHUP)
        #expect(waitForExit(app, timeout: 20) == 0)
        #expect(app.terminationReason == .exit)
        #expect((try? JSONSerialization.jsonObject(with: Data(contentsOf: trace))) != nil, "the trace was completed")
        #expect(try String(contentsOf: rec, encoding: .utf8).hasSuffix("# end\n"), "the recording was completed")
        #expect(FileManager.default.fileExists(atPath: dump.path), "the dump was written")
    }
}
