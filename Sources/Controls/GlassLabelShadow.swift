import Foundation
import Geometry

extension LabelShadow {
    /// Each copy's alpha by the luminance of what lies around the labels, fitted on the real renderer
    /// (`TextContrastTests.theGlassLabelsReadAtAAOnEveryBackdrop`): from 0 where white already reads at 4.5:1
    /// (luminance 1.05 / 4.5 − 0.05 ≈ 0.183, less a little room for the read-back), through the gradient's and
    /// photo's 0.30, the checker's 0.38 and the stripes' 0.82, to white. Between two points, linear.
    static let glassCopyAlphas: [(luminance: Double, alpha: Double)] = [(0.17, 0), (0.30, 0.040), (0.38, 0.054), (0.82, 0.071), (1, 0.08)]

    /// The clear glass's label shadow over a backdrop whose brightest part around the labels has relative
    /// luminance `luminance` (0…1; `GlassBackdrop.labelLuminance`), at `textScale`: nil when white text already
    /// reads at 4.5:1 over it; else the glyphs and four rings of 16 copies out to 4 × `textScale` points, each
    /// in black at `glassCopyAlpha(under:)`.
    public static func glass(under luminance: Double, textScale: Double) -> LabelShadow? {
        let alpha = glassCopyAlpha(under: luminance)
        guard alpha > 0 else { return nil }
        return LabelShadow(color: Color.black.opacity(alpha), radius: 4 * max(0.5, textScale), offset: 0, rings: 4, directions: 16)
    }

    /// The alpha of each copy that darkens a backdrop of luminance `luminance` (0…1) just enough for white
    /// text to read at 4.5:1 against it (`glassCopyAlphas`, interpolated; 0 below its first point).
    public static func glassCopyAlpha(under luminance: Double) -> Double {
        let table = glassCopyAlphas
        guard luminance > table[0].luminance else { return 0 }
        for (lo, hi) in zip(table, table.dropFirst()) where luminance <= hi.luminance {
            return lo.alpha + (hi.alpha - lo.alpha) * (luminance - lo.luminance) / (hi.luminance - lo.luminance)
        }
        return table[table.count - 1].alpha
    }
}
