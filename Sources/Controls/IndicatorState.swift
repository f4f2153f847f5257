import Geometry

/// Everything about the indicator at the moment it is painted — where it is drawn, how it moves, how far it
/// is pressed — for its `IndicatorPainter` (and a style's `paintIndicator(_:into:)`).
public struct IndicatorState: Sendable, Hashable {
    /// The frame as drawn, in window points: the indicator's frame scaled about its centre by `scale` and
    /// stretched by `stretch` (width × stretch, height ÷ √stretch).
    public var frame: Rect
    /// The frame before the press scale and stretch, in window points.
    var unscaledFrame: Rect
    /// The frame's velocity in points/second per lane (x, y, width, height); zero at rest.
    public var velocity: SIMD4<Double>
    /// The selected segment's tint (animated between tabs; blended with the position while dragged).
    public var tint: Color
    /// How far the press has gone, 0 (at rest) … 1 (at the style's `pressedScale`).
    public var press: Double
    /// The press scale about the centre (1 at rest; the style's `pressedScale` while pressed).
    public var scale: Double
    /// Stretch along the horizontal motion (1 at rest, above 1 while dragged fast).
    public var stretch: Double
    /// The control's frame, in window points.
    public var control: Rect

    /// The press scale (`scale`), by the name painters written against it use.
    var pressScale: Double { scale }

    /// Creates a state; everything but `frame` and `tint` defaults to rest.
    public init(frame: Rect, unscaledFrame: Rect? = nil, velocity: SIMD4<Double> = .zero, tint: Color, press: Double = 0,
                scale: Double = 1, stretch: Double = 1, control: Rect = .zero) {
        self.frame = frame; self.unscaledFrame = unscaledFrame ?? frame; self.velocity = velocity; self.tint = tint
        self.press = press; self.scale = scale; self.stretch = stretch; self.control = control
    }

    public static func == (a: IndicatorState, b: IndicatorState) -> Bool {
        a.frame == b.frame && a.unscaledFrame == b.unscaledFrame && a.velocity == b.velocity && a.tint == b.tint
            && a.press == b.press && a.scale == b.scale && a.stretch == b.stretch && a.control == b.control
    }

    public func hash(into h: inout Hasher) {
        h.combine(frame); h.combine(tint); h.combine(press); h.combine(scale); h.combine(stretch);
    }
}
