import Foundation
import Testing

/// Standard output is written line by line even when it is not a terminal (`pickerlab … | tee log`, a file):
/// a line a person watches for — the renderer a window run uses, a snippet the inspector copied, a trace
/// summary — arrives when it is printed, not when the run ends and the C library's 4 KiB block buffer is
/// flushed.
@Suite(.serialized)
struct StdoutLineTests {
    @Test func aWindowRunsRendererLineReachesAFileWhileTheRunGoesOn() throws {
        let dir = try temporaryFolder("stdout-lines")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("stdout.txt")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        let xvfb = try Xvfb()
        defer { xvfb.stop() }
        let app = Process()
        app.executableURL = URL(fileURLWithPath: pickerlabPath)
        app.arguments = ["--duration", "90"]
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = xvfb.display; env["WAYLAND_DISPLAY"] = nil
        app.environment = env
        app.standardOutput = try FileHandle(forWritingTo: out)
        app.standardError = FileHandle.nullDevice
        try app.run()
        defer { if app.isRunning { kill(app.processIdentifier, SIGKILL) } }
        let arrived = waitForFile(out, containing: "pickerlab: renderer ", timeout: 45)
        let stillRunning = app.isRunning
        kill(app.processIdentifier, SIGTERM)
        #expect(waitForExit(app, timeout: 30) == 0)
        #expect(arrived && stillRunning, "the renderer line reached the file only at exit: \(String(decoding: (try? Data(contentsOf: out)) ?? Data(), as: UTF8.self))")
    }
}
