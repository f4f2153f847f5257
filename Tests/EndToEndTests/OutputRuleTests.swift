import Foundation
import Testing

/// The outputs rule before anything runs (README, "What PickerLab reads, and the limits"): a capture's later
/// files (`FILE-2.png`, … after a resize) and a script's `screenshot`, `dump` and `capture start` are outputs
/// like the options': one naming an input or another output is exit 2, one line, and every file is kept.
struct OutputRuleTests {
    static let picker = #"{"controls": [{"id": "plans", "style": "pill", "segments": ["Free", "Pro"]}]}"#
    static let resizes = "wait 0.1\nresize 500 300\nwait 0.1\nresize 700 500\nwait 0.1\n"

    private func write(_ text: String, _ url: URL) throws { try text.write(to: url, atomically: true, encoding: .utf8) }
    private func read(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }

    @Test func aCapturesLaterFilesNamingTheInputsAreRefusedAndTheInputsKept() throws {
        let dir = try temporaryFolder("rollover-in")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("c-2.png"), picker = dir.appendingPathComponent("c-3.png")
        try write(Self.resizes, script)
        try write(Self.picker, picker)
        let r = try pickerlab(["--headless", "--script", script.path, "--picker", picker.path, "--capture", "c.png"], currentDirectory: dir)
        // Before: exit 0, the script resized twice and the capture's c-2.png and c-3.png replaced both files.
        #expect(r.status == 2, "exit \(r.status), \(r.stderr)")
        #expect(r.stderr == "pickerlab: --capture c.png: after a resize it goes on in c-2.png, and that is the --script file\n", "\(r.stderr)")
        #expect(read(script) == Self.resizes && read(picker) == Self.picker)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("c.png").path))
    }

    @Test func aCapturesLaterFileNamingAnotherOutputIsRefused() throws {
        let dir = try temporaryFolder("rollover-out")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.txt")
        try write(Self.resizes, script)
        let r = try pickerlab(["--headless", "--script", script.path, "--capture", "d.png", "--trace", "d-2.png"], currentDirectory: dir)
        // Before: exit 0, and d-2.png held the trace and the capture's second part written over each other.
        #expect(r.status == 2, "exit \(r.status), \(r.stderr)")
        #expect(r.stderr.contains("--capture d.png: after a resize it goes on in d-2.png, and that is the file --trace writes"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("d-2.png").path))
        // By inode: a hard link to an existing part is that part (`old.json` is `e-7.png`).
        let old = dir.appendingPathComponent("old.json")
        try write("{}", old)
        #expect(link(old.path, dir.appendingPathComponent("e-7.png").path) == 0)
        let linked = try pickerlab(["--headless", "--frames", "2", "--capture", "e.png", "--dump-scene", "old.json"], currentDirectory: dir)
        #expect(linked.status == 2 && linked.stderr.contains("goes on in e-7.png, and that is the file --dump-scene writes"), "\(linked.stderr)")
        #expect(read(old) == "{}")
        // A name of that form that is not a part (`d-02.png`, `d-1.png`) is not refused.
        let fine = try pickerlab(["--headless", "--frames", "2", "--capture", "f.png", "--trace", "f-1.png", "--dump-scene", "f-02.png"], currentDirectory: dir)
        #expect(fine.status == 0, "\(fine.stderr)")
    }

    /// A script's output line that would write over an input or an option's output: (script text, options
    /// besides `--script`, the message after `FILE:LINE: `).
    static let scriptCases: [(String, [String], String)] = [
        ("wait 0.1\ndump self.txt\n", [], "dump self.txt: that is the --script file"),
        ("wait 0.1\nscreenshot p.json\n", ["--picker", "p.json"], "screenshot p.json: that is the --picker file"),
        ("wait 0.1\ndump same.json\n", ["--dump-scene", "same.json"], "dump same.json: that is the file --dump-scene writes"),
        ("wait 0.1\ncapture start t.json\nwait 0.1\ncapture stop\n", ["--trace", "t.json"], "capture start t.json: that is the file --trace writes"),
        ("wait 0.1\nscreenshot c-2.png\n", ["--capture", "c.png"], "screenshot c-2.png: that is the file --capture c.png goes on in after a resize (part 2)"),
        ("wait 0.1\ncapture start e.png\nresize 500 300\nwait 0.1\ncapture stop\n", ["--record", "e-2.png"],
         "capture start e.png: after a resize it goes on in e-2.png, and that is the file --record writes"),
    ]

    @Test(arguments: 0..<scriptCases.count)
    func aScriptsOutputOverAnInputOrAnOutputIsAMalformedLine(index: Int) throws {
        let (text, options, message) = Self.scriptCases[index]
        let dir = try temporaryFolder("script-outputs")
        defer { try? FileManager.default.removeItem(at: dir) }
        try write(text, dir.appendingPathComponent("self.txt"))
        try write(Self.picker, dir.appendingPathComponent("p.json"))
        let before = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        let r = try pickerlab(["--headless", "--script", "self.txt"] + options, currentDirectory: dir)
        // Before: exit 0 (the script's file and the picker file replaced, the dump replaced at exit) or 1.
        #expect(r.status == 2, "exit \(r.status), \(r.stderr)")
        #expect(r.stderr == "pickerlab: self.txt:2: \(message)\n", "\(r.stderr)")
        #expect(read(dir.appendingPathComponent("self.txt")) == text && read(dir.appendingPathComponent("p.json")) == Self.picker)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == before, "a file was written")
    }
}
