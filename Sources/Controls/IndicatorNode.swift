import Geometry
import Motion
import Painting
import SceneGraph

/// The selection indicator of a `SegmentedControl`: a matched-geometry follower whose frame animates to its
/// source's frame (the selected segment's cell or content) and whose tint animates to the selected tint.
/// It takes no pointer input.
@MainActor
public final class IndicatorNode: Node {
    var frameValue = AnimatedValue(Rect.zero)
    var tintValue = AnimatedValue(Color.clear)
    /// Reduce Motion: the indicator's old place, fading out while the indicator fades in at its new place.
    private var ghost: (frame: Rect, tint: Color)?
    private var fade = AnimatedValue(1.0)
    /// The cross-fade that replaces the slide under Reduce Motion (UIKit's 0.25 s ease-in-out fade).
    static let crossFadeAnimation = Animation.easeInOut(duration: 0.25)
    weak var control: SegmentedControl?

    init(controlID: String) {
        super.init(id: "\(controlID).indicator")
        allowsHitTesting = false
    }

    override public var kind: String { "indicator" }

    /// The indicator's frame; the drag overlay above the labels always lies exactly over it.
    override public var frame: Rect { didSet { control?.overlay.frame = frame } }

    /// Moves toward `target` (points) with `animation`, or jumps there when it is nil; keeps the running
    /// animation when the target did not change. Returns whether an animation is now running.
    func setTarget(_ target: Rect, tint: Color, animation: Animation?, at time: Double) -> Bool {
        if animation != nil, scene?.reduceMotion == true, target != frameValue.target {
            crossFade(to: target, tint: tint, at: time)
            return true
        }
        if target != frameValue.target || animation == nil { frameValue.set(target, animation: animation, at: time) }
        if tint != tintValue.target || animation == nil { tintValue.set(tint, animation: animation, at: time) }
        frame = frameValue.value
        return frameValue.isAnimating || tintValue.isAnimating
    }

    /// Scale about the centre: 0.95 while pressed (drag), 1 otherwise.
    var scaleValue = AnimatedValue(1.0)
    /// The selection-feedback pulse: 1 right after a user's selection, fading to 0.
    var pulseValue = AnimatedValue(0.0)
    /// Scale of a pressed indicator.
    public static let pressedScale = 0.95
    static let pressAnimation = Animation.spring(response: 0.25, dampingFraction: 0.86)
    static let pulseFade = Animation.easeOut(duration: 0.35)

    /// `f` kept inside the control's track: the spring's own overshoot where there is room, and past the
    /// control's inner edge (`IndicatorTrack.bounds`) a squash against it (the width shrinks, at least to
    /// the height) instead of carrying the indicator out of the control.
    func keptInTrack(_ f: Rect) -> Rect {
        guard let control, !control.track.frames.isEmpty, f.isFinite else { return f }
        let lo = control.track.bounds.lowerBound, hi = control.track.bounds.upperBound
        var r = f
        let minimum = min(f.width, max(f.height, 1))
        if r.minX < lo { r.width = max(minimum, r.maxX - lo); r.x = lo }
        if r.maxX > hi { r.width = max(minimum, hi - r.minX); r.x = hi - r.width }
        if r.width > hi - lo { r.width = max(0, hi - lo); r.x = lo }   // a control narrower than its indicator
        if r.minX < lo { r.x = lo }
        return r
    }

    /// The indicator's opacity at its current place, 0…1 (below 1 while a Reduce Motion cross-fade runs).
    public var opacity: Double { clamp(fade.value, 0, 1) }

    /// Whether a Reduce Motion cross-fade is under way (the old place still fading out).
    public var isCrossFading: Bool { ghost != nil }

    /// Whether anything of the indicator is animating.
    public var isAnimating: Bool { frameValue.isAnimating || tintValue.isAnimating || fade.isAnimating || scaleValue.isAnimating || pulseValue.isAnimating }

    /// Reduce Motion: jumps to `target` at opacity 0 and fades in while the old place fades out.
    func crossFade(to target: Rect, tint: Color, at time: Double) {
        guard target != frameValue.value else { return }
        ghost = (frameValue.value, tintValue.value)
        frameValue.set(target, animation: nil, at: time)
        tintValue.set(tint, animation: nil, at: time)
        fade.set(0, animation: nil, at: time)
        fade.set(1, animation: IndicatorNode.crossFadeAnimation, at: time)
        frame = frameValue.value
    }

    /// The frame as drawn: `frame` scaled about its centre while pressed (points); never larger than
    /// `frame` (the press spring's hair of overshoot past 1 would carry it outside its control).
    public var drawnFrame: Rect { scaleValue.value >= 1 ? frame : frame.scaled(by: scaleValue.value) }

    /// A press on the indicator: stop where it is (catching a running animation) and shrink to 0.95.
    func beginDrag(at time: Double) {
        frameValue.set(frameValue.value, animation: nil, at: time)
        frame = frameValue.value
        scaleValue.set(IndicatorNode.pressedScale, animation: IndicatorNode.pressAnimation, at: time)
    }

    /// Follows the pointer (or a driver): the frame jumps to `rect` (the frame after the motion event shows
    /// it), and the tint to `tint` when given.
    func follow(_ rect: Rect, tint: Color? = nil) {
        frameValue.set(rect, animation: nil, at: 0)
        if let tint { tintValue.set(tint, animation: nil, at: 0) }
        frame = rect
    }

    /// Release: spring from the current frame with `velocity` (points/second per lane: x, y, width, height)
    /// to `target`, and scale back to 1.
    func endDrag(to target: Rect, tint: Color, animation: Animation, velocity: SIMD4<Double>, at time: Double) {
        frameValue.set(target, animation: animation, from: frameValue.value, velocity: velocity, at: time)
        tintValue.set(tint, animation: animation, at: time)
        scaleValue.set(1, animation: IndicatorNode.pressAnimation, at: time)
    }

    /// The selection-feedback pulse (the seeds' haptic, made visible).
    func pulse(at time: Double) {
        pulseValue.set(1, animation: nil, at: time)
        pulseValue.set(0, animation: IndicatorNode.pulseFade, at: time)
    }

    override public func animate(at time: Double, tolerance: SettleTolerance) -> Bool {
        let d = scaleValue.update(at: time, settleTolerance: 0.0005, velocityTolerance: 0.005)
        let e = pulseValue.update(at: time, settleTolerance: 0.002, velocityTolerance: 0.01)
        let a = frameValue.update(at: time, settleTolerance: tolerance.distance, velocityTolerance: tolerance.velocity)
        let b = tintValue.update(at: time, settleTolerance: 0.002, velocityTolerance: 0.01)
        let c = fade.update(at: time, settleTolerance: 0.002, velocityTolerance: 0.01)
        if !c { ghost = nil }
        frame = keptInTrack(frameValue.value)
        return a || b || c || d || e
    }

    /// The indicator's whole state as it is drawn this frame (what its painter receives).
    public var state: IndicatorState {
        let time = scene?.animationTime ?? 0
        return IndicatorState(frame: drawnFrame, unscaledFrame: frame,
                              velocity: frameValue.isAnimating ? frameValue.velocityVector(at: time) : .zero,
                              pressScale: scaleValue.value, pulse: clamp(pulseValue.value, 0, 1),
                              tint: tintValue.value, control: control?.frame ?? .zero)
    }

    override public func paint(into list: inout DisplayList) {
        guard let control else { return }
        let painter = control.style.indicatorPainter
        let opacity = clamp(fade.value, 0, 1)
        if let ghost, ghost.frame.isFinite, ghost.frame.width > 0, ghost.frame.height > 0 {
            list.append(.pushOpacity(1 - opacity))
            painter.paint(IndicatorState(frame: ghost.frame, tint: ghost.tint, control: control.frame), into: &list)
            list.append(.popOpacity)
        }
        guard frame.isFinite, frame.width > 0, frame.height > 0 else { return }
        if opacity < 1 { list.append(.pushOpacity(opacity)) }
        painter.paint(state, into: &list)
        if opacity < 1 { list.append(.popOpacity) }
    }
}
