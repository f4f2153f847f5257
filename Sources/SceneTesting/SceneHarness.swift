import Geometry
import Painting
import SceneGraph

/// The frame driver over a `NullHost` with a manual clock, for tests and the benchmark: the production
/// frame loop (`FrameDriver.step`), its gestures (`tap`, `drag`) and `settle`, with time set by the test.
/// `time` is the last frame's time; `send` and `frame` run a frame at it, `advance` moves it in frames.
@MainActor
public final class SceneHarness: FrameDriver {
    /// The null host the frames run on (its event queue, the lists it rendered).
    let nullHost: NullHost

    /// A harness around `root` in a window of `size` points at `scale`; runs the first frame at time 0.
    public init(root: Node, size: Size = Size(width: 1100, height: 760), scale: Double = 1) {
        nullHost = NullHost(size: size, scale: scale)
        super.init(scene: Scene(root: root), host: nullHost, clock: FrameClock(kind: .manual))
        frame()
    }

    /// The text measurer layout uses (the null host's fixed-advance one).
    public var measurer: FixedAdvanceMeasurer { nullHost.measurer }
    /// Window size in points.
    public var size: Size {
        get { nullHost.windowSize }
        set { nullHost.windowSize = newValue }
    }
    /// Drawable pixels per point.
    public var scale: Double {
        get { nullHost.scale }
        set { nullHost.scale = newValue }
    }
    /// The manual clock, in seconds: the last frame's time.
    public var time: Double { now }
    /// The layout context: the measurer and the scale.
    public var context: LayoutContext { layoutContext }

    /// One frame at the current time.
    public func frame() { step() }

    /// Delivers `event` through the host's queue and runs a frame at the current time (the animation clock
    /// already at it when the event is handled, as in the app).
    public func send(_ event: PlatformEvent) {
        host.inject(event)
        step()
    }
}
