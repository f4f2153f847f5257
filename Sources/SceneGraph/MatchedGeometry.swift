import Geometry

/// Identifies a matched-geometry group: a namespace (SwiftUI's `@Namespace`) and an id within it.
public struct MatchedGeometryKey: Hashable, Sendable {
    /// The namespace, e.g. the owning control's id.
    public var namespace: String
    /// The id within the namespace (e.g. "cell.2").
    public var id: String
    /// Creates a key from a namespace and an id within it.
    public init(namespace: String, id: String) { self.namespace = namespace; self.id = id }
}

/// The registry of matched-geometry sources of one scene: after each layout pass, every source node has
/// published its frame here, and every follower takes its frame from the source with its key — SwiftUI's
/// `matchedGeometryEffect(id:in:isSource:)` where the follower has `isSource: false` (seed 001).
public struct MatchedGeometryRegistry {
    private var sources: [MatchedGeometryKey: Rect] = [:]

    public init() {}

    /// Publishes `frame` (window points) as the geometry of `key`; a later publish replaces it.
    public mutating func publish(_ key: MatchedGeometryKey, frame: Rect) { sources[key] = frame }

    /// The published frame of `key`, if a source published one.
    public func frame(for key: MatchedGeometryKey) -> Rect? { sources[key] }

    /// Removes every source (called before a full layout pass).
    public mutating func removeAll() { sources.removeAll(keepingCapacity: true) }
}
