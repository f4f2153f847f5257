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
    static let crossFade = Animation.easeInOut(duration: 0.25)
    weak var control: SegmentedControl?

    init(controlID: String) {
        super.init(id: "\(controlID).indicator")
        allowsHitTesting = false
    }

    override public var kind: String { "indicator" }

    /// Moves toward `target` (points) with `animation`, or jumps there when it is nil; keeps the running
    /// animation when the target did not change. Returns whether an animation is now running.
    func setTarget(_ target: Rect, tint: Color, animation: Animation?, at time: Double) -> Bool {
        if let animation, scene?.reduceMotion == true, target != frameValue.target {
            // Cross-fade instead of sliding: jump to the new place at opacity 0, fade in, fade the old out.
            ghost = (frameValue.value, tintValue.value)
            frameValue.set(target, animation: nil, at: time)
            tintValue.set(tint, animation: nil, at: time)
            fade.set(0, animation: nil, at: time)
            fade.set(1, animation: IndicatorNode.crossFade, at: time)
            frame = frameValue.value
            return true
        }
        if target != frameValue.target || animation == nil { frameValue.set(target, animation: animation, at: time) }
        if tint != tintValue.target || animation == nil { tintValue.set(tint, animation: animation, at: time) }
        frame = frameValue.value
        return frameValue.isAnimating || tintValue.isAnimating
    }

    override public func animate(at time: Double, tolerance: SettleTolerance) -> Bool {
        let a = frameValue.update(at: time, settleTolerance: tolerance.distance, velocityTolerance: tolerance.velocity)
        let b = tintValue.update(at: time, settleTolerance: 0.002, velocityTolerance: 0.01)
        let c = fade.update(at: time, settleTolerance: 0.002, velocityTolerance: 0.01)
        if !c { ghost = nil }
        frame = frameValue.value
        return a || b || c
    }

    override public func paint(into list: inout DisplayList) {
        guard let control else { return }
        let opacity = clamp(fade.value, 0, 1)
        if let ghost, ghost.frame.isFinite, ghost.frame.width > 0, ghost.frame.height > 0 {
            list.append(.pushOpacity(1 - opacity))
            control.style.paintIndicator(ghost.frame, tint: ghost.tint, into: &list)
            list.append(.popOpacity)
        }
        guard frame.isFinite, frame.width > 0, frame.height > 0 else { return }
        if opacity < 1 { list.append(.pushOpacity(opacity)) }
        control.style.paintIndicator(frame, tint: tintValue.value, into: &list)
        if opacity < 1 { list.append(.popOpacity) }
    }
}
