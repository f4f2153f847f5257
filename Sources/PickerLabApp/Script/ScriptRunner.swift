import Controls
import Foundation
import Geometry
import SceneGraph

/// Plays a `Script` into a running `App` through the platform's real event queue (the host's `inject`,
/// which is `SDL_PushEvent` in the SDL host), on the frame clock — the virtual clock when headless, so a
/// scripted run is deterministic.
///
/// Timing: the script's time starts at the first frame. Input commands are injected at the start of the
/// first frame at or after their time; `screenshot`, `dump`, `expect` and `capture` run at the end of that frame, after
/// layout and paint. Commands run in script order: input that follows a check at the same time goes into
/// the next frame, so the check sees the state before it. `tap` presses at its time and releases one frame (1/60 s) later
/// (a label scrolled out of view in an overflowing row is first scrolled into view, at once); `drag` presses, moves in
/// 1/60 s steps easing out over SECONDS, holds 0.1 s and releases; the next command starts after the release.
@MainActor
public final class ScriptRunner {
    /// When a step runs relative to the frame's phases.
    enum Moment { case beforeInput, afterPaint }

    struct Step {
        var time: Double
        var moment: Moment
        var line: ScriptLine
        var action: Action
    }

    enum Action {
        case inject(PlatformEvent)
        case tap(control: String, label: String)
        indirect case dragStart(control: String, from: String, to: String, seconds: Double, touch: Bool)
        indirect case swipeStart(control: String, dx: Double, seconds: Double, touch: Bool)
        indirect case apply(ScriptSetting)
        indirect case inspector(InspectorScriptCommand)
        case stall(Double)
        indirect case segments(control: String, titles: [String])
        case check

        /// Whether the step aims at where something is laid out (a label's or control's frame).
        var aimsAtLayout: Bool {
            switch self {
            case .tap, .dragStart, .swipeStart: true
            default: false
            }
        }

        /// Whether the step changes the layout of the frame it runs in.
        var changesLayout: Bool {
            switch self {
            case .segments, .apply: true
            case .inject(let e): if case .resized = e { true } else { false }
            default: false
            }
        }
    }

    private var steps: [Step] = []
    private var next = 0
    private var origin: Double?
    private let path: String
    /// Failed expectations so far; the run exits 3 when there are any.
    private(set) var failures: [String] = []
    /// How long a gesture frame is (1/60 s), for the steps of taps and drags.
    static let frame = PointerGesture.frameInterval
    /// A step is due when the frame time is within this of its time (absorbs rounding in recorded waits).
    static let epsilon = 0.0005

    /// Prepares `script` (from the file at `path`, named in messages).
    public init(_ script: Script, path: String) {
        self.path = path
        var cursor = 0.0
        // Whether the script holds the mouse button: a `mouse move` between `mouse down` and `mouse up` drags,
        // any other hovers (hover and cursor then come as they do from live motion).
        var mouseHeld = false, mouseAt = Point.zero
        for line in script.lines {
            switch line.command {
            case .wait(let s): cursor += s
            case .mouse(let phase, let p):
                if phase == .began { mouseHeld = true } else if phase == .ended || phase == .cancelled { mouseHeld = false }
                mouseAt = p
                steps.append(Step(time: cursor, moment: .beforeInput, line: line, action: .inject(.pointer(
                    PointerEvent(id: 0, kind: .mouse, phase: phase, position: p, timestamp: 0, isPressed: mouseHeld)))))
            case .touch(let phase, let id, let p):
                steps.append(Step(time: cursor, moment: .beforeInput, line: line, action: .inject(.pointer(
                    PointerEvent(id: id + 1, kind: .touch, phase: phase, position: p, timestamp: 0, isPressed: phase != .ended)))))
            case .key(let key, let modifiers):
                steps.append(Step(time: cursor, moment: .beforeInput, line: line, action: .inject(.key(KeyEvent(key: key, modifiers: modifiers, timestamp: 0)))))
            case .wheel(let notches):
                steps.append(Step(time: cursor, moment: .beforeInput, line: line, action: .inject(.wheel(position: mouseAt, notches: notches))))
            case .focus(let gained):
                steps.append(Step(time: cursor, moment: .beforeInput, line: line, action: .inject(gained ? .focusGained : .focusLost)))
            case .set(let setting):
                steps.append(Step(time: cursor, moment: .beforeInput, line: line, action: .apply(setting)))
            case .stall(let ms):
                steps.append(Step(time: cursor, moment: .beforeInput, line: line, action: .stall(ms)))
            case .segments(let control, let titles):
                steps.append(Step(time: cursor, moment: .beforeInput, line: line, action: .segments(control: control, titles: titles)))
            case .inspector(let command):
                steps.append(Step(time: cursor, moment: .beforeInput, line: line, action: .inspector(command)))
            case .resize(let size):
                steps.append(Step(time: cursor, moment: .beforeInput, line: line, action: .inject(.resized(size))))
            case .tap(let control, let label):
                steps.append(Step(time: cursor, moment: .beforeInput, line: line, action: .tap(control: control, label: label)))
                cursor += ScriptRunner.frame
            case .drag(let control, let from, let to, let seconds, let touch):
                steps.append(Step(time: cursor, moment: .beforeInput, line: line, action: .dragStart(control: control, from: from, to: to, seconds: seconds, touch: touch)))
                cursor += ScriptRunner.moveFrames(seconds) * ScriptRunner.frame + 0.1
            case .swipe(let control, let dx, let seconds, let touch):
                steps.append(Step(time: cursor, moment: .beforeInput, line: line, action: .swipeStart(control: control, dx: dx, seconds: seconds, touch: touch)))
                cursor += ScriptRunner.moveFrames(seconds) * ScriptRunner.frame
            case .screenshot, .dump, .expectSelected, .expectIndicator, .expectPage, .expectOffset, .captureStart, .captureControl, .captureStop:
                steps.append(Step(time: cursor, moment: .afterPaint, line: line, action: .check))
            }
        }
        if let last = script.lines.last, cursor > (steps.lazy.map(\.time).max() ?? -1) {
            // A trailing wait is part of the script: the run lasts until it is over.
            steps.append(Step(time: cursor, moment: .afterPaint, line: last, action: .check))
        }
        steps = ScriptRunner.stableSortedByTime(steps)
    }

    /// `steps` ordered by time, keeping the script's order among steps of equal time.
    static func stableSortedByTime<S: Collection>(_ steps: S) -> [Step] where S.Element == Step {
        // Already in order (a script's steps are made in order): no sorted copy of millions of steps.
        if let array = steps as? [Step], zip(array, array.dropFirst()).allSatisfy({ $0.time <= $1.time }) { return array }
        return steps.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// Frames a move of `seconds` takes (at least one).
    static func moveFrames(_ seconds: Double) -> Double { max(1, (seconds / frame).rounded()) }

    /// Whether every step has run.
    public var isFinished: Bool { next >= steps.count }

    /// The lines of expectations, screenshots and dumps that have not run (the run quit before them).
    var linesNotRun: [Int] {
        steps[min(next, steps.count)...].compactMap { step in
            switch step.line.command {
            case .expectSelected, .expectIndicator, .expectPage, .expectOffset, .screenshot, .dump: step.line.number
            default: nil
            }
        }
    }

    /// Seconds until the next step is due (for a windowed run's event wait), or nil when none is left.
    func timeUntilNextStep(now: Double) -> Double? {
        guard next < steps.count else { return nil }
        return max(0, (origin ?? now) + steps[next].time - now)
    }

    /// Injects the input due by `now` (seconds on the frame clock); call before the frame's input phase.
    func beforeInput(_ app: App, now: Double) { run(.beforeInput, app, now: now) }

    /// Runs the screenshots, dumps and expectations due by `now`; call after the frame's paint.
    func afterPaint(_ app: App, now: Double) { run(.afterPaint, app, now: now) }

    private func run(_ moment: Moment, _ app: App, now: Double) {
        if origin == nil { origin = now }
        let base = origin ?? now
        var layoutChanged = false
        // Steps run strictly in script order: input waits for the start of a frame, checks for its end, so
        // a check followed by input at the same time sees the state before that input.
        while next < steps.count, base + steps[next].time <= now + ScriptRunner.epsilon, steps[next].moment == moment {
            let step = steps[next]
            // A tap, drag or swipe aims at a label or control where it is laid out: after a `segments`, a
            // `resize` or a `set` in this frame it waits for the next frame, once the new layout exists.
            if layoutChanged && step.action.aimsAtLayout { break }
            if step.action.changesLayout { layoutChanged = true }
            next += 1
            perform(step, app, base: base)
        }
    }

    private func perform(_ step: Step, _ app: App, base: Double) {
        switch step.action {
        case .inject(let e):
            deliver(e, step.line, app)
        case .tap(let c, let l):
            // A label scrolled out of view in an overflowing row is scrolled into view first (as XCUITest's
            // tap does), and the row laid out there, so the press lands on it.
            if let control = app.gallery.control(c), let i = index(control, l), control.scrollSegmentIntoView(i) {
                app.scene.layoutIfNeeded(size: app.host.windowSize, app.driver.layoutContext)
            }
            schedule(.tap(at: labelCenter(app, c, l), hover: true), step: step, app: app)
        case .dragStart(let c, let from, let to, let seconds, let touch):
            guard let control = app.gallery.control(c), let fi = index(control, from), let ti = index(control, to) else { return }
            // A drag names segments, as XCUITest's `press(forDuration:thenDragTo:)` names elements: it presses on
            // segment FROM where it is laid out — the selected one's resting indicator frame, not wherever the
            // indicator is mid-morph (after `segments`, a resize, a text scale) — and aims so that what it drags
            // comes to rest on segment TO (the resting frames are visual: mirrored right to left).
            let place = fi == control.selectedIndex ? control.restingIndicatorFrame(ofSegment: fi) : control.segmentNodes[fi].contentFrame
            let start = place.center, target = control.restingIndicatorFrame(ofSegment: ti)
            var end = Point(x: target.midX, y: start.y)
            if control.overlay.hitTestSelf(start), !control.isOverflowing {
                // The press grabs the indicator (where it is now): its grabbed point lands where the same point
                // of segment TO's resting frame is, so the dragged indicator comes to rest exactly there.
                end.x = target.minX + (start.x - control.indicator.frame.minX)
            }
            schedule(.drag(from: start, to: end, frames: Int(ScriptRunner.moveFrames(seconds)), easeOut: true, hold: 0.1,
                           kind: touch ? .touch : .mouse, id: touch ? 1 : 0, hover: !touch), step: step, app: app)
        case .swipeStart(let c, let dx, let seconds, let touch):
            guard let frame = app.controlFrame(c) else { return }
            let start = frame.center
            schedule(.drag(from: start, to: Point(x: start.x + dx, y: start.y), frames: Int(ScriptRunner.moveFrames(seconds)),
                           kind: touch ? .touch : .mouse, id: touch ? 1 : 0, hover: !touch), step: step, app: app)
        case .apply(let setting):
            app.apply(setting)
        case .inspector(let command):
            app.run(inspector: command, label: "\(path):\(step.line.number)")
        case .stall(let ms):
            app.stall(milliseconds: ms)
        case .segments(let control, let titles):
            app.setSegments(control: control, titles: titles)
        case .check:
            if case .wait = step.line.command { return }   // the end of a trailing wait
            check(step.line, app)
        }
    }

    /// Input the platform's queue could not take yet (it was full), oldest first, with the line it came from.
    private var backlog: [(event: PlatformEvent, line: ScriptLine)] = []
    private var backlogStart = 0

    /// Queues `e` on the platform's event queue, or keeps it (in order, behind anything already kept) for when
    /// the queue has drained.
    private func deliver(_ e: PlatformEvent, _ line: ScriptLine, _ app: App) {
        if backlogStart < backlog.count || !app.host.inject(e) { backlog.append((e, line)) }
    }

    /// Feeds the input kept back because the platform's queue was full, draining the queue between batches,
    /// so every event of this frame reaches the scene in this frame and in order, however many there are
    /// (SDL's queue holds 65,535). Call right after the frame's `waitEvents`; returns the events drained.
    /// An event the queue refuses even when empty is lost: the run warns naming its line and exits 1.
    func feedBacklog(_ app: App, now: Double) -> [PlatformEvent] {
        var drained: [PlatformEvent] = []
        while backlogStart < backlog.count {
            var fed = 0
            while backlogStart < backlog.count, app.host.inject(backlog[backlogStart].event) { backlogStart += 1; fed += 1 }
            if fed == 0 {
                let line = backlog[backlogStart].line
                app.warn("\(path):\(line.number): input event lost: the platform's event queue refused it (\(backlog.count - backlogStart) events not delivered)")
                break
            }
            drained += app.host.waitEvents(timeout: nil, now: now)
        }
        backlog.removeAll(keepingCapacity: true)
        backlogStart = 0
        return drained
    }

    /// Delivers `gesture`'s first instant now and schedules the rest at their times after this step (in
    /// 1/60 s frames, the same gesture `FrameDriver.perform` plays in tests and the tour).
    private func schedule(_ gesture: PointerGesture, step: Step, app: App) {
        var added: [Step] = []
        for s in gesture.steps {
            if s.frames == 0 && s.extraSeconds == 0 { deliver(s.event, step.line, app); continue }
            added.append(Step(time: step.time + Double(s.frames) * ScriptRunner.frame + s.extraSeconds, moment: .beforeInput,
                              line: step.line, action: .inject(s.event)))
        }
        steps.insert(contentsOf: added, at: next)
        steps.replaceSubrange(next..., with: ScriptRunner.stableSortedByTime(steps[next...]))
    }

    private func index(_ control: SegmentedControl, _ label: String) -> Int? { Script.segmentIndex(label, in: control.segments.map(\.title)) }

    private func labelCenter(_ app: App, _ c: String, _ l: String) -> Point {
        guard let control = app.gallery.control(c), let i = index(control, l) else { return .zero }
        return control.segmentNodes[i].contentFrame.center
    }

    private func check(_ line: ScriptLine, _ app: App) {
        func fail(_ expected: String, _ actual: String) {
            let message = "\(path):\(line.number): expected \(expected), got \(actual)"
            failures.append(message)
            PickerLabMain.printError(message)
        }
        switch line.command {
        // A scripted output that cannot be written warns and the script goes on (the run then exits 1);
        // the rest of the script and the outputs asked for at exit still run.
        case .screenshot(let file):
            if let other = app.outputInUse(file) { app.warn("\(path):\(line.number): screenshot \(file): that is the file \(other) writes; not written"); return }
            do { try app.writeScreenshot(to: file) } catch { app.warn("\(path):\(line.number): \(error)") }
        case .dump(let file):
            if let other = app.outputInUse(file) { app.warn("\(path):\(line.number): dump \(file): that is the file \(other) writes; not written"); return }
            do { try app.writeSceneDump(to: file) } catch { app.warn("\(path):\(line.number): \(error)") }
        case .captureStart(let file, let region):
            for w in app.startCapture(path: file, region: region, origin: "\(path):\(line.number)") { app.warn("\(path):\(line.number): \(w)") }
        case .captureControl(let file, let id):
            let region = app.controlFrame(id)?.insetBy(dx: -App.captureMargin, dy: -App.captureMargin)
            for w in app.startCapture(path: file, region: region, origin: "\(path):\(line.number)") { app.warn("\(path):\(line.number): \(w)") }
        case .captureStop:
            let ended = app.endedCaptureReason
            if !app.stopCapture(origin: "\(path):\(line.number)") { app.warn("\(path):\(line.number): capture stop " + (ended.map { "after \($0)" } ?? "without a capture in progress")) }
        case .expectSelected(let c, let l):
            guard let control = app.gallery.control(c) else { return }
            // By index: with repeated titles, "#2" is segment 2, not the first segment with its title.
            let actual = control.segments[control.selectedIndex].title
            let want = index(control, l)
            if want != control.selectedIndex {
                // Titles that look alike (repeated, or NFC against NFD) are told apart by their indices.
                let alike = Script.isIndex(l) || actual == l
                fail("\(c) selected \(Script.quoted(l))" + (alike && !Script.isIndex(l) ? " (#\(want ?? -1))" : ""),
                     Script.quoted(actual) + (alike ? " (#\(control.selectedIndex))" : ""))
            }
        case .expectIndicator(let c, let x, let width, let tolerance):
            guard let control = app.gallery.control(c) else { return }
            let f = control.indicator.frame
            if abs(f.x - x) > tolerance || abs(f.width - width) > tolerance {
                fail("\(c) indicator x \(fmt(x)) width \(fmt(width)) (±\(fmt(tolerance)))", "x \(fmt(f.x)) width \(fmt(f.width))")
            }
        case .expectPage(let c, let page):
            let actual = app.pagerState(c)?.page ?? -1
            if actual != page { fail("\(c) page \(page)", "\(actual)") }
        case .expectOffset(let c, let pages, let tolerance):
            let actual = app.pagerState(c)?.offset ?? .nan
            if !(abs(actual - pages) <= tolerance) { fail("\(c) offset \(fmt(pages)) (±\(fmt(tolerance)))", fmt(actual)) }
        default: break
        }
    }

    private func fmt(_ v: Double) -> String {
        let r = (v * 1000).rounded() / 1000
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}
