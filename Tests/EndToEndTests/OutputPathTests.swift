import Foundation
import Testing

/// One rule for where every output is written (README, "What PickerLab reads, and the limits"): a symbolic
/// link is followed and kept, a symbolic link loop is refused as a loop with nothing written, and any file
/// name works, one character long too.
struct OutputPathTests {
    static let options = ["--trace", "--record", "--dump-scene", "--screenshot", "--capture"]

    private func isLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    @Test(arguments: options)
    func aSymbolicLinkLoopAsAnOutputIsRefusedAsALoopAndKept(option: String) throws {
        let dir = try temporaryFolder("out-loop")
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("a.out").path, b = dir.appendingPathComponent("b.out").path
        try FileManager.default.createSymbolicLink(atPath: a, withDestinationPath: b)
        try FileManager.default.createSymbolicLink(atPath: b, withDestinationPath: a)
        let r = try pickerlab(["--headless", "--frames", "3", option, a], timeout: 60)
        // Before: --screenshot and --dump-scene replaced the link with a file (exit 0); the others said
        // "Too many levels of symbolic links".
        #expect(r.status == 1, "\(option): exit \(r.status), \(r.stderr)")
        #expect(r.stderr.contains("\(a)") && r.stderr.contains("is a symbolic link loop"), "\(option): \(r.stderr)")
        #expect(isLink(a) && isLink(b), "\(option): the loop was replaced")
    }

    @Test(arguments: options)
    func aSymbolicLinkAsAnOutputWritesTheFileItPointsToAndStays(option: String) throws {
        let dir = try temporaryFolder("out-link")
        defer { try? FileManager.default.removeItem(at: dir) }
        let link = dir.appendingPathComponent("link.out").path, target = dir.appendingPathComponent("target.out").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.out")
        let r = try pickerlab(["--headless", "--frames", "3", option, link], timeout: 60)
        #expect(r.status == 0, "\(option): exit \(r.status), \(r.stderr)")
        // Before: --screenshot and --dump-scene replaced the link with a file and left the target as it was.
        #expect(isLink(link), "\(option): the link was replaced")
        let written = try Data(contentsOf: URL(fileURLWithPath: target))
        #expect(written.count > 3 && written != Data("old".utf8), "\(option): the target holds \(written.count) bytes")
    }

    @Test func aDanglingSymbolicLinkCreatesItsTarget() throws {
        let dir = try temporaryFolder("out-dangling")
        defer { try? FileManager.default.removeItem(at: dir) }
        let link = dir.appendingPathComponent("d.json").path, target = dir.appendingPathComponent("new.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "new.json")
        let r = try pickerlab(["--headless", "--frames", "3", "--dump-scene", link], timeout: 60)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(isLink(link) && FileManager.default.fileExists(atPath: target))
    }

    @Test func aScriptsOutputsFollowTheSameRule() throws {
        let dir = try temporaryFolder("out-script")
        defer { try? FileManager.default.removeItem(at: dir) }
        for (a, b) in [("l1", "l2"), ("l3", "l4"), ("l5", "l6")] {
            try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent(a).path, withDestinationPath: b)
            try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent(b).path, withDestinationPath: a)
        }
        let script = dir.appendingPathComponent("s.txt")
        try Data("dump l1\nscreenshot l3\ncapture start l5\nwait 0.1\ncapture stop\n".utf8).write(to: script)
        let r = try pickerlab(["--headless", "--script", script.path], timeout: 60, currentDirectory: dir)
        #expect(r.status == 1, "exit \(r.status), \(r.stderr)")
        for (line, name) in [(1, "l1"), (2, "l3"), (3, "l5")] {
            // (The capture's warning does not name its line yet.)
            #expect((line == 3 || r.stderr.contains("s.txt:\(line):")) && r.stderr.contains("\(name): is a symbolic link loop"), "\(name): \(r.stderr)")
            #expect(isLink(dir.appendingPathComponent(name).path), "\(name) was replaced")
        }
    }

    @Test(arguments: options)
    func aOneCharacterFileNameIsAnOutputLikeAnyOther(option: String) throws {
        let dir = try temporaryFolder("out-short")
        defer { try? FileManager.default.removeItem(at: dir) }
        // Before: Foundation's deletingLastPathComponent crashed on "x" (signal 4) in the outputs' alias check.
        let r = try pickerlab(["--headless", "--frames", "3", option, "x"], timeout: 60, currentDirectory: dir)
        #expect(r.status == 0, "\(option): exit \(r.status), \(r.stderr.prefix(300))")
        #expect(((try? Data(contentsOf: dir.appendingPathComponent("x"))) ?? Data()).count > 0, "\(option): nothing written")
    }
}

/// Each exit output that cannot be written is named (a breaker's find: only the screenshot's failure was
/// printed, and a dump lost on a full disk went unmentioned).
struct ExitOutputFailureTests {
    @Test func everyExitOutputThatFailsIsNamedOnItsOwnLine() throws {
        let r = try pickerlab(["--headless", "--frames", "2", "--dump-scene", "/nonexistent-pl/d.json",
                               "--screenshot", "/nonexistent-pl/s.png"], timeout: 60)
        #expect(r.status == 1, "exit \(r.status), \(r.stderr)")
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("pickerlab: ") && $0.contains("/nonexistent-pl/s.png") }, "\(r.stderr)")
        #expect(lines.contains { $0.hasPrefix("pickerlab: ") && $0.contains("/nonexistent-pl/d.json") }, "\(r.stderr)")
    }
}
