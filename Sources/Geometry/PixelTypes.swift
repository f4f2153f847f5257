/// A size in device pixels (the drawable's size), distinct from `Size` in window points.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int, height: Int
    /// Creates a size in pixels.
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    public var description: String { "\(width)×\(height)px" }
}

/// An integer rectangle in device pixels (clip rects are whole pixels).
public struct PixelRect: Hashable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int
    /// Creates a rectangle in pixels.
    public init(x: Int, y: Int, width: Int, height: Int) { self.x = x; self.y = y; self.width = width; self.height = height }

    /// The smallest whole-pixel rectangle covering `rect` (points) at `scale` pixels per point.
    public init(covering rect: Rect, scale: Double) {
        let x0 = (rect.minX * scale).rounded(.down), y0 = (rect.minY * scale).rounded(.down)
        let x1 = (rect.maxX * scale).rounded(.up), y1 = (rect.maxY * scale).rounded(.up)
        func i(_ v: Double) -> Int { v.isFinite ? Int(max(-1e9, min(1e9, v))) : 0 }
        self.init(x: i(x0), y: i(y0), width: max(0, i(x1) - i(x0)), height: max(0, i(y1) - i(y0)))
    }
}
