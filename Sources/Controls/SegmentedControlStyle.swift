import Foundation
import Geometry
import Motion
import Painting

/// How the segments share the control's width.
public enum SegmentWidthMode: Sendable, Hashable, Codable {
    /// Every cell gets the same width and the control fills the proposed width (`frame(maxWidth: .infinity)`).
    case equal
    /// Each cell is as wide as its content plus padding; the control hugs its content.
    case content
    /// The control fills the proposed width and cell i gets `weights[i] / Σ weights` of it (a missing or
    /// non-positive weight counts as 1).
    case proportional([Double])
}

/// Which rectangle of the selected segment the indicator takes its geometry from (its matched-geometry source).
public enum IndicatorSource: Sendable, Hashable {
    /// The whole cell (seed 000's capsule, seed 001's inner capsule, seed 002's thumb).
    case cell
    /// The label's content: measured text plus icon (seed 003's clear glass indicator).
    case content
}

/// The numbers of a style's layout, in points.
public struct SegmentMetrics: Sendable, Hashable {
    /// Label font; the selected label uses `font.weight(selectedWeight)`, whose width is reserved for every label.
    public var font: Font
    public var selectedWeight: FontWeight
    /// Icon size in points (Material Icons are square glyphs).
    public var iconSize: Double = 17
    /// Space between icon and title, in points.
    var iconSpacing: Double = 8
    /// Padding around each label's content inside its cell.
    public var cellPadding: EdgeInsets
    /// Space between cells.
    public var spacing: Double = 0
    /// Inset between the control's edge and the cells (the track's padding).
    public var containerInset: EdgeInsets
    var widthMode: SegmentWidthMode
    /// A fixed control height, or nil to hug the cells.
    var fixedHeight: Double? = nil
    /// How far the horizontal padding on each side of a label may shrink (points) before any label is
    /// truncated, when the control gets less width than it asks for.
    public var minimumCellPadding: Double
    /// How far the space between cells may shrink (points) before any label is truncated.
    var minimumSpacing: Double

    /// Creates the metrics; `minimumCellPadding` defaults to 4 points (or less when the padding is less),
    /// `minimumSpacing` to 2 points (likewise).
    public init(font: Font, selectedWeight: FontWeight? = nil, iconSize: Double = 17, iconSpacing: Double = 8,
                cellPadding: EdgeInsets, spacing: Double = 0, containerInset: EdgeInsets, widthMode: SegmentWidthMode,
                fixedHeight: Double? = nil, minimumCellPadding: Double? = nil, minimumSpacing: Double? = nil) {
        self.font = font; self.selectedWeight = selectedWeight ?? font.weight; self.iconSize = iconSize
        self.iconSpacing = iconSpacing; self.cellPadding = cellPadding; self.spacing = spacing
        self.containerInset = containerInset; self.widthMode = widthMode; self.fixedHeight = fixedHeight
        let side = min(cellPadding.left, cellPadding.right)
        self.minimumCellPadding = min(side, max(0, minimumCellPadding ?? 4))
        self.minimumSpacing = min(spacing, max(0, minimumSpacing ?? 2))
    }
}

extension SegmentMetrics {
    /// The metrics for labels `factor` times their size (Dynamic Type): font, icon, icon spacing, vertical
    /// label padding and a fixed height scale; horizontal padding, spacing and the track's inset do not (but
    /// a fixed height's vertical inset shrinks where it would leave less than 4 × `factor` points inside).
    public func scaled(by factor: Double) -> SegmentMetrics {
        guard factor != 1, factor.isFinite, factor > 0 else { return self }
        var m = self
        m.font = Font(family: font.family, size: font.size * factor, weight: font.weight)
        m.iconSize = iconSize * factor
        m.iconSpacing = iconSpacing * factor
        m.cellPadding.top *= factor; m.cellPadding.bottom *= factor
        m.fixedHeight = fixedHeight.map { $0 * factor }
        // The track's inset does not scale, so a smaller fixed height could leave no room inside it (height
        // 16, padding 6 at 0.75: 12 − 12 = 0, cells and indicator 0 high): the vertical inset then gives way,
        // top and bottom alike, so the 4 points a picker file keeps inside stay, scaled (3 at 0.75).
        if let h = m.fixedHeight, h - containerInset.vertical < 4 * factor, containerInset.vertical > 0 {
            let k = max(0, h - min(h, 4 * factor)) / containerInset.vertical
            m.containerInset.top = containerInset.top * min(1, k); m.containerInset.bottom = containerInset.bottom * min(1, k)
        }
        return m
    }
}

/// A segmented-control style: its layout numbers, its animation, and how it paints its track, indicator
/// and labels. One type per seed style; the control itself (`SegmentedControl`) does layout, matched
/// geometry, input and animation for all of them.
public protocol SegmentedControlStyle: Sendable {
    /// The style's id, also the control id in the demo ("pill", "underline", …).
    var name: String { get }
    /// The style as data: its numbers and colours, which a picker file overrides.
    var spec: StyleSpec { get set }
    /// The layout numbers (by default the spec's).
    var metrics: SegmentMetrics { get }
    /// Paints the indicator from its whole state (by default the style's `paintIndicator`,
    /// or a `ShapeIndicatorPainter` when the spec overrides the shape).
    var indicatorPainter: any IndicatorPainter { get }
    /// The animation a selection change uses (the seed's `withAnimation` argument).
    var animation: Animation { get }
    /// Which rectangle of the selected segment the indicator matches.
    var indicatorSource: IndicatorSource { get }
    /// Whether the control shows icons (by default the spec's `showsIcons`).
    var showsIcons: Bool { get }
    /// Whether labels take their selected colour exactly where the indicator lies behind them (a pill or
    /// thumb under the label), instead of cross-fading by selection.
    var labelsFollowIndicator: Bool { get }
    /// Whether the control clips its indicator and labels to its own frame (seed 001's track clips its
    /// content to the capsule).
    var clipsToTrack: Bool { get }
    /// Whether the style's own indicator is a bar under the label rather than a shape behind it (false by
    /// default; the underline's): a shape override then takes the cell, and does not ink the label.
    var indicatorIsBar: Bool { get }

    /// The indicator's frame given its source rectangle (`cell` or `content`) and the control's frame, in points.
    func indicatorFrame(source: Rect, cell: Rect, control: Rect) -> Rect
    /// Paints what lies under the indicator: track, background, shadow.
    func paintTrack(_ control: Rect, into list: inout DisplayList)
    /// Paints the indicator at `frame` with the selected segment's `tint`.
    func paintIndicator(_ frame: Rect, tint: Color, into list: inout DisplayList)
    /// Paints the indicator in `state` (frame as drawn, tint, press and stretch); by default
    /// `paintIndicator(state.frame, tint: state.tint, into:)`.
    func paintIndicator(_ state: IndicatorState, into list: inout DisplayList)
    /// The indicator's scale while pressed or dragged (0.95 by default: it shrinks under the finger).
    var pressedScale: Double { get }
    /// How much longer (a fraction) the indicator stretches along a fast drag, squashing across it
    /// (0 by default: no stretch; see `IndicatorNode.stretchTarget`).
    var dragStretch: Double { get }
    /// The label colour for a segment whose selectedness is `selected` (0 = not selected, 1 = selected,
    /// in between while the selection animates).
    func labelColor(selected: Double, tint: Color) -> Color
    /// The soft shadow that keeps a label legible on a busy backdrop (iOS's text treatment on clear glass),
    /// drawn behind the label's icon and title (nil by default: none), given the relative luminance (0…1) of
    /// the brightest of what lies around the labels (`GlassBackdrop.labelLuminance`; nil when unknown) and
    /// the text scale. See `LabelShadow`.
    func labelShadow(under backdropLuminance: Double?, textScale: Double) -> LabelShadow?
}

/// A label's soft shadow: the glyphs drawn behind the label in `color` — once `offset` points below, and
/// `directions` times on each of `rings` circles around that, the outermost `radius` points out (the others
/// evenly inside it) — each copy at `color`'s alpha. The copies pile up into a halo that is darkest at the
/// strokes and fades `radius` points out, as a text shadow does (iOS's home-screen labels over a wallpaper),
/// without a plate behind the label.
public struct LabelShadow: Sendable, Hashable {
    public let color: Color
    public let radius: Double
    public let offset: Double
    /// Circles of copies (1 or more) and copies on each.
    public let rings: Int, directions: Int
    /// The offsets (points) of the shadow's copies: the centre, then each ring from the inside out (computed
    /// once, when the shadow is made).
    public let offsets: [Point]

    /// Creates a shadow: `color` per copy, `radius` and `offset` in points; `rings` circles (at least 1) of
    /// `directions` copies (at least 4).
    public init(color: Color, radius: Double, offset: Double, rings: Int = 1, directions: Int = 8) {
        self.color = color; self.radius = radius; self.offset = offset
        let rings = max(1, rings), directions = max(4, directions)
        self.rings = rings; self.directions = directions
        var out: [Point] = [Point(x: 0, y: offset)]
        out.reserveCapacity(1 + rings * directions)
        for ring in 1...rings {
            let r = radius * Double(ring) / Double(rings)
            // Each ring turned half a step from the last, so the copies fill the halo evenly.
            let turn = Double(ring % 2) * Double.pi / Double(directions)
            for k in 0..<directions {
                let a = Double(k) * 2 * Double.pi / Double(directions) + turn
                out.append(Point(x: r * cos(a), y: r * sin(a) + offset))
            }
        }
        offsets = out
    }
}

extension SegmentedControlStyle {
    public var metrics: SegmentMetrics { spec.metrics }
    public var showsIcons: Bool { spec.showsIcons }
    public var indicatorPainter: any IndicatorPainter {
        if let shape = spec.indicator {
            return ShapeIndicatorPainter(shape: shape, color: spec.indicatorColor, label: indicatorIsBar ? nil : labelColor(selected: 1, tint: .white))
        }
        return StyleIndicatorPainter(style: self)
    }

    /// The indicator's frame with the spec's shape override applied: an underline is a bar `thickness`
    /// points tall on the control's bottom edge under the source; a capsule or rounded rect takes the
    /// cell's frame (the source for a content-width style) when the style's own indicator is a bar.
    func resolvedIndicatorFrame(source: Rect, cell: Rect, control: Rect) -> Rect {
        switch spec.indicator {
        case .underline(let t)?:
            let thickness = max(0.5, t)
            return Rect(x: source.x, y: control.maxY - thickness, width: source.width, height: thickness)
        case .capsule?, .roundedRect?:
            if indicatorIsBar { return source }
            return indicatorFrame(source: source, cell: cell, control: control)
        case nil:
            return indicatorFrame(source: source, cell: cell, control: control)
        }
    }
    public var labelsFollowIndicator: Bool { false }
    public var clipsToTrack: Bool { false }
    public var indicatorIsBar: Bool { false }
    public var indicatorSource: IndicatorSource { .cell }
    public func indicatorFrame(source: Rect, cell: Rect, control: Rect) -> Rect { source }
    public func paintIndicator(_ state: IndicatorState, into list: inout DisplayList) {
        paintIndicator(state.frame, tint: state.tint, into: &list)
    }
    public var pressedScale: Double { 0.95 }
    public var dragStretch: Double { 0 }
    public func labelShadow(under backdropLuminance: Double?, textScale: Double) -> LabelShadow? { nil }
}
