import Controls
import Geometry
@testable import Painting
@testable import SceneGraph
import SceneTesting
import Testing

@MainActor
struct RepaintBoundaryTests {
    func column(_ n: Int) -> ([SegmentedControl], SceneHarness) {
        let col = StackNode(id: "col", axis: .vertical, spacing: 8)
        let controls = (0..<n).map { SegmentedControl(id: "c\($0)", style: PillStyle(), segments: appTabs) }
        for c in controls { col.addChild(c) }
        return (controls, SceneHarness(root: col, size: Size(width: 400, height: Double(n) * 70)))
    }

    @Test func anAnimatingControlReRecordsOnlyItself() {
        let (controls, h) = column(5)
        let before = controls.map(\.recordCount)
        let generation = h.scene.layoutGeneration
        h.tap(at: controls[2].segmentNodes[2].frame.center)
        h.advance(seconds: 0.3)
        #expect(h.scene.isAnimating)
        for (i, c) in controls.enumerated() where i != 2 { #expect(c.recordCount == before[i]) }
        #expect(controls[2].recordCount > before[2] + 10)
        // A selection is laid out in place: no full layout pass.
        #expect(h.scene.layoutGeneration == generation)
        // The display list still holds every control's drawing.
        let tracks = h.scene.displayList.commands.filter {
            if case .fillRoundedRect(_, _, .solid(let c), _) = $0 { return c == Color.black.opacity(0.08) } else { return false }
        }
        #expect(tracks.count == 5)
    }

    @Test func aResizeRecordsEveryControlAgain() {
        let (controls, h) = column(3)
        let before = controls.map(\.recordCount)
        h.size = Size(width: 300, height: 210)
        h.frame()
        for (i, c) in controls.enumerated() { #expect(c.recordCount == before[i] + 1) }
        #expect(controls[0].frame.width == 300)
    }

    @Test func theFocusRingAppearsAfterTabAndGoesAfterAClick() {
        let (controls, h) = column(2)
        func ring() -> Bool {
            h.scene.displayList.commands.contains { if case .strokeRoundedRect(_, _, let c, 2, _) = $0 { return c == Color.blue.opacity(0.85) } else { return false } }
        }
        #expect(!ring())
        h.send(.key(KeyEvent(key: .tab, timestamp: h.time)))
        #expect(ring())
        h.tap(at: controls[1].segmentNodes[0].frame.center)
        #expect(!ring())
        #expect(h.scene.focusedNode === controls[1])   // focus followed the click, without a ring
    }
}
