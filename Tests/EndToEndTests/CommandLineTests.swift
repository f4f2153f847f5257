import Foundation
import Testing

/// The command-line contract: options, exit codes, one-line errors, outputs.
@Suite(.serialized)
struct CommandLineTests {
    @Test(arguments: [
        (["--size", "0x0"], "--size"), (["--frames", "-1"], "--frames"), (["--scale", "0"], "--scale"),
        (["--bogus"], "--bogus"), (["--frames"], "--frames"), (["--duration", "nan"], "--duration"),
        (["--size", "100"], "--size"), (["--scale", "abc"], "--scale"),
        (["--scale", "0.001"], "--scale"), (["--scale", "0x1p3"], "--scale"), (["--size", "1.5x2.5"], "--size"),
        (["--size", "+640x+480"], "--size"), (["--size", "3000x2000", "--scale", "8"], "16384"),
        (["--screenshot", "--frames"], "--screenshot"), (["--dump-scene", "--headless"], "--dump-scene"),
        // A single-valued option given twice is an error, not last-wins.
        (["--frames", "1", "--frames", "2"], "--frames given twice"), (["--size", "10x10", "--size", "20x20"], "--size given twice"),
        (["--dump-scene", "a.json", "--dump-scene", "b.json"], "--dump-scene given twice"),
    ])
    func badInputExitsTwoWithOneLineNamingIt(arguments: [String], named: String) throws {
        let r = try pickerlab(["--headless"] + arguments)
        #expect(r.status == 2)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(r.stderr.contains(named))
    }

    @Test func aClosedStandardErrorStillGivesTheExitCodeNotACrash() throws {
        let r = try run("/bin/sh", ["-c", "\"$0\" --headless --bogus 2>&-; echo rc=$?", pickerlabPath])
        #expect(r.stdout.contains("rc=2"), "\(r.stdout)")
    }

    @Test(.enabled(if: FullDisk.available, FullDisk.skipReason))
    func aScreenshotOnAFullDiskExitsOneAndTheSceneDumpIsStillWritten() throws {
        let disk = try FullDisk()
        defer { disk.unmount() }
        let dir = try temporaryFolder("badshot")
        defer { try? FileManager.default.removeItem(at: dir) }
        let dump = dir.appendingPathComponent("d.json"), shot = disk.folder.appendingPathComponent("s.png")
        let r = try pickerlab(["--headless", "--frames", "2", "--screenshot", shot.path, "--dump-scene", dump.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains(shot.path) && r.stderr.contains("No space left on device") && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: dump.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.folder.path) == ["filler"], "no half-written file is left")
    }

    @Test func anUnwritableScreenshotExitsOneAndTheSceneDumpIsStillWritten() throws {
        let dir = try temporaryFolder("badshot")
        defer { try? FileManager.default.removeItem(at: dir) }
        let dump = dir.appendingPathComponent("d.json")
        let r = try pickerlab(["--headless", "--frames", "2", "--screenshot", "/etc/passwd/x.png", "--dump-scene", dump.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("/etc/passwd/x.png") && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: dump.path))
        let folder = try pickerlab(["--headless", "--frames", "2", "--dump-scene", dir.path])
        #expect(folder.status == 1 && folder.stderr.contains("is a folder"))
        let missing = try pickerlab(["--headless", "--frames", "2", "--screenshot", dir.appendingPathComponent("no/such/x.png").path])
        #expect(missing.status == 1 && missing.stderr.contains("no such folder"))
    }

    @Test func outputErrorsSayWhatTheOperatingSystemSaid() throws {
        let notADirectory = try pickerlab(["--headless", "--frames", "1", "--dump-scene", "/etc/passwd/x.json"])
        #expect(notADirectory.status == 1 && notADirectory.stderr.contains("Not a directory"), "\(notADirectory.stderr)")
        let proc = try pickerlab(["--headless", "--frames", "1", "--dump-scene", "/proc/version"])
        #expect(proc.status == 1 && proc.stderr.contains("/proc/version"), "\(proc.stderr)")
        #expect(!proc.stderr.contains("exist."), "not Foundation's 'The file doesn't exist.': \(proc.stderr)")
        let tour = try pickerlab(["--tour-dir", "/etc/passwd/tour"])
        #expect(tour.status == 2 && tour.stderr.contains("Not a directory"), "\(tour.stderr)")
        if FullDisk.available {
            let disk = try FullDisk(readOnly: true)
            defer { disk.unmount() }
            let r = try pickerlab(["--headless", "--frames", "1", "--dump-scene", disk.folder.appendingPathComponent("d.json").path])
            #expect(r.status == 1 && r.stderr.contains("Read-only file system"), "\(r.stderr)")
        }
    }

    @Test func aHugeTokenIsCutInTheErrorLine() throws {
        // One argument can be at most 128 KiB (MAX_ARG_STRLEN); a script line can be a megabyte.
        let huge = String(repeating: "9", count: 100_000)
        let dir = try temporaryFolder("hugetoken")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.txt")
        try ("tap glass " + String(repeating: "x", count: 1_000_000) + "\n").write(to: script, atomically: true, encoding: .utf8)
        for arguments in [["--size", huge], ["--spring", "glass=" + huge], ["--frames", huge], ["--" + huge], ["--script", script.path]] {
            let r = try pickerlab(["--headless"] + arguments)
            #expect(r.status == 2)
            #expect(r.stderr.utf8.count < 400 && r.stderr.contains(" bytes)"), "\(r.stderr.prefix(500))")
            #expect(r.stderr.split(separator: "\n").count == 1)
        }
    }

    @Test func aTourFolderThatIsAFileIsNamedAndExitsTwo() throws {
        let dir = try temporaryFolder("tourfile")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("afile")
        FileManager.default.createFile(atPath: file.path, contents: Data())
        let r = try pickerlab(["--tour-dir", file.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("--tour-dir") && r.stdout.isEmpty)
    }

    @Test func aDisplayThatDoesNotAnswerIsAnErrorNotAnInvisibleWindow() throws {
        let r = try pickerlab(["--duration", "1"], environment: ["DISPLAY": ":977"])
        #expect(r.status == 1)
        #expect(r.stderr.contains(":977") && r.stderr.contains("--headless"), "\(r.stderr)")
    }

    @Test func ctrlCDuringTheTourStopsItWithExitCode130() throws {
        let dir = try temporaryFolder("tourint")
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try launchPickerlab(["--tour-dir", dir.appendingPathComponent("t").path], display: nil)
        usleep(800_000)
        kill(app.processIdentifier, SIGINT)
        #expect(waitForExit(app, timeout: 20) == 130)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("t").path)) ?? []
        #expect(!files.contains("scene.json"))   // it stopped, it did not race through the rest
    }

    @Test func helpPrintsTheOptionsAndExitsZero() throws {
        let r = try pickerlab(["--help"])
        #expect(r.status == 0)
        for option in ["--headless", "--frames", "--duration", "--screenshot", "--dump-scene", "--size", "--scale"] {
            #expect(r.stdout.contains(option))
        }
    }

    @Test func aMissingFontIsNamedAndExitsOne() throws {
        let dir = try temporaryFolder("nofont")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        let r = try pickerlab(["--headless", "--frames", "1", "--assets", dir.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("Inter-Regular.otf"))
        #expect(r.stderr.split(separator: "\n").count == 1)
    }

    @Test func screenshotsAreWrittenAtDrawablePixelSize() throws {
        let dir = try temporaryFolder("shot")
        defer { try? FileManager.default.removeItem(at: dir) }
        let one = dir.appendingPathComponent("one.png"), two = dir.appendingPathComponent("two.png")
        #expect(try pickerlab(["--headless", "--frames", "3", "--size", "640x480", "--screenshot", one.path]).status == 0)
        #expect(try pickerlab(["--headless", "--frames", "3", "--size", "640x480", "--scale", "2", "--screenshot", two.path]).status == 0)
        #expect(try pngSize(one) == (640, 480))
        #expect(try pngSize(two) == (1280, 960))
    }

    @Test func theSceneDumpHasTheContractShape() throws {
        let dir = try temporaryFolder("dump")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("scene.json")
        #expect(try pickerlab(["--headless", "--frames", "2", "--dump-scene", path.path]).status == 0)
        let dump = try readJSON(path)
        let window = try #require(dump["window"] as? [String: Double])
        #expect(window == ["width": 1100, "height": 760, "scale": 1])
        let ids = (dump["controls"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        #expect(ids == ["pill", "underline", "icons", "track", "thumb", "glass", "pager"])
        let pager = try #require(control(dump, "pager"))
        #expect(pager["pageCount"] as? Int == 3 && pager["page"] as? Int == 0 && pager["offset"] as? Double == 0)
        let glass = try #require(control(dump, "glass"))
        #expect(glass["selectedIndex"] as? Int == 0)
        let segments = try #require(glass["segments"] as? [[String: Any]])
        #expect(segments.compactMap { $0["label"] as? String } == ["all", "unread", "needs attention"])
        let content = try #require(segments[0]["contentFrame"] as? [String: Double])
        let indicator = try #require(glass["indicator"] as? [String: Double])
        #expect(Set(indicator.keys) == ["x", "y", "width", "height"])
        // The glass pill is the content plus its 12-point inner padding a side.
        #expect(abs(indicator["width"]! - (content["width"]! + 24)) < 1e-9)
        #expect(abs(indicator["x"]! - (content["x"]! - 12)) < 1e-9)
        #expect(segments.compactMap { $0["displayedTitle"] as? String } == ["all", "unread", "needs attention"])
        #expect(segments.compactMap { $0["selectedness"] as? Double } == [1, 0, 0])
        let nodes = try #require(dump["nodes"] as? [[String: Any]])
        #expect(nodes.first?["children"] is [[String: Any]])
    }

    @Test func atEightHundredBySevenHundredTheShortGlassLabelsKeepTheirText() throws {
        let dir = try temporaryFolder("narrow")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("scene.json")
        #expect(try pickerlab(["--headless", "--frames", "2", "--size", "800x700", "--dump-scene", path.path]).status == 0)
        let glass = try #require(control(try readJSON(path), "glass"))
        let segments = try #require(glass["segments"] as? [[String: Any]])
        let titles = segments.compactMap { $0["displayedTitle"] as? String }
        #expect(titles.first == "all" && titles.count == 3, "\(titles)")
        let content = try #require(segments[0]["contentFrame"] as? [String: Double])
        let indicator = try #require(glass["indicator"] as? [String: Double])
        #expect(indicator["width"]! > content["width"]!)
    }

    @Test func withoutADisplayTheTourWritesScreenshotsAndASceneDump() throws {
        let dir = try temporaryFolder("tour")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try pickerlab(["--tour-dir", dir.appendingPathComponent("tour").path], timeout: 120)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("no display"))
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("tour").path)
        for name in ["gallery.png", "scene.json", "pill-2.png", "glass-2.png", "thumb-1.png", "track-0.png"] {
            #expect(files.contains(name), "missing \(name)")
        }
    }

    @Test func tinyAndHugeWindowsRunWithoutNaN() throws {
        let dir = try temporaryFolder("sizes")
        defer { try? FileManager.default.removeItem(at: dir) }
        for size in ["120x80", "3000x2000"] {
            let path = dir.appendingPathComponent("\(size).json")
            let r = try pickerlab(["--headless", "--frames", "3", "--size", size, "--dump-scene", path.path])
            #expect(r.status == 0, "\(r.stderr)")
            let text = try String(contentsOf: path, encoding: .utf8).lowercased()
            #expect(!text.contains("nan") && !text.contains("inf"))
        }
    }
}
