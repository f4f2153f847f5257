import Geometry
import Painting

/// Fits one line of text into a width, cutting it at the end with an ellipsis ("…") as SwiftUI's default
/// `truncationMode(.tail)` does.
@MainActor
public enum TextTruncation {
    /// The ellipsis appended to truncated text (U+2026).
    public static let ellipsis = "…"

    /// Returns `text` unchanged when it fits in `maxWidth` points, otherwise the longest prefix (at a
    /// character boundary, trailing spaces removed) followed by "…" that fits; just "…" when only that fits,
    /// and "" when not even the ellipsis fits. Also returns the measured size in points.
    /// Complexity: O(log n) measurements (binary search over the prefix length).
    public static func fit(_ text: String, font: Font, maxWidth: Double, measurer: TextMeasuring) -> (text: String, size: Size) {
        let full = measurer.measure(text, font: font)
        if full.width <= maxWidth + 1e-9 || text.isEmpty { return (text, full) }
        let ellipsisSize = measurer.measure(ellipsis, font: font)
        guard ellipsisSize.width <= maxWidth else { return ("", Size(width: 0, height: full.height)) }
        let chars = Array(text)
        var lo = 0, hi = chars.count - 1   // the longest prefix length known to fit is in lo…hi
        var best = (text: ellipsis, size: ellipsisSize)
        while lo <= hi {
            let mid = (lo + hi) / 2
            var prefix = String(chars[0..<mid])
            while prefix.last == " " { prefix.removeLast() }
            let candidate = prefix + ellipsis
            let size = measurer.measure(candidate, font: font)
            if size.width <= maxWidth + 1e-9 {
                best = (candidate, size); lo = mid + 1
            } else {
                hi = mid - 1
            }
        }
        return best
    }

    /// `text` broken into lines no wider than `maxWidth` points at spaces (a word longer than a line is cut
    /// with an ellipsis); at most `maxLines` lines, the last one cut with an ellipsis when text is left over.
    public static func wrap(_ text: String, font: Font, maxWidth: Double, maxLines: Int = .max, measurer: TextMeasuring) -> [String] {
        var lines: [String] = [], line = ""
        let words = text.split(separator: " ")
        for (i, word) in words.enumerated() {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if measurer.measure(candidate, font: font).width <= maxWidth || line.isEmpty { line = candidate; continue }
            if lines.count + 1 == maxLines {
                // The last line allowed: the rest goes on it, cut to fit.
                line = ([line] + words[i...].map(String.init)).joined(separator: " ")
                break
            }
            lines.append(line)
            line = String(word)
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { fit($0, font: font, maxWidth: maxWidth, measurer: measurer).text }
    }
}
