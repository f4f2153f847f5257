import Controls
import Foundation
import Geometry
import Motion
import SceneGraph

/// A bad command line: names the option and the value; the executable prints it on one line and exits 2.
struct OptionError: Error, CustomStringConvertible, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

/// `--spring STYLE=SPEC`: the animation a control's selection changes use.
public struct SpringOverride: Equatable, Sendable {
    /// The control id (pill, underline, icons, track, thumb, glass).
    var control: String
    var animation: Animation
    /// The SPEC as given (a recording writes it back as `set spring STYLE=SPEC`).
    var spec: String

    /// Parses `STYLE=SPEC` (see `AnimationSpec`); with `anyControl` the id is checked later (a picker
    /// file's control, known once the files are read).
    /// - Throws: `OptionError` naming the bad style or spec.
    static func parse(_ v: String, anyControl: Bool = false) throws -> SpringOverride {
        let kv = v.split(separator: "=", maxSplits: 1).map(String.init)
        guard kv.count == 2, !kv[0].isEmpty else { throw OptionError("--spring: expected STYLE=SPEC, got '\(excerpt(v))'") }
        guard anyControl || BuiltinStyles.names.contains(kv[0]) else {
            throw OptionError("--spring: unknown style '\(excerpt(kv[0]))' (known: \(BuiltinStyles.names.joined(separator: ", ")))")
        }
        do { return SpringOverride(control: kv[0], animation: try AnimationSpec.parse(kv[1]), spec: kv[1]) } catch let e as OptionError {
            throw OptionError("--spring: \(e.message)")
        }
    }
}

/// The parsed command line of `pickerlab [options]` (see `Options.usage`).
public struct Options: Equatable, Sendable {
    /// Run without a display (`--headless`): see `hostSettings`.
    public var headless = false
    /// The renderer asked for (`--renderer auto|software|opengl|opengles2`, default auto).
    public var renderer: HostSettings.Renderer = .auto
    /// Stop after this many frames.
    var frames: Int?
    /// Stop after this many seconds (virtual seconds when headless).
    var duration: Double?
    /// Write the last frame here as PNG at exit.
    var screenshotPath: String?
    /// Write the scene as JSON here at exit.
    var dumpScenePath: String?
    /// Window size in points.
    public var size = Size(width: 1100, height: 760)
    /// UI scale factor: drawable pixels per point on top of the display's own scale.
    var scale = 1.0
    /// Folder with fonts/ (default: found next to the executable or the working directory).
    var assetsDirectory: String?
    /// Where the headless tour writes (used when there is no display).
    var tourDirectory = "pickerlab-tour"
    var showHelp = false
    /// Animation clock 10× slower (the iOS Simulator's Slow Animations); toggled at run time with S.
    public var slowAnimations = false
    /// Indicators cross-fade instead of sliding (Reduce Motion); toggled at run time with R.
    var reduceMotion = false
    /// Record a Chrome trace of every frame here (`--trace FILE.json`).
    public var tracePath: String?
    /// Replay this input script (`--script FILE`).
    var scriptPath: String?
    /// Record the session's input as a script (`--record FILE`).
    var recordPath: String?
    /// Record the run as an animated PNG here (`--capture FILE.png`).
    var capturePath: String?
    /// Size of captured frames relative to the drawable (`--capture-scale F`).
    var captureScale = 1.0
    /// Per-control animation overrides from `--spring STYLE=SPEC`, in the order given.
    var springOverrides: [SpringOverride] = []
    /// Each control's second spring B from `--spring-b STYLE=SPEC` (A/B in the inspector), in the order given.
    var springBOverrides: [SpringOverride] = []
    /// Redraw the whole window every frame instead of only its damaged region (`--full-redraw`).
    public var fullRedraw = false
    /// The refresh rate in Hz (`--refresh HZ`, 30…240); nil: the display's (60 headless).
    public var refreshRate: Double?
    /// Draw every layer directly instead of compositing moving ones from textures (`--no-layers`).
    public var noLayers = false
    /// Open the spring inspector at start (`--inspector`; key I toggles it).
    var inspector = false
    /// Picker files whose controls join the gallery (`--picker FILE.json`, repeatable), in the order given.
    var pickerPaths: [String] = []
    /// Show only the picker files' controls (`--only`).
    var onlyPickers = false
    /// Lay every control out right to left (`--rtl`).
    var rightToLeft = false
    /// The labels' text scale (`--text-scale F`, 0.75…2; Ctrl +/− at run time).
    var textScale = 1.0
    /// The theme at start (`--theme light|dark`; key T toggles).
    var theme = Theme.light
    /// Busy work added to chosen frames' paint, making them late on purpose (`--simulate-work MS[@FRAMES]`).
    var simulateWork: SimulatedWork?
    /// `--increase-contrast`: the glass frosted and smoked, as iOS's Increase Contrast setting draws it (key C).
    var increaseContrast = false
    /// `--backdrop`: what the glass panels show behind the glass (key B cycles).
    var backdrop = GlassBackdrop.gradient

    /// The defaults: a 1100 × 760 window at scale 1, the gallery and nothing recorded.
    public init() {}

    /// The host settings these options ask for: headless is the offscreen driver, the virtual clock and no
    /// present; otherwise a window on the display; either with `renderer`.
    public var hostSettings: HostSettings {
        var s: HostSettings = headless ? .headless(renderer: renderer) : .windowed(renderer: renderer)
        s.fullRedraw = fullRedraw
        s.refreshRate = refreshRate
        s.layers = !noLayers
        return s
    }

    /// The help text.
    static let usage = """
    usage: pickerlab [options]

      --headless             run without a display (offscreen driver, a virtual clock advancing one refresh
                             interval per frame, every frame rasterised to completion, nothing presented)
      --refresh HZ           the refresh rate the vsync grid and the virtual clock run at, 30 to 240
                             (default: the display's; 60 headless), e.g. 120 for a ProMotion display
      --renderer NAME        auto (default: SDL's accelerated renderer where there is one — headless, OpenGL
                             through EGL — else software), software, opengl or opengles2
      --frames N             stop after N frames (N ≥ 1)
      --duration SECONDS     stop after that much time (virtual time when headless)
      --screenshot FILE.png  at exit, write the last frame as PNG at drawable pixel size
      --dump-scene FILE.json at exit, write the scene (controls, segments, indicator, nodes) as JSON
      --size WxH             window size in points (default 1100x760)
      --scale F              UI scale factor, e.g. 2 for a HiDPI look (default 1; 0.25 ≤ F ≤ 8;
                             the drawable, size × scale, is at most 16384 pixels a side)
      --assets DIR           folder holding fonts/ (default: the repository's assets/)
      --tour-dir DIR         where the no-display tour writes (default pickerlab-tour)
      --slow-animations      run the animation clock 10x slower (key S toggles)
      --reduce-motion        indicators cross-fade instead of sliding (key R toggles)
      --inspector            open the spring inspector at the right edge (key I toggles; P replays)
      --spring STYLE=SPEC    override a control's animation, e.g. glass=response:0.4,dampingFraction:0.6
                             or pill=bouncy or thumb=snappy,duration:0.28 (repeatable). Also:
                             pickerlab spring SPEC [--json] (its values and code for other platforms)
      --spring-b STYLE=SPEC  a second spring B for that control (same SPEC), compared with A: a ghost
                             indicator moves with B, the inspector plots both; X swaps them (repeatable)
      --picker FILE.json     add the controls defined in FILE to the gallery (repeatable; see README,
                             "Picker files"); a window reloads the file when it is saved
      --only                 show only the --picker files' controls
      --rtl                  lay every control out right to left (mirrored order, motion, drags, keys)
      --text-scale F         scale every label by F, 0.75 to 2 (Ctrl + / Ctrl - change it at run time)
      --theme light|dark     the controls' colours and the window background (key T toggles)
      --increase-contrast    frosted, smoked glass instead of clear glass (iOS's setting; key C toggles)
      --backdrop NAME        behind the glass: gradient (default), photo, stripes or checker (key B cycles)
      --trace FILE.json      record every frame as Chrome trace events (open in Perfetto); prints a summary
                             at exit; FILE.pftrace writes Perfetto's protobuf format with its frame timeline.
                             Also: pickerlab trace summary FILE.json [--json],
                             pickerlab trace repair FILE.json,
                             pickerlab trace compare A.json B.json [--json] [--fail-if-slower PERCENT]
      --simulate-work MS[@FRAMES]
                             busy work of MS ms in each frame's paint (or only frames FRAMES, numbered from 0
                             as in the trace: e.g. 40@30,60-62), so those frames are late on purpose
      --script FILE          replay an input script through SDL's event queue (see README; - reads standard
                             input); a failed expect exits 3, a malformed line exits 2 before anything runs
      --record FILE          record this session's input (mouse, touch, keys, focus) as a script, after
                             the window size and the options in force
      --capture FILE.png     record the run as an animated PNG (APNG), every frame at its real timing
                             (virtual time headless); identical frames are merged
      --capture-scale F      captured frames at F × the drawable size (default 1; 0.1 ≤ F ≤ 4)
      --full-redraw          redraw the whole window every frame (default: only the damaged region, drawn
                             into a render target and copied to the window)
      --no-layers            draw every layer directly (default: a moving layer — a page of the pane — is
                             copied from a texture it was rasterised into, redrawn only when it changes)
      -h, --help             show this help

    Keys: Escape quits; Tab/Shift-Tab move focus; Left/Right/Home/End change the focused control;
    S slow animations; R reduce motion; T light/dark theme; C increase contrast; B glass backdrop; Ctrl +/- text size; F2 frame graph;
    F3 (with the graph on) flashes redrawn rectangles;
    I spring inspector; P replay the last change; X swap the shown control's springs A and B.
    Without a display and without --headless, pickerlab runs the headless tour and writes screenshots.
    """

    /// Parses `arguments` (without the program name).
    /// - Throws: `OptionError` naming the unknown option, the bad value, or a single-valued option given twice.
    static func parse(_ arguments: [String]) throws -> Options {
        var o = Options()
        var i = 0
        var given: Set<String> = []
        var springs: [String] = [], springsB: [String] = []
        func value(_ name: String) throws -> String {
            // A single-valued option given twice is an error, not last-wins (`--spring` is repeatable).
            guard name == "--spring" || name == "--spring-b" || name == "--picker" || given.insert(name).inserted else {
                throw OptionError("\(name) given twice (it takes one value)")
            }
            i += 1
            guard i < arguments.count else { throw OptionError("\(name) needs a value") }
            return arguments[i]
        }
        while i < arguments.count {
            let a = arguments[i]
            switch a {
            case "-h", "--help": o.showHelp = true
            case "--headless": o.headless = true
            case "--renderer":
                let v = try value(a)
                guard let r = HostSettings.Renderer(rawValue: v) else {
                    throw OptionError("--renderer: expected one of \(HostSettings.Renderer.allCases.map(\.rawValue).joined(separator: ", ")), got '\(v)'")
                }
                o.renderer = r
            case "--frames":
                let v = try value(a)
                guard let n = Int(v), n >= 1 else { throw OptionError("--frames: expected a whole number ≥ 1, got '\(excerpt(v))'") }
                o.frames = n
            case "--duration":
                let v = try value(a)
                guard let d = DecimalNumber.parse(v), d > 0 else { throw OptionError("--duration: expected seconds > 0, got '\(excerpt(v))'") }
                o.duration = d
            case "--screenshot": o.screenshotPath = try nonEmpty(value(a), a)
            case "--dump-scene": o.dumpScenePath = try nonEmpty(value(a), a)
            case "--size": o.size = try parseSize(value(a))
            case "--scale":
                let v = try value(a)
                guard let s = DecimalNumber.parse(v), s >= Options.scaleRange.lowerBound, s <= Options.scaleRange.upperBound else {
                    throw OptionError("--scale: expected a factor from \(Options.scaleRange.lowerBound) to \(Int(Options.scaleRange.upperBound)) (e.g. 2), got '\(excerpt(v))'")
                }
                o.scale = s
            case "--assets": o.assetsDirectory = try nonEmpty(value(a), a)
            case "--tour-dir": o.tourDirectory = try nonEmpty(value(a), a)
            case "--trace": o.tracePath = try nonEmpty(value(a), a)
            case "--script":
                let v = try value(a)
                o.scriptPath = v == "-" ? v : try nonEmpty(v, a)   // `-`: standard input
            case "--record": o.recordPath = try nonEmpty(value(a), a)
            case "--capture": o.capturePath = try nonEmpty(value(a), a)
            case "--capture-scale":
                let v = try value(a)
                guard let f = DecimalNumber.parse(v), Options.captureScaleRange.contains(f) else {
                    throw OptionError("--capture-scale: expected a factor from 0.1 to 4 (e.g. 0.5), got '\(v)'")
                }
                o.captureScale = f
            case "--simulate-work": o.simulateWork = try SimulatedWork.parse(value(a))
            case "--slow-animations": o.slowAnimations = true
            case "--inspector": o.inspector = true
            case "--reduce-motion": o.reduceMotion = true
            case "--full-redraw": o.fullRedraw = true
            case "--no-layers": o.noLayers = true
            case "--refresh":
                let v = try value(a)
                guard let hz = DecimalNumber.parse(v), Options.refreshRange.contains(hz) else {
                    throw OptionError("--refresh: expected a rate in Hz from 30 to 240 (e.g. 120), got '\(excerpt(v))'")
                }
                o.refreshRate = hz
            case "--spring": springs.append(try value(a))
            case "--spring-b": springsB.append(try value(a))
            case "--picker": o.pickerPaths.append(try nonEmpty(value(a), a))
            case "--only": o.onlyPickers = true
            case "--rtl": o.rightToLeft = true
            case "--text-scale":
                let v = try value(a)
                guard let f = DecimalNumber.parse(v), Options.textScaleRange.contains(f) else {
                    throw OptionError("--text-scale: expected a factor from 0.75 to 2 (e.g. 1.5), got '\(excerpt(v))'")
                }
                o.textScale = f
            case "--increase-contrast": o.increaseContrast = true
            case "--backdrop":
                let v = try value(a)
                guard let b = GlassBackdrop(rawValue: v) else {
                    throw OptionError("--backdrop: expected gradient, photo, stripes or checker, got '\(excerpt(v))'")
                }
                o.backdrop = b
            case "--theme":
                let v = try value(a)
                guard let t = Theme(rawValue: v) else { throw OptionError("--theme: expected light or dark, got '\(excerpt(v))'") }
                o.theme = t
            default:
                throw OptionError(a.hasPrefix("-") ? "unknown option '\(excerpt(a))' (see --help)" : "unexpected argument '\(excerpt(a))' (see --help)")
            }
            i += 1
        }
        // A picker file's control may be named too: its id is checked once the files are read.
        o.springOverrides = try springs.map { try SpringOverride.parse($0, anyControl: !o.pickerPaths.isEmpty) }
        for (i, s) in o.springOverrides.enumerated() where o.springOverrides[..<i].contains(where: { $0.control == s.control }) {
            throw OptionError("--spring: \(s.control) is given twice (one spring per control)")
        }
        // The same syntax and domain as --spring, by the same parser.
        o.springBOverrides = try springsB.map { v in
            // A picker file's control too, as --spring: checked once the files are read.
            do { return try SpringOverride.parse(v, anyControl: !o.pickerPaths.isEmpty) } catch let e as OptionError { throw OptionError("--spring-b" + e.message.dropFirst("--spring".count)) }
        }
        for (i, s) in o.springBOverrides.enumerated() where o.springBOverrides[..<i].contains(where: { $0.control == s.control }) {
            throw OptionError("--spring-b: \(s.control) is given twice (one spring B per control)")
        }
        if o.onlyPickers && o.pickerPaths.isEmpty { throw OptionError("--only: shows only the controls of --picker files, and none was given") }
        // Two outputs naming one file, an output over an input, a capture's later part over either: exit 2.
        try OutputRule.check(o)
        let pixels = (o.size.width * o.scale, o.size.height * o.scale)
        if pixels.0 > Options.maxDrawable || pixels.1 > Options.maxDrawable {
            throw OptionError("--size \(Int(o.size.width))x\(Int(o.size.height)) at --scale \(fmt(o.scale)) is \(Int(pixels.0))x\(Int(pixels.1)) pixels; the drawable can be at most \(Int(Options.maxDrawable)) on a side")
        }
        // Captured frames have the same limit: drawable × --capture-scale.
        let captured = (pixels.0 * o.captureScale, pixels.1 * o.captureScale)
        if captured.0 > Options.maxDrawable || captured.1 > Options.maxDrawable {
            throw OptionError("--capture-scale \(fmt(o.captureScale)) makes captured frames \(Int(captured.0))x\(Int(captured.1)) pixels; they can be at most \(Int(Options.maxDrawable)) on a side")
        }
        return o
    }

    /// The accepted refresh rates in Hz (`--refresh`).
    static let refreshRange = 30.0...240.0
    /// The accepted text scales (`--text-scale`).
    static let textScaleRange = 0.75...2.0
    /// The accepted UI scale factors.
    static let scaleRange = 0.25...8.0
    /// The accepted `--capture-scale` factors.
    static let captureScaleRange = 0.1...4.0
    /// The largest drawable side in pixels (SDL's and most GPUs' texture limit).
    static let maxDrawable = 16384.0

    private static func fmt(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }

    /// A path value: not empty and not an option (write ./-name for a file whose name starts with "-").
    private static func nonEmpty(_ v: String, _ name: String) throws -> String {
        guard !v.isEmpty, !v.hasPrefix("-") else { throw OptionError("\(name): expected a path, got '\(excerpt(v))'") }
        return v
    }

    /// Parses "WxH" in points; each side a whole number from 1 to 16384.
    static func parseSize(_ v: String) throws -> Size {
        let parts = v.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.count <= 5 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let w = Double(parts[0]), let h = Double(parts[1]), w >= 1, h >= 1, w <= 16384, h <= 16384 else {
            throw OptionError("--size: expected WxH in whole points, each 1…16384 (e.g. 1100x760), got '\(excerpt(v))'")
        }
        return Size(width: w, height: h)
    }
}
