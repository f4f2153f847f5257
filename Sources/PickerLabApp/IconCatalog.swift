import FileInput
import Foundation

/// Material Icons names → code points, from the font's codepoints list (`fonts/MaterialIcons-codepoints.txt`
/// in the assets folder: `name hex` a line, as Google ships it; regenerate with scripts/icon-codepoints.py).
enum IconCatalog {
    /// The list's path under the assets folder.
    static let file = "fonts/MaterialIcons-codepoints.txt"

    /// The names in `assetsDirectory`'s list, and why there are none when there are none: the list is missing,
    /// is not a regular file, is too large (`InputFile.Kind.iconCodepoints`), empty, not UTF-8, or has no
    /// `name hex` line.
    static func read(assetsDirectory: String) -> (names: [String: UInt32], problem: String?) {
        let path = assetsDirectory + "/" + file
        let bytes: [UInt8]
        do { bytes = try InputFile.read(path, as: .iconCodepoints) } catch {
            return ([:], error.code == ENOENT ? "the codepoints list \(file) is missing from the assets"
                         : "the codepoints list \(path) \(error.reason.hasPrefix("is ") ? "" : "cannot be read: ")\(error.reason)")
        }
        guard !bytes.isEmpty else { return ([:], "the codepoints list \(path) is empty") }
        guard let text = String(validating: bytes, as: UTF8.self) else { return ([:], "the codepoints list \(path) is not UTF-8 text") }
        if let bad = firstBadCodePoint(text) {
            return ([:], "the codepoints list \(path): line \(bad.line): '\(excerpt(bad.hex))' (\(bad.name)) is not a Unicode scalar value from 1 to 10ffff outside d800…dfff")
        }
        let names = parse(text)
        guard names.isEmpty else { return (names, nil) }
        return ([:], "the codepoints list \(path) has no 'name hex' line (\(bytes.count) bytes of something else)")
    }

    /// The list in `assetsDirectory`, or an empty catalog when it cannot be read (see `read` for why).
    static func load(assetsDirectory: String) -> [String: UInt32] { read(assetsDirectory: assetsDirectory).names }

    /// The first `name hex` line whose hex is not a code point a font can draw: 0, a surrogate (d800…dfff) or
    /// beyond 10ffff; its 1-based line number, name and hex as written.
    static func firstBadCodePoint(_ text: String) -> (line: Int, name: String, hex: String)? {
        for (i, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let parts = line.split(separator: " ")
            guard parts.count == 2, let cp = UInt32(parts[1], radix: 16) else { continue }
            if cp == 0 || Unicode.Scalar(cp) == nil { return (i + 1, String(parts[0]), String(parts[1])) }
        }
        return nil
    }

    /// Parses `name hex` lines; malformed lines are skipped.
    static func parse(_ text: String) -> [String: UInt32] {
        var out: [String: UInt32] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: " ")
            if parts.count == 2, let cp = UInt32(parts[1], radix: 16) { out[String(parts[0])] = cp }
        }
        return out
    }
}
