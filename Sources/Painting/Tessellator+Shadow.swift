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
    /// Approximation: concentric rings of the outline offset by −3 σ … +3 σ in 0.5 σ steps (the innermost never
    /// past the shape's centre line), a solid core inside the first, each ring's alpha taken from the blurred
    /// profile across the shape at its distance `d` from the edge,
    /// `a(d) = [Φ(−d/σ) − Φ(−(d + m)/σ)] × erf(M / (2√2 σ))`, with `Φ(z) = erfc(−z/√2) / 2`,
    /// `m` and `M` the shorter and longer side. A blurred rectangle is the product of two such 1-D profiles,
    /// so this is exact at the centre and across the middle of the long sides, and tends to `Φ(−d/σ)`
    /// (the blurred half-plane) for shapes much larger than σ. Rings follow the rounded outline's offsets,
    /// so corners are the distance-contour approximation of the blurred corner.
    ///
    /// - Parameters:
    ///   - rect: The shape casting the shadow, in window points; zero, negative or non-finite sizes emit nothing.
    ///   - cornerRadius: The shape's corner radius in points, clamped to half its shorter side.
    ///   - color: The shadow colour; its alpha is the shadow's alpha well inside the shape.
    ///   - blur: SwiftUI's shadow `radius`, in points. Below a quarter pixel of σ the shadow is a sharp,
    ///     anti-aliased fill; NaN counts as 0 and infinity emits nothing.
    ///   - offset: The shadow's displacement in points (SwiftUI's `x`, `y`).
    ///   - opacity: Multiplies alpha, clamped to 0…1.
    ///   - mesh: Receives up to 13 rings of `4 × (segments + 1)` vertices, segments chosen for the outermost ring.
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
        let shorter = 2 * min(shape.halfWidth, shape.halfHeight), longer = 2 * max(shape.halfWidth, shape.halfHeight)
        let peak = erf(longer / (2 * 2.0.squareRoot() * sigma))
        func ringColor(_ d: Double) -> RGBA8 {
            RGBA8(color, alpha: alpha * peak * Self.blurredEdgeProfile(distance: d, sigma: sigma, thickness: shorter))
        }
        let outermost = Self.shadowRingOffsets[Self.shadowRingOffsets.count - 1] * sigma
        appendRoundedRectPath(shape, segments: Self.segmentsPerCorner(radius: shape.radius + outermost,
                                                                      maxError: maxChordError))
        let deepest = max(Self.shadowRingOffsets[0] * sigma, -shorter / 2)
        var previous = appendRing(offset: deepest, radius: shape.radius, rounded: true, color: ringColor(deepest),
                                  into: &mesh)
        Self.appendFan(first: previous, count: outline.count, into: &mesh) { _ in true }
        for u in Self.shadowRingOffsets where u * sigma > deepest + 1e-6 {
            let d = u * sigma
            let ring = appendRing(offset: d, radius: shape.radius, rounded: true,
                                  color: d >= outermost ? RGBA8(color, alpha: 0) : ringColor(d), into: &mesh)
            Self.appendStrip(inner: previous, outer: ring, count: outline.count, into: &mesh)
            previous = ring
        }
    }

    /// The alpha (0…1) at signed distance `distance` pixels outside the edge of a slab `thickness` pixels thick,
    /// blurred by a Gaussian of standard deviation `sigma` pixels: `Φ(−d/σ) − Φ(−(d + thickness)/σ)`.
    static func blurredEdgeProfile(distance: Double, sigma: Double, thickness: Double) -> Double {
        let k = 1 / (sigma * 2.0.squareRoot())
        return max(0, 0.5 * (erfc(distance * k) - erfc((distance + thickness) * k)))
    }
}
