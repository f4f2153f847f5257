import Foundation
import Testing

/// Input scripts run headless through SDL's event queue, with `expect` lines (Tests/scripts/*.txt).
@Suite(.serialized)
struct ScriptTests {
    static let scripts: [String] = {
        let dir = packageRoot.appendingPathComponent("Tests/scripts")
        return ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasSuffix(".txt") }.sorted()
    }()

    @Test(arguments: scripts)
    func scriptPassesHeadless(name: String) throws {
        let path = packageRoot.appendingPathComponent("Tests/scripts/\(name)").path
        let r = try pickerlab(["--headless", "--script", path])
        #expect(r.status == 0, "\(name): \(r.stderr)")
    }

    @Test func theScriptFolderIsNotEmpty() { #expect(ScriptTests.scripts.count >= 8) }

    @Test(arguments: [
        ("tap pill Nope\n", 1, "unknown label 'Nope'"), ("wait 1\nfly away\n", 2, "unknown command 'fly'"),
        ("mouse down 10 abc\n", 1, "bad y 'abc'"), ("tap nosuch SwiftUI\n", 1, "unknown control 'nosuch'"),
        ("# ok\n\ndrag glass all unread fast\n", 3, "bad seconds 'fast'"), ("expect selected glass \"needs attention\n", 1, "unterminated quote"),
        ("key Hyper\n", 1, "unknown key"), ("wait -1\n", 1, "bad seconds"),
        ("wait 0.1\nresize 1000000000 1000000000\nscreenshot x.png\n", 2, "16384"), ("resize 16385 100\n", 1, "16384"),
        ("segments pill\n", 1, "usage: segments"), ("segments pager a b\n", 1, "has no segments"),
        ("segments pill a b\ntap pill SwiftUI\n", 2, "unknown label 'SwiftUI'"),
        ("tap pill #-1\n", 1, "no segment #-1 in pill (it has #0…#"),
    ])
    func aMalformedLineIsReportedWithItsNumberBeforeAnythingRuns(text: String, line: Int, message: String) throws {
        let dir = try temporaryFolder("badscript")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.txt"), shot = dir.appendingPathComponent("shot.png")
        try text.write(to: script, atomically: true, encoding: .utf8)
        let r = try pickerlab(["--headless", "--script", script.path, "--screenshot", shot.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("s.txt:\(line):"), "\(r.stderr)")
        #expect(r.stderr.contains(message), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: shot.path))   // nothing ran
    }

    @Test func aScriptIsReadFromStandardInputAFIFOOrAProcessSubstitution() throws {
        let dir = try temporaryFolder("scriptstream")
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = "tap glass unread\\nwait 1\\nexpect selected glass unread\\n"
        let stdin = try run("/bin/sh", ["-c", "printf '\(text)' | \"$0\" --headless --script -; echo rc=$?", pickerlabPath],
                            environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
        #expect(stdin.stdout.contains("rc=0"), "\(stdin.stdout) \(stdin.stderr)")
        let fifo = dir.appendingPathComponent("fifo").path
        let viaFIFO = try run("/bin/sh", ["-c", "mkfifo \"$1\" && (printf '\(text)expect selected glass all\\n' > \"$1\" &) && \"$0\" --headless --script \"$1\"; echo rc=$?",
                                          pickerlabPath, fifo], environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
        #expect(viaFIFO.stdout.contains("rc=3"), "the FIFO's script ran to its failing last line: \(viaFIFO.stdout) \(viaFIFO.stderr)")
        #expect(viaFIFO.stderr.contains("fifo:4: expected glass selected all, got unread"), "\(viaFIFO.stderr)")
        if FileManager.default.isExecutableFile(atPath: "/bin/bash") {
            let substitution = try run("/bin/bash", ["-c", "\"$0\" --headless --script <(printf '\(text)'); echo rc=$?", pickerlabPath],
                                       environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
            #expect(substitution.stdout.contains("rc=0"), "\(substitution.stdout) \(substitution.stderr)")
        }
        let missing = try pickerlab(["--headless", "--script", dir.appendingPathComponent("none.txt").path])
        #expect(missing.status == 2 && missing.stderr.contains("No such file or directory"), "\(missing.stderr)")
    }

    @Test func dragAndTapAimAtTheSegmentsVisualPlaceInRightToLeftLayouts() throws {
        let dir = try temporaryFolder("rtldrag")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.txt"), file = dir.appendingPathComponent("r.json")
        // Segment 0 is on the right: a drag from #1 to #0 moves right and lands on #0, not on its mirror #2.
        try "drag pill #1 #0 0.3\nwait 1\nexpect selected pill #0\ndrag pill #0 #2 0.3\nwait 1\nexpect selected pill #2\ntap pill #1\nwait 1\nexpect selected pill #1\n"
            .write(to: script, atomically: true, encoding: .utf8)
        let gallery = try pickerlab(["--headless", "--rtl", "--script", script.path])
        #expect(gallery.status == 0, "\(gallery.stderr)")
        try #"{"controls": [{"id": "r", "style": "track", "direction": "rtl", "segments": ["a", "b", "c"]}]}"#.write(to: file, atomically: true, encoding: .utf8)
        try "drag r b a 0.3\nwait 1\nexpect selected r a\ntap r c\nwait 1\nexpect selected r c\n".write(to: script, atomically: true, encoding: .utf8)
        let picker = try pickerlab(["--headless", "--picker", file.path, "--only", "--script", script.path])
        #expect(picker.status == 0, "\(picker.stderr)")
    }

    @Test func aFailedExpectationPrintsLineExpectedAndActualAndExitsThreeAfterWritingOutputs() throws {
        let dir = try temporaryFolder("failexpect")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.txt"), shot = dir.appendingPathComponent("shot.png"), dump = dir.appendingPathComponent("d.json")
        try "tap pill iOS\nwait 1\nexpect selected pill UIKit\nexpect selected pill iOS\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try pickerlab(["--headless", "--script", script.path, "--screenshot", shot.path, "--dump-scene", dump.path])
        #expect(r.status == 3)
        #expect(r.stderr.contains("s.txt:3: expected pill selected UIKit, got iOS"), "\(r.stderr)")
        #expect(!r.stderr.contains("s.txt:4"))
        #expect(FileManager.default.fileExists(atPath: shot.path))
        #expect(control(try readJSON(dump), "pill")?["selectedIndex"] as? Int == 1)
    }

    @Test func aScriptedOutputThatFailsWarnsAndTheScriptAndTheExitOutputsGoOn() throws {
        let dir = try temporaryFolder("scriptoutput")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.txt"), dump = dir.appendingPathComponent("d.json"), later = dir.appendingPathComponent("later.json")
        try "screenshot /nonexistent-folder/x.png\ndump /etc/passwd/d.json\ntap glass unread\nwait 1\nexpect selected glass unread\ndump \(later.path)\n"
            .write(to: script, atomically: true, encoding: .utf8)
        let r = try pickerlab(["--headless", "--script", script.path, "--dump-scene", dump.path])
        #expect(r.status == 1, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 2 && lines[0].contains("s.txt:1:") && lines[0].contains("no such folder") && lines[1].contains("s.txt:2:") && lines[1].contains("Not a directory"), "\(r.stderr)")
        #expect(control(try readJSON(later), "glass")?["selectedIndex"] as? Int == 1, "the rest of the script ran")
        #expect(control(try readJSON(dump), "glass")?["selectedIndex"] as? Int == 1, "--dump-scene was written at exit")
    }

    @Test(arguments: [(70_000, "iOS"), (70_001, "UIKit")])
    func moreThanSDLsQueueHoldsInOneFrameLosesNoEvent(rights: Int, expected: String) throws {
        // SDL's queue holds 65,535 events: the rest are fed as it drains, in the same frame.
        let dir = try temporaryFolder("manyevents")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.txt")
        let text = "key Tab\n" + String(repeating: "key Right\n", count: rights) + "wait 0.1\nexpect selected pill \(expected)\n"
        try text.write(to: script, atomically: true, encoding: .utf8)
        let r = try pickerlab(["--headless", "--script", script.path], timeout: 120)
        #expect(r.status == 0, "\(r.stderr)")
    }

    @Test func aScriptThatQuitsBeforeItsChecksDoesNotPass() throws {
        let dir = try temporaryFolder("quitscript")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.txt")
        try "tap glass unread\nkey Escape\nwait 0.5\nexpect selected glass unread\nscreenshot x.png\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try pickerlab(["--headless", "--script", script.path])
        #expect(r.status == 3)
        #expect(r.stderr.contains("lines 4, 5"), "\(r.stderr)")
    }

    @Test func aRecordedSessionReplaysToTheSameSceneDumpAndPixels() throws {
        let dir = try temporaryFolder("replay")
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = packageRoot.appendingPathComponent("Tests/scripts/drag-glass.txt").path
        let rec = dir.appendingPathComponent("rec.txt")
        let d1 = dir.appendingPathComponent("d1.json"), d2 = dir.appendingPathComponent("d2.json")
        let s1 = dir.appendingPathComponent("s1.png"), s2 = dir.appendingPathComponent("s2.png")
        #expect(try pickerlab(["--headless", "--script", source, "--record", rec.path, "--dump-scene", d1.path, "--screenshot", s1.path]).status == 0)
        let recording = try String(contentsOf: rec, encoding: .utf8)
        #expect(recording.contains("mouse down") && recording.contains("touch up"))
        #expect(try pickerlab(["--headless", "--script", rec.path, "--dump-scene", d2.path, "--screenshot", s2.path]).status == 0)
        #expect(try Data(contentsOf: d1) == Data(contentsOf: d2))
        #expect(try Data(contentsOf: s1) == Data(contentsOf: s2))
    }

    @Test(.enabled(if: FullDisk.available, FullDisk.skipReason))
    func aRecordingOnAFullDiskWarnsOnceTheRunGoesOnAndExitsOne() throws {
        let disk = try FullDisk()
        defer { disk.unmount() }
        let dir = try temporaryFolder("recfull")
        defer { try? FileManager.default.removeItem(at: dir) }
        let rec = disk.folder.appendingPathComponent("rec.txt"), dump = dir.appendingPathComponent("d.json")
        let source = packageRoot.appendingPathComponent("Tests/scripts/tap-selects.txt").path
        let r = try pickerlab(["--headless", "--script", source, "--record", rec.path, "--dump-scene", dump.path])
        #expect(r.status == 1)
        #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains(rec.path) && r.stderr.contains("No space left on device"), "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: dump.path), "the run went on")
    }

    @Test func aRecordingIntoAMissingFolderSaysWhy() throws {
        let r = try pickerlab(["--headless", "--frames", "1", "--record", "/nonexistent-folder/rec.txt"])
        #expect(r.status == 1 && r.stderr.contains("/nonexistent-folder/rec.txt") && r.stderr.contains("No such file or directory"), "\(r.stderr)")
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aRecordingIsCompleteWhenTheRunIsEndedBySignal(signal: Int32) throws {
        let xvfb = try Xvfb()
        defer { xvfb.stop() }
        let dir = try temporaryFolder("recsig")
        defer { try? FileManager.default.removeItem(at: dir) }
        let rec = dir.appendingPathComponent("rec.txt")
        let app = try launchPickerlab(["--duration", "30", "--record", rec.path], display: xvfb.display)
        _ = try run("/usr/bin/xdotool", ["search", "--sync", "--onlyvisible", "--name", "PickerLab"], environment: ["DISPLAY": xvfb.display], timeout: 10)
        usleep(300_000)
        _ = try run("/usr/bin/xdotool", ["mousemove", "200", "300", "key", "Tab", "key", "Right"], environment: ["DISPLAY": xvfb.display], timeout: 10)
        usleep(500_000)
        kill(app.processIdentifier, signal)
        #expect(waitForExit(app, timeout: 10) == 0)
        let text = try String(contentsOf: rec, encoding: .utf8)
        #expect(text.hasPrefix("# pickerlab recording"))
        #expect(text.contains("key Tab\n") && text.contains("key Right\n"))
        #expect(text.hasSuffix("# end\n"))
    }
}

/// Script bytes that editors and breakers produce.
struct ScriptBytesTests {
    @Test func aByteOrderMarkIsNotPartOfTheFirstCommandAndANulDoesNotCutTheErrorShort() throws {
        let dir = try temporaryFolder("scriptbytes")
        defer { try? FileManager.default.removeItem(at: dir) }
        let bom = dir.appendingPathComponent("bom.txt"), nul = dir.appendingPathComponent("nul.txt")
        try Data([0xEF, 0xBB, 0xBF] + Array("tap pill iOS\nwait 0.6\nexpect selected pill iOS\n".utf8)).write(to: bom)
        #expect(try pickerlab(["--headless", "--script", bom.path]).status == 0)
        try Data(Array("tap pill iOS\nfoo".utf8) + [0] + Array("bar\n".utf8)).write(to: nul)
        let r = try pickerlab(["--headless", "--script", nul.path])
        #expect(r.status == 2)
        #expect(r.stderr.hasSuffix("'\n") && r.stderr.contains("foo\\0bar") && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
    }
}
