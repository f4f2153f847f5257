import Foundation

/// Reads the text of `--script PATH` from any readable stream: a regular file, `-` (standard input), a FIFO
/// or a process substitution (`--script <(generate)`), read to its end with `read(2)`.
enum ScriptSource {
    /// The script's text.
    /// - Throws: `OptionError` naming the path and the system's reason ("No such file or directory",
    ///   "it is a folder"), or saying the text is not UTF-8.
    static func read(_ path: String) throws -> String {
        var bytes: [UInt8]
        do { bytes = try Self.bytes(of: path) } catch { throw OptionError("--script: cannot read '\(path)': \(error.reason)") }
        // A byte-order mark (some editors write one) is not part of the first command.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw OptionError("--script: '\(path)' is not UTF-8 text")
        }
        return text
    }

    /// Why a file could not be read: the operating system's words ("No such file or directory",
    /// "Permission denied") or "it is a folder".
    struct ReadFailure: Error { var reason: String }

    /// Every byte of `path` (`-`: standard input), read to the end with `read(2)`.
    /// - Throws: `ReadFailure` with `strerror`'s text, or "it is a folder".
    static func bytes(of path: String) throws(ReadFailure) -> [UInt8] {
        var isDirectory: ObjCBool = false
        if path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ReadFailure(reason: "it is a folder")
        }
        let fd = path == "-" ? 0 : open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw ReadFailure(reason: String(cString: strerror(errno))) }
        defer { if fd != 0 { close(fd) } }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                // A folder opened read-only fails here with EISDIR on some systems.
                throw ReadFailure(reason: errno == EISDIR ? "it is a folder" : String(cString: strerror(errno)))
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return bytes
    }
}
