@testable import Controls
import Foundation
import Geometry
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// A new user's find: a script's `tap` on a label scrolled out of view in an overflowing row did nothing (the
/// press landed beside the control, under the clip). As XCUITest's `tap()` does, the runner now scrolls the
/// label into view first, then taps it: the selection changes and the dump shows the row scrolled.
@MainActor
struct ScriptTapScrollTests {
    private func run(_ script: String, rtl: Bool = false) throws -> App {
        var o = Options()
        o.headless = true
        o.onlyPickers = true
        o.pickerPaths = ["p.json"]
        o.rightToLeft = rtl
        o.size = Size(width: 700, height: 500)
        let titles = (0..<20).map { "\"Segment \($0)\"" }.joined(separator: ", ")
        let json = #"{"controls": [{"id": "m", "style": "pill", "overflow": "scroll", "segments": [\#(titles)]}]}"#
        let app = App(options: o, host: NullHost(size: o.size), pickers: try PickerFile.parse(Array(json.utf8), path: "p.json", icons: [:]))
        try runScript(app, script, path: "s.txt")
        return app
    }

    @Test(arguments: [false, true])
    func aTapOnALabelScrolledOutOfViewScrollsItIntoViewThenSelectsIt(rtl: Bool) throws {
        let app = try run("tap m #19\nwait 1\nexpect selected m #19\n", rtl: rtl)
        let c = try #require(app.gallery.control("m"))
        #expect(c.isOverflowing && c.maxScrollOffset > 100)
        // Before: the press landed outside the visible row; the selection stayed on segment 0 (and the
        // script's `expect selected` failed).
        #expect(c.selectedIndex == 19)
        let dump = try #require((app.sceneDump()["controls"] as? [[String: Any]])?.first { $0["id"] as? String == "m" })
        #expect(dump["selectedIndex"] as? Int == 19)
        // The last segment sits at the row's far end: the row rests scrolled to that end (right to left, the
        // row's offset 0 shows its last segment, on the left).
        let end = rtl ? 0 : c.maxScrollOffset
        #expect(abs((dump["scrollOffset"] as? Double ?? -1) - end) < 0.5, "\(dump["scrollOffset"] ?? "nil"), max \(c.maxScrollOffset)")
        let cell = c.segmentNodes[19].frame
        #expect(cell.minX >= c.frame.minX - 0.5 && cell.maxX <= c.frame.maxX + 0.5, "\(cell) in \(c.frame)")
    }

    @Test func aTapOnAVisibleLabelDoesNotScrollFirst() throws {
        let app = try run("tap m #1\nexpect selected m #1\n")
        let c = try #require(app.gallery.control("m"))
        #expect(!c.isScrolledByUser)
    }
}
