import Foundation

/// Memory does not grow with a session: peak RSS of `pickerlab --headless` (release) over 60 s of continuous
/// animation (taps every 0.15 s, virtual time) divided by its peak over 2 s, for each renderer.
enum MemoryBench {
    static func run(into report: inout Report) {
        let pickerlab = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("pickerlab").path
        guard FileManager.default.isExecutableFile(atPath: pickerlab) else {
            report.add("peak RSS 60 s ÷ 2 s of animation", .nan, "ratio (needs the pickerlab binary)")
            return
        }
        for renderer in ["software", "opengl"] {
            guard let short = peakRSS(pickerlab, renderer: renderer, seconds: 2),
                  let long = peakRSS(pickerlab, renderer: renderer, seconds: 60) else {
                print("peak RSS (\(renderer)): the run failed; left out")
                continue
            }
            report.add("peak RSS after 2 s of animation (\(renderer))", Double(short) / 1024, "MB")
            report.add("peak RSS after 60 s ÷ after 2 s of animation (\(renderer))", Double(long) / Double(max(1, short)), "ratio", target: "≤ 1.15")
        }
    }

    /// The script: taps back and forth on the glass and the pill for `seconds` of virtual time.
    static func script(seconds: Double) -> String {
        var lines: [String] = []
        for _ in 0..<max(1, Int(seconds / 0.3)) {
            lines += ["tap glass unread", "tap pill UIKit", "wait 0.15", "tap glass all", "tap pill SwiftUI", "wait 0.15"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Peak resident set size in KiB of one headless run, as GNU time reports it (`ru_maxrss` of a child that
    /// this large process spawned would include this process's own high-water mark, which Linux carries across
    /// `execve`), or nil when it failed.
    static func peakRSS(_ executable: String, renderer: String, seconds: Double) -> Int? {
        let path = NSTemporaryDirectory() + "pickerlab-rss-\(getpid())-\(Int(seconds)).txt"
        let out = path + ".rss"
        defer { try? FileManager.default.removeItem(atPath: path); try? FileManager.default.removeItem(atPath: out) }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/time"),
              FileManager.default.createFile(atPath: path, contents: Data(script(seconds: seconds).utf8)) else { return nil }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        p.arguments = ["-o", out, "-f", "%M", executable, "--headless", "--renderer", renderer, "--size", "1280x800", "--script", path]
        p.standardOutput = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return nil }
        p.waitUntilExit()
        guard p.terminationStatus == 0, let text = try? String(contentsOfFile: out, encoding: .utf8) else { return nil }
        return text.split(separator: "\n").compactMap { Int($0) }.last
    }
}
