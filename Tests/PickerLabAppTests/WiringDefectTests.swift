@testable import Controls
import Foundation
import Geometry
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// Issue 21's defects in the wiring between controls, the pane and their listeners, each through the app's
/// real frame loop (a headless `App` over `NullHost`).
@MainActor
struct WiringDefectTests {
    /// Defect 1: `segments pill a b c d` then `tap pill d` crashed (the card read the static tab list).
    @Test func tappingASegmentAddedByAScriptSelectsItAndTheCardShowsIt() throws {
        let (app, _) = try makeApp()
        try runScript(app, "segments pill a b c d\nwait 0.1\ntap pill d\nwait 1\nexpect selected pill d\n")
        #expect(app.gallery.card.segment.title == "d")
    }

    /// A tap in the same frame as what changes the layout (`segments`, `resize`, `set text-scale`) aims at
    /// the new layout: it waits one frame instead of pressing where the label was not yet laid out (a
    /// lead's find: `segments pill a b c d` then `tap pill d` at once selected nothing).
    @Test(arguments: ["segments pill a b c d\ntap pill d\nwait 1\nexpect selected pill d\n",
                      "resize 500 900\ntap pill UIKit\nwait 1\nexpect selected pill UIKit\n",
                      "set text-scale 2\ntap glass \"needs attention\"\nwait 1\nexpect selected glass \"needs attention\"\n"])
    func aTapInTheFrameThatChangesTheLayoutAimsAtTheNewLayout(_ script: String) throws {
        let (app, _) = try makeApp()
        try runScript(app, script)
    }

    /// Defect 2: `segments` on glass keeps the pane at one page per tab, each page's content keyed by its
    /// title, and the pane on the selected page in the same frame, without a scroll animation.
    @Test func segmentsOnGlassKeepThePaneOnePagePerTabOnTheSelection() throws {
        let (app, _) = try makeApp()
        let glass = try #require(app.gallery.control("glass")), pane = app.gallery.pager
        try runScript(app, "tap glass \"needs attention\"\nwait 1\n")
        #expect(glass.selectedIndex == 2 && pane.page == 2)
        let rows = pane.pages[2].rows
        // Remove a tab before the selected one.
        app.setSegments(control: "glass", titles: ["unread", "needs attention"])
        try app.step()
        #expect(pane.pages.map(\.title) == ["unread", "needs attention"])
        #expect(glass.selectedIndex == 1 && pane.page == 1 && pane.offset == 1 && !pane.isSettling)
        #expect(pane.pages[1].rows == rows)
        #expect(glass.indicator.frame == glass.track.frames[1])
        // Add two, one before the selection.
        app.setSegments(control: "glass", titles: ["all", "unread", "needs attention", "later"])
        try app.step()
        #expect(pane.pages.map(\.title) == ["all", "unread", "needs attention", "later"])
        #expect(glass.selectedIndex == 2 && pane.page == 2 && pane.offset == 2 && !pane.isSettling)
        #expect(pane.pages[2].rows == rows)
        for _ in 0..<90 { try app.step() }
        #expect(glass.indicator.frame == glass.track.frames[2] && pane.offset == 2)
    }

    /// Defect 5: a script's `mouse move` onto a segment hovers it and shows the hand, as live motion does;
    /// so does a recording that ends hovering after a click.
    @Test func scriptedMotionHoversAsLiveMotionDoes() throws {
        let (app, _) = try makeApp()
        let pill = try #require(app.gallery.control("pill"))
        let p = pill.segmentNodes[1].frame.center, q = pill.segmentNodes[2].frame.center
        try runScript(app, "mouse move \(p.x) \(p.y)\nwait 0.05\n")
        #expect(pill.hoveredIndex == 1 && app.scene.cursor == .hand)
        try runScript(app, "mouse down \(q.x) \(q.y)\nwait 0.05\nmouse up \(q.x) \(q.y)\nwait 0.05\nmouse move \(p.x) \(p.y)\nwait 0.05\n")
        #expect(pill.selectedIndex == 2 && pill.hoveredIndex == 1 && app.scene.cursor == .hand)
    }

    /// Defect 5, its other half: a recording of live input that ends hovering (a click, then the pointer moved
    /// onto another segment) replays headless with that hover and the hand.
    @Test func aRecordingThatEndsHoveringReplaysWithTheHover() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("wiring-rec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("rec.txt").path
        let (live, host) = try makeApp()
        let pill = try #require(live.gallery.control("pill"))
        let p = pill.segmentNodes[1].frame.center, q = pill.segmentNodes[2].frame.center
        try live.startRecording(path: path, header: "# test")
        for (phase, at, pressed) in [(PointerPhase.moved, q, false), (.began, q, true), (.ended, q, false), (.moved, p, false)] {
            host.inject(.pointer(PointerEvent(id: 0, kind: .mouse, phase: phase, position: at, timestamp: 0, isPressed: pressed)))
            for _ in 0..<3 { try live.step() }
        }
        #expect(pill.selectedIndex == 2 && pill.hoveredIndex == 1 && live.scene.cursor == .hand)
        try live.finish()
        let (replay, _) = try makeApp()
        try runScript(replay, try String(contentsOfFile: path, encoding: .utf8))
        let again = try #require(replay.gallery.control("pill"))
        #expect(again.selectedIndex == 2 && again.hoveredIndex == 1 && replay.scene.cursor == .hand)
    }

    /// Defect 8: the inspector hears a selection change made before any input, from the first frame.
    @Test func theInspectorHearsAChangeBeforeTheFirstInput() throws {
        var o = Options()
        o.headless = true
        let app = App(options: o, host: NullHost())
        app.gallery.control("pill")?.userSelect(2)
        try app.step()
        #expect(app.inspector.recordings["pill"]?.to == 2)
    }

    /// Defect 8: a reload that rebuilds the picker column keeps every listener on the new controls: the
    /// trace records their selections and the inspector measures them.
    @Test func aRebuildingReloadKeepsTheTraceAndTheInspectorListening() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("wiring-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("p.json"), trace = dir.appendingPathComponent("t.json")
        try Data(#"{"controls": [{"id": "m", "style": "pill", "segments": ["a", "b"]}]}"#.utf8).write(to: file)
        var o = Options()
        o.headless = true
        o.pickerPaths = [file.path]
        o.tracePath = trace.path
        let app = App(options: o, host: NullHost(), pickers: try PickerFile.read(file.path, icons: [:]))
        app.printsTraceSummary = false
        try app.step()
        try Data(#"{"controls": [{"id": "n", "style": "track", "segments": ["x", "y"]}, {"id": "m", "style": "pill", "segments": ["a", "b", "c"]}]}"#.utf8).write(to: file)
        #expect(app.reloadPickers() == nil)
        try app.step()
        app.gallery.control("n")?.userSelect(1)
        app.gallery.control("m")?.userSelect(2)
        for _ in 0..<3 { try app.step() }
        #expect(app.inspector.recordings["n"]?.to == 1)
        #expect(app.inspector.recordings["m"]?.to == 2)
        try app.finish()
        let events = (try JSONSerialization.jsonObject(with: Data(contentsOf: trace)) as? [String: Any])?["traceEvents"] as? [[String: Any]] ?? []
        let changes = events.filter { $0["name"] as? String == "selection_change" }.compactMap { ($0["args"] as? [String: Any])?["control"] as? String }
        #expect(changes.contains("n") && changes.contains("m"), "\(changes)")
    }
}
