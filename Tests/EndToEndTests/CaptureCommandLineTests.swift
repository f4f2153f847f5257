import Foundation
import Testing

/// `--capture` from the command line: an APNG at the asked scale, finished on SIGTERM like the trace.
@Suite struct CaptureCommandLineTests {
    /// The chunk types of a PNG file, in order (length, type, data, CRC each).
    private func chunkTypes(_ url: URL) throws -> [String] {
        let d = [UInt8](try Data(contentsOf: url))
        #expect(d.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        var types: [String] = [], i = 8
        while i + 12 <= d.count {
            let length = Int(d[i]) << 24 | Int(d[i + 1]) << 16 | Int(d[i + 2]) << 8 | Int(d[i + 3])
            types.append(String(decoding: d[(i + 4)..<(i + 8)], as: UTF8.self))
            i += 12 + length
        }
        #expect(i == d.count)
        return types
    }

    /// The IHDR's width and height.
    private func size(_ url: URL) throws -> (Int, Int) {
        let d = [UInt8](try Data(contentsOf: url))
        func u32(_ o: Int) -> Int { Int(d[o]) << 24 | Int(d[o + 1]) << 16 | Int(d[o + 2]) << 8 | Int(d[o + 3]) }
        return (u32(16), u32(20))
    }

    @Test func aCaptureAtHalfScaleIsAnAnimatedPNG() throws {
        let dir = try temporaryFolder("capture")
        defer { try? FileManager.default.removeItem(at: dir) }
        let apng = dir.appendingPathComponent("run.png"), script = dir.appendingPathComponent("s.txt")
        try "tap pill iOS\nwait 0.5\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try pickerlab(["--headless", "--script", script.path, "--capture", apng.path, "--capture-scale", "0.5"])
        #expect(r.status == 0, "\(r.stderr)")
        let types = try chunkTypes(apng)
        #expect(Array(types.prefix(2)) == ["IHDR", "acTL"])
        #expect(types.filter { $0 == "fcTL" }.count > 5)
        #expect(types.contains("fdAT"))
        #expect(types.last == "IEND")
        #expect(try size(apng) == (550, 380))
        #expect(try pickerlab(["--headless", "--capture-scale", "9"]).status == 2)
    }

    @Test func aWindowUnderXvfbRecordsAScriptedTapAndEndsWithTheScript() throws {
        let xvfb = try Xvfb()
        defer { xvfb.stop() }
        let dir = try temporaryFolder("capturewin")
        defer { try? FileManager.default.removeItem(at: dir) }
        let pill = dir.appendingPathComponent("pill.png"), whole = dir.appendingPathComponent("whole.png"), script = dir.appendingPathComponent("s.txt")
        // Ends with `capture stop`: the run must end there, not wait for an event that never comes.
        // (The first pause lets the window appear: the X pointer's first motion over it arrives then.)
        try "wait 0.5\ncapture start \(pill.path) pill\ntap pill iOS\nwait 0.5\ncapture stop\n".write(to: script, atomically: true, encoding: .utf8)
        let ended = try launchPickerlab(["--script", script.path], display: xvfb.display)
        #expect(waitForExit(ended, timeout: 30) == 0)
        let types = try chunkTypes(pill)
        #expect(Array(types.prefix(2)) == ["IHDR", "acTL"] && types.last == "IEND")
        // 40 frames back to back (`--frames` renders every frame in a window): the tap's animation is recorded
        // frame by frame into both pictures, at the real clock's timing (millisecond delays).
        let app = try launchPickerlab(["--script", script.path, "--capture", whole.path, "--frames", "40"], display: xvfb.display)
        #expect(waitForExit(app, timeout: 30) == 0)
        for file in [pill, whole] {
            let types = try chunkTypes(file)
            #expect(Array(types.prefix(2)) == ["IHDR", "acTL"])
            // At least one frame between the tap's first and its resting picture (identical frames merge). A window
            // runs on the real clock: under load (CI beside other builds) a 0.5 s slide is only 4–5 presented frames.
            #expect(types.filter { $0 == "fcTL" }.count > 2, "\(file.lastPathComponent): the tap animates")
            #expect(types.last == "IEND")
        }
    }

    @Test func aRunEndedBySIGTERMFinishesTheCapture() throws {
        let dir = try temporaryFolder("capturesig")
        defer { try? FileManager.default.removeItem(at: dir) }
        let apng = dir.appendingPathComponent("run.png")
        let app = try launchPickerlab(["--headless", "--duration", "100000", "--capture", apng.path, "--capture-scale", "0.25"], display: nil)
        // Opened at the first frame, however busy the machine: as a temporary file beside run.png until its first
        // whole frame is written (frames are written as they change), then renamed onto run.png.
        let deadline = Date().addingTimeInterval(30)
        while ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).isEmpty, Date() < deadline { usleep(50_000) }
        #expect(!((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).isEmpty, "nothing opened")
        usleep(500_000)
        kill(app.processIdentifier, SIGTERM)
        #expect(waitForExit(app, timeout: 10) == 0)
        let types = try chunkTypes(apng)
        #expect(Array(types.prefix(2)) == ["IHDR", "acTL"])
        #expect(types.last == "IEND")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["run.png"], "a temporary file was left")
    }

    @Test func aCaptureStopWithoutStartAndAStartWhileRecordingWarnNamingTheirLines() throws {
        let dir = try temporaryFolder("capturewarn")
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("a.png"), b = dir.appendingPathComponent("b.png"), script = dir.appendingPathComponent("s.txt")
        try "capture stop\ncapture start \(a.path)\nwait 0.1\ncapture start \(b.path)\nwait 0.1\ncapture stop\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try pickerlab(["--headless", "--script", script.path])
        #expect(r.status == 1, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(r.stderr)")
        #expect(lines.contains { $0.contains("s.txt:1:") && $0.contains("capture stop without a capture in progress") })
        #expect(lines.contains { $0.contains("s.txt:4:") && $0.contains("capture start while the recording to \(a.path)") })
        // The run went on: both recordings are complete pictures.
        for file in [a, b] { #expect(try chunkTypes(file).last == "IEND") }
    }

    @Test func aCaptureRegionIsClampedToTheWindowAndOneOutsideItWritesNothing() throws {
        let dir = try temporaryFolder("captureregion")
        defer { try? FileManager.default.removeItem(at: dir) }
        let outside = dir.appendingPathComponent("out.png"), corner = dir.appendingPathComponent("corner.png"), script = dir.appendingPathComponent("s.txt")
        try "capture start \(outside.path) 2000 2000 50 50\nwait 0.1\ncapture start \(corner.path) 1000 700 500 500\nwait 0.1\ncapture stop\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try pickerlab(["--headless", "--script", script.path])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(r.stderr.contains("s.txt:1:") && r.stderr.contains("nothing inside the 1100×760 window"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: outside.path))
        #expect(try size(corner) == (100, 60))
        #expect(try chunkTypes(corner).last == "IEND")
        // Wholly inside: no warning, exit 0.
        try "capture start \(corner.path) 10 10 40 30\nwait 0.1\ncapture stop\n".write(to: script, atomically: true, encoding: .utf8)
        let inside = try pickerlab(["--headless", "--script", script.path])
        #expect(inside.status == 0, "\(inside.stderr)")
        #expect(try size(corner) == (40, 30))
    }

    @Test(.enabled(if: FullDisk.available, FullDisk.skipReason))
    func aDiskThatFillsUpMidCaptureLeavesAValidAPNGOfTheFramesWritten() throws {
        // 512 KiB with 200 KiB free: this run's capture is about 400 KiB, so the disk fills up part-way.
        let disk = try FullDisk(kilobytes: 512, freeKilobytes: 200)
        defer { disk.unmount() }
        let dir = try temporaryFolder("capturefull")
        defer { try? FileManager.default.removeItem(at: dir) }
        let apng = disk.folder.appendingPathComponent("run.png"), script = dir.appendingPathComponent("s.txt")
        try "tap pill iOS\nwait 0.3\ntap glass #2\nwait 0.3\ntap pill #2\nwait 0.5\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try pickerlab(["--headless", "--script", script.path, "--capture", apng.path, "--capture-scale", "0.2"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("No space left on device") && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        let types = try chunkTypes(apng)   // every chunk whole, to the file's last byte
        #expect(Array(types.prefix(2)) == ["IHDR", "acTL"])
        #expect(types.last == "IEND")
        let d = [UInt8](try Data(contentsOf: apng))
        let announced = Int(d[41]) << 24 | Int(d[42]) << 16 | Int(d[43]) << 8 | Int(d[44])   // acTL's num_frames
        #expect(announced == types.filter { $0 == "fcTL" }.count)
        #expect(announced > 1)
    }
}
