import Controls
import Foundation
import Geometry
import Painting
import SceneGraph

/// One run of PickerLab: the gallery scene on a platform host, driven frame by frame through the phases
/// input → animate → layout → paint → render → present.
@MainActor
public final class App {
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

    /// Creates the gallery scene on `host`.
    public init(options: Options, host: PlatformHost) {
        self.options = options
        self.host = host
        self.gallery = Gallery()
        self.scene = Scene(root: gallery.root)
        self.clock = FrameClock(virtual: options.headless)
        self.slowAnimations = options.slowAnimations
        scene.reduceMotion = options.reduceMotion
        for o in options.springOverrides { gallery.control(o.control)?.animation = o.animation }
    }

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
        if options.headless { return nil }
        if let script, let dt = script.timeUntilNextStep(now: now) { return dt > 0.001 ? dt : nil }
        if scene.isIdle && !scene.hasActivePointers {
            if let d = options.duration { return max(0.001, d - clock.time(frameIndex: frameIndex)) }
            return .infinity
        }
        return nil
    }

    /// One frame: input, animate, layout, paint, render, present.
    /// - Throws: errors writing a scripted screenshot or dump.
    public func step() throws {
        if let script {
            // Scripts name labels: their positions come from the current layout (also on the first frame).
            scene.layoutIfNeeded(size: host.windowSize, LayoutContext(measurer: host.textMeasurer, scale: host.scale))
            try script.beforeInput(self, now: now)
        }
        let events = host.waitEvents(timeout: waitTimeout, now: now)
        now = clock.time(frameIndex: frameIndex)
        for e in events {
            recorder?.record(e, time: eventTime(e))
            handle(e)
        }
        if quitRequested { return }
        advanceAnimationClock()
        scene.animate(at: animationTime)
        let context = LayoutContext(measurer: host.textMeasurer, scale: host.scale)
        scene.layoutIfNeeded(size: host.windowSize, context)
        let painted = scene.paintIfNeeded()
        if painted {
            _ = host.render(scene.displayList)
            host.present()
        }
        if let script { try script.afterPaint(self, now: now) }
        if painted || options.headless { frameIndex += 1 }
        now = clock.time(frameIndex: frameIndex)
    }

    /// Moves the animation clock by the frame time elapsed, divided by 10 with slow animations on; input
    /// and frame timing keep the real (or virtual) clock.
    private func advanceAnimationClock() {
        let dt = max(0, now - lastFrameTime)
        lastFrameTime = now
        animationTime += slowAnimations ? dt / App.slowAnimationFactor : dt
    }

    /// The time an event happened, in seconds since the run started.
    private func eventTime(_ e: PlatformEvent) -> Double {
        switch e {
        case .pointer(let p): return options.headless ? now : p.timestamp
        case .key(let k): return options.headless ? now : k.timestamp
        default: return now
        }
    }

    /// The frame of the control with `id` (a segmented control or the pager), in points.
    public func controlFrame(_ id: String) -> Rect? { gallery.control(id)?.frame }

    /// The page and scroll offset (in pages) of the paged pane `id`, if there is one.
    public func pagerState(_ id: String) -> (page: Int, offset: Double)? { nil }

    /// What input scripts may name: control ids and their labels.
    public var scriptCatalog: Script.Catalog {
        var c: Script.Catalog = [:]
        for control in gallery.controls { c[control.id] = .some(control.segments.map(\.title)) }
        return c
    }

    private func handle(_ event: PlatformEvent) {
        switch event {
        case .quit: quitRequested = true
        case .key(let k) where k.key == .escape: quitRequested = true
        case .key(let k) where k.key == .character("s"): slowAnimations.toggle()
        case .key(let k) where k.key == .character("r"): scene.reduceMotion.toggle()
        default: scene.dispatch(event)
        }
    }

    /// Writes what the options asked for at exit.
    /// - Throws: an error naming the file that could not be written.
    public func finish() throws {
        recorder?.finish(at: lastFrameTime)
        recorder = nil
        if let path = options.screenshotPath { try writeScreenshot(to: path) }
        if let path = options.dumpScenePath { try writeSceneDump(to: path) }
    }

    /// Renders the current scene and writes it as PNG at drawable pixel size.
    public func writeScreenshot(to path: String) throws {
        let context = LayoutContext(measurer: host.textMeasurer, scale: host.scale)
        scene.layoutIfNeeded(size: host.windowSize, context)
        scene.paintIfNeeded()
        let image = try host.capture(scene.displayList)
        try host.writePNG(image, to: path)
    }

    /// The scene dump object (see `SceneDump`).
    public func sceneDump() -> [String: Any] {
        SceneDump.object(scene: scene, controls: gallery.controls, windowSize: host.windowSize, scale: host.scale)
    }

    /// Writes the scene dump as JSON.
    public func writeSceneDump(to path: String) throws {
        do { try SceneDump.write(sceneDump(), to: path) } catch {
            throw OptionError("cannot write scene dump \(path): \(error.localizedDescription)")
        }
    }
}
