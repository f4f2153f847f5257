import Foundation
import Testing

/// A capture that cannot be written removes nothing it did not create (README, "What PickerLab reads, and
/// the limits"): a device stays, a symbolic link stays and the file it points to keeps what it held.
struct CaptureKeepsFilesTests {
    static let needsRoot: Comment = "needs root to make a device node (mknod)"
    static let tapScript = "tap glass #2\nwait 2\nexpect selected glass #2\n"

    /// A character device like /dev/full (major 1, minor 7: every write is ENOSPC) at `path`, made with mknod.
    private func makeFullDevice(_ path: String) throws {
        let r = try run("/usr/bin/mknod", ["-m", "666", path, "c", "1", "7"])
        #expect(r.status == 0, "mknod: \(r.stderr)")
    }

    private func isCharacterDevice(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR
    }

    private func isLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    @Test(.enabled(if: getuid() == 0, needsRoot), arguments: ["option", "script"])
    func aFailedCaptureToADeviceLeavesTheDevice(how: String) throws {
        let dir = try temporaryFolder("capdevice")
        defer { try? FileManager.default.removeItem(at: dir) }
        let device = dir.appendingPathComponent("myfull").path, script = dir.appendingPathComponent("s.txt")
        try makeFullDevice(device)
        let text = how == "option" ? Self.tapScript : "capture start \(device)\ntap glass #2\nwait 0.5\ncapture stop\n"
        try text.write(to: script, atomically: true, encoding: .utf8)
        let r = try pickerlab(["--headless", "--script", script.path] + (how == "option" ? ["--capture", device] : []))
        #expect(r.status == 1, "exit \(r.status), \(r.stderr)")
        #expect(r.stderr.contains("cannot write capture \(device): No space left on device"), "\(r.stderr)")
        // Before: the failed capture unlinked its path, the device node with it.
        #expect(isCharacterDevice(device), "the device node is gone")
    }

    @Test(.enabled(if: FullDisk.available, FullDisk.skipReason), arguments: ["option", "script"])
    func aFailedCaptureThroughALinkKeepsTheLinkAndWhatItsTargetHeld(how: String) throws {
        // 64 KiB with 8 KiB free: "old" fits, a frame of the window does not.
        let disk = try FullDisk(kilobytes: 64, freeKilobytes: 8)
        defer { disk.unmount() }
        let dir = try temporaryFolder("caplink")
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = disk.folder.appendingPathComponent("target.png"), missing = disk.folder.appendingPathComponent("new.png")
        try Data("old".utf8).write(to: target)
        let link = dir.appendingPathComponent("caplink.png").path, dangling = dir.appendingPathComponent("dangling.png").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target.path)
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: missing.path)
        for path in [link, dangling] {
            let script = dir.appendingPathComponent("s.txt")
            let text = how == "option" ? Self.tapScript : "capture start \(path)\ntap glass #2\nwait 0.5\ncapture stop\n"
            try text.write(to: script, atomically: true, encoding: .utf8)
            let r = try pickerlab(["--headless", "--script", script.path] + (how == "option" ? ["--capture", path] : []))
            #expect(r.status == 1, "\(path): exit \(r.status), \(r.stderr)")
            #expect(r.stderr.contains("No space left on device"), "\(r.stderr)")
            // Before: the link was unlinked and the target left as 4,096 bytes of a cut-off PNG.
            #expect(isLink(path), "\(path): the link is gone")
        }
        #expect(try Data(contentsOf: target) == Data("old".utf8), "the target lost what it held")
        #expect(!FileManager.default.fileExists(atPath: missing.path), "a broken new.png was left")
        let left = try FileManager.default.contentsOfDirectory(atPath: disk.folder.path).sorted()
        #expect(left == ["filler", "target.png"], "files left on the disk: \(left)")
    }
}
