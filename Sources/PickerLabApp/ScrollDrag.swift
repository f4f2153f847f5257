import Geometry
import SceneGraph

/// Drag-to-scroll, 1:1: while a pointer is held, the content's scroll offset is the offset it had at the
/// press minus how far the pointer has moved since (points), so the point grabbed stays under the pointer
/// (the gallery's and the inspector panel's scrolling). The first pointer owns it until it ends.
struct ScrollDrag {
    private var held: (pointer: Int, start: Point, offset: Point)?

    /// Whether a pointer is held.
    var isHeld: Bool { held != nil }

    /// Starts a drag for `event`'s pointer from scroll offset `offset` (points); ignored while another is held.
    mutating func begin(_ event: PointerEvent, offset: Point) {
        guard held == nil else { return }
        held = (event.id, event.position, offset)
    }

    /// The scroll offset (points, unclamped) the held pointer asks for at `event`; nil for another pointer.
    func offset(for event: PointerEvent) -> Point? {
        guard let d = held, d.pointer == event.id else { return nil }
        return Point(x: d.offset.x - (event.position.x - d.start.x), y: d.offset.y - (event.position.y - d.start.y))
    }

    /// Lets go of `event`'s pointer (ended or cancelled).
    mutating func end(_ event: PointerEvent) { if held?.pointer == event.id { held = nil } }
}
