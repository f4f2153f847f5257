import Foundation
import Geometry
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// Round 5: a sideways wheel over a scrolling segment row scrolls the row (a vertical one goes on to the
/// gallery).
@MainActor
@Suite(.serialized)
struct WheelOverflowRowTests {
    @Test func aSidewaysWheelScrollsAnOverflowingRow() throws {
        var o = Options()
        o.headless = true
        o.onlyPickers = true
        let titles = (0..<20).map { "\"Segment \($0)\"" }.joined(separator: ", ")
        let json = #"{"controls": [{"id": "m", "style": "pill", "overflow": "scroll", "segments": [\#(titles)]}]}"#
        let app = App(options: o, host: NullHost(size: Size(width: 500, height: 400)), pickers: try PickerFile.parse(Array(json.utf8), path: "p.json", icons: [:]))
        app.printsTraceSummary = false
        try app.step()
        let m = try #require(app.gallery.control("m"))
        #expect(m.isOverflowing && m.scrollOffset == 0)
        let over = m.frame.center
        app.scene.dispatch(.wheel(position: over, notches: Point(x: 0, y: -1)))
        #expect(m.scrollOffset == 0, "a vertical wheel is the gallery's")
        app.scene.dispatch(.wheel(position: over, notches: Point(x: 2, y: 0)))
        try app.step()
        #expect(abs(m.scrollOffset - 2 * 50) < 0.01)
        app.scene.dispatch(.wheel(position: over, notches: Point(x: -5, y: 0)))
        try app.step()
        #expect(m.scrollOffset == 0, "stops at the start: \(m.scrollOffset)")
        try app.finish()
    }
}
