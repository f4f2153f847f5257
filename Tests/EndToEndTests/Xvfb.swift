import Foundation

/// An Xvfb server started for one test, on a display number nobody uses; stopped by `stop()`.
final class Xvfb {
    let display: String
    private let process: Process

    /// Starts Xvfb with a 1280×900×24 screen and waits (up to 10 s) for its socket.
    /// - Throws: when Xvfb is not installed or does not come up.
    init() throws {
        var n = Xvfb.claimDisplayNumber()
        while FileManager.default.fileExists(atPath: "/tmp/.X\(n)-lock") || FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)") { n = Xvfb.claimDisplayNumber() }
        display = ":\(n)"
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        process.arguments = [display, "-screen", "0", "1280x900x24", "-nolisten", "tcp"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)") {
            guard Date() < deadline, process.isRunning else { throw XvfbError("Xvfb \(display) did not start") }
            usleep(50_000)
        }
    }

    /// Display numbers handed out in this process, so suites running in parallel never race for one.
    nonisolated(unsafe) private static var next = 40 + Int(getpid() % 400)
    private static let lock = NSLock()
    private static func claimDisplayNumber() -> Int {
        lock.lock(); defer { lock.unlock() }
        next += 1
        return next
    }

    /// Kills the server. SIGKILL, because a child of the test process inherits its blocked-signal mask
    /// (dispatch's worker threads block SIGTERM), so a plain terminate() may never arrive.
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning && Date() < deadline { usleep(20_000) }
    }

    deinit { stop() }
}

struct XvfbError: Error, CustomStringConvertible { var description: String; init(_ d: String) { description = d } }
