@testable import Controls
import Geometry
import Motion
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// A glass change made by paging its pane (a swipe) is measured like a tap's: the pane's motion from the
/// release that sends it to the new page until it arrives and commits, on the scale of the change (0 = the
/// page left, 1 = the new one), with the indicator's travel between the two tabs.
@MainActor
struct InspectorSwipeMeasureTests {
    @Test func aSwipeCommittedChangeHasDotsATravelAndADumpedMeasurement() throws {
        let (app, _) = try makeApp { $0.inspector = true }
        let glass = try #require(app.gallery.control("glass"))
        let link = try #require(glass.indicatorDriver as? PagerLink)
        try runScript(app, "inspector show glass\ntap glass \"needs attention\"\nwait 1")
        #expect(glass.selectedIndex == 2)
        var offsets: [Double] = []
        try runScript(app, "swipe pager 300 0.2\nwait 1.2") { offsets.append(link.pane.offset) }
        #expect(glass.selectedIndex == 1 && link.pane.page == 1)
        let measured = app.inspector.measured
        #expect(measured.count > 10, "\(measured.count) samples")
        // From the release on: it starts part of the way (where the finger left the pane) and arrives at 1.
        let first = try #require(measured.first), last = try #require(measured.last)
        #expect(first.t == 0 && first.progress > 0.05 && first.progress < 0.95, "\(first)")
        #expect(abs(last.progress - 1) < 0.01)
        for (i, s) in measured.enumerated() {
            #expect(abs(s.t - Double(i) / 60) < 1e-9)
            // Each sample is an offset the pane was drawn at (page 2 → page 1 is progress 0 → 1).
            #expect(offsets.contains { abs($0 - (2 - s.progress)) < 1e-9 }, "t = \(s.t)")
        }
        // The travel is the indicator's between the two tabs, as a tap's is.
        let travel = abs(glass.track.frames[1].x - glass.track.frames[2].x)
        #expect(abs(app.inspector.panel.travel - travel) < 1e-9)
        #expect(app.inspector.panel.stats[2].hasPrefix("to 1 pt of its \(Int(travel.rounded())) pt travel"), "\(app.inspector.panel.stats)")
        #expect(app.inspector.panel.plot.measured.count == measured.count)
        let dumped = (app.sceneDump()["inspector"] as? [String: Any])?["measured"] as? [[Double]]
        #expect(dumped?.count == measured.count)
    }
}
