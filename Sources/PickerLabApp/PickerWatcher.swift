import Foundation

/// Watches picker files for saves by polling: a file whose bytes (or whose reason for not being readable)
/// differ from the last ones read counts as changed (a save that writes the same bytes does not). Polling,
/// not inotify, so an editor that saves by renaming a new file over the old one is seen too. Files are read
/// with the shared reader (`PickerFile.bytes`): a path turned into a FIFO or a link to /dev/zero is refused
/// at once by what it is, never waited on or read without end.
final class PickerWatcher {
    let paths: [String]
    /// What a path held when last read: its bytes, or why it could not be read (missing, a folder, a FIFO,
    /// permission denied…), so a file replaced by a folder counts as a change and the banner shows the
    /// current reason.
    private enum Seen: Equatable { case bytes([UInt8]); case unreadable(String) }
    private var last: [String: Seen] = [:]
    /// The target's `stat` (symbolic links followed): a change of any of these re-reads the file — the
    /// permissions and the change time too, so `chmod 644` after a save under `chmod 000` is seen.
    private struct Stamp: Equatable { var device: UInt64, inode: UInt64, mode: UInt32, size: Int64, modified: timespec, changed: timespec, errno: Int32
        static func == (a: Stamp, b: Stamp) -> Bool {
            a.device == b.device && a.inode == b.inode && a.mode == b.mode && a.size == b.size && a.errno == b.errno
                && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
                && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
        }
    }
    private var stamps: [String: Stamp] = [:]

    /// Starts watching `paths`, taking their current contents as seen.
    init(paths: [String]) {
        self.paths = paths
        for p in paths { _ = changed(p) }
    }

    /// Whether any file changed since the last call (reads a file only when its `stat` changed).
    func poll() -> Bool {
        var any = false
        for p in paths where changed(p) { any = true }
        return any
    }

    private func changed(_ path: String) -> Bool {
        var info = stat()
        let failed = stat(path, &info) != 0 ? errno : 0
        let stamp = Stamp(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), mode: UInt32(info.st_mode), size: Int64(info.st_size),
                          modified: info.st_mtim, changed: info.st_ctim, errno: failed)
        if stamps[path] == stamp, last[path] != nil { return false }
        stamps[path] = stamp
        let seen: Seen
        do { seen = .bytes(try PickerFile.bytes(path)) } catch { seen = .unreadable("\(error)") }
        defer { last[path] = seen }
        guard let previous = last[path] else { return false }   // first read
        return previous != seen
    }
}
