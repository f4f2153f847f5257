@testable import Controls
import Geometry
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// The inspector fits short and narrow windows: its panel scrolls (1:1 under a drag on its background)
/// when taller than the window, and below the width where the panel and one gallery column fit side by
/// side it takes the whole window, with a close button, covering the gallery rather than part of it.
@MainActor
struct InspectorFitTests {
    /// Every interactive part of the panel: the mode picker, presets, sliders, Replay, Ghost, copy, close.
    func parts(_ panel: InspectorPanel) -> [Node] {
        [panel.modePicker] + panel.presetButtons + panel.sliders + [panel.replayButton, panel.ghostButton] + panel.copyButtons + [panel.closeButton]
    }

    func inPanel(_ node: Node, _ panel: InspectorPanel) -> Bool {
        var n: Node? = node
        while let m = n { if m === panel { return true }; n = m.parent }
        return false
    }

    @Test func aShortWindowScrollsThePanelOneToOneAndReachesEveryButton() throws {
        let (app, host) = try makeApp { $0.inspector = true; $0.size = Size(width: 900, height: 600) }
        let panel = app.inspector.panel
        #expect(panel.frame == Rect(x: 600, y: 0, width: 300, height: 600))
        #expect(panel.contentHeight > 600)
        for p in parts(panel) { #expect(p.frame.minX >= panel.frame.minX && p.frame.maxX <= panel.frame.maxX, "\(p.id) at \(p.frame)") }
        let copy = try #require(panel.copyButtons.last)
        #expect(copy.frame.maxY > 600)   // below the window until scrolled
        // A scroll bar shows there is more: at the top, as long as the visible fraction of the content.
        let bar = try #require(panel.scrollBar)
        #expect(bar.minY == 0 && abs(bar.height - 600 * 600 / panel.contentHeight) < 1e-9 && bar.maxX <= 900)
        #expect(app.scene.displayList.commands.contains(.fillRoundedRect(bar, cornerRadius: 1.5, fill: .solid(Color.black.opacity(0.25)))))
        // A drag on the panel's background (left of the plots, under the stats) scrolls it 1:1.
        let replayY = panel.replayButton.frame.minY
        let x = panel.frame.minX + 8, y = 300.0
        try runScript(app, "mouse down \(x) \(y)\nmouse move \(x) \(y - 40)\nmouse move \(x) \(y - 100)\nwait 0.05")
        #expect(abs(panel.replayButton.frame.minY - (replayY - 100)) < 1e-9)
        #expect(abs(panel.scrollOffset - 100) < 1e-9)
        // Far past the end it stops with the last button whole inside the window.
        try runScript(app, "mouse move \(x) \(y - 2000)\nmouse up \(x) \(y - 2000)\nwait 0.05")
        #expect(abs(panel.scrollOffset - (panel.contentHeight - 600)) < 1e-9)
        for p in parts(panel) { #expect(p.frame.maxY <= host.windowSize.height + 1e-9, "\(p.id) at \(p.frame)") }
        #expect(copy.frame.minY >= 0)
        #expect(abs((panel.scrollBar?.maxY ?? 0) - 600) < 1e-9)   // the bar at the bottom
        // The gallery did not scroll with it, and a tap on a copy button now works.
        #expect(app.gallery.controls[0].frame.minY < 400)
        var copied: String?
        panel.onCopy = { copied = $0 }
        try runScript(app, "mouse down \(copy.frame.midX) \(copy.frame.midY)\nmouse up \(copy.frame.midX) \(copy.frame.midY)\nwait 0.05")
        #expect(copied != nil)
    }

    @Test func aTallWindowDoesNotScrollThePanel() throws {
        let (app, _) = try makeApp { $0.inspector = true; $0.size = Size(width: 1100, height: 1000) }
        let panel = app.inspector.panel
        let replayY = panel.replayButton.frame.minY
        let x = panel.frame.minX + 8
        try runScript(app, "mouse down \(x) 300\nmouse move \(x) 200\nmouse up \(x) 200\nwait 0.05")
        #expect(panel.scrollOffset == 0 && panel.replayButton.frame.minY == replayY)
        #expect(panel.scrollBar == nil)
    }

    @Test func aNarrowWindowGivesThePanelTheWholeWidthWithACloseButton() throws {
        let (app, host) = try makeApp { $0.inspector = true; $0.size = Size(width: 500, height: 400) }
        let panel = app.inspector.panel
        #expect(panel.frame == Rect(x: 0, y: 0, width: 500, height: 400))
        #expect(app.inspector.isOverlay)
        for p in parts(panel) { #expect(p.frame.minX >= 0 && p.frame.maxX <= 500, "\(p.id) at \(p.frame)") }
        // No gallery control is half covered: nothing of the gallery takes a press.
        for c in app.gallery.controls where c.frame.center.y < 400 {
            let hit = app.scene.root.hitTest(c.frame.center)
            #expect(hit.map { inPanel($0, panel) } ?? true, "\(c.id) takes a press through the panel")
        }
        // ...and none is drawn.
        let texts = app.scene.displayList.commands.compactMap { if case .text(let r) = $0 { return r.text } else { return nil } }
        #expect(!texts.contains("needs attention") && !texts.contains("Option 1"), "\(texts)")
        // The close button brings the gallery back, every control whole in the window's width.
        let close = panel.closeButton.frame
        #expect(close.maxX <= host.windowSize.width && close.minY >= 0 && close.width > 0)
        try runScript(app, "mouse down \(close.midX) \(close.midY)\nmouse up \(close.midX) \(close.midY)\nwait 0.05")
        #expect(!app.isInspectorVisible)
        #expect(app.gallery.controls.allSatisfy { $0.frame.minX >= 0 && $0.frame.maxX <= 500 })
    }

    @Test func wideningTheWindowDocksThePanelAgain() throws {
        let (app, _) = try makeApp { $0.inspector = true; $0.size = Size(width: 500, height: 400) }
        try runScript(app, "resize 1100 760\nwait 0.05")
        #expect(!app.inspector.isOverlay)
        #expect(app.inspector.panel.frame == Rect(x: 800, y: 0, width: 300, height: 760))
        for c in app.gallery.controls { #expect(c.frame.maxX <= 800, "\(c.id) under the panel") }
    }
}
