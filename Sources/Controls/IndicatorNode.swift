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
    weak var control: SegmentedControl?

    init(controlID: String) {
        super.init(id: "\(controlID).indicator")
        allowsHitTesting = false
    }

    override public var kind: String { "indicator" }

    /// Moves toward `target` (points) with `animation`, or jumps there when it is nil; keeps the running
    /// animation when the target did not change. Returns whether an animation is now running.
    func setTarget(_ target: Rect, tint: Color, animation: Animation?, at time: Double) -> Bool {
        if target != frameValue.target || animation == nil { frameValue.set(target, animation: animation, at: time) }
        if tint != tintValue.target || animation == nil { tintValue.set(tint, animation: animation, at: time) }
        frame = frameValue.value
        return frameValue.isAnimating || tintValue.isAnimating
    }

    override public func animate(at time: Double, tolerance: SettleTolerance) -> Bool {
        let a = frameValue.update(at: time, settleTolerance: tolerance.distance, velocityTolerance: tolerance.velocity)
        let b = tintValue.update(at: time, settleTolerance: 0.002, velocityTolerance: 0.01)
        frame = frameValue.value
        return a || b
    }

    override public func paint(into list: inout DisplayList) {
        guard let control, frame.isFinite, frame.width > 0, frame.height > 0 else { return }
        control.style.paintIndicator(frame, tint: tintValue.value, into: &list)
    }
}
