import Geometry
import Painting

/// A text measurer for tests: every character advances a fixed fraction of the font size (0.5 em regular,
/// 0.55 em semibold, 0.6 em bold, 1 em for icons) and a line is 1.2 em tall, so expected layouts can be
/// computed by hand.
@MainActor
public final class FixedAdvanceMeasurer: TextMeasuring {
    /// Number of `measure` calls so far.
    private(set) var calls = 0
    /// Called with every measured text and font (tests count what a frame measures).
    public var onMeasure: ((String, Font) -> Void)?

    public init() {}

    /// The advance of one character of `font`, in points.
    public static func advance(_ font: Font) -> Double {
        if font.family == .icon { return font.size }
        switch font.weight {
        case .regular: return font.size * 0.5
        case .semibold: return font.size * 0.55
        case .bold: return font.size * 0.6
        }
    }

    /// `text.count` × the advance wide, 1.2 em tall (points).
    public func measure(_ text: String, font: Font) -> Size {
        calls += 1
        onMeasure?(text, font)
        return Size(width: Double(text.count) * FixedAdvanceMeasurer.advance(font), height: font.size * 1.2)
    }
}
