/// The scene's action queue: controls post, the frame driver drains once a frame, subscribers hear the
/// actions of the control ids they asked for (Masonry's `RenderRoot` actions and its harness's `pop_action`).
extension Scene {
    /// One subscriber: its owner (the subscription ends when the owner goes away), the control id it listens
    /// to (nil: every control), and what it does.
    struct Subscription {
        weak var owner: AnyObject?
        var control: String?
        var handler: @MainActor (SceneAction) -> Void
    }

    /// Queues `action` for the next drain. Posting does no work: nothing hears it before the drain.
    public func post(_ action: SceneAction) { pendingActions.append(action) }

    /// Makes `handler` hear every drained action of control `control` (nil: of every control) for as long as
    /// `owner` lives. Subscribing by id means a control rebuilt under the same id (a reload) keeps its
    /// listeners; subscribers hear actions in the order they subscribed.
    public func subscribe(_ owner: AnyObject, control: String? = nil, _ handler: @escaping @MainActor (SceneAction) -> Void) {
        subscriptions.append(Subscription(owner: owner, control: control, handler: handler))
    }

    /// Hands every queued action to its subscribers, oldest first; actions they post meanwhile are handed
    /// on in the same drain (at most 1,000, so a subscriber that always posts cannot hang the frame). The
    /// drained actions stay in `drainedActions` for tests to pop. Returns how many were handled.
    @discardableResult
    func drainActions() -> Int {
        var handled = 0
        while !pendingActions.isEmpty, handled < 1000 {
            let action = pendingActions.removeFirst()
            handled += 1
            subscriptions.removeAll { $0.owner == nil }
            for s in subscriptions where s.control == nil || s.control == action.control { s.handler(action) }
            drainedActions.append(action)
            if drainedActions.count > 1000 { drainedActions.removeFirst(drainedActions.count - 1000) }
        }
        return handled
    }

    /// The oldest drained action not popped yet (tests: Masonry's `pop_action`), or nil.
    public func popAction() -> SceneAction? { drainedActions.isEmpty ? nil : drainedActions.removeFirst() }

    /// Every drained action not popped yet, oldest first, which are then forgotten.
    public func popActions() -> [SceneAction] { defer { drainedActions.removeAll() }; return drainedActions }
}
