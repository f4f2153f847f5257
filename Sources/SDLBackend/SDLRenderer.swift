import CSDL2
import Geometry
import Painting
import SceneGraph

/// Executes a display list with an SDL_Renderer: shapes are tessellated into anti-aliased triangles (in
/// drawable pixels) and batched into `SDL_RenderGeometry` calls; text is drawn from the texture cache;
/// clips become integer pixel clip rects; opacity multiplies vertex and texture alpha.
/// The way Dear ImGui's `imgui_impl_sdlrenderer2.cpp` draws its vertex lists.
@MainActor
public final class SDLRenderer {
    let renderer: OpaquePointer
    let textures: TextTextureCache
    /// Draws glass lenses (see GlassRenderer.swift).
    let glass: GlassRenderer
    private var tessellator = Tessellator()
    private var mesh = Mesh()
    private var clipStack: [PixelRect] = []
    private var opacityStack: [Double] = []
    private var stats = RenderStats()
    /// The clear colour (the window's background).
    public var clearColor = Color(hex: 0xF2F2F7)

    init(renderer: OpaquePointer, fonts: FontLibrary) {
        self.renderer = renderer
        self.textures = TextTextureCache(renderer: renderer, fonts: fonts)
        self.glass = GlassRenderer(renderer: renderer)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    /// Draws `list` (window points) at `scale` pixels per point into the renderer's target.
    func render(_ list: DisplayList, scale: Double) -> RenderStats {
        stats = RenderStats()
        glass.beginFrame(list, scale: scale, start: SDL_GetPerformanceCounter())
        clipStack.removeAll(keepingCapacity: true)
        opacityStack.removeAll(keepingCapacity: true)
        SDL_RenderSetClipRect(renderer, nil)
        let c = clearColor.rgba8
        SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
        SDL_RenderClear(renderer)
        tessellator.scale = scale
        mesh.removeAll()
        var opacity = 1.0
        list.forEach { command in
            switch command {
            case let .fillRoundedRect(rect, radius, fill):
                tessellator.fillRoundedRect(rect, cornerRadius: radius, fill: fill, opacity: opacity, into: &mesh)
            case let .strokeRoundedRect(rect, radius, color, width):
                tessellator.strokeRoundedRect(rect, cornerRadius: radius, color: color, lineWidth: width, opacity: opacity, into: &mesh)
            case let .shadow(rect, radius, color, blur, offset):
                tessellator.shadow(rect, cornerRadius: radius, color: color, blur: blur, offset: offset, opacity: opacity, into: &mesh)
            case .polyline:
                tessellator.append(command, opacity: opacity, into: &mesh)
            case let .text(run), let .icon(run):
                flush()
                drawText(run, scale: scale, opacity: opacity)
            case let .pushClip(rect):
                flush()
                var r = PixelRect(covering: rect, scale: scale)
                if let outer = clipStack.last { r = intersect(r, outer) }
                clipStack.append(r)
                applyClip()
            case .popClip:
                flush()
                if !clipStack.isEmpty { clipStack.removeLast() }
                applyClip()
            case let .pushOpacity(o):
                opacityStack.append(opacity)
                opacity *= clamp(o, 0, 1)
            case .popOpacity:
                opacity = opacityStack.popLast() ?? 1
            case .fragment:
                break   // expanded by forEach
            case let .glassLens(lens):
                flush()
                var w: Int32 = 0, h: Int32 = 0
                SDL_GetRendererOutputSize(renderer, &w, &h)
                let drawn = glass.draw(lens, scale: scale, opacity: opacity, drawable: PixelSize(width: Int(w), height: Int(h)))
                stats.drawCalls += drawn.drawCalls
                stats.vertices += drawn.vertices
            }
        }
        flush()
        SDL_RenderSetClipRect(renderer, nil)
        textures.endFrame()
        stats.textureCacheBytes = textures.bytes
        stats.passes = glass.passes
        return stats
    }

    /// Runs SDL's queued render commands now (`SDL_RenderFlush`) and waits until their pixels are done: a
    /// one-pixel `SDL_RenderReadPixels` returns only after an asynchronous (GPU) renderer has finished.
    /// Without this, a frame that is never presented stays queued (SDL batches until a present or flush).
    func finish() {
        SDL_RenderFlush(renderer)
        var pixel: UInt32 = 0
        var one = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
        _ = SDL_RenderReadPixels(renderer, &one, pl_pixelformat_abgr8888(), &pixel, 4)
    }

    private func flush() {
        guard !mesh.indices.isEmpty else { return }
        mesh.vertices.withUnsafeBufferPointer { v in
            mesh.indices.withUnsafeBufferPointer { i in
                v.baseAddress!.withMemoryRebound(to: SDL_Vertex.self, capacity: v.count) { sv in
                    _ = SDL_RenderGeometry(renderer, nil, sv, Int32(v.count), i.baseAddress, Int32(i.count))
                }
            }
        }
        stats.drawCalls += 1
        stats.vertices += mesh.vertices.count
        mesh.removeAll()
    }

    private func drawText(_ run: TextRun, scale: Double, opacity: Double) {
        let px = FontLibrary.pixelSize(run.font, scale: scale)
        guard let e = textures.texture(run.text, font: run.font, pixelSize: px) else { return }
        let c = run.color.rgba8
        SDL_SetTextureColorMod(e.texture, c.r, c.g, c.b)
        SDL_SetTextureAlphaMod(e.texture, UInt8(clamp((run.color.alpha * opacity * 255).rounded(), 0, 255)))
        // Whole pixels keep glyphs crisp: the texture was rasterised for the pixel grid.
        var dst = SDL_Rect(x: Int32(clamp((run.origin.x * scale).rounded(), -1e6, 1e6)),
                           y: Int32(clamp((run.origin.y * scale).rounded(), -1e6, 1e6)), w: e.width, h: e.height)
        SDL_RenderCopy(renderer, e.texture, nil, &dst)
        stats.drawCalls += 1
        stats.vertices += 4
    }

    private func applyClip() {
        if let r = clipStack.last {
            var sr = SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(max(0, r.width)), h: Int32(max(0, r.height)))
            if sr.w == 0 || sr.h == 0 { sr = SDL_Rect(x: -2, y: -2, w: 1, h: 1) }   // empty clip: draw nothing
            SDL_RenderSetClipRect(renderer, &sr)
        } else {
            SDL_RenderSetClipRect(renderer, nil)
        }
    }

    private func intersect(_ a: PixelRect, _ b: PixelRect) -> PixelRect {
        let x0 = max(a.x, b.x), y0 = max(a.y, b.y)
        let x1 = min(a.x + a.width, b.x + b.width), y1 = min(a.y + a.height, b.y + b.height)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}

extension SDLRenderer {
    /// Whether `Painting.Vertex` has `SDL_Vertex`'s layout (size 20; position at 0, colour at 8, texture
    /// coordinates at 12), which the zero-copy hand-off to `SDL_RenderGeometry` relies on.
    public nonisolated static var vertexLayoutIsSDLCompatible: Bool {
        MemoryLayout<Vertex>.size == MemoryLayout<SDL_Vertex>.size
            && MemoryLayout<Vertex>.stride == MemoryLayout<SDL_Vertex>.stride
            && MemoryLayout<Vertex>.offset(of: \Vertex.x) == MemoryLayout<SDL_Vertex>.offset(of: \SDL_Vertex.position)
            && MemoryLayout<Vertex>.offset(of: \Vertex.r) == MemoryLayout<SDL_Vertex>.offset(of: \SDL_Vertex.color)
            && MemoryLayout<Vertex>.offset(of: \Vertex.u) == MemoryLayout<SDL_Vertex>.offset(of: \SDL_Vertex.tex_coord)
    }
}
