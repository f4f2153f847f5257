import SceneGraph

/// Keyboard: one tab stop per control, a focus ring while focused; Left/Up and Right/Down select the
/// segment to the left/right (from the one shown selected; under right to left, Right is the previous one
/// in reading order), wrapping at the ends (the WAI-ARIA and Flutter convention) and skipping disabled
/// segments; Home/End the first/last enabled in reading order. Each key press that changes the selection
/// notifies once.
extension SegmentedControl {
    func handleKey(_ event: KeyEvent) -> Bool {
        guard !isDragging else { return false }
        let current = shownIndex   // keys step from what the user sees (a settling pane's target), not the commit
        let right = isRightToLeft ? -1 : 1
        switch event.key {
        case .left: userSelect(enabledIndex(from: current, step: -right))
        case .right: userSelect(enabledIndex(from: current, step: right))
        case .up: userSelect(enabledIndex(from: current, step: -1))
        case .down: userSelect(enabledIndex(from: current, step: 1))
        case .home: userSelect(enabledIndex(from: segments.count - 1, step: 1))
        case .end: userSelect(enabledIndex(from: 0, step: -1))
        default: return false
        }
        return true
    }
}
