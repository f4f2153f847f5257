import Controls
import SceneGraph

/// The spring inspector in the run (see `InspectorController`): key I toggles it, `--inspector` opens it
/// at start, key P replays the shown control's last selection change.
extension App {
    /// Creates the inspector's wiring (now, so it hears every selection change from the first frame) and
    /// docks it when `--inspector` asked for it.
    func setUpInspector() {
        if options.inspector { inspector.setVisible(true) } else { _ = inspector }
        for o in options.springBOverrides { inspector.setSpringB(o, for: o.control) }
    }

    /// Each control's second spring as the `set spring-b` lines a recording starts with.
    var springBSettings: [ScriptSetting] {
        inspector.springsB.keys.sorted().compactMap { inspector.springsB[$0].map { .springB($0) } }
    }

    /// Runs a script's `inspector …` line (`label` names it in a warning); a recording gets the line too.
    func run(inspector command: InspectorScriptCommand, label: String) {
        if let w = inspector.run(command) { warn("\(label): \(w)") }
        recorder?.record(line: command.line, time: now)
    }

    /// While an inspector field is open for typing every key is the field's (Escape cancels it rather
    /// than quitting; S, R, T, I, P and digits type or are ignored): returns whether `key` went there.
    func routeKeyToField(_ event: PlatformEvent) -> Bool {
        guard case .key = event, inspector.isEditing else { return false }
        scene.dispatch(event)
        return true
    }

    /// Whether the inspector is docked.
    var isInspectorVisible: Bool { inspector.isVisible }

    /// Docks or undocks the inspector (key I); the gallery reflows beside it.
    func toggleInspector() { inspector.setVisible(!inspector.isVisible) }

    /// Handles the inspector's global keys (I, P); returns whether `key` was one.
    func handleInspectorKey(_ key: KeyEvent) -> Bool {
        switch key.key {
        case .character("i"): toggleInspector()
        case .character("p"): inspector.replay()
        case .character("x") where key.modifiers.isEmpty: inspector.swapSprings()
        default: return false
        }
        return true
    }
}
