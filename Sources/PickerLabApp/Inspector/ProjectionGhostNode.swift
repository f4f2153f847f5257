import Controls
import Geometry
import Painting
import SceneGraph

/// While an indicator is dragged: a faint outline where a release now would land (the indicator at its
/// velocity-projected position) and a dashed-looking outline of the segment it would snap to. Reads the
/// control's drag state when painted (every frame the drag moves), so it never lags a frame.
@MainActor
final class ProjectionGhostNode: Node {
    /// The control whose drag is shown.
    weak var control: SegmentedControl?
    /// Whether the ghost is shown (the inspector's toggle).
    var isEnabled = true { didSet { markNeedsPaint() } }
    /// The time to ask the control's velocity tracker at: the frame clock's now (seconds).
    var now: () -> Double = { 0 }
    /// What was drawn last: the projected frame and the snap segment (window points), for tests and the dump.
    private(set) var shown: (projected: Rect, snap: Rect, index: Int)?

    init() {
        super.init(id: "inspector.ghost.overlay")
        allowsHitTesting = false
    }

    override var kind: String { "projectionGhost" }

    override func paint(into list: inout DisplayList) {
        shown = nil
        guard isEnabled, let control, let p = control.dragProjection(at: now()) else { return }
        let snap = control.track.frames[p.index]
        shown = (p.frame, snap, p.index)
        let r = min(p.frame.height / 2, 14)
        // A fling can project past the ends: the ghost stays over its own control.
        list.append(.pushClip(control.frame.insetBy(dx: -6, dy: -6)))
        list.append(.fillRoundedRect(p.frame, cornerRadius: r, fill: .solid(Color.blue.opacity(0.08))))
        list.append(.strokeRoundedRect(p.frame, cornerRadius: r, color: Color.blue.opacity(0.55), lineWidth: 1.5))
        list.append(.strokeRoundedRect(snap.insetBy(dx: -2, dy: -2), cornerRadius: min(snap.height / 2 + 2, 16), color: Color.orange.opacity(0.7), lineWidth: 1))
        list.append(.popClip)
    }
}
