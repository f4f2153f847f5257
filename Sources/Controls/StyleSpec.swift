import Geometry
import Painting

/// The shape of a style's indicator when a spec overrides it (nil in a spec: the style's own look).
public enum IndicatorShape: Codable, Sendable, Hashable {
    /// A capsule: corner radius half the indicator's height.
    case capsule
    /// A rounded rectangle with `radius` points (clamped to half the height).
    case roundedRect(radius: Double)
    /// A bar `thickness` points tall on the control's bottom edge, as wide as the selected cell.
    case underline(thickness: Double)
}

/// The appearance a style draws for: its own colours for a light and for a dark window.
public enum Theme: String, Codable, Sendable, Hashable, CaseIterable {
    case light, dark

    /// The window background behind the controls in this theme (sRGB): iOS's grouped background, light
    /// (#F2F2F7) and dark (#000000 lifted to #1C1C1E, the elevated background).
    public var background: Color { self == .light ? Color(hex: 0xF2F2F7) : Color(hex: 0x1C1C1E) }
    /// The caption colour in this theme.
    public var caption: Color { self == .light ? Color.black.opacity(0.55) : Color.white.opacity(0.6) }
}

/// Horizontal and vertical padding around a label inside its cell, in points (each side).
public struct CellPaddingSpec: Codable, Sendable, Hashable {
    public var horizontal: Double
    public var vertical: Double
    /// Creates the padding; both in points per side.
    public init(horizontal: Double, vertical: Double) { self.horizontal = horizontal; self.vertical = vertical }
}

/// A label font as data: size in points, the unselected and the selected weight.
public struct FontSpec: Codable, Sendable, Hashable {
    public var size: Double
    public var weight: FontWeight
    public var selectedWeight: FontWeight
    /// Creates the spec; `selectedWeight` defaults to `weight`.
    public init(size: Double, weight: FontWeight, selectedWeight: FontWeight? = nil) {
        self.size = size; self.weight = weight; self.selectedWeight = selectedWeight ?? weight
    }
}

/// A style as a value: every number and colour of a style's look that a picker file may override.
/// Each built-in style (`PillStyle`, …) holds one and reads its layout and colours from it; the six
/// defaults are `StyleSpec.pill` … `StyleSpec.glass`, with the numbers of their seeds.
/// Lengths are in points; colours sRGB (coded as `"#RRGGBB[AA]"`).
public struct StyleSpec: Codable, Sendable, Hashable {
    /// The built-in style the spec starts from ("pill", "underline", "icons", "track", "thumb", "glass").
    public var style: String
    /// A fixed control height, or nil to hug the labels.
    public var height: Double?
    /// The track's corner radius, or nil for a capsule (half the height).
    public var cornerRadius: Double?
    /// The track's padding: inset between the control's edge and the cells, all four sides.
    public var padding: Double
    /// Padding around each label inside its cell.
    public var cellPadding: CellPaddingSpec
    /// Space between cells.
    public var spacing: Double
    /// The track's fill, or nil for the style's own track.
    public var trackColor: Color?
    /// The indicator's colour for every segment without its own tint, or nil for the style's own.
    public var indicatorColor: Color?
    /// The label font.
    public var font: FontSpec
    /// Icon size and the space between icon and title.
    public var iconSize: Double
    var iconSpacing: Double
    /// Whether labels show their icons.
    public var showsIcons: Bool
    /// The indicator's shape, or nil for the style's own.
    public var indicator: IndicatorShape?
    /// How the cells share the width.
    public var widths: SegmentWidthMode
    /// How far each side's label padding may shrink before a label is truncated (nil: the default 4).
    public var minimumCellPadding: Double?
    /// The appearance the style draws for (set by the app: `--theme`, key T).
    public var theme: Theme = .light
    /// iOS's Increase Contrast / Reduce Transparency (set by the app: `--increase-contrast`, key C): the glass
    /// trades clearness for a frosted, smoked lens and a darker track.
    public var increaseContrast = false

    /// Creates a spec; see the properties for units.
    public init(style: String, height: Double? = nil, cornerRadius: Double? = nil, padding: Double, cellPadding: CellPaddingSpec,
                spacing: Double = 0, trackColor: Color? = nil, indicatorColor: Color? = nil, font: FontSpec,
                iconSize: Double = 17, iconSpacing: Double = 8, showsIcons: Bool = false, indicator: IndicatorShape? = nil,
                widths: SegmentWidthMode, minimumCellPadding: Double? = nil) {
        self.style = style; self.height = height; self.cornerRadius = cornerRadius; self.padding = padding
        self.cellPadding = cellPadding; self.spacing = spacing; self.trackColor = trackColor; self.indicatorColor = indicatorColor
        self.font = font; self.iconSize = iconSize; self.iconSpacing = iconSpacing; self.showsIcons = showsIcons
        self.indicator = indicator; self.widths = widths; self.minimumCellPadding = minimumCellPadding
    }

    /// The layout numbers this spec describes.
    public var metrics: SegmentMetrics {
        SegmentMetrics(font: Font(size: font.size, weight: font.weight), selectedWeight: font.selectedWeight,
                       iconSize: iconSize, iconSpacing: iconSpacing,
                       cellPadding: EdgeInsets(horizontal: cellPadding.horizontal, vertical: cellPadding.vertical),
                       spacing: spacing, containerInset: EdgeInsets(all: padding), widthMode: widths,
                       fixedHeight: height, minimumCellPadding: minimumCellPadding)
    }

    /// The track's corner radius for a control `height` points tall: `cornerRadius` clamped to half the
    /// height, or half the height (a capsule).
    func trackRadius(height: Double) -> Double { cornerRadius.map { max(0, min($0, height / 2)) } ?? height / 2 }

    // MARK: - The six styles' defaults (the seeds' numbers)

    /// Seed 000's pill: SwiftUI's `.headline` (17 pt semibold), 8 × 12 label padding, 6-point track padding, equal widths.
    public static let pill = StyleSpec(style: "pill", padding: 6, cellPadding: CellPaddingSpec(horizontal: 8, vertical: 12),
                                       font: FontSpec(size: 17, weight: .semibold), widths: .equal)
    /// Seed 000's underline: the pill's numbers, with a 3-point bar.
    public static let underline = StyleSpec(style: "underline", padding: 6, cellPadding: CellPaddingSpec(horizontal: 8, vertical: 12),
                                            font: FontSpec(size: 17, weight: .semibold), widths: .equal)
    /// Seed 000's icon-and-title pill.
    public static let icons = StyleSpec(style: "icons", padding: 6, cellPadding: CellPaddingSpec(horizontal: 8, vertical: 12),
                                        font: FontSpec(size: 17, weight: .semibold), showsIcons: true, widths: .equal)
    /// Seed 001's track: `.body` (17 pt regular), 10-point padding, HStack's 8-point spacing, content widths.
    public static let track = StyleSpec(style: "track", padding: 6, cellPadding: CellPaddingSpec(horizontal: 10, vertical: 10), spacing: 8,
                                        font: FontSpec(size: 17, weight: .regular), widths: .content)
    /// Seed 002's thumb: 56 points tall, 28-point radius, 6-point inset, bold selected label, 20-point icons 10 from the title.
    /// Its seed's look is the dark theme's, so it starts dark (it sits on a dark panel in the gallery).
    public static let thumb: StyleSpec = {
        var s = StyleSpec(style: "thumb", height: 56, cornerRadius: 28, padding: 6,
                          cellPadding: CellPaddingSpec(horizontal: 8, vertical: 0),
                          font: FontSpec(size: 17, weight: .semibold, selectedWeight: .bold),
                          iconSize: 20, iconSpacing: 10, showsIcons: true, widths: .equal)
        s.theme = .dark
        return s
    }()
    /// Seed 003's glass: 15 pt semibold, 16 × 12 label padding (at least 10 a side), 4-point track padding, 16-point icons 6 from the title.
    public static let glass = StyleSpec(style: "glass", padding: 4, cellPadding: CellPaddingSpec(horizontal: 16, vertical: 12),
                                        font: FontSpec(size: 15, weight: .semibold), iconSize: 16, iconSpacing: 6,
                                        showsIcons: true, widths: .content, minimumCellPadding: 10)
}
