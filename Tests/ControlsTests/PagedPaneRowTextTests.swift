@testable import Controls
import Geometry
@testable import Painting
@testable import SceneGraph
import SceneTesting
import Testing

/// A row's title and detail that do not fit between the avatar and the row's separator end are truncated
/// with "…" (the same `TextTruncation` as the labels), never drawn past the separator or cut mid-letter.
@MainActor
struct PagedPaneRowTextTests {
    let rows = [PagedPane.Row("Maya", "Lunch tomorrow? The new place on 5th"), PagedPane.Row("Ben", "OK")]

    /// The pane's text runs and separators after a layout at `width` points.
    func painted(width: Double) -> (texts: [TextRun], separatorMaxX: Double, pane: PagedPane, h: SceneHarness) {
        let pane = PagedPane(pages: [PagedPane.Page(title: "all", icon: nil, tint: .blue, rows: rows)], height: 200)
        let h = SceneHarness(root: pane, size: Size(width: width, height: 200))
        let commands = h.scene.displayList.commands
        let texts = commands.compactMap { if case .text(let r) = $0 { return r } else { return nil } }
        let separators = commands.compactMap { c -> Rect? in
            if case .fillRoundedRect(let r, _, _, _) = c, r.height == 0.5 { return r } else { return nil }
        }
        return (texts, separators.map(\.maxX).max() ?? 0, pane, h)
    }

    @Test func aLongDetailIsTruncatedToEndBeforeTheSeparatorDoes() throws {
        let p = painted(width: 200)
        let detail = try #require(p.texts.first { $0.text.hasPrefix("Lunch") })
        #expect(detail.text.hasSuffix(TextTruncation.ellipsis))
        #expect(detail.text.count < rows[0].detail.count)
        let width = p.h.measurer.measure(detail.text, font: detail.font).width
        #expect(detail.origin.x + width <= p.separatorMaxX + 1e-9, "\(detail.text) ends at \(detail.origin.x + width), the separator at \(p.separatorMaxX)")
        #expect(p.texts.contains { $0.text == "OK" })   // a short detail keeps its text
        #expect(p.texts.contains { $0.text == "Maya" })
    }

    @Test func aWidePaneDrawsTheWholeDetail() {
        let p = painted(width: 600)
        #expect(p.texts.contains { $0.text == rows[0].detail })
    }

    @Test func aResizeRefitsTheRows() throws {
        let p = painted(width: 600)
        p.h.size = Size(width: 200, height: 200)
        p.h.frame()
        let texts = p.h.scene.displayList.commands.compactMap { if case .text(let r) = $0 { return r } else { return nil } }
        let detail = try #require(texts.first { $0.text.hasPrefix("Lunch") })
        #expect(detail.text.hasSuffix(TextTruncation.ellipsis))
    }
}
