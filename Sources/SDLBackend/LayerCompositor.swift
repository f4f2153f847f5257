import CSDL2
import Geometry
import Painting
import SceneGraph

/// Keeps layers (`DrawCommand.pushLayer`) in textures and composites them: a layer that moved since the last
/// frame is copied from its texture (rasterised first when its content changed or it has none); a layer at
/// rest is drawn directly, so a frame at rest has exactly the pixels of `--no-layers`.
///
/// **One copy per moving layer.** A layer is rasterised once, over transparent black: SDL's BLEND leaves the
/// premultiplied colour `P` and the coverage `a` in its texture, and Porter–Duff "over" is `P + B·(1 − a)`.
/// Where the renderer takes a custom blend mode (OpenGL: `ONE, ONE_MINUS_SRC_ALPHA`) the texture is copied
/// once with it. SDL's software renderer has only its fixed modes, so there the texture is un-premultiplied
/// once after rasterising (read back, `C = P ÷ a`, uploaded: `unpremultiply`) and copied once with BLEND,
/// `C·a + B·(1 − a)` — the same sum, to rounding (under 2/255 a channel). A fade scales the copy's alpha (and,
/// premultiplied, its colour). Before, every renderer took two copies (a black BLEND copy and an ADD copy of
/// a second texture rasterised over opaque black), and the software renderer's blitters for those run at
/// 10× the cost of a plain blended copy (the pane's pages were most of a scrolling frame).
///
/// **Flattened layers** (`CompositingLayer.flattened`: static backgrounds with what lies under them) are exact:
/// a frame that redraws all of a layer's pixels and has no texture for its key (content and backdrop) draws it
/// directly, then copies those pixels from the target into an opaque texture (`capture`);
/// while the key holds, the layer is an opaque copy of that texture (`copy`), the very pixels drawing it gives —
/// at rest as in motion. A key that changes every frame (an animating background) keeps it drawn directly; a
/// stable one whose pixels were not all redrawn asks for them next frame (`wantsCapture`).
///
/// **Budget.** Textures total at most `budgetBytes` (4 × the drawable's pixels × 4 bytes); past it the least
/// recently used layers are evicted, and a layer that would not fit is drawn directly.
@MainActor
final class LayerCompositor {
    private let renderer: OpaquePointer
    /// Whether layers are on (`--no-layers` turns them off: every layer is drawn directly).
    let enabled: Bool

    private struct Entry {
        var key: Int
        var width: Int, height: Int
        /// The layer's pixels: a moving layer's (ARGB, premultiplied or, without the blend mode, straight), or
        /// a flattened layer's (opaque, captured from the frame).
        var texture: OpaquePointer
        /// Whether this is a flattened layer's opaque texture.
        var flat: Bool
        var lastUsed: Int
        var bytes: Int { width * height * 4 }
    }
    /// Premultiplied "over" (`ONE, ONE_MINUS_SRC_ALPHA`), which a renderer may not take (SDL's software one).
    private static let premultipliedBlend = SDL_ComposeCustomBlendMode(SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
                                                                       SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
    /// Whether this renderer takes `premultipliedBlend` (asked of the first layer texture made); nil until then.
    private var premultiplies: Bool?
    /// Rows read back for `unpremultiply`, kept between rasterisations.
    private var readBack: [UInt32] = []
    private var entries: [Int: Entry] = [:]
    /// Where each layer landed this frame and the last (pixels), to tell a moving layer from one at rest.
    private var placements: [Int: PixelRect] = [:], previous: [Int: PixelRect] = [:]
    /// Flattened layers' keys this frame and the last, to tell a stable backdrop from an animating one.
    private var flatKeys: [Int: Int] = [:], previousFlatKeys: [Int: Int] = [:]
    /// Flattened layers whose key held but whose pixels were not all redrawn: the next frame redraws them whole,
    /// so they can be captured.
    private(set) var wantsCapture: [PixelRect] = []
    private var frame = 0
    /// The rectangles composited (within their clip) this frame and the last: the next frame redraws them, so
    /// a layer that comes to rest is drawn directly there.
    private(set) var composited: [PixelRect] = [], compositedBefore: [PixelRect] = []
    /// Bytes of layer textures held now.
    private(set) var bytes = 0
    /// The budget in bytes (set from the drawable every frame).
    private(set) var budgetBytes = 0
    /// This frame's counts.
    private(set) var rasterisedCount = 0, compositedCount = 0
    /// Flattened layers copied this frame (exact copies: not counted in `compositedCount`, whose frames may
    /// differ from direct drawing by rounding).
    private(set) var copiedCount = 0
    /// Flattened layers captured from the target this frame (one opaque copy each; not in `rasterisedCount`).
    private(set) var capturedCount = 0
    /// Moving layers composited this frame with an opaque copy over their opaque interior (`LayerDraw.opaque`).
    private(set) var opaqueCount = 0
    /// The drawable of this frame.
    private var drawable = PixelSize(width: 0, height: 0)
    /// Layers evicted over the budget since creation (for tests).
    private(set) var evictedCount = 0

    init(renderer: OpaquePointer, enabled: Bool) {
        self.renderer = renderer
        self.enabled = enabled && SDL_RenderTargetSupported(renderer) == SDL_TRUE
    }

    isolated deinit { releaseTextures() }

    /// Destroys every layer texture now. `SDLHost` calls it before `SDL_DestroyRenderer`: a deinit that runs after
    /// the renderer is gone must find nothing left to destroy (destroying a texture of a freed renderer crashed).
    func releaseTextures() {
        for id in Array(entries.keys) { drop(id) }
    }

    /// Starts a frame on a `drawable`-sized target.
    func beginFrame(drawable: PixelSize) {
        frame += 1
        swap(&placements, &previous)
        placements.removeAll(keepingCapacity: true)
        swap(&flatKeys, &previousFlatKeys)
        flatKeys.removeAll(keepingCapacity: true)
        wantsCapture.removeAll(keepingCapacity: true)
        swap(&composited, &compositedBefore)
        composited.removeAll(keepingCapacity: true)
        rasterisedCount = 0; compositedCount = 0; copiedCount = 0; capturedCount = 0; opaqueCount = 0
        self.drawable = drawable
        budgetBytes = 4 * max(0, drawable.width) * max(0, drawable.height) * 4
    }

    /// How to draw `layer` (content `key`, landing on `rect` pixels) this frame; `needed`: whether any of it is
    /// redrawn this frame (damage meets it).
    func mode(_ layer: CompositingLayer, key: Int, rect: PixelRect, needed: Bool, covered: Bool = false) -> LayerMode {
        if layer.flattened { return flattenedMode(layer.id, key: key, rect: rect, needed: needed, covered: covered) }
        let moved = previous[layer.id].map { $0 != rect } ?? false
        placements[layer.id] = rect
        guard enabled, needed, moved, !rect.isEmpty else { return .direct }
        if let e = entries[layer.id], e.key == key, e.width == rect.width, e.height == rect.height {
            entries[layer.id]?.lastUsed = frame
            return .composite
        }
        let need = rect.width * rect.height * 4
        if let e = entries[layer.id], e.width != rect.width || e.height != rect.height || e.flat { drop(layer.id) }
        if entries[layer.id] == nil { evict(toFit: need) }
        guard entries[layer.id] != nil || bytes + need <= budgetBytes else { return .direct }
        return .rasterise
    }

    /// How to draw flattened layer `id` (content and backdrop `key`, over `rect` pixels): `.composite` (copy its
    /// texture) when it holds `key`; `.rasterise` (draw directly, then capture) when `covered` (this frame
    /// redraws all of `rect`); else `.direct`, asking for a whole redraw next frame when the key held since
    /// the last frame.
    private func flattenedMode(_ id: Int, key: Int, rect r: PixelRect, needed: Bool, covered: Bool) -> LayerMode {
        let stable = previousFlatKeys[id] == key
        flatKeys[id] = key
        let rect = r.intersection(PixelRect(x: 0, y: 0, width: drawable.width, height: drawable.height))
        guard enabled, needed, !rect.isEmpty, rect == r else { return .direct }
        if let e = entries[id], e.key == key, e.width == rect.width, e.height == rect.height {
            entries[id]?.lastUsed = frame
            return .composite
        }
        // Capturing costs one opaque copy: done whenever the frame redraws all of the layer. A stable backdrop
        // whose pixels were not all redrawn asks for them next frame; an animating one is drawn directly.
        guard covered else {
            if stable { wantsCapture.append(rect) }
            return .direct
        }
        let need = rect.width * rect.height * 4
        if let e = entries[id], e.width != rect.width || e.height != rect.height || !e.flat { drop(id) }
        if entries[id] == nil { evict(toFit: need) }
        guard entries[id] != nil || bytes + need <= budgetBytes else { return .direct }
        return .rasterise
    }

    /// Takes flattened layer `draw`'s texture from the current target over `draw.rect` (drawn whole this
    /// replay: `region` is nil or holds it), leaving the target and its clip as they were; else does nothing.
    func capture(_ draw: DrawData.LayerDraw, region: PixelRect?) {
        if let region, region.intersection(draw.rect) != draw.rect { return }
        guard let source = SDL_GetRenderTarget(renderer) else { return }
        if let e = entries[draw.id], e.width != draw.rect.width || e.height != draw.rect.height || !e.flat { drop(draw.id) }
        if entries[draw.id] == nil {
            guard let t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGB888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                                            Int32(draw.rect.width), Int32(draw.rect.height)) else { return }
            SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE)
            SDL_SetTextureScaleMode(t, SDL_ScaleModeNearest)
            let e = Entry(key: 0, width: draw.rect.width, height: draw.rect.height, texture: t, flat: true, lastUsed: frame)
            entries[draw.id] = e
            bytes += e.bytes
        }
        guard let e = entries[draw.id] else { return }
        var clip = SDL_Rect()
        let clipped = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE
        SDL_RenderGetClipRect(renderer, &clip)
        var mode = SDL_BLENDMODE_NONE
        SDL_GetTextureBlendMode(source, &mode)
        SDL_SetTextureBlendMode(source, SDL_BLENDMODE_NONE)
        SDL_SetRenderTarget(renderer, e.texture)
        var src = SDL_Rect(x: Int32(draw.rect.x), y: Int32(draw.rect.y), w: Int32(draw.rect.width), h: Int32(draw.rect.height))
        SDL_RenderCopy(renderer, source, &src, nil)
        SDL_SetRenderTarget(renderer, source)
        SDL_SetTextureBlendMode(source, mode)
        if clipped { SDL_RenderSetClipRect(renderer, &clip) } else { SDL_RenderSetClipRect(renderer, nil) }
        entries[draw.id]?.key = draw.key
        entries[draw.id]?.lastUsed = frame
        capturedCount += 1
    }

    /// Whether flattened layer `draw`'s texture holds its key (a copy of it can stand for what lies under it).
    func canCopy(_ draw: DrawData.LayerDraw) -> Bool {
        guard let e = entries[draw.id] else { return false }
        return e.key == draw.key && e.flat && e.width == draw.rect.width && e.height == draw.rect.height
    }

    /// Copies flattened layer `draw`'s texture, opaque, over `draw.rect` within `region` (nil: all of it).
    /// - Returns: the draw calls issued.
    func copy(_ draw: DrawData.LayerDraw, region: PixelRect?) -> Int {
        guard canCopy(draw), let e = entries[draw.id] else { return 0 }
        let part = region.map { draw.rect.intersection($0) } ?? draw.rect
        guard !part.isEmpty else { return 0 }
        var src = SDL_Rect(x: Int32(part.x - draw.rect.x), y: Int32(part.y - draw.rect.y), w: Int32(part.width), h: Int32(part.height))
        var dst = SDL_Rect(x: Int32(part.x), y: Int32(part.y), w: Int32(part.width), h: Int32(part.height))
        SDL_RenderCopy(renderer, e.texture, &src, &dst)
        entries[draw.id]?.lastUsed = frame
        copiedCount += 1
        return 1
    }

    /// Rasterises `content` (layer-local pixels) into the texture of layer `draw.id`, replaying it with
    /// `drawer` over transparent black (then un-premultiplied where the renderer lacks the premultiplied blend
    /// mode); leaves the current render target and clip as they were.
    func rasterise(_ draw: DrawData.LayerDraw, content: DrawData, drawer: SDLRenderer) {
        guard let entry = ensure(draw) else { return }
        let frameTarget = SDL_GetRenderTarget(renderer)
        SDL_SetRenderTarget(renderer, entry.texture)
        _ = drawer.replay(content, region: nil, clear: (0, 0, 0, 0)) { _ in true }
        if premultiplies == false { unpremultiply(entry) }
        SDL_SetRenderTarget(renderer, frameTarget)
        entries[draw.id]?.key = draw.key
        entries[draw.id]?.lastUsed = frame
        rasterisedCount += 1
    }

    /// Composites layer `draw` at its rectangle within the current clip (`visible`: the part that shows).
    /// Where its content is opaque (`draw.opaque`) and it is drawn at full opacity, that part is one opaque
    /// copy (`SDL_BLENDMODE_NONE`) — exactly the pixels `P + B·(1 − a)` gives there, as `a` is 1 (and `C` is
    /// `P`) — and only the rest around it is blended.
    /// - Returns: the draw calls issued.
    func composite(_ draw: DrawData.LayerDraw, visible: PixelRect) -> Int {
        guard let e = entries[draw.id], e.key == draw.key, !e.flat else { return 0 }
        let alpha = UInt8(clamp((draw.opacity * 255).rounded(), 0, 255))
        var calls = 0
        if alpha == 255, let o = draw.opaque?.intersection(draw.rect), !o.isEmpty {
            if o.intersects(visible) {
                SDL_SetTextureColorMod(e.texture, 255, 255, 255)
                SDL_SetTextureAlphaMod(e.texture, 255)
                SDL_SetTextureBlendMode(e.texture, SDL_BLENDMODE_NONE)
                copy(e.texture, o, of: draw.rect)
                calls += 1
                opaqueCount += 1
            }
            Self.forEachPiece(of: draw.rect, around: o) { piece in
                guard piece.intersects(visible) else { return }
                translucent(e, piece, of: draw.rect, alpha: alpha)
                calls += 1
            }
        } else {
            translucent(e, draw.rect, of: draw.rect, alpha: alpha)
            calls = 1
        }
        entries[draw.id]?.lastUsed = frame
        if !visible.isEmpty, !composited.contains(visible) { composited.append(visible); compositedCount += 1 }
        return calls
    }

    /// `P + B·(1 − a)` over `part` of a layer at `rect`, faded by `alpha`: one copy of its texture, with the
    /// premultiplied blend mode (colour and alpha scaled by the fade) or with BLEND (straight colour).
    private func translucent(_ e: Entry, _ part: PixelRect, of rect: PixelRect, alpha: UInt8) {
        if premultiplies == true {
            SDL_SetTextureColorMod(e.texture, alpha, alpha, alpha)
            SDL_SetTextureBlendMode(e.texture, Self.premultipliedBlend)
        } else {
            SDL_SetTextureColorMod(e.texture, 255, 255, 255)
            SDL_SetTextureBlendMode(e.texture, SDL_BLENDMODE_BLEND)
        }
        SDL_SetTextureAlphaMod(e.texture, alpha)
        copy(e.texture, part, of: rect)
    }

    /// Turns `e`'s texture (the current render target, just rasterised over transparent black: premultiplied
    /// colour `P`, coverage `a`) into straight colour `C = P·255 ÷ a` (rounded, at most 255; 0 where `a` is 0),
    /// so that one BLEND copy gives `P + B·(1 − a)`: read back, converted in place, uploaded.
    private func unpremultiply(_ e: Entry) {
        let count = e.width * e.height
        if readBack.count < count { readBack = [UInt32](repeating: 0, count: count) }
        let pitch = Int32(e.width * 4)
        readBack.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress,
                  SDL_RenderReadPixels(renderer, nil, pl_pixelformat_argb8888(), base, pitch) == 0 else { return }
            Self.unpremultiply(UnsafeMutableBufferPointer(rebasing: buffer[0..<count]))
            _ = SDL_UpdateTexture(e.texture, nil, base, pitch)
        }
    }

    /// Un-premultiplies ARGB8888 pixels in place: each channel `c` of a pixel of alpha `a` (0 < a < 255)
    /// becomes `min(255, round(c·255 ÷ a))`; alpha 0 leaves black, alpha 255 leaves the pixel.
    static func unpremultiply(_ pixels: UnsafeMutableBufferPointer<UInt32>) {
        for i in pixels.indices {
            let p = pixels[i]
            let a = p >> 24
            guard a != 255 else { continue }
            guard a != 0 else { pixels[i] = 0; continue }
            func channel(_ shift: UInt32) -> UInt32 { min(255, (((p >> shift) & 0xFF) * 255 + a / 2) / a) << shift }
            pixels[i] = (a << 24) | channel(16) | channel(8) | channel(0)
        }
    }

    /// Copies `part` (drawable pixels) of a texture laid at `rect` to where it lies.
    private func copy(_ texture: OpaquePointer, _ part: PixelRect, of rect: PixelRect) {
        var src = SDL_Rect(x: Int32(part.x - rect.x), y: Int32(part.y - rect.y), w: Int32(part.width), h: Int32(part.height))
        var dst = SDL_Rect(x: Int32(part.x), y: Int32(part.y), w: Int32(part.width), h: Int32(part.height))
        SDL_RenderCopy(renderer, texture, &src, &dst)
    }

    /// Calls `body` with each non-empty part of `rect` outside `inner` (within it): the rows above and below
    /// `inner`, full width, then the columns left and right of it between them. Allocates nothing.
    static func forEachPiece(of rect: PixelRect, around inner: PixelRect, _ body: (PixelRect) -> Void) {
        let o = rect.intersection(inner)
        guard !o.isEmpty else { if !rect.isEmpty { body(rect) }; return }
        func emit(_ p: PixelRect) { if !p.isEmpty { body(p) } }
        emit(PixelRect(x: rect.x, y: rect.y, width: rect.width, height: o.y - rect.y))
        emit(PixelRect(x: rect.x, y: o.maxY, width: rect.width, height: rect.maxY - o.maxY))
        emit(PixelRect(x: rect.x, y: o.y, width: o.x - rect.x, height: o.height))
        emit(PixelRect(x: o.maxX, y: o.y, width: rect.maxX - o.maxX, height: o.height))
    }

    /// The texture for `draw`'s layer, made (or remade at a new size) as needed.
    private func ensure(_ draw: DrawData.LayerDraw) -> Entry? {
        if let e = entries[draw.id], e.width == draw.rect.width, e.height == draw.rect.height, !e.flat { return e }
        drop(draw.id)
        guard let t = SDL_CreateTexture(renderer, pl_pixelformat_argb8888(), Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                                        Int32(draw.rect.width), Int32(draw.rect.height)) else { return nil }
        SDL_SetTextureScaleMode(t, SDL_ScaleModeNearest)
        if premultiplies == nil { premultiplies = SDL_SetTextureBlendMode(t, Self.premultipliedBlend) == 0 }
        let e = Entry(key: 0, width: draw.rect.width, height: draw.rect.height, texture: t, flat: false, lastUsed: frame)
        entries[draw.id] = e
        bytes += e.bytes
        return e
    }

    private func drop(_ id: Int) {
        guard let e = entries.removeValue(forKey: id) else { return }
        SDL_DestroyTexture(e.texture)
        bytes -= e.bytes
    }

    /// Evicts least recently used layers not used this frame until `need` more bytes fit the budget.
    private func evict(toFit need: Int) {
        while bytes + need > budgetBytes {
            guard let victim = entries.filter({ $0.value.lastUsed < frame }).min(by: { $0.value.lastUsed < $1.value.lastUsed })?.key else { return }
            drop(victim)
            evictedCount += 1
        }
    }

    /// Ends a frame: evicts least recently used layers while the textures exceed the budget (a smaller
    /// window lowers it).
    func endFrame() { evict(toFit: 0) }

    /// Drops every flattened layer's texture (what lies under them changed outside the display list: the
    /// clear colour).
    func dropFlattened() {
        for (id, e) in entries where e.flat { drop(id) }
    }

    /// Layer textures held (for tests).
    var count: Int { entries.count }
}
