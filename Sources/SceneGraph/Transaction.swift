import Motion

/// The animation that accompanies a state change, as SwiftUI's `Transaction`: a change made inside
/// `Scene.withAnimation(_:_:)` animates every property it affects with that animation; a change made
/// outside any transaction (`animation == nil`) takes effect at once.
public struct Transaction: Sendable, Hashable {
    /// The animation to use, or nil for an immediate change.
    public var animation: Animation?

    /// Creates a transaction.
    public init(animation: Animation? = nil) { self.animation = animation }
}
