import Geometry
import SceneGraph
import SceneTesting
import Testing

/// A leaf of fixed size, for layout tests.
@MainActor
final class Box: Node {
    let size: Size
    init(_ id: String, _ w: Double, _ h: Double) { size = Size(width: w, height: h); super.init(id: id) }
    override func sizeThatFits(_ proposal: Size, _ context: LayoutContext) -> Size { size }
    override func hitTestSelf(_ point: Point) -> Bool { frame.contains(point) }
}

@MainActor
struct StackNodeTests {
    @Test func verticalStackPlacesChildrenWithSpacingAndPadding() {
        let stack = StackNode(id: "v", axis: .vertical, spacing: 10, padding: EdgeInsets(all: 5))
        let a = Box("a", 50, 20), b = Box("b", 30, 40)
        stack.addChild(a); stack.addChild(b)
        _ = SceneHarness(root: stack, size: Size(width: 200, height: 300))
        #expect(a.frame == Rect(x: 5, y: 5, width: 190, height: 20))
        #expect(b.frame == Rect(x: 5, y: 35, width: 190, height: 40))
    }

    @Test func centerAlignmentKeepsChildWidth() {
        let stack = StackNode(id: "v", axis: .vertical, alignment: .center)
        let a = Box("a", 50, 20)
        stack.addChild(a)
        _ = SceneHarness(root: stack, size: Size(width: 200, height: 100))
        #expect(a.frame == Rect(x: 75, y: 0, width: 50, height: 20))
    }

    @Test func fillEquallySplitsTheRowBetweenChildren() {
        let row = StackNode(id: "h", axis: .horizontal, spacing: 20, padding: EdgeInsets(all: 10), distribution: .fillEqually)
        let a = StackNode(id: "a", axis: .vertical), b = StackNode(id: "b", axis: .vertical)
        row.addChild(a); row.addChild(b)
        _ = SceneHarness(root: row, size: Size(width: 420, height: 100))
        #expect(a.frame == Rect(x: 10, y: 10, width: 190, height: 80))
        #expect(b.frame == Rect(x: 220, y: 10, width: 190, height: 80))
    }

    @Test func spacerTakesTheSpaceLeftOver() {
        let row = StackNode(id: "h", axis: .horizontal)
        let a = Box("a", 30, 10), s = Spacer(id: "s"), b = Box("b", 40, 10)
        row.addChild(a); row.addChild(s); row.addChild(b)
        _ = SceneHarness(root: row, size: Size(width: 200, height: 10))
        #expect(s.frame.width == 130)
        #expect(b.frame.x == 160)
    }

    @Test func childrenNeverGetNegativeOrNonFiniteFrames() {
        let stack = StackNode(id: "v", axis: .vertical, spacing: 10, padding: EdgeInsets(all: 50))
        let a = Box("a", 500, 200)
        stack.addChild(a)
        _ = SceneHarness(root: stack, size: Size(width: 20, height: 10))
        #expect(a.frame.isFinite)
        #expect(a.frame.width >= 0 && a.frame.height >= 0)
    }
}
