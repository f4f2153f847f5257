@testable import Controls
import Foundation
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// A new folder for one test's files.
private func folder() throws -> String {
    let p = NSTemporaryDirectory() + "robust-input-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    try FileManager.default.createDirectory(atPath: p, withIntermediateDirectories: true)
    return p
}

/// The error reading the picker file at `path` gives, or "" when it reads.
private func pickerError(_ path: String) -> String {
    do { _ = try PickerFile.read(path, icons: [:]); return "" } catch { return "\(error)" }
}

/// The error parsing `json` as a picker file gives, or "" when it parses.
private func parseError(_ json: String, icons: [String: UInt32] = [:], iconProblem: String? = nil) -> String {
    do { _ = try PickerFile.parse(Array(json.utf8), path: "p.json", icons: icons, iconProblem: iconProblem); return "" } catch { return "\(error)" }
}

/// Issue 24: hostile files read by every path, hot reload of them, and the one title rule of picker files
/// and scripts.
@MainActor
struct RobustInputTests {
    // MARK: - Item 6: chmod 000 → 644 re-reads

    @Test func aChmodAloneMakesTheWatcherReadTheFileAgain() throws {
        // After a save under chmod 000 (unreadable), `chmod 644` changes neither the modification time nor
        // the size: the watcher must still read the file again. We are root (permissions do not stop us), so
        // the unread save is made by writing new bytes of the same size and putting the old mtime back.
        let dir = try folder()
        let path = dir + "/p.json"
        let url = URL(fileURLWithPath: path)
        try Data(#"{"controls": [{"id": "m", "style": "pill", "segments": ["a", "b"]}]}"#.utf8).write(to: url)
        var o = Options()
        o.headless = true
        o.pickerPaths = [path]
        o.onlyPickers = true
        let app = App(options: o, host: NullHost(), pickers: try PickerFile.read(path, icons: [:]))
        var before = stat()
        #expect(stat(path, &before) == 0)
        let watcher = PickerWatcher(paths: [path])
        #expect(chmod(path, 0o000) == 0)
        try Data(#"{"controls": [{"id": "m", "style": "pill", "segments": ["x", "y"]}]}"#.utf8).write(to: url)
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        #expect(chmod(path, 0o000) == 0)
        #expect(chmod(path, 0o644) == 0)
        #expect(watcher.poll())     // before: mtime and size unchanged, so never read again
        #expect(app.reloadPickers() == nil && app.gallery.control("m")?.segments.map(\.title) == ["x", "y"])
        #expect(!watcher.poll())
    }

    // MARK: - Item 6: the inspector after a reload

    @Test func aReloadThatRemovesTheInspectedControlShowsAnotherOne() throws {
        let dir = try folder()
        let path = dir + "/p.json"
        let url = URL(fileURLWithPath: path)
        try Data(#"{"controls": [{"id": "first", "style": "pill", "segments": ["a", "b"]}, {"id": "second", "style": "track", "segments": ["c", "d"]}]}"#.utf8).write(to: url)
        var o = Options()
        o.headless = true
        o.pickerPaths = [path]
        o.onlyPickers = true
        o.inspector = true
        let app = App(options: o, host: NullHost(), pickers: try PickerFile.read(path, icons: [:]))
        try app.step()
        #expect(app.sceneDump()["inspector"].flatMap { ($0 as? [String: Any])?["control"] as? String } == "first")
        try Data(#"{"controls": [{"id": "second", "style": "track", "segments": ["c", "d"]}]}"#.utf8).write(to: url)
        #expect(app.reloadPickers() == nil)
        try app.step()
        // Before: the panel still named "first", a control no longer in the window.
        #expect(app.sceneDump()["inspector"].flatMap { ($0 as? [String: Any])?["control"] as? String } == "second")
    }

    // MARK: - Items 5 and 9: one title rule

    @Test func combiningMarksPerCharacterAreLimitedInPickerFilesAndScripts() throws {
        let zalgo = "a" + String(repeating: "\u{0301}", count: 301)
        let e = parseError(#"{"controls": [{"id": "m", "style": "pill", "segments": ["\#(zalgo)"]}]}"#)
        #expect(e.contains(#""segments": a title's character 1 has 301 combining marks; at most 8 a character"#), "\(e)")
        // Vietnamese (two marks on one letter) is fine.
        #expect(parseError(#"{"controls": [{"id": "m", "style": "pill", "segments": ["Tiê\#u{0301}ng Viê\#u{0323}t"]}]}"#) == "")
        let script = "segments pill \"ok\" \"\(zalgo)\""
        #expect(throws: ScriptError(path: "s", line: 1, message: "segments: title 2: a title's character 1 has 301 combining marks; at most 8 a character")) {
            try Script.parse(script, path: "s", catalog: ["pill": ["a", "b"]])
        }
    }

    @Test(arguments: ["\u{0}", "\t", "\u{1b}[31m", "\u{7f}", "\u{9b}"])
    func aScriptsSegmentsRefuseControlCharactersLikePickerFiles(bad: String) throws {
        #expect(throws: ScriptError(path: "s", line: 1, message: "segments: title 1: a title is text without control characters")) {
            try Script.parse("segments pill \"x\(bad)y\"", path: "s", catalog: ["pill": ["a", "b"]])
        }
    }

    @Test func aLineSeparatorIsRefusedInPickerFilesAsScriptsCannotNameIt() {
        let e = parseError(#"{"controls": [{"id": "m", "style": "pill", "segments": ["a\u2028b"]}]}"#)
        #expect(e.contains("a title is one line of text (no line or paragraph separator U+2028/U+2029)"), "\(e)")
        #expect(SegmentTitle.problem("a\u{2029}b") != nil && SegmentTitle.problem("a b") == nil)
    }

    @Test func repeatedTitlesAreNamedByIndexAndNFCAndNFDAreDifferentTitles() throws {
        let nfc = "\u{e9}", nfd = "e\u{301}"
        let catalog: Script.Catalog = ["d": ["x", "a", "a", nfc, nfd]]
        let s = try Script.parse("tap d #2\nexpect selected d #2\ntap d \(nfd)\ntap d #1\ntap d a", path: "s", catalog: catalog)
        // Before: "#2" became the title "a", and the runner clicked the first "a" (segment 1).
        #expect(s.lines.map(\.command) == [.tap(control: "d", label: "#2"), .expectSelected(control: "d", label: "#2"),
                                             .tap(control: "d", label: nfd), .tap(control: "d", label: "a"), .tap(control: "d", label: "a")])
        #expect(Script.segmentIndex(nfd, in: catalog["d"]!!) == 4 && Script.segmentIndex(nfc, in: catalog["d"]!!) == 3)
        #expect(Script.segmentIndex("#2", in: catalog["d"]!!) == 2 && Script.segmentIndex("A", in: catalog["d"]!!) == 1)
    }

    @Test func aScriptTapsAndChecksTheRepeatedTitleItNames() throws {
        var o = Options()
        o.headless = true
        o.onlyPickers = true
        o.pickerPaths = ["d.json"]
        let defs = try PickerFile.parse(Array(#"{"controls": [{"id": "d", "style": "pill", "segments": ["a", "a", "a", "\u00e9", "e\u0301"]}]}"#.utf8), path: "d.json", icons: [:])
        let app = App(options: o, host: NullHost(), pickers: defs)
        let text = "wait 0.2\ntap d #2\nwait 0.5\nexpect selected d #2\ntap d e\u{301}\nwait 0.5\nexpect selected d #4\nexpect selected d #3\n"
        let runner = try runScript(app, text, path: "s.txt", expectPassing: false)
        #expect(app.gallery.control("d")?.selectedIndex == 4)
        // Only the last line fails: before, "#2" clicked segment 0, and NFD "é" tapped NFC "é" (#3).
        #expect(runner.failures == ["s.txt:8: expected d selected \u{e9} (#3), got e\u{301} (#4)"], "\(runner.failures)")
    }

    // MARK: - Item 10: a recording's set spring for a picker-file control replays

    @Test func setSpringNamesAPickerFilesControl() throws {
        let s = try Script.parse("set spring plans=bouncy", path: "r.txt", catalog: ["plans": ["a", "b"], "pager": nil])
        guard case .set(.spring(let o)) = s.lines[0].command else { Issue.record("not a spring"); return }
        #expect(o.control == "plans" && o.spec == "bouncy")
        #expect(throws: ScriptError(path: "r.txt", line: 1, message: "unknown style 'nosuch' (known: plans)")) {
            try Script.parse("set spring nosuch=bouncy", path: "r.txt", catalog: ["plans": ["a", "b"], "pager": nil])
        }
    }

    // MARK: - Item 7: layouts that cannot fit

    @Test func indicatorKeysBelongToTheirShape() {
        #expect(parseError(#"{"controls": [{"id": "m", "style": "pill", "indicator": {"shape": "capsule", "radius": 4}, "segments": ["a"]}]}"#)
            == #"p.json:1:78: "radius": a capsule indicator has no radius (only roundedRect takes one)"#)
        #expect(parseError(#"{"controls": [{"id": "m", "style": "pill", "indicator": {"shape": "roundedRect", "radius": "x"}, "segments": ["a"]}]}"#)
            .contains(#""radius": expected a number"#))
        #expect(parseError(#"{"controls": [{"id": "m", "style": "pill", "indicator": {"shape": "roundedRect", "radius": -5}, "segments": ["a"]}]}"#)
            .contains(#""radius": expected a number from 0 to 100, got -5"#))
        #expect(parseError(#"{"controls": [{"id": "m", "style": "pill", "indicator": {"shape": "underline", "radius": 2}, "segments": ["a"]}]}"#)
            .contains("an underline indicator has no radius"))
    }

    @Test func aPaddingOrAnUnderlineThatCannotFitTheHeightIsRefusedNamingItsKey() {
        let pad = parseError(#"{"controls": [{"id": "m", "style": "pill", "height": 16, "padding": 40, "segments": ["a"]}]}"#)
        #expect(pad == #"p.json:1:69: "padding": expected at most 6 for height 16 (the indicator needs 4 points inside), got 40"#, "\(pad)")
        let thick = parseError(#"{"controls": [{"id": "m", "style": "pill", "height": 16, "indicator": {"shape": "underline", "thickness": 20}, "segments": ["a"]}]}"#)
        #expect(thick.contains(#""thickness": an underline 20 thick does not fit inside height 16 less the padding"#), "\(thick)")
        #expect(parseError(#"{"controls": [{"id": "m", "style": "pill", "height": 16, "indicator": {"shape": "underline", "thickness": 3}, "segments": ["a"]}]}"#) == "")
    }

    // MARK: - Item 3: outputs compared by device and inode

    @Test func hardLinkedOutputsAreTheSameFile() throws {
        let dir = try folder()
        #expect(FileManager.default.createFile(atPath: dir + "/t.json", contents: nil))
        #expect(link(dir + "/t.json", dir + "/r.txt") == 0)
        // Before: different paths, so exit 0 and a trace the recording wrote over.
        #expect(throws: OptionError("--record and --trace name the same file '\(dir)/r.txt'")) {
            try Options.parse(["--trace", dir + "/t.json", "--record", dir + "/r.txt"])
        }
        #expect(throws: OptionError("--capture and --trace name the same file '\(dir)/sub/../t.json'")) {
            try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
            return try Options.parse(["--trace", dir + "/t.json", "--capture", dir + "/sub/../t.json"])
        }
    }
}

/// Issue 24, items 1 and 2: the paths that hung before run under a time limit (no main actor, so a queue of
/// other tests does not count against it).
@Suite(.timeLimit(.minutes(1)))
struct RobustFileTests {
    // MARK: - Item 1: files that never end

    @Test func aPickerFileThatIsDevZeroAFIFOOrHugeIsRefusedByWhatItIs() throws {
        let dir = try folder()
        #expect(symlink("/dev/zero", dir + "/zero.json") == 0)
        #expect(mkfifo(dir + "/fifo.json", 0o644) == 0)
        #expect(FileManager.default.createFile(atPath: dir + "/huge.json", contents: nil) && truncate(dir + "/huge.json", 3 << 30) == 0)
        // Before: /dev/zero grew memory without end, the FIFO blocked in open(2), the sparse file was read whole.
        #expect(pickerError("/dev/zero") == "/dev/zero: is a character device, not a regular file; a picker file is read from a regular file")
        #expect(pickerError(dir + "/zero.json").hasSuffix("zero.json: is a character device, not a regular file; a picker file is read from a regular file"))
        #expect(pickerError(dir + "/fifo.json").hasSuffix("fifo.json: is a FIFO (named pipe), not a regular file; a picker file is read from a regular file"))
        #expect(pickerError(dir + "/huge.json").hasSuffix("huge.json: is 3 GB; a picker file is at most 4 MB"))
    }

    @Test func aScriptThatIsADeviceIsRefusedAndOneThatIsALoopIsCalledALoop() throws {
        let dir = try folder()
        #expect(symlink(dir + "/a", dir + "/b") == 0 && symlink(dir + "/b", dir + "/a") == 0)
        #expect(throws: OptionError("--script: cannot read '/dev/zero': is a character device, not a regular file; a script is read from a regular file")) {
            try ScriptSource.read("/dev/zero")
        }
        #expect(throws: OptionError("--script: cannot read '\(dir)/a': is a symbolic link loop (too many levels of symbolic links)")) {
            try ScriptSource.read(dir + "/a")
        }
    }

    @Test func hotReloadOntoDevZeroOrAFIFOIsAChangeWithItsReasonNotAHang() throws {
        let dir = try folder()
        let path = dir + "/p.json"
        try Data(#"{"controls": [{"id": "m", "style": "pill", "segments": ["a", "b"]}]}"#.utf8).write(to: URL(fileURLWithPath: path))
        let watcher = PickerWatcher(paths: [path])
        #expect(!watcher.poll())
        try FileManager.default.removeItem(atPath: path)
        #expect(symlink("/dev/zero", path) == 0)
        #expect(watcher.poll())            // before: read /dev/zero without end (about 1 GB/s)
        #expect(pickerError(path).contains("is a character device"))
        try FileManager.default.removeItem(atPath: path)
        #expect(mkfifo(path, 0o644) == 0)
        #expect(watcher.poll())            // before: blocked in open(2) until a writer came
        #expect(!watcher.poll())
    }

    // MARK: - Item 2: the icon codepoints list

    @Test func anEmptyGarbageOrFIFOCodepointsListIsReportedForWhatItIs() throws {
        let dir = try folder()
        try FileManager.default.createDirectory(atPath: dir + "/fonts", withIntermediateDirectories: true)
        let list = dir + "/" + IconCatalog.file
        #expect(IconCatalog.read(assetsDirectory: dir).problem == "the codepoints list fonts/MaterialIcons-codepoints.txt is missing from the assets")
        try Data().write(to: URL(fileURLWithPath: list))
        #expect(IconCatalog.read(assetsDirectory: dir).problem == "the codepoints list \(list) is empty")
        try Data("\u{7f}ELF garbage\nnot a list at all\n".utf8).write(to: URL(fileURLWithPath: list))
        #expect(IconCatalog.read(assetsDirectory: dir).problem?.hasPrefix("the codepoints list \(list) has no 'name hex' line") == true)
        try FileManager.default.removeItem(atPath: list)
        #expect(mkfifo(list, 0o644) == 0)
        #expect(IconCatalog.read(assetsDirectory: dir).problem == "the codepoints list \(list) is a FIFO (named pipe), not a regular file; the icon codepoints list is read from a regular file")
        // The picker file's unknown-icon error says so instead of "missing".
        let problem = IconCatalog.read(assetsDirectory: dir).problem
        let e = parseError(#"{"controls": [{"id": "m", "style": "icons", "segments": [{"title": "a", "icon": "home"}]}]}"#, iconProblem: problem)
        #expect(e.contains("unknown Material Icons name 'home' (the codepoints list \(list) is a FIFO"), "\(e)")
    }

}
