@testable import Controls
import Geometry
import Painting
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// The glass section's caption names the look shown — clear glass, or frosted and smoked under Increase
/// Contrast (`--increase-contrast`, key C) — and is read whole: beside the docked inspector it wraps onto
/// a second line instead of being cut ("paged pan…").
@MainActor
struct GlassCaptionTests {
    func find(_ id: String, in n: Node) -> Node? {
        if n.id == id { return n }
        for c in n.children { if let f = find(id, in: c) { return f } }
        return nil
    }

    func caption(_ app: App) throws -> TextNode { try #require(find("glass.caption", in: app.scene.root) as? TextNode) }

    /// The caption's lines as drawn this frame.
    func drawnLines(_ app: App, _ caption: TextNode) -> [String] {
        app.scene.displayList.commands.compactMap {
            if case .text(let r) = $0, r.font == caption.font, caption.displayedLines.contains(r.text) { return r.text } else { return nil }
        }
    }

    @Test(arguments: [Size(width: 760, height: 600), Size(width: 1100, height: 760)])
    func theCaptionNamesFrostedGlassUnderIncreaseContrastAndIsReadWholeBesideTheInspector(size: Size) throws {
        let (app, host) = try makeApp { $0.inspector = true; $0.increaseContrast = true; $0.size = size }
        let node = try caption(app)
        #expect(node.text == "glass — frosted, smoked glass (Increase Contrast), content-width indicator, paged pane in sync (seed 003)")
        let content = try #require(app.scene.root as? DockNode).contentFrame
        func readWhole() {
            #expect(node.displayedLines.joined(separator: " ") == node.text, "\(node.displayedLines)")
            #expect(drawnLines(app, node) == node.displayedLines)
            for line in node.displayedLines { #expect(host.textMeasurer.measure(line, font: node.font).width <= node.frame.width + 1e-9) }
            #expect(node.frame.maxX <= content.maxX)
            // The glass's panel starts below the caption's last line.
            if let panel = find("glass.panel", in: app.scene.root) { #expect(panel.frame.minY >= node.frame.maxY - 1e-9) }
        }
        readWhole()
        #expect(node.displayedLines.count == 2)   // too long for one line beside the panel: wrapped, not cut
        // Key C: the clear glass again, and its caption says so.
        host.inject(.key(KeyEvent(key: .character("c"), timestamp: 0)))
        try app.step()
        #expect(node.text == "glass — clear glass, content-width indicator, paged pane in sync (seed 003)")
        readWhole()
    }
}
