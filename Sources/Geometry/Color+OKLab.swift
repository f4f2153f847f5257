import Foundation

/// OKLab, Björn Ottosson's perceptual colour space ("A perceptual color space for image processing", 2020,
/// https://bottosson.github.io/posts/oklab/ — the matrices below are the ones published there for linear sRGB),
/// the space CSS Color 4 interpolates in by default. A straight line between two colours in OKLab keeps their
/// hues' path and lightness even: pink to purple passes through pinkish purples, not through a saturated red.
extension Color {
    /// (L, a, b) of the colour's linear-light sRGB (alpha ignored): L 0…1 lightness, a green–red, b blue–yellow.
    public var oklab: (L: Double, a: Double, b: Double) {
        let r = Color.linearFromSRGB(red), g = Color.linearFromSRGB(green), bl = Color.linearFromSRGB(blue)
        let l = 0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl
        let m = 0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl
        let s = 0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl
        let l_ = Foundation.cbrt(l), m_ = Foundation.cbrt(m), s_ = Foundation.cbrt(s)
        return (0.2104542553 * l_ + 0.7936177850 * m_ - 0.0040720468 * s_,
                1.9779984951 * l_ - 2.4285922050 * m_ + 0.4505937099 * s_,
                0.0259040371 * l_ + 0.7827717662 * m_ - 0.8086757660 * s_)
    }

    /// The sRGB colour of OKLab (L, a, b) with `alpha`; a colour outside the sRGB gamut is clamped per
    /// channel in linear light.
    public init(oklab L: Double, _ a: Double, _ b: Double, alpha: Double = 1) {
        let l_ = L + 0.3963377774 * a + 0.2158037573 * b
        let m_ = L - 0.1055613458 * a - 0.0638541728 * b
        let s_ = L - 0.0894841775 * a - 1.2914855480 * b
        let l = l_ * l_ * l_, m = m_ * m_ * m_, s = s_ * s_ * s_
        let r = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s
        let g = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s
        let bl = -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
        self.init(red: Color.sRGBFromLinear(clamp(r, 0, 1)), green: Color.sRGBFromLinear(clamp(g, 0, 1)),
                  blue: Color.sRGBFromLinear(clamp(bl, 0, 1)), alpha: clamp(alpha, 0, 1))
    }

    /// The colour in OKLab premultiplied by alpha: (L·α, a·α, b·α, α) — how CSS Color 4 interpolates.
    public var premultipliedOKLab: (Double, Double, Double, Double) {
        let o = oklab
        return (o.L * alpha, o.a * alpha, o.b * alpha, alpha)
    }

    /// The inverse of `premultipliedOKLab` (alpha clamped to 0…1; fully transparent is `.clear`).
    public init(premultipliedOKLab p: (Double, Double, Double, Double)) {
        let a = clamp(p.3, 0, 1)
        if a <= 0 { self = .clear; return }
        self.init(oklab: p.0 / a, p.1 / a, p.2 / a, alpha: a)
    }
}

/// Two tints mixed in OKLab with premultiplied alpha (CSS Color 4's default `color-mix` space): the tint a
/// dragged indicator shows between two segments. `t` 0 and 1 return `a` and `b` exactly; `t` is clamped to
/// 0…1, so a mix never leaves the segment between the two colours.
public func mixOKLab(_ a: Color, _ b: Color, _ t: Double) -> Color {
    let u = clamp(t, 0, 1)
    if u == 0 { return a }
    if u == 1 { return b }
    let pa = a.premultipliedOKLab, pb = b.premultipliedOKLab
    return Color(premultipliedOKLab: (lerp(pa.0, pb.0, u), lerp(pa.1, pb.1, u), lerp(pa.2, pb.2, u), lerp(pa.3, pb.3, u)))
}
