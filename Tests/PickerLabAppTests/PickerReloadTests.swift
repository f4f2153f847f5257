@testable import Controls
import Foundation
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// Reloading picker files: the selection is kept by title (else index), a broken file keeps the last good
/// controls and shows its error until the next good save.
@MainActor
struct PickerReloadTests {
    func app(_ text: String) throws -> (App, URL) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("picker-reload-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        var o = Options()
        o.headless = true
        o.pickerPaths = [url.path]
        o.onlyPickers = true
        let defs = try PickerFile.read(url.path, icons: [:])
        let app = App(options: o, host: NullHost(), pickers: defs)
        try app.step()
        return (app, url)
    }

    @Test(arguments: ["pill", "glass"])
    func aReloadKeepsTheSelectionByTitleAndMorphsTheIndicator(style: String) throws {
        let (app, url) = try app(#"{"controls": [{"id": "m", "style": "\#(style)", "selected": "b", "segments": ["a", "b", "c"]}]}"#)
        let c = try #require(app.gallery.control("m"))
        let before = c.indicator.frame
        try Data(#"{"controls": [{"id": "m", "style": "\#(style)", "height": 60, "segments": ["x", "y", "a", "b"]}]}"#.utf8).write(to: url)
        #expect(app.reloadPickers() == nil)
        #expect(app.gallery.control("m") === c)                       // the same control, updated in place
        #expect(c.selectedIndex == 3 && c.segments.map(\.title) == ["x", "y", "a", "b"])
        for _ in 0..<3 { try app.step() }
        #expect(c.indicator.frame != before && c.indicator.frame != c.track.frames[3])   // on its way
        app.driver.settle()
        #expect(c.indicator.frame == c.track.frames[3] && c.frame.height == 60)
        // A removed title: the selection falls back to its index.
        try Data(#"{"controls": [{"id": "m", "style": "\#(style)", "segments": ["x", "y", "a", "q"]}]}"#.utf8).write(to: url)
        #expect(app.reloadPickers() == nil)
        #expect(c.selectedIndex == 3)
    }

    @Test(arguments: ["pill", "thumb", "glass"])
    func aReloadToALowerControlMorphsTheIndicatorInsideIt(style: String) throws {
        // Found by the #24 fuzz: the indicator morphed from the tall control's frame while the control was
        // already low, so for a few frames it was drawn above and below it (100 pt high in an 84 pt control).
        let (app, url) = try app(#"{"controls": [{"id": "m", "style": "\#(style)", "height": 120, "segments": ["a", "b", "c"]}]}"#)
        app.driver.settle()
        let c = try #require(app.gallery.control("m"))
        try Data(#"{"controls": [{"id": "m", "style": "\#(style)", "height": 40, "segments": ["a", "b", "c"]}]}"#.utf8).write(to: url)
        #expect(app.reloadPickers() == nil)
        var moving = 0
        for frame in 0..<40 {
            try app.step()
            let f = c.indicator.frame, k = c.frame
            if c.indicator.isAnimating { moving += 1 }
            #expect(k.height == 40 && f.minY >= k.minY - 1e-9 && f.maxY <= k.maxY + 1e-9, "frame \(frame): \(f) in \(k)")
        }
        #expect(moving > 3)   // it did morph
    }

    @Test func aBrokenSaveKeepsTheLastGoodPickerUntilTheNextGoodOne() throws {
        let (app, url) = try app(#"{"controls": [{"id": "m", "style": "track", "segments": ["a", "b"]}]}"#)
        try Data(#"{"controls": [{"id": "m", "style": "track", "segments": ["a", "b", ]}]}"#.utf8).write(to: url)
        let error = try #require(app.reloadPickers())
        #expect(error.hasSuffix(":1:68: not JSON: unexpected character"), "\(error)")
        #expect(app.pickerError == error && app.gallery.control("m")?.segments.map(\.title) == ["a", "b"])
        try app.step()
        #expect(app.scene.displayList.commands.contains { if case .text(let run) = $0 { return run.text == error } else { return false } })
        #expect(app.sceneDump()["pickerError"] as? String == error)
        try Data(#"{"controls": [{"id": "m", "style": "track", "segments": ["a", "b", "c"]}]}"#.utf8).write(to: url)
        #expect(app.reloadPickers() == nil && app.pickerError == nil)
        #expect(app.gallery.control("m")?.segments.count == 3)
    }

    @Test func aReloadThatAddsAControlRebuildsTheColumnKeepingSelections() throws {
        let (app, url) = try app(#"{"controls": [{"id": "m", "style": "pill", "segments": ["a", "b"]}]}"#)
        app.gallery.control("m")?.userSelect(1)
        try Data(#"{"controls": [{"id": "n", "style": "underline", "segments": ["x"]}, {"id": "m", "style": "pill", "segments": ["z", "a", "b"]}]}"#.utf8).write(to: url)
        #expect(app.reloadPickers() == nil)
        #expect(app.gallery.controls.map(\.id) == ["n", "m"] && app.gallery.control("m")?.selectedIndex == 2)
    }
}
