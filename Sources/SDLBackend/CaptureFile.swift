import FileInput
import Foundation

/// The file an animated capture streams into, by the outputs' rule (README, "What PickerLab reads, and the
/// limits"): a capture never removes or replaces anything but a regular file.
///
/// - A regular file, or a name not there yet, is written to a temporary file beside it (beside the file a
///   symbolic link points to: the link stays) and renamed onto it at the first whole frame (`publish`). Until
///   then what was there is untouched, so a capture that fails before its first whole frame leaves it as it was
///   and removes only its own temporary file.
/// - A special file (a device, a FIFO) is written in place and never removed.
struct CaptureFile {
    /// Why the file cannot be opened (the system's reason, "is a symbolic link loop …" for a loop).
    struct Failure: Error { var reason: String }

    /// The open file (write only).
    let descriptor: Int32
    /// The temporary file being written, until `publish` renames it onto `target`; nil once published or in place.
    private var temporary: String?
    /// The file the capture replaces (symbolic links resolved); nil for a special file written in place.
    private let target: String?
    /// Whether this capture owns the file at `temporary` or `target` (nil target: never).
    private var owned: Bool { target != nil }

    /// Opens the capture's file for `path` (see the type's rules).
    /// - Throws: `Failure` when it cannot: a loop, a missing folder, no permission, a folder at `path`.
    init(path: String) throws {
        let resolved: String
        switch FilePaths.writeTarget(path) {
        case .refused(let e): throw Failure(reason: FilePaths.reason(errno: e))
        case .throughLink: resolved = CaptureFile.danglingTarget(of: path)
        case .file(let p): resolved = p
        }
        var info = stat()
        if stat(resolved, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
            // A device, a FIFO (without blocking: no reader fails at once with ENXIO), a folder (EISDIR): in place.
            let fd = FilePaths.openForWriting(resolved, O_WRONLY | O_CLOEXEC)
            guard fd >= 0 else { throw Failure(reason: FilePaths.reason(errno: errno)) }
            descriptor = fd
            temporary = nil
            target = nil
            return
        }
        let exists = stat(resolved, &info) == 0
        if exists, access(resolved, W_OK) != 0 { throw Failure(reason: String(cString: strerror(errno))) }
        let folder = FilePaths.folder(of: resolved)
        let name = FilePaths.name(of: resolved)
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Failure(reason: String(cString: strerror(errno))) }
        descriptor = fd
        self.temporary = temporary
        target = resolved
    }

    /// Puts the file in place after its first whole frame: renames the temporary file onto the target.
    /// - Returns: nil, or the system's reason it could not (the temporary file stays the capture's own).
    mutating func publish() -> String? {
        guard let temporary, let target else { return nil }
        guard rename(temporary, target) == 0 else { return String(cString: strerror(errno)) }
        self.temporary = nil
        return nil
    }

    /// Removes the file when it is this capture's own (its temporary file, or the target once published and
    /// still this file: same device and inode as the open descriptor); a special file is left. Call before the
    /// descriptor is closed.
    func discard() {
        guard owned, let path = temporary ?? target else { return }
        var mine = stat(), there = stat()
        guard fstat(descriptor, &mine) == 0, lstat(path, &there) == 0,
              mine.st_dev == there.st_dev, mine.st_ino == there.st_ino else { return }
        unlink(path)
    }

    /// The file a symbolic link to a missing file names, following a chain of links (at most 40, as the
    /// kernel does); relative targets are read from the link's folder.
    static func danglingTarget(of path: String) -> String {
        var current = path
        for _ in 0..<40 {
            guard let next = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            let folder = FilePaths.folder(of: current)
            current = next.hasPrefix("/") || folder.isEmpty ? next : (folder == "/" ? "/" : folder + "/") + next
        }
        return current
    }
}
