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

extension PixelRect {
    /// Whether the rectangle covers no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// The number of pixels covered (0 when empty).
    public var area: Int { isEmpty ? 0 : width * height }
    /// One past the right edge, in pixels.
    public var maxX: Int { x + width }
    /// One past the bottom edge, in pixels.
    public var maxY: Int { y + height }

    /// The rectangle grown by `n` pixels on every side (shrunk when negative, never below zero size).
    public func outset(by n: Int) -> PixelRect {
        PixelRect(x: x - n, y: y - n, width: max(0, width + 2 * n), height: max(0, height + 2 * n))
    }

    /// The overlap of two rectangles; zero-sized (at the clamped corner) when they do not overlap.
    public func intersection(_ o: PixelRect) -> PixelRect {
        let x0 = max(x, o.x), y0 = max(y, o.y)
        return PixelRect(x: x0, y: y0, width: max(0, min(maxX, o.maxX) - x0), height: max(0, min(maxY, o.maxY) - y0))
    }

    /// Whether the two rectangles share at least one pixel.
    public func intersects(_ o: PixelRect) -> Bool {
        !isEmpty && !o.isEmpty && x < o.maxX && o.x < maxX && y < o.maxY && o.y < maxY
    }

    /// The smallest rectangle containing both (an empty one does not count).
    public func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(x, o.x), y0 = min(y, o.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }
}
