import Geometry
import Painting
import SceneGraph

/// Drives a scene headlessly for tests and the benchmark: a window size, a fixed-advance text measurer,
/// a manual clock, and helpers to tap, drag and advance time through the real frame phases.
@MainActor
public final class SceneHarness {
    /// The scene under test.
    public let scene: Scene
    /// The text measurer layout uses.
    public let measurer = FixedAdvanceMeasurer()
    /// Window size in points.
    public var size: Size
    /// Drawable pixels per point.
    public var scale: Double
    /// The manual clock, in seconds.
    public private(set) var time = 0.0

    /// A harness around `root` in a window of `size` points.
    public init(root: Node, size: Size = Size(width: 1100, height: 760), scale: Double = 1) {
        scene = Scene(root: root); self.size = size; self.scale = scale
        frame()
    }

    /// The layout context: the measurer and the scale.
    public var context: LayoutContext { LayoutContext(measurer: measurer, scale: scale) }

    /// One frame at the current time: animate, drain the actions, layout, paint.
    public func frame() {
        scene.animate(at: time)
        scene.drainActions()
        scene.layoutIfNeeded(size: size, context)
        scene.paintIfNeeded()
    }

    /// Advances the clock by `seconds` in frames of `step` seconds (default 1/60), running a frame each.
    public func advance(seconds: Double, step: Double = 1.0 / 60) {
        let end = time + seconds
        while time < end - 1e-12 { time = min(end, time + step); frame() }
    }

    /// Delivers `event` (input phase, with the animation clock already at this frame's time, as the app
    /// does) and runs a frame.
    public func send(_ event: PlatformEvent) {
        scene.setAnimationTime(time)
        scene.dispatch(event)
        frame()
    }

    /// Lets `seconds` pass with no frames, as an idle window waiting for input does.
    public func idle(seconds: Double) { time += seconds }

    /// A mouse press and release at `point` (points), one frame apart.
    public func tap(at point: Point, kind: PointerKind = .mouse, id: Int = 0) {
        send(.pointer(PointerEvent(id: id, kind: kind, phase: .began, position: point, timestamp: time)))
        advance(seconds: 1.0 / 60)
        send(.pointer(PointerEvent(id: id, kind: kind, phase: .ended, position: point, timestamp: time, isPressed: false)))
    }

    /// A press at `from`, moves to `to` in `steps` frames, and a release there.
    public func drag(from: Point, to: Point, steps: Int = 10, kind: PointerKind = .mouse, id: Int = 0) {
        send(.pointer(PointerEvent(id: id, kind: kind, phase: .began, position: from, timestamp: time)))
        for i in 1...max(1, steps) {
            advance(seconds: 1.0 / 60)
            let p = lerp(from, to, Double(i) / Double(max(1, steps)))
            send(.pointer(PointerEvent(id: id, kind: kind, phase: .moved, position: p, timestamp: time)))
        }
        send(.pointer(PointerEvent(id: id, kind: kind, phase: .ended, position: to, timestamp: time, isPressed: false)))
    }

    /// Runs frames until nothing animates (at most `limit` seconds).
    public func settle(limit: Double = 5) {
        var t = 0.0
        while !scene.isIdle && t < limit { advance(seconds: 1.0 / 60); t += 1.0 / 60 }
    }
}
