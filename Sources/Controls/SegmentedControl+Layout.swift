import Geometry
import Painting
import SceneGraph

/// The row's measuring and each label's layout in its cell (the cells themselves are placed by
/// `placeChildren` in SegmentedControl.swift).
extension SegmentedControl {
    /// Proportional widths' shares, one per segment summing to 1: `given[i]` where it is a positive finite
    /// number, 1 for a missing or non-positive one.
    static func weights(_ given: [Double], count: Int) -> [Double] {
        let w = (0..<count).map { i in i < given.count && given[i].isFinite && given[i] > 0 ? given[i] : 1 }
        let total = w.reduce(0, +)
        return w.map { $0 / total }
    }

    func measuredWidth(_ text: String, font: Font) -> Double { measurer?.measure(text, font: font).width ?? 0 }
    func measuredSize(_ text: String, font: Font) -> Size { measurer?.measure(text, font: font) ?? .zero }

    struct ContentSize { var icon: Double; var title: Double; var height: Double; var titleHeight: Double; var badge: Double = 0
        func width(_ m: SegmentMetrics) -> Double { icon + (icon > 0 && title > 0 ? m.iconSpacing : 0) + title + SegmentNode.badgeReserve(badge) } }

    func contentSizes(_ context: LayoutContext) -> [ContentSize] {
        let m = metrics
        return segments.map { seg in
            let regular = context.measure(seg.title, font: m.font)
            let bold = m.selectedWeight == m.font.weight ? regular : context.measure(seg.title, font: m.font.weight(m.selectedWeight))
            let icon = style.showsIcons && seg.icon != nil ? m.iconSize : 0
            let badge = seg.badge.map { SegmentNode.badgeSize($0, metrics: m, context.measurer).width } ?? 0.0
            return ContentSize(icon: icon, title: max(regular.width, bold.width), height: max(regular.height, icon), titleHeight: regular.height, badge: badge)
        }
    }

    /// Lays out `node`'s label in `cell`, leaving `padding` points of horizontal padding (both sides together).
    func layoutLabel(_ node: SegmentNode, size: ContentSize, cell: Rect, padding: Double, _ context: LayoutContext) {
        let m = metrics
        let badge = SegmentNode.badgeReserve(size.badge)
        let room = max(0, cell.width - padding - badge)
        node.badgeWidth = size.badge
        var icon = size.icon
        if icon > room { icon = 0 }   // no room even for the icon: drop it
        let titleRoom = max(0, room - icon - (icon > 0 ? m.iconSpacing : 0))
        var title = size.title
        node.displayedTitle = node.segment.title
        if title > titleRoom + 1e-9 {
            let fit = TextTruncation.fit(node.segment.title, font: m.font.weight(max(m.font.weight, m.selectedWeight)), maxWidth: titleRoom, measurer: context.measurer)
            node.displayedTitle = fit.text
            title = fit.text.isEmpty ? 0 : fit.size.width
        }
        node.iconWidth = icon
        node.titleWidth = title
        node.titleHeight = size.titleHeight
        let width = icon + (icon > 0 && title > 0 ? m.iconSpacing : 0) + title + badge
        let height = min(size.height, cell.height)
        node.contentFrame = Rect(x: cell.midX - width / 2, y: cell.midY - height / 2, width: width, height: height)
    }
}
