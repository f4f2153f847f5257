import Motion
import SceneGraph

/// Something that moves a segmented control's indicator from outside — a paged pane in two-way sync.
/// While a control has a driver, its indicator does not animate by itself: the driver places it every frame
/// with `SegmentedControl.driveIndicator(toPosition:)`, so it is always exactly where the driver is.
@MainActor
public protocol IndicatorDriver: AnyObject {
    /// The user drags the indicator: it is at fractional `position` (0 = first segment).
    func indicatorDragged(to position: Double)
    /// The user released the indicator: it should settle on segment `index`, moving at `velocity`
    /// positions (segments) per second.
    func indicatorReleased(to index: Int, velocity: Double)
    /// The user pressed the indicator to drag it: the driver stops where it is and lets the drag lead.
    func indicatorDragBegan()
    /// The segment the driver shows or is moving to (what the user sees selected), if it knows one.
    var shownIndex: Int? { get }
    /// The user chose segment `index`, which is already the control's selection but not what the driver
    /// shows: go there with `animation`.
    func show(_ index: Int, animation: Animation?)
    /// Whether the driver is moving the indicator (settling, or following a finger): while it is, the
    /// indicator moves every frame without animating by itself.
    var isMoving: Bool { get }
    /// The control's animation changed to `animation`: later motions use it; with `time` (seconds on the
    /// animation clock) a motion under way also continues with it from where it is, at its velocity.
    func animationChanged(to animation: Animation, at time: Double?)
    /// The control joined `scene`: subscribe to the actions the driver follows.
    func controlAttached(to scene: Scene)
}

/// Defaults for drivers that need none of these: nothing to stop, no shown segment of their own, nowhere to go.
extension IndicatorDriver {
    public func indicatorDragBegan() {}
    public var shownIndex: Int? { nil }
    public func show(_ index: Int, animation: Animation?) {}
    public var isMoving: Bool { false }
    public func animationChanged(to animation: Animation, at time: Double?) {}
    public func controlAttached(to scene: Scene) {}
}
