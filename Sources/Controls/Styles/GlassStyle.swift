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

    /// The glass grows a little under the finger (and magnifies its backdrop, see `paintIndicator(_:into:)`).
    public var pressedScale: Double { 1.06 }
    /// Liquid glass stretches along a fast drag, up to 25% longer.
    public var dragStretch: Double { 0.25 }

    public func paintIndicator(_ frame: Rect, tint: Color, into list: inout DisplayList) {
        paintIndicator(IndicatorState(frame: frame, tint: tint), into: &list)
    }

    /// A clear glass lens (`DrawCommand.glassLens`) over the panel: the backdrop frosted (4-point blur),
    /// refracted in a bevel a quarter of the height wide, magnified up to 1.15× while pressed, shaded like
    /// smoked glass (multiplied by `shade(tint)`, dark enough that the white selected label keeps 4.5:1
    /// contrast), the tab's tint strongest at the rim and a trace of it on the face, lit from the top-left,
    /// with a sheen on its upper face, on a soft shadow.
    public func paintIndicator(_ state: IndicatorState, into list: inout DisplayList) {
        let frame = state.frame
        let r = frame.height / 2
        list.append(.shadow(frame, cornerRadius: r, color: Color.black.opacity(0.16), blur: 6, offset: Point(x: 0, y: 2)))
        list.append(.glassLens(GlassLens(
            rect: frame, cornerRadius: r, bevelWidth: frame.height * 0.25, refraction: frame.height * 0.16,
            blurRadius: 4, shade: GlassStyle.shade(state.tint), tint: state.tint.opacity(0.10),
            edgeTint: lerp(Color.white, state.tint, 0.45).opacity(0.42),
            magnification: 1 + 0.15 * state.press, stretch: state.stretch,
            rimLight: 1, innerShadow: 0.3, lightDirection: Point(x: -1, y: -1.4),
            fallback: .linearGradient(LinearGradient(Color.white.opacity(0.42), Color.white.opacity(0.18))))))
        // The sheen: light reflected off the upper face, gone before the middle where the label sits.
        list.append(.fillRoundedRect(frame, cornerRadius: r, fill: .linearGradient(LinearGradient(
            Color.white.opacity(0.12), Color.white.opacity(0), start: Point(x: 0.3, y: 0), end: Point(x: 0.5, y: 0.45)))))
    }

    /// What the glass multiplies its backdrop by for a tab tint: a neutral smoke (0.75) with 10% of the tint
    /// (sRGB components), so the backdrop keeps its own colours and detail and darkens enough for white text;
    /// the tab's colour lives in the edge tint.
    static func shade(_ tint: Color) -> Color {
        func c(_ v: Double) -> Double { (1 + (v - 1) * 0.1) * 0.75 }
        return Color(red: c(tint.red), green: c(tint.green), blue: c(tint.blue))
    }

    public func labelColor(selected: Double, tint: Color) -> Color { lerp(Color.white.opacity(0.78), .white, selected) }
}
