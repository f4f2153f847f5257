/// Linear interpolation between `a` and `b`: `a + (b - a) * t`; `t` is not clamped.
@inlinable public func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }

/// Point-wise linear interpolation; `t` is not clamped.
@inlinable public func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
    Point(x: lerp(a.x, b.x, t), y: lerp(a.y, b.y, t))
}

/// Linear interpolation of origin and size together (the way matched geometry moves a frame).
@inlinable public func lerp(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
    Rect(x: lerp(a.x, b.x, t), y: lerp(a.y, b.y, t), width: lerp(a.width, b.width, t), height: lerp(a.height, b.height, t))
}

/// Interpolation in linear light with premultiplied alpha, so a fade through transparent never darkens
/// and a blend of two tints does not dip in brightness (as CSS Color 4 and SwiftUI's `Color.mix` do).
/// `t` = 0 and 1 return `a` and `b` exactly (no round trip through linear light).
public func lerp(_ a: Color, _ b: Color, _ t: Double) -> Color {
    if t == 0 { return a }
    if t == 1 { return b }
    let pa = a.premultipliedLinear, pb = b.premultipliedLinear
    return Color(premultipliedLinear: (lerp(pa.0, pb.0, t), lerp(pa.1, pb.1, t), lerp(pa.2, pb.2, t), lerp(pa.3, pb.3, t)))
}

/// `value` clamped to `lo…hi` (returns `lo` when `hi < lo`); NaN becomes `lo`.
@inlinable public func clamp(_ value: Double, _ lo: Double, _ hi: Double) -> Double {
    if !(value >= lo) { return lo }
    return value > hi ? max(lo, hi) : value
}

extension Color {
    /// The colour in linear light, premultiplied by alpha: (r·a, g·a, b·a, a).
    var premultipliedLinear: (Double, Double, Double, Double) {
        (Color.linearFromSRGB(red) * alpha, Color.linearFromSRGB(green) * alpha, Color.linearFromSRGB(blue) * alpha, alpha)
    }

    /// Creates a colour from premultiplied linear-light components (inverse of `premultipliedLinear`).
    init(premultipliedLinear p: (Double, Double, Double, Double)) {
        let a = clamp(p.3, 0, 1)
        if a <= 0 { self = .clear; return }
        self.init(red: Color.sRGBFromLinear(clamp(p.0 / a, 0, 1)), green: Color.sRGBFromLinear(clamp(p.1 / a, 0, 1)),
                  blue: Color.sRGBFromLinear(clamp(p.2 / a, 0, 1)), alpha: a)
    }
}
