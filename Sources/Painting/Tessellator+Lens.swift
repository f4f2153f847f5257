import Foundation
import Geometry

// MARK: - Glass lens

extension Tessellator {
    /// Rings across a lens's bevel band (more near the rim, where the displacement profile is steepest).
    static let lensBevelRings = 6

    /// The bevel band's width in pixels for `lens` at the current scale: `bevelWidth` points, kept 1 px inside
    /// the shape's half height and half width so the innermost ring never inverts.
    func lensBevelPixels(_ lens: GlassLens, _ shape: PixelRoundedRect) -> Double {
        clamp(lens.bevelWidth * scale, 0, max(0, min(shape.halfWidth, shape.halfHeight, shape.radius) - 1))
    }

    /// Appends the lens's surface: triangles covering `lens.rect` (with the usual 1-pixel alpha fringe, so the
    /// mesh is also the lens's clip) whose texture coordinates `u`, `v` are the drawable-pixel positions of the
    /// backdrop each vertex shows. The renderer maps them into its captured backdrop.
    ///
    /// A vertex at pixel `p` on a ring `d` pixels inside the edge, with outward unit normal `n`, shows
    /// `c + (p − c) / m + n · GlassLens.displacement(A, t)` where `c` is the lens's centre, `m` its
    /// magnification, `A` its refraction in pixels and `t = 1 − d / bevel` (clamped to 0…1). The face, inside
    /// the innermost ring, is a strip to the shape's spine with the undisplaced (affine) mapping, so straight
    /// lines behind it stay straight; the bevel band is `lensBevelRings` rings at depths `bevel (1 − sin θ)`, θ stepping evenly
    /// from π/2 to 0.
    /// - Parameters:
    ///   - lens: The lens, in window points. Empty or non-finite rectangles emit nothing.
    ///   - opacity: Vertex alpha (0…1), multiplied into the texture.
    ///   - mesh: Receives vertices coloured `lens.shade` with alpha `opacity` (0 on the fringe) and texture
    ///     coordinates in pixels.
    public mutating func lensSurface(_ lens: GlassLens, opacity: Double = 1, into mesh: inout Mesh) {
        let amplitude = (lens.refraction * scale).isFinite ? lens.refraction * scale : 0
        let m = lens.magnification.isFinite && lens.magnification > 0.05 ? lens.magnification : 1
        let shade = lens.shade.rgba8
        appendLensBands(lens, opacity: opacity, into: &mesh) { p, point, depth, shape, bevel, alpha in
            let t = bevel > 0 ? 1 - depth / bevel : 0
            let displacement = depth <= 0.5 ? amplitude : GlassLens.displacement(amplitude: amplitude, t: t)
            let u = shape.centerX + (p.x - shape.centerX) / m + point.directionX * displacement
            let v = shape.centerY + (p.y - shape.centerY) / m + point.directionY * displacement
            return Vertex(x: Float(p.x), y: Float(p.y), r: shade.r, g: shade.g, b: shade.b, a: UInt8(clamp((alpha * 255).rounded(), 0, 255)),
                          u: Float(u), v: Float(v))
        }
    }

    /// The rings shared by a lens's surface and tint: the outline at +0.5 px (the fringe, `alpha` 0) and −0.5 px
    /// about the edge, then `lensBevelRings` rings across the bevel band at depths `bevel (1 − sin θ)`, then the
    /// spine (the outline inset to nothing), consecutive rings joined by strips. `vertex(p, point, depth,
    /// shape, bevel, alpha)` makes each vertex at pixel `p` of outline `point`, `depth` pixels inside the edge.
    /// The face is a strip to the spine rather than a fan: long thin fan triangles lose precision in SDL's
    /// software rasteriser.
    private mutating func appendLensBands(_ lens: GlassLens, opacity: Double, into mesh: inout Mesh,
                                          vertex: ((x: Double, y: Double), OutlinePoint, Double, PixelRoundedRect, Double, Double) -> Vertex) {
        guard var shape = PixelRoundedRect(lens.rect, cornerRadius: lens.cornerRadius, scale: scale, minimumSize: 1) else { return }
        let alpha = clamp(opacity, 0, 1) * shape.thinCoverage
        guard alpha > 0 else { return }
        shape.radius = max(shape.radius, 0.5)
        appendRoundedRectPath(shape, segments: Self.segmentsPerCorner(radius: shape.radius + 0.5, maxError: maxChordError),
                              sideBreaks: max(2, min(shape.halfWidth, shape.halfHeight)))
        let bevel = lensBevelPixels(lens, shape)
        let count = outline.count
        func ring(_ offset: Double, _ a: Double) -> Int32 {
            let first = Int32(truncatingIfNeeded: mesh.vertices.count)
            for point in outline {
                let p = Self.position(point, radius: shape.radius + offset, rounded: true)
                mesh.vertices.append(vertex(p, point, max(0, -offset), shape, bevel, a))
            }
            return first
        }
        var previous = ring(0.5, 0)
        var inner = ring(-0.5, alpha)
        Self.appendStrip(inner: inner, outer: previous, count: count, into: &mesh)
        var deepest = 0.5
        for k in 1...Self.lensBevelRings {
            let theta = Double.pi / 2 * (1 - Double(k) / Double(Self.lensBevelRings))
            let depth = bevel * (1 - sin(theta))
            guard depth > deepest + 0.25 else { continue }
            previous = inner
            inner = ring(-depth, alpha)
            Self.appendStrip(inner: inner, outer: previous, count: count, into: &mesh)
            deepest = depth
        }
        let spine = ring(-min(shape.halfWidth, shape.halfHeight), alpha)
        Self.appendStrip(inner: spine, outer: inner, count: count, into: &mesh)
    }

    /// Appends the lens's tint: `edgeTint` at the edge (with the 1-pixel fringe), blending to `tint` across
    /// the bevel band at the same ring depths as `lensSurface`, `tint` over the face.
    /// - Parameters:
    ///   - lens: The lens, in window points. Empty or non-finite rectangles emit nothing.
    ///   - opacity: Multiplies every alpha (0…1).
    ///   - mesh: Receives untextured vertices.
    public mutating func lensTint(_ lens: GlassLens, opacity: Double = 1, into mesh: inout Mesh) {
        guard lens.tint.alpha > 0 || lens.edgeTint.alpha > 0 else { return }
        appendLensBands(lens, opacity: opacity, into: &mesh) { p, _, depth, _, bevel, alpha in
            let t = bevel > 0 ? clamp(1 - depth / bevel, 0, 1) : 0
            // The same profile as the refraction: the edge colour stays near the rim.
            let c = RGBA8(lerp(lens.tint, lens.edgeTint, GlassLens.displacement(amplitude: 1, t: t)), alpha: alpha)
            return Vertex(x: Float(p.x), y: Float(p.y), r: c.r, g: c.g, b: c.b, a: c.a)
        }
    }

    /// Appends the lens's light: a faint inner shadow along the edge facing away from `lens.lightDirection`
    /// (black, `innerShadow` at the edge fading to 0 over half the bevel), then a light rim about 1 point wide
    /// just inside the edge (white, `rimLight` where the edge faces the light, falling off with the angle
    /// between the edge's normal and the light, and along the light's axis across the lens; a weaker glint on
    /// the opposite edge).
    /// - Parameters:
    ///   - lens: The lens, in window points. Empty or non-finite rectangles emit nothing.
    ///   - opacity: Multiplies every alpha (0…1).
    ///   - mesh: Receives untextured vertices.
    public mutating func lensRim(_ lens: GlassLens, opacity: Double = 1, into mesh: inout Mesh) {
        guard var shape = PixelRoundedRect(lens.rect, cornerRadius: lens.cornerRadius, scale: scale, minimumSize: 1) else { return }
        let alpha = clamp(opacity, 0, 1) * shape.thinCoverage
        guard alpha > 0 else { return }
        shape.radius = max(shape.radius, 0.5)
        appendRoundedRectPath(shape, segments: Self.segmentsPerCorner(radius: shape.radius + 0.5, maxError: maxChordError),
                              sideBreaks: max(2, shape.halfHeight))
        var lx = lens.lightDirection.x, ly = lens.lightDirection.y
        let length = (lx * lx + ly * ly).squareRoot()
        if length > 0, length.isFinite { lx /= length; ly /= length } else { (lx, ly) = (0, -1) }
        let light = (x: lx, y: ly)
        let extent = max(1, abs(shape.halfWidth * lx) + abs(shape.halfHeight * ly))
        let count = outline.count
        let maxInset = max(0.5, min(shape.halfWidth, shape.halfHeight) - 0.5)
        let bevel = lensBevelPixels(lens, shape)

        // Inner shadow: facing away from the light.
        let shadowDepth = min(maxInset, max(2, bevel * 0.6))
        let shadowEdge = appendLightRing(offset: -0.5, shape, light: light, into: &mesh) { facing, _ in
            (0, 0, 0, clamp(lens.innerShadow, 0, 1) * max(0, -facing) * alpha)
        }
        let shadowInner = appendLightRing(offset: -min(maxInset, 0.5 + shadowDepth), shape, light: light, into: &mesh) { _, _ in (0, 0, 0, 0) }
        Self.appendStrip(inner: shadowInner, outer: shadowEdge, count: count, into: &mesh)

        // Light rim: bright on the lit edge, brightest toward the light's side of the lens.
        func rim(_ facing: Double, _ along: Double) -> (Double, Double, Double, Double) {
            let side = clamp(0.5 + 0.5 * along / extent, 0, 1)
            let lit = (0.2 + 0.8 * max(0, facing)) * (0.35 + 0.65 * side)
            let glint = 0.45 * max(0, -facing) * (1 - side)
            return (1, 1, 1, clamp(lens.rimLight, 0, 1) * min(1, lit + glint) * alpha)
        }
        let rimWidth = min(maxInset, max(1, scale))
        let outer = appendLightRing(offset: 0.5, shape, light: light, into: &mesh) { _, _ in (1, 1, 1, 0) }
        let edge = appendLightRing(offset: -0.5, shape, light: light, into: &mesh, rim)
        let inner = appendLightRing(offset: -min(maxInset, 0.5 + rimWidth), shape, light: light, into: &mesh) { _, _ in (1, 1, 1, 0) }
        Self.appendStrip(inner: edge, outer: outer, count: count, into: &mesh)
        Self.appendStrip(inner: inner, outer: edge, count: count, into: &mesh)
    }

    /// One ring of the lens's light at `offset` pixels; `color(facing, along)` gives each vertex's straight
    /// RGBA (0…1) from `facing` = the edge normal · `light` and `along` = (vertex − centre) · `light` in pixels.
    /// Returns the index of its first vertex.
    private mutating func appendLightRing(offset: Double, _ shape: PixelRoundedRect, light: (x: Double, y: Double),
                                          into mesh: inout Mesh,
                                          _ color: (Double, Double) -> (Double, Double, Double, Double)) -> Int32 {
        let first = Int32(truncatingIfNeeded: mesh.vertices.count)
        for point in outline {
            let p = Self.position(point, radius: shape.radius + offset, rounded: true)
            let facing = point.directionX * light.x + point.directionY * light.y
            let along = (p.x - shape.centerX) * light.x + (p.y - shape.centerY) * light.y
            let (r, g, b, a) = color(facing, along)
            let q = RGBA8(Color(red: r, green: g, blue: b, alpha: 1), alpha: a)
            mesh.vertices.append(Vertex(x: Float(p.x), y: Float(p.y), r: q.r, g: q.g, b: q.b, a: q.a))
        }
        return first
    }
}
