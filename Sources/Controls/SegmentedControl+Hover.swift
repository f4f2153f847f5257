import Geometry
import Painting
import SceneGraph

/// Hover (desktop): a faint highlight on the segment under the mouse and a hand cursor over selectable
/// segments; a disabled segment gets neither (the arrow).
extension SegmentedControl {
    func handleHover(_ event: PointerEvent) -> Bool {
        let index = selectableIndex(at: event.position)
        if index != hoveredIndex {
            hoveredIndex = index
            markNeedsPaint()
        }
        return true
    }

    func handleHoverEnded() {
        guard hoveredIndex != nil else { return }
        hoveredIndex = nil
        markNeedsPaint()
    }

    func hoverCursor(at point: Point) -> Cursor { selectableIndex(at: point) != nil ? .hand : .arrow }

    /// The highlight under a hovered segment's label: its cell inset by 2 points, black at 5% (white at 8%
    /// in the dark theme), rounded like a capsule. Not drawn under the selected segment or while pressed.
    func paintHover(into list: inout DisplayList) {
        guard let i = hoveredIndex, i < segmentNodes.count, i != shownIndex, gesture.isIdle else { return }
        let cell = segmentNodes[i].frame.insetBy(dx: 2, dy: 2)
        guard cell.width > 0, cell.height > 0 else { return }
        let ink = theme == .dark ? Color.white.opacity(0.08) : Color.black.opacity(0.05)
        list.append(.fillRoundedRect(cell, cornerRadius: cell.height / 2, fill: .solid(ink)))
    }
}

extension SegmentedControl.Gesture {
    var isIdle: Bool { if case .idle = self { return true } else { return false } }
}
