import Geometry
import SceneGraph

/// Drag-to-scroll, 1:1, on a ``DragRecognizer``: while a pointer is held, the content's scroll offset is the
/// offset it had at the press minus how far the pointer has moved since (points), so the point grabbed stays
/// under the pointer (the gallery's and the inspector panel's scrolling; Flutter's `DragStartBehavior.down`).
/// The first pointer owns it until it ends.
///
/// In the scene's gesture arena the scrolling node competes with what it holds (a control's tap or drag,
/// a pane's paging, a slider): it scrolls only once it owns the pointer — at once when nothing else took
/// the press, else when the pointer passed the slop along an axis that scrolls, which claims it (Flutter's
/// vertical drag accepting past `kTouchSlop`).
struct ScrollDrag {
    private var drag = DragRecognizer()
    private var startOffset = Point.zero

    /// Whether a pointer is held.
    var isHeld: Bool { drag.isActive }

    /// Starts a drag for `event`'s pointer from scroll offset `offset` (points); ignored while another is held.
    mutating func begin(_ event: PointerEvent, offset: Point) {
        if drag.begin(event) { startOffset = offset }
    }

    /// Feeds a move of the held pointer to `node` (the scrolling node): the scroll offset (points, unclamped)
    /// to show, once `node` owns the pointer — claiming it when the move passed the slop along an axis that
    /// scrolls (`scrollsX`, `scrollsY`); nil for another pointer, or while the pointer is still contested.
    @MainActor mutating func move(_ event: PointerEvent, in node: Node, scrollsX: Bool, scrollsY: Bool) -> Point? {
        guard event.id == drag.pointer else { return nil }
        _ = drag.move(event)
        if !node.hasWonGesture(pointer: event.id) {
            let t = drag.translation
            guard (scrollsX && abs(t.x) > drag.slop) || (scrollsY && abs(t.y) > drag.slop) else { return nil }
            node.resolveGesture(pointer: event.id, .accepted)
            guard node.hasWonGesture(pointer: event.id) else { return nil }
        }
        return Point(x: startOffset.x - drag.translation.x, y: startOffset.y - drag.translation.y)
    }

    /// Lets go of `event`'s pointer (ended or cancelled).
    mutating func end(_ event: PointerEvent) { if event.id == drag.pointer { drag.cancel() } }

    /// Lets go of `event`'s pointer at its release: how fast it was moving then (points/second, the
    /// `DragRecognizer`'s velocity), or nil for another pointer.
    mutating func release(_ event: PointerEvent) -> Point? {
        guard event.id == drag.pointer, let r = drag.end(event) else { return nil }
        return r.velocity
    }
}
