/// A position in window points (logical, DPI-independent units), origin at the top-left, y down.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal coordinate in points.
    public var x: Double
    /// Vertical coordinate in points (grows downward).
    public var y: Double

    /// Creates a point from coordinates in points.
    public init(x: Double, y: Double) { self.x = x; self.y = y }

    /// The origin (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Euclidean distance to `other`, in points.
    public func distance(to other: Point) -> Double { ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot() }

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }

    public var description: String { "(\(x), \(y))" }
}
