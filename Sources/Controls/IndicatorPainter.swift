import Geometry
import Motion
import Painting

/// Everything about the indicator at the moment it is painted, for an `IndicatorPainter`.
public struct IndicatorState: Sendable, Equatable {
    /// The frame to draw, in window points (the press scale already applied).
    public var frame: Rect
    /// The frame before the press scale, in window points.
    public var unscaledFrame: Rect
    /// The frame's velocity in points/second per lane (x, y, width, height); zero at rest.
    public var velocity: SIMD4<Double>
    /// The press scale about the centre: 0.95 while pressed (a drag), 1 at rest.
    public var pressScale: Double
    /// The selection-feedback pulse, 1 right after a user's selection fading to 0 over 0.35 s.
    public var pulse: Double
    /// The tint under the indicator (the neighbouring segments' tints blended while it travels).
    public var tint: Color
    /// The control's frame, in window points.
    public var control: Rect

    /// Creates a state; see the properties for units.
    public init(frame: Rect, unscaledFrame: Rect? = nil, velocity: SIMD4<Double> = .zero, pressScale: Double = 1, pulse: Double = 0,
                tint: Color, control: Rect = .zero) {
        self.frame = frame; self.unscaledFrame = unscaledFrame ?? frame; self.velocity = velocity
        self.pressScale = pressScale; self.pulse = pulse; self.tint = tint; self.control = control
    }
}

/// Paints a segmented control's indicator from its whole state: a new look is a new painter, with no
/// change to the control, its layout or its input.
public protocol IndicatorPainter: Sendable {
    /// Appends the indicator's drawing for `state` to `list`.
    func paint(_ state: IndicatorState, into list: inout DisplayList)
}

/// The selection-feedback pulse every built-in painter draws over its indicator: white at 35% × pulse,
/// in the indicator's rounded shape (`cornerRadius` points; nil: a capsule).
public func paintFeedbackPulse(_ state: IndicatorState, cornerRadius: Double? = nil, into list: inout DisplayList) {
    guard state.pulse > 0.001 else { return }
    let r = cornerRadius.map { min($0, state.frame.height / 2) } ?? state.frame.height / 2
    list.append(.fillRoundedRect(state.frame, cornerRadius: r, fill: .solid(Color.white.opacity(0.35 * clamp(state.pulse, 0, 1)))))
}

/// A built-in style's own indicator: its `paintIndicator(_:tint:into:)`, then the feedback pulse.
public struct StyleIndicatorPainter: IndicatorPainter {
    public let style: any SegmentedControlStyle
    /// Paints with `style`'s own look.
    public init(style: any SegmentedControlStyle) { self.style = style }
    public func paint(_ state: IndicatorState, into list: inout DisplayList) {
        style.paintIndicator(state.frame, tint: state.tint, into: &list)
        paintFeedbackPulse(state, into: &list)
    }
}

/// An indicator of a given `IndicatorShape` filled with one colour (the spec's `indicatorColor`, else
/// the tint), then the feedback pulse.
public struct ShapeIndicatorPainter: IndicatorPainter {
    public var shape: IndicatorShape
    public var color: Color?
    /// Paints `shape` in `color` (nil: the state's tint).
    public init(shape: IndicatorShape, color: Color? = nil) { self.shape = shape; self.color = color }
    public func paint(_ state: IndicatorState, into list: inout DisplayList) {
        let f = state.frame
        let radius: Double = switch shape {
        case .capsule, .underline: f.height / 2
        case .roundedRect(let r): max(0, min(r, f.height / 2))
        }
        list.append(.fillRoundedRect(f, cornerRadius: radius, fill: .solid(color ?? state.tint)))
        paintFeedbackPulse(state, cornerRadius: radius, into: &list)
    }
}
