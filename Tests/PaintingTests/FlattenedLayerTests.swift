import Geometry
@testable import Painting
import Testing

/// Flattened layers (static backgrounds with what lies under them): the builder keys each by its content and
/// its backdrop, draws its content unclipped when drawn directly, and replaces it by one opaque copy when the
/// renderer holds its texture.
@Suite struct FlattenedLayerTests {
    let layer = CompositingLayer(id: 7, rect: Rect(x: 20, y: 20, width: 40, height: 20), flattened: true)
    let panel = DrawCommand.fillRoundedRect(Rect(x: 20, y: 20, width: 40, height: 20), cornerRadius: 6, fill: .solid(.white))

    func list(under: [DrawCommand], content: [DrawCommand]? = nil, over: [DrawCommand] = []) -> DisplayList {
        var l = DisplayList()
        for c in under { l.append(c) }
        l.append(.pushLayer(layer))
        for c in content ?? [panel] { l.append(c) }
        l.append(.popLayer)
        for c in over { l.append(c) }
        return l
    }

    /// The key and rectangle the builder asks the renderer about (nil: it did not ask).
    /// `bounds`: each drawing command's exact bounds, as the damage tracker gives them (nil: the builder guesses).
    func asked(_ l: DisplayList, answer: LayerMode = .direct, scale: Double = 1,
               bounds: ((Int) -> PixelRect)? = nil) -> (key: Int, rect: PixelRect, data: DrawData)? {
        var builder = DrawDataBuilder()
        var data = DrawData()
        var seen: (Int, PixelRect)?
        builder.build(l, scale: scale, into: &data, layerMode: { layer, key, rect in
            if layer.id == 7 { seen = (key, rect) }
            return answer
        }, drawingBounds: bounds)
        return seen.map { ($0.0, $0.1, data) }
    }

    @Test func itsPixelsAreItsContentsBoundsWithTheFringeNotItsRectangle() throws {
        let wide = DrawCommand.shadow(Rect(x: 20, y: 20, width: 40, height: 20), cornerRadius: 6, color: .black, blur: 4, offset: Point(x: 0, y: 2))
        let a = try #require(asked(list(under: [], content: [wide]), scale: 2))
        // The shadow reaches 1.5 × blur = 6 pt beyond its rectangle, moved 2 pt down, plus a 3-pixel fringe.
        #expect(a.rect == PixelRect(x: 40 - 12 - 3, y: 44 - 12 - 3, width: 80 + 24 + 6, height: 40 + 24 + 6))
        // Drawn directly, its content is not clipped to the layer's rectangle.
        #expect(a.data.commands.count == 1 && a.data.commands[0].clip == nil)
    }

    @Test func theKeyFollowsItsContentAndWhatLiesUnderItButNothingElse() throws {
        let under = DrawCommand.fillRoundedRect(Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 0, fill: .solid(Color(hex: 0x808080)))
        let elsewhere = DrawCommand.fillRoundedRect(Rect(x: 200, y: 0, width: 10, height: 10), cornerRadius: 0, fill: .solid(.red))
        let base = try #require(asked(list(under: [under, elsewhere]))).key
        // Something drawn elsewhere, or over it, changes nothing.
        let moved = DrawCommand.fillRoundedRect(Rect(x: 220, y: 0, width: 10, height: 10), cornerRadius: 0, fill: .solid(.red))
        #expect(try #require(asked(list(under: [under, moved]))).key == base)
        #expect(try #require(asked(list(under: [under, elsewhere], over: [panel]))).key == base)
        // What lies under it, its opacity and its content do.
        let darker = DrawCommand.fillRoundedRect(Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 0, fill: .solid(.black))
        #expect(try #require(asked(list(under: [darker, elsewhere]))).key != base)
        #expect(try #require(asked(list(under: [.pushOpacity(0.5), under, .popOpacity, elsewhere]))).key != base)
        let other = DrawCommand.fillRoundedRect(Rect(x: 20, y: 20, width: 40, height: 20), cornerRadius: 6, fill: .solid(.black))
        #expect(try #require(asked(list(under: [under, elsewhere], content: [other]))).key != base)
    }

    @Test func composedItIsOneOpaqueCopyAndItsContentIsNotTessellated() throws {
        let under = DrawCommand.fillRoundedRect(Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 0, fill: .solid(Color(hex: 0x808080)))
        let over = DrawCommand.fillRoundedRect(Rect(x: 25, y: 25, width: 5, height: 5), cornerRadius: 0, fill: .solid(.blue))
        let direct = try #require(asked(list(under: [under], over: [over])))
        let copied = try #require(asked(list(under: [under], over: [over]), answer: .composite))
        #expect(direct.data.commands.count == 3)
        #expect(copied.data.commands.count == 3)
        guard case let .layer(draw) = copied.data.commands[1].kind else { Issue.record("no layer command"); return }
        #expect(draw.flattened && !draw.capture && draw.rect == copied.rect && draw.key == copied.key)
        #expect(copied.data.commands[1].bounds == copied.rect && copied.data.commands[1].clip == nil)
        // Its content's triangles are gone from the mesh; what lies under and over it stays.
        #expect(copied.data.mesh.indices.count < direct.data.mesh.indices.count)
        #expect(copied.data.commands[2].kind == .triangles)
    }

    @Test func capturedItIsDrawnDirectlyThenTakenFromTheTarget() throws {
        let a = try #require(asked(list(under: []), answer: .rasterise))
        #expect(a.data.commands.count == 2 && a.data.commands[0].kind == .triangles)
        guard case let .layer(draw) = a.data.commands[1].kind else { Issue.record("no capture command"); return }
        #expect(draw.flattened && draw.capture && draw.rect == a.rect)
    }

    @Test func aLensDrawnOverItsPixelsBeforeItKeepsItDirectButOneThatOnlySamplesNearbyDoesNot() throws {
        // A lens shows what it samples, which its command alone does not say: under one, the layer is drawn directly.
        let over = GlassLens(rect: Rect(x: 30, y: 25, width: 20, height: 10), cornerRadius: 5, bevelWidth: 2, refraction: 1, blurRadius: 2, tint: .white)
        #expect(asked(list(under: [.glassLens(over)])) == nil)
        // A lens beside it reads its backdrop from further out (sampleMargin) but draws only within its rectangle.
        let beside = GlassLens(rect: Rect(x: 80, y: 25, width: 20, height: 10), cornerRadius: 5, bevelWidth: 2, refraction: 1, blurRadius: 8, tint: .white)
        let moved = GlassLens(rect: Rect(x: 82, y: 25, width: 20, height: 10), cornerRadius: 5, bevelWidth: 2, refraction: 1, blurRadius: 8, tint: .white)
        #expect(beside.sampleMargin > 10)
        #expect(try #require(asked(list(under: [.glassLens(beside)]))).key == (try #require(asked(list(under: [.glassLens(moved)]))).key))
    }

    @Test func aLayerHoldingAGlassLensIsNeverFlattened() {
        let lens = GlassLens(rect: Rect(x: 25, y: 25, width: 20, height: 10), cornerRadius: 5, bevelWidth: 2, refraction: 1, blurRadius: 2, tint: .white)
        #expect(asked(list(under: [], content: [panel, .glassLens(lens)])) == nil)
    }

    @Test func textAboveItThatDoesNotReachItsPixelsLeavesItsKeyWhenExactBoundsAreKnown() throws {
        // A label 10 pt above the layer (a clear glass label's shadow copy over the pane): its texture is 30×18 px,
        // but guessed at two em per character it reaches the layer, so a change of its colour changed the key
        // and the layer was drawn directly every frame the label changed.
        func label(_ color: Color) -> DrawCommand { .text(TextRun("all", font: Font(size: 15), color: color, origin: Point(x: 25, y: -8))) }
        let exact: (Int) -> PixelRect = { _ in PixelRect(x: 25 - 2, y: -8 - 2, width: 30 + 4, height: 18 + 4) }
        let guessed = try #require(asked(list(under: [label(.black)]))).key
        #expect(try #require(asked(list(under: [label(.red)]))).key != guessed)
        let a = try #require(asked(list(under: [label(.black)]), bounds: exact)).key
        #expect(try #require(asked(list(under: [label(.red)]), bounds: exact)).key == a)
        // Bounds that do reach its pixels still key it.
        let reaching: (Int) -> PixelRect = { _ in PixelRect(x: 25, y: -8, width: 30, height: 40) }
        #expect(try #require(asked(list(under: [label(.black)]), bounds: reaching)).key
                != (try #require(asked(list(under: [label(.red)]), bounds: reaching)).key))
    }
}
