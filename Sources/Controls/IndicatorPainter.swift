import Geometry
import Motion
import Painting

/// Paints a segmented control's indicator from its whole state: a new look is a new painter, with no
/// change to the control, its layout or its input.
public protocol IndicatorPainter: Sendable {
    /// Appends the indicator's drawing for `state` to `list`.
    func paint(_ state: IndicatorState, into list: inout DisplayList)
}

/// A built-in style's own indicator: its `paintIndicator(_:into:)` (which receives the whole state: the glass
/// lens uses the press and the stretch). Nothing else: the selection feedback is a haptic in the seeds, not a
/// picture, so no painter draws it (it is a trace event and a tick on the frame graph).
public struct StyleIndicatorPainter: IndicatorPainter {
    public let style: any SegmentedControlStyle
    /// Paints with `style`'s own look.
    public init(style: any SegmentedControlStyle) { self.style = style }
    public func paint(_ state: IndicatorState, into list: inout DisplayList) {
        style.paintIndicator(state, into: &list)
    }
}

/// An indicator of a given `IndicatorShape` filled with one colour (the spec's `indicatorColor`, else
/// the tint).
public struct ShapeIndicatorPainter: IndicatorPainter {
    public var shape: IndicatorShape
    public var color: Color?
    /// The label colour drawn on the indicator, if any: the fill is darkened just enough for it to read at
    /// 4.5:1 (a light label only; nil, or an underline bar: the colour as given).
    public var label: Color?
    /// Paints `shape` in `color` (nil: the state's tint), legible under `label`.
    public init(shape: IndicatorShape, color: Color? = nil, label: Color? = nil) { self.shape = shape; self.color = color; self.label = label }
    public func paint(_ state: IndicatorState, into list: inout DisplayList) {
        let f = state.frame
        let radius: Double = switch shape {
        case .capsule, .underline: f.height / 2
        case .roundedRect(let r): max(0, min(r, f.height / 2))
        }
        var fill = color ?? state.tint
        if let label, label.relativeLuminance > 0.5, !shape.isUnderline { fill = fill.fill(under: label, ratio: 4.7) }
        list.append(.fillRoundedRect(f, cornerRadius: radius, fill: .solid(fill)))
    }
}

extension IndicatorShape {
    /// Whether it is a bar under the label (no text is drawn on it).
    var isUnderline: Bool { if case .underline = self { return true } else { return false } }
}
