import FileInput
import Foundation

/// Reads the text of `--script PATH` with the shared reader (`InputFile.Kind.script`): a regular file, `-`
/// (standard input), a FIFO or a process substitution (`--script <(generate)`), read to its end, at most
/// 64 MiB; a device (`/dev/zero`) is refused and a FIFO with no writer is refused after waiting for one.
enum ScriptSource {
    /// The script's text.
    /// - Throws: `OptionError` naming the path and the system's reason ("No such file or directory",
    ///   "is a folder", "is a character device…"), or saying the text is not UTF-8.
    static func read(_ path: String) throws -> String {
        var bytes: [UInt8]
        do { bytes = try InputFile.read(path, as: .script) } catch { throw OptionError("--script: cannot read '\(path)': \(error.reason)") }
        // A byte-order mark (some editors write one) is not part of the first command.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw OptionError("--script: '\(path)' is not UTF-8 text")
        }
        return text
    }
}
