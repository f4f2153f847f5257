/// Which bundled font file a run of text uses.
public enum FontFamily: String, Hashable, Sendable {
    /// Inter (assets/fonts/Inter-*.otf): labels and captions.
    case text
    /// Material Icons (assets/fonts/MaterialIcons-Regular.ttf): one glyph per icon.
    case icon
}

/// Font weight; maps to one of the bundled Inter files (Regular, SemiBold, Bold).
public enum FontWeight: String, Hashable, Sendable, Comparable, Codable {
    case regular, semibold, bold

    private var rank: Int { self == .regular ? 0 : self == .semibold ? 1 : 2 }
    /// Orders weights from regular to bold.
    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.rank < b.rank }
}

/// A font: family, size in points and weight. Text is rasterised at `size × scale` pixels.
public struct Font: Hashable, Sendable {
    /// Which bundled font file.
    public var family: FontFamily
    /// Nominal size in points (SwiftUI's `.headline` is 17 pt semibold).
    public var size: Double
    /// Regular, semibold or bold (icons ignore it).
    public var weight: FontWeight

    /// Creates a font; `size` is in points.
    public init(family: FontFamily = .text, size: Double, weight: FontWeight = .regular) {
        self.family = family; self.size = size; self.weight = weight
    }

    /// The same font with another weight.
    public func weight(_ w: FontWeight) -> Font { Font(family: family, size: size, weight: w) }

    /// SwiftUI's `.headline`: 17 pt semibold.
    public static let headline = Font(size: 17, weight: .semibold)
    /// SwiftUI's `.body`: 17 pt regular.
    public static let body = Font(size: 17)
    /// SwiftUI's `.subheadline`: 15 pt regular.
    static let subheadline = Font(size: 15)
    /// SwiftUI's `.caption`: 12 pt regular.
    public static let caption = Font(size: 12)
    /// An icon font of `size` points.
    public static func icon(size: Double) -> Font { Font(family: .icon, size: size) }
}
