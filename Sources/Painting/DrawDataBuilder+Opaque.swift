import Geometry

extension DrawDataBuilder {
    /// The whole-pixel rectangle (drawable pixels at `scale`) that a solid, fully opaque fill of the rounded
    /// rectangle `rect` (window points, `cornerRadius` points) covers with alpha 1, or nil when none: a pane
    /// page's opaque background, which lets a moving layer be composited as one opaque copy there
    /// (`DrawData.LayerDraw.opaque`). Conservative: the tessellator's solid face ends 0.5 px inside the edge
    /// (its inner ring, `Tessellator.fillRoundedRect`) and SDL's software renderer truncates vertex positions
    /// to whole pixels, so two more pixels are left out on every side, and so are the corners' squares (the
    /// radius rounded up, plus those pixels); of the two crosses left — full width
    /// between the corners' rows, or full height between their columns — the larger is returned.
    static func opaqueInterior(_ rect: Rect, cornerRadius: Double, style: RoundedCornerStyle = .circular, scale: Double) -> PixelRect? {
        guard rect.isFinite, scale.isFinite, scale > 0, rect.width > 0, rect.height > 0 else { return nil }
        func i(_ v: Double) -> Int { Int(max(-1e9, min(1e9, v))) }
        let m = 2
        let x0 = i((rect.minX * scale).rounded(.up)) + m, x1 = i((rect.maxX * scale).rounded(.down)) - m
        let y0 = i((rect.minY * scale).rounded(.up)) + m, y1 = i((rect.maxY * scale).rounded(.down)) - m
        let radius = max(0, min(cornerRadius.isFinite ? cornerRadius : 0, rect.width / 2, rect.height / 2))
        // A continuous corner reaches `ContinuousCorner.extent` radii along each side (less where it lacks room).
        let reach = style == .continuous ? min(radius * ContinuousCorner.extent, rect.width / 2, rect.height / 2) : radius
        let k = reach > 0 ? i((reach * scale).rounded(.up)) + m : 0
        let columns = PixelRect(x: x0 + k, y: y0, width: x1 - x0 - 2 * k, height: y1 - y0)
        let rows = PixelRect(x: x0, y: y0 + k, width: x1 - x0, height: y1 - y0 - 2 * k)
        let best = columns.area >= rows.area ? columns : rows
        return best.isEmpty ? nil : best
    }

    /// The opaque interior `command` gives a layer's pixels (see `opaqueInterior`) when it is a solid fill of
    /// alpha 1 drawn at full opacity; nil otherwise.
    static func opaqueCover(_ command: DrawCommand, opacity: Double, scale: Double) -> PixelRect? {
        guard opacity >= 1, case let .fillRoundedRect(rect, radius, .solid(color), style) = command, color.alpha >= 1 else { return nil }
        return opaqueInterior(rect, cornerRadius: radius, style: style, scale: scale)
    }
}
