import Geometry
import Painting
import SceneGraph

/// Badges: a count or a short text in a small capsule at the label's trailing top, filled with the
/// segment's tint and white text; on the selected segment the colours invert (white capsule, tinted text),
/// as the badge then sits on the indicator.
extension SegmentNode {
    /// The badge font for labels in `metrics`: semibold at 65% of the label size (11 points for 17).
    nonisolated static func badgeFont(_ m: SegmentMetrics) -> Font { Font(size: (m.font.size * 0.65).rounded(), weight: .semibold) }

    /// The badge's size in points: its text plus 5 points a side, at least as wide as tall (16 for 17-point labels).
    static func badgeSize(_ text: String, metrics m: SegmentMetrics, _ measurer: TextMeasuring) -> Size {
        let font = badgeFont(m)
        let t = measurer.measure(text, font: font)
        let h = (font.size * 16 / 11).rounded()
        return Size(width: max(h, t.width + 10), height: h)
    }

    /// The width a badge takes in the content: its own and 4 points before it (0 without a badge).
    nonisolated static func badgeReserve(_ width: Double) -> Double { width > 0 ? width + 4 : 0 }

    /// The badge's frame in window points: at the content's trailing edge, its top 2 points above the content.
    var badgeFrame: Rect? {
        guard badgeWidth > 0, segment.badge != nil else { return nil }
        let h = (SegmentNode.badgeFont(control.metrics).size * 16 / 11).rounded()
        // At the trailing edge: the right, or the left under right to left.
        let x = control.isRightToLeft ? contentFrame.minX : contentFrame.maxX - badgeWidth
        return Rect(x: x, y: max(frame.minY, contentFrame.minY - 2), width: badgeWidth, height: h)
    }

    /// Whether the badge shows its inverted (selected) colours.
    var badgeIsInverted: Bool { drawnSelectedness >= 0.5 }

    func paintBadge(into list: inout DisplayList) {
        guard let text = segment.badge, let f = badgeFrame else { return }
        let tint = segment.tint.alpha < 0.2 ? Color.red : segment.tint.opacity(1)
        // White on the tint, or the tint on white when inverted: the tint darkened until either reads at 4.5:1.
        let legible = tint.fill(under: .white, ratio: 4.6)
        let fill = badgeIsInverted ? Color.white : legible
        let ink = badgeIsInverted ? legible : Color.white
        let dim = segment.isDisabled ? SegmentNode.disabledOpacity : 1
        list.append(.fillRoundedRect(f, cornerRadius: f.height / 2, fill: .solid(fill.opacity(dim))))
        let font = SegmentNode.badgeFont(control.metrics)
        let size = control.measuredSize(text, font: font)
        list.append(.text(TextRun(text, font: font, color: ink.opacity(dim),
                                  origin: Point(x: f.midX - size.width / 2, y: f.midY - size.height / 2))))
    }
}
