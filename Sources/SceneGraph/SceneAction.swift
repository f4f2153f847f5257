import Motion

/// A committed selection change of a control, as subscribers (the card, the trace, the pane link, the
/// inspector) see it.
public struct SelectionChange: Sendable, Hashable {
    /// The control's id ("pill", "glass", …).
    public var control: String
    /// Index selected before and after.
    public var from: Int, to: Int
    /// True for taps, drags and keys; false for programmatic changes.
    public var byUser: Bool
    /// True for the changes of the inspector's replay (key P): the jump back to the replayed change's start
    /// and the replayed change itself. Not a new choice: the trace marks them (`replay: true`) and
    /// `trace summary` / `trace compare` do not count them as selection changes.
    public var isReplay: Bool

    /// A change of `control` from segment `from` to `to`.
    public init(control: String, from: Int, to: Int, byUser: Bool, isReplay: Bool = false) {
        self.control = control; self.from = from; self.to = to; self.byUser = byUser; self.isReplay = isReplay
    }
}

/// What a control or a pane tells the rest of the app (Masonry's widget actions): posted to the scene's
/// queue as it happens, and handed to the subscribers of its control id once a frame, when the frame driver
/// drains the queue (after the animate phase, before layout). Tests pop them (`Scene.popAction()`).
public enum SceneAction: Sendable, Hashable {
    /// A committed selection change, with the animation of the transaction it happened in (nil: none).
    case selectionChanged(SelectionChange, animation: Animation?)
    /// A user's selection (tap, key, drag, a pane paged by the user): the seeds' selection haptic.
    case feedback(SelectionChange)
    /// The control's segments were replaced (its selection already moved to its new index).
    case segmentsChanged(control: String)
    /// A pane settled on `page` after the user paged it (not after a programmatic scroll).
    case settled(control: String, page: Int)
    /// A pane's resting page changed to `page` (any settle, a programmatic scroll, new pages).
    case pageChanged(control: String, page: Int)

    /// The id of the control (or pane) that posted it.
    public var control: String {
        switch self {
        case .selectionChanged(let c, _), .feedback(let c): c.control
        case .segmentsChanged(let id), .settled(let id, _), .pageChanged(let id, _): id
        }
    }
}
