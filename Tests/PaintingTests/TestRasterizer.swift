@testable import Painting

/// A tiny software rasteriser for tests: draws a `Mesh` the way SDL_RenderGeometry does, so tests can check
/// what a renderer would show rather than vertex lists.
///
/// Each triangle covers the pixels whose centres (x + 0.5, y + 0.5) lie inside it, decided exactly on a
/// 1/256-pixel fixed-point grid with a consistent tie rule for centres on an edge, so triangles sharing an edge
/// never both (or neither) draw a pixel. Vertex colours (straight alpha) are interpolated barycentrically and
/// blended "over" the RGBA buffer as SDL's `SDL_BLENDMODE_BLEND` does:
/// `rgb = src.rgb × src.a + dst.rgb × (1 − src.a)`, `a = src.a + dst.a × (1 − src.a)`.
struct TestRasterizer {
    let width: Int, height: Int
    /// Row-major RGBA, each component 0…1; starts transparent black.
    private(set) var pixels: [SIMD4<Double>]

    init(width: Int, height: Int) {
        self.width = width; self.height = height
        pixels = Array(repeating: .zero, count: width * height)
    }

    /// The pixel whose top-left corner is (`x`, `y`); transparent outside the image.
    subscript(x: Int, y: Int) -> SIMD4<Double> {
        guard x >= 0, y >= 0, x < width, y < height else { return .zero }
        return pixels[y * width + x]
    }

    /// The alpha of pixel (`x`, `y`).
    func alpha(_ x: Int, _ y: Int) -> Double { self[x, y].w }

    /// The sum of alpha over the image: the covered area in pixels for a single opaque layer.
    var totalAlpha: Double { pixels.reduce(0) { $0 + $1.w } }

    private static let subpixels: Double = 256

    /// Draws every triangle of `mesh`.
    mutating func draw(_ mesh: Mesh) {
        for t in 0..<mesh.triangleCount {
            let a = mesh.vertices[Int(mesh.indices[3 * t])]
            let b = mesh.vertices[Int(mesh.indices[3 * t + 1])]
            let c = mesh.vertices[Int(mesh.indices[3 * t + 2])]
            drawTriangle(a, b, c)
        }
    }

    private struct FixedPoint { var x: Int64, y: Int64 }

    private static func fixed(_ v: Vertex) -> FixedPoint {
        FixedPoint(x: Int64((Double(v.x) * subpixels).rounded()), y: Int64((Double(v.y) * subpixels).rounded()))
    }

    /// Twice the signed area of (a, b, p): positive when p is to one side of a→b.
    private static func edge(_ a: FixedPoint, _ b: FixedPoint, _ p: FixedPoint) -> Int64 {
        (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
    }

    /// Whether a centre exactly on edge a→b belongs to this triangle. Of the two directions of any edge exactly
    /// one qualifies, so neighbours sharing the edge (which traverse it oppositely) split its pixels.
    private static func ownsEdge(_ a: FixedPoint, _ b: FixedPoint) -> Bool {
        let dy = b.y - a.y
        return dy < 0 || (dy == 0 && b.x - a.x > 0)
    }

    private mutating func drawTriangle(_ va: Vertex, _ vb: Vertex, _ vc: Vertex) {
        var v = (va, vb, vc)
        var p = (Self.fixed(va), Self.fixed(vb), Self.fixed(vc))
        var area = Self.edge(p.0, p.1, p.2)
        if area == 0 { return }
        if area < 0 { swap(&v.1, &v.2); swap(&p.1, &p.2); area = -area }
        let minX = max(0, Int((Double(min(p.0.x, p.1.x, p.2.x)) / Self.subpixels).rounded(.down)) - 1)
        let maxX = min(width - 1, Int((Double(max(p.0.x, p.1.x, p.2.x)) / Self.subpixels).rounded(.up)))
        let minY = max(0, Int((Double(min(p.0.y, p.1.y, p.2.y)) / Self.subpixels).rounded(.down)) - 1)
        let maxY = min(height - 1, Int((Double(max(p.0.y, p.1.y, p.2.y)) / Self.subpixels).rounded(.up)))
        guard minX <= maxX, minY <= maxY else { return }
        let own = (Self.ownsEdge(p.1, p.2), Self.ownsEdge(p.2, p.0), Self.ownsEdge(p.0, p.1))
        func color(_ v: Vertex) -> SIMD4<Double> { SIMD4(Double(v.r), Double(v.g), Double(v.b), Double(v.a)) / 255 }
        let c = (color(v.0), color(v.1), color(v.2))
        let half = Int64(Self.subpixels / 2), step = Int64(Self.subpixels)
        for y in minY...maxY {
            for x in minX...maxX {
                let centre = FixedPoint(x: Int64(x) * step + half, y: Int64(y) * step + half)
                let w0 = Self.edge(p.1, p.2, centre), w1 = Self.edge(p.2, p.0, centre), w2 = Self.edge(p.0, p.1, centre)
                guard w0 > 0 || (w0 == 0 && own.0), w1 > 0 || (w1 == 0 && own.1),
                      w2 > 0 || (w2 == 0 && own.2) else { continue }
                // c0 + Δ form, so a flat-coloured triangle reproduces its colour bit for bit.
                let src = c.0 + ((c.1 - c.0) * Double(w1) + (c.2 - c.0) * Double(w2)) / Double(area)
                let i = y * width + x
                let dst = pixels[i]
                let rgb = SIMD3(src.x, src.y, src.z) * src.w + SIMD3(dst.x, dst.y, dst.z) * (1 - src.w)
                pixels[i] = SIMD4(rgb.x, rgb.y, rgb.z, src.w + dst.w * (1 - src.w))
            }
        }
    }
}
