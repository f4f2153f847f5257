import Geometry
import Motion
import Painting

/// Seed 003's clear glass picker: labels of their natural widths on a translucent track over a colourful
/// background; the indicator is a glass pill exactly as wide as the selected label's content (measured text
/// plus icon) plus `horizontalInset` on each side, tinted with the tab's colour, moved with
/// spring(response: 0.3, dampingFraction: 0.7).
public struct GlassStyle: SegmentedControlStyle {
    public var name = "glass"
    /// The numbers and colours (`StyleSpec.glass`), overridable by a picker file.
    public var spec = StyleSpec.glass
    public var animation = Animation.spring(response: 0.3, dampingFraction: 0.7)
    public var indicatorSource = IndicatorSource.content
    /// How far the glass pill stays inside the cell vertically, in points.
    public var verticalInset = 5.0
    /// How far the glass pill reaches past the label's content on each side, in points, so its rounded
    /// ends clear the icon and the last letter (never past the cell: less when the cell is tighter).
    public var horizontalInset = 12.0

    public init() {}

    /// The content's x and width grown by `horizontalInset` on each side (as far as the cell allows), the
    /// cell's height less `verticalInset` on each side.
    public func indicatorFrame(source: Rect, cell: Rect, control: Rect) -> Rect {
        let inset = max(0, min(horizontalInset, (cell.width - source.width) / 2))
        return Rect(x: source.x - inset, y: cell.y + verticalInset, width: source.width + 2 * inset, height: max(0, cell.height - 2 * verticalInset))
    }

    public func paintTrack(_ control: Rect, into list: inout DisplayList) {
        let r = spec.trackRadius(height: control.height)
        list.append(.fillRoundedRect(control, cornerRadius: r, fill: .solid(spec.trackColor ?? Color.white.opacity(0.14))))
        list.append(.strokeRoundedRect(control, cornerRadius: r, color: Color.white.opacity(0.3), lineWidth: 1))
    }

    public func paintIndicator(_ frame: Rect, tint: Color, into list: inout DisplayList) {
        let r = frame.height / 2
        list.append(.shadow(frame, cornerRadius: r, color: Color.black.opacity(0.18), blur: 8, offset: Point(x: 0, y: 2)))
        list.append(.fillRoundedRect(frame, cornerRadius: r, fill: .linearGradient(LinearGradient(
            Color.white.opacity(0.42), Color.white.opacity(0.18)))))
        list.append(.fillRoundedRect(frame, cornerRadius: r, fill: .solid(tint.opacity(0.28))))
        list.append(.strokeRoundedRect(frame, cornerRadius: r, color: Color.white.opacity(0.7), lineWidth: 1))
    }

    public func labelColor(selected: Double, tint: Color) -> Color { lerp(Color.white.opacity(0.78), .white, selected) }
}
