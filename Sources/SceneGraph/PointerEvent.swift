import Geometry

/// The device a pointer event came from.
public enum PointerKind: String, Sendable, Hashable {
    case mouse, touch
}

/// Where a pointer is in its press–move–release cycle (UIKit's `UITouch.Phase`, Flutter's pointer events).
public enum PointerPhase: String, Sendable, Hashable {
    /// Button or finger went down.
    case began
    /// Moved, pressed or (for the mouse) hovering.
    case moved
    /// Button or finger went up.
    case ended
    /// The system took the pointer away (focus loss, window leave with nothing held).
    case cancelled
}

/// One pointer sample, in window points and seconds.
public struct PointerEvent: Sendable, Hashable {
    /// Identifies one pointer for the duration of a press: 0 for the mouse, the finger id + 1 for touches.
    public var id: Int
    /// Mouse or touch.
    public var kind: PointerKind
    /// Press, move, release or cancel.
    public var phase: PointerPhase
    /// Position in window points (not drawable pixels).
    public var position: Point
    /// Time stamp in seconds on the frame clock (the virtual clock when headless).
    public var timestamp: Double
    /// Whether a button is held (for mouse `.moved` events; touches are always pressed while they exist).
    public var isPressed: Bool

    /// Creates a pointer event; `position` in window points, `timestamp` in seconds.
    public init(id: Int, kind: PointerKind, phase: PointerPhase, position: Point, timestamp: Double, isPressed: Bool = true) {
        self.id = id; self.kind = kind; self.phase = phase; self.position = position; self.timestamp = timestamp; self.isPressed = isPressed
    }
}
