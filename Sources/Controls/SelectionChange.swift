/// A committed selection change of a control, as observers (the card, the trace, the pager) see it.
public struct SelectionChange: Sendable, Hashable {
    /// The control's id ("pill", "glass", …).
    public var control: String
    /// Index selected before and after.
    public var from: Int, to: Int
    /// True for taps, drags and keys; false for programmatic changes.
    public var byUser: Bool

    public init(control: String, from: Int, to: Int, byUser: Bool) {
        self.control = control; self.from = from; self.to = to; self.byUser = byUser
    }
}
