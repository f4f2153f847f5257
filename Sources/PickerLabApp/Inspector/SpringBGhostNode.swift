import Controls
import Geometry
import Motion
import Painting
import SceneGraph

/// A/B in the window: for each control with a second spring B (`--spring-b`, `set spring-b`, the
/// inspector's "Keep as B"), a ghost indicator — a dashed-looking purple outline tagged "B" — that makes
/// every animated selection change with B, beside the control's own indicator making it with A. At rest it
/// sits on the selected segment. For an indicator its pane drives (glass) the ghost moves the way the pane
/// would with B: its fractional position springs from segment to segment and its frame is the track's
/// frame there; otherwise B's overshoot squashes against the control's inner edge, as the indicator's does
/// (`IndicatorNode.keptInTrack`). A change made without animation moves it at once. Drawn only while the
/// inspector is shown (`isShown`). Times are seconds on the animation clock.
@MainActor
final class SpringBGhostNode: Node {
    /// One control's ghost: the second animation and the ghost's motion.
    struct Ghost {
        weak var control: SegmentedControl?
        var animation: Animation
        /// The ghost's frame (window points), for a control that animates its own indicator.
        var frame: AnimatedValue<Rect>
        /// The ghost's fractional position (0 = the first segment), for a driven indicator.
        var position: AnimatedValue<Double>
        var isAnimating: Bool { frame.isAnimating || position.isAnimating }
    }
    private(set) var ghosts: [String: Ghost] = [:]
    private var time = 0.0
    /// Whether the ghosts are drawn: only while the inspector is shown (they go with the panel, as an
    /// iOS tool's overlays do; B and its motion are kept, so they show again, in step, when it reopens).
    var isShown = true { didSet { if isShown != oldValue { markNeedsPaint() } } }

    init() {
        super.init(id: "inspector.ghost.b")
        allowsHitTesting = false
    }

    override var kind: String { "springBGhost" }

    /// Gives `control` the second animation `animation` (nil removes its ghost); the ghost starts at rest
    /// on the selected segment.
    func setAnimation(_ animation: Animation?, for control: SegmentedControl) {
        guard let animation else { ghosts[control.id] = nil; markNeedsPaint(); return }
        if var g = ghosts[control.id] { g.animation = animation; ghosts[control.id] = g; markNeedsPaint(); return }
        let rest = control.track.frames.indices.contains(control.selectedIndex) ? control.track.frames[control.selectedIndex] : control.indicator.frame
        ghosts[control.id] = Ghost(control: control, animation: animation, frame: AnimatedValue(rest), position: AnimatedValue(Double(control.selectedIndex)))
        markNeedsPaint()
    }

    /// The second animation of control `id`, if it has one.
    func animation(for id: String) -> Animation? { ghosts[id]?.animation }

    /// A selection change of `control` at `time` (animation clock): the ghost goes to the new segment with
    /// B when the change is animated (`animated`), at once otherwise. A ghost still moving retargets from
    /// where it is, at its velocity; one at rest starts from the segment the change left.
    func selectionChanged(_ control: SegmentedControl, _ change: SelectionChange, animated: Bool, at time: Double) {
        guard var g = ghosts[control.id], control.track.frames.indices.contains(change.to) else { return }
        let frames = control.track.frames
        if !g.isAnimating, frames.indices.contains(change.from) {
            g.frame.set(frames[change.from], animation: nil, at: time)
            g.position.set(Double(change.from), animation: nil, at: time)
        }
        let animation: Animation? = animated && control.scene?.reduceMotion != true ? g.animation : nil
        g.frame.set(frames[change.to], animation: animation, at: time)
        g.position.set(Double(change.to), animation: animation, at: time)
        ghosts[control.id] = g
        self.time = time
        if g.isAnimating { scene?.startAnimating(self) }
        markNeedsPaint()
    }

    override func animate(at time: Double, tolerance: SettleTolerance) -> Bool {
        self.time = time
        var any = false
        for (id, var g) in ghosts {
            let a = g.frame.update(at: time, settleTolerance: tolerance.distance, velocityTolerance: tolerance.velocity)
            // The position is in segments: settle it to the same fraction of a segment as the frame's points.
            let b = g.position.update(at: time, settleTolerance: 1e-3, velocityTolerance: 1e-2)
            ghosts[id] = g
            any = any || a || b
        }
        markNeedsPaint()
        return any
    }

    /// Where the ghost of control `id` is drawn now (window points), if it has one.
    func shownFrame(_ id: String) -> Rect? {
        guard let g = ghosts[id], let control = g.control else { return nil }
        if control.indicatorDriver != nil, !control.track.frames.isEmpty {
            return control.track.frame(at: g.position.isAnimating ? g.position.value(at: time) : Double(control.selectedIndex))
        }
        if !g.frame.isAnimating, control.track.frames.indices.contains(control.selectedIndex) { return control.track.frames[control.selectedIndex] }
        // B's overshoot follows the control's own end rule: squashed against its inner edge, never outside.
        return control.indicator.keptInTrack(g.frame.value(at: time))
    }

    override func paint(into list: inout DisplayList) {
        guard isShown else { return }
        for id in ghosts.keys.sorted() {
            guard let control = ghosts[id]?.control, control.scene != nil, control.frame.width > 0, let f = shownFrame(id) else { continue }
            let r = min(f.height / 2, 16)
            let color = SpringPlotNode.comparisonColor
            list.append(.pushClip(control.frame.insetBy(dx: -6, dy: -6)))
            list.append(.fillRoundedRect(f, cornerRadius: r, fill: .solid(color.opacity(0.10))))
            list.append(.strokeRoundedRect(f, cornerRadius: r, color: color.opacity(0.85), lineWidth: 1.5))
            let tag = Rect(x: f.maxX - 13, y: f.minY - 5, width: 13, height: 13)
            list.append(.fillRoundedRect(tag, cornerRadius: 6.5, fill: .solid(color)))
            list.append(.text(TextRun("B", font: Font(size: 9, weight: .bold), color: .white, origin: Point(x: tag.minX + 3.5, y: tag.minY + 1))))
            list.append(.popClip)
        }
    }
}
