import Geometry
import Painting
import SceneGraph

/// The transparent layer above a control's labels, sized and placed exactly over the indicator's current
/// frame (seed 003's third layer). A press where it hit-tests (on the indicator, or on the label it marks)
/// grabs the indicator: the control asks it on press (the control is the one gesture-arena member for all
/// its gestures, so the press walks up from here to the control). It draws nothing.
@MainActor
public final class DragOverlayNode: Node {
    weak var control: SegmentedControl?

    init(controlID: String) { super.init(id: "\(controlID).overlay") }

    override public var kind: String { "dragOverlay" }

    /// The indicator's frame and the column of the control above and below it: a press on the label the
    /// indicator marks grabs the indicator in every style, also where it is a 3-point underline bar.
    override public func hitTestSelf(_ point: Point) -> Bool {
        guard frame.width > 0 else { return false }
        if frame.contains(point) { return true }
        guard let control, control.frame.contains(point) else { return false }
        return point.x >= frame.minX && point.x < frame.maxX
    }

    override public func paint(into list: inout DisplayList) {}
}
