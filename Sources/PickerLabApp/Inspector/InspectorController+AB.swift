import Controls
import Foundation
import Motion
import SceneGraph

/// A/B and the inspector's script commands: a second spring B per control (its ghost indicator moves with
/// B beside the control's own indicator, both curves in the plot), swapping A and B (key X), and typing a
/// value into a field from a script.
extension InspectorController {
    /// Gives control `id` the second spring of `o` (nil: removes it). The ghost shows at once.
    func setSpringB(_ o: SpringOverride?, for id: String) {
        guard let app, let control = app.gallery.control(id) else { return }
        if let o { springsB[id] = o } else { springsB[id] = nil }
        if o != nil, ghostB.parent == nil, let dock = app.scene.root as? DockNode { dock.addChild(ghostB) }
        ghostB.setAnimation(o?.animation, for: control)
        if control === target { panel.showB(o?.animation) }
    }

    /// "Keep as B": the shown control's current spring becomes its B (and A stays to be tuned further).
    func keepAsB() {
        guard let target else { return }
        let a = target.animation
        setSpringB(SpringOverride(control: target.id, animation: a, spec: InspectorController.spec(of: a)), for: target.id)
    }

    /// Swaps A and B of control `id` (the shown one when nil; key X): the control animates with what was
    /// B — a running animation retargets without a jump — and B becomes what was A. Returns whether the
    /// control had a B.
    @discardableResult
    func swapSprings(_ id: String? = nil) -> Bool {
        guard let app, let control = id.flatMap({ app.gallery.control($0) }) ?? target, let b = springsB[control.id] else { return false }
        let a = control.animation
        control.setAnimation(b.animation, at: app.scene.animationTime)
        setSpringB(SpringOverride(control: control.id, animation: a, spec: InspectorController.spec(of: a)), for: control.id)
        if control === target { panel.show(InspectorController.spring(of: control), for: control.id) }
        return true
    }

    /// `animation` as a `--spring` SPEC (a spring in response / dampingFraction; a timing curve by name).
    static func spec(of animation: Animation) -> String {
        switch animation {
        case .spring(let s): return SpringParameterisation.perceptual.spec(of: s)
        case .timing(let curve): return "linear,duration:\(SpringParameterisation.decimal(curve.duration))"
        }
    }

    /// The `springB` object of the dump for control `id`: B's parameters and the ghost's frame.
    func springBDump(_ id: String) -> [String: Any]? {
        guard let o = springsB[id] else { return nil }
        var out: [String: Any] = ["spec": o.spec]
        if case .spring(let s) = o.animation {
            out.merge(["response": s.response, "dampingFraction": s.dampingFraction, "mass": s.mass, "stiffness": s.stiffness,
                       "damping": s.damping, "settle_seconds": s.settlingDuration(tolerance: 0.005)]) { a, _ in a }
        }
        if let f = ghostB.shownFrame(id) { out["ghost"] = SceneDump.rect(f) }
        return out
    }

    /// Whether a field of the panel is open for typing (keys then go to it before any global key).
    var isEditing: Bool { isVisible && panel.isEditing }

    /// Runs a script's `inspector …` command; returns a warning (a refused value, nothing to swap), or nil.
    func run(_ command: InspectorScriptCommand) -> String? {
        switch command {
        case .show(let id):
            show(id)
        case .type(let field, let value):
            guard isVisible else { return "inspector type: the inspector is not shown (set inspector on)" }
            if let message = panel.type(field, value) { return "inspector type \(field) \(value): \(message)" }
        case .copy(let key):
            guard isVisible else { return "inspector copy: the inspector is not shown (set inspector on)" }
            copy(key)
        case .swap(let id):
            if !swapSprings(id) { return "inspector swap: \(id ?? panel.controlID) has no spring B (set spring-b)" }
        case .keepB:
            keepAsB()
        }
        return nil
    }
}

/// A script's `inspector …` line (see `Script`): what a tuner does in the panel, headless.
enum InspectorScriptCommand: Equatable, Sendable {
    /// `inspector show CONTROL`: the panel shows that control (as a tap on it would).
    case show(String)
    /// `inspector type FIELD VALUE`: types VALUE into the field and presses Enter.
    case type(field: String, value: String)
    /// `inspector copy PLATFORM`: the copy button of `swiftui`, `uikit`, `flutter`, `compose`, `android` or `css`.
    case copy(String)
    /// `inspector swap [CONTROL]`: swaps A and B (key X).
    case swap(String?)
    /// `inspector keep-b`: the shown spring becomes B ("Keep as B").
    case keepB

    /// The script line.
    var line: String {
        switch self {
        case .show(let id): "inspector show \(Script.quoted(id))"
        case .type(let f, let v): "inspector type \(f) \(v)"
        case .copy(let k): "inspector copy \(k)"
        case .swap(let id): "inspector swap" + (id.map { " " + Script.quoted($0) } ?? "")
        case .keepB: "inspector keep-b"
        }
    }
}
