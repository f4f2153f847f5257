import FileInput
import Foundation
import FrameTrace

/// Writes an output the user asked for (screenshot, scene dump, tour files) so that a failure is reported,
/// names the file and says why in one line, and never leaves a half-written file: regular files are
/// written to a temporary file beside them and renamed into place (beside the file a symbolic link points
/// to, so the link stays, as every output keeps it: see `FilePaths`).
enum OutputFile {
    /// Writes `data` to `path`; `what` names the output in messages ("screenshot", "scene dump").
    /// `simulatedFailure` (tests) makes every write fail with that `errno`, as a full disk would.
    /// - Throws: `OptionError` like "cannot write screenshot out/x.png: no such folder 'out'", or with the
    ///   operating system's reason ("Permission denied", "Not a directory", "No space left on device").
    static func write(_ data: Data, to path: String, what: String, simulatedFailure: Int32? = nil) throws {
        func failed(_ reason: String) -> OptionError { OptionError("cannot write \(what) \(path): \(reason)") }
        // One rule for every output (FilePaths): a symbolic link is followed and kept, a loop is refused.
        let target: String
        switch FilePaths.writeTarget(path) {
        case .refused(let e): throw failed(FilePaths.reason(errno: e))
        case .throughLink:
            try put(data, into: path, simulatedFailure: simulatedFailure).map { throw failed($0.message) }
            return
        case .file(let p): target = p
        }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory)
        if exists, isDirectory.boolValue { throw failed("it is a folder") }
        let parent = FilePaths.folder(of: target)
        if !parent.isEmpty, !FileManager.default.fileExists(atPath: parent) { throw failed("no such folder '\(parent)'") }
        var info = stat()
        let regular = !exists || (stat(target, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG)
        if !regular {
            // Special files (a pipe, a device) are written in place.
            try put(data, into: target, simulatedFailure: simulatedFailure).map { throw failed($0.message) }
            return
        }
        if exists, access(target, W_OK) != 0 { throw failed(String(cString: strerror(errno))) }
        let name = FilePaths.name(of: target)
        let temporary = (parent.isEmpty ? "" : parent + "/") + ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        if let failure = put(data, into: temporary, simulatedFailure: simulatedFailure) {
            unlink(temporary)
            throw failed(failure.code == ENOSPC || failure.code == EIO || failure.code == EDQUOT ? failure.message
                         : "cannot create a file in '\(parent.isEmpty ? "." : parent)': \(failure.message)")
        }
        if rename(temporary, target) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw failed(reason)
        }
    }

    /// Creates (or truncates) `path` and writes all of `data` to it.
    /// - Returns: nil, or the system's failure.
    private static func put(_ data: Data, into path: String, simulatedFailure: Int32?) -> OutputFailure? {
        switch TraceOutputFile.create(path: path) {
        case .failure(let failure): return failure
        case .success(let file):
            file.injectedFailure = simulatedFailure
            return file.write([UInt8](data)) ?? file.close()
        }
    }

    /// What file `path` names, so that two outputs naming one file are caught however they are written:
    /// an existing file by its device and inode (hard links, symbolic links, `a/../b`), a new one by its
    /// folder's device and inode and its name.
    static func identity(_ path: String, hops: Int = 0) -> String {
        var info = stat()
        if stat(path, &info) == 0 { return "\(info.st_dev):\(info.st_ino)" }
        // A dangling symbolic link: open(2) creates the file it points to, so that file is its identity (two
        // links to one missing file, or a link and its missing target, name the same output).
        if hops < 40, lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK,
           let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
            let folder = FilePaths.folder(of: path)
            return identity(target.hasPrefix("/") || folder.isEmpty ? target : folder + "/" + target, hops: hops + 1)
        }
        let parent = FilePaths.folder(of: path)
        if stat(parent.isEmpty ? "." : parent, &info) == 0 {
            return "\(info.st_dev):\(info.st_ino)/" + FilePaths.name(of: path)
        }
        return URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Creates the folder `path` (and its parents) for `option`.
    /// - Throws: `OptionError` naming the option when it cannot (e.g. a file is in the way), with the
    ///   operating system's reason.
    static func makeFolder(_ path: String, option: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw OptionError("\(option): '\(path)' is a file, not a folder") }
            return
        }
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o755) != 0, errno != EEXIST {
                throw OptionError("\(option): cannot create folder '\(path)': \(String(cString: strerror(errno)))")
            }
        }
    }
}
