import Geometry
import Motion
import SceneGraph

/// Pointer input of a segmented control, in two gestures decided by where the press lands (hit testing
/// walks the layers top-down: the drag overlay over the indicator first, then the labels):
/// - **Label press** (tap): the pressed label fades to 20%; sliding onto another label moves the press
///   there; more than `pressRetention` points away from the control drops it (coming back restores it);
///   release selects the pressed label. The indicator does not move before release.
/// - **Indicator drag**: the indicator follows the pointer 1:1 (the grabbed point stays under it), scaled to
///   the style's `pressedScale` (0.95; glass grows) and stretched along the drag with its speed,
///   rubber-banding past the ends; release snaps to the segment nearest to the projected centre
///   (UIKit's deceleration projection of the release velocity) with the control's spring, starting from
///   the release velocity. A release within the slop is a tap on the label under the pointer.
/// The first pointer down owns the control until it ends; other pointers are ignored. The selection is
/// notified once, on release; a cancelled gesture notifies nothing.
///
/// In the scene's gesture arena (see `GestureArena`) the control competes with what holds it (the gallery's
/// scroll): a slide past the slop on the indicator horizontally, a scroll of an overflowing row, or a press
/// held for the long press's deadline claims the pointer; a release first gives an undecided pointer to
/// the control (a tap beats the scroll). Losing the pointer cancels the gesture (see `cancelGesture`).
extension SegmentedControl {
    /// The gesture of the pointer that owns the control; each tracks its pointer with a ``DragRecognizer``
    /// (slop, translation, release velocity — the `GestureSlop` table's slops).
    enum Gesture {
        case idle
        /// A press on the labels (a tap, with press retention; on an overflowing row a horizontal slide
        /// past the slop becomes `.scroll`).
        case label(drag: DragRecognizer, pressed: Int?)
        /// The indicator dragged 1:1 from where it was grabbed.
        case drag(drag: DragRecognizer, grabOffsetX: Double)
        /// An overflowing row dragged 1:1 (see SegmentedControl+Overflow.swift): `drag` began where the
        /// slide passed the slop; the row follows the pointer from `startX`, where the press went down.
        case scroll(drag: DragRecognizer, startX: Double, startOffset: Double)

        /// The recognizer of the gesture in progress.
        var recognizer: DragRecognizer? {
            switch self {
            case .idle: nil
            case .label(let d, _), .drag(let d, _), .scroll(let d, _, _): d
            }
        }
    }

    /// Whether the indicator is being dragged.
    public var isDragging: Bool { if case .drag = gesture { return true } else { return false } }

    /// The segment whose label shows the pressed state, if any.
    var pressedIndex: Int? { if case .label(_, let p) = gesture { return p } else { return nil } }

    var activePointer: Int? { gesture.recognizer?.pointer }

    /// Begins a gesture for the first pointer (on the indicator when the press lands on the drag overlay);
    /// later pointers are captured and ignored. The press joins the pointer's gesture arena with a long
    /// press's deadline (see `gestureDeadlineReached`).
    func beginPress(_ event: PointerEvent) -> Bool {
        guard activePointer == nil else { return true }
        let time = scene?.animationTime ?? 0
        var drag = DragRecognizer()
        drag.begin(event)
        if overlay.hitTestSelf(event.position) {
            indicator.beginDrag(at: time)
            indicatorDriver?.indicatorDragBegan()
            gesture = .drag(drag: drag, grabOffsetX: event.position.x - indicator.frame.x)
        } else {
            // The whole control is tappable: a press in the track's padding names the nearest label.
            // A press on a disabled label does nothing (no pressed state, no selection).
            let index = selectableIndex(at: clampedToRow(event.position))
            gesture = .label(drag: drag, pressed: index)
            scrollValue.set(scrollValue.value, animation: nil, at: time)   // a press catches a settling scroll
            setPressed(index, at: time)
        }
        hold = LongPressRecognizer()
        hold.begin(event, at: time)
        if let deadline = hold.deadline { requestGestureDeadline(pointer: event.id, at: deadline) }
        scene?.startAnimating(indicator)
        markNeedsPaint()
        return true
    }

    /// A press held still for the long press's deadline (500 ms) claims its pointer, as UIKit's scroll view
    /// stops cancelling a control's touch once the control tracks it (`touchesShouldCancel(in:)` is false
    /// for a `UIControl`) and Flutter's `LongPressGestureRecognizer` wins the arena: the gallery's scroll can
    /// no longer take it, so the held label keeps its pressed state (and its retention) or the grabbed
    /// indicator its drag, in every direction, until release. Nothing else changes: no selection, no
    /// haptic — a segmented control has no long-press action (UIKit's and Material's have none).
    func handleGestureDeadline(pointer: Int, at time: Double) {
        guard pointer == activePointer, hold.deadlineReached(at: time) else { return }
        resolveGesture(pointer: pointer, .accepted)
    }

    func handlePointerMoved(_ event: PointerEvent) {
        guard event.id == activePointer else { return }
        let time = scene?.animationTime ?? 0
        hold.move(event)
        switch gesture {
        case .idle: break
        case .label(var drag, _):
            _ = drag.move(event)
            if isOverflowing, abs(drag.translation.x) > drag.slop {
                // A horizontal slide on an overflowing row scrolls it: the pointer is the row's.
                setPressed(nil, at: time)
                resolveGesture(pointer: event.id, .accepted)
                beginScroll(from: drag, at: event)
                return
            }
            let index = isWithinRetention(event.position) ? selectableIndex(at: clampedToRow(event.position)) : nil
            gesture = .label(drag: drag, pressed: index)
            setPressed(index, at: time)
        case .scroll:
            moveScroll(event)
        case .drag(var drag, let grab):
            _ = drag.move(event)
            gesture = .drag(drag: drag, grabOffsetX: grab)
            // Past the slop horizontally the grab is certainly a drag (Flutter's horizontal drag accepts there).
            if abs(drag.translation.x) > drag.slop { resolveGesture(pointer: event.id, .accepted) }
            let dragged = track.draggedFrame(x: event.position.x - grab)
            let position = visualPosition(track.position(forX: dragged.x))
            // Tint and lit label follow the fractional position, as they do when a pane drives the indicator.
            indicator.follow(dragged, tint: tint(atPosition: position))
            showLabels(atPosition: position)
            indicator.dragMoved(velocityX: drag.velocity(at: event.timestamp).x, at: time)
            markNeedsPaint()
            indicatorDriver?.indicatorDragged(to: position)
        }
    }

    func handlePointerEnded(_ event: PointerEvent) {
        guard event.id == activePointer else { return }
        let time = scene?.animationTime ?? 0
        hold.end()
        switch gesture {
        case .idle: break
        case .label(_, let pressed):
            gesture = .idle
            setPressed(nil, at: time)
            if let pressed { userSelect(pressed) }
        case .scroll:
            endScroll(event)
        case .drag(var drag, _):
            gesture = .idle
            guard let release = drag.end(event) else { break }
            if release.isTap {
                // A tap on the indicator: a tap on the label under it.
                settleIndicator(on: selectableIndex(at: event.position) ?? selectedIndex, velocityX: 0, time: time)
            } else {
                let vx = release.velocity.x
                let projected = indicator.frame.midX + projectedOffset(velocity: vx)
                settleIndicator(on: nearestEnabledIndex(toCenterX: projected), velocityX: vx, time: time)
            }
        }
        markNeedsPaint()
    }

    /// The pointer was taken away or lost the arena (the gallery's scroll won it): only the owning pointer's
    /// cancel ends the gesture.
    func handlePointerCancelled(_ event: PointerEvent) {
        guard event.id == activePointer else { return }
        cancelGesture()
    }

    /// Ends the gesture in progress without a release (the pointer was taken away, or the gesture's target
    /// changed: the segments were replaced): nothing stays pressed, a dragged indicator springs back to the
    /// selection with its press scale and stretch returning to 1 (a programmatic change that waited for the
    /// drag applies now), a scrolled row settles inside its ends. The control leaves the pointer's arena (an
    /// undecided press goes to the gallery's scroll); the pointer's later events are ignored.
    func cancelGesture() {
        let time = scene?.animationTime ?? 0
        let pointer = activePointer
        let was = gesture
        gesture = .idle
        hold.end()
        switch was {
        case .idle: break
        case .label:
            setPressed(nil, at: time)
        case .scroll:
            settleScroll(velocity: 0)
        case .drag:
            settleIndicator(on: nil, velocityX: 0, time: time)
        }
        if let pointer { resolveGesture(pointer: pointer, .rejected) }
        markNeedsPaint()
    }

    /// Moves a dragged indicator to `frame` after a relayout, shifting the grab so the pointer's next move
    /// continues from there.
    func relayoutDrag(to frame: Rect) {
        guard case .drag(let drag, let grab) = gesture else { return }
        let shift = frame.x - indicator.frame.x
        gesture = .drag(drag: drag, grabOffsetX: grab - shift)
        indicator.follow(frame)
    }

    /// Ends a drag: the indicator springs from where it is, with `velocityX` (points/second), to segment
    /// `index` (nil: back to the current selection), and the selection commits once.
    private func settleIndicator(on index: Int?, velocityX: Double, time: Double) {
        let target = index ?? selectedIndex
        if let driver = indicatorDriver {
            // The driver (a linked pane) settles and places the indicator; only the press scale is ours.
            indicator.endDrag(to: indicator.frame, tint: indicator.tintValue.value, animation: animation, velocity: .zero, at: time)
            let sign: Double = isRightToLeft ? -1 : 1
            driver.indicatorReleased(to: target, velocity: sign * velocityX * track.positionsPerPoint(atX: indicator.frame.x))
        } else {
            let widthVelocity = velocityX * track.widthSlope(atX: indicator.frame.x)
            indicator.endDrag(to: track.frames[visual(target)], tint: segments[target].tint, animation: animation,
                              velocity: SIMD4(velocityX, 0, widthVelocity, 0), at: time)
        }
        scene?.startAnimating(indicator)
        let deferred = deferredSelection
        deferredSelection = nil
        if let index, index != selectedIndex {
            userSelect(index)
        } else if let deferred, let scene {
            scene.withAnimation(deferred.transaction.animation) { select(deferred.index) }
        }
        for node in segmentNodes {
            node.selectedness.set(node.index == selectedIndex ? 1 : 0, animation: animation, at: time)
            if node.selectedness.isAnimating { scene?.startAnimating(node) }
        }
    }

    private func setPressed(_ index: Int?, at time: Double) {
        for node in segmentNodes {
            node.setPressed(node.index == index, at: time)
            if node.isAnimating { scene?.startAnimating(node) }
        }
    }

    private func isWithinRetention(_ p: Point) -> Bool {
        p.x >= frame.minX - pressRetention && p.x <= frame.maxX + pressRetention
            && p.y >= frame.minY - pressRetention && p.y <= frame.maxY + pressRetention
    }

    /// `p` moved into the segments' row, so a press that slid above, below or past the ends of the control
    /// (but within `pressRetention`) still names the nearest label.
    func clampedToRow(_ p: Point) -> Point {
        guard let first = segmentNodes.first else { return p }
        let lo = segmentNodes.map(\.frame.minX).min() ?? first.frame.minX, hi = segmentNodes.map(\.frame.maxX).max() ?? first.frame.maxX
        return Point(x: clamp(p.x, lo, hi - 0.001), y: clamp(p.y, first.frame.minY, first.frame.maxY - 0.001))
    }
}
