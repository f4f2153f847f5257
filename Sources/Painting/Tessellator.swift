import Foundation
import Geometry

/// Turns rounded rectangles, their outlines and their soft shadows — given in window points — into
/// anti-aliased triangles in drawable pixels, appended to a caller-owned `Mesh`.
///
/// ## Anti-aliasing
/// Dear ImGui's approach (`ImDrawList::AddConvexPolyFilled` and `AddPolyline` in `imgui_draw.cpp`, with
/// `ImDrawListFlags_AntiAliasedFill`): no multisampling, instead every edge gets a 1-pixel *fringe*, a strip
/// between an inner ring of vertices with the shape's alpha and an outer ring with alpha 0, so the renderer's
/// ordinary colour interpolation draws the coverage ramp. Like ImGui, the two rings sit **±0.5 px about the exact
/// edge** (the outline offset along its normals, in pixels). A pixel whose centre lies `d` px inside a straight edge
/// then gets alpha `clamp(0.5 + d, 0, 1)`: exactly the box-filter coverage of an axis-aligned edge, within ~0.05 of
/// it at any other angle, and the alpha integrated over the image equals the shape's area (a fringe drawn wholly
/// outside the edge would fatten every shape by half a pixel). On a corner of radius `r` the extra area is π/12 px²
/// per full turn, independent of `r`.
///
/// - Corners are arcs of `segmentsPerCorner(radius:maxError:)` chords, so the chord's sagitta stays below
///   `maxChordError` pixels at the current `scale` (smooth at 2× without wasting vertices at 1×).
/// - Shapes narrower than 1 px (and strokes thinner than 1 px) are drawn 1 px wide with alpha scaled by their width
///   in pixels, as ImGui does for thin lines, so their total coverage stays right and the inner ring never inverts.
/// - Nothing is pixel-snapped: positions are the exact `points × scale`, converted to `Float` last.
///
/// ## Ownership and allocation
/// A value type holding only `scale`, `maxChordError` and reusable scratch buffers. Keep one per renderer and
/// call it with `inout` meshes; once its scratch storage and the mesh have grown to a frame's size, tessellating
/// the same frame again allocates nothing. Unit-circle tables are computed once per process
/// (`quarterCircleTable`). Copies are independent (the scratch arrays are copy-on-write), so it is `Sendable`.
///
/// Output: `Vertex` positions in drawable pixels, colours 8-bit straight alpha, indices absolute into
/// `mesh.vertices`, three per triangle, winding not significant (SDL does not cull).
public struct Tessellator: Sendable {
    /// Drawable pixels per window point (2 on a HiDPI display); recompute it every frame from the window.
    public var scale: Double
    /// The largest distance, in pixels, allowed between a corner's arc and the chords that replace it.
    /// 0.1 px is invisible; Dear ImGui's default `CircleTessellationMaxError` is 0.3 px.
    var maxChordError: Double

    /// Reused outline of the current shape (pixels), kept between calls for its capacity.
    var outline: [OutlinePoint] = []
    /// Second outline buffer, used while inserting gradient cut points.
    var scratch: [OutlinePoint] = []

    /// Creates a tessellator for `scale` drawable pixels per window point.
    public init(scale: Double = 1, maxChordError: Double = 0.1) {
        self.scale = scale
        self.maxChordError = maxChordError
    }

    // MARK: - Fill

    /// Appends a filled rounded rectangle (a capsule when `cornerRadius` ≥ half the shorter side).
    ///
    /// - Parameters:
    ///   - rect: The shape in window points. Zero, negative or non-finite sizes emit nothing.
    ///   - cornerRadius: Corner radius in points, clamped to `0…min(width, height) / 2`; NaN counts as 0.
    ///   - fill: `.solid` colour, or `.linearGradient` evaluated per vertex (see `GradientAxis`): its unit
    ///     start/end points are unit points of `rect`, colours are interpolated per sRGB component (SwiftUI's
    ///     default `.device` gradient space, and what the renderer's vertex interpolation does), clamped beyond
    ///     the ends. Where the clamp lines cross the shape, vertices are inserted on them so every triangle lies
    ///     in one affine piece and the renderer's interpolation is exact.
    ///   - opacity: Multiplies alpha, clamped to 0…1.
    ///   - style: `.circular` arcs or Apple's `.continuous` corners (`ContinuousCorner`; twice the vertices).
    ///   - mesh: Receives 2 rings of `4 × (segments + 1)` vertices (plus any gradient cut points): the inner ring
    ///     0.5 px inside the edge, filled as a fan per gradient piece, and the alpha-0 outer ring 0.5 px outside,
    ///     whose vertices carry their inner neighbour's colour.
    public mutating func fillRoundedRect(_ rect: Rect, cornerRadius: Double, fill: Fill, opacity: Double = 1,
                                         style: RoundedCornerStyle = .circular, into mesh: inout Mesh) {
        guard var shape = PixelRoundedRect(rect, cornerRadius: cornerRadius, scale: scale, minimumSize: 1) else { return }
        shape.style = style
        let alpha = clamp(opacity, 0, 1) * shape.thinCoverage
        guard alpha > 0 else { return }
        // At least 0.5 px so the inner ring (radius − 0.5) never inverts; a sharp corner's fringe becomes a
        // quarter disc of radius 1 px around the inner corner, whose alpha at the exact corner (≈0.29) is
        // close to the true coverage of a pixel centred on a right-angled corner (0.25).
        shape.radius = max(shape.radius, 0.5)
        appendRoundedRectPath(shape, segments: Self.segmentsPerCorner(radius: shape.radius + 0.5, maxError: maxChordError))
        let inner = -0.5, outer = 0.5
        switch fill {
        case .solid(let color):
            let base = appendRing(offset: inner, radius: shape.radius, rounded: true,
                                  color: RGBA8(color, alpha: alpha), into: &mesh)
            Self.appendFan(first: base, count: outline.count, into: &mesh) { _ in true }
            let fringe = appendFringeRing(copying: base, offset: outer, radius: shape.radius, into: &mesh)
            Self.appendStrip(inner: base, outer: fringe, count: outline.count, into: &mesh)
        case .linearGradient(let gradient):
            let axis = GradientAxis(gradient, in: rect, scale: scale)
            insertGradientCuts(axis, ringRadius: shape.radius + inner)
            let base = appendGradientRing(axis, offset: inner, radius: shape.radius, alpha: alpha, into: &mesh)
            appendGradientFans(axis, first: base, ringRadius: shape.radius + inner, into: &mesh)
            let fringe = appendFringeRing(copying: base, offset: outer, radius: shape.radius, into: &mesh)
            Self.appendStrip(inner: base, outer: fringe, count: outline.count, into: &mesh)
        }
    }

    // MARK: - Stroke

    /// Appends the outline of a rounded rectangle, centred on its edge like SwiftUI's `.stroke(lineWidth:)`.
    ///
    /// - Parameters:
    ///   - rect: The stroked path's bounds in window points. Zero, negative or non-finite sizes emit nothing.
    ///   - cornerRadius: Corner radius in points, clamped to `0…min(width, height) / 2`. With radius 0 the
    ///     corners are mitred (sharp outside), as SwiftUI strokes a `Rectangle`.
    ///   - color: Stroke colour (straight alpha).
    ///   - lineWidth: Width in points, half inside and half outside the edge. A line thinner than 1 px is drawn
    ///     1 px wide with alpha multiplied by its width in pixels (Dear ImGui's thin-line rule). A stroke wider
    ///     than the shape fills it (its inner rings collapse onto the centre line).
    ///   - opacity: Multiplies alpha, clamped to 0…1.
    ///   - style: `.circular` arcs or Apple's `.continuous` corners (`ContinuousCorner`).
    ///   - mesh: Receives 3 rings (lines ≤ 1 px: fringe, centre, fringe) or 4 rings (fringe, two solid edges,
    ///     fringe), each ring ±0.5 px about the line's exact edges.
    public mutating func strokeRoundedRect(_ rect: Rect, cornerRadius: Double, color: Color, lineWidth: Double,
                                           opacity: Double = 1, style: RoundedCornerStyle = .circular,
                                           into mesh: inout Mesh) {
        guard var shape = PixelRoundedRect(rect, cornerRadius: cornerRadius, scale: scale, minimumSize: 0) else { return }
        shape.style = style
        let width = lineWidth * scale
        guard width > 0, width.isFinite else { return }
        let alpha = clamp(opacity, 0, 1) * min(width, 1)
        guard alpha > 0 else { return }
        let half = max(width, 1) / 2
        let rounded = shape.radius > 0
        let segments = rounded ? Self.segmentsPerCorner(radius: shape.radius + half + 0.5, maxError: maxChordError) : 0
        appendRoundedRectPath(shape, segments: segments)
        // Offsets from the edge, in pixels; inward ones stop at the centre line of the shape.
        let deepest = -min(shape.halfWidth, shape.halfHeight)
        let solid = RGBA8(color, alpha: alpha), clear = RGBA8(color, alpha: 0)
        let count = outline.count
        let innerFringe = appendRing(offset: max(-half - 0.5, deepest), radius: shape.radius, rounded: rounded,
                                     color: clear, into: &mesh)
        var previous = appendRing(offset: max(-half + 0.5, deepest), radius: shape.radius, rounded: rounded,
                                  color: solid, into: &mesh)
        Self.appendStrip(inner: innerFringe, outer: previous, count: count, into: &mesh)
        if half > 0.5 {
            let outerSolid = appendRing(offset: half - 0.5, radius: shape.radius, rounded: rounded, color: solid, into: &mesh)
            Self.appendStrip(inner: previous, outer: outerSolid, count: count, into: &mesh)
            previous = outerSolid
        }
        let outerFringe = appendRing(offset: half + 0.5, radius: shape.radius, rounded: rounded, color: clear, into: &mesh)
        Self.appendStrip(inner: previous, outer: outerFringe, count: count, into: &mesh)
    }

    // MARK: - Display list

    /// Tessellates one shape command of a display list (`fillRoundedRect`, `strokeRoundedRect`, `shadow` or `polyline`)
    /// with `opacity` (the product of the enclosing `pushOpacity` values).
    /// - Returns: `false`, appending nothing, for commands that are not shapes (text, icons, clip, opacity and
    ///   glass lenses, which need the backdrop: see `lensSurface`).
    @discardableResult
    public mutating func append(_ command: DrawCommand, opacity: Double = 1, into mesh: inout Mesh) -> Bool {
        switch command {
        case let .fillRoundedRect(rect, cornerRadius, fill, style):
            fillRoundedRect(rect, cornerRadius: cornerRadius, fill: fill, opacity: opacity, style: style, into: &mesh)
        case let .strokeRoundedRect(rect, cornerRadius, color, lineWidth, style):
            strokeRoundedRect(rect, cornerRadius: cornerRadius, color: color, lineWidth: lineWidth,
                              opacity: opacity, style: style, into: &mesh)
        case let .shadow(rect, cornerRadius, color, blur, offset):
            shadow(rect, cornerRadius: cornerRadius, color: color, blur: blur, offset: offset,
                   opacity: opacity, into: &mesh)
        case let .polyline(points, color, lineWidth):
            strokePolyline(points, color: color, lineWidth: lineWidth, opacity: opacity, into: &mesh)
        case .text, .icon, .pushClip, .popClip, .pushOpacity, .popOpacity, .fragment, .glassLens, .pushLayer, .popLayer:
            return false
        }
        return true
    }
}

/// A rounded rectangle in drawable pixels: centre, half extents and corner radius.
struct PixelRoundedRect {
    /// Centre, in pixels.
    var centerX: Double, centerY: Double
    /// Half the width and height, in pixels.
    var halfWidth: Double, halfHeight: Double
    /// Corner radius in pixels, within `0…min(halfWidth, halfHeight)`.
    var radius: Double
    /// Circular or continuous corners (`appendRoundedRectPath` draws either).
    var style: RoundedCornerStyle = .circular
    /// Alpha factor for sides that were widened to `minimumSize` (the fraction of it they really cover).
    var thinCoverage: Double

    /// Converts `rect` (points) to pixels at `scale`; sides shorter than `minimumSize` pixels are widened to it
    /// about the centre, with `thinCoverage` scaled by the fraction. Returns nil for empty or non-finite input.
    init?(_ rect: Rect, cornerRadius: Double, scale: Double, minimumSize: Double) {
        let width = rect.width * scale, height = rect.height * scale
        guard rect.isFinite, scale.isFinite, width > 0, height > 0 else { return nil }
        centerX = rect.midX * scale
        centerY = rect.midY * scale
        thinCoverage = min(width / minimumSize, 1) * min(height / minimumSize, 1)
        halfWidth = max(width, minimumSize) / 2
        halfHeight = max(height, minimumSize) / 2
        radius = clamp(cornerRadius * scale, 0, min(halfWidth, halfHeight))  // NaN → 0, +∞ → capsule
    }
}

/// A colour quantised for a `Vertex`: 8-bit straight-alpha sRGB.
struct RGBA8 {
    var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    /// `color` with its alpha multiplied by `alpha`, rounded to 8 bits.
    init(_ color: Color, alpha: Double) {
        let q = Color(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * alpha).rgba8
        r = q.r; g = q.g; b = q.b; a = q.a
    }
}
