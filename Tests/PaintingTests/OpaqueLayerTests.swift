import Geometry
@testable import Painting
import Testing

/// A moving layer whose content is opaque over most of its bounds (a pane page on its opaque background) is
/// composited as one opaque copy there (`DrawData.LayerDraw.opaque`): the builder finds that interior from the
/// content's solid fills, and every pixel of it is one the tessellated fill covers with alpha 1.
@Suite struct OpaqueLayerTests {
    @Test(arguments: [1.0, 1.5, 2.0])
    func everyPixelOfTheOpaqueInteriorIsCoveredWithAlphaOne(scale: Double) throws {
        for (rect, radius) in [(Rect(x: 3.3, y: 2.7, width: 161.4, height: 100.2), 16.0), (Rect(x: 4, y: 4, width: 150, height: 90), 0),
                               (Rect(x: 2.5, y: 3.25, width: 90, height: 152.6), 9.5), (Rect(x: 1, y: 1, width: 160, height: 60), 10)] {
            let interior = try #require(DrawDataBuilder.opaqueInterior(rect, cornerRadius: radius, scale: scale))
            let w = Int((rect.maxX + 4) * scale), h = Int((rect.maxY + 4) * scale)
            let (image, _) = render(width: w, height: h, scale: scale) { t, mesh in
                t.fillRoundedRect(rect, cornerRadius: radius, fill: .solid(Color(red: 0.2, green: 0.4, blue: 0.9)), into: &mesh)
            }
            var below = 0
            for y in interior.y..<interior.maxY {
                for x in interior.x..<interior.maxX where image.alpha(x, y) < 1 - 1e-9 { below += 1 }
            }
            #expect(below == 0, "\(below) pixels of \(interior) in \(rect) r\(radius) @\(scale)x are not opaque")
            // Not a trivial answer: most of the shape (all but its corners' columns or rows and a pixel's rim).
            let area = rect.width * rect.height * scale * scale
            #expect(Double(interior.area) > 0.7 * area, "\(interior) of \(rect) r\(radius) @\(scale)x")
        }
    }

    /// The layer commands a build with every layer rasterised emits.
    func layerDraws(_ commands: [DrawCommand], scale: Double = 1) -> [DrawData.LayerDraw] {
        var list = DisplayList()
        for c in commands { list.append(c) }
        var builder = DrawDataBuilder()
        var data = DrawData()
        builder.build(list, scale: scale, into: &data, layerMode: { _, _, _ in .rasterise })
        return data.commands.compactMap { if case let .layer(d) = $0.kind { d } else { nil } }
    }

    @Test func aLayerOnAnOpaqueFillIsOpaqueThereAndOnlyThere() throws {
        let page = Rect(x: 20, y: 10, width: 200, height: 120)
        let layer = CompositingLayer(id: 7, rect: page)
        let body: [DrawCommand] = [.fillRoundedRect(page.insetBy(dx: 20, dy: 20), cornerRadius: 6, fill: .solid(Color.black.opacity(0.5))),
                                   .text(TextRun("Hi", font: Font(size: 13), color: .black, origin: Point(x: 40, y: 40)))]
        // An opaque background, drawn first at the layer's top level: its interior, within the layer.
        let opaque = layerDraws([.pushLayer(layer), .fillRoundedRect(page, cornerRadius: 16, fill: .solid(.white))] + body + [.popLayer])
        #expect(opaque.count == 1)
        let interior = try #require(DrawDataBuilder.opaqueInterior(page, cornerRadius: 16, scale: 1))
        #expect(opaque.first?.opaque == interior)
        // Translucent, inside an opacity or a clip of the layer's own, or no background: not opaque.
        let translucent = layerDraws([.pushLayer(layer), .fillRoundedRect(page, cornerRadius: 16, fill: .solid(Color.white.opacity(0.92)))] + body + [.popLayer])
        #expect(translucent.first.map { $0.opaque == nil } == true)
        let faded = layerDraws([.pushLayer(layer), .pushOpacity(0.5), .fillRoundedRect(page, cornerRadius: 16, fill: .solid(.white)), .popOpacity] + body + [.popLayer])
        #expect(faded.first.map { $0.opaque == nil } == true)
        let clipped = layerDraws([.pushLayer(layer), .pushClip(page.insetBy(dx: 50, dy: 0)), .fillRoundedRect(page, cornerRadius: 16, fill: .solid(.white)), .popClip] + body + [.popLayer])
        #expect(clipped.first.map { $0.opaque == nil } == true)
        let bare = layerDraws([.pushLayer(layer)] + body + [.popLayer])
        #expect(bare.first.map { $0.opaque == nil } == true)
        // A fill larger than the layer is opaque over the layer's pixels only.
        let wide = layerDraws([.pushLayer(layer), .fillRoundedRect(page.insetBy(dx: -30, dy: -30), cornerRadius: 0, fill: .solid(.white))] + body + [.popLayer])
        #expect(wide.first?.opaque == PixelRect(covering: page, scale: 1))
    }
}
