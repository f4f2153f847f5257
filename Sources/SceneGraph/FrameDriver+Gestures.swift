import Geometry

/// A scripted pointer gesture as timed events: the one definition of a tap and a drag, played by
/// `FrameDriver.perform(_:)` (tests, the tour) and scheduled by the app's script runner.
/// Times are whole gesture frames (1/60 s, as a 60 Hz touch screen reports) after the first event plus
/// extra seconds (a hold before a release).
public struct PointerGesture: Sendable, Equatable {
    /// One event of a gesture and when it happens after the first.
    public struct Step: Sendable, Equatable {
        /// Whole gesture frames (`PointerGesture.frameInterval`) after the gesture's first event.
        public var frames: Int
        /// Seconds after those frames (a hold); 0 for most steps.
        public var extraSeconds: Double
        /// The event (its timestamp is set when it is delivered).
        public var event: PlatformEvent

        /// Seconds after the gesture's first event.
        public var offset: Double { Double(frames) * PointerGesture.frameInterval + extraSeconds }
    }

    /// The events, in order.
    public var steps: [Step]
    /// Seconds per gesture frame: 1/60.
    public static let frameInterval = 1.0 / 60

    /// A click or touch at `point` (window points): the press, then the release one gesture frame later.
    /// `hover`: a mouse first moves there (hover and cursor as a real pointer's arrival gives them).
    public static func tap(at point: Point, kind: PointerKind = .mouse, id: Int = 0, hover: Bool = false) -> PointerGesture {
        var steps: [Step] = []
        if hover && kind == .mouse { steps.append(Step(frames: 0, extraSeconds: 0, event: move(id, kind, point, pressed: false))) }
        steps.append(Step(frames: 0, extraSeconds: 0, event: .pointer(PointerEvent(id: id, kind: kind, phase: .began, position: point, timestamp: 0))))
        steps.append(Step(frames: 1, extraSeconds: 0, event: .pointer(PointerEvent(id: id, kind: kind, phase: .ended, position: point, timestamp: 0, isPressed: false))))
        return PointerGesture(steps: steps)
    }

    /// A press at `from`, `frames` moves (one per gesture frame) to `to`, `hold` seconds still, and the
    /// release at `to` (in the last move's frame when `hold` is 0). `easeOut`: the moves follow
    /// 1 − (1 − u)³ (a finger slowing into place) instead of a straight line. `hover` as for `tap`.
    public static func drag(from: Point, to: Point, frames: Int = 10, easeOut: Bool = false, hold: Double = 0,
                            kind: PointerKind = .mouse, id: Int = 0, hover: Bool = false) -> PointerGesture {
        let n = max(1, frames)
        var steps: [Step] = []
        if hover && kind == .mouse { steps.append(Step(frames: 0, extraSeconds: 0, event: move(id, kind, from, pressed: false))) }
        steps.append(Step(frames: 0, extraSeconds: 0, event: .pointer(PointerEvent(id: id, kind: kind, phase: .began, position: from, timestamp: 0))))
        for k in 1...n {
            let u = Double(k) / Double(n)
            let e = easeOut ? 1 - (1 - u) * (1 - u) * (1 - u) : u
            steps.append(Step(frames: k, extraSeconds: 0, event: move(id, kind, lerp(from, to, e), pressed: true)))
        }
        steps.append(Step(frames: n, extraSeconds: hold, event: .pointer(PointerEvent(id: id, kind: kind, phase: .ended, position: to, timestamp: 0, isPressed: false))))
        return PointerGesture(steps: steps)
    }

    private static func move(_ id: Int, _ kind: PointerKind, _ p: Point, pressed: Bool) -> PlatformEvent {
        .pointer(PointerEvent(id: id, kind: kind, phase: .moved, position: p, timestamp: 0, isPressed: pressed))
    }
}

extension FrameDriver {
    /// How long `settle()` runs frames at most: 5 seconds of frame time (300 frames at 60 Hz), longer than
    /// any built-in spring takes to come to rest.
    public static let settleLimit = 5.0

    /// Plays `gesture` through the host's event queue, a frame per gesture instant: frames run until each
    /// step's time, then its event is injected and a frame handles it (events of one instant share a frame;
    /// on a manual clock each event gets its own frame at that time, as `SceneHarness.send` does). Stops
    /// when a frame is abandoned (a quit).
    func perform(_ gesture: PointerGesture) {
        let start = nextFrameTime
        var frames = 0, extra = 0.0
        let steps = gesture.steps
        for (i, s) in steps.enumerated() {
            if clock.kind == .manual {
                while frames < s.frames { advance(seconds: PointerGesture.frameInterval); frames += 1 }
                if s.extraSeconds > extra { advance(seconds: s.extraSeconds - extra); extra = s.extraSeconds }
            } else {
                let target = start + s.offset
                while nextFrameTime < target - 0.0005 { step(); if lastReport.isAbandoned { return } }
            }
            host.inject(s.event)
            let shared = clock.kind != .manual && i + 1 < steps.count && steps[i + 1].offset == s.offset
            if !shared { step(); if lastReport.isAbandoned { return } }
        }
    }

    /// A tap at `point` (window points): `PointerGesture.tap` played.
    public func tap(at point: Point, kind: PointerKind = .mouse, id: Int = 0, hover: Bool = false) {
        perform(.tap(at: point, kind: kind, id: id, hover: hover))
    }

    /// A straight drag from `from` to `to` in `steps` moves, released with the last: `PointerGesture.drag` played.
    public func drag(from: Point, to: Point, steps: Int = 10, kind: PointerKind = .mouse, id: Int = 0) {
        perform(.drag(from: from, to: to, frames: steps, kind: kind, id: id))
    }

    /// Runs frames (one clock interval apart) until the scene is idle — nothing to lay out or paint, no
    /// animation, no action queued — or `settleLimit` seconds of frame time have passed; none when it is
    /// idle already. `eachFrame` runs after every frame it runs (a test reading each frame's dump or
    /// pixels). Stops when a frame is abandoned (a quit).
    /// - Returns: the frames run.
    @discardableResult
    public func settle(eachFrame: () -> Void = {}) -> Int {
        let limit = Int((FrameDriver.settleLimit / clock.interval).rounded())
        var n = 0
        while !scene.isIdle && n < limit {
            if clock.kind == .manual { advance(seconds: clock.interval) } else { step() }
            n += 1
            if lastReport.isAbandoned { return n }
            eachFrame()
        }
        return n
    }

    /// Lets `seconds` of frame time pass, running frames: on a manual clock, frames `step` seconds apart
    /// (the last exactly at the end); otherwise frames until the next would be at or after the end.
    public func advance(seconds: Double, step interval: Double = 1.0 / 60) {
        if clock.kind == .manual {
            let end = now + seconds
            while now < end - 1e-12 { now = min(end, now + interval); step() }
        } else {
            let end = nextFrameTime + seconds
            while nextFrameTime < end - 0.0005 { step(); if lastReport.isAbandoned { return } }
        }
    }

    /// Lets `seconds` pass on a manual clock with no frames, as an idle window waiting for input does
    /// (other clocks keep their own time: nothing happens).
    public func idle(seconds: Double) {
        if clock.kind == .manual { now += seconds }
    }
}
