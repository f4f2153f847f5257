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
extension SegmentedControl {
    enum Gesture {
        case idle
        case label(pointer: Int, kind: PointerKind, pressed: Int?)
        case drag(pointer: Int, kind: PointerKind, start: Point, grabOffsetX: Double, tracker: VelocityTracker, moved: Bool)
        /// An overflowing row dragged 1:1 (see SegmentedControl+Overflow.swift).
        case scroll(pointer: Int, startX: Double, startOffset: Double, tracker: VelocityTracker)
    }

    /// Whether the indicator is being dragged.
    public var isDragging: Bool { if case .drag = gesture { return true } else { return false } }

    /// The segment whose label shows the pressed state, if any.
    public var pressedIndex: Int? { if case .label(_, _, let p) = gesture { return p } else { return nil } }

    private var activePointer: Int? {
        switch gesture {
        case .idle: nil
        case .label(let p, _, _), .drag(let p, _, _, _, _, _), .scroll(let p, _, _, _): p
        }
    }

    /// Begins a gesture for the first pointer; later pointers are captured and ignored.
    func beginPress(_ event: PointerEvent, onIndicator: Bool) -> Bool {
        guard activePointer == nil else { return true }
        let time = scene?.animationTime ?? 0
        if onIndicator {
            var tracker = VelocityTracker()
            tracker.addSample(position: event.position, time: event.timestamp)
            indicator.beginDrag(at: time)
            indicatorDriver?.indicatorDragBegan()
            gesture = .drag(pointer: event.id, kind: event.kind, start: event.position,
                            grabOffsetX: event.position.x - indicator.frame.x, tracker: tracker, moved: false)
        } else {
            // The whole control is tappable: a press in the track's padding names the nearest label.
            // A press on a disabled label does nothing (no pressed state, no selection).
            let index = selectableIndex(at: clampedToRow(event.position))
            gesture = .label(pointer: event.id, kind: event.kind, pressed: index)
            labelPressStart = event.position
            scrollValue.set(scrollValue.value, animation: nil, at: time)   // a press catches a settling scroll
            setPressed(index, at: time)
        }
        scene?.startAnimating(indicator)
        markNeedsPaint()
        return true
    }

    func handlePointerMoved(_ event: PointerEvent) {
        guard event.id == activePointer else { return }
        let time = scene?.animationTime ?? 0
        switch gesture {
        case .idle: break
        case .label(let p, let kind, _) where isOverflowing && abs(event.position.x - (labelPressStart?.x ?? event.position.x)) > GestureSlop.of(kind):
            setPressed(nil, at: time)
            beginScroll(pointer: p, at: event)
        case .scroll:
            moveScroll(event)
        case .label(let p, let kind, _):
            let index = isWithinRetention(event.position) ? selectableIndex(at: clampedToRow(event.position)) : nil
            gesture = .label(pointer: p, kind: kind, pressed: index)
            setPressed(index, at: time)
        case .drag(let p, let kind, let start, let grab, var tracker, let moved):
            tracker.addSample(position: event.position, time: event.timestamp)
            let slop = GestureSlop.of(kind)
            let nowMoved = moved || event.position.distance(to: start) > slop
            gesture = .drag(pointer: p, kind: kind, start: start, grabOffsetX: grab, tracker: tracker, moved: nowMoved)
            let dragged = track.draggedFrame(x: event.position.x - grab)
            let position = visualPosition(track.position(forX: dragged.x))
            // Tint and lit label follow the fractional position, as they do when a pane drives the indicator.
            indicator.follow(dragged, tint: tint(atPosition: position))
            showLabels(atPosition: position)
            indicator.dragMoved(velocityX: tracker.velocity(at: event.timestamp).x, at: time)
            markNeedsPaint()
            indicatorDriver?.indicatorDragged(to: position)
        }
    }

    func handlePointerEnded(_ event: PointerEvent) {
        guard event.id == activePointer else { return }
        let time = scene?.animationTime ?? 0
        switch gesture {
        case .idle: break
        case .label(_, _, let pressed):
            gesture = .idle
            setPressed(nil, at: time)
            if let pressed { userSelect(pressed) }
        case .scroll:
            endScroll(event)
        case .drag(_, let kind, let start, _, var tracker, let moved):
            tracker.addSample(position: event.position, time: event.timestamp)
            gesture = .idle
            let slop = GestureSlop.of(kind)
            if !moved && event.position.distance(to: start) <= slop {
                // A tap on the indicator: a tap on the label under it.
                settleIndicator(on: selectableIndex(at: event.position) ?? selectedIndex, velocityX: 0, time: time)
            } else {
                let vx = tracker.velocity(at: event.timestamp).x
                let projected = indicator.frame.midX + projectedOffset(velocity: vx)
                settleIndicator(on: nearestEnabledIndex(toCenterX: projected), velocityX: vx, time: time)
            }
        }
        markNeedsPaint()
    }

    func handlePointerCancelled(_ event: PointerEvent) { cancelGesture() }

    /// Ends the gesture in progress without a release (the pointer was taken away, or the gesture's target
    /// changed: the segments were replaced): nothing stays pressed, a dragged indicator springs back to the
    /// selection with its press scale and stretch returning to 1 (a programmatic change that waited for the
    /// drag applies now), a scrolled row settles inside its ends. The pointer's later events are ignored.
    func cancelGesture() {
        let time = scene?.animationTime ?? 0
        switch gesture {
        case .idle: break
        case .label:
            setPressed(nil, at: time)
        case .scroll:
            gesture = .idle
            settleScroll(velocity: 0)
        case .drag:
            gesture = .idle
            settleIndicator(on: nil, velocityX: 0, time: time)
        }
        gesture = .idle
        markNeedsPaint()
    }

    /// Moves a dragged indicator to `frame` after a relayout, shifting the grab so the pointer's next move
    /// continues from there.
    func relayoutDrag(to frame: Rect) {
        guard case .drag(let p, let kind, let start, let grab, let tracker, let moved) = gesture else { return }
        let shift = frame.x - indicator.frame.x
        gesture = .drag(pointer: p, kind: kind, start: start, grabOffsetX: grab - shift, tracker: tracker, moved: moved)
        indicator.follow(frame)
    }

    /// Ends an indicator drag without a release (another gesture took over, e.g. the linked pane's): the
    /// indicator goes back to the selection, as when the pointer is cancelled. Does nothing when not dragging.
    public func cancelIndicatorDrag() {
        guard isDragging else { return }
        gesture = .idle
        settleIndicator(on: nil, velocityX: 0, time: scene?.animationTime ?? 0)
        markNeedsPaint()
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
