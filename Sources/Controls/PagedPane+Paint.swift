import Geometry
import Painting
import SceneGraph

/// Painting of the paged pane: the visible pages only, clipped to the pane, each a header (the tab's icon
/// and title on its tint) over a list of rows. A row's title and detail that do not fit between the avatar
/// and the end of the row's separator are truncated with "…".
extension PagedPane {
    static let rowTitleFont = Font(size: 14, weight: .semibold)
    static let rowDetailFont = Font(size: 12)
    /// Points of a page's width that are not a row's text: the avatar and its margins (52) on the left, the
    /// separator's end inset (14) on the right.
    static let rowTextInset = 52.0 + 14.0

    /// Truncates every row's title and detail to the text width of a page as wide as the pane.
    func fitRows(_ measurer: TextMeasuring) {
        let room = max(0, pageWidth - PagedPane.rowTextInset)
        fittedRows = pages.map { page in
            page.rows.map { row in
                PagedPane.Row(TextTruncation.fit(row.title, font: PagedPane.rowTitleFont, maxWidth: room, measurer: measurer).text,
                              TextTruncation.fit(row.detail, font: PagedPane.rowDetailFont, maxWidth: room, measurer: measurer).text)
            }
        }
    }

    func paintPages(into list: inout DisplayList) {
        guard frame.width > 1, frame.height > 1 else { return }
        list.append(.fillRoundedRect(frame, cornerRadius: 16, fill: .solid(Color.white.opacity(0.92))))
        list.append(.pushClip(frame))
        let w = pageWidth
        for (i, page) in pages.enumerated() {
            // On whole pixels, so a moving page is a layer copied from its texture (whole-pixel steps, as
            // Android scrolls), and drawn the same with layers off.
            let x = ((frame.minX + direction * (Double(i) - offset) * w) * pixelScale).rounded() / pixelScale
            guard x < frame.maxX, x + w > frame.minX else { continue }   // off screen
            let rows = fittedRows.indices.contains(i) ? fittedRows[i] : page.rows
            let r = Rect(x: x, y: frame.minY, width: w, height: frame.height)
            var h = Hasher()
            h.combine(id); h.combine(i)
            list.append(.pushLayer(CompositingLayer(id: h.finalize(), rect: r)))
            paintPage(page, rows: rows, in: r, into: &list)
            list.append(.popLayer)
        }
        list.append(.popClip)
    }

    private func paintPage(_ page: Page, rows: [Row], in r: Rect, into list: inout DisplayList) {
        let header = Rect(x: r.minX + 12, y: r.minY + 12, width: max(0, r.width - 24), height: 44)
        list.append(.fillRoundedRect(header, cornerRadius: 12, fill: .linearGradient(.standard(page.tint))))
        var x = header.minX + 14
        if let icon = page.icon {
            list.append(.icon(TextRun(icon.glyph, font: .icon(size: 22), color: .white, origin: Point(x: x, y: header.midY - 11))))
            x += 30
        }
        list.append(.text(TextRun(page.title, font: Font(size: 17, weight: .bold), color: .white, origin: Point(x: x, y: header.midY - 10.5))))
        var y = header.maxY + 8
        for row in rows {
            guard y + 38 <= r.maxY else { break }
            let avatar = Rect(x: r.minX + 14, y: y + 5, width: 28, height: 28)
            list.append(.fillRoundedRect(avatar, cornerRadius: 14, fill: .solid(page.tint.opacity(0.18))))
            if let initial = row.title.first {
                list.append(.text(TextRun(String(initial), font: Font(size: 13, weight: .bold), color: page.tint,
                                          origin: Point(x: avatar.midX - 4.5, y: avatar.midY - 8))))
            }
            list.append(.text(TextRun(row.title, font: PagedPane.rowTitleFont, color: Color.black.opacity(0.85),
                                      origin: Point(x: avatar.maxX + 10, y: y + 2))))
            list.append(.text(TextRun(row.detail, font: PagedPane.rowDetailFont, color: Color.black.opacity(0.5),
                                      origin: Point(x: avatar.maxX + 10, y: y + 20))))
            list.append(.fillRoundedRect(Rect(x: avatar.maxX + 10, y: y + 38, width: max(0, r.maxX - avatar.maxX - 24), height: 0.5),
                                         cornerRadius: 0, fill: .solid(Color.black.opacity(0.08))))
            y += 40
        }
    }
}
