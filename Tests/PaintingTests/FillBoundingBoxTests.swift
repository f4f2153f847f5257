import Geometry
@testable import Painting
import Testing

/// SDL's software renderer blends each triangle through a scratch surface the size of the triangle's bounding
/// box, so a fill's cost there is the sum of its triangles' bounding boxes. A fan from one corner of a rounded
/// rectangle reached across most of it for every far triangle (the card's 570×236 gradient: ~12 × its area);
/// the face is now a zigzag of horizontal bands. Counted, not timed.
@Suite struct FillBoundingBoxTests {
    /// The sum of the bounding-box areas (pixels) of `mesh`'s triangles with indices `range`.
    static func boxArea(_ mesh: Mesh, _ range: Range<Int>) -> Double {
        var total = 0.0
        for t in stride(from: range.lowerBound, to: range.upperBound, by: 3) {
            let v = (0..<3).map { mesh.vertices[Int(mesh.indices[t + $0])] }
            let w = Double(v.map(\.x).max()! - v.map(\.x).min()!), h = Double(v.map(\.y).max()! - v.map(\.y).min()!)
            total += w * h
        }
        return total
    }

    /// The face's triangles (the fan or zigzag over the inner ring): every index before the fringe strip's
    /// `2 × count` triangles.
    static func faceArea(_ fill: Fill, rect: Rect, radius: Double) -> (face: Double, area: Double, triangles: Int) {
        var t = Tessellator(scale: 1)
        var mesh = Mesh()
        t.fillRoundedRect(rect, cornerRadius: radius, fill: fill, into: &mesh)
        let ring = mesh.vertices.count / 2
        let faceEnd = mesh.indices.count - 6 * ring
        return (boxArea(mesh, 0..<faceEnd), rect.width * rect.height, faceEnd / 3)
    }

    @Test(arguments: [Fill.solid(Color(hex: 0x3366CC)), .linearGradient(.standard(Color(hex: 0x3366CC).opacity(0.15)))])
    func aRoundedRectanglesFaceIsBandsNotAFan(fill: Fill) {
        let f = Self.faceArea(fill, rect: Rect(x: 20, y: 10, width: 570, height: 236), radius: 20)
        // A convex polygon of n vertices is n − 2 triangles either way.
        #expect(f.triangles > 20)
        // Bands: each triangle spans one band between consecutive vertices' heights, about twice the area in
        // all (the fan: about 12 times).
        #expect(f.face < 2.5 * f.area, "face triangles' bounding boxes \(f.face) px² for a \(f.area) px² shape")
    }

    @Test func theBandsCoverTheShapeOnce() {
        // A gap or an overlap between bands would show in the covered area (an overlap blends twice).
        let (image, _) = render(width: 80, height: 50) { t, m in
            t.fillRoundedRect(Rect(x: 5, y: 5, width: 70, height: 40), cornerRadius: 12,
                              fill: .solid(Color(red: 0, green: 0, blue: 0, alpha: 1)), into: &m)
        }
        let area = 70.0 * 40 - (4 - Double.pi) * 12 * 12
        #expect(abs(image.totalAlpha - area) / area < 0.005, "coverage \(image.totalAlpha) vs \(area)")
        for y in 8..<42 { #expect(image.alpha(40, y) == 1, "row \(y)") }
        #expect(image.alpha(1, 1) == 0)
    }
}
