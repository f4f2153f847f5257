/// Insets on the four edges of a rectangle, in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double, left: Double, bottom: Double, right: Double

    /// Creates insets from each edge's inset in points.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// The same inset on all four edges.
    public init(all v: Double) { self.init(top: v, left: v, bottom: v, right: v) }

    /// `h` on the left and right, `v` on the top and bottom.
    public init(horizontal h: Double, vertical v: Double) { self.init(top: v, left: h, bottom: v, right: h) }

    /// left + right, in points.
    public var horizontal: Double { left + right }
    /// top + bottom, in points.
    public var vertical: Double { top + bottom }

    public static let zero = EdgeInsets()
}
