import Foundation

/// An idle window renders no frames: `pickerlab` in a real window under Xvfb for 3 s with `--trace`; the
/// frames after the first second (start-up and the first paint are done by then) and the CPU time used.
enum IdleBench {
    static func run(into report: inout Report) {
        let pickerlab = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("pickerlab").path
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb"), FileManager.default.isExecutableFile(atPath: pickerlab) else {
            report.add("idle window: frames rendered in 2 s", .nan, "frames (needs Xvfb and the pickerlab binary)")
            return
        }
        var n = 150 + Int(getpid() % 100)
        while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)") { n += 1 }
        let xvfb = Process()
        xvfb.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        xvfb.arguments = [":\(n)", "-screen", "0", "1280x900x24", "-nolisten", "tcp"]
        xvfb.standardError = FileHandle.nullDevice
        guard (try? xvfb.run()) != nil else { return }
        defer { kill(xvfb.processIdentifier, SIGKILL) }
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)") { usleep(50_000) }
        let trace = NSTemporaryDirectory() + "pickerlab-idle-\(getpid()).json"
        defer { try? FileManager.default.removeItem(atPath: trace) }
        let app = Process()
        app.executableURL = URL(fileURLWithPath: pickerlab)
        app.arguments = ["--duration", "3", "--trace", trace, "--size", "1280x800"]
        app.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": ":\(n)"]) { $1 }
        app.standardOutput = FileHandle.nullDevice
        // Foundation reaps the child itself, so its CPU time is read as the growth of RUSAGE_CHILDREN.
        func childrenCPU() -> Double {
            var u = rusage()
            getrusage(RUSAGE_CHILDREN.rawValue, &u)
            return Double(u.ru_utime.tv_sec) + Double(u.ru_utime.tv_usec) / 1e6 + Double(u.ru_stime.tv_sec) + Double(u.ru_stime.tv_usec) / 1e6
        }
        let before = childrenCPU()
        guard (try? app.run()) != nil else { return }
        app.waitUntilExit()
        let cpu = childrenCPU() - before
        guard let data = FileManager.default.contents(atPath: trace),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let events = json["traceEvents"] as? [[String: Any]] else { return }
        let late = events.filter { $0["name"] as? String == "frame" && (($0["ts"] as? NSNumber)?.intValue ?? 0) > 1_000_000 }
        report.add("idle window: frames rendered between 1 s and 3 s", Double(late.count), "frames", target: "0")
        report.add("idle window: process CPU time over a 3 s run (start-up included)", cpu * 1000, "ms")
    }
}
