@testable import Controls
import Foundation
import Geometry
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// A designer's find (issue 22's "no empty strip"): a page card never leaves a row's worth of empty space at
/// its bottom while the page has rows it does not show. In one column the gallery squeezed the glass's pane
/// 20 points (the gap before a column's spacer went uncounted) so it showed 3 of "all"'s 4 rows over a
/// 34-point blank band; a picker file's 180-point pane showed 2 rows over 38 blank points. Frames in points.
@MainActor
struct PageCardRowsTests {
    /// The space (points) between the last row's separator (the header when no row shows) and the card's
    /// bottom, and how many of the page's rows show, for page `index` of `pane` as laid out.
    static func bottom(_ pane: PagedPane, _ index: Int) -> (gap: Double, shown: Int, rows: Int) {
        let layout = pane.pageLayout(index, in: pane.frame)
        let end = layout.rows.last.map(\.separator.maxY) ?? layout.header.maxY
        return (pane.frame.maxY - end, layout.rows.count, pane.pages[index].rows.count)
    }

    func app(size: Size, scale: Double = 1, pickerFile: Bool = false) throws -> App {
        var o = Options()
        o.headless = true
        o.size = size
        o.scale = scale
        if pickerFile { o.pickerPaths = [IndicatorInsideControlTests.examplePicker] }
        let pickers = pickerFile
            ? try PickerFile.read(IndicatorInsideControlTests.examplePicker, icons: IconCatalog.load(assetsDirectory: IndicatorInsideControlTests.root + "/assets"))
            : []
        let app = App(options: o, host: NullHost(size: size, scale: scale), pickers: pickers)
        for _ in 0..<3 { try app.step() }
        return app
    }

    /// The margin under a card's last row when all its rows show: 14 points (the header's inset, 12, and the
    /// row's 2 points under its separator).
    static let margin = 14.0

    @Test(arguments: [(Size(width: 1100, height: 760), 1.0, false), (Size(width: 700, height: 500), 2.0, false),
                      (Size(width: 1100, height: 760), 1.0, true)])
    func noCardLeavesARowsWorthOfEmptySpaceWhileItHasRowsToShow(size: Size, scale: Double, pickerFile: Bool) throws {
        let app = try app(size: size, scale: scale, pickerFile: pickerFile)
        #expect(!app.gallery.pagers.isEmpty)
        for pane in app.gallery.pagers {
            for i in pane.pages.indices {
                let b = Self.bottom(pane, i)
                if b.shown < b.rows {
                    #expect(b.gap <= Self.margin + 0.5, "\(size) @\(scale) \(pane.id) page \(i): \(b.shown) of \(b.rows) rows over \(b.gap) points left blank (\(pane.frame))")
                }
            }
        }
    }

    /// In one column (a picker file beside the gallery, a small window at scale 2) the gallery's pane is as
    /// tall as in two and shows all 4 of "all"'s rows.
    @Test(arguments: [(Size(width: 700, height: 500), 2.0, false), (Size(width: 1100, height: 760), 1.0, true)])
    func inOneColumnTheGalleryPaneShowsAllFourRows(size: Size, scale: Double, pickerFile: Bool) throws {
        let app = try app(size: size, scale: scale, pickerFile: pickerFile)
        let pane = try #require(app.gallery.pagers.first { $0.id == "pager" })
        let twoColumns = try #require(try self.app(size: Size(width: 1100, height: 760)).gallery.pagers.first { $0.id == "pager" })
        #expect(pane.frame.height == twoColumns.frame.height, "one column \(pane.frame.height) vs two \(twoColumns.frame.height)")
        #expect(Self.bottom(pane, 0).shown == 4)
    }
}
