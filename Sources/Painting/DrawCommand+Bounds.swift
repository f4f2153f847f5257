import Geometry

extension DrawCommand {
    /// Whether the command puts pixels down (a shape, a shadow, text or an icon), as opposed to changing the
    /// clip or opacity state or standing for a fragment. Damage tracking and damaged-region replay both count
    /// drawing commands in painting order with this, so their indices agree.
    public var isDrawing: Bool {
        switch self {
        case .fillRoundedRect, .strokeRoundedRect, .shadow, .polyline, .text, .icon, .glassLens: true
        case .pushClip, .popClip, .pushOpacity, .popOpacity, .fragment, .pushLayer, .popLayer: false
        }
    }

    /// The whole-pixel rectangle (drawable pixels) outside which the command changes no pixel, before any
    /// clip: the shape's rectangle × `scale` rounded out, grown by `fringe` pixels for the anti-aliasing fringe
    /// (the tessellator's fringe lies 0.5 px outside the exact edge). A stroke adds half its line width; a
    /// shadow is moved by its offset and widened by 1.5 × `blur` (3 σ with σ = blur / 2, where the Gaussian has
    /// 0.13 % left and the tessellator's last ring is clear — see `Tessellator.shadow`). A polyline is the box
    /// of the vertices `Tessellator.strokePolyline` emits (each point ± its miter × the half width and fringe,
    /// so sharp turns reach further). A glass lens is the region it samples its backdrop from (its rectangle
    /// and `sampleMargin`, as `GlassRenderer` captures it), which holds everything it draws. Text and icons are the
    /// texture the renderer copies: `textSize` gives its size in pixels, placed at the origin × `scale` rounded
    /// to whole pixels as the renderer places it. Nil for commands that draw nothing (state commands, an
    /// infinite blur, text whose size is unknown).
    func pixelBounds(scale: Double, fringe: Int, textSize: (TextRun) -> PixelSize?) -> PixelRect? {
        func grown(_ r: Rect, by points: Double) -> PixelRect {
            PixelRect(covering: r.insetBy(dx: -points, dy: -points), scale: scale).outset(by: fringe)
        }
        switch self {
        case let .fillRoundedRect(rect, _, _, _):
            return grown(rect, by: 0)
        case let .strokeRoundedRect(rect, _, _, lineWidth, _):
            return grown(rect, by: lineWidth.isFinite ? max(0, lineWidth) / 2 : 0)
        case let .shadow(rect, _, _, blur, offset):
            guard !blur.isInfinite else { return nil }
            let moved = rect.offsetBy(dx: offset.x.isFinite ? offset.x : 0, dy: offset.y.isFinite ? offset.y : 0)
            return grown(moved, by: 1.5 * (blur > 0 ? blur : 0))
        case let .polyline(points, _, lineWidth):
            return Self.polylineBounds(points, lineWidth: lineWidth, scale: scale)?.outset(by: fringe)
        case let .glassLens(lens):
            return Self.lensSampleBounds(lens, scale: scale)?.outset(by: fringe)
        case let .text(run), let .icon(run):
            guard let size = textSize(run), run.origin.x.isFinite, run.origin.y.isFinite else { return nil }
            let x = Int(max(-1e6, min(1e6, (run.origin.x * scale).rounded())))
            let y = Int(max(-1e6, min(1e6, (run.origin.y * scale).rounded())))
            return PixelRect(x: x, y: y, width: size.width, height: size.height).outset(by: fringe)
        case .pushClip, .popClip, .pushOpacity, .popOpacity, .fragment, .pushLayer, .popLayer:
            return nil
        }
    }

    /// The whole-pixel box of the vertices `Tessellator.strokePolyline` emits for `points` (the same miter
    /// construction), or nil when it draws nothing.
    static func polylineBounds(_ points: [Point], lineWidth: Double, scale: Double) -> PixelRect? {
        let n = points.count
        guard n >= 2, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let width = lineWidth * scale
        guard width > 0, width.isFinite else { return nil }
        let half = max(width, 1) / 2
        let reach = half <= 0.5 ? 1 : half + 0.5
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        Tessellator.forEachMiter(points, scale: scale) { px, py, mx, my in
            let dx = abs(mx * reach), dy = abs(my * reach)
            x0 = min(x0, px - dx); x1 = max(x1, px + dx); y0 = min(y0, py - dy); y1 = max(y1, py + dy)
        }
        func i(_ v: Double) -> Int { Int(max(-1e9, min(1e9, v))) }
        let l = i(x0.rounded(.down)), t = i(y0.rounded(.down))
        return PixelRect(x: l, y: t, width: max(0, i(x1.rounded(.up)) - l), height: max(0, i(y1.rounded(.up)) - t))
    }

    /// The drawable pixels a glass lens reads its backdrop from: its rectangle grown by `sampleMargin`,
    /// rounded out, and widened by 8 px to the right and bottom, where the renderer rounds the region up to
    /// its blur's downsampling step (at most 8). Nil for a lens that draws nothing.
    static func lensSampleBounds(_ lens: GlassLens, scale: Double) -> PixelRect? {
        guard lens.rect.isFinite, lens.rect.width > 0, lens.rect.height > 0 else { return nil }
        let m = lens.sampleMargin.isFinite ? lens.sampleMargin : 0
        var r = PixelRect(covering: lens.rect.insetBy(dx: -m, dy: -m), scale: scale)
        r.width += 8
        r.height += 8
        return r
    }
}
