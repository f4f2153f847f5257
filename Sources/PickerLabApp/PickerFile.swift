import Controls
import FileInput
import Foundation
import FrameTrace
import Geometry

/// Reads picker files (`--picker FILE.json`): a JSON object `{"controls": [CONTROL, …]}`; every key is
/// listed in README "Picker files". Errors name the file, the line and column of the bad value, and its key.
enum PickerFile {
    /// The keys a control may have.
    static let controlKeys = ["id", "style", "height", "cornerRadius", "padding", "segmentPadding", "spacing", "trackColor",
                              "indicatorColor", "font", "iconSize", "icons", "indicator", "widths", "spring", "selected",
                              "pager", "direction", "overflow", "segments"]
    static let segmentKeys = ["title", "icon", "tint", "badge", "disabled"]
    /// The most controls a file may hold (each is laid out and painted on every relayout).
    static let maxControls = 64

    /// Reads and parses the file at `path` with the shared reader (`InputFile.Kind.picker`: a regular file,
    /// symbolic links followed, at most 4 MiB).
    /// - Throws: `PickerFileError` for an unreadable file (what it is instead of a regular file, its size
    ///   against the limit, the system's reason) or any bad value (see `parse`).
    static func read(_ path: String, icons: [String: UInt32], iconProblem: String? = nil, reserved: Set<String> = []) throws -> [PickerDefinition] {
        try parse(bytes(path), path: path, icons: icons, iconProblem: iconProblem, reserved: reserved)
    }

    /// The bytes of the picker file at `path`.
    /// - Throws: `PickerFileError` at line 0 saying why it cannot be read.
    static func bytes(_ path: String) throws -> [UInt8] {
        do { return try InputFile.read(path == "-" ? "./-" : path, as: .picker) } catch {
            // The operating system's own words ("No such file or directory"), not Foundation's error dump;
            // what the path is when it is not a regular file ("is a FIFO…"), or its size against the limit.
            throw PickerFileError(path: path, line: 0, column: 0, key: nil,
                                  message: error.reason.hasPrefix("is ") ? error.reason : "cannot read: \(error.reason)")
        }
    }

    /// Parses a picker file's bytes; `path` names it in errors; `icons` maps Material Icons names to code
    /// points; `reserved` holds ids already taken (the built-in controls', earlier files').
    /// - Throws: `PickerFileError` at the first bad value: not JSON, an unknown key, a value of the wrong
    ///   kind or out of range, an unknown style, icon or spring, a duplicate id.
    static func parse(_ bytes: [UInt8], path: String, icons: [String: UInt32], iconProblem: String? = nil, reserved: Set<String> = []) throws -> [PickerDefinition] {
        // A UTF-8 byte-order mark (editors on Windows write one) is skipped, as scripts do; columns count
        // from the first character after it.
        let bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        let root: JSONNode
        do { root = try JSONDocument.parse(bytes) } catch {
            throw PickerFileError(path: path, line: error.line, column: error.column, key: nil, message: "not JSON: \(error.reason)")
        }
        let r = Reader(path: path, icons: icons, iconProblem: iconProblem)
        let top = try r.object(root, key: nil, allowed: ["controls"])
        guard let controls = top["controls"] else { throw r.fail(root, nil, "expected an object with \"controls\": [ … ]") }
        let list = try r.array(controls.value, key: "controls")
        guard !list.isEmpty else { throw r.fail(controls.value, "controls", "expected at least one control") }
        // A gallery lays out and paints every control each relayout: 20,000 controls took minutes a frame.
        guard list.count <= PickerFile.maxControls else {
            throw r.fail(controls.value, "controls", "expected at most \(PickerFile.maxControls) controls, got \(list.count)")
        }
        var taken = reserved
        var out: [PickerDefinition] = []
        for c in list {
            let d = try r.control(c)
            let idNode = try r.object(c, key: nil, allowed: controlKeys)["id"]!.value
            guard taken.insert(d.id).inserted else { throw r.fail(idNode, "id", "'\(excerpt(d.id))' is already used by another control") }
            out.append(d)
        }
        return out
    }
}
