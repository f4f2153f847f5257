@testable import Controls
import Geometry
import Motion
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// The hidden inspector costs a tap nothing it would only paint: retargeting it on a focus change and
/// measuring a selection change build no stats text and publish nothing to its plots (issue 23: the stats'
/// String(format:) and settle-time searches were most of a tap's ~100 µs input phase). Counted, not timed.
@MainActor
struct InspectorHiddenCostTests {
    @Test func tapsOnEveryControlWithThePanelHiddenBuildNoStatsAndShowingItBuildsThemOnce() throws {
        let (app, _) = try makeApp()
        let panel = app.inspector.panel
        // Focus moves to each control in turn (the hidden panel is retargeted each time) and each selection
        // changes (its travel is measured).
        try runScript(app, "tap underline iOS\nwait 0.6\ntap track \"Option 2\"\nwait 0.6\ntap glass unread\nwait 0.8\ntap pill UIKit\nwait 1.2")
        #expect(panel.controlID == "pill")
        #expect(panel.statsBuilds == 0)
        #expect(panel.plot.measured.isEmpty)   // not published while hidden
        let measured = app.inspector.measured
        #expect(measured.count > 20)

        app.inspector.setVisible(true)
        try app.step()
        #expect(panel.statsBuilds == 1)
        // What it shows is what the retargets and the measurement left: the pill's spring and its last travel.
        let spring = InspectorController.spring(of: try #require(app.gallery.control("pill")))
        #expect(panel.spring == spring)
        #expect(panel.stats.count == 3)
        #expect(panel.stats[0].hasPrefix("overshoot \(LinearEasing.format(spring.overshootPercent, decimals: 1)) %"), "\(panel.stats)")
        #expect(panel.stats[2].hasPrefix("to 1 pt of its \(LinearEasing.format(panel.travel, decimals: 0)) pt travel"), "\(panel.stats)")
        #expect(panel.travel > 50)
        #expect(panel.plot.measured.count == measured.count)
        #expect(panel.velocityPlot.measured.count == measured.count)

        // Shown, a change of spring rebuilds the text once when painted, not once per setter.
        try runScript(app, "tap pill iOS\nwait 1.2")
        #expect(panel.statsBuilds == 2)
    }
}
