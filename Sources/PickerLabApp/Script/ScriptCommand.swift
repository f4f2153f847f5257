import Controls
import Geometry
import SceneGraph

/// One line of an input script (see `Script`). Coordinates are window points, times seconds. The larger
/// cases are `indirect` so a command is small (a script may hold millions of `key` and `mouse` lines).
enum ScriptCommand: Equatable, Sendable {
    case wait(Double)
    /// `stall MS`: the next frame's paint does MS ms of busy work (see `SimulatedWork`), so it comes out late.
    case stall(Double)
    /// `mouse down|move|up X Y`.
    case mouse(PointerPhase, Point)
    /// `touch down|move|up ID X Y`: ID is the finger id (0, 1, …).
    case touch(PointerPhase, id: Int, Point)
    /// `key NAME`, `key Shift+NAME`, `key Ctrl+Alt+NAME`…, with SDL's key names.
    case key(Key, modifiers: KeyModifiers)
    /// `tap CONTROL LABEL`: a mouse click at the centre of that segment's label.
    case tap(control: String, label: String)
    /// `drag CONTROL FROM TO SECONDS [touch]`.
    indirect case drag(control: String, from: String, to: String, seconds: Double, touch: Bool)
    /// `swipe CONTROL DX SECONDS [touch]` (the pager).
    indirect case swipe(control: String, dx: Double, seconds: Double, touch: Bool)
    case screenshot(String)
    /// `dump FILE.json`: the scene dump at that moment.
    case dump(String)
    /// `resize W H`: resizes the window (points).
    case resize(Size)
    /// `set slow-animations on|off`, `set reduce-motion on|off`, `set spring STYLE=SPEC`: the options in force.
    indirect case set(ScriptSetting)
    /// `focus lost` / `focus gained`: the window loses or gets back focus (a lost focus cancels presses).
    case focus(gained: Bool)
    /// `wheel DX DY`: the mouse wheel turned DX, DY notches (`PlatformEvent.wheel`) where the last `mouse`
    /// line left the pointer.
    case wheel(Point)
    /// `capture start FILE.png [X Y W H]`: record the frames from now on as an animated PNG, of the whole
    /// window or of the region X Y W H (window points).
    indirect case captureStart(String, region: Rect?)
    /// `capture start FILE.png CONTROL`: the same, of that control's frame and a 12-point margin around it.
    indirect case captureControl(String, control: String)
    /// `capture stop`: finish the animated PNG being recorded.
    case captureStop
    /// `segments CONTROL "a" "b" …`: the control's segments become these titles (inserted, removed,
    /// renamed); the selection stays on the same title where it still exists.
    case segments(control: String, titles: [String])
    /// `inspector show|type|copy|swap|keep-b …`: what a tuner does in the spring inspector (see `InspectorScriptCommand`).
    indirect case inspector(InspectorScriptCommand)
    case expectSelected(control: String, label: String)
    indirect case expectIndicator(control: String, x: Double, width: Double, tolerance: Double)
    case expectPage(control: String, page: Int)
    indirect case expectOffset(control: String, pages: Double, tolerance: Double)
}

/// An option a script sets as it runs (what `--slow-animations`, `--reduce-motion` and `--spring` set at start).
enum ScriptSetting: Equatable, Sendable {
    case slowAnimations(Bool)
    case reduceMotion(Bool)
    case spring(SpringOverride)
    /// `set spring-b STYLE=SPEC` (what `--spring-b` sets): the control's second spring, for A/B in the
    /// inspector; `STYLE=none` removes it.
    case springB(SpringOverride)
    /// The spring inspector shown or hidden (`--inspector`, key I).
    case inspector(Bool)
    /// `set theme light|dark` (what `--theme` and key T set).
    case theme(Theme)
    /// `set text-scale F` (what `--text-scale` and Ctrl +/− set), 0.75…2.
    case textScale(Double)
    /// `set increase-contrast on|off` (what `--increase-contrast` and key C set).
    case increaseContrast(Bool)
    /// `set backdrop gradient|photo|stripes|checker` (what `--backdrop` and key B set).
    case backdrop(GlassBackdrop)

    /// The script line that sets it, e.g. `set reduce-motion on`.
    var line: String {
        switch self {
        case .slowAnimations(let on): "set slow-animations \(on ? "on" : "off")"
        case .reduceMotion(let on): "set reduce-motion \(on ? "on" : "off")"
        case .spring(let o): "set spring " + Script.quoted("\(o.control)=\(o.spec)")
        case .springB(let o): "set spring-b " + Script.quoted("\(o.control)=\(o.spec)")
        case .inspector(let on): "set inspector \(on ? "on" : "off")"
        case .theme(let t): "set theme \(t.rawValue)"
        case .textScale(let f): "set text-scale " + (f == f.rounded() ? String(Int(f)) : String(f))
        case .increaseContrast(let on): "set increase-contrast \(on ? "on" : "off")"
        case .backdrop(let b): "set backdrop \(b.rawValue)"
        }
    }
}

/// A command with the line it came from (1-based), for error messages.
struct ScriptLine: Equatable, Sendable {
    private var line: Int32
    var command: ScriptCommand
    /// The 1-based line number.
    var number: Int { Int(line) }

    init(number: Int32, command: ScriptCommand) {
        self.line = number
        self.command = command
    }
}

/// A malformed script line: names the file, the line number and what was wrong; exit code 2.
struct ScriptError: Error, CustomStringConvertible, Equatable {
    var path: String
    var line: Int
    var message: String
    var description: String { line > 0 ? "\(path):\(line): \(message)" : "\(path): \(message)" }
}
