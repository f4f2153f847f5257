import Foundation
import Geometry

extension Tessellator {
    /// Appends an open polyline (a plotted curve) as an anti-aliased strip, Dear ImGui's `AddPolyline`
    /// with anti-aliasing: at each vertex the normals of the two segments meeting there are averaged and
    /// scaled by 1/|average|² (a miter, capped at 100× for hairpins), then rings at ±(half width ± 0.5 px)
    /// along it give a solid core with a 1-pixel alpha fringe each side; lines under 1 px are 1 px wide
    /// with alpha scaled by their width. Ends are butt caps.
    /// - Parameters:
    ///   - points: the vertices in window points; fewer than two, or non-finite ones, draw nothing.
    ///   - color: line colour (straight alpha).
    ///   - lineWidth: width in points.
    ///   - opacity: multiplies alpha, clamped to 0…1.
    ///   - mesh: receives 3 (thin) or 4 vertices per point and 4 or 6 triangles per segment.
    mutating func strokePolyline(_ points: [Point], color: Color, lineWidth: Double, opacity: Double = 1,
                                        into mesh: inout Mesh) {
        let n = points.count
        guard n >= 2, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        let width = lineWidth * scale
        guard width > 0, width.isFinite else { return }
        let alpha = clamp(opacity, 0, 1) * min(width, 1)
        guard alpha > 0 else { return }
        let half = max(width, 1) / 2
        let thin = half <= 0.5
        let solid = RGBA8(color, alpha: alpha), clear = RGBA8(color, alpha: 0)
        // Offsets across the line, in pixels, and which are solid.
        let offsets: [(Double, RGBA8)] = thin ? [(-1, clear), (0, solid), (1, clear)]
            : [(-half - 0.5, clear), (-half + 0.5, solid), (half - 0.5, solid), (half + 0.5, clear)]
        let lanes = offsets.count
        let first = Int32(truncatingIfNeeded: mesh.vertices.count)
        Self.forEachMiter(points, scale: scale) { px, py, mx, my in
            for (offset, c) in offsets {
                mesh.vertices.append(Vertex(x: Float(px + mx * offset), y: Float(py + my * offset), r: c.r, g: c.g, b: c.b, a: c.a))
            }
        }
        for i in 0..<(n - 1) {
            let a = first + Int32(i * lanes), b = first + Int32((i + 1) * lanes)
            for k in 0..<(lanes - 1) {
                let k0 = Int32(k), k1 = Int32(k + 1)
                mesh.indices.append(a + k0); mesh.indices.append(a + k1); mesh.indices.append(b + k1)
                mesh.indices.append(a + k0); mesh.indices.append(b + k1); mesh.indices.append(b + k0)
            }
        }
    }

    /// Calls `body` with each of `points` in pixels (`px`, `py`) and its miter (`mx`, `my`): the average of
    /// the normals of the two segments meeting there scaled by 1/|average|² (capped at 100×), the direction
    /// and length along which `strokePolyline` offsets its rings. `points` has at least two entries.
    static func forEachMiter(_ points: [Point], scale: Double, _ body: (Double, Double, Double, Double) -> Void) {
        let n = points.count
        func normal(_ a: Point, _ b: Point) -> (Double, Double) {
            let dx = (b.x - a.x) * scale, dy = (b.y - a.y) * scale
            let l = (dx * dx + dy * dy).squareRoot()
            return l > 0 ? (-dy / l, dx / l) : (0, 0)
        }
        for i in 0..<n {
            let n0 = i > 0 ? normal(points[i - 1], points[i]) : normal(points[i], points[i + 1])
            let n1 = i < n - 1 ? normal(points[i], points[i + 1]) : n0
            var mx = (n0.0 + n1.0) / 2, my = (n0.1 + n1.1) / 2
            let r2 = mx * mx + my * my
            if r2 > 1e-6 { let inv = min(100, 1 / r2); mx *= inv; my *= inv }
            body(points[i].x * scale, points[i].y * scale, mx, my)
        }
    }
}
