import Foundation
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
        // Where it starts from may lie outside a track that just changed (fewer segments): squashed inside.
        frame = keptInTrack(frameValue.value)
        return frameValue.isAnimating || tintValue.isAnimating
    }

    /// A layout pass with no transaction of its own (a resize, a reflow) while the frame may be animating:
    /// a running animation keeps running, as SwiftUI and UIKit keep in-flight animations across layout —
    /// its frame and velocity carried from the control's old frame `old` to its new frame `new` (the affine
    /// map between the two rectangles, so the indicator stays where it was within its control), then on to
    /// `target` from there with its own animation. At rest the indicator moves to `target` at once. Returns
    /// whether an animation is now running.
    func relayout(to target: Rect, tint: Color, from old: Rect, to new: Rect, at time: Double) -> Bool {
        guard frameValue.isAnimating, let animation = frameValue.animation, old.width > 0, old.height > 0,
              old.isFinite, new.isFinite else {
            return setTarget(target, tint: tint, animation: nil, at: time)
        }
        carry(from: old, to: new, at: time)
        frameValue.set(target, animation: animation, from: frameValue.value, velocity: frameValue.velocityVector(at: time), at: time)
        if tint != tintValue.target { tintValue.set(tint, animation: tintValue.animation ?? animation, at: time) }
        frame = keptInTrack(frameValue.value)
        return frameValue.isAnimating || tintValue.isAnimating
    }

    /// The control moved from `old` to `new` (window points): the indicator's place, a running animation's
    /// position and velocity, and a cross-fade's old place follow by the affine map between the two, so it
    /// stays where it was within its control (and a change made in the same layout animates from there).
    func carry(from old: Rect, to new: Rect, at time: Double) {
        guard old != new, old.width > 0, old.height > 0, old.isFinite, new.isFinite else { return }
        let kx = new.width / old.width, ky = new.height / old.height
        func carried(_ r: Rect) -> Rect {
            Rect(x: new.minX + (r.minX - old.minX) * kx, y: new.minY + (r.minY - old.minY) * ky, width: r.width * kx, height: r.height * ky)
        }
        if frameValue.isAnimating, let animation = frameValue.animation {
            let v = frameValue.velocityVector(at: time)
            frameValue.set(carried(frameValue.target), animation: animation, from: carried(frameValue.value(at: time)),
                           velocity: SIMD4(v[0] * kx, v[1] * ky, v[2] * kx, v[3] * ky), at: time)
        } else {
            frameValue.set(carried(frameValue.value), animation: nil, at: time)
        }
        if var g = ghost { g.frame = carried(g.frame); ghost = g }
        frame = frameValue.value
    }

    /// Scale about the centre: the style's `pressedScale` while pressed (drag), 1 otherwise.
    var scaleValue = AnimatedValue(1.0)
    /// Stretch along the drag: 1 at rest, up to 1 + the style's `dragStretch` while dragged fast (see
    /// `stretchTarget`).
    var stretchValue = AnimatedValue(1.0)
    /// When the dragging pointer last moved (animation time, seconds), so a pointer at rest relaxes the stretch.
    private var lastDragMove = -Double.infinity
    /// The speed at which the stretch reaches tanh(1) ≈ 76% of the style's `dragStretch`, in points per second.
    static let stretchSpeed = 1500.0
    /// The stretch follows the drag's speed with this spring, and springs back to 1 on release with `stretchRelease`.
    static let stretchFollow = Animation.spring(response: 0.15, dampingFraction: 0.8)
    static let stretchRelease = Animation.spring(response: 0.4, dampingFraction: 0.45)
    /// The indicator's press scale now (1 at rest), for the scene dump.
    public var scale: Double { scaleValue.value }
    /// The indicator's stretch now (1 at rest), for the scene dump.
    public var stretch: Double { stretchValue.value }

    /// The stretch for a drag moving at `velocityX` points per second: `1 + maxStretch · tanh(|v| / stretchSpeed)`
    /// (a soft saturation: proportional to the speed when slow, never past `1 + maxStretch`).
    static func stretchTarget(velocityX: Double, maxStretch: Double) -> Double {
        velocityX.isFinite ? 1 + max(0, maxStretch) * tanh(abs(velocityX) / stretchSpeed) : 1
    }

    /// The dragging pointer moved at `velocityX` (points/second): the stretch springs toward its target.
    func dragMoved(velocityX: Double, at time: Double) {
        lastDragMove = time
        let target = IndicatorNode.stretchTarget(velocityX: velocityX, maxStretch: control?.style.dragStretch ?? 0)
        if abs(target - stretchValue.target) > 1e-4 { stretchValue.set(target, animation: IndicatorNode.stretchFollow, at: time) }
        if stretchValue.isAnimating || stretchValue.target != 1 { scene?.startAnimating(self) }
    }
    /// Scale of a pressed indicator whose control is gone (a style's own is `pressedScale`, 0.95 by default).
    public static let pressedScale = 0.95
    static let pressAnimation = Animation.spring(response: 0.25, dampingFraction: 0.86)

    /// `f` kept inside the control's track: the spring's own overshoot where there is room, and past the
    /// control's inner edge (`IndicatorTrack.bounds`) a squash against it (the width shrinks, at least to
    /// the height) instead of carrying the indicator out of the control; vertically it stays inside the control.
    /// The inspector's B ghost follows the same rule.
    public func keptInTrack(_ f: Rect) -> Rect {
        guard let control, !control.track.frames.isEmpty, f.isFinite else { return f }
        let lo = control.track.bounds.lowerBound, hi = control.track.bounds.upperBound
        var r = f
        if !(r.width >= 1) { r.x += (r.width - 1) / 2; r.width = 1 }   // a spring's undershoot never inverts it
        if !(r.height >= 0.5) { r.y += (r.height - 0.5) / 2; r.height = 0.5 }   // nor flattens it (a morph to an underline)
        let minimum = min(r.width, max(f.height, 1))
        if r.minX < lo { r.width = max(minimum, r.maxX - lo); r.x = lo }
        if r.maxX > hi { r.width = max(minimum, hi - r.minX); r.x = hi - r.width }
        if r.width > hi - lo { r.width = max(0, hi - lo); r.x = lo }   // a control narrower than its indicator
        if r.minX < lo { r.x = lo }
        // Nor above or below it: a morph from a taller layout (a text scale, a reload, a reflow that moved the
        // control while the indicator was sliding) is squashed to the control's height as it shrinks.
        let k = control.frame
        if k.isFinite, k.height > 0 {
            if r.height > k.height { r.height = k.height }
            if r.minY < k.minY { r.y = k.minY }
            if r.maxY > k.maxY { r.y = k.maxY - r.height }
        }
        return r
    }

    /// The indicator's opacity at its current place, 0…1 (below 1 while a Reduce Motion cross-fade runs).
    public var opacity: Double { clamp(fade.value, 0, 1) }

    /// Whether a Reduce Motion cross-fade is under way (the old place still fading out).
    var isCrossFading: Bool { ghost != nil }

    /// The x velocity of the indicator's own frame animation now (points/s), or nil when that animation is not
    /// running (at rest, or placed by a drag or a driver) — what a motion counter reports, as Core Animation
    /// would: a jump to a new layout is not velocity.
    public var slideVelocityX: Double? {
        frameValue.isAnimating ? frameValue.velocityVector(at: scene?.animationTime ?? 0)[0] : nil
    }

    /// Whether anything of the indicator is animating.
    public var isAnimating: Bool {
        frameValue.isAnimating || tintValue.isAnimating || fade.isAnimating || scaleValue.isAnimating
            || stretchValue.isAnimating
    }

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

    /// The frame as drawn: `frame` scaled about its centre while pressed (never above 1 for styles that shrink
    /// when pressed), and stretched (width × stretch, height ÷ √stretch, about the centre) while dragged, kept
    /// within the control's width (points).
    public var drawnFrame: Rect {
        var scale = scaleValue.value
        let s = stretchValue.value
        // A style that shrinks under the finger never draws past its frame (the press spring's hair of
        // overshoot past 1 on release); one that grows (glass) is kept inside its control below.
        if (control?.style.pressedScale ?? IndicatorNode.pressedScale) <= 1 { scale = min(scale, 1) }
        guard scale != 1 || s != 1 else { return frame }
        var f = scale == 1 ? frame : frame.scaled(by: scale)
        if s != 1, s.isFinite, s > 0 {
            let w = f.width * s, h = f.height / s.squareRoot()
            f = Rect(x: f.midX - w / 2, y: f.midY - h / 2, width: w, height: h)
        }
        if let k = control?.frame, k.width > 0, f.width > frame.width {
            // Grown past its frame (a glass press or stretch): stay inside the control.
            if f.width > k.width { f.width = k.width }
            if f.minX < k.minX { f.x = k.minX }
            if f.maxX > k.maxX { f.x = k.maxX - f.width }
        }
        return f
    }

    /// How far the press has gone: 0 at rest … 1 at the style's pressed scale.
    var pressProgress: Double {
        let pressed = control?.style.pressedScale ?? IndicatorNode.pressedScale
        return pressed == 1 ? 0 : clamp((scaleValue.value - 1) / (pressed - 1), 0, 1.2)
    }

    /// A press on the indicator: stop where it is (catching a running animation) and scale to the style's
    /// `pressedScale` (0.95 by default, shrinking under the finger; the glass grows to 1.06).
    func beginDrag(at time: Double) {
        frameValue.set(frameValue.value, animation: nil, at: time)
        frame = frameValue.value
        scaleValue.set(control?.style.pressedScale ?? IndicatorNode.pressedScale, animation: IndicatorNode.pressAnimation, at: time)
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
        stretchValue.set(1, animation: IndicatorNode.stretchRelease, at: time)
        lastDragMove = -.infinity
    }

    override public func animate(at time: Double, tolerance: SettleTolerance) -> Bool {
        // While dragged and stretched, keep animating: when the pointer rests the stretch relaxes.
        let holdsStretch = control?.isDragging == true && stretchValue.target != 1
        if holdsStretch, time - lastDragMove > 0.05 {
            stretchValue.set(1, animation: IndicatorNode.stretchFollow, at: time)   // the pointer rests: relax
        }
        let stretching = stretchValue.update(at: time, settleTolerance: 0.0005, velocityTolerance: 0.005)
        let d = scaleValue.update(at: time, settleTolerance: 0.0005, velocityTolerance: 0.005) || stretching
        let a = frameValue.update(at: time, settleTolerance: tolerance.distance, velocityTolerance: tolerance.velocity)
        let b = tintValue.update(at: time, settleTolerance: 0.002, velocityTolerance: 0.01)
        let c = fade.update(at: time, settleTolerance: 0.002, velocityTolerance: 0.01)
        if !c { ghost = nil }
        frame = keptInTrack(frameValue.value)
        return a || b || c || d || holdsStretch
    }

    /// The indicator's whole state as it is drawn this frame (what its painter receives).
    public var state: IndicatorState {
        let time = scene?.animationTime ?? 0
        return IndicatorState(frame: drawnFrame, unscaledFrame: frame,
                              velocity: frameValue.isAnimating ? frameValue.velocityVector(at: time) : .zero,
                              tint: tintValue.value, press: pressProgress, scale: scaleValue.value, stretch: stretchValue.value,
                              control: control?.frame ?? .zero)
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
