import Foundation
import Testing

/// A script as long as it may be is parsed and scheduled in bounded memory, and one command more is refused
/// with one line, exit 2 (a 64 MB script of `key A` lines once took 3.2 GB and aborted).
@Suite(.serialized)
struct ScriptSizeLimitTests {
    /// Writes `wait 100` then `count - 1` `key A` lines (nothing runs within the run's one frame).
    func write(commands count: Int, to url: URL) throws {
        FileManager.default.createFile(atPath: url.path, contents: nil)
        let out = try FileHandle(forWritingTo: url)
        out.write(Data("wait 100\n".utf8))
        let chunk = Data(String(repeating: "key A\n", count: 100_000).utf8)
        var left = count - 1
        while left >= 100_000 { out.write(chunk); left -= 100_000 }
        out.write(Data(String(repeating: "key A\n", count: left).utf8))
        try out.close()
    }

    @Test func theMostCommandsAScriptMayHoldFitInAFewHundredMegabytes() throws {
        let dir = try temporaryFolder("scriptmax")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("max.txt"), rss = dir.appendingPathComponent("rss")
        try write(commands: 2_000_000, to: script)
        let r = try run("/usr/bin/time", ["-o", rss.path, "-f", "%M", pickerlabPath, "--headless", "--frames", "1", "--script", script.path], timeout: 600)
        #expect(r.status == 0, "\(r.stderr)")
        let kib = Int(try String(contentsOf: rss, encoding: .utf8).split(separator: "\n").last(where: { Int($0) != nil }) ?? "") ?? .max
        // Measured: ~470 MB (the app itself ~135 MB, ~165 bytes a command); before, ~800 bytes a command (1.7 GB).
        #expect(kib < 700 * 1024, "peak RSS \(kib) KiB for 2,000,000 commands")
    }

    @Test func oneCommandMoreIsRefusedWithOneLineAndExitTwo() throws {
        let dir = try temporaryFolder("scriptover")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("over.txt")
        try write(commands: 2_000_001, to: script)
        let r = try pickerlab(["--headless", "--frames", "1", "--script", script.path], timeout: 600)
        #expect(r.status == 2)
        #expect(r.stderr == "pickerlab: \(script.path):2000001: more than 2000000 commands (a script holds at most 2000000; split it into several runs)\n", "\(r.stderr)")
    }
}
