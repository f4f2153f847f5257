import Foundation

/// Material Icons names → code points, from the font's codepoints list (`fonts/MaterialIcons-codepoints.txt`
/// in the assets folder: `name hex` a line, as Google ships it; regenerate with scripts/icon-codepoints.py).
public enum IconCatalog {
    /// The list in `assetsDirectory`, or an empty catalog when the file is missing or unreadable.
    public static func load(assetsDirectory: String) -> [String: UInt32] {
        guard let text = try? String(contentsOfFile: assetsDirectory + "/fonts/MaterialIcons-codepoints.txt", encoding: .utf8) else { return [:] }
        return parse(text)
    }

    /// Parses `name hex` lines; malformed lines are skipped.
    public static func parse(_ text: String) -> [String: UInt32] {
        var out: [String: UInt32] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: " ")
            if parts.count == 2, let cp = UInt32(parts[1], radix: 16) { out[String(parts[0])] = cp }
        }
        return out
    }
}
