import Geometry
import Painting

/// The one frame loop (Masonry's `RenderRoot`): it owns the frame clock, the animation clock and the phase
/// sequence input → animate (and the action queue drained) → layout → paint → render → present over any
/// `PlatformHost`, and reports each frame (`FrameReport`). The app is a `FrameDriverDelegate` that hooks its
/// scripts, tracing, recording and captures in; the test harness (`SceneTesting.SceneHarness`) is this
/// driver over a null host with a manual clock. Gestures and `settle` are in FrameDriver+Gestures.swift.
@MainActor
open class FrameDriver {
    /// The scene the frames run.
    public let scene: Scene
    /// The platform the frames come from and go to.
    public let host: PlatformHost
    /// Where a frame's time comes from: virtual (headless), monotonic (a window) or manual (tests).
    public let clock: FrameClock
    /// The app's hooks; nil runs the bare phases (events go straight to `scene.dispatch`).
    public weak var delegate: FrameDriverDelegate?
    /// Frames counted so far: frames that drew, and every frame on a headless host (the virtual clock's tick).
    public private(set) var frameIndex = 0
    /// Seconds on the frame clock: the current frame's time during a frame; between frames the next frame's
    /// time on a virtual clock, the last frame's otherwise (a manual clock's is set by `advance`/`idle`).
    public internal(set) var now = 0.0
    /// Seconds on the animation clock: the frame clock's elapsed time divided by `animationSlowdown` (the
    /// frame clock itself on a manual clock).
    public private(set) var animationTime = 0.0
    /// How many times slower than the frame clock animations run (1; 10 with slow animations).
    public var animationSlowdown = 1.0
    /// Whether a frame draws and presents even when nothing changed (a windowed `--frames N` run).
    public var drawsEveryFrame = false
    /// The monotonic clock in µs that times the phases (injectable for tests of frame timing).
    public var timeSource: () -> Int64 = { MonotonicClock.microseconds() }
    /// The calling thread's CPU clock in µs that times the phases beside `timeSource` (`FrameReport.cpuDurations`).
    public var cpuTimeSource: () -> Int64 = { CPUClock.microseconds(.thread) }
    /// What the last frame that drew rendered.
    public private(set) var lastRenderStats = RenderStats()
    /// The last frame's report (an empty one before the first frame).
    public private(set) var lastReport = FrameReport()
    /// The frame in progress (its index, time, start and events; the rest is filled as it runs), for the
    /// delegate's hooks; between frames, the last frame's report.
    public private(set) var currentFrame = FrameReport()
    /// Whether any frame has been presented.
    public private(set) var hasPresented = false
    private var lastFrameTime = 0.0
    private var shownCursor = Cursor.arrow

    /// A driver of `scene` on `host`, on `clock` (by default the host's: virtual or monotonic at its
    /// refresh interval).
    public init(scene: Scene, host: PlatformHost, clock: FrameClock? = nil) {
        self.scene = scene
        self.host = host
        self.clock = clock ?? FrameClock(virtual: host.settings.clock == .virtual, interval: host.refreshInterval)
    }

    /// The layout context of the host: its text measurer and scale.
    public var layoutContext: LayoutContext { LayoutContext(measurer: host.textMeasurer, scale: host.scale) }

    /// The time the next frame will have, in frame-clock seconds (a monotonic clock's: now).
    var nextFrameTime: Double {
        switch clock.kind {
        case .virtual: clock.time(frameIndex: frameIndex)
        case .monotonic: Double(timeSource()) / 1e6
        case .manual: now
        }
    }

    /// Runs one frame: waits for input as long as the delegate allows, then input, animate (the scene's
    /// actions drained), layout, paint, render and present, each timed; returns what happened (also kept
    /// as `lastReport`). A frame draws when paint produced a new display list, the delegate did extra work
    /// or `drawsEveryFrame`; it counts (advances `frameIndex`) when it drew or the host is headless.
    @discardableResult
    public func step() -> FrameReport {
        let timeout = delegate?.frameDriverWillWait(self)
        var events = host.waitEvents(timeout: timeout, now: now)
        if let delegate { events += delegate.frameDriver(self, pendingInputAt: now) }
        var r = FrameReport()
        let t0 = timeSource(), c0 = cpuTimeSource()
        switch clock.kind {
        case .virtual: now = clock.time(frameIndex: frameIndex)
        case .monotonic: now = Double(t0) / 1e6
        case .manual: break
        }
        r.index = frameIndex; r.time = now; r.startUs = t0; r.events = events
        currentFrame = r
        advanceAnimationClock()
        scene.setAnimationTime(animationTime)
        if let delegate {
            guard delegate.frameDriver(self, handle: events) else {
                r.isAbandoned = true
                return end(r)
            }
        } else {
            for e in events { scene.dispatch(e) }
        }
        if scene.cursor != shownCursor { shownCursor = scene.cursor; host.setCursor(shownCursor) }
        var mark = t0, cpuMark = c0
        func lap(_ phase: FramePhase) {
            let n = timeSource(), c = cpuTimeSource()
            r.durations[phase] = max(0, n - mark); r.cpuDurations[phase] = max(0, c - cpuMark)
            mark = n; cpuMark = c
        }
        lap(.input)
        scene.animate(at: animationTime)
        // The frame's actions (input's selections, the animations' settles) reach their subscribers here.
        scene.drainActions()
        lap(.animate)
        scene.layoutIfNeeded(size: host.windowSize, layoutContext)
        lap(.layout)
        r.painted = scene.paintIfNeeded()
        let extraWork = delegate?.frameDriverDidPaint(self) ?? false
        lap(.paint)
        r.drawn = r.painted || drawsEveryFrame || extraWork
        if r.drawn { r.stats = host.render(scene.displayList); lastRenderStats = r.stats }
        delegate?.frameDriver(self, didRender: r.drawn)
        lap(.render)
        if r.drawn { r.present = host.present() }
        lap(.present)
        if r.present.presented { hasPresented = true }
        r.isCounted = r.drawn || host.settings.isHeadless
        if r.isCounted { frameIndex += 1 }
        return end(r)
    }

    private func end(_ r: FrameReport) -> FrameReport {
        lastReport = r; currentFrame = r
        delegate?.frameDriver(self, didEnd: r)
        if clock.isVirtual { now = clock.time(frameIndex: frameIndex) }
        return r
    }

    /// Moves the animation clock by the frame time elapsed, divided by `animationSlowdown`; input and frame
    /// timing keep the frame clock. A manual clock's animation time is its frame time.
    private func advanceAnimationClock() {
        if clock.kind == .manual { animationTime = now; lastFrameTime = now; return }
        let dt = max(0, now - lastFrameTime)
        lastFrameTime = now
        animationTime += animationSlowdown == 1 ? dt : dt / animationSlowdown
    }

    /// The frame clock's time at the last animation-clock update (the last frame's start).
    public var lastFrameClockTime: Double { lastFrameTime }
}

/// What one frame did, for the app's tracing, timeline and captures.
public struct FrameReport: Sendable {
    /// The frame's index (`FrameDriver.frameIndex` when it started).
    public var index = 0
    /// The frame's time on the frame clock, in seconds.
    public var time = 0.0
    /// The monotonic time the frame started at, in µs (after the input wait).
    public var startUs: Int64 = 0
    /// The platform events the frame handled, in order.
    public var events: [PlatformEvent] = []
    /// How long each phase took, in µs (wall clock: on a loaded machine, whatever the scheduler took included).
    public var durations = FramePhaseDurations()
    /// The CPU time each phase used on the frame's thread, in µs (`CPUClock`, the thread's): the phase's own cost.
    public var cpuDurations = FramePhaseDurations()
    /// Whether paint produced a new display list (something changed on screen).
    public var painted = false
    /// Whether the frame was rendered (and presented where the host presents).
    public var drawn = false
    /// What the render pass did (zero when nothing was drawn).
    public var stats = RenderStats()
    /// What the present did.
    public var present = PresentResult.notPresented
    /// Whether the frame counted (advanced `frameIndex`): it drew, or the host is headless.
    public var isCounted = false
    /// Whether the delegate stopped the frame after input (the app is quitting): nothing was drawn.
    public var isAbandoned = false

    /// An empty report.
    public init() {}
}

/// The app's hooks into the frame loop; each has a default that does nothing (or what the bare loop does).
@MainActor
public protocol FrameDriverDelegate: AnyObject {
    /// Before the frame waits for input: work that comes before it (scripted input, file polls, pacing);
    /// returns how long the wait may block (nil: not at all, `.infinity`: until an event).
    func frameDriverWillWait(_ driver: FrameDriver) -> Double?
    /// Input that did not fit the platform's queue, fed after the wait (a script's backlog).
    func frameDriver(_ driver: FrameDriver, pendingInputAt now: Double) -> [PlatformEvent]
    /// The input phase: handles `events` (the frame clock already at this frame's time); returns false to
    /// stop the frame there (a quit arrived).
    func frameDriver(_ driver: FrameDriver, handle events: [PlatformEvent]) -> Bool
    /// After paint: extra work of the paint phase; returns whether it needs the frame drawn.
    func frameDriverDidPaint(_ driver: FrameDriver) -> Bool
    /// After render, before present: `drawn` says whether the frame was rendered (captures read it back).
    func frameDriver(_ driver: FrameDriver, didRender drawn: Bool)
    /// The frame is over (counted or not, abandoned or not): tracing, the timeline, scripted checks.
    func frameDriver(_ driver: FrameDriver, didEnd report: FrameReport)
}

extension FrameDriverDelegate {
    public func frameDriverWillWait(_ driver: FrameDriver) -> Double? { nil }
    public func frameDriver(_ driver: FrameDriver, pendingInputAt now: Double) -> [PlatformEvent] { [] }
    public func frameDriver(_ driver: FrameDriver, handle events: [PlatformEvent]) -> Bool {
        for e in events { driver.scene.dispatch(e) }
        return true
    }
    public func frameDriverDidPaint(_ driver: FrameDriver) -> Bool { false }
    public func frameDriver(_ driver: FrameDriver, didRender drawn: Bool) {}
    public func frameDriver(_ driver: FrameDriver, didEnd report: FrameReport) {}
}
