import Geometry

/// What a style needs to paint the indicator in one frame: where it is drawn and how it is moving.
public struct IndicatorState: Sendable, Hashable {
    /// The frame as drawn, in window points: the indicator's frame scaled about its centre by `scale` and
    /// stretched by `stretch` (width × stretch, height ÷ √stretch).
    public var frame: Rect
    /// The selected segment's tint (animated between tabs).
    public var tint: Color
    /// How far the press has gone, 0 (at rest) … 1 (at the style's `pressedScale`).
    public var press: Double
    /// The press scale (1 at rest).
    public var scale: Double
    /// Stretch along the horizontal motion (1 at rest, above 1 while dragged fast).
    public var stretch: Double

    /// Creates a state; `press`, `scale` and `stretch` default to rest.
    public init(frame: Rect, tint: Color, press: Double = 0, scale: Double = 1, stretch: Double = 1) {
        self.frame = frame; self.tint = tint; self.press = press; self.scale = scale; self.stretch = stretch
    }
}
