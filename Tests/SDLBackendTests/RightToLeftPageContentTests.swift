@testable import Controls
import Foundation
import Geometry
@testable import Painting
@testable import PickerLabApp
@testable import SceneGraph
@testable import SDLBackend
import Testing

/// Issue 22: with `--rtl` the pane's page content is mirrored as UIKit and Android mirror a list — avatars
/// and the header's icon on the right, text aligned right — in the scene dump's frames and in the pixels the
/// renderer draws (only glyphs keep their shapes).
@MainActor
@Suite(.serialized)
struct RightToLeftPageContentTests {
    static func app(rightToLeft: Bool, theme: Theme, scale: Double) throws -> App {
        let app = try makeApp(scale: scale) { $0.theme = theme; $0.rightToLeft = rightToLeft }
        app.setTheme(theme)
        app.driver.settle()
        return app
    }

    /// The pane's first visible page in the scene dump (the JSON as written, read back).
    static func dumpedPage(_ app: App) throws -> [String: Any] {
        let json = try JSONSerialization.jsonObject(with: try SceneDump.data(app.sceneDump())) as! [String: Any]
        let controls = json["controls"] as! [[String: Any]]
        let pager = try #require(controls.first { $0["id"] as? String == "pager" })
        let pages = try #require(pager["pages"] as? [[String: Any]])
        return try #require(pages.first)
    }

    static func rect(_ any: Any?) -> Rect {
        let d = any as! [String: Double]
        return Rect(x: d["x"]!, y: d["y"]!, width: d["width"]!, height: d["height"]!)
    }

    /// `r` mirrored about the vertical centre line of `page`.
    static func mirror(_ r: Rect, in page: Rect) -> Rect {
        Rect(x: page.minX + page.maxX - r.maxX, y: r.y, width: r.width, height: r.height)
    }

    @Test(arguments: [Theme.light, .dark], [1.0, 2.0])
    func theDumpedPageFramesAreTheLeftToRightOnesMirrored(theme: Theme, scale: Double) throws {
        let ltr = try RightToLeftPageContentTests.dumpedPage(try RightToLeftPageContentTests.app(rightToLeft: false, theme: theme, scale: scale))
        let rtl = try RightToLeftPageContentTests.dumpedPage(try RightToLeftPageContentTests.app(rightToLeft: true, theme: theme, scale: scale))
        let page = RightToLeftPageContentTests.rect(rtl["frame"])
        #expect(page == RightToLeftPageContentTests.rect(ltr["frame"]))
        func same(_ a: Rect, _ b: Rect, _ what: String) {
            #expect(abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6,
                    "\(what): right to left \(a), left to right mirrored \(b)")
        }
        let m = { RightToLeftPageContentTests.mirror(RightToLeftPageContentTests.rect($0), in: page) }
        same(RightToLeftPageContentTests.rect(rtl["title"]), m(ltr["title"]), "header title")
        same(RightToLeftPageContentTests.rect(rtl["icon"]), m(ltr["icon"]), "header icon")
        let rows = try #require(rtl["rows"] as? [[String: Any]]), ltrRows = try #require(ltr["rows"] as? [[String: Any]])
        #expect(rows.count >= 3 && rows.count == ltrRows.count)
        for (r, l) in zip(rows, ltrRows) {
            for key in ["avatar", "titleFrame", "detailFrame"] { same(RightToLeftPageContentTests.rect(r[key]), m(l[key]), "\(r["title"]!) \(key)") }
            // Leading is the right: the avatar on the right half, the text ending 52 points from the right edge.
            let avatar = RightToLeftPageContentTests.rect(r["avatar"]), title = RightToLeftPageContentTests.rect(r["titleFrame"])
            #expect(avatar.minX > page.midX && abs(title.maxX - (page.maxX - 52)) < 1e-6 && title.maxX < avatar.minX)
        }
    }

    /// Pixels: in each row the avatar's disc is drawn where the mirrored left-to-right disc is (its rim the
    /// same colours within 8 levels — the translucent page shows a little of the backdrop behind — and unlike
    /// the page just above it), the page's background where the left-to-right disc was, and each row's text
    /// ink ends at the mirror of where the left-to-right ink starts (within a glyph's side bearing, 2 points).
    @Test(arguments: [Theme.light, .dark], [1.0, 2.0])
    func theRenderedRowsAreMirrored(theme: Theme, scale: Double) throws {
        let ltrApp = try RightToLeftPageContentTests.app(rightToLeft: false, theme: theme, scale: scale)
        let rtlApp = try RightToLeftPageContentTests.app(rightToLeft: true, theme: theme, scale: scale)
        let ltrImage = try ltrApp.host.capture(ltrApp.scene.displayList), rtlImage = try rtlApp.host.capture(rtlApp.scene.displayList)
        let pane = try #require(rtlApp.gallery.pagers.first)
        let (index, page) = try #require(pane.visiblePages.first)
        let rtl = pane.pageLayout(index, in: page)
        let ltr = try #require(ltrApp.gallery.pagers.first).pageLayout(index, in: page)
        let s = scale
        func px(_ image: PixelImage, _ x: Double, _ y: Double) -> SIMD3<Double> {
            let p = image.pixel(x: Int(x * s), y: Int(y * s))!
            return SIMD3(Double(p.r), Double(p.g), Double(p.b))
        }
        func far(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { Swift.max(Swift.abs(a.x - b.x), Swift.abs(a.y - b.y), Swift.abs(a.z - b.z)) }
        /// The leftmost and rightmost columns (points) in `band` whose pixels differ from the background `bg`.
        func ink(_ image: PixelImage, _ band: Rect, _ bg: SIMD3<Double>) -> (min: Double, max: Double)? {
            var lo = Double.infinity, hi = -Double.infinity
            for y in Int(band.minY * s)..<Int(band.maxY * s) {
                for x in Int(band.minX * s)..<Int(band.maxX * s) {
                    let p = image.pixel(x: x, y: y)!
                    if far(SIMD3(Double(p.r), Double(p.g), Double(p.b)), bg) > 40 { lo = Swift.min(lo, Double(x) / s); hi = Swift.max(hi, Double(x + 1) / s) }
                }
            }
            return lo <= hi ? (lo, hi) : nil
        }
        #expect(rtl.rows.count >= 3)
        for (r, l) in zip(rtl.rows, ltr.rows) {
            // The page's background under the row's text, between its detail line and its separator.
            let bg = px(rtlImage, page.midX, l.detailFrame.maxY + 1.2)
            // The disc's rim, 10 points from its centre horizontally (clear of the initial's glyph), against the
            // page's background just above the disc.
            for dx in [-10.0, 10.0] {
                let drawn = px(rtlImage, r.avatar.midX + dx, r.avatar.midY), expected = px(ltrImage, l.avatar.midX - dx, l.avatar.midY)
                let above = px(rtlImage, r.avatar.midX + dx, r.avatar.minY - 2.5)
                #expect(far(drawn, expected) <= 8, "\(r.title): the avatar's rim \(drawn) where left to right draws \(expected)")
                #expect(far(drawn, above) > 10, "\(r.title): no avatar at its mirrored place (\(drawn) is the background \(above))")
                let left = px(rtlImage, l.avatar.midX + dx, l.avatar.midY), leftAbove = px(rtlImage, l.avatar.midX + dx, l.avatar.minY - 2.5)
                #expect(far(left, leftAbove) <= 3, "\(r.title): an avatar still drawn at the left (\(left) vs \(leftAbove))")
            }
            // The text band: from the page's edge to the avatar, the title's and detail's lines.
            let textL = Rect(x: page.minX + 46, y: l.titleFrame.minY, width: page.width - 60, height: l.detailFrame.maxY - l.titleFrame.minY)
            let textR = RightToLeftPageContentTests.mirror(textL, in: page)
            let li = try #require(ink(ltrImage, textL, bg)), ri = try #require(ink(rtlImage, textR, bg))
            #expect(abs(ri.max - (page.minX + page.maxX - li.min)) <= 2, "\(r.title): right-to-left text ends at \(ri.max), left-to-right starts at \(li.min)")
            #expect(ri.max <= r.avatar.minX - 8 && ri.min > page.minX + 14, "\(r.title): right-to-left text spans \(ri)")
        }
    }
}
