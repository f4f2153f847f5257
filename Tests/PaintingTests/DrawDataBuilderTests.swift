import Geometry
@testable import Painting
import Testing

/// The draw-data seam: a display list becomes meshes plus commands (clip, texture, index range, callback)
/// that a renderer only replays.
@Suite struct DrawDataBuilderTests {
    func list(_ commands: [DrawCommand]) -> DisplayList {
        var l = DisplayList()
        for c in commands { l.append(c) }
        return l
    }

    let lens = GlassLens(rect: Rect(x: 10, y: 10, width: 40, height: 20), cornerRadius: 10, bevelWidth: 4, refraction: 2, blurRadius: 3, tint: .white)
    let run = TextRun("Hi", font: Font(size: 13), color: .black, origin: Point(x: 10.3, y: 20.6))

    @Test func eachDrawingBecomesOneCommandWithItsPixelClipAndNestedClipsIntersect() {
        let l = list([
            .pushClip(Rect(x: 0.5, y: 0, width: 100, height: 50)),
            .fillRoundedRect(Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 4, fill: .solid(.white)),
            .pushClip(Rect(x: 50, y: 10, width: 100, height: 100)),
            .text(run),
            .popClip,
            .popClip,
            .glassLens(lens),
        ])
        var builder = DrawDataBuilder()
        var data = DrawData()
        builder.build(l, scale: 2, into: &data)
        #expect(data.commands.count == 3 && data.drawingCount == 3)
        #expect(data.commands.map(\.drawing) == [0, 1, 2])
        // Clips in drawable pixels, rounded out; the inner one cut by the outer.
        #expect(data.commands[0].clip == PixelRect(x: 1, y: 0, width: 200, height: 100))
        #expect(data.commands[1].clip == PixelRect(x: 100, y: 20, width: 101, height: 80))
        #expect(data.commands[2].clip == nil)
        #expect(data.commands[0].kind == .triangles && data.commands[0].indexStart == 0)
        #expect(data.commands[0].indexCount == data.mesh.indices.count && data.commands[0].indexCount % 3 == 0)
        #expect(data.commands[0].vertexCount == data.mesh.vertices.count && data.mesh.vertices.count > 8)
        // Text lands on whole pixels, as its texture was rasterised for the pixel grid.
        #expect(data.commands[1].kind == .text(run, origin: PixelPoint(x: 21, y: 41), opacity: 1))
        #expect(data.commands[2].kind == .glass(lens, ordinal: 0, opacity: 1))
    }

    @Test func opacityIsFoldedIntoVertexColoursAndTextAlpha() {
        let l = list([
            .pushOpacity(0.5),
            .fillRoundedRect(Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 0, fill: .solid(.white)),
            .pushOpacity(0.5),
            .text(run),
            .popOpacity,
            .popOpacity,
            .fillRoundedRect(Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 0, fill: .solid(.white)),
        ])
        var builder = DrawDataBuilder()
        var data = DrawData()
        builder.build(l, scale: 1, into: &data)
        let first = data.commands[0], last = data.commands[2]
        let firstAlpha = data.mesh.vertices[0..<first.vertexCount].map(\.a).max()
        let lastAlpha = data.mesh.vertices[first.vertexCount..<(first.vertexCount + last.vertexCount)].map(\.a).max()
        #expect(firstAlpha == 128 && lastAlpha == 255)
        #expect(data.commands[1].kind == .text(run, origin: PixelPoint(x: 10, y: 21), opacity: 0.25))
        // Consecutive triangle commands follow each other in the index buffer (the renderer merges them).
        #expect(last.indexStart == first.indexStart + first.indexCount)
    }

    @Test func rejectedDrawingsAreNeitherTessellatedNorEmittedAndLensesKeepTheirOrdinal() {
        let l = list([
            .glassLens(lens),
            .fillRoundedRect(Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 4, fill: .solid(.white)),
            .glassLens(lens),
            .fillRoundedRect(Rect(x: 30, y: 0, width: 20, height: 20), cornerRadius: 4, fill: .solid(.white)),
        ])
        var builder = DrawDataBuilder()
        var all = DrawData(), some = DrawData()
        builder.build(l, scale: 1, into: &all)
        builder.build(l, scale: 1, into: &some) { $0 >= 2 }
        #expect(some.commands.map(\.drawing) == [2, 3])
        #expect(some.commands[0].kind == .glass(lens, ordinal: 1, opacity: 1))
        #expect(some.mesh.vertices.count * 2 == all.mesh.vertices.count)
        #expect(some.commands[1].indexStart == 0)
        #expect(some.drawingCount == 4)
        // Rebuilding refills: nothing of the last frame is left.
        builder.build(list([]), scale: 1, into: &some)
        #expect(some.commands.isEmpty && some.mesh.vertices.isEmpty && some.drawingCount == 0)
    }
}
