import Geometry
import Painting
import SceneGraph

extension SegmentedControl {
    /// The narrowest width (points) at which every segment still reads: its icon, and its title whole or,
    /// when longer than `legibleCharacters` + 1 characters, that many characters and "…", at the style's
    /// minimum padding and spacing plus the track's inset. A container narrower than this should reflow
    /// rather than squeeze the control (issue 11: below it labels are cut to nothing and indicators vanish).
    /// With text larger than the default (`textScale` > 1, Dynamic Type) no label may be cut at all: the
    /// container reflows first (nil `legibleCharacters`: 4 at text scale ≤ 1, whole titles above). A row
    /// that scrolls on overflow (`scrollsOnOverflow`) needs only its widest cell: the rest scrolls into view.
    public func minimumLegibleWidth(_ context: LayoutContext, legibleCharacters given: Int? = nil) -> Double {
        let legibleCharacters = given ?? (textScale > 1 ? 1_000 : 4)
        let m = metrics
        let font = m.font.weight(max(m.font.weight, m.selectedWeight))
        let cells = segments.map { seg -> Double in
            let shown = seg.title.count > legibleCharacters + 1 ? String(seg.title.prefix(legibleCharacters)) + TextTruncation.ellipsis : seg.title
            let title = shown.isEmpty ? 0 : context.measure(shown, font: font).width
            let icon = style.showsIcons && seg.icon != nil ? m.iconSize + (title > 0 ? m.iconSpacing : 0) : 0
            return icon + title + 2 * m.minimumCellPadding
        }
        let n = Double(cells.count)
        // A row that scrolls on overflow never cuts a label: it needs room for its widest cell, not the row.
        if scrollsOnOverflow { return (cells.max() ?? 0) + m.containerInset.horizontal }
        let row: Double = switch m.widthMode {
        case .equal: n * (cells.max() ?? 0)
        case .content: cells.reduce(0, +)
        case .proportional(let given):
            // Each cell needs its own width at its share: the row is the largest cell ÷ share.
            zip(cells, SegmentedControl.weights(given, count: cells.count)).map { $0 / $1 }.max() ?? 0
        }
        return row + max(0, n - 1) * m.minimumSpacing + m.containerInset.horizontal
    }
}
