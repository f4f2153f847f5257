import Geometry
import Painting
import SceneGraph

/// The window's root: the gallery fills the window, or — while a side panel (the inspector) is docked —
/// the part left of it, so the gallery reflows beside the panel instead of under it. Every other child
/// (the frame graph, the projection ghost) shares the gallery's area. When the window is too narrow for
/// the panel and `minimumContentWidth` beside it, the panel overlays the whole window instead (the
/// gallery keeps its own layout underneath, is not drawn and takes no input), so it covers no control
/// in part.
@MainActor
final class DockNode: Node {
    /// The docked panel, if one is shown (a child of this node).
    private(set) var panel: Node?
    /// The docked panel's width in points.
    var panelWidth = 300.0 { didSet { markNeedsLayout() } }
    /// Called at the start of every paint pass, before anything is painted: animation and layout are done,
    /// so every frame is what this frame shows (the inspector samples the indicator's trajectory here, and
    /// its plot then shows this frame's sample).
    var beforePaint: (() -> Void)?
    /// The narrowest the gallery may be beside the panel (points, for the layout context given); nil: any.
    var minimumContentWidth: ((LayoutContext) -> Double)?
    /// Whether the docked panel covers the whole window (set by layout).
    private(set) var isOverlay = false

    /// Docks `node` at the right edge (nil undocks the current panel).
    func dock(_ node: Node?) {
        if let panel { removeChild(panel) }
        panel = node
        if let node { addChild(node) }
        markNeedsLayout()
    }

    /// The area the gallery gets, in window points: the frame left of the panel.
    var contentFrame: Rect {
        guard panel != nil, !isOverlay else { return frame }
        return Rect(x: frame.minX, y: frame.minY, width: max(0, frame.width - panelWidth), height: frame.height)
    }

    override func placeChildren(_ context: LayoutContext) {
        isOverlay = panel != nil && frame.width - panelWidth < (minimumContentWidth?(context) ?? 0)
        let content = contentFrame
        for c in children {
            if c === panel {
                c.place(in: isOverlay ? frame : Rect(x: content.maxX, y: frame.minY, width: frame.maxX - content.maxX, height: frame.height), context)
            } else {
                c.place(in: content, context)
            }
        }
    }

    override func paint(into list: inout DisplayList) {
        beforePaint?()
        if isOverlay, let panel { panel.paintNode(into: &list); return }
        super.paint(into: &list)
    }
}
