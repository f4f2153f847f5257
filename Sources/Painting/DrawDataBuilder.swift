import Geometry

/// Turns a display list (window points) into `DrawData` (drawable pixels): follows its clip and opacity
/// commands, tessellates each shape with `Tessellator` (opacity folded into the vertex colours), and emits one
/// command per drawing command — consecutive triangles share the index buffer in painting order, so the
/// renderer merges neighbours that share a clip into one draw call (as `imgui_impl_sdlrenderer2` issues one
/// `SDL_RenderGeometry` per `ImDrawCmd`).
///
/// Keep one per renderer: its tessellator's scratch buffers and the draw data's buffers are reused, so
/// building the same frame again allocates nothing.
public struct DrawDataBuilder: Sendable {
    private var tessellator = Tessellator()
    private var clipStack: [PixelRect] = []
    private var opacityStack: [Double] = []

    /// Creates a builder.
    public init() {}

    /// Refills `data` with `list` at `scale` drawable pixels per point. `includes(i)` says whether the `i`-th
    /// drawing command (counted from 0 with `DrawCommand.isDrawing`) is needed this frame: those it rejects
    /// (outside every damaged rectangle) are neither tessellated nor emitted, which saves the work of what a
    /// damage redraw will not draw. Non-escaping, so a frame allocates no closure context.
    /// - Complexity: O(commands + emitted vertices).
    public mutating func build(_ list: DisplayList, scale: Double, into data: inout DrawData, includes: (Int) -> Bool = { _ in true }) {
        data.removeAll()
        data.scale = scale
        tessellator.scale = scale
        clipStack.removeAll(keepingCapacity: true)
        opacityStack.removeAll(keepingCapacity: true)
        var opacity = 1.0
        var drawing = -1
        var lenses = 0
        list.forEach { command in
            if command.isDrawing {
                drawing += 1
                if case .glassLens = command { lenses += 1 }
                guard includes(drawing) else { return }
            }
            let clip = clipStack.last
            switch command {
            case let .fillRoundedRect(rect, radius, fill):
                let start = data.mesh.indices.count, firstVertex = data.mesh.vertices.count
                tessellator.fillRoundedRect(rect, cornerRadius: radius, fill: fill, opacity: opacity, into: &data.mesh)
                emitTriangles(from: start, firstVertex, clip: clip, drawing: drawing, into: &data)
            case let .strokeRoundedRect(rect, radius, color, width):
                let start = data.mesh.indices.count, firstVertex = data.mesh.vertices.count
                tessellator.strokeRoundedRect(rect, cornerRadius: radius, color: color, lineWidth: width, opacity: opacity, into: &data.mesh)
                emitTriangles(from: start, firstVertex, clip: clip, drawing: drawing, into: &data)
            case let .shadow(rect, radius, color, blur, offset):
                let start = data.mesh.indices.count, firstVertex = data.mesh.vertices.count
                tessellator.shadow(rect, cornerRadius: radius, color: color, blur: blur, offset: offset, opacity: opacity, into: &data.mesh)
                emitTriangles(from: start, firstVertex, clip: clip, drawing: drawing, into: &data)
            case .polyline:
                let start = data.mesh.indices.count, firstVertex = data.mesh.vertices.count
                tessellator.append(command, opacity: opacity, into: &data.mesh)
                emitTriangles(from: start, firstVertex, clip: clip, drawing: drawing, into: &data)
            case let .text(run), let .icon(run):
                // Whole pixels keep glyphs crisp: the texture was rasterised for the pixel grid.
                let origin = PixelPoint(x: Int(clamp((run.origin.x * scale).rounded(), -1e6, 1e6)),
                                        y: Int(clamp((run.origin.y * scale).rounded(), -1e6, 1e6)))
                data.commands.append(DrawData.Command(kind: .text(run, origin: origin, opacity: opacity), clip: clip, drawing: drawing))
            case let .glassLens(lens):
                data.commands.append(DrawData.Command(kind: .glass(lens, ordinal: lenses - 1, opacity: opacity), clip: clip, drawing: drawing))
            case let .pushClip(rect):
                var r = PixelRect(covering: rect, scale: scale)
                if let outer = clipStack.last { r = r.intersection(outer) }
                clipStack.append(r)
            case .popClip:
                if !clipStack.isEmpty { clipStack.removeLast() }
            case let .pushOpacity(o):
                opacityStack.append(opacity)
                opacity *= clamp(o, 0, 1)
            case .popOpacity:
                opacity = opacityStack.popLast() ?? 1
            case .fragment:
                break   // expanded by forEach
            }
        }
        data.drawingCount = drawing + 1
    }

    /// Emits the indices appended since `start` as one `.triangles` command (none when nothing was appended).
    private func emitTriangles(from start: Int, _ firstVertex: Int, clip: PixelRect?, drawing: Int, into data: inout DrawData) {
        let count = data.mesh.indices.count - start
        guard count > 0 else { return }
        data.commands.append(DrawData.Command(kind: .triangles, clip: clip, indexStart: start, indexCount: count,
                                              vertexCount: data.mesh.vertices.count - firstVertex, drawing: drawing))
    }
}
