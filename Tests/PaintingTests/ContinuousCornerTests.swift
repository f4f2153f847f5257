import Foundation
import Geometry
@testable import Painting
import Testing

/// Apple's continuous corner (`RoundedRectangle(style: .continuous)`) against the published path: PaintCode's
/// reverse-engineered iOS 7+ `UIBezierPath(roundedRect:cornerRadius:)` ("Code for iOS 7 rounded rectangles",
/// 2013). The constants are restated here, not read from `ContinuousCorner`, so the test checks the
/// tessellated outline against the cited formula itself.
@Suite struct ContinuousCornerTests {
    /// One corner in radius units, corner vertex at (0, 0), from (1.52866483, 0) on the first side to
    /// (0, 1.52866483) on the second: three cubics and, between them, two straight joins.
    static let cubics: [[(Double, Double)]] = [
        [(1.52866483, 0), (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)],
        [(0.63149399, 0.07491100), (0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399)],
        [(0.06549600, 0.66993427), (0, 0.86840689), (0, 1.08849323), (0, 1.52866483)],
    ]

    /// The corner densely flattened (radius units): 3 × 2000 points, joins included as chords.
    static let curve: [(Double, Double)] = cubics.flatMap { b in
        (0...2000).map { i -> (Double, Double) in
            let t = Double(i) / 2000, u = 1 - t
            let w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t]
            return (zip(w, b).map { $0 * $1.0 }.reduce(0, +), zip(w, b).map { $0 * $1.1 }.reduce(0, +))
        }
    }

    /// The area between the corner's vertex and its curve, in squared radii (the shoelace sum over `curve`;
    /// the two sides through the vertex add nothing).
    static let cutArea: Double = {
        var a = 0.0
        for i in 1..<curve.count { a += curve[i - 1].0 * curve[i].1 - curve[i].0 * curve[i - 1].1 }
        return abs(a) / 2
    }()

    /// Distance (pixels) from `p` to the continuous outline of the rectangle `x0…x1 × y0…y1` with radius `r`.
    static func distanceToOutline(_ p: (x: Double, y: Double), x0: Double, y0: Double, x1: Double, y1: Double,
                                  r: Double) -> Double {
        let reach = 1.52866483 * r
        // Fold into the top-left corner's frame: distances from the nearest vertical and horizontal sides.
        let dx = min(p.x - x0, x1 - p.x), dy = min(p.y - y0, y1 - p.y)
        if dx >= reach { return abs(dy) }
        if dy >= reach { return abs(dx) }
        return curve.map { ((dx - r * $0.0) * (dx - r * $0.0) + (dy - r * $0.1) * (dy - r * $0.1)).squareRoot() }.min()!
    }

    @Test func theCitedCornerReachesOnePointFiveTwoEightRadiiAndCutsMoreThanACircle() {
        // The published figure, and the area the corner removes against a quarter circle's 1 − π/4.
        #expect(abs(Self.curve.first!.0 - 1.528665) < 1e-5 && Self.curve.last!.1 > 1.52866)
        #expect(abs(Self.cutArea - 0.2247) < 0.0005, "cut \(Self.cutArea)")
        #expect(Self.cutArea - (1 - Double.pi / 4) > 0.009)
    }

    @Test(arguments: [1.0, 2.0])
    func theFilledOutlineLiesOnTheCitedCurve(scale: Double) {
        var t = Tessellator(scale: scale)
        var mesh = Mesh()
        let rect = Rect(x: 10, y: 20, width: 150, height: 100), radius = 30.0
        t.fillRoundedRect(rect, cornerRadius: radius, fill: .solid(.black), style: .continuous, into: &mesh)
        expectWellFormed(mesh)
        // Two rings: the inner one 0.5 px inside the edge, the fringe 0.5 px outside; their midpoints are the edge.
        let count = mesh.vertices.count / 2
        #expect(count >= 4 * 17, "too few vertices: \(count)")
        var worst = 0.0
        for i in 0..<count {
            let a = mesh.vertices[i], b = mesh.vertices[count + i]
            let mid = (x: Double(a.x + b.x) / 2, y: Double(a.y + b.y) / 2)
            let gap = Double(((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot())
            #expect(abs(gap - 1) < 0.02, "rings \(gap) px apart at vertex \(i)")
            worst = max(worst, Self.distanceToOutline(mid, x0: rect.minX * scale, y0: rect.minY * scale,
                                                      x1: rect.maxX * scale, y1: rect.maxY * scale, r: radius * scale))
        }
        #expect(worst < 0.02, "an outline vertex lies \(worst) px off the cited curve")
        // The corner starts 1.528665 r from the vertex: the first vertex of the top-right corner.
        let topRight = mesh.vertices[count / 4]
        #expect(abs(Double(topRight.x) - (rect.maxX - 1.52866483 * radius) * scale) < 0.01)
    }

    @Test(arguments: [1.0, 2.0])
    func theFilledAreaIsTheCitedShapesArea(scale: Double) {
        let rect = Rect(x: 5, y: 5, width: 150, height: 100), radius = 30.0
        let (image, _) = render(width: Int(160 * scale), height: Int(110 * scale), scale: scale) { t, mesh in
            t.fillRoundedRect(rect, cornerRadius: radius, fill: .solid(.black), style: .continuous, into: &mesh)
        }
        let r = radius * scale, wh = rect.width * rect.height * scale * scale
        let expected = wh - 4 * r * r * Self.cutArea
        let circle = wh - 4 * r * r * (1 - Double.pi / 4)
        // The two shapes differ by 4 × 0.0101 r²: 36 px² at 1×, 145 px² at 2×; the chords and the fringe's
        // ramp cost a few px² along the whole outline.
        let error = abs(image.totalAlpha - expected)
        #expect(error < 0.25 * abs(circle - expected), "area \(image.totalAlpha) px² vs \(expected) (circle \(circle))")
    }

    @Test func aCapsuleStaysACapsule() {
        let rect = Rect(x: 4, y: 4, width: 120, height: 44)
        let (continuous, _) = render(width: 130, height: 52, scale: 2) { t, mesh in
            t.fillRoundedRect(rect, cornerRadius: 22, fill: .solid(.black), style: .continuous, into: &mesh)
        }
        let (circular, _) = render(width: 130, height: 52, scale: 2) { t, mesh in
            t.fillRoundedRect(rect, cornerRadius: 22, fill: .solid(.black), into: &mesh)
        }
        var worst = 0.0
        for y in 0..<52 { for x in 0..<130 { worst = max(worst, abs(continuous.alpha(x, y) - circular.alpha(x, y))) } }
        #expect(worst < 0.03, "a continuous capsule differs from the circular one by \(worst) coverage")
    }

    @Test func aRadiusWithoutRoomForTheFullCornerStaysInsideItsRectAndConvex() {
        var t = Tessellator(scale: 1)
        var mesh = Mesh()
        let rect = Rect(x: 0, y: 0, width: 200, height: 60)
        t.fillRoundedRect(rect, cornerRadius: 25, fill: .solid(.black), style: .continuous, into: &mesh)
        let count = mesh.vertices.count / 2
        var turns = 0
        for i in 0..<count {
            let a = mesh.vertices[count + i], b = mesh.vertices[count + (i + 1) % count], c = mesh.vertices[count + (i + 2) % count]
            #expect(a.x >= -0.51 && a.x <= 200.51 && a.y >= -0.51 && a.y <= 60.51)
            let cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
            if cross < -1e-3 { turns += 1 }
        }
        #expect(turns == 0, "\(turns) concave turns")
    }
}
