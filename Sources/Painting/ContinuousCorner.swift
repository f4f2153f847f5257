import Foundation

/// How a rounded rectangle's corners are drawn, as SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles (SwiftUI's `.circular`, CSS's `border-radius`).
    case circular
    /// Apple's continuous ("squircle") corner (SwiftUI's `.continuous`, `CALayerCornerCurve.continuous`): the
    /// curvature rises smoothly from the straight side instead of jumping to 1/r, so the corner starts
    /// `ContinuousCorner.extent` × the radius from the corner along each side. See `ContinuousCorner`.
    case continuous
}

/// The geometry of Apple's continuous corner for a unit radius.
///
/// Source: the Bézier path `UIBezierPath(roundedRect:cornerRadius:)` draws since iOS 7, as reverse-engineered
/// and published by PaintCode ("Code for iOS 7 rounded rectangles", paintcodeapp.com, 2013) and reused by many
/// ports (e.g. MeltedNYC/ContinuousCorners, after sugarmo/SGMSuperEllipsePath). In corner-local units of the
/// radius — `p` the distance from the corner's vertex along the side the corner starts on, `q` along the side
/// it ends on — the corner runs from (1.52866483, 0) to (0, 1.52866483) through three cubic Béziers joined by
/// two short lines (`segments`); it is symmetric about p = q. The published figure: the corner extends
/// 1.528665 × the radius along each side (`extent`), where a circular one extends 1 ×.
///
/// When the rectangle has less room than that (a radius above `min(halfWidth, halfHeight) / extent`), the
/// corner's extent is cut to the room, `K = room / radius`, and the corner is the blend `(1 − w) × circle +
/// w × continuous` of the points at the same fraction of their arc length, `w = (K − 1) / (extent − 1)`:
/// at `K = 1` (a radius of half the side, a capsule) it is exactly the circle, so a capsule stays a capsule
/// as it does in SwiftUI. (Apple does not document its own rule for that range.)
public enum ContinuousCorner {
    /// How far along each side, in radii, the continuous corner reaches (PaintCode's 1.52866483).
    public static let extent = 1.52866483

    /// The corner's path in corner-local radius units, from the first side to the second: each entry is a
    /// cubic Bézier's four control points (a straight join is a degenerate cubic whose inner control points
    /// lie on it, one third and two thirds along).
    public static let segments: [[SIMD2<Double>]] = {
        let a: [SIMD2<Double>] = [SIMD2(1.52866483, 0), SIMD2(1.08849323, 0), SIMD2(0.86840689, 0),
                                  SIMD2(0.66993427, 0.06549600)]
        let c: [SIMD2<Double>] = [SIMD2(0.63149399, 0.07491100), SIMD2(0.37282392, 0.16905899),
                                  SIMD2(0.16905899, 0.37282392), SIMD2(0.07491100, 0.63149399)]
        func line(_ from: SIMD2<Double>, _ to: SIMD2<Double>) -> [SIMD2<Double>] {
            [from, from + (to - from) / 3, from + (to - from) * 2 / 3, to]
        }
        let e = a.reversed().map { SIMD2($0.y, $0.x) }     // the mirror image of `a` about p = q
        return [a, line(a[3], c[0]), c, line(c[3], e[0]), e]
    }()

    /// The point of a cubic Bézier `b` at parameter `t`.
    static func bezier(_ b: [SIMD2<Double>], _ t: Double) -> SIMD2<Double> {
        let u = 1 - t
        return u * u * u * b[0] + 3 * u * u * t * b[1] + 3 * u * t * t * b[2] + t * t * t * b[3]
    }

    /// The unit-radius corner sampled at equal arc-length steps: `tableCount` points with their outward unit
    /// normals (corner-local), from the first side (normal (0, −1)) to the second (normal (−1, 0)). Computed
    /// once per process from a dense flattening of `segments`.
    static let table: [(point: SIMD2<Double>, normal: SIMD2<Double>)] = {
        var dense: [SIMD2<Double>] = []
        for (k, b) in segments.enumerated() {
            for i in (k == 0 ? 0 : 1)...400 { dense.append(bezier(b, Double(i) / 400)) }
        }
        var length = [0.0]
        for i in 1..<dense.count { length.append(length[i - 1] + simd_length(dense[i] - dense[i - 1])) }
        let total = length[length.count - 1]
        var out: [(point: SIMD2<Double>, normal: SIMD2<Double>)] = []
        var j = 1
        for i in 0..<tableCount {
            let target = total * Double(i) / Double(tableCount - 1)
            while j < dense.count - 1 && length[j] < target { j += 1 }
            let span = length[j] - length[j - 1]
            let f = span > 0 ? min(max((target - length[j - 1]) / span, 0), 1) : 0
            let p = dense[j - 1] + (dense[j] - dense[j - 1]) * f
            let tangent = simd_normalize(dense[j] - dense[j - 1])
            out.append((p, SIMD2(-tangent.y, tangent.x)))
        }
        out[0].normal = SIMD2(0, -1); out[tableCount - 1].normal = SIMD2(-1, 0)
        return out
    }()

    /// Entries of `table`.
    static let tableCount = 1025

    /// The corner's point and outward unit normal (corner-local, unit radius) at fraction `s` (0…1) of its arc
    /// length, for an extent of `reach` radii (1 … `extent`; 1 is the circle, `extent` the full continuous
    /// corner, between a blend as described above).
    public static func point(at s: Double, reach: Double) -> (point: SIMD2<Double>, normal: SIMD2<Double>) {
        let s = min(max(s, 0), 1)
        let theta = s * Double.pi / 2
        let circleNormal = SIMD2(-sin(theta), -cos(theta))
        let circle = SIMD2<Double>(1, 1) + circleNormal
        let w = min(max((reach - 1) / (extent - 1), 0), 1)
        guard w > 0 else { return (circle, circleNormal) }
        let x = s * Double(tableCount - 1)
        let i = min(Int(x), tableCount - 2), f = x - Double(i)
        let a = table[i], b = table[i + 1]
        let p = a.point + (b.point - a.point) * f
        let n = simd_normalize(a.normal + (b.normal - a.normal) * f)
        guard w < 1 else { return (p, n) }
        return (circle + (p - circle) * w, simd_normalize(circleNormal + (n - circleNormal) * w))
    }
}

@inline(__always) private func simd_length(_ v: SIMD2<Double>) -> Double { (v.x * v.x + v.y * v.y).squareRoot() }
@inline(__always) private func simd_normalize(_ v: SIMD2<Double>) -> SIMD2<Double> {
    let l = simd_length(v)
    return l > 0 ? v / l : v
}
