import Geometry
import Motion
import Painting

/// Seed 000's "sleek underline" variant: the same segments, and instead of a capsule a 3-point bar under
/// the selected label slides along a hairline. The selected label takes the tint (a white label, as in the
/// seed's pill, would vanish on the light background).
public struct UnderlineStyle: SegmentedControlStyle {
    public var name = "underline"
    /// The numbers and colours (`StyleSpec.underline`), overridable by a picker file.
    public var spec = StyleSpec.underline
    public var animation = Animation.bouncy
    /// Bar thickness in points (the seed's `.frame(height: 3)`).
    var barHeight = 3.0
    /// The bar sits under the label.
    public var indicatorIsBar: Bool { true }

    public init() {}

    /// The bar: the cell's width, `barHeight` tall, sitting on the control's bottom hairline.
    public func indicatorFrame(source: Rect, cell: Rect, control: Rect) -> Rect {
        Rect(x: source.x, y: control.maxY - barHeight, width: source.width, height: barHeight)
    }

    public func paintTrack(_ control: Rect, into list: inout DisplayList) {
        list.append(.fillRoundedRect(Rect(x: control.x, y: control.maxY - barHeight / 2 - 0.5, width: control.width, height: 1),
                                     cornerRadius: 0, fill: .solid(spec.trackColor ?? (spec.theme == .dark ? Color.white.opacity(0.2) : Color.black.opacity(0.12)))))
    }

    public func paintIndicator(_ frame: Rect, tint: Color, into list: inout DisplayList) {
        list.append(.fillRoundedRect(frame, cornerRadius: frame.height / 2, fill: .solid(tint)))
    }

    /// Unselected labels black at 60% (white at 60% in the dark theme); the selected label takes the tint,
    /// darkened (lightened in the dark theme) just enough to read at 4.5:1 on the window's background.
    public func labelColor(selected: Double, tint: Color) -> Color {
        lerp(spec.theme == .dark ? Color.white.opacity(0.6) : Color.black.opacity(0.6), tint.legible(on: spec.theme.background, ratio: 4.7), selected)
    }
}
