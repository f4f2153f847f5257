import Controls
import Foundation
import FrameTrace
import Geometry
import Painting
import SceneGraph

/// One run of PickerLab: the gallery scene on a platform host, driven frame by frame through the phases
/// input → animate → layout → paint → render → present.
@MainActor
public final class App: FrameGraphSource {
    public let options: Options
    public let host: PlatformHost
    public let gallery: Gallery
    public let scene: Scene
    public let clock: FrameClock
    /// Frames rendered so far.
    public private(set) var frameIndex = 0
    /// Seconds on the frame clock at the last frame.
    public private(set) var now = 0.0
    private var quitRequested = false
    /// A windowed run with `--frames N` renders N frames back to back (paced by vsync or the timer) even
    /// when nothing changes, so "stop after N frames" ends; otherwise an idle window renders nothing.
    var rendersEveryFrame: Bool { host.settings.presentation == .display && options.frames != nil }
    /// Whether a quit arrived (window button, Escape, SIGINT, SIGTERM).
    public var isQuitRequested: Bool { quitRequested }
    /// The input script being replayed, if any.
    public var script: ScriptRunner?
    /// The input recorder, if `--record` was given.
    public var recorder: InputRecorder?
    /// Seconds on the animation clock: the frame clock, slowed 10× while slow animations are on.
    public private(set) var animationTime = 0.0
    private var lastFrameTime = 0.0
    /// Whether the animation clock runs 10× slower (`--slow-animations`, key S).
    public var slowAnimations: Bool
    /// How much slower the animation clock runs with slow animations on (the iOS Simulator's factor).
    public static let slowAnimationFactor = 10.0
    /// The last 240 frames' phase timings (for the frame graph).
    public internal(set) var timeline = FrameTimeline()
    /// Whether `finish()` prints the trace summary (the benchmark turns it off).
    public var printsTraceSummary = true
    /// The trace being recorded (`--trace`), if any: Chrome JSON, or Perfetto protobuf for a `.pftrace`.
    public private(set) var trace: (any TraceRecording)?
    /// The on-screen frame graph (F2).
    public let frameGraph: FrameGraphNode
    /// Whether F3 asked for paint flashing (the redrawn rectangles tinted); it shows while the graph is on.
    public private(set) var paintFlashing = false
    /// Whether rendered frames flash their redrawn rectangles now: F3 on and the frame graph shown.
    var flashesPaint: Bool { paintFlashing && frameGraph.isVisible }
    /// The `--spring` overrides in force (from the command line, then scripts' `set spring`), one per control.
    public internal(set) var springOverrides: [SpringOverride] = []
    /// A one-line warning raised during the run (an unwritable trace); the run then exits 1.
    public private(set) var warnings: [String] = []
    /// Trace time (µs) of the frame being produced, and the monotonic reading at its start.
    var frameStartUs: Int64 = 0
    var frameStartReal: Int64 = 0
    /// The frame's slot on its clock (µs): the virtual 1/60 s slot headless, the start otherwise.
    var frameSlotUs: Int64 = 0
    /// Milliseconds of busy work the next frame's paint does (the script's `stall MS`), then 0.
    var pendingStallMs = 0.0
    /// The vsync grid frames aim at (the display's refresh interval; the virtual clock headless).
    public internal(set) var vsync: VsyncGrid
    /// Whether the last present blocked for vsync (then no pacing timer is needed).
    private var lastPresentBlocked = false
    /// Whether a frame has been presented (the pacing timer starts with the first).
    private var hasPresented = false
    /// What the last frame that drew rendered (draw calls, vertices, the renderer's timed passes).
    public private(set) var lastRenderStats = RenderStats()
    /// What the trace's motion counters last wrote.
    var motionCounters = MotionCounters()
    /// The monotonic clock in µs (injectable for tests of frame timing).
    public var timeSource: () -> Int64 = { MonotonicClock.microseconds() }
    /// Sleeps until the monotonic time in µs (injectable, like `timeSource`); the pacing timer.
    public var sleepUntil: (Int64) -> Void = { MonotonicClock.sleep(untilMicroseconds: $0) }
    /// The moving pictures being recorded (`--capture`, a script's `capture start`; see App+Capture).
    var captureState = CaptureState()

    /// The cursor the host shows (the hovered node's).
    private var shownCursor = Cursor.arrow
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
    public private(set) var textScale = 1.0
    /// How much Ctrl + and Ctrl − change the text scale.
    public static let textScaleStep = 0.25

    /// Shows every control in `theme` (`--theme`, key T) on that theme's window background.
    public func setTheme(_ theme: Theme) {
        gallery.setTheme(theme)
        background.theme = theme
    }

    /// Scales every control's labels by `scale`, clamped to `Options.textScaleRange` (Dynamic Type).
    public func setTextScale(_ scale: Double) {
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
        self.clock = FrameClock(virtual: host.settings.clock == .virtual, interval: host.refreshInterval)
        self.vsync = VsyncGrid(periodUs: host.refreshInterval * 1e6)
        self.slowAnimations = options.slowAnimations
        scene.reduceMotion = options.reduceMotion
        gallery.setIncreaseContrast(options.increaseContrast)
        gallery.setBackdrop(options.backdrop)
        for o in options.springOverrides { gallery.control(o.control)?.animation = o.animation }
        if options.rightToLeft { for c in gallery.controls { c.isRightToLeft = true }; for p in gallery.pagers { p.isRightToLeft = true } }
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

    /// Runs until quit or a limit; then writes the screenshot and scene dump that were asked for.
    /// - Throws: errors writing the screenshot or the dump (after the run).
    public func run() throws {
        while !shouldStop { try step() }
        try finish()
    }

    /// How long the loop may block waiting for input: forever when idle (an idle window renders nothing),
    /// not at all while something animates or a pointer is held. Headless never waits.
    private var waitTimeout: Double? {
        if host.settings.isHeadless || rendersEveryFrame { return nil }
        // While something animates or a pointer is held, frames keep coming (paced to the vsync grid), also
        // when a script's next step is further off.
        guard scene.isIdle && !scene.hasActivePointers else { return nil }
        var wait = Double.infinity
        if let d = options.duration { wait = max(0.001, d - Double(timeSource()) / 1e6) }
        if let script, let dt = script.timeUntilNextStep(now: now) { wait = min(wait, dt) }
        return wait > 0.001 ? wait : nil
    }

    /// One frame: input, animate, layout, paint, render, present (`FramePhase`) — each phase timed for the
    /// frame graph and the trace, and the frame placed on the vsync grid (expected vs actual present).
    /// - Throws: errors writing a scripted screenshot or dump.
    public func step() throws {
        if let script {
            // Scripts name labels: their positions come from the current layout (also on the first frame).
            scene.layoutIfNeeded(size: host.windowSize, LayoutContext(measurer: host.textMeasurer, scale: host.scale))
            try script.beforeInput(self, now: now)
        }
        pollPickerFiles()
        var timeout = waitTimeout
        if pickerWatcher != nil { timeout = timeout.map { min($0, App.pickerPollInterval) } }
        // About to sleep until the next event: put what the trace holds on disk first, so a session killed
        // while idle loses nothing.
        if let timeout, timeout > 0.1 { trace?.flush() }
        // Where presents do not block for vsync, a timer paces frames to the grid's ticks.
        if timeout == nil, hasPresented, !lastPresentBlocked, host.settings.presentation == .display {
            sleepUntil(vsync.firstPoint(after: timeSource()))
        }
        // While a script drives the window, the real pointer and keyboard cannot interleave with its input.
        host.acceptOnlyInjectedInput(script.map { !$0.isFinished } ?? false)
        var events = host.waitEvents(timeout: timeout, now: now)
        if let script { events += script.feedBacklog(self, now: now) }   // input beyond a full event queue
        var t = FramePhaseDurations()
        let t0 = timeSource()
        now = clock.isVirtual ? clock.time(frameIndex: frameIndex) : Double(t0) / 1e6
        frameStartReal = t0
        // Virtual time stamps a frame at its 1/60 s slot, or when the previous frame's real work ended if that
        // overran the slot: frames never overlap on the trace's timeline (animation keeps the virtual time).
        frameSlotUs = clock.isVirtual ? TraceWriter.microseconds(fromSeconds: now) : t0
        frameStartUs = clock.isVirtual ? max(frameSlotUs, timeline.last?.actualPresent ?? 0) : t0
        advanceAnimationClock()
        scene.setAnimationTime(animationTime)
        for e in events {
            recorder?.record(e, time: eventTime(e))
            handle(e)
        }
        noteCaptureInput(events)
        if quitRequested { for e in events { traceInput(e, presented: false) }; return }
        if scene.cursor != shownCursor { shownCursor = scene.cursor; host.setCursor(shownCursor) }
        var mark = t0
        func lap(_ phase: FramePhase) { let n = timeSource(); t[phase] = max(0, n - mark); mark = n }
        lap(.input)
        scene.animate(at: animationTime)
        // The frame's actions (input's selections, the animations' settles) reach their subscribers here.
        scene.drainActions()
        lap(.animate)
        let context = LayoutContext(measurer: host.textMeasurer, scale: host.scale)
        scene.layoutIfNeeded(size: host.windowSize, context)
        lap(.layout)
        let painted = scene.paintIfNeeded()
        let stalled = simulateWork()
        lap(.paint)
        var stats = RenderStats()
        let draws = painted || rendersEveryFrame || stalled
        if draws { stats = host.render(scene.displayList); lastRenderStats = stats }
        captureFrame(drawn: draws)
        lap(.render)
        var presented = PresentResult.notPresented
        if draws { presented = host.present() }
        lap(.present)
        if presented.presented { hasPresented = true; lastPresentBlocked = presented.blockedForVsync }
        if draws || host.settings.isHeadless {
            // The frame's inputs are traced inside it (each presented one with a flow to the frame).
            finishFrame(t, stats: stats, blocked: presented.blockedForVsync, events: events, presented: draws)
            frameIndex += 1
        } else {
            for e in events { traceInput(e, presented: false) }
        }
        if let script { try script.afterPaint(self, now: now) }
        if clock.isVirtual { now = clock.time(frameIndex: frameIndex) }
    }

    /// The frame deadline (the display's refresh interval) in seconds, for the frame graph.
    public var refreshInterval: Double { host.refreshInterval }
    /// The renderer in use, for the frame graph.
    public var rendererName: String { host.rendererName }
    /// The frames of every control and the pane, for the frame graph's placement.
    public var controlFrames: [Rect] { gallery.controls.map(\.frame) + gallery.pagers.map(\.frame) + (gallery.showsBuiltins ? [gallery.card.frame] : []) }

    /// Moves the animation clock by the frame time elapsed, divided by 10 with slow animations on; input
    /// and frame timing keep the real (or virtual) clock.
    private func advanceAnimationClock() {
        let dt = max(0, now - lastFrameTime)
        lastFrameTime = now
        animationTime += slowAnimations ? dt / App.slowAnimationFactor : dt
    }

    /// The time an event happened, in seconds since the run started.
    func eventTime(_ e: PlatformEvent) -> Double {
        switch e {
        case .pointer(let p): return clock.isVirtual ? now : p.timestamp
        case .key(let k): return clock.isVirtual ? now : k.timestamp
        default: return now
        }
    }

    /// The frame of the control with `id` (a segmented control or the pager), in points.
    public func controlFrame(_ id: String) -> Rect? { gallery.pagers.first { $0.id == id }?.frame ?? gallery.control(id)?.frame }

    /// The settled page and scroll offset (in pages) of the paged pane `id`, if there is one.
    public func pagerState(_ id: String) -> (page: Int, offset: Double)? {
        gallery.pagers.first { $0.id == id }.map { ($0.page, $0.offset) }
    }

    /// What input scripts may name: control ids and their labels.
    public var scriptCatalog: Script.Catalog {
        var c: Script.Catalog = [:]
        for control in gallery.controls { c[control.id] = .some(control.segments.map(\.title)) }
        for pane in gallery.pagers { c[pane.id] = .some(nil) }
        return c
    }

    private func handle(_ event: PlatformEvent) {
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

    /// Writes what the options asked for at exit.
    /// - Throws: an error naming the file that could not be written.
    /// Every output is attempted even when an earlier one failed; the first failure is thrown after.
    public func finish() throws {
        recorder?.finish(at: lastFrameTime)
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
        if let path = options.screenshotPath { do { try writeScreenshot(to: path) } catch { failure = failure ?? error } }
        if let path = options.dumpScenePath { do { try writeSceneDump(to: path) } catch { failure = failure ?? error } }
        if let failure { throw failure }
    }

    /// Renders the current scene and writes it as PNG at drawable pixel size.
    public func writeScreenshot(to path: String) throws {
        let context = LayoutContext(measurer: host.textMeasurer, scale: host.scale)
        scene.layoutIfNeeded(size: host.windowSize, context)
        scene.paintIfNeeded()
        let image = try host.capture(scene.displayList)
        try OutputFile.write(Data(try host.encodePNG(image)), to: path, what: "screenshot")
    }

    /// The scene dump object (see `SceneDump`).
    public func sceneDump() -> [String: Any] {
        var dump = SceneDump.object(scene: scene, controls: gallery.controls, pagers: gallery.pagers, windowSize: host.windowSize, scale: host.scale)
        dump["renderer"] = host.rendererName
        if let inspector = inspector.dump() { dump["inspector"] = inspector }
        dump["pickerError"] = pickerError.map { $0 as Any } ?? NSNull()
        return dump
    }

    /// Writes the scene dump as JSON.
    public func writeSceneDump(to path: String) throws {
        try OutputFile.write(try SceneDump.data(sceneDump()), to: path, what: "scene dump")
    }
}
