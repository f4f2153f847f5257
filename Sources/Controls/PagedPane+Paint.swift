import Geometry
import Painting
import SceneGraph

/// Painting of the paged pane: the visible pages only, clipped to the pane, each a header (the tab's icon
/// and title on its tint) over a list of rows. A row's title and detail that do not fit between the avatar
/// and the end of the row's separator are truncated with "…". The pages follow the theme (a white card with
/// dark text in the light theme, iOS's secondary grouped background with light text in the dark one), every
/// text at WCAG AA (4.5:1) on what it is drawn over; right to left, a page's content is mirrored (icon and
/// avatar on the right, text aligned right), as UIKit and Android mirror a list.
extension PagedPane {
    static let rowTitleFont = Font(size: 14, weight: .semibold)
    static let rowDetailFont = Font(size: 12)
    static let headerFont = Font(size: 17, weight: .bold)
    static let initialFont = Font(size: 13, weight: .bold)
    /// Points of a page's width that are not a row's text: the avatar and its margins (52) on the leading
    /// side, the separator's end inset (14) on the trailing side.
    static let rowTextInset = 52.0 + 14.0
    /// Where a page's first row starts below the page's top (the header's 12-point inset, its 44 points and
    /// 8 more), the distance from one row's top to the next's, and the card's margin under a row's top plus
    /// `rowPitch` (the row's 38 points to its separator and 14 under it): points.
    static let firstRowTop = 64.0, rowPitch = 40.0, bottomMargin = 52.0

    /// The tallest height ≤ `h` (points) that holds a whole number of rows with the card's margin under the
    /// last, 76 + 40·n (n ≥ 1); `h` itself when not even one row fits.
    public static func wholeRowsHeight(_ h: Double) -> Double {
        let rows = ((h - firstRowTop - bottomMargin + rowPitch) / rowPitch + 1e-9).rounded(.down)
        return rows >= 1 ? firstRowTop + bottomMargin + rowPitch * (rows - 1) : h
    }

    /// One row of a page as laid out, in window points: its avatar, its title's and detail's text boxes (text
    /// as drawn, after truncation) and its separator.
    public struct RowLayout: Sendable, Hashable {
        public var title: String, detail: String
        public var avatar: Rect, titleFrame: Rect, detailFrame: Rect, separator: Rect
    }

    /// A page as laid out in `r` (window points): its header, the header's icon and title boxes, its rows.
    public struct PageLayout: Sendable, Hashable {
        public var header: Rect, icon: Rect?, title: Rect
        public var rows: [RowLayout]
    }

    /// Truncates every row's title and detail to the text width of a page as wide as the pane, and measures
    /// what is drawn (right-to-left pages align text to its measured width).
    func fitRows(_ measurer: TextMeasuring) {
        let room = max(0, pageWidth - PagedPane.rowTextInset)
        fittedRows = pages.map { page in
            page.rows.map { row in
                let t = TextTruncation.fit(row.title, font: PagedPane.rowTitleFont, maxWidth: room, measurer: measurer).text
                let d = TextTruncation.fit(row.detail, font: PagedPane.rowDetailFont, maxWidth: room, measurer: measurer).text
                return FittedRow(title: t, detail: d, titleWidth: measurer.measure(t, font: PagedPane.rowTitleFont).width,
                                 detailWidth: measurer.measure(d, font: PagedPane.rowDetailFont).width,
                                 initialWidth: t.first.map { measurer.measure(String($0), font: PagedPane.initialFont).width } ?? 0)
            }
        }
        headerTitleWidths = pages.map { measurer.measure($0.title, font: PagedPane.headerFont).width }
    }

    /// The layout of page `index` placed at `r` (window points); mirrored right to left.
    public func pageLayout(_ index: Int, in r: Rect) -> PageLayout {
        let page = pages[index]
        // Laid out left to right, then mirrored about the page's centre.
        func m(_ f: Rect) -> Rect { isRightToLeft ? Rect(x: r.minX + r.maxX - f.maxX, y: f.y, width: f.width, height: f.height) : f }
        let header = Rect(x: r.minX + 12, y: r.minY + 12, width: max(0, r.width - 24), height: 44)
        var x = header.minX + 14
        var icon: Rect?
        if page.icon != nil { icon = m(Rect(x: x, y: header.midY - 11, width: 22, height: 22)); x += 30 }
        let titleWidth = headerTitleWidths.indices.contains(index) ? headerTitleWidths[index] : 0
        let title = m(Rect(x: x, y: header.midY - 10.5, width: titleWidth, height: 21))
        var rows: [RowLayout] = []
        var y = r.minY + PagedPane.firstRowTop
        let fitted = fittedRows.indices.contains(index) ? fittedRows[index]
            : page.rows.map { FittedRow(title: $0.title, detail: $0.detail, titleWidth: 0, detailWidth: 0, initialWidth: 0) }
        for row in fitted {
            guard y + 38 <= r.maxY else { break }
            let avatar = Rect(x: r.minX + 14, y: y + 5, width: 28, height: 28)
            rows.append(RowLayout(
                title: row.title, detail: row.detail, avatar: m(avatar),
                titleFrame: m(Rect(x: avatar.maxX + 10, y: y + 2, width: row.titleWidth, height: 17)),
                detailFrame: m(Rect(x: avatar.maxX + 10, y: y + 20, width: row.detailWidth, height: 15)),
                separator: m(Rect(x: avatar.maxX + 10, y: y + 38, width: max(0, r.maxX - avatar.maxX - 24), height: 0.5))))
            y += PagedPane.rowPitch
        }
        return PageLayout(header: header, icon: icon, title: title, rows: rows)
    }

    /// The pane's page background in its theme: slightly translucent over the glass's panel, opaque under
    /// Increase Contrast (`increaseContrast`, as iOS's Reduce Transparency makes its materials opaque).
    var pageBackground: Color {
        let opacity = increaseContrast ? 1 : (theme == .dark ? 0.94 : 0.92)
        return theme == .dark ? Color(hex: 0x2C2C2E).opacity(opacity) : Color.white.opacity(opacity)
    }
    /// The corner radius of the pane and of each page's background, in points.
    static let cornerRadius = 16.0

    /// The pages on screen at the current offset and where each is drawn (window points, the pane's height,
    /// its left edge on a whole pixel), in page order.
    public var visiblePages: [(index: Int, rect: Rect)] {
        guard frame.width > 1, frame.height > 1 else { return [] }
        let w = pageWidth
        return pages.indices.compactMap { i in
            // On whole pixels, so a moving page is a layer copied from its texture (whole-pixel steps, as
            // Android scrolls), and drawn the same with layers off.
            let x = ((frame.minX + direction * (Double(i) - offset) * w) * pixelScale).rounded() / pixelScale
            guard x < frame.maxX, x + w > frame.minX else { return nil }   // off screen
            return (i, Rect(x: x, y: frame.minY, width: w, height: frame.height))
        }
    }

    func paintPages(into list: inout DisplayList) {
        guard frame.width > 1, frame.height > 1 else { return }
        // The pane's background is a flattened layer: the pages slide over an opaque copy of it.
        var bg = Hasher()
        bg.combine(id); bg.combine("background")
        list.append(.pushLayer(CompositingLayer(id: bg.finalize(), rect: frame, flattened: true)))
        list.append(.fillRoundedRect(frame, cornerRadius: PagedPane.cornerRadius, fill: .solid(pageBackground)))
        list.append(.popLayer)
        list.append(.pushClip(frame))
        for (i, r) in visiblePages {
            var h = Hasher()
            h.combine(id); h.combine(i)
            list.append(.pushLayer(CompositingLayer(id: h.finalize(), rect: r)))
            paintPage(i, in: r, into: &list)
            list.append(.popLayer)
        }
        list.append(.popClip)
    }

    private func paintPage(_ index: Int, in r: Rect, into list: inout DisplayList) {
        let page = pages[index], layout = pageLayout(index, in: r)
        let dark = theme == .dark
        // An opaque card (Increase Contrast) is the page's own background too, in the pane's shape: at rest it
        // lies over the pane's (the same colour), and a moving page is an opaque layer — one opaque copy of its
        // texture, not two translucent ones (`DrawData.LayerDraw.opaque`). A translucent card stays the pane's
        // alone (drawn twice it would be less translucent): its pages are translucent layers.
        if pageBackground.alpha >= 1 {
            list.append(.fillRoundedRect(r, cornerRadius: PagedPane.cornerRadius, fill: .solid(pageBackground)))
        }
        // The header's tint darkened just enough for its white title (a gradient 10% lighter at the top).
        let headerTint = page.tint.fill(under: .white, ratio: 4.6, lighten: 0.1)
        list.append(.fillRoundedRect(layout.header, cornerRadius: 12, fill: .linearGradient(.standard(headerTint))))
        if let icon = page.icon, let box = layout.icon {
            list.append(.icon(TextRun(icon.glyph, font: .icon(size: 22), color: .white, origin: box.origin)))
        }
        list.append(.text(TextRun(page.title, font: PagedPane.headerFont, color: .white, origin: layout.title.origin)))
        let under = pageBackground.composited(over: dark ? .black : .white)
        let avatarFill = page.tint.opacity(dark ? 0.3 : 0.18)
        let initialColor = page.tint.legible(on: avatarFill.composited(over: under), ratio: 5.2)
        let primary = (dark ? Color.white.opacity(0.92) : Color.black.opacity(0.85)).legible(on: under, ratio: 5.0)
        let secondary = (dark ? Color.white.opacity(0.62) : Color.black.opacity(0.6)).legible(on: under, ratio: 5.0)
        let separator = dark ? Color.white.opacity(0.12) : Color.black.opacity(0.08)
        let fitted = fittedRows.indices.contains(index) ? fittedRows[index] : []
        for (k, row) in layout.rows.enumerated() {
            list.append(.fillRoundedRect(row.avatar, cornerRadius: 14, fill: .solid(avatarFill)))
            if let initial = row.title.first {
                let w = fitted.indices.contains(k) ? fitted[k].initialWidth : 9
                list.append(.text(TextRun(String(initial), font: PagedPane.initialFont, color: initialColor,
                                          origin: Point(x: row.avatar.midX - w / 2, y: row.avatar.midY - 8))))
            }
            list.append(.text(TextRun(row.title, font: PagedPane.rowTitleFont, color: primary, origin: row.titleFrame.origin)))
            list.append(.text(TextRun(row.detail, font: PagedPane.rowDetailFont, color: secondary, origin: row.detailFrame.origin)))
            list.append(.fillRoundedRect(row.separator, cornerRadius: 0, fill: .solid(separator)))
        }
    }
}

/// A row's title and detail as drawn (truncated to the page) and their measured widths in points.
struct FittedRow: Sendable, Hashable {
    var title: String, detail: String
    var titleWidth: Double, detailWidth: Double, initialWidth: Double
}
