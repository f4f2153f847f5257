import CSDL2
import Foundation
import Geometry
import Painting
import SceneGraph

/// Redraws only what changed: the frame is drawn into a persistent render-target texture of the drawable's
/// size, and each frame clears and redraws only its damaged rectangles (`DamageTracker`): the frame's draw
/// data is built once (only the drawings some rectangle needs are tessellated), and each rectangle replays,
/// clipped to it, the commands whose bounds meet it — then the texture is copied to the window
/// (GTK 4's and browsers' damage redraw). Headless the texture is the frame: the read-back reads it.
/// The whole texture is redrawn on the first frame, after a resize or scale change, after `invalidateAll()`
/// and when the damage passes the tracker's threshold. With `--full-redraw` every frame is drawn whole into
/// the same target (the same rasterisation path, so the two are pixel-identical on every renderer: OpenGL
/// rounds some blends differently into a texture than into the window). On a renderer without render
/// targets (said once on stderr) every frame is drawn whole straight to the window.
@MainActor
final class DamageRenderer {
    private let renderer: OpaquePointer
    private let drawer: SDLRenderer
    /// Whether frames redraw only their damage (false with `--full-redraw`: drawn whole into the target).
    let enabled: Bool
    /// The damage of each frame against the last.
    let tracker = DamageTracker()
    private var target: OpaquePointer?
    private var targetSize = PixelSize(width: 0, height: 0)
    /// A second target for full-redraw reference frames (tests, the benchmark).
    private var reference: OpaquePointer?
    private var referenceSize = PixelSize(width: 0, height: 0)
    private var unavailable = false
    private var passes: [RenderPassTiming] = [], spare: [RenderPassTiming] = []
    /// Whether rendered frames tint the rectangles they redrew (paint flashing, F3).
    var paintFlashing = false
    /// What the last frame redrew (the tracker's region, or the whole drawable when drawn straight to the window).
    var lastRects: [PixelRect] { drewWhole.map { [$0] } ?? tracker.region.rects }
    /// The drawable's rectangle when the last frame was drawn whole straight to the window.
    private var drewWhole: PixelRect?

    init(renderer: OpaquePointer, drawer: SDLRenderer, enabled: Bool) {
        self.renderer = renderer; self.drawer = drawer; self.enabled = enabled
        if SDL_RenderTargetSupported(renderer) != SDL_TRUE { disable("this renderer has no render targets") }
    }

    isolated deinit { releaseTextures() }

    /// Destroys the target and reference textures now (before the renderer goes; see
    /// `LayerCompositor.releaseTextures`). A later frame makes a new target.
    func releaseTextures() {
        if let target { SDL_DestroyTexture(target); self.target = nil }
        if let reference { SDL_DestroyTexture(reference); self.reference = nil }
    }

    /// Whether frames are drawn into the render target (it is available).
    var usesTarget: Bool { !unavailable }
    /// Whether frames redraw only their damage (the target is available and `--full-redraw` is off).
    var isActive: Bool { enabled && !unavailable }

    /// Draws `list` at `scale` into `drawable` pixels: the damaged region into the target, which is then
    /// copied to the window when `copyToWindow` (frames that are presented). Leaves the window's target current.
    func render(_ list: DisplayList, scale: Double, drawable: PixelSize, copyToWindow: Bool) -> RenderStats {
        guard usesTarget, prepareTarget(drawable) else { return full(list, scale: scale, drawable: drawable) }
        SDL_SetRenderTarget(renderer, target)
        if !enabled { tracker.invalidateAll() }
        // Where layers were composited last frame is redrawn: a layer that came to rest is drawn directly there.
        for r in drawer.layers.composited { tracker.invalidate(r) }
        // A flattened layer whose backdrop held but was not all redrawn is redrawn whole now, to be captured.
        for r in drawer.layers.wantsCapture { tracker.invalidate(r) }
        // So is a glass lens's travel region whose backdrop held, to be captured and blurred once (GlassRenderer).
        for r in drawer.glass.wantsCapture { tracker.invalidate(r) }
        let region = tracker.update(list, scale: scale, drawable: drawable) { run in
            let px = FontLibrary.pixelSize(run.font, scale: scale)
            return drawer.textures.texture(run.text, font: run.font, pixelSize: px).map { PixelSize(width: Int($0.width), height: Int($0.height)) }
        }
        var stats = RenderStats()
        // The glass's timed passes of every rectangle are gathered into one of two arrays kept between frames,
        // used in turn: the app keeps the last frame's stats, so reusing the array it holds (or the glass's own)
        // would copy it every frame.
        swap(&passes, &spare)
        passes.removeAll(keepingCapacity: true)
        // One draw data for the frame, holding only the drawings some damaged rectangle needs; each rectangle
        // replays the commands whose bounds meet it.
        let full = tracker.isFullRedraw
        if !full { updateStackBounds(list) }
        drawer.prepare(list, scale: scale, drawable: drawable, includes: { i in
            full || region.rects.contains { (i < stackBounds.count ? stackBounds[i] : tracker.bounds(ofDrawing: i)).intersects($0) }
        }, layersOn: drawer.layers.enabled, needed: { rect in full || region.rects.contains { rect.intersects($0) } },
           covered: { rect in full || region.rects.contains { $0.intersection(rect) == rect } },
           drawingBounds: { [tracker] i in tracker.bounds(ofDrawing: i) })
        if full {
            let s = drawer.replay(region: nil) { _ in true }
            stats.drawCalls = s.drawCalls
            stats.vertices = s.vertices
        } else {
            for r in region.rects {
                let s = drawer.replay(region: r) { i in tracker.bounds(ofDrawing: i).intersects(r) }
                stats.drawCalls += s.drawCalls
                stats.vertices += s.vertices
            }
        }
        passes.append(contentsOf: drawer.glass.passes)
        stats.passes = passes
        drawer.endFrame()
        stats.layersRasterised = drawer.layers.rasterisedCount
        stats.layersComposited = drawer.layers.compositedCount
        stats.layerBytes = drawer.layers.bytes
        stats.textureCacheBytes = drawer.textures.bytes + drawer.textStacks.bytes
        stats.damagePixels = region.area
        stats.damageRects = region.rects.count
        drewWhole = nil
        if paintFlashing { flash(tracker.changes.rects) }
        SDL_SetRenderTarget(renderer, nil)
        if copyToWindow {
            SDL_RenderSetClipRect(renderer, nil)
            SDL_RenderCopy(renderer, target, nil, nil)
            stats.drawCalls += 1
        }
        return stats
    }

    /// Per drawing command: the bounds of the stack of text copies it is in (consecutive runs of one text, font
    /// and colour: a label's shadow, `TextStackCache`), else its own. A stack is drawn whole from one texture
    /// wherever any copy meets the damage, so the draw data holds all of its copies or none.
    private var stackBounds: [PixelRect] = []

    private func updateStackBounds(_ list: DisplayList) {
        stackBounds.removeAll(keepingCapacity: true)
        var start = 0, previous: TextRun?
        func close(_ end: Int) {
            guard end - start > 1 else { return }
            var u = stackBounds[start]
            for j in start..<end where !stackBounds[j].isEmpty { u = u.isEmpty ? stackBounds[j] : u.union(stackBounds[j]) }
            for j in start..<end { stackBounds[j] = u }
        }
        list.forEach { command in
            guard command.isDrawing else { return }
            let i = stackBounds.count
            stackBounds.append(tracker.bounds(ofDrawing: i))
            var run: TextRun?
            if case let .text(r) = command { run = r } else if case let .icon(r) = command { run = r }
            if let run, let p = previous, p.text == run.text, p.font == run.font, p.color == run.color { previous = run; return }
            close(i)
            start = i
            previous = run
        }
        close(stackBounds.count)
    }

    /// Reads the frame (the target when active, else the window) into `buffer` as ABGR8888 rows of `pitch`
    /// bytes; returns SDL's result code.
    func readPixels(_ buffer: UnsafeMutableRawPointer?, pitch: Int32, rect: UnsafePointer<SDL_Rect>?) -> Int32 {
        let fromTarget = usesTarget && target != nil
        if fromTarget { SDL_SetRenderTarget(renderer, target) }
        let rc = SDL_RenderReadPixels(renderer, rect, pl_pixelformat_abgr8888(), buffer, pitch)
        if fromTarget { SDL_SetRenderTarget(renderer, nil) }
        return rc
    }

    /// Draws `list` whole into a reference target of `drawable` pixels (or the window without render
    /// targets), leaving the frame's target and its damage tracking as they were, and waits for the pixels;
    /// then `readReference` reads them. The full redraw a damage redraw must equal, and what it costs.
    func renderReference(_ list: DisplayList, scale: Double, drawable: PixelSize) -> RenderStats {
        if usesTarget, referenceSize != drawable || reference == nil {
            if let reference { SDL_DestroyTexture(reference) }
            reference = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGB888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                                          Int32(drawable.width), Int32(drawable.height))
            referenceSize = drawable
        }
        if usesTarget, reference != nil { SDL_SetRenderTarget(renderer, reference) }
        let stats = drawer.render(list, scale: scale)
        var pixel: UInt32 = 0
        var one = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
        SDL_RenderFlush(renderer)
        _ = SDL_RenderReadPixels(renderer, &one, pl_pixelformat_abgr8888(), &pixel, 4)
        SDL_SetRenderTarget(renderer, nil)
        return stats
    }

    /// Reads the last `renderReference` frame (see `readPixels`).
    func readReference(_ buffer: UnsafeMutableRawPointer?, pitch: Int32) -> Int32 {
        if usesTarget, reference != nil { SDL_SetRenderTarget(renderer, reference) }
        let rc = SDL_RenderReadPixels(renderer, nil, pl_pixelformat_abgr8888(), buffer, pitch)
        SDL_SetRenderTarget(renderer, nil)
        return rc
    }

    /// Waits until the frame's pixels are done: SDL runs its queued commands, then a one-pixel read-back of
    /// the frame (the target when active) returns only after an asynchronous renderer has finished.
    func finish() {
        var pixel: UInt32 = 0
        var one = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
        SDL_RenderFlush(renderer)
        _ = readPixels(&pixel, pitch: 4, rect: &one)
    }

    /// Draws `list` whole, straight to the window (no render target).
    private func full(_ list: DisplayList, scale: Double, drawable: PixelSize) -> RenderStats {
        var stats = drawer.render(list, scale: scale)
        stats.damagePixels = drawable.width * drawable.height
        stats.damageRects = 1
        let whole = PixelRect(x: 0, y: 0, width: drawable.width, height: drawable.height)
        drewWhole = whole
        if paintFlashing { flash([whole]) }
        return stats
    }

    /// Makes sure a target texture of `size` exists (a new one after a resize: the tracker redraws it whole).
    private func prepareTarget(_ size: PixelSize) -> Bool {
        if target != nil, targetSize == size { return true }
        if let target { SDL_DestroyTexture(target); self.target = nil }
        guard size.width > 0, size.height > 0,
              let t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGB888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                                        Int32(size.width), Int32(size.height)) else {
            disable("cannot create a \(size.width)×\(size.height) render target: \(SDLError.current)")
            return false
        }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE)   // copied to the window as is
        SDL_SetTextureScaleMode(t, SDL_ScaleModeNearest)
        target = t
        targetSize = size
        tracker.invalidateAll()
        return true
    }

    /// Behaves from now on as on a renderer without render targets (tests of the fallback).
    func pretendNoRenderTargets() { disable("render targets disabled") }

    /// Falls back to full redraws for the rest of the run, saying why once.
    private func disable(_ why: String) {
        guard !unavailable else { return }
        unavailable = true
        FileHandle.standardError.write(Data("pickerlab: damage redraw off, every frame is redrawn whole: \(why)\n".utf8))
    }

    /// Tints `rects` translucent green over the frame, and damages them for the next frame so the tint is
    /// gone once it is redrawn.
    private func flash(_ rects: [PixelRect]) {
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, 40, 220, 90, 80)
        for r in rects {
            var sr = SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(r.width), h: Int32(r.height))
            SDL_RenderFillRect(renderer, &sr)
            tracker.invalidate(r)
        }
    }
}
