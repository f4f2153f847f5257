import Foundation
import Testing

/// A real full (or read-only) disk for end-to-end tests: a tiny tmpfs mounted in a temporary folder and
/// filled, so creating a file there works and every write fails with ENOSPC — what a full disk does. Needs
/// root (and a kernel that lets this process mount); tests that need it are skipped with `skipReason`
/// otherwise. Tests never use /dev/full, which some machines do not have.
final class FullDisk {
    /// Why a test that needs a real full disk is skipped here.
    static let skipReason: Comment = "needs root to mount a tiny tmpfs as a real full disk; the in-process tests simulate a full disk instead"

    /// Whether a tmpfs can be mounted here (probed once, by mounting and unmounting one).
    static let available: Bool = {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/bin/mount") else { return false }
        guard let probe = try? FullDisk() else { return false }
        probe.unmount()
        return true
    }()

    /// The mounted folder: writes under it fail with ENOSPC (or EROFS when read-only).
    let folder: URL
    private var mounted = true

    /// Mounts a tmpfs of `kilobytes` KiB (16 by default) and fills it (or mounts it read-only); with
    /// `freeKilobytes` > 0 the filler leaves that many KiB free, so a file there fills the disk part-way.
    /// - Throws: when the mount fails.
    init(readOnly: Bool = false, kilobytes: Int = 16, freeKilobytes: Int = 0) throws {
        folder = try temporaryFolder(readOnly ? "readonly" : "fulldisk")
        let r = try run("/bin/mount", ["-t", "tmpfs", "-o", (readOnly ? "ro," : "") + "size=\(kilobytes)k,mode=0777", "tmpfs", folder.path], timeout: 10)
        guard r.status == 0 else {
            try? FileManager.default.removeItem(at: folder)
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSLocalizedDescriptionKey: "mount: \(r.stderr)"])
        }
        guard !readOnly else { return }
        let fd = open(folder.appendingPathComponent("filler").path, O_WRONLY | O_CREAT, 0o644)
        var block = [UInt8](repeating: 0, count: 4096)
        var left = freeKilobytes > 0 ? (kilobytes - freeKilobytes) / 4 : Int.max
        while left > 0, block.withUnsafeMutableBytes({ write(fd, $0.baseAddress, $0.count) }) > 0 { left -= 1 }
        close(fd)
    }

    /// Unmounts the tmpfs and removes the folder (safe to call twice).
    func unmount() {
        guard mounted else { return }
        mounted = false
        _ = try? run("/bin/umount", [folder.path], timeout: 10)
        try? FileManager.default.removeItem(at: folder)
    }

    deinit { unmount() }
}
