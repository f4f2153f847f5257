@testable import Controls
import Geometry
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// Issue 22's "ends without emptiness" in the gallery itself (PagerEndsTests checks a bare control and
/// pane): a scripted tap on the last and then the first glass tab keeps the pane's offset within its pages
/// at every frame, with the default spring and with `--spring glass=response:0.4,dampingFraction:0.4`
/// (the 2.09 and 2.51 pages), while the glass indicator's edge passes its rest toward the control's
/// inner edge and never beyond it. Offsets in pages, frames in points.
@MainActor
struct GalleryPagerEndsTests {
    @Test(arguments: [nil, "glass=response:0.4,dampingFraction:0.4"])
    func tapsOnTheEndTabsKeepThePaneWithinItsPages(spring: String?) throws {
        let (app, _) = try makeApp { o in
            if let spring { o.springOverrides = [try! SpringOverride.parse(spring)] }
        }
        let glass = try #require(app.gallery.control("glass")), pane = try #require(app.gallery.pagers.first { $0.id == "pager" })
        let last = glass.segments.count - 1
        let restLast = glass.restingIndicatorFrame(ofSegment: last), restFirst = glass.restingIndicatorFrame(ofSegment: 0)
        var offsets: [Double] = [], right: [Double] = [], left: [Double] = []
        try runScript(app, "tap glass #\(last)\nwait 1.5\nexpect page pager \(last)\ntap glass #0\nwait 1.5\nexpect page pager 0\n") {
            offsets.append(pane.offset)
            right.append(glass.indicator.frame.maxX); left.append(glass.indicator.frame.minX)
        }
        #expect(offsets.count > 150)
        #expect(offsets.min()! >= 0 && offsets.max()! <= Double(last), "offsets \(offsets.min()!)…\(offsets.max()!)")
        #expect(offsets.contains { abs($0 - Double(last)) < 1e-3 })
        #expect(right.max()! > restLast.maxX + 0.5, "right edge \(right.max()!) never past its rest \(restLast.maxX)")
        #expect(right.max()! <= glass.track.bounds.upperBound + 1e-9)
        #expect(left.min()! < restFirst.minX - 0.5, "left edge \(left.min()!) never past its rest \(restFirst.minX)")
        #expect(left.min()! >= glass.track.bounds.lowerBound - 1e-9)
    }
}
