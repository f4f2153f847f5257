@testable import Controls
@testable import Painting
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// A selection change measures no card title: the card measures the pill's titles at the layout after it is
/// connected, and again after a `segments` change, not in the frames of a tap (issue 23: a first-seen
/// 34-point title's glyph load, ~65k instructions under callgrind, was the largest part of the scene side
/// of a tap frame that callgrind found left). Counted, not timed.
@MainActor
struct CardTitleCostTests {
    @Test func tapsOnEveryPillSegmentMeasureNoCardTitle() throws {
        let (app, host) = try makeApp()
        var measured: [String] = []
        host.measurer.onMeasure = { text, font in if font == Font(size: 34, weight: .bold) { measured.append(text) } }
        let pill = try #require(app.gallery.control("pill"))
        let taps = (pill.segments.dropFirst() + [pill.segments[0]]).map { "tap pill \(Script.quoted($0.title))\nwait 0.6" }
        try runScript(app, taps.joined(separator: "\n"))
        #expect(app.gallery.card.segment.title == pill.segments[0].title)
        #expect(measured.isEmpty, "\(measured)")

        // New segments are measured in the frame that sets them, not in the tap that selects one.
        try runScript(app, "segments pill North South \"Far East\"\nwait 0.1")
        measured.removeAll()
        try runScript(app, "tap pill \"Far East\"\nwait 0.6\ntap pill South\nwait 0.6")
        #expect(app.gallery.card.segment.title == "South")
        #expect(measured.isEmpty, "\(measured)")
    }
}
