import Foundation

/// A glass tap with the pane scrolling at `--refresh 120`, measured as a user runs it: the `pickerlab` binary
/// itself, `--headless --refresh 120 --renderer software --size 1280x800 --trace T --script S` with glass taps,
/// read back from its trace. Headless, a frame is booked late (`missed_vsyncs`) for the periods its real work
/// overran: the virtual clock gives each frame its 8.333 ms slot, and the work is timed on the wall clock, so
/// on a loaded machine it includes the time the scheduler gave other processes. Each frame's `cpu_us` (its
/// work on the thread's CPU clock) is what the frame itself cost; the target is judged on it, the trace's
/// wall-clock count printed beside it.
enum Refresh120Bench {
    /// The script: two glass taps, each scrolling the pane one page and back, with time to settle.
    static let script = "wait 0.3\ntap glass unread\nwait 0.8\ntap glass all\nwait 0.8\n"

    static func run(into report: inout Report) {
        let pickerlab = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("pickerlab").path
        guard FileManager.default.isExecutableFile(atPath: pickerlab) else {
            report.add("refresh 120: frames whose CPU work overran 8.333 ms", .nan, "frames (needs the pickerlab binary)", target: "0")
            return
        }
        let dir = NSTemporaryDirectory() + "pickerlab-refresh120-\(getpid())"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scriptPath = dir + "/taps.txt", trace = dir + "/t.json"
        try? script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        let app = Process()
        app.executableURL = URL(fileURLWithPath: pickerlab)
        app.arguments = ["--headless", "--refresh", "120", "--renderer", "software", "--size", "1280x800",
                         "--trace", trace, "--script", scriptPath]
        app.standardOutput = FileHandle.nullDevice
        guard (try? app.run()) != nil else { return }
        app.waitUntilExit()
        guard app.terminationStatus == 0, let data = FileManager.default.contents(atPath: trace),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let events = json["traceEvents"] as? [[String: Any]] else {
            print("refresh 120: pickerlab exited \(app.terminationStatus) or wrote no readable trace")
            return
        }
        // The run's first frame (start-up: fonts, textures) is left out, as `trace summary` leaves it out.
        let frames = events.compactMap { e -> [String: Any]? in
            guard e["name"] as? String == "frame", e["ph"] as? String == "X", let a = e["args"] as? [String: Any],
                  ((a["index"] as? NSNumber)?.intValue ?? 0) > 0 else { return nil }
            return a
        }
        func values(_ key: String) -> [Double] { frames.compactMap { ($0[key] as? NSNumber)?.doubleValue } }
        let period = 1e6 / 120
        let cpu = values("cpu_us"), work = values("work_us"), missed = values("missed_vsyncs")
        let p = Stopwatch.percentile
        report.add("refresh 120, glass taps scrolling the pane (pickerlab --headless --refresh 120 --renderer software): frames whose CPU work overran 8.333 ms",
                   Double(cpu.filter { $0 > period }.count), "of \(cpu.count) frames", target: "0")
        report.add("refresh 120: frames the trace books late (missed_vsyncs > 0: wall-clock work over 8.333 ms, the load's time included)",
                   Double(missed.filter { $0 > 0 }.count), "of \(missed.count) frames")
        report.add("refresh 120: frame work p50 / p99, CPU", p(cpu, 50), "µs / \(Int(p(cpu, 99))) µs (max \(Int(cpu.max() ?? 0)) µs)")
        report.add("refresh 120: frame work p50 / p99, wall clock", p(work, 50), "µs / \(Int(p(work, 99))) µs")
    }
}
