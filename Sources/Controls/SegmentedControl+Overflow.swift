import Geometry
import Motion
import SceneGraph

/// Scrollable overflow: a row whose labels do not fit keeps their natural widths and scrolls. A drag on
/// the labels past the slop scrolls it 1:1 and rubber-bands past either end (iOS's formula, c = 0.55, over
/// the visible width, as the paged pane does); on release it decelerates with the release velocity
/// (UIKit's projection) and springs back inside. A selection scrolls the selected cell to the centre
/// (Material's scrollable tabs), as far as the ends allow.
extension SegmentedControl {
    /// The largest scroll offset: the row's width less the visible width (points).
    public var maxScrollOffset: Double { max(0, scrollContentWidth - frame.inset(by: metrics.containerInset).width) }

    /// The spring a released or re-centred row settles with (critically damped, 0.4 s response).
    static let scrollSpring = Animation.spring(response: 0.4, dampingFraction: 1)

    /// A label press (`press`) slid past the slop on an overflowing row: the row follows the pointer 1:1
    /// from where the press went down, its release velocity measured from this event on.
    func beginScroll(from press: DragRecognizer, at event: PointerEvent) {
        var drag = DragRecognizer()
        drag.begin(event)
        gesture = .scroll(drag: drag, startX: press.start.x, startOffset: scrollValue.value)
        moveScroll(event)
    }

    func moveScroll(_ event: PointerEvent) {
        guard case .scroll(var drag, let startX, let startOffset) = gesture else { return }
        _ = drag.move(event)
        gesture = .scroll(drag: drag, startX: startX, startOffset: startOffset)
        let wanted = startOffset - (event.position.x - startX)
        let visible = frame.inset(by: metrics.containerInset).width
        let shown: Double
        if wanted < 0 { shown = -rubberBand(offset: -wanted, dimension: visible) }
        else if wanted > maxScrollOffset { shown = maxScrollOffset + rubberBand(offset: wanted - maxScrollOffset, dimension: visible) }
        else { shown = wanted }
        scrollValue.set(shown, animation: nil, at: scene?.animationTime ?? 0)
        markNeedsLayoutInPlace()
        markNeedsPaint()
    }

    func endScroll(_ event: PointerEvent) {
        guard case .scroll(var drag, _, _) = gesture else { return }
        gesture = .idle
        settleScroll(velocity: -(drag.end(event)?.velocity.x ?? 0))
    }

    /// Springs the row from where it is, with `velocity` (points/second of offset), to the projected offset
    /// clamped inside 0…`maxScrollOffset`.
    func settleScroll(velocity: Double) {
        let time = scene?.animationTime ?? 0
        let target = clamp(scrollValue.value + projectedOffset(velocity: velocity), 0, maxScrollOffset)
        scrollValue.set(target, animation: SegmentedControl.scrollSpring, from: scrollValue.value,
                        velocity: SIMD4(velocity, 0, 0, 0), at: time)
        if scrollValue.isAnimating { scene?.startAnimating(self) }
        markNeedsLayoutInPlace()
    }

    /// While a driver (a linked pane) moves the indicator, the row keeps the indicator's place at fractional
    /// position `q` centred (as far as the ends allow), in step with the pane: no animation of its own.
    func followDriverScroll(position q: Double) {
        guard isOverflowing, !track.frames.isEmpty, !(gestureIsScroll) else { return }
        let inner = frame.inset(by: metrics.containerInset)
        let rowMid = track.frame(at: visualPosition(q)).midX + scrollValue.value - inner.minX
        let target = clamp(rowMid - inner.width / 2, 0, maxScrollOffset)
        guard abs(target - scrollValue.value) > 0.01 else { return }
        scrollValue.set(target, animation: nil, at: scene?.animationTime ?? 0)
        markNeedsLayoutInPlace()
        markNeedsPaint()
    }

    private var gestureIsScroll: Bool { isScrollGesture }

    /// Whether a drag is scrolling the row now.
    var isScrollGesture: Bool { if case .scroll = gesture { return true } else { return false } }

    /// Scrolls so the selected cell is centred in the visible row (clamped to the ends), with `animation`
    /// (nil: at once).
    func scrollSelectedIntoView(animation: Animation?) {
        guard isOverflowing, selectedIndex < segmentNodes.count else { return }
        let inner = frame.inset(by: metrics.containerInset)
        let cell = segmentNodes[selectedIndex].frame
        let contentMid = cell.midX + scrollValue.value - inner.minX   // the cell's centre in row coordinates
        let target = clamp(contentMid - inner.width / 2, 0, maxScrollOffset)
        guard abs(target - scrollValue.target) > 0.01 else { return }
        scrollValue.set(target, animation: animation.map { _ in SegmentedControl.scrollSpring }, at: scene?.animationTime ?? 0)
        if scrollValue.isAnimating { scene?.startAnimating(self) }
        markNeedsLayoutInPlace()
    }
}
