import Foundation
import Testing

/// Issue 24 from the command line: files that never end, outputs that alias, captures after a resize and a
/// full disk, the renderer asked for, and the tour's folder.
@Suite struct RobustCommandLineTests {
    private func write(_ text: String, _ url: URL) throws { try text.write(to: url, atomically: true, encoding: .utf8) }

    private func size(_ url: URL) throws -> (Int, Int) { try pngSize(url) }

    @Test func aPickerFileThatNeverEndsOrAFIFOWithNoWriterIsRefusedAtOnce() throws {
        let dir = try temporaryFolder("endless")
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(mkfifo(dir.appendingPathComponent("fifo.json").path, 0o644) == 0)
        // Before: /dev/zero grew 4 GB in 6 s and never ended; the FIFO blocked in open(2) silently.
        let zero = try pickerlab(["--headless", "--frames", "1", "--picker", "/dev/zero"], timeout: 30)
        #expect(zero.status == 2 && zero.stderr == "pickerlab: /dev/zero: is a character device, not a regular file; a picker file is read from a regular file\n", "\(zero.stderr)")
        let fifo = try pickerlab(["--headless", "--frames", "1", "--picker", dir.appendingPathComponent("fifo.json").path], timeout: 30)
        #expect(fifo.status == 2 && fifo.stderr.contains("fifo.json: is a FIFO (named pipe), not a regular file"), "\(fifo.stderr)")
    }

    @Test func aFontThatIsAFIFOFailsStartUpNamingIt() throws {
        let dir = try temporaryFolder("fontfifo")
        defer { try? FileManager.default.removeItem(at: dir) }
        let fonts = dir.appendingPathComponent("fonts")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("assets/fonts"), to: fonts)
        let icon = fonts.appendingPathComponent("MaterialIcons-Regular.ttf")
        try FileManager.default.removeItem(at: icon)
        #expect(mkfifo(icon.path, 0o644) == 0)
        // Before: start-up hung silently in SDL_ttf's open of the FIFO.
        let r = try pickerlab(["--headless", "--frames", "1", "--assets", dir.path], timeout: 30)
        #expect(r.status == 1 && r.stderr.contains("cannot load font \(icon.path): is a FIFO (named pipe), not a regular file"), "\(r.stderr)")
    }

    @Test func traceCommandsFollowSymbolicLinksAndNameALoop() throws {
        let dir = try temporaryFolder("tracelink")
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = dir.appendingPathComponent("t.json")
        #expect(try pickerlab(["--headless", "--frames", "5", "--trace", trace.path]).status == 0)
        let link = dir.appendingPathComponent("link.json")
        #expect(symlink(trace.path, link.path) == 0)
        // Before: "not a regular file (a FIFO…)" for a link to a good trace.
        let summary = try pickerlab(["trace", "summary", link.path])
        #expect(summary.status == 0 && summary.stdout.contains("frames"), "\(summary.stderr)")
        let a = dir.appendingPathComponent("a.json").path, b = dir.appendingPathComponent("b.json").path
        #expect(symlink(a, b) == 0 && symlink(b, a) == 0)
        // Before: "no such file".
        for verb in [["summary", a], ["repair", a], ["compare", a, trace.path]] {
            let r = try pickerlab(["trace"] + verb)
            #expect(r.status == 2 && r.stderr.contains("\(a): is a symbolic link loop"), "\(verb): \(r.stderr)")
        }
    }

    @Test(arguments: ["opengl", "opengles2"])
    func anExplicitRendererWinsOverSDLRenderDriver(driver: String) throws {
        let dir = try temporaryFolder("renderer")
        defer { try? FileManager.default.removeItem(at: dir) }
        let dump = dir.appendingPathComponent("d.json")
        let r = try pickerlab(["--headless", "--frames", "1", "--renderer", "software", "--dump-scene", dump.path], environment: ["SDL_RENDER_DRIVER": driver])
        #expect(r.status == 0, "\(r.stderr)")
        // Before: SDL_RENDER_DRIVER silently replaced the software renderer asked for.
        #expect(try readJSON(dump)["renderer"] as? String == "software")
    }

    @Test(.enabled(if: FullDisk.available, FullDisk.skipReason))
    func theTourInAReadOnlyFolderSaysWhereItWritesAndHowToChooseAnother() throws {
        let disk = try FullDisk(readOnly: true)
        defer { disk.unmount() }
        let r = try pickerlab([], currentDirectory: disk.folder)
        // Before: "--tour-dir: cannot create folder…" and exit 2, although no option was given.
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.contains("runs the headless tour, which writes to pickerlab-tour/ in the working folder \(disk.folder.path)"), "\(r.stderr)")
        #expect(r.stderr.contains("Read-only file system") && r.stderr.contains("pass --tour-dir DIR"), "\(r.stderr)")
        #expect(!r.stderr.hasPrefix("pickerlab: --tour-dir"))
    }

    @Test(.enabled(if: FullDisk.available, FullDisk.skipReason))
    func captureStopAfterAFullDiskSaysTheCaptureEndedThere() throws {
        let disk = try FullDisk(kilobytes: 512, freeKilobytes: 100)
        defer { disk.unmount() }
        let dir = try temporaryFolder("capturestop")
        defer { try? FileManager.default.removeItem(at: dir) }
        let apng = disk.folder.appendingPathComponent("c.png"), script = dir.appendingPathComponent("s.txt")
        try write("capture start \(apng.path)\ntap pill iOS\nwait 0.3\ntap glass #2\nwait 0.3\ntap pill #2\nwait 0.5\ncapture stop\n", script)
        let r = try pickerlab(["--headless", "--script", script.path])
        #expect(r.status == 1)
        // Before: "capture stop without a capture in progress".
        let stop = r.stderr.split(separator: "\n").first { $0.contains("s.txt:8:") } ?? ""
        #expect(stop.contains("capture stop after the capture to \(apng.path) ended at its frame ") && stop.contains("No space left on device"), "\(r.stderr)")
    }

    @Test func aCaptureAfterAResizeGoesOnInAFileOfTheNewSize() throws {
        let dir = try temporaryFolder("captureresize")
        defer { try? FileManager.default.removeItem(at: dir) }
        let apng = dir.appendingPathComponent("c.png"), script = dir.appendingPathComponent("s.txt")
        try write("wait 0.1\nresize 500 300\ntap pill iOS\nwait 0.3\nresize 700 500\nwait 0.1\n", script)
        let r = try pickerlab(["--headless", "--size", "600x400", "--script", script.path, "--capture", apng.path])
        #expect(r.status == 0, "\(r.stderr)")
        // Before: one file at the first size, the shrunk frames padded with transparency, the grown ones cut.
        #expect(try size(apng) == (600, 400))
        #expect(try size(dir.appendingPathComponent("c-2.png")) == (500, 300))
        #expect(try size(dir.appendingPathComponent("c-3.png")) == (700, 500))
        #expect(r.stderr.contains("the capture goes on in \(dir.appendingPathComponent("c-2.png").path)"), "\(r.stderr)")
    }

    /// The delay of the APNG's first frame, in seconds (its first `fcTL`'s delay_num / delay_den).
    private func firstDelay(_ url: URL) throws -> Double {
        let d = [UInt8](try Data(contentsOf: url))
        guard let at = (8..<(d.count - 4)).first(where: { d[$0] == 0x66 && d[$0 + 1] == 0x63 && d[$0 + 2] == 0x54 && d[$0 + 3] == 0x4C }) else { return -1 }
        let num = Int(d[at + 24]) << 8 | Int(d[at + 25]), den = Int(d[at + 26]) << 8 | Int(d[at + 27])
        return Double(num) / Double(den == 0 ? 100 : den)
    }

    @Test func aWindowsCaptureStartsAtTheFirstInputNotAtLaunch() throws {
        let xvfb = try Xvfb()
        defer { xvfb.stop() }
        let dir = try temporaryFolder("capturestart")
        defer { try? FileManager.default.removeItem(at: dir) }
        let apng = dir.appendingPathComponent("c.png"), script = dir.appendingPathComponent("s.txt")
        try write("wait 2\ntap pill iOS\nwait 0.6\n", script)
        let app = try launchPickerlab(["--script", script.path, "--capture", apng.path], display: xvfb.display)
        #expect(waitForExit(app, timeout: 60) == 0)
        // Before: the first frame was the launch's, held for the two seconds before the first input.
        let first = try firstDelay(apng)
        #expect(first >= 0 && first < 1, "the first frame lasts \(first) s")
    }

    @Test func scriptOutputsAreCheckedAgainstTheRunsOutputsByInode() throws {
        let dir = try temporaryFolder("scriptalias")
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = dir.appendingPathComponent("t.json"), capture = dir.appendingPathComponent("c.png"), script = dir.appendingPathComponent("s.txt")
        let linked = dir.appendingPathComponent("same.json")
        // `same.json` is a hard link to the trace: the same file, refused before anything runs (exit 2).
        #expect(FileManager.default.createFile(atPath: trace.path, contents: Data("kept".utf8)) && link(trace.path, linked.path) == 0)
        try write("wait 0.1\nscreenshot \(linked.path)\n", script)
        let early = try pickerlab(["--headless", "--script", script.path, "--trace", trace.path])
        // Before (round 4): a warning when the line ran, exit 1.
        #expect(early.status == 2 && early.stderr == "pickerlab: \(script.path):2: screenshot \(linked.path): that is the file --trace writes\n", "\(early.stderr)")
        #expect(try String(contentsOf: trace, encoding: .utf8) == "kept")
        // Against the script's own capture in progress the check is when the line runs: a warning, exit 1.
        try write("wait 0.1\ncapture start \(capture.path)\ntap pill iOS\nwait 0.2\ndump \(capture.path)\nwait 0.2\ncapture stop\n", script)
        let r = try pickerlab(["--headless", "--script", script.path, "--trace", trace.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("s.txt:5: dump \(capture.path): that is the file the capture in progress (\(capture.path)) writes; not written"), "\(r.stderr)")
        // Before: the dump wrote over the capture. Both are whole.
        #expect(try pickerlab(["trace", "summary", trace.path]).status == 0)
        let d = [UInt8](try Data(contentsOf: capture))
        #expect(d.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) && d.suffix(8).prefix(4).elementsEqual(Array("IEND".utf8)))
    }

    /// Outputs aliased through a symbolic link to a file that does not exist yet name one file (a breaker's
    /// find: `--trace link.json --dump-scene target.json` ran, exit 0, and the dump replaced the trace).
    @Test(arguments: [("link", "target"), ("link", "link2")])
    func outputsAliasedThroughADanglingLinkAreOneFile(_ first: String, _ second: String) throws {
        let dir = try temporaryFolder("danglingalias")
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("target").path
        #expect(symlink("target", dir.appendingPathComponent("link").path) == 0 && symlink(target, dir.appendingPathComponent("link2").path) == 0)
        let r = try pickerlab(["--headless", "--frames", "3", "--trace", dir.appendingPathComponent(first).path,
                               "--dump-scene", dir.appendingPathComponent(second).path])
        #expect(r.status == 2 && r.stderr.split(separator: "\n").count == 1, "\(r.status) \(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: target), "nothing written")
    }

    @Test func aRecordingOfAPickerControlsSpringReplays() throws {
        let dir = try temporaryFolder("recordspring")
        defer { try? FileManager.default.removeItem(at: dir) }
        let picker = dir.appendingPathComponent("p.json"), recording = dir.appendingPathComponent("r.txt")
        try write(#"{"controls": [{"id": "plans", "style": "pill", "segments": ["Free", "Pro"]}]}"#, picker)
        let rec = try pickerlab(["--headless", "--frames", "3", "--picker", picker.path, "--spring", "plans=bouncy", "--record", recording.path])
        #expect(rec.status == 0, "\(rec.stderr)")
        #expect(try String(contentsOf: recording, encoding: .utf8).contains("set spring plans=bouncy"))
        // Before: the replay failed "unknown style 'plans'" (exit 2).
        let replay = try pickerlab(["--headless", "--picker", picker.path, "--script", recording.path])
        #expect(replay.status == 0, "\(replay.stderr)")
    }
}
