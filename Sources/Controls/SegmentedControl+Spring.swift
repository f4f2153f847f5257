import Geometry
import Motion
import SceneGraph

/// Live tuning of a control's motion (the inspector): changing the animation mid-flight, and where a
/// drag released now would land.
extension SegmentedControl {
    /// Makes `newAnimation` the control's animation. A running indicator animation is retargeted to the
    /// same destination with it, starting from the indicator's current frame and velocity at `time`
    /// (seconds on the animation clock), so nothing jumps; the next selection uses it from the start. A
    /// driver (a linked pane) is told, so its motion changes spring the same way.
    public func setAnimation(_ newAnimation: Animation, at time: Double) {
        animation = newAnimation
        indicatorDriver?.animationChanged(to: newAnimation, at: time)   // a linked pane's settle retargets too
        guard !isDragging, drivenPosition == nil else { return }
        if indicator.retarget(animation: newAnimation, at: time) { scene?.startAnimating(indicator) }
    }

    /// Whether the indicator is moving: animating by itself, dragged, or placed every frame by a driver
    /// that is moving (a settling or paged pane).
    public var isIndicatorInMotion: Bool { indicator.isMoving || isDragging || indicatorDriver?.isMoving == true }

    /// Where the dragged indicator would land if released at `time` (seconds on the pointer events'
    /// clock): its frame at the velocity-projected position (UIKit's deceleration projection, as the
    /// release uses) and the segment it would snap to. Nil when the indicator is not being dragged.
    public func dragProjection(at time: Double) -> (frame: Rect, index: Int)? {
        guard case let .drag(drag, _) = gesture else { return nil }
        let vx = drag.velocity(at: time).x
        let centerX = indicator.frame.midX + projectedOffset(velocity: vx)
        let projected = track.draggedFrame(x: centerX - indicator.frame.width / 2)
        return (projected, track.nearestIndex(toCenterX: centerX))
    }
}

extension IndicatorNode {
    /// Whether the indicator's frame is animating (its tint and press scale aside).
    public var isMoving: Bool { frameValue.isAnimating }

    /// Restarts a running frame animation toward its target with `animation`, from the value and
    /// velocity it has at `time` (seconds). Returns whether the frame is animating.
    func retarget(animation: Animation, at time: Double) -> Bool {
        guard frameValue.isAnimating else { return false }
        let target = frameValue.target
        frameValue.set(target, animation: animation, from: frameValue.value(at: time),
                       velocity: frameValue.velocityVector(at: time), at: time)
        return frameValue.isAnimating
    }
}

extension SegmentedControl {
    /// Plays a selection change again: the indicator jumps back to segment `from` and animates to `to`
    /// with the control's current animation, as a user's selection (the inspector's Replay). Out-of-range
    /// or equal indices, and a control being dragged, do nothing.
    public func replaySelection(from: Int, to: Int) {
        guard from != to, segments.indices.contains(from), segments.indices.contains(to), !isDragging, let scene else { return }
        isReplayingSelection = true
        defer { isReplayingSelection = false }
        if selectedIndex != from { scene.withAnimation(nil) { select(from) } }
        if drivenPosition == nil, !track.frames.isEmpty {
            _ = indicator.setTarget(track.frames[from], tint: segments[from].tint, animation: nil, at: scene.animationTime)
        }
        userSelect(to)
    }
}
