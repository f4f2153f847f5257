@testable import Controls
import Foundation
import Geometry
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// Issue 24, items 7 and 8: picker-file layouts that could not fit are laid out (spacing gives way, a label
/// wider than its scrolling row is cut to it), and a right-to-left scrolling row keeps its selection in view
/// after a resize or a text scale.
@MainActor
struct PickerLayoutFitTests {
    private func app(_ json: String, size: Size = Size(width: 1100, height: 760), rtl: Bool = false, script: String? = nil,
                     options: Options = Options()) throws -> App {
        var o = options
        o.headless = true
        o.onlyPickers = true
        o.pickerPaths = ["p.json"]
        o.rightToLeft = rtl
        o.size = size
        let app = App(options: o, host: NullHost(size: size), pickers: try PickerFile.parse(Array(json.utf8), path: "p.json", icons: [:]))
        if let script {
            try runScript(app, script)
        } else {
            for _ in 0..<60 { try app.step() }
        }
        return app
    }

    private func inside(_ r: Rect, _ outer: Rect) -> Bool {
        r.minX >= outer.minX - 0.5 && r.maxX <= outer.maxX + 0.5 && r.minY >= outer.minY - 0.5 && r.maxY <= outer.maxY + 0.5
    }

    private func titles(_ n: Int) -> String { (0..<n).map { "\"Segment \($0)\"" }.joined(separator: ", ") }

    @Test func spacingGivesWaySoTwentyTruncatedSegmentsKeepTheirLabels() throws {
        let app = try app(#"{"controls": [{"id": "m", "style": "pill", "overflow": "truncate", "spacing": 60, "selected": 7, "segments": [\#(titles(20))]}]}"#)
        let c = try #require(app.gallery.control("m"))
        // Before: 19 gaps of 60 pt left every cell 0 wide: every label "" and the indicator 0 wide.
        #expect(c.indicator.frame.width > 10, "\(c.indicator.frame)")
        for n in c.segmentNodes { #expect(!n.displayedTitle.isEmpty && n.frame.width > 10, "\(n.index): '\(n.displayedTitle)' \(n.frame)") }
        #expect(inside(c.indicator.frame, c.frame))
    }

    @Test func aLabelWiderThanItsScrollingRowIsCutToIt() throws {
        let long = String(repeating: "W", count: 80)
        let app = try app(#"{"controls": [{"id": "m", "style": "pill", "overflow": "scroll", "font": {"size": 40}, "selected": 1, "segments": ["a", "\#(long)", "b"]}]}"#)
        let c = try #require(app.gallery.control("m"))
        // Before: an indicator 1384 pt wide in a 1052 pt control.
        #expect(c.indicator.frame.width <= c.frame.width, "\(c.indicator.frame) in \(c.frame)")
        #expect(inside(c.indicator.frame, c.frame), "\(c.indicator.frame) in \(c.frame)")
        #expect(c.segmentNodes[1].displayedTitle.hasSuffix("…"))
    }

    @Test(arguments: ["resize 500 400", "set text-scale 2", "resize 1400 700"])
    func aRightToLeftScrollingRowKeepsTheSelectionInViewAfter(change: String) throws {
        let script = "tap m #14\nwait 1\n\(change)\nwait 1\n"
        let app = try app(#"{"controls": [{"id": "m", "style": "pill", "overflow": "scroll", "segments": [\#(titles(20))]}]}"#, rtl: true, script: script)
        let c = try #require(app.gallery.control("m"))
        #expect(c.isOverflowing && c.selectedIndex == 14)
        let cell = c.segmentNodes[14].frame
        // Before: the offset kept from the old row put the selected segment off the edge.
        #expect(inside(cell, c.frame), "segment 14 at \(cell) in \(c.frame), offset \(c.scrollOffset) of \(c.maxScrollOffset)")
        #expect(inside(c.indicator.frame, c.frame), "\(c.indicator.frame)")
        #expect(c.scrollOffset >= 0 && c.scrollOffset <= c.maxScrollOffset + 0.01)
    }

    // MARK: - Found by the #24 fuzz (RobustFuzzTests)

    @Test func aFixedHeightWithItsLargestPaddingKeepsRoomInsideAtTextScaleThreeQuarters() throws {
        // Height 16 with padding 6 leaves the 4 points the picker-file rule asks for; at text scale 0.75 the
        // height became 12 while the padding stayed 6: cells 0 high and the indicator 0 high (kept at 1 pt).
        var o = Options()
        o.textScale = 0.75
        let app = try app(#"{"controls": [{"id": "m", "style": "pill", "height": 16, "padding": 6, "segments": ["Inbox", "A", "Settings"]}]}"#, options: o)
        let c = try #require(app.gallery.control("m"))
        #expect(c.frame.height == 12)
        for n in c.segmentNodes { #expect(n.frame.height >= 3 - 1e-9 && inside(n.frame, c.frame), "\(n.index): \(n.frame) in \(c.frame)") }
        #expect(c.indicator.frame.height >= 3 - 1e-9 && inside(c.indicator.frame, c.frame), "\(c.indicator.frame) in \(c.frame)")
    }

    @Test func aGlassPillInATightCellKeepsHalfTheCellsHeight() throws {
        // The glass pill stayed 5 points inside its cell above and below: in a 4-point cell (height 16,
        // padding 6) it was 0 high (kept at 1 pt).
        let app = try app(#"{"controls": [{"id": "m", "style": "glass", "height": 16, "padding": 6, "segments": ["Inbox", "A", "Settings"]}]}"#)
        let c = try #require(app.gallery.control("m"))
        let cell = c.segmentNodes[c.selectedIndex].frame
        #expect(cell.height == 4)
        #expect(c.indicator.frame.height >= cell.height / 2 - 1e-9 && inside(c.indicator.frame, cell), "\(c.indicator.frame) in \(cell)")
    }

    @Test func aLabelScrolledOutOfViewTakesNoPress() throws {
        // A scrolling row's cells lie beside the control, under its clip, when scrolled away: a press there
        // (in the window beside the control) reached the hidden label, selected it, and stopped the row's
        // scroll toward it (the #24 fuzz: a selection at rest out of view).
        let app = try app(#"{"controls": [{"id": "m", "style": "pill", "overflow": "scroll", "segments": [\#(titles(20))]}]}"#, size: Size(width: 500, height: 400))
        let c = try #require(app.gallery.control("m"))
        #expect(c.isOverflowing && c.selectedIndex == 0)
        let hidden = try #require(c.segmentNodes.first { $0.frame.minX > c.frame.maxX + 1 })
        let p = Point(x: max(hidden.frame.minX + 1, c.frame.maxX + 5), y: hidden.frame.midY)
        #expect(hidden.frame.contains(p) && !c.frame.contains(p))
        let host = try #require(app.host as? NullHost)
        host.inject(.pointer(PointerEvent(id: 0, kind: .mouse, phase: .began, position: p, timestamp: 0)))
        try app.step()
        host.inject(.pointer(PointerEvent(id: 0, kind: .mouse, phase: .ended, position: p, timestamp: 0, isPressed: false)))
        for _ in 0..<60 { try app.step() }
        #expect(c.selectedIndex == 0, "the press beside the control selected hidden segment \(c.selectedIndex)")
        #expect(app.scene.root.hitTest(p).map { $0.id.hasPrefix("m.") } != true)
    }
}
