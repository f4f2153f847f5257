import Geometry
import Painting
import SceneGraph

/// The transparent layer above a control's labels, sized and placed exactly over the indicator's current
/// frame (seed 003's third layer). Hit testing reaches it before the labels, so a press on the indicator
/// (or on the label it marks) belongs to the drag; it draws nothing.
@MainActor
public final class DragOverlayNode: Node {
    weak var control: SegmentedControl?

    init(controlID: String) { super.init(id: "\(controlID).overlay") }

    override public var kind: String { "dragOverlay" }

    /// The indicator's frame and the column of the control above and below it: a press on the label the
    /// indicator marks grabs the indicator in every style, also where it is a 3-point underline bar. An
    /// indicator scrolled out of view takes no press.
    override public func hitTestSelf(_ point: Point) -> Bool {
        guard frame.width > 0, control?.showsRow(at: point) ?? true else { return false }
        if frame.contains(point) { return true }
        guard let control, control.frame.contains(point) else { return false }
        return point.x >= frame.minX && point.x < frame.maxX
    }

    override public func paint(into list: inout DisplayList) {}

    override public func pointerBegan(_ event: PointerEvent) -> Bool { control?.beginPress(event, onIndicator: true) ?? false }
    override public func pointerMoved(_ event: PointerEvent) { control?.handlePointerMoved(event) }
    override public func pointerEnded(_ event: PointerEvent) { control?.handlePointerEnded(event) }
    override public func pointerCancelled(_ event: PointerEvent) { control?.handlePointerCancelled(event) }
}
