import Foundation

/// The one way PickerLab opens a file it reads (picker files, scripts, traces, fonts, the icon codepoints
/// list): opened with `O_NONBLOCK` so a FIFO without a writer or a device cannot block `open(2)`, then
/// checked with `fstat` to be a regular file (symbolic links followed; a loop is reported as a loop), and
/// read with a size limit, so `/dev/zero`, a FIFO or a 3 GB file is refused at once by what it is.
/// Only scripts accept streams (`-`, a pipe or FIFO, process substitution), still with the size limit.
public enum InputFile {
    /// What a path may be and hold: the limit in bytes and what the file is called in messages.
    public struct Kind: Sendable {
        /// "a picker file", "a script", "a trace", "a font", "the icon codepoints list".
        public var name: String
        /// The largest accepted file, in bytes.
        var maxBytes: Int
        /// Whether a pipe, FIFO, terminal or standard input (`-`) is accepted (read to the end, at most
        /// `maxBytes`; a FIFO with no writer waits `writerWait` seconds for one).
        var acceptsStreams = false

        /// A picker file (`--picker`): 4 MiB.
        public static let picker = Kind(name: "a picker file", maxBytes: 4 << 20)
        /// An input script (`--script`): 64 MiB (a recording of an hour of mouse moves is about 10 MiB).
        public static let script = Kind(name: "a script", maxBytes: 64 << 20, acceptsStreams: true)
        /// A trace (`trace summary|repair|compare`): 64 GiB, mapped and streamed, never read whole.
        public static let trace = Kind(name: "a trace", maxBytes: 64 << 30)
        /// A font file under the assets folder: 32 MiB.
        public static let font = Kind(name: "a font", maxBytes: 32 << 20)
        /// `fonts/MaterialIcons-codepoints.txt`: 1 MiB (Google's list is 38 KiB).
        public static let iconCodepoints = Kind(name: "the icon codepoints list", maxBytes: 1 << 20)
    }

    /// Why a path cannot be read, in words for a one-line message: "No such file or directory",
    /// "is a folder", "is a symbolic link loop", "is a FIFO (named pipe), not a regular file",
    /// "is 3.2 GB; a picker file is at most 4 MB".
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public var reason: String
        /// The `errno` when the system refused (`ENOENT`, `EACCES`, `ELOOP`…), else 0.
        public var code: Int32
        public init(_ reason: String, code: Int32 = 0) { self.reason = reason; self.code = code }
        public var description: String { reason }
    }

    /// An open file: its descriptor (blocking again, close-on-exec) and its size in bytes (0 for a stream).
    public final class Handle {
        public let descriptor: Int32
        public let size: Int
        let isRegular: Bool
        private let owns: Bool
        init(descriptor: Int32, size: Int, isRegular: Bool, owns: Bool) {
            self.descriptor = descriptor; self.size = size; self.isRegular = isRegular; self.owns = owns
        }
        deinit { if owns { close(descriptor) } }
    }

    /// How long a script FIFO with no writer waits for one before it is refused, in seconds.
    static let writerWait = 10.0

    /// Opens `path` as `kind` allows (`-`: standard input, for kinds that accept streams).
    /// - Throws: `Failure` with the system's reason, or what the path is instead of a regular file, or its size
    ///   against the limit.
    public static func open(_ path: String, as kind: Kind) throws(Failure) -> Handle {
        if path == "-" && kind.acceptsStreams { return try check(Handle(descriptor: 0, size: 0, isRegular: false, owns: false), kind, standardInput: true) }
        let fd = Foundation.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw systemFailure(errno) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { let e = errno; close(fd); throw systemFailure(e) }
        let handle = Handle(descriptor: fd, size: Int(info.st_size), isRegular: (info.st_mode & S_IFMT) == S_IFREG, owns: true)
        return try check(handle, kind, mode: info.st_mode)
    }

    /// Every byte of `path` (at most `kind.maxBytes`).
    /// - Throws: as `open`; a stream or a file that grows past the limit while read is refused by its size.
    public static func read(_ path: String, as kind: Kind) throws(Failure) -> [UInt8] {
        let handle = try open(path, as: kind)
        return try readAll(handle, kind)
    }

    /// A size in words: "4 MB", "3.2 GB", "812 bytes" (powers of 1024, as the limits are).
    static func sizeText(_ bytes: Int) -> String {
        let units: [(Int, String)] = [(1 << 30, "GB"), (1 << 20, "MB"), (1 << 10, "KB")]
        for (unit, name) in units where bytes >= unit {
            let v = Double(bytes) / Double(unit)
            return (v == v.rounded() ? String(Int(v)) : String(format: "%.1f", v)) + " " + name
        }
        return "\(bytes) bytes"
    }

    // MARK: -

    private static func systemFailure(_ e: Int32) -> Failure {
        switch e {
        case ELOOP: return Failure(FilePaths.reason(errno: e), code: e)
        case EISDIR: return Failure("is a folder", code: e)
        default: return Failure(String(cString: strerror(e)), code: e)
        }
    }

    private static func check(_ handle: Handle, _ kind: Kind, mode: mode_t? = nil, standardInput: Bool = false) throws(Failure) -> Handle {
        var m = mode ?? 0
        if mode == nil {
            var info = stat()
            guard fstat(handle.descriptor, &info) == 0 else { throw systemFailure(errno) }
            m = info.st_mode
        }
        let type = m & S_IFMT
        if type == S_IFDIR { throw Failure("is a folder") }
        if type == S_IFREG {
            if handle.size > kind.maxBytes { throw tooLarge(handle.size, kind) }
        } else {
            let what = type == S_IFIFO ? "a FIFO (named pipe)" : type == S_IFCHR ? "a character device" : type == S_IFBLK ? "a block device"
                : type == S_IFSOCK ? "a socket" : "not a regular file"
            // A named path may be a FIFO (`<(generate)` is one); standard input may also be a terminal.
            guard kind.acceptsStreams, type == S_IFIFO || (standardInput && type == S_IFCHR) else {
                throw Failure("is \(what), not a regular file; \(kind.name) is read from a regular file")
            }
            if type == S_IFIFO, !waitForWriter(handle.descriptor) {
                throw Failure("is a FIFO with no writer (waited \(Int(writerWait)) s)")
            }
        }
        // Blocking again for the reads (a regular file never blocks; a stream waits for its writer's data).
        let flags = fcntl(handle.descriptor, F_GETFL)
        if flags >= 0, handle.descriptor != 0 { _ = fcntl(handle.descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        return handle
    }

    private static func tooLarge(_ size: Int, _ kind: Kind) -> Failure {
        Failure("is \(size > kind.maxBytes && size < kind.maxBytes + 1024 ? "more than \(sizeText(kind.maxBytes))" : sizeText(size)); \(kind.name) is at most \(sizeText(kind.maxBytes))")
    }

    /// Waits until a FIFO opened without blocking has a writer with data or hung up; false after `writerWait`.
    private static func waitForWriter(_ fd: Int32) -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let deadline = Date().addingTimeInterval(writerWait)
        while true {
            let left = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
            let n = poll(&p, 1, left)
            if n > 0 { return true }
            if n < 0, errno == EINTR { continue }
            return false
        }
    }

    private static func readAll(_ handle: Handle, _ kind: Kind) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(handle.size, kind.maxBytes) + 1)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let want = min(chunk.count, kind.maxBytes + 1 - bytes.count)
            let n = chunk.withUnsafeMutableBytes { Foundation.read(handle.descriptor, $0.baseAddress, want) }
            if n < 0 {
                if errno == EINTR { continue }
                throw systemFailure(errno)
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
            if bytes.count > kind.maxBytes { throw tooLarge(bytes.count, kind) }
        }
        return bytes
    }
}
