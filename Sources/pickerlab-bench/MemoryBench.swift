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

    /// Peak resident set size in KiB of one headless run (`wait4`'s `ru_maxrss`), or nil when it failed.
    static func peakRSS(_ executable: String, renderer: String, seconds: Double) -> Int? {
        let path = NSTemporaryDirectory() + "pickerlab-rss-\(getpid())-\(Int(seconds)).txt"
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard FileManager.default.createFile(atPath: path, contents: Data(script(seconds: seconds).utf8)) else { return nil }
        let argv = [executable, "--headless", "--renderer", renderer, "--size", "1280x800", "--script", path]
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, &cArgs, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid, status == 0 else { return nil }
        return usage.ru_maxrss
    }
}
