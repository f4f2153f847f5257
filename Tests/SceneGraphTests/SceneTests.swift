import Geometry
@testable import Painting
import SceneGraph
import SceneTesting
import Testing

/// Records the pointer events it captured.
@MainActor
final class Recorder: Node {
    var log: [String] = []
    let takes: Bool
    init(_ id: String, takes: Bool = true) { self.takes = takes; super.init(id: id) }
    override func hitTestSelf(_ point: Point) -> Bool { frame.contains(point) }
    override func pointerBegan(_ e: PointerEvent) -> Bool { log.append("began"); return takes }
    override func pointerMoved(_ e: PointerEvent) { log.append("moved \(e.position.x)") }
    override func pointerEnded(_ e: PointerEvent) { log.append("ended") }
    override func pointerCancelled(_ e: PointerEvent) { log.append("cancelled") }
    override var isFocusable: Bool { true }
    override func paint(into list: inout DisplayList) { list.append(.fillRoundedRect(frame, cornerRadius: 0, fill: .solid(.black))) }
}

@MainActor
struct SceneTests {
    func press(_ phase: PointerPhase, _ x: Double, _ y: Double, id: Int = 0) -> PlatformEvent {
        .pointer(PointerEvent(id: id, kind: .mouse, phase: phase, position: Point(x: x, y: y), timestamp: 0))
    }

    @Test func aFrameInWhichNothingChangedDoesNoLayoutAndNoPaint() {
        let root = StackNode(id: "root", axis: .vertical)
        root.addChild(Recorder("r"))
        let h = SceneHarness(root: root, size: Size(width: 100, height: 100))
        let layouts = h.scene.layoutPassCount, paints = h.scene.paintPassCount
        h.advance(seconds: 0.5)
        #expect(h.scene.layoutPassCount == layouts)
        #expect(h.scene.paintPassCount == paints)
        #expect(h.scene.isIdle)
    }

    @Test func markNeedsPaintRepaintsWithoutLayout() {
        let r = Recorder("r")
        let h = SceneHarness(root: r, size: Size(width: 100, height: 100))
        let layouts = h.scene.layoutPassCount, paints = h.scene.paintPassCount
        r.markNeedsPaint()
        h.frame()
        #expect(h.scene.layoutPassCount == layouts)
        #expect(h.scene.paintPassCount == paints + 1)
        #expect(h.scene.displayList.commands == [.fillRoundedRect(Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 0, fill: .solid(.black))])
    }

    @Test func aResizeRunsLayoutAgain() {
        let r = Recorder("r")
        let h = SceneHarness(root: r, size: Size(width: 100, height: 100))
        h.size = Size(width: 300, height: 50)
        h.frame()
        #expect(r.frame == Rect(x: 0, y: 0, width: 300, height: 50))
    }

    @Test func hitTestingReturnsTheTopmostChildAndSkipsNodesThatTakeNoInput() {
        let root = Node(id: "root")
        let back = Recorder("back"), front = Recorder("front")
        root.addChild(back); root.addChild(front)
        _ = SceneHarness(root: root, size: Size(width: 100, height: 100))
        #expect(root.hitTest(Point(x: 50, y: 50)) === front)
        front.allowsHitTesting = false
        #expect(root.hitTest(Point(x: 50, y: 50)) === back)
        #expect(root.hitTest(Point(x: 150, y: 50)) == nil)
    }

    @Test func aCapturedPointerKeepsItsNodeOutsideTheWindowUntilRelease() {
        let r = Recorder("r")
        let root = StackNode(id: "root", axis: .vertical)
        root.addChild(r)
        let h = SceneHarness(root: root, size: Size(width: 100, height: 100))
        h.send(press(.began, 10, 10))
        h.send(press(.moved, 500, -20))
        h.send(press(.ended, 500, -20))
        #expect(r.log == ["began", "moved 500.0", "ended"])
        #expect(!h.scene.hasActivePointers)
    }

    @Test func aPressIsOfferedToAncestorsUntilOneCapturesIt() {
        let parent = Recorder("parent"), child = Recorder("child", takes: false)
        parent.addChild(child)
        let h = SceneHarness(root: parent, size: Size(width: 100, height: 100))
        h.send(press(.began, 10, 10))
        #expect(child.log == ["began"])
        #expect(parent.log == ["began"])
    }

    @Test func focusLossCancelsEveryCapturedPointer() {
        let r = Recorder("r")
        let h = SceneHarness(root: r, size: Size(width: 100, height: 100))
        h.send(press(.began, 10, 10, id: 3))
        h.send(.focusLost)
        #expect(r.log == ["began", "cancelled"])
        #expect(!h.scene.hasActivePointers)
    }

    @Test func tabAndShiftTabCycleFocusThroughTabStopsInTreeOrder() {
        let root = StackNode(id: "root", axis: .vertical)
        let a = Recorder("a"), b = Recorder("b")
        root.addChild(a); root.addChild(b)
        let h = SceneHarness(root: root, size: Size(width: 100, height: 100))
        h.send(.key(KeyEvent(key: .tab, timestamp: 0)))
        #expect(h.scene.focusedNode === a)
        h.send(.key(KeyEvent(key: .tab, timestamp: 0)))
        #expect(h.scene.focusedNode === b)
        h.send(.key(KeyEvent(key: .tab, timestamp: 0)))
        #expect(h.scene.focusedNode === a)
        h.send(.key(KeyEvent(key: .tab, shift: true, timestamp: 0)))
        #expect(h.scene.focusedNode === b)
    }

    @Test func keyNamesRoundTripWithSDLNames() {
        for name in ["Left", "Right", "Up", "Down", "Tab", "Home", "End", "Escape", "S", "R", "F2"] {
            #expect(Key(sdlName: name).sdlName == name)
        }
        #expect(Key(sdlName: "F2") == .function(2))
        #expect(Key(sdlName: "s") == .character("s"))
    }
}
