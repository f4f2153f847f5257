import Foundation
import Geometry
@testable import Painting
import Testing

/// Plotted curves: open polylines with a 1-pixel fringe.
extension TessellatorTests {
    @Test func aTwoPointHorizontalLineCoversItsWidthAndLength() {
        let (image, _) = render(width: 60, height: 30) { t, mesh in
            t.strokePolyline([Point(x: 10, y: 15), Point(x: 50, y: 15)], color: .black, lineWidth: 2, opacity: 1, into: &mesh)
        }
        for x in 11..<49 {
            #expect(image.alpha(x, 14) == 1 && image.alpha(x, 15) == 1, "column \(x)")
            #expect(image.alpha(x, 12) == 0 && image.alpha(x, 17) == 0)
        }
        // 40 points long, 2 wide: its area.
        #expect(abs(image.totalAlpha - 80) < 1)
    }

    @Test func aBentLineKeepsItsWidthAtTheJoinAndDegenerateInputDrawsNothing() {
        let (image, _) = render(width: 60, height: 60) { t, mesh in
            t.strokePolyline([Point(x: 10, y: 10), Point(x: 30, y: 10), Point(x: 30, y: 50)], color: .black, lineWidth: 2, opacity: 1, into: &mesh)
        }
        // Both legs are 2 px wide away from the join, and the miter fills the corner.
        #expect(image.alpha(20, 9) == 1 && image.alpha(20, 10) == 1 && image.alpha(20, 12) == 0)
        #expect(image.alpha(29, 30) == 1 && image.alpha(30, 30) == 1 && image.alpha(32, 30) == 0)
        #expect(image.alpha(30, 9) == 1)
        var t = Tessellator()
        var mesh = Mesh()
        t.strokePolyline([Point(x: 1, y: 1)], color: .black, lineWidth: 1, into: &mesh)
        t.strokePolyline([Point(x: 1, y: 1), Point(x: .nan, y: 2)], color: .black, lineWidth: 1, into: &mesh)
        #expect(mesh.vertices.isEmpty && mesh.indices.isEmpty)
    }
}
