import SceneGraph

/// Keyboard: one tab stop per control, a focus ring while focused; Left/Up and Right/Down select the
/// previous/next segment, wrapping at the ends (the WAI-ARIA and Flutter convention); Home/End the
/// first/last. Each key press that changes the selection notifies once.
extension SegmentedControl {
    func handleKey(_ event: KeyEvent) -> Bool {
        let n = segments.count
        guard !isDragging else { return false }
        switch event.key {
        case .left, .up: userSelect((selectedIndex + n - 1) % n)
        case .right, .down: userSelect((selectedIndex + 1) % n)
        case .home: userSelect(0)
        case .end: userSelect(n - 1)
        default: return false
        }
        return true
    }
}
