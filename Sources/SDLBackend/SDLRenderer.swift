import CSDL2
import Geometry
import Painting
import SceneGraph

/// Replays a frame's `DrawData` with an SDL_Renderer, the way Dear ImGui's `imgui_impl_sdlrenderer2.cpp`
/// replays `ImDrawData`: consecutive triangle commands that share a clip rectangle and follow each other in
/// the index buffer become one `SDL_RenderGeometry` call; text commands copy their texture from the cache
/// (tinted, alpha-modulated); clip rectangles are integer pixel clip rects, intersected with the region being
/// redrawn; a glass command calls the glass pass. Painting's `DrawDataBuilder` did the tessellation and the clip
/// and opacity bookkeeping: the renderer interprets no display list.
@MainActor
public final class SDLRenderer {
    let renderer: OpaquePointer
    let textures: TextTextureCache
    /// Draws glass lenses (see GlassRenderer.swift).
    let glass: GlassRenderer
    /// Keeps layers in textures and composites them (see LayerCompositor.swift).
    let layers: LayerCompositor
    /// Keeps stacks of text copies (a label's shadow) in one texture each (see TextStackCache.swift).
    let textStacks: TextStackCache
    /// Builds the frame's draw data (kept for its buffers' capacity).
    private var builder = DrawDataBuilder()
    /// The frame's draw data, built by `prepare`.
    private(set) var data = DrawData()
    /// The clip rect SDL holds now (nil: none), so unchanged clips are not set again.
    private var appliedClip: PixelRect??
    /// The region being redrawn (drawable pixels), or nil for the whole target.
    private var baseClip: PixelRect?
    private var stats = RenderStats()
    /// The clear colour (the window's background). Flattened layers hold it under their content: a new one
    /// drops their textures.
    var clearColor = Color(hex: 0xF2F2F7) { didSet { if clearColor != oldValue { layers.dropFlattened() } } }

    init(renderer: OpaquePointer, fonts: FontLibrary, layers: Bool = true) {
        self.renderer = renderer
        self.textures = TextTextureCache(renderer: renderer, fonts: fonts)
        self.glass = GlassRenderer(renderer: renderer)
        self.layers = LayerCompositor(renderer: renderer, enabled: layers)
        self.textStacks = TextStackCache(renderer: renderer)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    /// Destroys every texture this renderer's caches hold (text, text stacks, layers), before `SDLHost` destroys
    /// the SDL renderer; the glass's textures go with the renderer (`GlassRenderer.Texture`).
    func releaseTextures() {
        textures.removeAll()
        textStacks.releaseTextures()
        layers.releaseTextures()
    }

    /// Draws `list` (window points) at `scale` pixels per point into the renderer's target, whole, with every
    /// layer drawn directly (the reference a composited frame is compared with).
    func render(_ list: DisplayList, scale: Double) -> RenderStats {
        prepare(list, scale: scale)
        let s = replay(region: nil) { _ in true }
        endFrame()
        return s
    }

    /// Builds the frame's draw data from `list` (only the drawing commands `includes` accepts: see
    /// `DrawDataBuilder.build`), rasterises the layers whose texture is missing or stale, and starts the glass
    /// pass's frame. Call once a frame, before `replay`. With `layersOn` the compositor decides how each layer
    /// is drawn (`needed(rect)`: whether the frame redraws any of a layer's pixels); without, layers are drawn
    /// directly and the compositor's state is left alone. `drawingBounds`: each drawing command's exact bounds
    /// where known (the damage tracker's), which key flattened layers' backdrops (see `DrawDataBuilder.build`).
    func prepare(_ list: DisplayList, scale: Double, drawable: PixelSize? = nil, includes: (Int) -> Bool = { _ in true },
                 layersOn: Bool = false, needed: (PixelRect) -> Bool = { _ in true }, covered: (PixelRect) -> Bool = { _ in true },
                 drawingBounds: ((Int) -> PixelRect)? = nil) {
        if layersOn {
            layers.beginFrame(drawable: drawable ?? PixelSize(width: 0, height: 0))
            builder.build(list, scale: scale, into: &data, includes: includes, layerMode: { layer, key, rect in
                layers.mode(layer, key: key, rect: rect, needed: needed(rect), covered: covered(rect))
            }, drawingBounds: drawingBounds)
            for command in data.commands {
                if case let .layer(draw) = command.kind, let slot = draw.content {
                    layers.rasterise(draw, content: data.layerContents[slot], drawer: self)
                }
            }
        } else {
            builder.build(list, scale: scale, into: &data, includes: includes)
        }
        glass.beginFrame(list, scale: scale, start: SDL_GetPerformanceCounter())
    }

    /// Clears `region` (drawable pixels; nil: the whole target) to the clear colour and replays the prepared
    /// draw data clipped to it, skipping the commands whose drawing (`DrawData.Command.drawing`) `meets` rejects
    /// — those whose bounds miss the region (damage redraw, see `DamageRenderer`; non-escaping, so the frame
    /// allocates no closure context). Call `endFrame()` once the frame's regions are drawn.
    func replay(region: PixelRect?, meets: (Int) -> Bool) -> RenderStats {
        let c = clearColor.rgba8
        return replay(data, region: region, clear: (c.r, c.g, c.b, c.a), meets: meets)
    }

    /// Replays `data` as `replay(region:meets:)` does, clearing to `clear` (RGBA) first: a layer's content
    /// into its texture, or the frame. A layer command is kept when its bounds meet `region`.
    func replay(_ data: DrawData, region: PixelRect?, clear: (UInt8, UInt8, UInt8, UInt8), meets: (Int) -> Bool) -> RenderStats {
        stats = RenderStats()
        baseClip = region
        appliedClip = nil
        SDL_SetRenderDrawColor(renderer, clear.0, clear.1, clear.2, clear.3)
        if let region {
            // SDL_RenderClear ignores the clip rect: fill the region, replacing what is there.
            applyClip(nil)
            var r = SDL_Rect(x: Int32(region.x), y: Int32(region.y), w: Int32(region.width), h: Int32(region.height))
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
            SDL_RenderFillRect(renderer, &r)
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        } else {
            SDL_RenderSetClipRect(renderer, nil)
            appliedClip = .some(nil)
            SDL_RenderClear(renderer)
        }
        // The pending batch of triangles: an index range and its clip.
        var batchStart = 0, batchEnd = 0, batchVertices = 0
        var batchClip: PixelRect? = nil
        // A region inside a flattened layer's copy starts there: the copy replaces everything drawn before it.
        var first = 0
        if let region {
            for (i, command) in data.commands.enumerated() {
                if case let .layer(d) = command.kind, d.flattened, !d.capture, d.rect.intersection(region) == region, layers.canCopy(d) { first = i }
            }
        }
        var index = first
        while index < data.commands.count {
            let command = data.commands[index]
            index += 1
            // A stack of copies of one text run (a label's shadow) is one copy of its cached texture, drawn when
            // any copy meets the region (the clip keeps the rest out of it).
            if case let .text(run, _, opacity) = command.kind, textStacks.enabled {
                let n = TextStackCache.stackLength(data.commands, from: index - 1)
                if n >= TextStackCache.minimumCopies {
                    let stack = data.commands[(index - 1)..<(index - 1 + n)]
                    index += n - 1
                    guard stack.contains(where: { $0.drawing < 0 || meets($0.drawing) }) else { continue }
                    drawTriangles(data, batchStart, batchEnd, clip: batchClip, vertices: batchVertices); batchEnd = batchStart
                    applyClip(command.clip)
                    if !drawStack(stack, run: run, opacity: opacity, scale: data.scale) {
                        for c in stack { if case let .text(r, o, op) = c.kind { drawText(r, at: o, opacity: op, scale: data.scale) } }
                    }
                    continue
                }
            }
            if command.drawing >= 0 {
                guard meets(command.drawing) else { continue }
            } else if let region, let b = command.bounds, !b.intersects(region) {
                continue
            }
            switch command.kind {
            case .triangles:
                if batchEnd > batchStart, command.clip == batchClip, command.indexStart == batchEnd {
                    batchEnd += command.indexCount
                    batchVertices += command.vertexCount
                } else {
                    drawTriangles(data, batchStart, batchEnd, clip: batchClip, vertices: batchVertices)
                    batchStart = command.indexStart; batchEnd = batchStart + command.indexCount; batchClip = command.clip
                    batchVertices = command.vertexCount
                }
            case let .text(run, origin, opacity):
                drawTriangles(data, batchStart, batchEnd, clip: batchClip, vertices: batchVertices); batchEnd = batchStart
                applyClip(command.clip)
                drawText(run, at: origin, opacity: opacity, scale: data.scale)
            case let .glass(lens, ordinal, opacity):
                drawTriangles(data, batchStart, batchEnd, clip: batchClip, vertices: batchVertices); batchEnd = batchStart
                applyClip(command.clip)
                var w: Int32 = 0, h: Int32 = 0
                SDL_GetRendererOutputSize(renderer, &w, &h)
                let drawn = glass.draw(lens, index: ordinal, scale: data.scale, opacity: opacity, drawable: PixelSize(width: Int(w), height: Int(h)),
                                       replaying: region)
                stats.drawCalls += drawn.drawCalls
                stats.vertices += drawn.vertices
                appliedClip = nil   // the glass's own render targets reset the clip
            case let .layer(draw) where draw.flattened:
                drawTriangles(data, batchStart, batchEnd, clip: batchClip, vertices: batchVertices); batchEnd = batchStart
                if draw.capture {
                    layers.capture(draw, region: region)
                } else {
                    applyClip(nil)
                    stats.drawCalls += layers.copy(draw, region: region)
                    stats.vertices += 4
                }
            case let .layer(draw):
                drawTriangles(data, batchStart, batchEnd, clip: batchClip, vertices: batchVertices); batchEnd = batchStart
                applyClip(command.clip)
                var visible = command.bounds ?? draw.rect
                if let region { visible = visible.intersection(region) }
                stats.drawCalls += layers.composite(draw, visible: visible)
                stats.vertices += 8
            }
        }
        drawTriangles(data, batchStart, batchEnd, clip: batchClip, vertices: batchVertices)
        baseClip = nil
        SDL_RenderSetClipRect(renderer, nil)
        stats.textureCacheBytes = textures.bytes + textStacks.bytes
        stats.passes = glass.passes
        return stats
    }

    /// Ends a frame for the text texture cache (evicts what went unused while over budget).
    func endFrame() { textures.endFrame(); textStacks.endFrame(); layers.endFrame() }

    /// Runs SDL's queued render commands now (`SDL_RenderFlush`) and waits until their pixels are done: a
    /// one-pixel `SDL_RenderReadPixels` returns only after an asynchronous (GPU) renderer has finished.
    /// Without this, a frame that is never presented stays queued (SDL batches until a present or flush).
    func finish() {
        SDL_RenderFlush(renderer)
        var pixel: UInt32 = 0
        var one = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
        _ = SDL_RenderReadPixels(renderer, &one, pl_pixelformat_abgr8888(), &pixel, 4)
    }

    /// Draws indices `start..<end` of the draw data's mesh (nothing when empty) within `clip`.
    private func drawTriangles(_ data: DrawData, _ start: Int, _ end: Int, clip: PixelRect?, vertices: Int) {
        guard end > start else { return }
        applyClip(clip)
        data.mesh.vertices.withUnsafeBufferPointer { v in
            data.mesh.indices.withUnsafeBufferPointer { i in
                v.baseAddress!.withMemoryRebound(to: SDL_Vertex.self, capacity: v.count) { sv in
                    _ = SDL_RenderGeometry(renderer, nil, sv, Int32(v.count), i.baseAddress! + start, Int32(end - start))
                }
            }
        }
        stats.drawCalls += 1
        stats.vertices += vertices
    }

    /// Draws a stack of copies of `run` (`TextStackCache`) from its cached texture; false when it cannot be cached.
    private func drawStack(_ stack: ArraySlice<DrawData.Command>, run: TextRun, opacity: Double, scale: Double) -> Bool {
        let px = FontLibrary.pixelSize(run.font, scale: scale)
        guard let e = textures.texture(run.text, font: run.font, pixelSize: px) else { return true }   // nothing to draw
        let c = run.color.rgba8
        var h = Hasher()
        h.combine(run.text); h.combine(run.font); h.combine(px)
        let alpha = UInt8(clamp((run.color.alpha * opacity * 255).rounded(), 0, 255))
        guard textStacks.draw(stack, glyphs: e.texture, width: e.width, height: e.height, rgb: (c.r, c.g, c.b), alpha: alpha,
                              key: h.finalize()) else { return false }
        stats.drawCalls += 1
        stats.vertices += 4
        return true
    }

    private func drawText(_ run: TextRun, at origin: PixelPoint, opacity: Double, scale: Double) {
        let px = FontLibrary.pixelSize(run.font, scale: scale)
        guard let e = textures.texture(run.text, font: run.font, pixelSize: px) else { return }
        let c = run.color.rgba8
        SDL_SetTextureColorMod(e.texture, c.r, c.g, c.b)
        SDL_SetTextureAlphaMod(e.texture, UInt8(clamp((run.color.alpha * opacity * 255).rounded(), 0, 255)))
        var dst = SDL_Rect(x: Int32(origin.x), y: Int32(origin.y), w: e.width, h: e.height)
        SDL_RenderCopy(renderer, e.texture, nil, &dst)
        stats.drawCalls += 1
        stats.vertices += 4
    }

    /// Sets SDL's clip rect to `clip` within the region being redrawn (an empty one draws nothing), unless it
    /// holds that already.
    private func applyClip(_ clip: PixelRect?) {
        var r = clip
        if let base = baseClip { r = r.map { $0.intersection(base) } ?? base }
        if let applied = appliedClip, applied == r { return }
        appliedClip = .some(r)
        if let r {
            var sr = SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(max(0, r.width)), h: Int32(max(0, r.height)))
            if sr.w == 0 || sr.h == 0 { sr = SDL_Rect(x: -2, y: -2, w: 1, h: 1) }   // empty clip: draw nothing
            SDL_RenderSetClipRect(renderer, &sr)
        } else {
            SDL_RenderSetClipRect(renderer, nil)
        }
    }
}

extension SDLRenderer {
    /// Whether `Painting.Vertex` has `SDL_Vertex`'s layout (size 20; position at 0, colour at 8, texture
    /// coordinates at 12), which the zero-copy hand-off to `SDL_RenderGeometry` relies on.
    nonisolated static var vertexLayoutIsSDLCompatible: Bool {
        MemoryLayout<Vertex>.size == MemoryLayout<SDL_Vertex>.size
            && MemoryLayout<Vertex>.stride == MemoryLayout<SDL_Vertex>.stride
            && MemoryLayout<Vertex>.offset(of: \Vertex.x) == MemoryLayout<SDL_Vertex>.offset(of: \SDL_Vertex.position)
            && MemoryLayout<Vertex>.offset(of: \Vertex.r) == MemoryLayout<SDL_Vertex>.offset(of: \SDL_Vertex.color)
            && MemoryLayout<Vertex>.offset(of: \Vertex.u) == MemoryLayout<SDL_Vertex>.offset(of: \SDL_Vertex.tex_coord)
    }
}
