import Foundation

/// Paths as every output opens them, one rule for all (trace, recording, capture, screenshot, scene dump, tour
/// files): a symbolic link is followed — the file it points to is written and the link is kept — and a
/// symbolic link loop is refused, named as a loop ("is a symbolic link loop"), with nothing written. Also the
/// folder and name of a path, which Foundation's `deletingLastPathComponent` gets wrong (it crashes on a
/// one-character name such as `a`).
public enum FilePaths {
    /// Where an output at a path is written.
    public enum WriteTarget: Equatable, Sendable {
        /// A regular file, a new file or a special file (pipe, device) at this path (symbolic links resolved).
        case file(String)
        /// A symbolic link to a file that does not exist yet: it is created through the link (`open(2)`
        /// follows it), leaving the link in place.
        case throughLink
        /// The path cannot be written to: `errno` (`ELOOP` for a loop).
        case refused(Int32)
    }

    /// Where to write the output named `path` (see `WriteTarget`).
    public static func writeTarget(_ path: String) -> WriteTarget {
        var info = stat()
        if stat(path, &info) != 0 {
            let e = errno
            if e == ELOOP { return .refused(ELOOP) }
            if e == ENOENT, lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK { return .throughLink }
            return .file(path)
        }
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return .file(path) }
        guard let resolved = realpath(path, nil) else { return .refused(errno) }
        defer { free(resolved) }
        return .file(String(cString: resolved))
    }

    /// The reason for `errno` `e` in a one-line message, in the words the readers use: "is a symbolic link loop
    /// (too many levels of symbolic links)" for `ELOOP`, else the system's (`strerror`).
    public static func reason(errno e: Int32) -> String {
        e == ELOOP ? "is a symbolic link loop (too many levels of symbolic links)" : String(cString: strerror(e))
    }

    /// `open(2)` for writing with `O_NONBLOCK` (a FIFO with no reader fails at once with `ENXIO` instead of
    /// blocking), then blocking writes again; mode 0644 when it creates. -1 and `errno` on failure.
    public static func openForWriting(_ path: String, _ flags: Int32) -> Int32 {
        let descriptor = open(path, flags | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else { return -1 }
        let current = fcntl(descriptor, F_GETFL)
        if current >= 0 { _ = fcntl(descriptor, F_SETFL, current & ~O_NONBLOCK) }
        return descriptor
    }

    /// The folder part of `path`: "" for a bare name (`a`, `d.json`), "/" for `/a`, `out` for `out/d.json`
    /// (trailing slashes of a folder name ignored).
    public static func folder(of path: String) -> String {
        var p = Substring(path)
        while p.count > 1, p.hasSuffix("/") { p = p.dropLast() }
        guard let slash = p.lastIndex(of: "/") else { return "" }
        if slash == p.startIndex { return "/" }
        var folder = p[..<slash]
        while folder.count > 1, folder.hasSuffix("/") { folder = folder.dropLast() }
        return String(folder)
    }

    /// The last component of `path` (`d.json` for `out/d.json`, `a` for `a`).
    public static func name(of path: String) -> String {
        var p = Substring(path)
        while p.count > 1, p.hasSuffix("/") { p = p.dropLast() }
        guard let slash = p.lastIndex(of: "/") else { return String(p) }
        return String(p[p.index(after: slash)...])
    }
}
