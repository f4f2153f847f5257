import Controls

extension App {
    /// The options a script can set (`set …`) as they stand: slow animations, reduce motion, the inspector,
    /// and each `--spring` override given or set since (a recording starts with these, so a replay runs with
    /// them).
    public var settingsInForce: [ScriptSetting] {
        [.slowAnimations(slowAnimations), .reduceMotion(scene.reduceMotion), .inspector(isInspectorVisible)] + springOverrides.map { .spring($0) }
    }

    /// Applies a script's `set` line now, as the option would have at start; a recording gets the line too.
    public func apply(_ setting: ScriptSetting) {
        switch setting {
        case .slowAnimations(let on): slowAnimations = on
        case .reduceMotion(let on): scene.reduceMotion = on
        case .inspector(let on): if on != isInspectorVisible { toggleInspector() }
        case .spring(let o):
            gallery.control(o.control)?.animation = o.animation
            springOverrides.removeAll { $0.control == o.control }
            springOverrides.append(o)
        }
        recorder?.record(line: setting.line, time: now)
    }
}
