import Geometry

/// A tap: a press released within the slop of where it went down (UIKit's `UITapGestureRecognizer` with
/// one touch, Flutter's `TapGestureRecognizer`, flutter/flutter `packages/flutter/lib/src/gestures/tap.dart`).
/// Wraps a ``DragRecognizer`` so a node can tell a tap from a drag with one set of slop rules; in the
/// scene's ``GestureArena`` a tap claims nothing: it wins when the release sweeps an undecided arena.
/// Positions are window points.
public struct TapRecognizer: Sendable {
    private var drag: DragRecognizer

    /// A tap recognizer; a press that moves further than the slop (points) is no tap.
    public init(mouseSlop: Double = GestureSlop.mouse, touchSlop: Double = GestureSlop.touch) {
        drag = DragRecognizer(axis: .free, mouseSlop: mouseSlop, touchSlop: touchSlop)
    }

    /// Whether a press is held and still counts as a tap.
    public var isPressed: Bool { drag.isActive && !drag.isDragging }

    /// Where the held press went down, in window points.
    public var start: Point { drag.start }

    /// Starts tracking a press; false when another pointer is held.
    @discardableResult
    public mutating func begin(_ event: PointerEvent) -> Bool { drag.begin(event) }

    /// Feeds a move; returns false once the press has moved too far to be a tap.
    @discardableResult
    public mutating func move(_ event: PointerEvent) -> Bool {
        _ = drag.move(event)
        return isPressed
    }

    /// Ends the press; returns the release position when it was a tap (nil: moved too far, or another pointer).
    public mutating func end(_ event: PointerEvent) -> Point? {
        guard let release = drag.end(event), release.isTap else { return nil }
        return event.position
    }

    /// Forgets the press.
    public mutating func cancel() { drag.cancel() }
}
