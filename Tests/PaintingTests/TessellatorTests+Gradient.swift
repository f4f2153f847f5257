import Foundation
import Geometry
@testable import Painting
import Testing

/// Linear gradients: per-vertex colours, exact inside triangles, clamped beyond the ends.
extension TessellatorTests {
    // MARK: - Fill: gradients

    @Test func verticalGradientMatchesTheLerpAtEveryRow() {
        let rect = Rect(x: 20, y: 10, width: 60, height: 40)
        let gradient = LinearGradient(.blue, .purple)  // top to bottom
        let (image, _) = render(width: 100, height: 60) { t, mesh in
            t.fillRoundedRect(rect, cornerRadius: 6, fill: .linearGradient(gradient), opacity: 1, into: &mesh)
        }
        func expectLerp(row y: Int) {
            let t = (Double(y) + 0.5 - rect.minY) / rect.height
            let pixel = image[50, y]
            let want = SIMD3(lerp(Color.blue.red, Color.purple.red, t), lerp(Color.blue.green, Color.purple.green, t),
                             lerp(Color.blue.blue, Color.purple.blue, t))
            let got = SIMD3(pixel.x, pixel.y, pixel.z)
            #expect(pixel.w == 1, "row \(y)")
            #expect(((got - want) * 255).max() <= 2 && ((want - got) * 255).max() <= 2, "row \(y): \(got) vs \(want)")
        }
        expectLerp(row: 10)  // top row
        expectLerp(row: 30)  // middle
        expectLerp(row: 49)  // bottom row
        for y in 11..<49 { expectLerp(row: y) }
    }

    /// Start/end points inside the shape, so colours clamp; the diagonal one is not parallel to any edge.
    @Test(arguments: [
        (Point(x: 0.5, y: 0.25), Point(x: 0.5, y: 0.75)),
        (Point(x: 0.3, y: 0.2), Point(x: 0.7, y: 0.9)),
        (Point(x: 0.9, y: 0.5), Point(x: 0.6, y: 0.5)),
    ])
    func clampedGradientIsExactInsideEveryTriangle(start: Point, end: Point) {
        let rect = Rect(x: 10, y: 10, width: 80, height: 50)
        let gradient = LinearGradient(.orange, .indigo, start: start, end: end)
        let (image, mesh) = render(width: 100, height: 70) { t, mesh in
            t.fillRoundedRect(rect, cornerRadius: 12, fill: .linearGradient(gradient), opacity: 1, into: &mesh)
        }
        var solid = Mesh(), plain = Tessellator(scale: 1)
        plain.fillRoundedRect(rect, cornerRadius: 12, fill: .solid(.orange), opacity: 1, into: &solid)
        #expect(mesh.vertices.count == solid.vertices.count + 2 * 4, "two points on each clamp line, in both rings")
        let p0 = Point(x: rect.minX + start.x * rect.width, y: rect.minY + start.y * rect.height)
        let p1 = Point(x: rect.minX + end.x * rect.width, y: rect.minY + end.y * rect.height)
        let axis = p1 - p0, length2 = axis.x * axis.x + axis.y * axis.y
        var worst = 0.0
        for y in 12..<58 {
            for x in 12..<88 {
                // Inside the 12 pt corners' inset square, every pixel is fully covered, cut or not.
                let cx = clamp(Double(x) + 0.5, 22, 78), cy = clamp(Double(y) + 0.5, 22, 48)
                let inside = (Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx) + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy) < 121
                guard inside else { continue }
                #expect(image.alpha(x, y) == 1, "(\(x), \(y)) not fully covered")
                let p = Point(x: Double(x) + 0.5, y: Double(y) + 0.5) - p0
                let t = clamp((p.x * axis.x + p.y * axis.y) / length2, 0, 1)
                let want = SIMD3(lerp(Color.orange.red, Color.indigo.red, t),
                                 lerp(Color.orange.green, Color.indigo.green, t),
                                 lerp(Color.orange.blue, Color.indigo.blue, t))
                let pixel = image[x, y]
                let error = SIMD3(pixel.x, pixel.y, pixel.z) - want
                worst = max(worst, max(error.max(), -error.min()) * 255)
            }
        }
        #expect(worst <= 1.5, "largest error \(worst)/255")
    }

    @Test func gradientWithCoincidentEndsIsTheStartColour() {
        let gradient = LinearGradient(.green, .red, start: Point(x: 0.5, y: 0.5), end: Point(x: 0.5, y: 0.5))
        var t = Tessellator(scale: 2), mesh = Mesh()
        t.fillRoundedRect(Rect(x: 0, y: 0, width: 30, height: 20), cornerRadius: 4, fill: .linearGradient(gradient),
                          opacity: 1, into: &mesh)
        expectWellFormed(mesh)
        let green = Color.green.rgba8
        #expect(!mesh.vertices.isEmpty)
        #expect(mesh.vertices.allSatisfy { $0.r == green.r && $0.g == green.g && $0.b == green.b })
    }
}
