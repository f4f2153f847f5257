import Foundation

/// Writes an output the user asked for (screenshot, scene dump, tour files) so that a failure is reported,
/// names the file and says why in one line, and never leaves a half-written file: regular files are
/// written to a temporary file and renamed into place.
enum OutputFile {
    /// Writes `data` to `path`; `what` names the output in messages ("screenshot", "scene dump").
    /// - Throws: `OptionError` like "cannot write screenshot out/x.png: no such folder 'out'".
    static func write(_ data: Data, to path: String, what: String) throws {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists, isDirectory.boolValue { throw OptionError("cannot write \(what) \(path): it is a folder") }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, !FileManager.default.fileExists(atPath: parent) {
            throw OptionError("cannot write \(what) \(path): no such folder '\(parent)'")
        }
        // Special files (/dev/full, a pipe) are written in place; regular files through a rename.
        let regular = !exists || ((try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeRegular)
        do {
            try data.write(to: URL(fileURLWithPath: path), options: regular ? .atomic : [])
        } catch {
            throw OptionError("cannot write \(what) \(path): \(reason(error))")
        }
    }

    /// The POSIX reason behind a Foundation file error ("No space left on device"), or its description.
    static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        return ns.localizedDescription
    }

    /// Creates the folder `path` (and its parents) for `option`.
    /// - Throws: `OptionError` naming the option when it cannot (e.g. a file is in the way).
    static func makeFolder(_ path: String, option: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw OptionError("\(option): '\(path)' is a file, not a folder") }
            return
        }
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw OptionError("\(option): cannot create folder '\(path)': \(reason(error))")
        }
    }
}
