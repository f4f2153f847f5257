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
}
