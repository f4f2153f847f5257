import Geometry
import Painting

/// What layout needs from outside the tree: text measurement and the pixel scale (for pixel-aligned sizes).
@MainActor
public struct LayoutContext {
    /// Measures text in points.
    public var measurer: TextMeasuring
    /// Drawable pixels per window point.
    public var scale: Double

    /// Creates a layout context; `scale` is pixels per point.
    public init(measurer: TextMeasuring, scale: Double) { self.measurer = measurer; self.scale = scale }

    /// The size of `text` in `font`, in points (see `TextMeasuring`).
    public func measure(_ text: String, font: Font) -> Size { measurer.measure(text, font: font) }
}
