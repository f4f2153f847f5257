import Controls

extension App {
    /// The options a script can set (`set …`) as they stand: slow animations, reduce motion, the inspector,
    /// and each `--spring` override given or set since (a recording starts with these, so a replay runs with
    /// them).
    var settingsInForce: [ScriptSetting] {
        [.slowAnimations(slowAnimations), .reduceMotion(scene.reduceMotion), .inspector(isInspectorVisible), .theme(gallery.theme), .textScale(textScale),
         .increaseContrast(gallery.increaseContrast), .backdrop(gallery.backdrop)]
            + springOverrides.map { .spring($0) } + springBSettings
    }

    /// Gives control `id` the segments `titles` (a script's `segments` line): a title the control already
    /// has keeps its icon, tint, badge and state; a new one takes the first segment's tint. The selection
    /// stays on its title where it still exists, else on its index; the indicator morphs to the new layout.
    func setSegments(control id: String, titles: [String]) {
        guard let control = gallery.control(id), !titles.isEmpty else { return }
        let old = control.segments
        let segments = titles.map { t in old.first { $0.title == t } ?? Segment(t, tint: old.first?.tint ?? .blue) }
        scene.withAnimation(control.animation) { control.setSegments(segments) }
        recorder?.record(line: "segments " + ([id] + titles).map(Script.quoted).joined(separator: " "), time: now)
    }

    /// Applies a script's `set` line now, as the option would have at start; a recording gets the line too.
    func apply(_ setting: ScriptSetting) {
        switch setting {
        case .slowAnimations(let on): slowAnimations = on
        case .reduceMotion(let on): scene.reduceMotion = on
        case .inspector(let on): if on != isInspectorVisible { toggleInspector() }
        case .theme(let t): setTheme(t)
        case .textScale(let f): setTextScale(f)
        case .increaseContrast(let on): gallery.setIncreaseContrast(on)
        case .backdrop(let b): gallery.setBackdrop(b)
        case .springB(let o): inspector.setSpringB(o.spec == "none" ? nil : o, for: o.control)
        case .spring(let o): overrideSpring(o)
        }
        recorder?.record(line: setting.line, time: now)
    }
}
