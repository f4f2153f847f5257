import Foundation
import Geometry
@testable import Painting
import Testing

/// Checks the mesh invariants every renderer relies on: whole triangles, indices inside the vertex array.
func expectWellFormed(_ mesh: Mesh, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(mesh.indices.count % 3 == 0, sourceLocation: sourceLocation)
    #expect(mesh.indices.allSatisfy { $0 >= 0 && Int($0) < mesh.vertices.count }, sourceLocation: sourceLocation)
}

/// Tessellates with `body` and rasterises the result into a `width × height` pixel image.
func render(width: Int, height: Int, scale: Double = 1, _ body: (inout Tessellator, inout Mesh) -> Void)
    -> (TestRasterizer, Mesh) {
    var tessellator = Tessellator(scale: scale)
    var mesh = Mesh()
    body(&tessellator, &mesh)
    expectWellFormed(mesh)
    var image = TestRasterizer(width: width, height: height)
    image.draw(mesh)
    return (image, mesh)
}

/// A colour's 8-bit quantisation as 0…1 components, i.e. what a vertex of that colour carries.
func quantised(_ c: Color) -> SIMD4<Double> {
    let q = c.rgba8
    return SIMD4(Double(q.r), Double(q.g), Double(q.b), Double(q.a)) / 255
}

@Suite struct TessellatorTests {
    // MARK: - Vertex layout

    @Test func vertexLayoutMatchesSDLVertex() {
        #expect(MemoryLayout<Vertex>.size == 20)
        #expect(MemoryLayout<Vertex>.stride == 20)
        #expect(MemoryLayout<Vertex>.offset(of: \.x) == 0)
        #expect(MemoryLayout<Vertex>.offset(of: \.y) == 4)
        #expect(MemoryLayout<Vertex>.offset(of: \.r) == 8)
        #expect(MemoryLayout<Vertex>.offset(of: \.a) == 11)
        #expect(MemoryLayout<Vertex>.offset(of: \.u) == 12)
        #expect(MemoryLayout<Vertex>.offset(of: \.v) == 16)
    }

    // MARK: - Segments

    @Test func segmentsPerCornerKeepChordErrorBelowTheLimit() {
        #expect(Tessellator.segmentsPerCorner(radius: 0, maxError: 0.1) == 0)
        #expect(Tessellator.segmentsPerCorner(radius: .nan, maxError: 0.1) == 0)
        #expect(Tessellator.segmentsPerCorner(radius: 0.05, maxError: 0.1) == 1)
        #expect(Tessellator.segmentsPerCorner(radius: 20, maxError: 0.1) == 8)
        #expect(Tessellator.segmentsPerCorner(radius: 1e9, maxError: 0.1) == Tessellator.maxSegmentsPerCorner)
        for radius in [0.5, 1, 3, 7.5, 20, 40, 100, 400] {
            let n = Tessellator.segmentsPerCorner(radius: radius, maxError: 0.1)
            let sagitta = radius * (1 - cos(Double.pi / 4 / Double(n)))
            #expect(sagitta <= 0.1 + 1e-12, "radius \(radius): \(n) segments err \(sagitta) px")
            if n > 1 {  // and not wastefully many: one fewer would exceed the limit
                #expect(radius * (1 - cos(Double.pi / 4 / Double(n - 1))) > 0.1)
            }
        }
        // At 2× the same corner needs more segments than at 1×.
        #expect(Tessellator.segmentsPerCorner(radius: 40, maxError: 0.1)
                > Tessellator.segmentsPerCorner(radius: 20, maxError: 0.1))
    }

    // MARK: - Fill: capsule coverage

    /// Signed distance in pixels from a pixel-space point to the 100×40 pt capsule at (10, 10), scale `s`.
    static func capsuleDistance(_ x: Double, _ y: Double, scale s: Double) -> Double {
        let cx = clamp(x, 30 * s, 90 * s), cy = 30 * s
        return ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot() - 20 * s
    }

    /// The exact fraction of pixel (`px`, `py`) inside the capsule, by 32×32 supersampling near the edge.
    static func capsuleCoverage(_ px: Int, _ py: Int, scale s: Double) -> Double {
        let d = capsuleDistance(Double(px) + 0.5, Double(py) + 0.5, scale: s)
        if d > 0.75 { return 0 }
        if d < -0.75 { return 1 }
        var inside = 0
        for j in 0..<32 {
            for i in 0..<32 where capsuleDistance(Double(px) + (Double(i) + 0.5) / 32,
                                                  Double(py) + (Double(j) + 0.5) / 32, scale: s) <= 0 {
                inside += 1
            }
        }
        return Double(inside) / 1024
    }

    @Test(arguments: [1.0, 2.0])
    func capsuleIsAntiAliasedWithExactCoverage(scale: Double) {
        let w = Int(120 * scale), h = Int(60 * scale)
        let fill = Color.blue
        let (image, _) = render(width: w, height: h, scale: scale) { t, mesh in
            t.fillRoundedRect(Rect(x: 10, y: 10, width: 100, height: 40), cornerRadius: 20, fill: .solid(fill),
                              opacity: 1, into: &mesh)
        }
        let expected = quantised(fill)
        var partial = 0, worst = 0.0
        for y in 0..<h {
            for x in 0..<w {
                let d = Self.capsuleDistance(Double(x) + 0.5, Double(y) + 0.5, scale: scale)
                let pixel = image[x, y]
                if d < -1 { #expect(pixel == expected, "inside (\(x), \(y)) is \(pixel)") }
                if d > 1 { #expect(pixel == .zero, "outside (\(x), \(y)) is \(pixel)") }
                if pixel.w > 0 && pixel.w < 1 { partial += 1 }
                worst = max(worst, abs(pixel.w - Self.capsuleCoverage(x, y, scale: scale)))
            }
        }
        let area = (Double.pi * 20 * 20 + 60 * 40) * scale * scale
        // Chords inscribed 0.1 px deep lose ~2/3 × 0.1 px along the arcs (0.2 %); the linear ramp adds ≤ 0.05.
        #expect(abs(image.totalAlpha - area) / area < 0.005, "coverage \(image.totalAlpha) vs \(area)")
        #expect(worst < 0.15, "largest per-pixel coverage error \(worst)")
        #expect(partial > Int(100 * scale), "only \(partial) partially covered pixels")
        // Every scanline through the curved left end: its first touched pixel has the analytic coverage.
        for y in Int(10 * scale)..<Int(50 * scale) {
            guard let x = (0..<w).first(where: { image.alpha($0, y) > 0 }) else {
                Issue.record("row \(y) is empty"); continue
            }
            #expect(abs(image.alpha(x, y) - Self.capsuleCoverage(x, y, scale: scale)) < 0.25, "row \(y)")
        }
    }

    @Test func cornerRadiusIsClampedToHalfTheShorterSide() {
        func vertices(_ radius: Double) -> [Vertex] {
            var t = Tessellator(scale: 2), mesh = Mesh()
            t.fillRoundedRect(Rect(x: 3, y: 4, width: 100, height: 40), cornerRadius: radius, fill: .solid(.pink),
                              opacity: 1, into: &mesh)
            return mesh.vertices
        }
        #expect(vertices(1000) == vertices(20))
        #expect(vertices(.infinity) == vertices(20))
        #expect(vertices(-5) == vertices(0))
        #expect(vertices(.nan) == vertices(0))
        #expect(vertices(10) != vertices(20))
    }

    @Test func sharpRectangleOnPixelGridCoversWholePixelsOnly() {
        let (image, _) = render(width: 40, height: 30) { t, mesh in
            t.fillRoundedRect(Rect(x: 5, y: 6, width: 20, height: 10), cornerRadius: 0, fill: .solid(.green),
                              opacity: 1, into: &mesh)
        }
        for y in 0..<30 {
            for x in 0..<40 {
                let inside = (5..<25).contains(x) && (6..<16).contains(y)
                let corner = (x == 5 || x == 24) && (y == 6 || y == 15)
                if corner { continue }  // the fringe rounds the outermost corner by a fraction of a pixel
                #expect(image.alpha(x, y) == (inside ? 1 : 0), "(\(x), \(y))")
            }
        }
        #expect(abs(image.totalAlpha - 200) < 1)
    }

    @Test func shapesThinnerThanAPixelKeepTheirArea() {
        let (image, _) = render(width: 30, height: 30) { t, mesh in
            t.fillRoundedRect(Rect(x: 10, y: 5, width: 0.25, height: 20), cornerRadius: 0, fill: .solid(.black),
                              opacity: 1, into: &mesh)
        }
        #expect(abs(image.totalAlpha - 5) < 0.3)
        #expect(abs(image.alpha(9, 15) + image.alpha(10, 15) - 0.25) < 2.0 / 255)
    }

    // MARK: - Opacity, empty input, display list

    @Test func opacityHalvesAlpha() {
        func mesh(_ opacity: Double) -> Mesh {
            var t = Tessellator(scale: 1), mesh = Mesh()
            t.fillRoundedRect(Rect(x: 0, y: 0, width: 30, height: 20), cornerRadius: 5, fill: .solid(.teal),
                              opacity: opacity, into: &mesh)
            t.strokeRoundedRect(Rect(x: 0, y: 0, width: 30, height: 20), cornerRadius: 5, color: .teal, lineWidth: 2,
                                opacity: opacity, into: &mesh)
            t.shadow(Rect(x: 0, y: 0, width: 30, height: 20), cornerRadius: 5, color: .teal, blur: 4,
                     offset: .zero, opacity: opacity, into: &mesh)
            return mesh
        }
        let full = mesh(1), half = mesh(0.5)
        #expect(full.indices == half.indices)
        #expect(full.vertices.count == half.vertices.count)
        for (a, b) in zip(full.vertices, half.vertices) {
            #expect(a.x == b.x && a.y == b.y && a.r == b.r && a.g == b.g && a.b == b.b)
            #expect(abs(Double(b.a) - Double(a.a) / 2) <= 1, "\(a.a) → \(b.a)")
        }
        #expect(full.vertices.contains { $0.a == 255 } && half.vertices.contains { $0.a == 128 })
        #expect(mesh(0).vertices.isEmpty)
    }

    @Test(arguments: [
        Rect(x: 10, y: 10, width: 0, height: 20), Rect(x: 10, y: 10, width: 20, height: -3),
        Rect(x: .nan, y: 10, width: 20, height: 20), Rect(x: 10, y: 10, width: .nan, height: 20),
        Rect(x: 10, y: 10, width: .infinity, height: 20),
    ])
    func emptyOrInvalidRectsEmitNothing(rect: Rect) {
        var t = Tessellator(scale: 2), mesh = Mesh()
        t.fillRoundedRect(rect, cornerRadius: 4, fill: .solid(.blue), opacity: 1, into: &mesh)
        t.fillRoundedRect(rect, cornerRadius: 4, fill: .linearGradient(.standard(.blue)), opacity: 1, into: &mesh)
        t.strokeRoundedRect(rect, cornerRadius: 4, color: .blue, lineWidth: 1, opacity: 1, into: &mesh)
        t.shadow(rect, cornerRadius: 4, color: .blue, blur: 8, offset: .zero, opacity: 1, into: &mesh)
        #expect(mesh.vertices.isEmpty && mesh.indices.isEmpty)
    }

    @Test func displayListShapesTessellateAndOtherCommandsDoNot() {
        var t = Tessellator(scale: 1), mesh = Mesh()
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(t.append(.fillRoundedRect(rect, cornerRadius: 2, fill: .solid(.red)), into: &mesh))
        #expect(t.append(.strokeRoundedRect(rect, cornerRadius: 2, color: .red, lineWidth: 1), into: &mesh))
        #expect(t.append(.shadow(rect, cornerRadius: 2, color: .red, blur: 3, offset: .zero), into: &mesh))
        let count = mesh.vertices.count
        #expect(!t.append(.text(TextRun("A", font: .body, color: .red, origin: .zero)), into: &mesh))
        #expect(!t.append(.pushOpacity(0.5), into: &mesh))
        #expect(mesh.vertices.count == count && count > 0)
        expectWellFormed(mesh)
    }

    // MARK: - Mesh reuse

    @Test func retessellatingIntoAClearedMeshDoesNotGrowIt() {
        var t = Tessellator(scale: 2), mesh = Mesh()
        func frame() {
            t.shadow(Rect(x: 5, y: 5, width: 200, height: 36), cornerRadius: 18, color: .black.opacity(0.2), blur: 6,
                     offset: Point(x: 0, y: 2), opacity: 1, into: &mesh)
            t.fillRoundedRect(Rect(x: 5, y: 5, width: 200, height: 36), cornerRadius: 18,
                              fill: .linearGradient(.standard(.blue)), opacity: 1, into: &mesh)
            t.fillRoundedRect(Rect(x: 10, y: 8, width: 60, height: 30), cornerRadius: 1000,
                              fill: .linearGradient(LinearGradient(.white, .pink, start: Point(x: 0.2, y: 0.5),
                                                                   end: Point(x: 0.6, y: 0.5))),
                              opacity: 0.8, into: &mesh)
            t.strokeRoundedRect(Rect(x: 5, y: 5, width: 200, height: 36), cornerRadius: 18, color: .indigo,
                                lineWidth: 0.5, opacity: 1, into: &mesh)
        }
        frame()
        expectWellFormed(mesh)
        let vertices = mesh.vertices.count, indices = mesh.indices.count
        let vertexCapacity = mesh.vertices.capacity, indexCapacity = mesh.indices.capacity
        mesh.removeAll()
        frame()
        #expect(mesh.vertices.count == vertices && mesh.indices.count == indices)
        #expect(mesh.vertices.capacity == vertexCapacity)
        #expect(mesh.indices.capacity == indexCapacity)
    }
}
