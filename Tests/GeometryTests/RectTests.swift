import Geometry
import Testing

/// Rectangles in window points: half-open containment (a point on the right or bottom edge belongs to the
/// next rectangle, so adjacent cells never both claim it), insets, and an intersection of disjoint rectangles
/// that is empty rather than negative.
struct RectTests {
    @Test func containmentIsHalfOpenSoAdjacentCellsNeverShareAPoint() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 10, y: 0, width: 10, height: 10)
        let edge = Point(x: 10, y: 5)
        #expect(!a.contains(edge) && b.contains(edge))
        #expect(a.contains(Point(x: 0, y: 0)) && !a.contains(Point(x: 5, y: 10)))
    }

    @Test func insetsAndIntersectionsGiveExactFrames() {
        let r = Rect(x: 10, y: 20, width: 100, height: 40)
        #expect(r.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == Rect(x: 12, y: 21, width: 94, height: 36))
        #expect(r.insetBy(dx: 5, dy: 5) == Rect(x: 15, y: 25, width: 90, height: 30))
        #expect(r.intersection(Rect(x: 100, y: 50, width: 50, height: 50)) == Rect(x: 100, y: 50, width: 10, height: 10))
        let apart = r.intersection(Rect(x: 500, y: 500, width: 5, height: 5))
        #expect(apart.width == 0 && apart.height == 0)
    }
}
