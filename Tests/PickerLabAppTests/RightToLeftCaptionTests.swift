import Foundation
import Geometry
@testable import Painting
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// Round 5: under `--rtl` the section captions stayed at the left of their sections while everything else
/// mirrored; right to left they sit at the section's right edge (and a picker file's caption follows its
/// control's direction).
@MainActor
@Suite(.serialized)
struct RightToLeftCaptionTests {
    /// Each caption node's frame and the x range its text is drawn at (window points).
    static func captions(_ app: App) -> [(id: String, frame: Rect, text: ClosedRange<Double>)] {
        var nodes: [TextNode] = []
        func walk(_ n: Node) { if let t = n as? TextNode, t.id.hasSuffix(".caption") { nodes.append(t) }; n.children.forEach(walk) }
        walk(app.gallery.root)
        let context = LayoutContext(measurer: app.host.textMeasurer, scale: 1)
        return nodes.compactMap { node in
            for c in app.scene.displayList.commands {
                guard case .text(let run) = c, run.text == node.text, run.font == node.font else { continue }
                let w = context.measure(run.text, font: run.font).width
                return (node.id, node.frame, run.origin.x...(run.origin.x + w))
            }
            return nil
        }
    }

    @Test(arguments: [false, true])
    func captionsMirrorUnderRightToLeft(rtl: Bool) throws {
        var o = Options()
        o.headless = true
        o.rightToLeft = rtl
        let json = #"{"controls": [{"id": "m", "style": "pill", "segments": ["a", "b"]}]}"#
        let app = App(options: o, host: NullHost(), pickers: try PickerFile.parse(Array(json.utf8), path: "p.json", icons: [:]))
        app.printsTraceSummary = false
        try app.step()
        let found = Self.captions(app)
        #expect(found.count >= 7, "\(found.map(\.id))")
        for c in found {
            if rtl {
                #expect(abs(c.text.upperBound - c.frame.maxX) < 0.5 && c.text.lowerBound > c.frame.minX + 10,
                        "\(c.id): text at \(c.text) in \(c.frame.minX)…\(c.frame.maxX)")
            } else {
                #expect(abs(c.text.lowerBound - c.frame.minX) < 0.01, "\(c.id): text at \(c.text) in \(c.frame.minX)…\(c.frame.maxX)")
            }
        }
        try app.finish()
    }
}
