import Geometry

/// A press held still past a deadline: a port of Flutter's `LongPressGestureRecognizer` for one pointer
/// (flutter/flutter `packages/flutter/lib/src/gestures/long_press.dart`, on
/// `PrimaryPointerGestureRecognizer` in `recognizer.dart`): the press must stay within the slop
/// (`preAcceptSlopTolerance`, the ``GestureSlop`` table's) until `GestureSlop.longPressDeadline` seconds
/// (`kLongPressTimeout`, 500 ms, `constants.dart`) have passed; moving further first rejects it.
///
/// A value type the node keeps; the node asks the scene's ``GestureArena`` for the deadline
/// (`Node.requestGestureDeadline`) and calls `deadlineReached(at:)` when it arrives. Positions are
/// window points; times seconds on the animation clock.
public struct LongPressRecognizer: Sendable {
    /// Where the press is in its life.
    public enum State: Sendable, Hashable {
        /// No press held.
        case idle
        /// Held within the slop, the deadline not reached.
        case possible
        /// Held past the deadline within the slop: a long press.
        case accepted
        /// Moved past the slop before the deadline (or cancelled): no long press.
        case rejected
    }

    /// How long the press must be held, in seconds.
    public var duration: Double
    /// The state of the held press.
    public private(set) var state = State.idle
    /// The held pointer, if any.
    public private(set) var pointer: Int?
    /// Where the held press went down, in window points.
    public private(set) var start: Point = .zero
    /// When the press began (seconds, animation clock): the deadline is `startTime + duration`.
    public private(set) var startTime = 0.0
    private var kind = PointerKind.mouse

    /// A recognizer with `duration` seconds to the deadline (Flutter's `kLongPressTimeout` by default).
    public init(duration: Double = GestureSlop.longPressDeadline) { self.duration = duration }

    /// When the held press becomes a long press (seconds), while it is still possible.
    public var deadline: Double? { state == .possible ? startTime + duration : nil }

    /// Starts tracking `event`'s press at `time` (seconds); false when another pointer is held.
    @discardableResult
    public mutating func begin(_ event: PointerEvent, at time: Double) -> Bool {
        guard pointer == nil else { return false }
        pointer = event.id; kind = event.kind; start = event.position; startTime = time
        state = .possible
        return true
    }

    /// Feeds a move of the held press: past the slop before the deadline rejects it. Returns the state.
    @discardableResult
    public mutating func move(_ event: PointerEvent) -> State {
        guard event.id == pointer else { return state }
        if state == .possible, event.position.distance(to: start) > GestureSlop.of(kind) { state = .rejected }
        return state
    }

    /// The clock reached `time` (seconds): returns true once, when this makes the held press a long press.
    public mutating func deadlineReached(at time: Double) -> Bool {
        guard let deadline, time >= deadline - 1e-9 else { return false }
        state = .accepted
        return true
    }

    /// Ends (or cancels) the held press.
    public mutating func end() { pointer = nil; state = .idle }
}
