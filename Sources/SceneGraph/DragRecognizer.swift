import Geometry
import Motion

/// The axis a drag moves along.
public enum DragAxis: Sendable, Hashable {
    /// Any direction: the drag starts once the pointer is more than the slop from where it went down.
    case free
    /// Horizontal only: the drag starts once |dx| passes the slop and |dx| ≥ |dy|; a pointer that first
    /// passes the slop vertically is rejected (it belongs to a vertical scroll, as in the paged pane).
    case horizontal
    /// Vertical only: the mirror of `horizontal`.
    case vertical
}

/// One pointer's drag: slop, axis decision and release velocity, shared by every node that is dragged
/// (the segmented control's indicator and overflowing row, the paged pane, the gallery's and the inspector
/// panel's scrolling, the inspector's sliders) — Flutter's `DragGestureRecognizer`
/// (flutter/flutter `packages/flutter/lib/src/gestures/monodrag.dart`) without its arena membership, which
/// the node that keeps it holds (see ``GestureArena``; it claims the pointer when `move` says `.began`).
///
/// A value type the node keeps and feeds its captured pointer events to. The first pointer owns it until
/// it ends or is cancelled; events of other pointers are ignored. Velocity comes from Motion's
/// ``VelocityTracker`` (Flutter's), fed every sample; slops follow Flutter (18 points for touch) and
/// a small 4-point mouse slop. Positions are window points, times seconds.
public struct DragRecognizer: Sendable {
    /// What the last event did to the drag.
    public enum Update: Sendable, Hashable {
        /// The event was not this recognizer's pointer, or nothing is held.
        case ignored
        /// Still within the slop (could become a tap).
        case pending
        /// This event moved the pointer past the slop along the axis: the drag starts now.
        case began
        /// The drag moved.
        case changed
        /// The pointer passed the slop across the axis: not a drag of this recognizer's.
        case rejected
    }

    /// How a held pointer ended.
    public struct Release: Sendable, Hashable {
        /// Whether it had become a drag.
        public var wasDrag: Bool
        /// Whether it never left the slop (neither a drag nor rejected): a tap.
        public var isTap: Bool
        /// The pointer's offset from where it went down, in points.
        public var translation: Point
        /// The pointer's velocity at release, in points/second (zero along a rejected or unused axis).
        public var velocity: Point
    }

    /// The axis the drag moves along.
    public let axis: DragAxis
    /// How far a mouse press may move before it is a drag, in points.
    var mouseSlop: Double
    /// How far a touch may move before it is a drag, in points (Flutter's `kTouchSlop`).
    var touchSlop: Double

    /// The pointer held, if any.
    public private(set) var pointer: Int?
    /// Mouse or touch, for the held pointer.
    public private(set) var kind: PointerKind = .mouse
    /// Where the held pointer went down, in window points.
    public private(set) var start: Point = .zero
    /// Where the held pointer is now, in window points.
    public private(set) var location: Point = .zero
    /// Whether the held pointer has become a drag (passed the slop along the axis).
    public private(set) var isDragging = false
    /// Whether the held pointer was rejected (passed the slop across the axis).
    private(set) var isRejected = false
    private var tracker = VelocityTracker()

    /// A recognizer for drags along `axis`; slops in points (by default the `GestureSlop` table's).
    public init(axis: DragAxis = .free, mouseSlop: Double = GestureSlop.mouse, touchSlop: Double = GestureSlop.touch) {
        self.axis = axis; self.mouseSlop = mouseSlop; self.touchSlop = touchSlop
    }

    /// Whether a pointer is held.
    public var isActive: Bool { pointer != nil }

    /// The slop for the held pointer's kind, in points.
    public var slop: Double { kind == .touch ? touchSlop : mouseSlop }

    /// The held pointer's offset from where it went down, in points.
    public var translation: Point { Point(x: location.x - start.x, y: location.y - start.y) }

    /// Starts tracking `event`'s pointer. Returns false (and changes nothing) when another pointer is held.
    @discardableResult
    public mutating func begin(_ event: PointerEvent) -> Bool {
        guard pointer == nil else { return false }
        pointer = event.id; kind = event.kind; start = event.position; location = event.position
        isDragging = false; isRejected = false
        tracker.reset()
        tracker.addSample(position: event.position, time: event.timestamp)
        return true
    }

    /// Feeds a move of the held pointer; says whether the drag began, moved, or was rejected.
    public mutating func move(_ event: PointerEvent) -> Update {
        guard let pointer, event.id == pointer else { return .ignored }
        location = event.position
        tracker.addSample(position: event.position, time: event.timestamp)
        return decide()
    }

    /// Whether the pointer, now at `location`, passed the slop along or across the axis.
    private mutating func decide() -> Update {
        if isRejected { return .rejected }
        if isDragging { return .changed }
        let d = translation
        switch axis {
        case .free:
            if (d.x * d.x + d.y * d.y).squareRoot() > slop { isDragging = true; return .began }
        case .horizontal:
            if abs(d.x) > slop, abs(d.x) >= abs(d.y) { isDragging = true; return .began }
            if abs(d.y) > slop { isRejected = true; return .rejected }
        case .vertical:
            if abs(d.y) > slop, abs(d.y) >= abs(d.x) { isDragging = true; return .began }
            if abs(d.x) > slop { isRejected = true; return .rejected }
        }
        return .pending
    }

    /// Ends the held pointer with `event`; nil when `event` is another pointer's.
    public mutating func end(_ event: PointerEvent) -> Release? {
        guard let pointer, event.id == pointer else { return nil }
        location = event.position
        tracker.addSample(position: event.position, time: event.timestamp)
        _ = decide()   // a release away from the press with no move between is no tap
        var v = isRejected ? .zero : tracker.velocity(at: event.timestamp)
        switch axis {
        case .free: break
        case .horizontal: v.y = 0
        case .vertical: v.x = 0
        }
        let release = Release(wasDrag: isDragging, isTap: !isDragging && !isRejected, translation: translation, velocity: v)
        self.pointer = nil
        isDragging = false; isRejected = false
        return release
    }

    /// Forgets the held pointer (focus loss, capture taken away).
    public mutating func cancel() {
        pointer = nil; isDragging = false; isRejected = false
    }

    /// The held pointer's velocity at `time` seconds, in points/second.
    public func velocity(at time: Double) -> Point { tracker.velocity(at: time) }
}
