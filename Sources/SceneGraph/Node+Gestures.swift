/// A node's side of the scene's ``GestureArena``: every node on a press's path that takes the press
/// (`pointerBegan` returns true) joins that pointer's arena and hears its events until it wins or loses.
extension Node {
    /// Claims (`.accepted`) or gives up (`.rejected`) `pointer` in the scene's arena (Flutter's
    /// `GestureArenaEntry.resolve`); nothing once the arena is decided.
    public func resolveGesture(pointer: Int, _ disposition: GestureDisposition) {
        scene?.arena.resolve(pointer, self, disposition)
    }

    /// Asks for `gestureDeadlineReached(pointer:at:)` when the animation clock reaches `time` (seconds),
    /// if `pointer`'s arena is undecided then (a long press's deadline).
    public func requestGestureDeadline(pointer: Int, at time: Double) {
        scene?.arena.setDeadline(pointer, self, at: time)
    }

    /// Whether this node won `pointer` (or is its only taker left): its gesture no longer competes.
    public func hasWonGesture(pointer: Int) -> Bool {
        guard let scene else { return false }
        return scene.arena.winner(pointer) === self
    }
}
