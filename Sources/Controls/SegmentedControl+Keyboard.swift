import SceneGraph

/// Keyboard: one tab stop per control, a focus ring while focused; Left/Up and Right/Down select the
/// previous/next segment (from the one shown selected), wrapping at the ends (the WAI-ARIA and Flutter convention); Home/End the
/// first/last. Each key press that changes the selection notifies once.
extension SegmentedControl {
    func handleKey(_ event: KeyEvent) -> Bool {
        let n = segments.count
        guard !isDragging else { return false }
        let current = shownIndex   // keys step from what the user sees (a settling pane's target), not the commit
        switch event.key {
        case .left, .up: userSelect((current + n - 1) % n)
        case .right, .down: userSelect((current + 1) % n)
        case .home: userSelect(0)
        case .end: userSelect(n - 1)
        default: return false
        }
        return true
    }
}
