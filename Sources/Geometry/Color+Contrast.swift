import Foundation

/// WCAG 2 contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio), on the sRGB components as the
/// renderer blends them (straight alpha, composited in sRGB).
extension Color {
    /// WCAG 2's relative luminance, 0 (black) … 1 (white); alpha is ignored.
    public var relativeLuminance: Double {
        0.2126 * Color.linearFromSRGB(red) + 0.7152 * Color.linearFromSRGB(green) + 0.0722 * Color.linearFromSRGB(blue)
    }

    /// WCAG 2's contrast ratio of two opaque colours, (L1 + 0.05) / (L2 + 0.05) with the lighter over the
    /// darker: 1 … 21.
    public static func contrastRatio(_ a: Color, _ b: Color) -> Double {
        let la = a.relativeLuminance, lb = b.relativeLuminance
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// This colour drawn over `background` (its alpha composited in sRGB, as SDL blends): an opaque colour.
    public func composited(over background: Color) -> Color {
        let a = max(0, min(1, alpha))
        func mix(_ f: Double, _ b: Double) -> Double { f * a + b * (1 - a) }
        return Color(red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
    }

    /// Text in this colour (its alpha kept) moved just far enough away from `background` — toward black on a
    /// light background, toward white on a dark one, in 2 % sRGB steps — that, drawn over it, it reads at
    /// `ratio` (WCAG AA for body text: 4.5). Unchanged when it already does.
    /// Remembered (`Color.memoised`): the same inputs give the same colour without searching again.
    public func legible(on background: Color, ratio: Double = 4.5) -> Color {
        Color.memoised(-1, self, background, ratio) { legibleSearch(on: background, ratio: ratio) }
    }

    /// The search behind `legible(on:ratio:)`.
    func legibleSearch(on background: Color, ratio: Double) -> Color {
        ColorMemo.noteSearch()
        let bg = background.composited(over: .white)
        let target: Color = bg.relativeLuminance > 0.18 ? .black : .white
        for step in 0...50 {
            let t = Double(step) / 50
            let c = Color(red: red + (target.red - red) * t, green: green + (target.green - green) * t,
                          blue: blue + (target.blue - blue) * t, alpha: alpha + (1 - alpha) * t)
            if Color.contrastRatio(c.composited(over: bg), bg) >= ratio { return c }
        }
        return target
    }

    /// A fill in this colour darkened (toward black, in 2 % sRGB steps) just far enough that `text` drawn on
    /// it reads at `ratio`; `lighten` (0…1) is how far toward white the fill's lightest part goes (a gradient's
    /// top), which is what the text must still read on. Unchanged when it already does.
    /// Remembered as `legible(on:ratio:)` is.
    public func fill(under text: Color, ratio: Double = 4.5, lighten: Double = 0) -> Color {
        Color.memoised(-2, self, text, ratio, lighten) { fillSearch(under: text, ratio: ratio, lighten: lighten) }
    }

    /// The search behind `fill(under:ratio:lighten:)`.
    func fillSearch(under text: Color, ratio: Double, lighten: Double) -> Color {
        ColorMemo.noteSearch()
        for step in 0...50 {
            let k = 1 - Double(step) / 50
            let c = Color(red: red * k, green: green * k, blue: blue * k, alpha: alpha)
            let lightest = Color(red: c.red + (1 - c.red) * lighten, green: c.green + (1 - c.green) * lighten,
                                 blue: c.blue + (1 - c.blue) * lighten)
            if Color.contrastRatio(text.composited(over: lightest), lightest) >= ratio { return c }
        }
        return Color(red: 0, green: 0, blue: 0, alpha: alpha)
    }
}
