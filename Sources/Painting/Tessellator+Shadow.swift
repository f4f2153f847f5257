import Foundation
import Geometry

extension Tessellator {
    /// Ring offsets of a shadow from the shape's edge, in standard deviations of the blur (negative inward).
    /// Linear interpolation of the normal CDF between rings 0.5 σ apart errs by at most 0.008 of the colour's
    /// alpha (h²/8 × max|φ′|), about 2/255; beyond 3 σ the Gaussian has 0.13 % left, so the last ring is clear.
    static let shadowRingOffsets: [Double] = [-3, -2.5, -2, -1.5, -1, -0.5, 0, 0.5, 1, 1.5, 2, 2.5, 3]

    /// Appends a soft shadow of a rounded rectangle, to be drawn under it, like SwiftUI's
    /// `.shadow(color:radius:x:y:)`.
    ///
    /// The shadow is the shape filled with `color`, moved by `offset` and blurred by a Gaussian of standard
    /// deviation σ = `blur` / 2. SwiftUI does not document its mapping; this is the CSS one (CSS Backgrounds and
    /// Borders Level 3, §7.1.1 "Blur radius": the shadow approximates a Gaussian blur with a standard deviation
    /// of half the blur radius), under which the shadow fades out at about `blur` beyond the edge (2 σ, 2.3 %)
    /// and is gone at 1.5 × `blur` (3 σ).
    ///
    /// Geometry: concentric rings of the outline offset by −3 σ … +3 σ in 0.5 σ steps (the innermost never past
    /// the shape's centre line) around a core filled as a fan; the last ring is clear. Each vertex's alpha is
    /// the blurred shape's exact value there (`blurredRoundedRectCoverage`), so between vertices only the
    /// renderer's linear interpolation errs (≤ 2/255 of the colour's alpha across the rings). Straight sides get
    /// vertices 1, 2 and 3.5 σ from their ends, where the corners' influence fades out. Corner chords may stray
    /// σ/4 from the arc: the blur hides them.
    ///
    /// - Parameters:
    ///   - rect: The shape casting the shadow, in window points; zero, negative or non-finite sizes emit nothing.
    ///   - cornerRadius: The shape's corner radius in points, clamped to half its shorter side.
    ///   - color: The shadow colour; its alpha is the shadow's alpha well inside a shape larger than the blur.
    ///   - blur: SwiftUI's shadow `radius`, in points. Below a quarter pixel of σ the shadow is a sharp,
    ///     anti-aliased fill; NaN counts as 0 and infinity emits nothing.
    ///   - offset: The shadow's displacement in points (SwiftUI's `x`, `y`).
    ///   - opacity: Multiplies alpha, clamped to 0…1.
    ///   - mesh: Receives up to 13 rings of `4 × (segments + 1)` vertices plus up to 7 per straight side.
    public mutating func shadow(_ rect: Rect, cornerRadius: Double, color: Color, blur: Double, offset: Point,
                                opacity: Double = 1, into mesh: inout Mesh) {
        let moved = rect.offsetBy(dx: offset.x, dy: offset.y)
        guard !blur.isInfinite else { return }
        let sigma = (blur > 0 ? blur : 0) * scale / 2
        guard sigma >= 0.25 else {
            fillRoundedRect(moved, cornerRadius: cornerRadius, fill: .solid(color), opacity: opacity, into: &mesh)
            return
        }
        guard let shape = PixelRoundedRect(moved, cornerRadius: cornerRadius, scale: scale, minimumSize: 0) else { return }
        let alpha = clamp(opacity, 0, 1)
        guard alpha > 0, color.alpha > 0 else { return }
        let outermost = Self.shadowRingOffsets[Self.shadowRingOffsets.count - 1] * sigma
        appendRoundedRectPath(shape, segments: Self.segmentsPerCorner(radius: shape.radius + outermost,
                                                                      maxError: max(maxChordError, sigma / 4)),
                              sideBreaks: sigma)
        let deepest = max(Self.shadowRingOffsets[0] * sigma, -min(shape.halfWidth, shape.halfHeight))
        var previous = appendShadowRing(offset: deepest, shape: shape, sigma: sigma, color: color, alpha: alpha,
                                        into: &mesh)
        Self.appendFan(first: previous, count: outline.count, into: &mesh) { _ in true }
        for u in Self.shadowRingOffsets where u * sigma > deepest + 1e-6 {
            let d = u * sigma
            let ring = appendShadowRing(offset: d, shape: shape, sigma: sigma, color: color,
                                        alpha: d >= outermost ? 0 : alpha, into: &mesh)
            Self.appendStrip(inner: previous, outer: ring, count: outline.count, into: &mesh)
            previous = ring
        }
    }

    /// Appends the shadow ring at `offset` pixels from `shape`'s edge, each vertex's alpha `alpha` × the blurred
    /// coverage at its position. Returns the index of its first vertex.
    mutating func appendShadowRing(offset: Double, shape: PixelRoundedRect, sigma: Double, color: Color,
                                   alpha: Double, into mesh: inout Mesh) -> Int32 {
        let first = Int32(truncatingIfNeeded: mesh.vertices.count)
        for point in outline {
            let p = Self.position(point, radius: shape.radius + offset, rounded: true)
            let coverage = alpha == 0 ? 0 : Self.blurredRoundedRectCoverage(
                x: p.x - shape.centerX, y: p.y - shape.centerY, halfWidth: shape.halfWidth,
                halfHeight: shape.halfHeight, radius: shape.radius, sigma: sigma)
            let c = RGBA8(color, alpha: alpha * coverage)
            mesh.vertices.append(Vertex(x: Float(p.x), y: Float(p.y), r: c.r, g: c.g, b: c.b, a: c.a))
        }
        return first
    }

    /// The value (0…1) at (`x`, `y`) pixels from the centre of a rounded rectangle of half extents `halfWidth` ×
    /// `halfHeight` and corner radius `radius`, filled with 1 and blurred by a Gaussian of standard deviation
    /// `sigma` (all pixels).
    ///
    /// The 2-D Gaussian is separable: across x each row of the shape is a segment, whose blur is a difference of
    /// normal CDFs, `Φ(z) = erfc(−z/√2) / 2`; along y the rows are summed against the Gaussian. Rows of the
    /// straight middle band all have the full width, so that band is closed-form; the two corner bands (rows
    /// narrowed by the arcs) are integrated with the midpoint rule over their part within 4 σ of `y`, 8 samples
    /// (≤ σ apart). The method is Evan Wallace's "Fast Rounded Rectangle Shadows" (madebyevan.com, 2020),
    /// here with the middle band exact. For `radius` 0 it is the exact blurred rectangle.
    static func blurredRoundedRectCoverage(x: Double, y: Double, halfWidth: Double, halfHeight: Double,
                                           radius: Double, sigma: Double) -> Double {
        let x = abs(x), y = abs(y)
        let k = 1 / (sigma * 2.0.squareRoot())
        /// ∫ over |x′| ≤ half of the 1-D Gaussian at x − x′: the blur of one row of half-width `half`.
        func row(_ half: Double) -> Double { 0.5 * (erfc((x - half) * k) - erfc((x + half) * k)) }
        let straight = halfHeight - radius
        var value = row(halfWidth) * 0.5 * (erfc((y - straight) * k) - erfc((y + straight) * k))
        guard radius > 0 else { return max(0, value) }
        let samples = 8
        let density = 1 / (sigma * (2 * Double.pi).squareRoot())
        for side in 0..<2 {
            // Rows at height ±t, t in straight…halfHeight, seen from y (mirrored for the far band).
            let from = side == 0 ? y : -y
            let low = max(straight, from - 4 * sigma), high = min(halfHeight, from + 4 * sigma)
            guard high > low else { continue }
            let step = (high - low) / Double(samples)
            for s in 0..<samples {
                let t = low + (Double(s) + 0.5) * step
                let rise = t - straight
                let half = halfWidth - radius + max(0, radius * radius - rise * rise).squareRoot()
                let dy = from - t
                value += row(half) * density * exp(-dy * dy * k * k) * step
            }
        }
        return clamp(value, 0, 1)
    }
}
