import Controls
import SceneGraph

/// The spring inspector in the run (see `InspectorController`): key I toggles it, `--inspector` opens it
/// at start, key P replays the shown control's last selection change.
extension App {
    /// Creates the inspector's wiring (now, so it hears every selection change from the first frame) and
    /// docks it when `--inspector` asked for it.
    func setUpInspector() {
        if options.inspector { inspector.setVisible(true) } else { _ = inspector }
    }

    /// Whether the inspector is docked.
    public var isInspectorVisible: Bool { inspector.isVisible }

    /// Docks or undocks the inspector (key I); the gallery reflows beside it.
    public func toggleInspector() { inspector.setVisible(!inspector.isVisible) }

    /// Handles the inspector's global keys (I, P); returns whether `key` was one.
    func handleInspectorKey(_ key: KeyEvent) -> Bool {
        switch key.key {
        case .character("i"): toggleInspector()
        case .character("p"): inspector.replay()
        default: return false
        }
        return true
    }
}
