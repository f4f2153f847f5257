import Geometry

/// How content-width cells share less width than they ask for: first the padding and the spacing shrink
/// (together, in proportion, down to the metrics' minimums), then the longest labels are cut to a common
/// width — water-filling, so a short label keeps its text while longer ones are truncated.
struct ContentFit {
    /// Cell widths in points, one per segment.
    var widths: [Double]
    /// Horizontal padding per cell (both sides together), in points.
    var padding: Double
    /// Space between cells, in points.
    var spacing: Double

    /// Fits cells with content widths `contents` (points) into `available` points.
    init(contents: [Double], available: Double, metrics m: SegmentMetrics) {
        let n = Double(contents.count)
        let pad = m.cellPadding.horizontal, minPad = 2 * m.minimumCellPadding
        let gaps = max(0, n - 1)
        let natural = contents.reduce(0, +) + n * pad + gaps * m.spacing
        let room = max(0, available)
        guard natural > room else { widths = contents.map { $0 + pad }; padding = pad; spacing = m.spacing; return }
        let reducible = n * (pad - minPad) + gaps * (m.spacing - m.minimumSpacing)
        let deficit = natural - room
        if deficit <= reducible, reducible > 0 {
            let f = deficit / reducible
            let p = pad - f * (pad - minPad)
            padding = p
            spacing = m.spacing - f * (m.spacing - m.minimumSpacing)
            widths = contents.map { $0 + p }
            return
        }
        padding = minPad; spacing = m.minimumSpacing
        let cap = ContentFit.cap(contents, room: max(0, room - n * minPad - gaps * m.minimumSpacing))
        widths = contents.map { min($0, cap) + minPad }
    }

    /// The largest width c such that Σ min(contentᵢ, c) ≤ `room` (points): the width the longest labels are
    /// cut to. O(n log n).
    static func cap(_ contents: [Double], room: Double) -> Double {
        var remaining = room
        let sorted = contents.sorted()
        for (k, c) in sorted.enumerated() {
            let left = Double(sorted.count - k)
            if c * left > remaining { return max(0, remaining / left) }
            remaining -= c
        }
        return sorted.last ?? 0
    }
}
