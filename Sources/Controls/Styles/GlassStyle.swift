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
    /// How far the glass pill stays inside the cell vertically, in points (at most a quarter of the cell's height).
    var verticalInset = 5.0
    /// How far the glass pill reaches past the label's content on each side, in points, so its rounded
    /// ends clear the icon and the last letter (never past the cell: less when the cell is tighter).
    var horizontalInset = 12.0

    public init() {}

    /// The content's x and width grown by `horizontalInset` on each side (as far as the cell allows), the
    /// cell's height less `verticalInset` on each side.
    public func indicatorFrame(source: Rect, cell: Rect, control: Rect) -> Rect {
        let inset = max(0, min(horizontalInset, (cell.width - source.width) / 2))
        // A tight cell (a small fixed height with a large padding) keeps at least half its height for the pill.
        let v = max(0, min(verticalInset, cell.height / 4))
        return Rect(x: source.x - inset, y: cell.y + v, width: source.width + 2 * inset, height: max(0, cell.height - 2 * v))
    }

    /// A translucent track (white at 14%, with a faint rim); under Increase Contrast a smoked one (black at 62%)
    /// so the white labels read on any backdrop without their shadow.
    public func paintTrack(_ control: Rect, into list: inout DisplayList) {
        let r = spec.trackRadius(height: control.height)
        let fill = spec.trackColor ?? (spec.increaseContrast ? Color.black.opacity(0.62) : Color.white.opacity(0.14))
        list.append(.fillRoundedRect(control, cornerRadius: r, fill: .solid(fill)))
        list.append(.strokeRoundedRect(control, cornerRadius: r, color: Color.white.opacity(0.3), lineWidth: 1))
    }

    /// The glass grows a little under the finger (and magnifies its backdrop, see `paintIndicator(_:into:)`).
    public var pressedScale: Double { 1.06 }
    /// Liquid glass stretches along a fast drag, up to 25% longer.
    public var dragStretch: Double { 0.25 }

    public func paintIndicator(_ frame: Rect, tint: Color, into list: inout DisplayList) {
        paintIndicator(IndicatorState(frame: frame, tint: tint), into: &list)
    }

    /// A glass lens (`DrawCommand.glassLens`) over the panel, refracted in a bevel a quarter of its height
    /// wide, magnified up to 1.15× while pressed, lit from the top-left, on a soft shadow.
    ///
    /// By default it is **clear**, as seed 003 asks: the backdrop shows through sharp but for a faint frost (0.6 points),
    /// its brightness kept (nothing absorbed), the tab's tint on the
    /// face at 15% (brought to a mid luminance first, so it changes the hue and not the brightness) and strongest at the rim, a sheen on the upper face. The labels over it keep their
    /// legibility by their own soft shadow (`labelShadow`), as iOS's text does on clear glass.
    /// Under **Increase Contrast** (`spec.increaseContrast`) it is frosted (4-point blur) and smoked
    /// (multiplied by `smoke(tint)`, dark enough that the white label keeps 4.5:1 without a shadow).
    public func paintIndicator(_ state: IndicatorState, into list: inout DisplayList) {
        let frame = state.frame
        let r = frame.height / 2
        let clear = !spec.increaseContrast
        // A drop shadow only under the frosted lens: a clear lens would show its own shadow through its face.
        if !clear { list.append(.shadow(frame, cornerRadius: r, color: Color.black.opacity(0.16), blur: 6, offset: Point(x: 0, y: 2))) }
        list.append(.glassLens(GlassLens(
            rect: frame, cornerRadius: r, bevelWidth: frame.height * 0.25, refraction: frame.height * (clear ? 0.2 : 0.16),
            blurRadius: clear ? 0.6 : 4, shade: clear ? GlassStyle.clearShade(state.tint) : GlassStyle.smoke(state.tint),
            tint: clear ? GlassStyle.luminanceMatched(state.tint).opacity(0.15) : state.tint.opacity(0.10),
            edgeTint: lerp(Color.white, state.tint, clear ? 0.6 : 0.45).opacity(clear ? 0.5 : 0.42),
            magnification: 1 + 0.15 * state.press, stretch: state.stretch,
            rimLight: 1, innerShadow: clear ? 0.15 : 0.3, lightDirection: Point(x: -1, y: -1.4),
            fallback: .linearGradient(LinearGradient(Color.white.opacity(0.42), Color.white.opacity(0.18))),
            travel: travel(state, refraction: clear ? 0.2 : 0.16, blur: clear ? 0.6 : 4))))
        // The sheen: light reflected off the upper face, gone before the middle where the label sits.
        list.append(.fillRoundedRect(frame, cornerRadius: r, fill: .linearGradient(LinearGradient(
            Color.white.opacity(clear ? 0.08 : 0.12), Color.white.opacity(0), start: Point(x: 0.3, y: 0), end: Point(x: 0.5, y: 0.45)))))
    }

    /// Where the lens can sample while it slides (`GlassLens.travel`): the track's width at the unpressed
    /// lens's height, padded by the sample margin (`GlassLens.sampleMargin`: refraction, twice the blur and 2
    /// points) of the lens grown by the press (`pressedScale`), plus that growth; nil without a track.
    func travel(_ state: IndicatorState, refraction: Double, blur: Double) -> Rect? {
        let u = state.unscaledFrame, c = state.control
        guard c.isFinite, u.isFinite, c.width > 0, u.height > 0 else { return nil }
        let h = u.height * pressedScale
        let margin = h * refraction + 2 * blur + 2 + (h - u.height) / 2
        return Rect(x: c.minX, y: u.minY, width: c.width, height: u.height).insetBy(dx: -margin, dy: -margin)
    }

    /// What the clear glass multiplies its backdrop by: nothing (white), so the face keeps the backdrop's
    /// brightness; the tint is laid over it at a matched luminance.
    static func clearShade(_ tint: Color) -> Color { Color(red: 1, green: 1, blue: 1) }

    /// `tint` mixed toward black or white (in sRGB) until its WCAG relative luminance is `luminance`, so laid
    /// over a backdrop of about that brightness it shifts the hue without lightening or darkening it.
    static func luminanceMatched(_ tint: Color, luminance: Double = 0.31) -> Color {
        Color.memoised(1, tint, .clear, luminance) { luminanceSearch(tint, luminance: luminance) }
    }

    /// The bisection behind `luminanceMatched` (20 steps, two relative luminances each), remembered there.
    static func luminanceSearch(_ tint: Color, luminance: Double) -> Color {
        let target: Color = tint.relativeLuminance > luminance ? .black : .white
        var lo = 0.0, hi = 1.0
        for _ in 0..<20 {
            let mid = (lo + hi) / 2
            let c = lerpSRGB(tint, target, mid)
            if (c.relativeLuminance - luminance) * (tint.relativeLuminance - luminance) > 0 { lo = mid } else { hi = mid }
        }
        return lerpSRGB(tint, target, hi)
    }

    private static func lerpSRGB(_ a: Color, _ b: Color, _ t: Double) -> Color {
        Color(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t, blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha)
    }

    /// What the Increase Contrast glass multiplies its backdrop by for a tab tint: a neutral smoke (0.6) with
    /// 10% of the tint (sRGB components), so the backdrop keeps its own colours and detail and darkens enough
    /// for white text; the tab's colour lives in the edge tint.
    static func smoke(_ tint: Color) -> Color {
        func c(_ v: Double) -> Double { (1 + (v - 1) * 0.1) * 0.6 }
        return Color(red: c(tint.red), green: c(tint.green), blue: c(tint.blue))
    }

    /// The labels' soft shadow on clear glass (none under Increase Contrast, where the smoked lens and
    /// track carry the contrast): soft and faint per layer, as iOS's vibrant text over a wallpaper is — the
    /// glyphs and four rings of 16 copies out to `4 × textScale` points (scaled with the text), each copy in
    /// black at the alpha `LabelShadow.glassCopyAlpha` finds for the luminance of what lies around the labels:
    /// just enough to keep white text at `LabelShadow.glassTarget` against the brightest of it within 1.5
    /// points of the strokes, and nothing where the backdrop alone already gives that. On seed 003's gradient
    /// it is barely there; over the stripes' near-white stripe it piles up to about 70% at a stroke.
    public func labelShadow(under backdropLuminance: Double?, textScale: Double) -> LabelShadow? {
        guard !spec.increaseContrast else { return nil }
        return LabelShadow.glass(under: backdropLuminance ?? 1, textScale: textScale)
    }

    /// White, selected or not (the selected label is bold on the lens): a dimmed white would need a darker halo
    /// still to keep 4.5:1 over a white stripe.
    public func labelColor(selected: Double, tint: Color) -> Color { .white }
}
