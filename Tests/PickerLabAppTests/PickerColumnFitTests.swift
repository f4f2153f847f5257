@testable import Controls
import Geometry
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// Picker-file controls fit the window: a scrolling row scrolls inside its column instead of widening it,
/// and larger text reflows the gallery to one column before any label is cut, without pushing a control
/// past the window's right edge (truncating rows truncate, scrolling rows scroll).
@MainActor
struct PickerColumnFitTests {
    func defs(_ text: String) throws -> [PickerDefinition] {
        try PickerFile.parse(Array(text.utf8), path: "picker.json", icons: ["inbox": 0xE156])
    }

    func many(_ n: Int, id: String = "m", extra: String = "") -> String {
        let titles = (1...n).map { "\"Segment \($0)\"" }.joined(separator: ", ")
        return #"{"id": "\#(id)", "style": "pill", \#(extra)"segments": [\#(titles)]}"#
    }

    @Test(arguments: [(20, 700.0, 300.0), (20, 1100, 760), (30, 1100, 760)])
    func aScrollingRowWithManySegmentsScrollsInsideItsColumn(count: Int, width: Double, height: Double) throws {
        let g = Gallery(pickers: try defs(#"{"controls": [\#(many(count))]}"#), only: true)
        let h = SceneHarness(root: g.root, size: Size(width: width, height: height))
        let c = try #require(g.controls.first)
        // The column is the window less the gallery's 24 pt padding, at most the readable width and centred;
        // the control fills it and scrolls.
        let column = min(width - 48, GalleryLayout.maximumColumnWidth)
        #expect(abs(c.frame.width - column) < 0.5 && abs(c.frame.midX - width / 2) < 0.5, "\(c.frame) in a \(width) pt window")
        #expect(c.isOverflowing && c.maxScrollOffset > 0)
        #expect(c.segmentNodes.allSatisfy { $0.displayedTitle == $0.segment.title })
        _ = h
    }

    /// Every control lies inside the window's width, every truncating row's cells inside its control.
    func expectInsideTheWindow(_ g: Gallery, width: Double, _ note: String) {
        for c in g.controls {
            #expect(c.frame.minX >= -0.5 && c.frame.maxX <= width + 0.5, "\(note): \(c.id) at \(c.frame)")
            if !c.scrollsOnOverflow {
                for s in c.segmentNodes { #expect(s.frame.maxX <= c.frame.maxX + 0.5, "\(note): \(c.id) cell \(s.frame) beyond \(c.frame)") }
            }
        }
    }

    static let mixed = #"""
    {"controls": [
      \#(PickerColumnFitTests().many(20, id: "scroller")),
      {"id": "cut", "style": "track", "overflow": "truncate", "widths": "content",
       "segments": ["Notifications and sounds", "Privacy and security", "Appearance and themes", "Keyboard and shortcuts",
                    "Accounts and passwords", "Language and region", "Storage"]},
      {"id": "lens", "style": "glass", "widths": "content", "segments": ["Inbox", "Starred", "Sent", "Drafts", "Archive"]}
    ]}
    """#

    @Test(arguments: [1.25, 1.5, 1.75])
    func largerTextKeepsPickerControlsInsideTheWindow(scale: Double) throws {
        let g = Gallery(pickers: try defs(Self.mixed), only: true)
        for c in g.controls { c.textScale = scale }
        let h = SceneHarness(root: g.root, size: Size(width: 1100, height: 760))
        expectInsideTheWindow(g, width: 1100, "×\(scale)")
        let scroller = try #require(g.controls.first { $0.id == "scroller" }), cut = try #require(g.controls.first { $0.id == "cut" })
        #expect(scroller.isOverflowing && scroller.segmentNodes.allSatisfy { $0.displayedTitle == $0.segment.title })
        // The truncating row does not fit whole at this size: it truncates rather than widening the column.
        #expect(cut.segmentNodes.contains { $0.displayedTitle.hasSuffix("…") }, "\(cut.segmentNodes.map(\.displayedTitle))")
        _ = h
    }

    @Test func largerTextReflowsTheGalleryToOneColumnBeforeCuttingALabel() throws {
        let g = Gallery(pickers: try defs(#"{"controls": [\#(many(12, id: "scroller"))]}"#))
        for c in g.controls { c.textScale = 1.5 }
        let h = SceneHarness(root: g.root, size: Size(width: 1100, height: 760))
        let layout = try #require(g.root as? GalleryLayout)
        #expect(layout.isSingleColumn)
        expectInsideTheWindow(g, width: 1100, "gallery ×1.5")
        for c in g.controls where !c.scrollsOnOverflow {
            #expect(c.segmentNodes.allSatisfy { $0.displayedTitle == $0.segment.title }, "\(c.id): \(c.segmentNodes.map(\.displayedTitle))")
        }
        _ = h
    }
}
