import Foundation

/// An Xvfb server started for one test, on a display number nobody uses; stopped by `stop()`.
final class Xvfb {
    let display: String
    private let process: Process

    /// Starts Xvfb with a 1280×900×24 screen on a display number it picks itself (`-displayfd`: the server
    /// takes the lowest number whose lock it can claim, and writes it only once it accepts connections), and
    /// waits up to 30 s for that. A socket file alone is not a ready server: a client that connected as soon
    /// as the socket appeared was once told "x11 not available" on a loaded machine.
    /// - Throws: when Xvfb is not installed or does not come up.
    init() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        process.arguments = ["-displayfd", "1", "-screen", "0", "1280x900x24", "-nolisten", "tcp"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let reader = out.fileHandleForReading
        let deadline = Date().addingTimeInterval(30)
        var text = ""
        while !text.contains("\n") {
            guard Date() < deadline, process.isRunning else {
                kill(process.processIdentifier, SIGKILL)
                throw XvfbError("Xvfb did not start (it wrote \"\(text)\")")
            }
            var fds = pollfd(fd: reader.fileDescriptor, events: Int16(POLLIN), revents: 0)
            if poll(&fds, 1, 100) > 0 {
                let chunk = reader.availableData
                if chunk.isEmpty { usleep(50_000); continue }
                text += String(decoding: chunk, as: UTF8.self)
            }
        }
        guard let n = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            kill(process.processIdentifier, SIGKILL)
            throw XvfbError("Xvfb wrote \"\(text)\" where its display number was expected")
        }
        display = ":\(n)"
        self.process = process
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
