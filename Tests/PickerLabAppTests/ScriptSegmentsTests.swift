@testable import Controls
import Foundation
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// A script's `segments` line and disabled segments (a hostile tester's finds on issue 21): a list without an
/// enabled segment is refused as a picker file refuses it, and a list that puts the selection's place on a
/// disabled segment moves the selection to the nearest enabled one.
@MainActor
struct ScriptSegmentsTests {
    /// Control `d1`: "A" and "C" disabled, "B" selected.
    static let file = #"{"controls": [{"id": "d1", "style": "pill", "selected": "B", "segments": [{"title": "A", "disabled": true}, "B", {"title": "C", "disabled": true}, "D"]}]}"#

    func app() throws -> App {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("script-segments-\(UUID().uuidString).json")
        try Data(Self.file.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var o = Options()
        o.headless = true
        o.pickerPaths = [url.path]
        o.onlyPickers = true
        let app = App(options: o, host: NullHost(), pickers: try PickerFile.read(url.path, icons: [:]))
        try app.step()
        return app
    }

    func message(_ body: () throws -> Void) -> String {
        do { try body(); return "accepted" } catch { return "\(error)" }
    }

    @Test func aSegmentsLineWithoutAnEnabledSegmentIsRefusedNamingItsLineAsAPickerFileIs() throws {
        let app = try app()
        let script = message { _ = try app.parseScript("wait 0.1\nsegments d1 \"A\" \"C\"\n", path: "s.txt") }
        #expect(script == "s.txt:2: segments: at least one segment must be enabled")
        // The picker file's own refusal, from the same rule.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("all-disabled-\(UUID().uuidString).json")
        try Data(#"{"controls": [{"id": "x", "style": "pill", "segments": [{"title": "A", "disabled": true}]}]}"#.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(message { _ = try PickerFile.read(url.path, icons: [:]) }.hasSuffix("at least one segment must be enabled"))
        // A title kept from an earlier `segments` line keeps its state; a new title is enabled.
        #expect(message { _ = try app.parseScript("segments d1 \"A\" \"B\"\nsegments d1 \"A\"\n", path: "s.txt") }
                == "s.txt:2: segments: at least one segment must be enabled")
        #expect(message { _ = try app.parseScript("segments d1 \"A\" \"new\"\nsegments d1 \"C\" \"new\"\n", path: "s.txt") } == "accepted")
        #expect(app.gallery.control("d1")?.selectedIndex == 1)   // nothing ran
    }

    /// The selected title removed, its index now a disabled segment's: the selection moves to the nearest
    /// enabled segment (the earlier one on a tie), never rests on the disabled one.
    @Test func aSegmentsLineThatLeavesTheSelectionOnADisabledSegmentMovesItToTheNearestEnabledOne() throws {
        let app = try app()
        let d1 = try #require(app.gallery.control("d1"))
        try runScript(app, "segments d1 \"A\" \"C\" \"x\" \"D\"\nwait 1\nexpect selected d1 x\n")
        #expect(d1.segments.map(\.isDisabled) == [true, true, false, false] && d1.selectedIndex == 2)
        app.setSegments(control: "d1", titles: ["x", "A", "C", "y"])   // "x" kept: the selection stays on it
        #expect(d1.selectedIndex == 0)
        app.setSegments(control: "d1", titles: ["q", "A", "r"])        // index 0 is "q", enabled
        #expect(d1.selectedIndex == 0)
        app.setSegments(control: "d1", titles: ["A", "s", "C"])        // index 0 is "A", disabled: "s"
        #expect(d1.selectedIndex == 1 && !d1.segments[d1.selectedIndex].isDisabled)
        app.setSegments(control: "d1", titles: ["t", "A", "u"])        // index 1 is "A": "t" and "u" tie, the earlier
        #expect(d1.selectedIndex == 0)
        app.driver.settle()
        #expect(d1.indicator.frame == d1.track.frames[0])
    }

    /// A script drag names segments, as XCUITest's `press(forDuration:thenDragTo:)` names elements: right
    /// after `segments` (the indicator still morphing from the old layout's wider frame) `drag thumb #0 #3`
    /// ended on #2 — it pressed on the morphing indicator and moved by the distance between label centres.
    @Test(arguments: ["segments thumb Location b c d\n", "segments thumb a b c d\n", "segments thumb Location b c d\nwait 0.05\n"],
          [false, true])
    func aDragRightAfterSegmentsStartsOnTheNamedSegmentAndEndsWithTheOtherSelected(_ change: String, touch: Bool) throws {
        let (app, _) = try makeApp()
        let thumb = try #require(app.gallery.control("thumb"))
        let script = change + "drag thumb #0 #3 0.3\(touch ? " touch" : "")\nwait 1\nexpect selected thumb #3\n"
        try runScript(app, script)
        #expect(thumb.selectedIndex == 3 && thumb.indicator.frame == thumb.track.frames[3])
    }
}
