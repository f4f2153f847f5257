import CSDL2
import Foundation
import Geometry
import Painting
import SceneGraph

/// Draws `DrawCommand.glassLens` with SDL2's 2D renderer, no shaders, only the BLEND blend mode:
/// 1. **capture** (`glass.capture`): the drawable's pixels under the lens plus a margin (everything drawn so
///    far: the glass panel's backdrop) are read back and uploaded into a streaming texture;
/// 2. **blur** (`glass.blur`): that texture is drawn with linear filtering into half-, quarter- (and
///    eighth-, for wide blurs) size render targets and back up again into a full-size render target, each
///    step a bilinear resample (a dual-filter blur);
/// 3. **draw** (`glass.draw`): the blurred backdrop is drawn through the lens's surface mesh with
///    `SDL_RenderGeometry` (texture coordinates displaced in the bevel band, the mesh being the clip with a
///    1-pixel alpha fringe), then the tint, the inner shadow and the light rim as plain triangles.
///
/// Capture and blur are cached per lens (its order in the display list) while the lens's pixel region, the
/// scale and the commands drawn under it (those whose bounds reach the region) stay the same. A lens that says
/// where it can travel (`GlassLens.travel`: a glass indicator's track) has that whole region captured and
/// blurred once, while what lies under it holds (`GlassBackdropKeys`), and each frame of its slide samples the
/// cached texture: the region is captured in a frame that redraws all of it (a damage redraw asks for that,
/// `wantsCapture`, once its key held for a frame), and until then the lens's own region is, as before.
/// A renderer without render targets draws the lens's `fallback` fill instead, saying so once on stderr.
@MainActor
final class GlassRenderer {
    private let renderer: OpaquePointer
    private let rendererName: String
    /// Whether the renderer is SDL's software renderer, which truncates every vertex's position to whole
    /// pixels and its texture coordinates to whole texels (`SW_QueueGeometry`): texture coordinates are then
    /// moved with their vertex's truncation and onto texel centres, so the face maps pixels to texels 1:1.
    private let snapsVertices: Bool
    /// Whether render targets work; nil until the first lens asks.
    private var targetsWork: Bool?
    /// Set by tests to exercise the fallback as if the renderer had no render targets.
    var pretendNoRenderTargets = false
    /// Whether the fallback note was printed.
    private(set) var fallbackNoted = false
    private var tessellator = Tessellator()
    private var mesh = Mesh()
    private var pixels: [UInt8] = []
    /// The capture texture (streaming) and the blur chain's render targets, shared by every lens.
    private var capture: Texture?
    private var levels: [Texture?] = [nil, nil, nil]
    /// Per lens: its blurred backdrop and what it was made from.
    private var slots: [Slot] = []
    /// This frame's lenses: their regions and what lies under them.
    private var keys = GlassBackdropKeys()
    /// Whether a lens's travel region is cached (`GlassLens.travel`); tests turn it off for the reference.
    var cachesTravel = true
    /// Travel regions (drawable pixels) whose key held but that this frame did not redraw whole: the next
    /// frame's damage takes them in, so they can be captured.
    private(set) var wantsCapture: [PixelRect] = []
    private var frameStart: UInt64 = 0
    /// This frame's timed sub-phases (reused between frames).
    private(set) var passes: [RenderPassTiming] = []
    /// Captures (and blurs) done and skipped thanks to the cache since creation, for tests.
    private(set) var captureCount = 0, cacheHits = 0

    /// A texture the glass made. Destroyed when replaced by a bigger one; the rest go with the renderer
    /// (`SDL_DestroyRenderer` destroys its textures), so nothing is destroyed after the renderer is gone.
    struct Texture {
        let handle: OpaquePointer
        let width: Int32, height: Int32
        init(_ handle: OpaquePointer, _ width: Int32, _ height: Int32) { self.handle = handle; self.width = width; self.height = height }
    }

    private struct Slot {
        var key: Int?
        var region = PixelRect(x: 0, y: 0, width: 0, height: 0)
        var blurred: Texture?
    }

    init(renderer: OpaquePointer) {
        self.renderer = renderer
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        snapsVertices = (info.flags & SDL_RENDERER_SOFTWARE.rawValue) != 0 || rendererName == "software"
    }

    // MARK: - Frame

    /// Starts a frame: finds the lenses in `list` and what lies under each (`GlassBackdropKeys`), so an
    /// unchanged backdrop is recognised. `start` is the render pass's start (`SDL_GetPerformanceCounter`).
    func beginFrame(_ list: DisplayList, scale: Double, start: UInt64) {
        frameStart = start
        passes.removeAll(keepingCapacity: true)
        wantsCapture.removeAll(keepingCapacity: true)
        keys.update(list, scale: scale)
    }

    // MARK: - Lens

    /// Draws `lens`, the frame's `index`-th (its cache slot: lenses a damage redraw skips keep theirs), at
    /// `scale` px/pt with `opacity` over what the renderer's target holds now, which this replay redrew within
    /// `replaying` (drawable pixels; nil: all of it). Returns the draw calls and vertices it submitted.
    func draw(_ lens: GlassLens, index: Int, scale: Double, opacity: Double, drawable: PixelSize, replaying: PixelRect? = nil) -> (drawCalls: Int, vertices: Int) {
        tessellator.scale = scale
        guard lens.rect.isFinite, lens.rect.width > 0, lens.rect.height > 0, opacity > 0 else { return (0, 0) }
        var calls = 0, vertices = 0
        if supportsTargets(), let blurred = blurredBackdrop(lens, index: index, scale: scale, drawable: drawable, replaying: replaying) {
            let t0 = SDL_GetPerformanceCounter()
            mesh.removeAll()
            tessellator.lensSurface(lens, opacity: opacity, into: &mesh)
            let sx = Float(blurred.region.x), sy = Float(blurred.region.y)
            let w = Float(blurred.texture.width), h = Float(blurred.texture.height)
            let maxU = (Float(blurred.region.width) - 0.5) / w, maxV = (Float(blurred.region.height) - 0.5) / h
            for i in mesh.vertices.indices {
                var u = mesh.vertices[i].u - sx, v = mesh.vertices[i].v - sy
                if snapsVertices {
                    let x = mesh.vertices[i].x, y = mesh.vertices[i].y
                    u += x.rounded(.down) - x + 0.5
                    v += y.rounded(.down) - y + 0.5
                }
                mesh.vertices[i].u = min(max(u / w, 0.5 / w), maxU)
                mesh.vertices[i].v = min(max(v / h, 0.5 / h), maxV)
            }
            submit(blurred.texture.handle, &calls, &vertices)
            tessellator.lensTint(lens, opacity: opacity, into: &mesh)
            tessellator.lensRim(lens, opacity: opacity, into: &mesh)
            submit(nil, &calls, &vertices)
            SDL_RenderFlush(renderer)
            record("glass.draw", from: t0)
        } else {
            mesh.removeAll()
            tessellator.fillRoundedRect(lens.rect, cornerRadius: lens.cornerRadius, fill: lens.fallback, opacity: opacity, into: &mesh)
            tessellator.lensTint(lens, opacity: opacity, into: &mesh)
            tessellator.lensRim(lens, opacity: opacity, into: &mesh)
            submit(nil, &calls, &vertices)
        }
        return (calls, vertices)
    }

    private func submit(_ texture: OpaquePointer?, _ calls: inout Int, _ vertices: inout Int) {
        guard !mesh.indices.isEmpty else { return }
        mesh.vertices.withUnsafeBufferPointer { v in
            mesh.indices.withUnsafeBufferPointer { i in
                v.baseAddress!.withMemoryRebound(to: SDL_Vertex.self, capacity: v.count) { sv in
                    _ = SDL_RenderGeometry(renderer, texture, sv, Int32(v.count), i.baseAddress, Int32(i.count))
                }
            }
        }
        calls += 1
        vertices += mesh.vertices.count
        mesh.removeAll()
    }

    private func record(_ name: String, from t0: UInt64) {
        let f = Double(SDL_GetPerformanceFrequency())
        let now = SDL_GetPerformanceCounter()
        passes.append(RenderPassTiming(name: name, startUs: Int64(Double(t0 &- frameStart) / f * 1e6),
                                       durationUs: Int64(Double(now &- t0) / f * 1e6)))
    }

    /// Whether the renderer can draw into textures; on the first "no" prints one note on stderr.
    private func supportsTargets() -> Bool {
        if pretendNoRenderTargets { noteFallback("render targets disabled"); return false }
        if let targetsWork { return targetsWork }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        var works = (info.flags & SDL_RENDERER_TARGETTEXTURE.rawValue) != 0 && SDL_RenderTargetSupported(renderer) == SDL_TRUE
        if works {
            if let probe = makeTexture(width: 8, height: 8, access: SDL_TEXTUREACCESS_TARGET) { SDL_DestroyTexture(probe) } else { works = false }
        }
        targetsWork = works
        if !works { noteFallback(SDLError.current) }
        return works
    }

    private func noteFallback(_ why: String) {
        guard !fallbackNoted else { return }
        fallbackNoted = true
        FileHandle.standardError.write(Data("pickerlab: the \(rendererName) renderer has no render targets (\(why)): glass is drawn without its backdrop\n".utf8))
    }

    // MARK: - Capture and blur

    /// The blurred backdrop under `lens` and the drawable region it covers, from the cache when nothing under
    /// the lens (or under its travel region) changed; nil when a texture could not be made.
    private func blurredBackdrop(_ lens: GlassLens, index: Int, scale: Double, drawable: PixelSize, replaying: PixelRect?) -> (texture: Texture, region: PixelRect)? {
        while slots.count <= index { slots.append(Slot()) }
        let blurPx = max(0, lens.blurRadius * scale)
        // Each halving is a bilinear 2×2 average; stop at the level whose texel is about the blur radius.
        let depth = blurPx < 1.5 ? 0 : min(3, max(1, Int((log2(blurPx / 1.5)).rounded(.up))))
        let info = index < keys.lenses.count ? keys.lenses[index] : nil
        let sample = lens.rect.insetBy(dx: -lens.sampleMargin, dy: -lens.sampleMargin)
        // The travel region, when it holds all the lens samples this frame (a press or a stretch may reach past it).
        if cachesTravel, let info, let along = info.travel, let travel = region(along, scale: scale, depth: depth, drawable: drawable),
           let exact = region(sample, scale: scale, depth: 0, drawable: drawable), travel.intersection(exact) == exact {
            let key = Self.key(info.travelKey, travel, depth)
            if slots[index].key == key, let cached = slots[index].blurred { cacheHits += 1; return (cached, slots[index].region) }
            // Captured only where this replay redrew all of it; else asked for next frame once its key holds.
            if replaying.map({ $0.intersection(travel) == travel }) ?? true {
                return captureAndBlur(travel, index: index, depth: depth, key: key)
            }
            if info.stable { wantsCapture.append(travel) }
        }
        guard let own = region(sample, scale: scale, depth: depth, drawable: drawable) else { return nil }
        let key = Self.key(info?.key ?? 0, own, depth)
        if slots[index].key == key, let t = slots[index].blurred { cacheHits += 1; return (t, slots[index].region) }
        return captureAndBlur(own, index: index, depth: depth, key: key)
    }

    /// `rect` (points) in drawable pixels, rounded out to whole steps of the blur chain's `depth` on the
    /// drawable's grid, within the drawable; nil when empty. On one grid, every region's halvings average the
    /// same 2×2 blocks: a travel region's blur is the lens region's, but at the edges, and it does not shift
    /// as the lens moves.
    private func region(_ rect: Rect, scale: Double, depth: Int, drawable: PixelSize) -> PixelRect? {
        let mask = ~((1 << depth) - 1)
        let c = PixelRect(covering: rect, scale: scale)
        let x0 = c.x & mask, y0 = c.y & mask
        let x1 = (c.maxX + (1 << depth) - 1) & mask, y1 = (c.maxY + (1 << depth) - 1) & mask
        let r = clipped(PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), to: drawable)
        return r.width > 0 && r.height > 0 ? r : nil
    }

    private static func key(_ backdrop: Int, _ region: PixelRect, _ depth: Int) -> Int {
        var h = Hasher()
        h.combine(backdrop); h.combine(region); h.combine(depth)
        return h.finalize()
    }

    /// Captures `region` (drawable pixels) from the target and blurs it by `depth` halvings into lens
    /// `index`'s slot, kept under `key`.
    private func captureAndBlur(_ region: PixelRect, index: Int, depth: Int, key: Int) -> (texture: Texture, region: PixelRect)? {
        SDL_RenderFlush(renderer)   // what is queued so far belongs to the backdrop, not to the capture
        let t0 = SDL_GetPerformanceCounter()
        guard let source = ensure(&capture, width: region.width, height: region.height, access: SDL_TEXTUREACCESS_STREAMING),
              let target = ensureSlot(index, width: region.width, height: region.height) else { return nil }
        let pitch = region.width * 4
        if pixels.count < pitch * region.height { pixels = [UInt8](repeating: 0, count: pitch * region.height) }
        var rect = SDL_Rect(x: Int32(region.x), y: Int32(region.y), w: Int32(region.width), h: Int32(region.height))
        let ok = pixels.withUnsafeMutableBytes { buf -> Bool in
            guard SDL_RenderReadPixels(renderer, &rect, pl_pixelformat_argb8888(), buf.baseAddress, Int32(pitch)) == 0 else { return false }
            // The drawable's alpha is not the backdrop's: the glass sees an opaque picture.
            for i in stride(from: 3, to: pitch * region.height, by: 4) { buf[i] = 255 }
            var dst = SDL_Rect(x: 0, y: 0, w: rect.w, h: rect.h)
            return SDL_UpdateTexture(source.handle, &dst, buf.baseAddress, Int32(pitch)) == 0
        }
        guard ok else { return nil }
        captureCount += 1
        record("glass.capture", from: t0)

        let t1 = SDL_GetPerformanceCounter()
        // The frame may be drawn into a render target (damage redraw): return to it, and to its clip, which
        // switching targets resets.
        let frameTarget = SDL_GetRenderTarget(renderer)
        var clip = SDL_Rect()
        let clipped = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE
        SDL_RenderGetClipRect(renderer, &clip)
        var from = source, fw = Int32(region.width), fh = Int32(region.height)
        for level in 0..<depth {
            let w = max(1, Int32(region.width >> (level + 1))), hh = max(1, Int32(region.height >> (level + 1)))
            guard let t = ensure(&levels[level], width: Int(w), height: Int(hh), access: SDL_TEXTUREACCESS_TARGET) else { return nil }
            resample(from, fw, fh, into: t, w, hh)
            from = t; fw = w; fh = hh
        }
        for level in stride(from: depth - 2, through: 0, by: -1) {
            let w = max(1, Int32(region.width >> (level + 1))), hh = max(1, Int32(region.height >> (level + 1)))
            guard let t = levels[level] else { return nil }
            resample(from, fw, fh, into: t, w, hh)
            from = t; fw = w; fh = hh
        }
        resample(from, fw, fh, into: target, Int32(region.width), Int32(region.height))
        SDL_SetRenderTarget(renderer, frameTarget)
        if clipped { SDL_RenderSetClipRect(renderer, &clip) } else { SDL_RenderSetClipRect(renderer, nil) }
        SDL_RenderFlush(renderer)
        record("glass.blur", from: t1)
        slots[index].key = key
        slots[index].region = region
        return (target, region)
    }

    /// Draws the top-left `sw`×`sh` of `source` scaled (linear filtering) onto the top-left `dw`×`dh` of the
    /// render target `target`, which is cleared first.
    private func resample(_ source: Texture, _ sw: Int32, _ sh: Int32, into target: Texture, _ dw: Int32, _ dh: Int32) {
        SDL_SetRenderTarget(renderer, target.handle)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        var src = SDL_Rect(x: 0, y: 0, w: sw, h: sh), dst = SDL_Rect(x: 0, y: 0, w: dw, h: dh)
        SDL_RenderCopy(renderer, source.handle, &src, &dst)
    }

    private func ensureSlot(_ index: Int, width: Int, height: Int) -> Texture? {
        var t = slots[index].blurred
        defer { slots[index].blurred = t }
        return ensure(&t, width: width, height: height, access: SDL_TEXTUREACCESS_TARGET)
    }

    /// `texture` if it is at least `width`×`height`, else a new one (sizes rounded up to 64 px), replacing it.
    private func ensure(_ texture: inout Texture?, width: Int, height: Int, access: SDL_TextureAccess) -> Texture? {
        if let t = texture, t.width >= width, t.height >= height { return t }
        let w = max(Int(texture?.width ?? 0), (width + 63) / 64 * 64), h = max(Int(texture?.height ?? 0), (height + 63) / 64 * 64)
        guard let handle = makeTexture(width: w, height: h, access: access) else { return nil }
        if let old = texture { SDL_DestroyTexture(old.handle) }
        texture = Texture(handle, Int32(w), Int32(h))
        return texture
    }

    private func makeTexture(width: Int, height: Int, access: SDL_TextureAccess) -> OpaquePointer? {
        guard let t = SDL_CreateTexture(renderer, pl_pixelformat_argb8888(), Int32(access.rawValue), Int32(width), Int32(height)) else { return nil }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear)
        return t
    }

    private func clipped(_ r: PixelRect, to size: PixelSize) -> PixelRect {
        let x0 = max(0, r.x), y0 = max(0, r.y)
        let x1 = min(size.width, r.x + r.width), y1 = min(size.height, r.y + r.height)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Bytes of texture memory the glass holds (capture, blur chain, blurred backdrops).
    var bytes: Int {
        ([capture] + levels + slots.map(\.blurred)).reduce(0) { $0 + Int($1?.width ?? 0) * Int($1?.height ?? 0) * 4 }
    }
}
