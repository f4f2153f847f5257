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
    var maxScrollOffset: Double { max(0, scrollContentWidth - frame.inset(by: metrics.containerInset).width) }

    /// What of the control shows its labels (window points): the whole frame, or when the row overflows the
    /// clip it scrolls under (the frame less half the container inset at either end).
    public var visibleRow: Rect {
        guard isOverflowing else { return frame }
        let m = metrics.containerInset
        return frame.inset(by: EdgeInsets(top: 0, left: m.left / 2, bottom: 0, right: m.right / 2))
    }

    /// Whether `point` (window points) is on the visible part of the row: a label or indicator scrolled out
    /// of view takes no press (its cell still lies there, beside the control, under the clip).
    func showsRow(at point: Point) -> Bool { !isOverflowing || visibleRow.contains(point) }

    /// Whether the row's scroll is moving: dragged, or settling after a drag or a selection.
    public var isScrolling: Bool { isScrollGesture || scrollValue.isAnimating }

    /// Whether the user moved the row since the layout last placed it (a drag, a fling, a press that caught
    /// a settling scroll): then the selection may be scrolled out of view, as in Material's scrollable tab
    /// row, until a selection change, a resize, a text scale or new segments scroll it into view again.
    public var isScrolledByUser: Bool { isOverflowing && abs(scrollValue.target - (placedScrollOffset ?? 0)) > 0.5 }

    /// How far one notch of a sideways wheel scrolls an overflowing row (points), as the gallery's wheel does.
    static let wheelStep = 50.0

    /// A sideways wheel (x notches; x > 0 to the right) scrolls an overflowing row by `wheelStep` a notch,
    /// within its ends, at once; the row then counts as moved by the user, as after a drag. A vertical wheel
    /// is not the row's (it goes on to the gallery), nor is a wheel at the end it pushes toward.
    func wheelScrollRow(by notches: Point) -> Bool {
        guard isOverflowing, !isScrollGesture, notches.x != 0 else { return false }
        let target = clamp(scrollValue.value + notches.x * Self.wheelStep, 0, maxScrollOffset)
        guard abs(target - scrollValue.value) > 0.01 else { return false }
        scrollValue.set(target, animation: nil, at: scene?.animationTime ?? 0)
        markNeedsLayoutInPlace()
        markNeedsPaint()
        return true
    }

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
        placedScrollOffset = target
        guard abs(target - scrollValue.value) > 0.01 else { return }
        scrollValue.set(target, animation: nil, at: scene?.animationTime ?? 0)
        markNeedsLayoutInPlace()
        markNeedsPaint()
    }

    private var gestureIsScroll: Bool { isScrollGesture }

    /// Whether a drag is scrolling the row now.
    var isScrollGesture: Bool { if case .scroll = gesture { return true } else { return false } }

    /// Scrolls an overflowing row at once, as little as brings segment `index`'s cell wholly inside the
    /// track (clamped to the ends), when its label's centre lies outside the visible row (`visibleRow`) — what XCUITest's
    /// `tap()` does before tapping an element scrolled out of view. The row counts as moved by the user (as a
    /// drag leaves it). Returns whether it scrolled; the cells move at the next layout.
    @discardableResult
    public func scrollSegmentIntoView(_ index: Int) -> Bool {
        guard isOverflowing, segmentNodes.indices.contains(index), !isScrollGesture else { return false }
        guard !visibleRow.contains(segmentNodes[index].contentFrame.center) else { return false }
        let row = frame.inset(by: metrics.containerInset), cell = segmentNodes[index].frame
        // Offsets grow as the row moves left: a cell past the right edge needs a larger offset.
        let shift = cell.maxX > row.maxX ? cell.maxX - row.maxX : cell.minX < row.minX ? cell.minX - row.minX : 0
        let target = clamp(scrollValue.value + shift, 0, maxScrollOffset)
        guard abs(target - scrollValue.value) > 0.01 else { return false }
        scrollValue.set(target, animation: nil, at: scene?.animationTime ?? 0)
        markNeedsLayoutInPlace()
        markNeedsPaint()
        return true
    }

    /// Scrolls so the selected cell is centred in the visible row (clamped to the ends), with `animation`
    /// (nil: at once).
    func scrollSelectedIntoView(animation: Animation?) {
        guard isOverflowing, selectedIndex < segmentNodes.count else { return }
        let inner = frame.inset(by: metrics.containerInset)
        let cell = segmentNodes[selectedIndex].frame
        let contentMid = cell.midX + scrollValue.value - inner.minX   // the cell's centre in row coordinates
        let target = clamp(contentMid - inner.width / 2, 0, maxScrollOffset)
        placedScrollOffset = target
        guard abs(target - scrollValue.target) > 0.01 else { return }
        scrollValue.set(target, animation: animation.map { _ in SegmentedControl.scrollSpring }, at: scene?.animationTime ?? 0)
        if scrollValue.isAnimating { scene?.startAnimating(self) }
        markNeedsLayoutInPlace()
    }
}
