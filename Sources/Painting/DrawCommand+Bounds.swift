import Geometry

extension DrawCommand {
    /// Whether the command puts pixels down (a shape, a shadow, text or an icon), as opposed to changing the
    /// clip or opacity state or standing for a fragment. Damage tracking and damaged-region replay both count
    /// drawing commands in painting order with this, so their indices agree.
    public var isDrawing: Bool {
        switch self {
        case .fillRoundedRect, .strokeRoundedRect, .shadow, .text, .icon: true
        case .pushClip, .popClip, .pushOpacity, .popOpacity, .fragment: false
        }
    }

    /// The whole-pixel rectangle (drawable pixels) outside which the command changes no pixel, before any
    /// clip: the shape's rectangle × `scale` rounded out, grown by `fringe` pixels for the anti-aliasing fringe
    /// (the tessellator's fringe lies 0.5 px outside the exact edge). A stroke adds half its line width; a
    /// shadow is moved by its offset and widened by 1.5 × `blur` (3 σ with σ = blur / 2, where the Gaussian has
    /// 0.13 % left and the tessellator's last ring is clear — see `Tessellator.shadow`). Text and icons are the
    /// texture the renderer copies: `textSize` gives its size in pixels, placed at the origin × `scale` rounded
    /// to whole pixels as the renderer places it. Nil for commands that draw nothing (state commands, an
    /// infinite blur, text whose size is unknown).
    public func pixelBounds(scale: Double, fringe: Int, textSize: (TextRun) -> PixelSize?) -> PixelRect? {
        func grown(_ r: Rect, by points: Double) -> PixelRect {
            PixelRect(covering: r.insetBy(dx: -points, dy: -points), scale: scale).outset(by: fringe)
        }
        switch self {
        case let .fillRoundedRect(rect, _, _):
            return grown(rect, by: 0)
        case let .strokeRoundedRect(rect, _, _, lineWidth):
            return grown(rect, by: lineWidth.isFinite ? max(0, lineWidth) / 2 : 0)
        case let .shadow(rect, _, _, blur, offset):
            guard !blur.isInfinite else { return nil }
            let moved = rect.offsetBy(dx: offset.x.isFinite ? offset.x : 0, dy: offset.y.isFinite ? offset.y : 0)
            return grown(moved, by: 1.5 * (blur > 0 ? blur : 0))
        case let .text(run), let .icon(run):
            guard let size = textSize(run), run.origin.x.isFinite, run.origin.y.isFinite else { return nil }
            let x = Int(max(-1e6, min(1e6, (run.origin.x * scale).rounded())))
            let y = Int(max(-1e6, min(1e6, (run.origin.y * scale).rounded())))
            return PixelRect(x: x, y: y, width: size.width, height: size.height).outset(by: fringe)
        case .pushClip, .popClip, .pushOpacity, .popOpacity, .fragment:
            return nil
        }
    }
}
