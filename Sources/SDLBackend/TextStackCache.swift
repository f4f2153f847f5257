import CSDL2
import Painting

/// One texture per stack of text copies: consecutive text commands of one run (same text, font, colour,
/// opacity and clip) at different origins — a label's soft shadow, 65 copies of its glyphs (`LabelShadow`) —
/// are rasterised once into a texture and drawn as one copy while the run, its copies' offsets and the scale
/// hold, instead of 65 glyph blits every time the label's pixels are redrawn.
///
/// **Why one copy gives the stack's pixels.** The stacks cached are black (a shadow; others are drawn copy by
/// copy). Every copy is drawn with BLEND at alpha `a` (the glyph's coverage × the run's alpha): `d ← d·(1 − a)`,
/// so the stack multiplies what lies under it by `Π(1 − aᵢ)`. The texture is cleared to opaque white and the
/// copies are drawn into it exactly as into the frame, so it holds that product as the renderer rounds it
/// (SDL's software renderer rounds each of the 65 blends down a little: over white the texture is bit for bit
/// what the copies give); drawn with MOD (`d ← d·t`) it multiplies the backdrop by it, rounded once more.
@MainActor
final class TextStackCache {
    /// Stacks of at least this many copies are cached (a label's shadow: 65); fewer are drawn copy by copy.
    static let minimumCopies = 8

    private struct Entry { var texture: OpaquePointer; var width: Int32, height: Int32; var lastUsed: Int }
    private var entries: [Int: Entry] = [:]
    private let renderer: OpaquePointer
    private var frame = 0
    /// Whether stacks are cached (tests turn it off for the copy-by-copy reference).
    var enabled = true
    /// Bytes of texture memory held (width × height × 4 summed).
    private(set) var bytes = 0
    /// Budget in bytes above which stacks unused since the last frame are evicted at the end of a frame.
    var budgetBytes = 8 << 20
    /// Stacks rasterised and stacks drawn from a cached texture since creation (for tests).
    private(set) var rasterisedCount = 0, hitCount = 0

    init(renderer: OpaquePointer) { self.renderer = renderer }

    isolated deinit { releaseTextures() }

    /// Destroys every stack texture now (before the renderer goes; see `LayerCompositor.releaseTextures`).
    func releaseTextures() {
        for e in entries.values { SDL_DestroyTexture(e.texture) }
        entries.removeAll()
        bytes = 0
    }

    /// Stacks held (for tests).
    var count: Int { entries.count }

    /// How many commands from `start` in `commands` form one stack of the text run there (1 when the command
    /// is not a text command or has no copies to stack with).
    static func stackLength(_ commands: [DrawData.Command], from start: Int) -> Int {
        guard case let .text(run, _, opacity) = commands[start].kind else { return 1 }
        let clip = commands[start].clip, drawing = commands[start].drawing
        var end = start + 1
        while end < commands.count, case let .text(r, _, o) = commands[end].kind, o == opacity, commands[end].clip == clip,
              commands[end].drawing == drawing + (end - start), r.text == run.text, r.font == run.font, r.color == run.color {
            end += 1
        }
        return end - start
    }

    /// Draws the stack `commands[range]` (text commands of one run, see `stackLength`) of `texture`
    /// (the run's white glyphs, `width`×`height` pixels) tinted `rgb` with alpha `alpha` per copy, from its
    /// cached texture — a black stack only — rasterising it first when the run, its offsets or the scale changed. Leaves the
    /// render target as it was and the clip unset (the caller applies it again).
    /// - Returns: false when the stack is not black or could not be cached (draw it copy by copy).
    func draw(_ commands: ArraySlice<DrawData.Command>, glyphs texture: OpaquePointer, width: Int32, height: Int32,
              rgb: (UInt8, UInt8, UInt8), alpha: UInt8, key content: Int) -> Bool {
        guard enabled, rgb == (0, 0, 0), let first = commands.first, case let .text(_, o0, _) = first.kind else { return false }
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        var h = Hasher()
        h.combine(content); h.combine(alpha); h.combine(width); h.combine(height)
        for c in commands {
            guard case let .text(_, o, _) = c.kind else { return false }
            let dx = o.x - o0.x, dy = o.y - o0.y
            minX = min(minX, dx); minY = min(minY, dy); maxX = max(maxX, dx); maxY = max(maxY, dy)
            h.combine(dx); h.combine(dy)
        }
        let key = h.finalize()
        let w = Int32(maxX - minX) + width, hh = Int32(maxY - minY) + height
        if entries[key] == nil {
            guard let t = rasterise(commands, origin: PixelPoint(x: o0.x + minX, y: o0.y + minY), glyphs: texture,
                                    width: w, height: hh, glyphSize: (width, height), alpha: alpha) else { return false }
            entries[key] = Entry(texture: t, width: w, height: hh, lastUsed: frame)
            bytes += Int(w) * Int(hh) * 4
            rasterisedCount += 1
        } else {
            hitCount += 1
        }
        entries[key]?.lastUsed = frame
        guard let e = entries[key] else { return false }
        var dst = SDL_Rect(x: Int32(o0.x + minX), y: Int32(o0.y + minY), w: e.width, h: e.height)
        SDL_RenderCopy(renderer, e.texture, nil, &dst)
        return true
    }

    /// A `width`×`height` texture holding what the stack multiplies its backdrop by (`Π(1 − aᵢ)`), its top-left at
    /// `origin` (drawable pixels).
    private func rasterise(_ commands: ArraySlice<DrawData.Command>, origin: PixelPoint, glyphs: OpaquePointer, width: Int32, height: Int32,
                           glyphSize: (Int32, Int32), alpha: UInt8) -> OpaquePointer? {
        guard width > 0, height > 0, width <= 4096, height <= 4096,
              let t = SDL_CreateTexture(renderer, pl_pixelformat_argb8888(), Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width, height) else { return nil }
        SDL_SetTextureScaleMode(t, SDL_ScaleModeNearest)
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_MOD)
        let frameTarget = SDL_GetRenderTarget(renderer)
        var clip = SDL_Rect()
        let clipped = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE
        SDL_RenderGetClipRect(renderer, &clip)
        SDL_SetRenderTarget(renderer, t)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
        SDL_RenderClear(renderer)
        SDL_SetTextureColorMod(glyphs, 0, 0, 0)
        SDL_SetTextureAlphaMod(glyphs, alpha)
        for c in commands {
            guard case let .text(_, o, _) = c.kind else { continue }
            var dst = SDL_Rect(x: Int32(o.x - origin.x), y: Int32(o.y - origin.y), w: glyphSize.0, h: glyphSize.1)
            SDL_RenderCopy(renderer, glyphs, nil, &dst)
        }
        SDL_SetRenderTarget(renderer, frameTarget)
        if clipped { SDL_RenderSetClipRect(renderer, &clip) } else { SDL_RenderSetClipRect(renderer, nil) }
        return t
    }

    /// Ends a frame: over budget, destroys the stacks unused this frame and the last.
    func endFrame() {
        frame += 1
        guard bytes > budgetBytes else { return }
        for (key, e) in entries where e.lastUsed < frame - 1 {
            SDL_DestroyTexture(e.texture)
            bytes -= Int(e.width) * Int(e.height) * 4
            entries.removeValue(forKey: key)
        }
    }
}
