import Foundation
import Geometry
@testable import Painting
import Testing

/// The glass lens's meshes: texture coordinates that follow the bevel's displacement profile, and a rim
/// that follows the light.
@Suite struct TessellatorLensTests {
    /// A 200×60-point capsule at (40, 20): bevel 15, refraction 10.
    static let lens = GlassLens(rect: Rect(x: 40, y: 20, width: 200, height: 60), cornerRadius: 30, bevelWidth: 15,
                                refraction: 10, blurRadius: 0, tint: .clear, rimLight: 1, innerShadow: 0.5)

    @Test func theDisplacementProfileIsACircularBevel() {
        #expect(GlassLens.displacement(amplitude: 10, t: 0) == 0)
        #expect(GlassLens.displacement(amplitude: 10, t: 1) == 10)
        #expect(abs(GlassLens.displacement(amplitude: 10, t: 0.5) - 10 * (1 - 0.75.squareRoot())) < 1e-12)
        #expect(abs(GlassLens.displacement(amplitude: 10, t: 0.8) - 4) < 1e-12)   // 1 − √(1 − 0.64) = 0.4
        #expect(GlassLens.displacement(amplitude: 10, t: 2) == 10)                  // clamped
    }

    /// Every vertex samples `c + (p − c) / m` moved outward by the profile at its depth: 0 on the face.
    @Test(arguments: [1.0, 2.0])
    func surfaceTextureCoordinatesAreDisplacedOnlyInTheBevelBand(scale: Double) {
        var lens = TessellatorLensTests.lens
        lens.magnification = 1.2
        var t = Tessellator(scale: scale)
        var mesh = Mesh()
        t.lensSurface(lens, into: &mesh)
        expectWellFormed(mesh)
        #expect(mesh.triangleCount > 100)
        let cx = lens.rect.midX * scale, cy = lens.rect.midY * scale
        let r = 30 * scale, halfLine = (100 - 30) * scale, bevel = 15 * scale, amplitude = 10 * scale
        var face = 0, band = 0
        for v in mesh.vertices {
            let px = Double(v.x), py = Double(v.y)
            // Distance inside the capsule's edge and the outward normal there.
            let ax = max(-halfLine, min(halfLine, px - cx))
            let dx = px - cx - ax, dy = py - cy
            let len = (dx * dx + dy * dy).squareRoot()
            let depth = r - len
            let nx = len > 1e-9 ? dx / len : 0, ny = len > 1e-9 ? dy / len : 0
            let undisplacedU = cx + (px - cx) / 1.2, undisplacedV = cy + (py - cy) / 1.2
            let shift = (Double(v.u) - undisplacedU) * nx + (Double(v.v) - undisplacedV) * ny
            let across = abs((Double(v.u) - undisplacedU) * -ny + (Double(v.v) - undisplacedV) * nx)
            #expect(across < 0.01, "displacement is along the normal")
            if depth >= bevel - 0.01 {
                face += 1
                #expect(abs(shift) < 0.01, "face vertex at depth \(depth) shifted by \(shift)")
            } else if depth > 0.51 {   // (positions are Float: the edge rings sit within 1e-4 px of ±0.5)
                band += 1
                let expected = GlassLens.displacement(amplitude: amplitude, t: 1 - depth / bevel)
                #expect(abs(shift - expected) < 0.01, "bevel vertex at depth \(depth): \(shift) vs \(expected)")
            } else {
                // The edge itself (the rings ±0.5 px about it) takes the full amplitude.
                #expect(abs(shift - amplitude) < 0.01, "rim vertex shifted by the full amplitude")
            }
        }
        #expect(face > 10 && band > 50)
    }

    @Test func theRimIsBrighterTowardTheLightAndTheInnerShadowOpposite() {
        var t = Tessellator(scale: 1)
        var mesh = Mesh()
        t.lensRim(TessellatorLensTests.lens, into: &mesh)
        expectWellFormed(mesh)
        let c = TessellatorLensTests.lens.rect.center
        // The brightest white vertex and the darkest shadow vertex, by quadrant.
        func strongest(white: Bool, _ inQuadrant: (Double, Double) -> Bool) -> UInt8 {
            mesh.vertices.filter { ($0.r == 255) == white && inQuadrant(Double($0.x) - c.x, Double($0.y) - c.y) }.map(\.a).max() ?? 0
        }
        let topLeft = strongest(white: true) { x, y in x < -70 && y < 0 }
        let bottomRight = strongest(white: true) { x, y in x > 70 && y > 0 }
        #expect(topLeft > 200)
        #expect(Double(topLeft) > 1.6 * Double(bottomRight), "top-left \(topLeft), bottom-right \(bottomRight)")
        let shadowBottomRight = strongest(white: false) { x, y in x > 70 && y > 0 }
        let shadowTopLeft = strongest(white: false) { x, y in x < -70 && y < 0 }
        #expect(shadowBottomRight > 40 && shadowTopLeft == 0)
    }

    @Test func emptyOrNonFiniteLensesEmitNothing() {
        var t = Tessellator(scale: 1)
        var mesh = Mesh()
        for rect in [Rect(x: 0, y: 0, width: 0, height: 10), Rect(x: .nan, y: 0, width: 10, height: 10)] {
            var lens = TessellatorLensTests.lens
            lens.rect = rect
            t.lensSurface(lens, into: &mesh)
            t.lensTint(lens, into: &mesh)
            t.lensRim(lens, into: &mesh)
        }
        #expect(mesh.vertices.isEmpty)
    }
}
