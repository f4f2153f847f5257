import Controls
import Foundation
import FrameTrace
import Geometry
import Painting
import SceneGraph

/// One run of PickerLab: the gallery scene on a platform host, run frame by frame by its `FrameDriver`
/// (input → animate → layout → paint → render → present); the app is the driver's delegate and wires
/// scripts, recording, tracing, the frame timeline and captures into its frames (App+FrameLoop.swift).
@MainActor
public final class App: FrameGraphSource {
    /// The command line the run was started with.
    let options: Options
    /// The platform the run is on.
    let host: PlatformHost
    /// The controls and the pane.
    public let gallery: Gallery
    /// The scene the frames run.
    public let scene: Scene
    /// The frame loop: clocks and phases.
    let driver: FrameDriver
    /// The frame clock (virtual headless, monotonic in a window).
    var clock: FrameClock { driver.clock }
    /// Frames rendered so far.
    var frameIndex: Int { driver.frameIndex }
    /// Seconds on the frame clock: the frame's time during a frame; between frames, headless, the next one's.
    var now: Double { driver.now }
    var quitRequested = false
    /// A windowed run with `--frames N` renders N frames back to back (paced by vsync or the timer) even
    /// when nothing changes, so "stop after N frames" ends; otherwise an idle window renders nothing.
    var rendersEveryFrame: Bool { driver.drawsEveryFrame }
    /// Whether a quit arrived (window button, Escape, SIGINT, SIGTERM).
    var isQuitRequested: Bool { quitRequested }
    /// The input script being replayed, if any.
    public var script: ScriptRunner?
    /// The input recorder, if `--record` was given.
    private(set) var recorder: InputRecorder?
    /// Seconds on the animation clock: the frame clock, slowed 10× while slow animations are on.
    var animationTime: Double { driver.animationTime }
    /// What the last frame did: its phases on the wall clock and on the thread's CPU clock (the bench reads it).
    public var lastFrameReport: FrameReport { driver.lastReport }
    /// Whether the animation clock runs 10× slower (`--slow-animations`, key S).
    var slowAnimations: Bool {
        get { driver.animationSlowdown != 1 }
        set { driver.animationSlowdown = newValue ? App.slowAnimationFactor : 1 }
    }
    /// How much slower the animation clock runs with slow animations on (the iOS Simulator's factor).
    static let slowAnimationFactor = 10.0
    /// The last 240 frames' phase timings (for the frame graph).
    public internal(set) var timeline = FrameTimeline()
    /// Whether `finish()` prints the trace summary (the benchmark turns it off).
    public var printsTraceSummary = true
    /// The trace being recorded (`--trace`), if any: Chrome JSON, or Perfetto protobuf for a `.pftrace`.
    private(set) var trace: (any TraceRecording)?
    /// The on-screen frame graph (F2).
    private let frameGraph: FrameGraphNode
    /// Whether the frame graph (F2) is shown.
    var isFrameGraphVisible: Bool { frameGraph.isVisible }
    /// Whether F3 asked for paint flashing (the redrawn rectangles tinted); it shows while the graph is on.
    private(set) var paintFlashing = false
    /// Whether rendered frames flash their redrawn rectangles now: F3 on and the frame graph shown.
    var flashesPaint: Bool { paintFlashing && frameGraph.isVisible }
    /// The `--spring` overrides in force (from the command line, then scripts' `set spring`), one per control.
    private(set) var springOverrides: [SpringOverride] = []
    /// A one-line warning raised during the run (an unwritable trace); the run then exits 1.
    private(set) var warnings: [String] = []
    /// Trace time (µs) of the frame being produced, and the monotonic reading at its start.
    var frameStartUs: Int64 = 0
    var frameStartReal: Int64 = 0
    /// The frame's slot on its clock (µs): the virtual 1/60 s slot headless, the start otherwise.
    var frameSlotUs: Int64 = 0
    /// Milliseconds of busy work the next frame's paint does (the script's `stall MS`), then 0.
    var pendingStallMs = 0.0
    /// The vsync grid frames aim at (the display's refresh interval; the virtual clock headless).
    private(set) var vsync: VsyncGrid
    /// Whether the last present blocked for vsync (then no pacing timer is needed).
    var lastPresentBlocked = false
    /// What the last frame that drew rendered (draw calls, vertices, the renderer's timed passes).
    public var lastRenderStats: RenderStats { driver.lastRenderStats }
    /// What the trace's motion counters last wrote.
    var motionCounters = MotionCounters()
    /// The monotonic clock in µs (injectable for tests of frame timing): the driver's.
    var timeSource: () -> Int64 {
        get { driver.timeSource }
        set { driver.timeSource = newValue }
    }
    /// Sleeps until the monotonic time in µs (injectable, like `timeSource`); the pacing timer.
    var sleepUntil: (Int64) -> Void = { MonotonicClock.sleep(untilMicroseconds: $0) }
    /// The moving pictures being recorded (`--capture`, a script's `capture start`; see App+Capture).
    var captureState = CaptureState()

    /// The picker files' error banner (a broken save).
    let banner = BannerNode()
    /// Watches the `--picker` files in a window (nil headless or without files).
    var pickerWatcher: PickerWatcher?
    var lastPickerPoll = 0.0
    /// Material Icons names for reloads.
    var iconCatalog: [String: UInt32] = [:]
    /// Why `iconCatalog` is empty, if it is (see `IconCatalog.read`).
    var iconProblem: String?
    /// The dark theme's window background.
    let background = ThemeBackground()
    /// The labels' text scale (`--text-scale`, Ctrl +/−), 0.75…2.
    private(set) var textScale = 1.0
    /// How much Ctrl + and Ctrl − change the text scale.
    static let textScaleStep = 0.25

    /// Shows every control in `theme` (`--theme`, key T) on that theme's window background.
    func setTheme(_ theme: Theme) {
        gallery.setTheme(theme)
        background.theme = theme
    }

    /// Scales every control's labels by `scale`, clamped to `Options.textScaleRange` (Dynamic Type).
    func setTextScale(_ scale: Double) {
        textScale = clamp(scale, Options.textScaleRange.lowerBound, Options.textScaleRange.upperBound)
        for c in gallery.controls { c.textScale = textScale }
    }

    /// Creates the gallery scene on `host`, with the controls of the picker files in `pickers`.
    public init(options: Options, host: PlatformHost, pickers: [PickerDefinition] = []) {
        self.options = options
        self.host = host
        self.gallery = Gallery(pickers: pickers, only: options.onlyPickers)
        let graph = FrameGraphNode()
        self.frameGraph = graph
        let root = DockNode(id: "root")
        root.addChild(background)
        root.addChild(gallery.root)
        root.addChild(banner)
        root.addChild(graph)
        self.scene = Scene(root: root)
        gallery.connect(scene)
        self.driver = FrameDriver(scene: scene, host: host)
        self.vsync = VsyncGrid(periodUs: host.refreshInterval * 1e6)
        driver.drawsEveryFrame = host.settings.presentation == .display && options.frames != nil
        slowAnimations = options.slowAnimations
        scene.reduceMotion = options.reduceMotion
        gallery.setIncreaseContrast(options.increaseContrast)
        gallery.setBackdrop(options.backdrop)
        for o in options.springOverrides { gallery.control(o.control)?.animation = o.animation }
        if options.rightToLeft { for c in gallery.controls { c.isRightToLeft = true }; for p in gallery.pagers { p.isRightToLeft = true } }
        gallery.mirrorCaptions()
        setTheme(options.theme)
        setTextScale(options.textScale)
        if !options.pickerPaths.isEmpty, host.settings.presentation == .display { pickerWatcher = PickerWatcher(paths: options.pickerPaths) }
        springOverrides = options.springOverrides
        graph.source = self
        if let path = options.tracePath {
            // Flushed twice a second, so a killed session keeps everything up to a second before the kill with room to spare.
            let hz = String(format: "%g", 1 / host.refreshInterval)
            let refresh = host.settings.refreshRate != nil ? "refresh: \(hz) Hz (--refresh)"
                : host.refreshIntervalIsMeasured ? "refresh: \(hz) Hz" : "refresh: 60 Hz (the display reports none; assumed)"
            let writer = TraceRecordings.open(path: path, clock: { MonotonicClock.seconds() }, flushInterval: 0.5,
                                              labels: ["renderer: \(host.rendererName)", refresh])
            trace = writer
            if let w = writer.warning { warn(w) }
        }
        observeSelections()
        setUpInspector()
        driver.delegate = self
    }

    /// The spring inspector's state (see App+Inspector.swift).
    lazy var inspector = InspectorController(app: self)

    /// Prints a one-line warning (once per message) and makes the run exit 1 at the end.
    func warn(_ message: String) {
        guard !warnings.contains(message) else { return }
        warnings.append(message)
        PickerLabMain.printError("warning: " + message)
    }

    /// The current trace time in µs: the frame's start on its clock (virtual when headless) plus the real
    /// time spent in the frame so far.
    /// Headless, events of the scene (selection changes, feedback pulses, inputs, motion counters) are stamped
    /// at the frame's virtual slot, so two runs of one script give the same motion timeline even when a frame's
    /// real work pushed its slice later.
    func traceNow() -> Int64 { clock.isVirtual ? frameSlotUs : frameStartUs + (timeSource() - frameStartReal) }

    /// Whether the run should end now (quit, or the frame / duration limit reached).
    var shouldStop: Bool {
        if quitRequested { return true }
        if let n = options.frames, frameIndex >= n { return true }
        if let d = options.duration, now >= d - 1e-9 { return true }
        if let script, options.frames == nil, options.duration == nil {
            return script.isFinished   // the script ends the run when it ends
        }
        if options.headless, options.frames == nil, options.duration == nil {
            // Headless with no limit: run until the scene is idle (at least one frame), at most 10 s.
            return frameIndex >= 1 && scene.isIdle || now >= 10
        }
        return false
    }

    /// The frame deadline (the display's refresh interval) in seconds, for the frame graph.
    var refreshInterval: Double { host.refreshInterval }
    /// The renderer in use, for the frame graph.
    var rendererName: String { host.rendererName }
    /// The frames of every control and the pane, for the frame graph's placement.
    var controlFrames: [Rect] { gallery.controls.map(\.frame) + gallery.pagers.map(\.frame) + (gallery.showsBuiltins ? [gallery.card.frame] : []) }

    /// The time an event happened, in seconds since the run started.
    func eventTime(_ e: PlatformEvent) -> Double {
        switch e {
        case .pointer(let p): return clock.isVirtual ? now : p.timestamp
        case .key(let k): return clock.isVirtual ? now : k.timestamp
        default: return now
        }
    }

    /// The frame of the control with `id` (a segmented control or the pager), in points.
    func controlFrame(_ id: String) -> Rect? { gallery.pagers.first { $0.id == id }?.frame ?? gallery.control(id)?.frame }

    /// The settled page and scroll offset (in pages) of the paged pane `id`, if there is one.
    func pagerState(_ id: String) -> (page: Int, offset: Double)? {
        gallery.pagers.first { $0.id == id }.map { ($0.page, $0.offset) }
    }

    /// What input scripts may name: control ids and their labels.
    var scriptCatalog: Script.Catalog { App.catalog(of: gallery) }

    private static func catalog(of gallery: Gallery) -> Script.Catalog {
        var c: Script.Catalog = [:]
        for control in gallery.controls { c[control.id] = .some(control.segments.map(\.title)) }
        for pane in gallery.pagers { c[pane.id] = .some(nil) }
        return c
    }

    /// Each control's disabled titles in `gallery`, as a script's `segments` line keeps them (a title takes the
    /// state of the first segment that has it, as `setSegments(control:titles:)` does).
    private static func disabledTitles(of gallery: Gallery) -> [String: Set<String>] {
        var d: [String: Set<String>] = [:]
        for control in gallery.controls {
            var seen = Set<String>(), off = Set<String>()
            for s in control.segments where seen.insert(s.title).inserted && s.isDisabled { off.insert(s.title) }
            d[control.id] = off
        }
        return d
    }

    /// Parses an input script against this run's controls: what it may name and which of their titles are
    /// disabled (see `Script.parse`).
    public func parseScript(_ text: String, path: String, scale: Double = 1) throws -> Script {
        try Script.parse(text, path: path, catalog: scriptCatalog, disabled: App.disabledTitles(of: gallery), scale: scale)
    }

    /// Parses an input script against the controls a run showing `pickers` (`only`: `--only`) will have,
    /// before any app or host exists: a malformed script leaves every file as it was.
    static func parseScript(_ text: String, path: String, pickers: [PickerDefinition], only: Bool, scale: Double) throws -> Script {
        let gallery = Gallery(pickers: pickers, only: only)
        return try Script.parse(text, path: path, catalog: catalog(of: gallery), disabled: disabledTitles(of: gallery), scale: scale)
    }

    func handle(_ event: PlatformEvent) {
        switch event {
        case .quit: quitRequested = true
        case .key where routeKeyToField(event): break
        case .key(let k) where k.key == .escape: quitRequested = true
        case .key(let k) where k.key == .character("s"): slowAnimations.toggle()
        case .key(let k) where k.key == .character("r"): scene.reduceMotion.toggle()
        case .key(let k) where k.key == .function(2): frameGraph.isVisible.toggle(); host.setPaintFlashing(flashesPaint)
        case .key(let k) where k.key == .function(3): paintFlashing.toggle(); host.setPaintFlashing(flashesPaint)
        case .key(let k) where handleInspectorKey(k): break
        case .key(let k) where k.key == .character("t") && k.modifiers.isEmpty: setTheme(gallery.theme == .light ? .dark : .light)
        case .key(let k) where k.key == .character("c") && k.modifiers.isEmpty: gallery.setIncreaseContrast(!gallery.increaseContrast)
        case .key(let k) where k.key == .character("b") && k.modifiers.isEmpty: gallery.setBackdrop(gallery.backdrop.next)
        case .key(let k) where k.modifiers.contains(.ctrl) && (k.key == .character("=") || k.key == .character("+") || k.key == .other("Keypad +")):
            setTextScale(textScale + App.textScaleStep)
        case .key(let k) where k.modifiers.contains(.ctrl) && (k.key == .character("-") || k.key == .other("Keypad -")):
            setTextScale(textScale - App.textScaleStep)
        default: scene.dispatch(event); inspector.afterInput(event)
        }
    }

    /// How many vsyncs a frame that aimed at `expected` and presented at `actualPresent` (µs) missed, on the
    /// grid (which a blocking present re-anchors: see `VsyncGrid.missedVsyncs`).
    func missedVsyncs(expected: Int64, actualPresent: Int64, blocked: Bool) -> Int {
        vsync.missedVsyncs(expected: expected, actualPresent: actualPresent, blocked: blocked)
    }

    /// Makes `o` the spring of its control from now on (a script's `set spring`), replacing an earlier one.
    func overrideSpring(_ o: SpringOverride) {
        gallery.control(o.control)?.animation = o.animation
        springOverrides.removeAll { $0.control == o.control }
        springOverrides.append(o)
    }

    /// Starts recording input to `path` (`--record`): `header`, the window and the settings in force, then
    /// every event and setting as the run handles it; `finish()` writes the closing wait.
    /// - Throws: `OptionError` naming the path when the file cannot be created.
    func startRecording(path: String, header: String) throws {
        recorder = try InputRecorder(path: path, header: header, warn: { [weak self] in self?.warn($0) })
        recorder?.recordStart(windowSize: host.windowSize, settings: settingsInForce)
    }

    /// Closes the recording's file as it stands (a run that ends without `finish()`).
    func closeRecording() { recorder?.close() }

    /// Writes what the options asked for at exit.
    /// - Throws: an error naming the file that could not be written.
    /// Every output is attempted even when an earlier one failed; each failure but the last is printed (one
    /// line each, as the thrown one is), the last is thrown, so every output that failed is named.
    public func finish() throws {
        recorder?.finish(at: driver.lastFrameClockTime)
        recorder = nil
        finishCaptures()
        if let trace {
            trace.finish()
            let traceFailed = trace.warning != nil
            if let w = trace.warning { warn(w) }
            self.trace = nil
            // Another output's warning (a capture, a recording) does not lose the summary of a trace that was written.
            if !traceFailed, printsTraceSummary {
                // Kept while writing: no need to read a long trace back (its summary would need it all in memory).
                print(trace.summaryAccumulator.summary().textReport())
            }
        }
        var failure: Error? = nil
        func failed(_ error: Error) {
            if let earlier = failure { PickerLabMain.printError("\(earlier)") }
            failure = error
        }
        if let path = options.screenshotPath { do { try writeScreenshot(to: path) } catch { failed(error) } }
        if let path = options.dumpScenePath { do { try writeSceneDump(to: path) } catch { failed(error) } }
        if let failure { throw failure }
    }

    /// Renders the current scene and writes it as PNG at drawable pixel size.
    func writeScreenshot(to path: String) throws {
        let context = LayoutContext(measurer: host.textMeasurer, scale: host.scale)
        scene.layoutIfNeeded(size: host.windowSize, context)
        scene.paintIfNeeded()
        let image = try host.capture(scene.displayList)
        try OutputFile.write(Data(try host.encodePNG(image)), to: path, what: "screenshot")
    }

    /// The scene dump object (see `SceneDump`).
    func sceneDump() -> [String: Any] {
        var dump = SceneDump.object(scene: scene, controls: gallery.controls, pagers: gallery.pagers, windowSize: host.windowSize, scale: host.scale)
        dump["renderer"] = host.rendererName
        if let inspector = inspector.dump() { dump["inspector"] = inspector }
        dump["pickerError"] = pickerError.map { $0 as Any } ?? NSNull()
        return dump
    }

    /// Writes the scene dump as JSON.
    func writeSceneDump(to path: String) throws {
        try OutputFile.write(try SceneDump.data(sceneDump()), to: path, what: "scene dump")
    }
}
