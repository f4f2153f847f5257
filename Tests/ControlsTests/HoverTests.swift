@testable import Controls
import Geometry
@testable import Painting
@testable import SceneGraph
import SceneTesting
import Testing

/// Hover highlight and cursor, in two styles.
@MainActor
struct HoverTests {
    nonisolated static let styles: [any SegmentedControlStyle] = [PillStyle(), TrackStyle()]

    func move(_ h: SceneHarness, _ p: Point) {
        h.send(.pointer(PointerEvent(id: 0, kind: .mouse, phase: .moved, position: p, timestamp: h.time, isPressed: false)))
        h.frame()
    }

    @Test(arguments: [0, 1])
    func aHoveredSegmentIsHighlightedWithAHandAndADisabledOneGetsNeither(style: Int) {
        let c = SegmentedControl(style: Self.styles[style], segments: [Segment("One"), Segment("Two"), Segment("Off", isDisabled: true)])
        let h = harness(c, width: 500)
        h.frame()
        move(h, c.segmentNodes[1].frame.center)
        #expect(c.hoveredIndex == 1 && h.scene.cursor == .hand && h.scene.hoveredNode === c)
        let cell = c.segmentNodes[1].frame.insetBy(dx: 2, dy: 2)
        let highlight = DrawCommand.fillRoundedRect(cell, cornerRadius: cell.height / 2, fill: .solid(Color.black.opacity(0.05)))
        #expect(h.scene.displayList.commands.contains(highlight))
        move(h, c.segmentNodes[2].frame.center)
        #expect(c.hoveredIndex == nil && h.scene.cursor == .arrow)
        // Over the selected segment: the hand (a click there is still a choice), no highlight.
        move(h, c.segmentNodes[0].frame.center)
        #expect(h.scene.cursor == .hand && !h.scene.displayList.commands.contains { if case .fillRoundedRect(let r, _, .solid(Color.black.opacity(0.05)), _) = $0 { return r.width > 0 } else { return false } })
        h.send(.pointerLeft)
        h.frame()
        #expect(c.hoveredIndex == nil && h.scene.cursor == .arrow && h.scene.hoveredNode == nil)
    }
}
