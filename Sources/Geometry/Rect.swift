/// An axis-aligned rectangle in window points: `origin` is the top-left corner.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// Top-left corner in points.
    public var origin: Point
    /// Extent in points; negative sizes are never produced by layout.
    public var size: Size

    /// Creates a rectangle from its top-left corner and size, in points.
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }

    /// Creates a rectangle from x, y, width and height, in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y); self.size = Size(width: width, height: height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var x: Double { get { origin.x } set { origin.x = newValue } }
    public var y: Double { get { origin.y } set { origin.y = newValue } }
    public var width: Double { get { size.width } set { size.width = newValue } }
    public var height: Double { get { size.height } set { size.height = newValue } }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    /// The centre point, in points.
    public var center: Point { Point(x: midX, y: midY) }

    /// Whether `p` lies inside; the left/top edges are inclusive, the right/bottom exclusive.
    public func contains(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }

    /// The rectangle shrunk by `insets` on each side (never to a negative size).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top,
             width: max(0, width - insets.left - insets.right),
             height: max(0, height - insets.top - insets.bottom))
    }

    /// The rectangle shrunk by `dx` horizontally and `dy` vertically on each side (grown when negative).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    /// The rectangle moved by `dx`, `dy` points.
    public func offsetBy(dx: Double, dy: Double) -> Rect { Rect(x: x + dx, y: y + dy, width: width, height: height) }

    /// The overlap of two rectangles, or a zero-size rect at the clamped position when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The rectangle scaled by `s` about its centre.
    public func scaled(by s: Double) -> Rect {
        Rect(x: midX - width * s / 2, y: midY - height * s / 2, width: width * s, height: height * s)
    }

    /// Whether every component is finite (no NaN, no infinity).
    public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    public var description: String { "(\(x), \(y), \(width), \(height))" }
}
