import Foundation
import Geometry

/// A `LinearGradient` placed in drawable pixels: the axis from its start point to its end point.
///
/// SwiftUI's `LinearGradient(startPoint:endPoint:)` takes unit points of the filled shape's bounds; the colour
/// is constant along lines perpendicular to the axis (in pixels, not in unit space), equals the start colour
/// before the start point and the end colour past the end point. Colours are interpolated per component in
/// gamma-encoded sRGB with straight alpha: SwiftUI's default `Gradient.ColorSpace.device`, and the only
/// interpolation a renderer's per-vertex colour (SDL_RenderGeometry) reproduces exactly between vertices.
struct GradientAxis {
    /// The start point, in pixels.
    var originX: Double, originY: Double
    /// Unit vector from start to end.
    var unitX: Double, unitY: Double
    /// Distance from start to end in pixels; 0 when they coincide (then the whole shape has the start colour).
    var length: Double
    var startColor: Color, endColor: Color

    /// Places `gradient` over `rect` (points) at `scale` pixels per point.
    init(_ gradient: LinearGradient, in rect: Rect, scale: Double) {
        originX = (rect.minX + gradient.start.x * rect.width) * scale
        originY = (rect.minY + gradient.start.y * rect.height) * scale
        let dx = (gradient.end.x - gradient.start.x) * rect.width * scale
        let dy = (gradient.end.y - gradient.start.y) * rect.height * scale
        let length = (dx * dx + dy * dy).squareRoot()
        if length > 0, length.isFinite, originX.isFinite, originY.isFinite {
            self.length = length
            unitX = dx / length; unitY = dy / length
        } else {
            self.length = 0
            unitX = 0; unitY = 0
        }
        startColor = gradient.startColor
        endColor = gradient.endColor
    }

    /// How near (pixels) a vertex must be to a clamp line to count as lying on it.
    var tolerance: Double { min(0.001, length / 4) }

    /// The signed distance of (`x`, `y`) pixels along the axis from the start point, in pixels.
    @inline(__always)
    func distance(x: Double, y: Double) -> Double { (x - originX) * unitX + (y - originY) * unitY }

    /// The gradient's colour at `distance` pixels along the axis, clamped to the end colours beyond the ends.
    func color(atDistance distance: Double) -> Color {
        let t = length > 0 ? clamp(distance / length, 0, 1) : 0
        return Color(red: lerp(startColor.red, endColor.red, t), green: lerp(startColor.green, endColor.green, t),
                     blue: lerp(startColor.blue, endColor.blue, t), alpha: lerp(startColor.alpha, endColor.alpha, t))
    }

    /// Where along `sa → sb` (distances along the axis) the clamp line at `cut` is crossed, as a fraction;
    /// nil unless the two ends lie strictly on opposite sides of it.
    static func crossing(_ sa: Double, _ sb: Double, at cut: Double, tolerance: Double) -> Double? {
        let crosses = (sa < cut - tolerance && sb > cut + tolerance) || (sa > cut + tolerance && sb < cut - tolerance)
        return crosses ? (cut - sa) / (sb - sa) : nil
    }
}

extension Tessellator {
    /// The distance along `axis` of outline point `i` on the ring of radius `ringRadius` (pixels).
    @inline(__always)
    func axisDistance(_ axis: GradientAxis, _ i: Int, ringRadius: Double) -> Double {
        let p = Self.position(outline[i], radius: ringRadius, rounded: true)
        return axis.distance(x: p.x, y: p.y)
    }

    /// Inserts outline points where the ring of radius `ringRadius` crosses the gradient's clamp lines
    /// (perpendicular to the axis through its start and end), so that no triangle of the fill straddles one
    /// and the gradient — affine on each side — is interpolated exactly. Does nothing when the ring lies
    /// between them, as it does for gradients whose ends are on the shape's bounds.
    mutating func insertGradientCuts(_ axis: GradientAxis, ringRadius: Double) {
        let length = axis.length, tolerance = axis.tolerance
        guard length > 0 else { return }
        var beyond = false
        for i in outline.indices {
            let s = axisDistance(axis, i, ringRadius: ringRadius)
            if s < -tolerance || s > length + tolerance { beyond = true; break }
        }
        guard beyond else { return }
        scratch.removeAll(keepingCapacity: true)
        let count = outline.count
        for i in 0..<count {
            let j = i + 1 == count ? 0 : i + 1
            let a = outline[i], b = outline[j]
            let sa = axisDistance(axis, i, ringRadius: ringRadius), sb = axisDistance(axis, j, ringRadius: ringRadius)
            scratch.append(a)
            // Both lines may cross one edge: insert them in the edge's direction.
            let (firstCut, secondCut) = sa <= sb ? (0, length) : (length, 0)
            if let f = GradientAxis.crossing(sa, sb, at: firstCut, tolerance: tolerance) {
                scratch.append(.lerp(a, b, f))
            }
            if let f = GradientAxis.crossing(sa, sb, at: secondCut, tolerance: tolerance) {
                scratch.append(.lerp(a, b, f))
            }
        }
        swap(&outline, &scratch)
    }

    /// Appends the ring at `offset` pixels with each vertex coloured by `axis` at its own position,
    /// alpha multiplied by `alpha`. Returns the index of its first vertex.
    mutating func appendGradientRing(_ axis: GradientAxis, offset: Double, radius: Double, alpha: Double,
                                     into mesh: inout Mesh) -> Int32 {
        let first = Int32(truncatingIfNeeded: mesh.vertices.count)
        for point in outline {
            let p = Self.position(point, radius: radius + offset, rounded: true)
            let c = RGBA8(axis.color(atDistance: axis.distance(x: p.x, y: p.y)), alpha: alpha)
            mesh.vertices.append(Vertex(x: Float(p.x), y: Float(p.y), r: c.r, g: c.g, b: c.b, a: c.a))
        }
        return first
    }

    /// Fills the ring starting at `first` (radius `ringRadius`) as up to three convex pieces — before the
    /// gradient's start line, between its lines, past its end line — each a fan of its own vertices.
    /// Requires `insertGradientCuts` to have put vertices on the lines.
    func appendGradientFans(_ axis: GradientAxis, first: Int32, ringRadius: Double, into mesh: inout Mesh) {
        let count = outline.count, length = axis.length, tolerance = axis.tolerance
        guard length > 0 else {
            Self.appendFan(first: first, count: count, into: &mesh) { _ in true }
            return
        }
        var low = Double.infinity, high = -Double.infinity
        for i in 0..<count {
            let s = axisDistance(axis, i, ringRadius: ringRadius)
            low = min(low, s); high = max(high, s)
        }
        if low < -tolerance {
            Self.appendFan(first: first, count: count, into: &mesh) { i in
                axisDistance(axis, i, ringRadius: ringRadius) <= tolerance
            }
        }
        Self.appendFan(first: first, count: count, into: &mesh) { i in
            let s = axisDistance(axis, i, ringRadius: ringRadius)
            return s >= -tolerance && s <= length + tolerance
        }
        if high > length + tolerance {
            Self.appendFan(first: first, count: count, into: &mesh) { i in
                axisDistance(axis, i, ringRadius: ringRadius) >= length - tolerance
            }
        }
    }
}
