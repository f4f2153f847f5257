import Geometry
import Motion
import Painting
import SceneGraph

/// One segment's cell: its label (icon and title) laid out by the owning `SegmentedControl`, and the
/// label's animated "selectedness" (0…1), which drives its colour.
@MainActor
public final class SegmentNode: Node {
    /// Position in the control.
    public let index: Int
    public private(set) var segment: Segment
    /// The label's content (icon + title as displayed) in window points; the cell is `frame`.
    public internal(set) var contentFrame: Rect = .zero
    /// The title as displayed (truncated with "…" when the cell is too narrow).
    public internal(set) var displayedTitle = ""
    /// Width reserved for the title (the wider of the regular and selected weights), in points.
    var titleWidth = 0.0
    var iconWidth = 0.0
    var titleHeight = 0.0
    /// The badge's width in points (0: no badge); it sits at the content's trailing top.
    var badgeWidth = 0.0
    /// Opacity of a disabled segment's label.
    static let disabledOpacity = 0.35
    var selectedness: AnimatedValue<Double>
    /// The label's opacity: 0.2 while pressed (fading over about 0.47 s, as UIKit and Flutter buttons do).
    var pressOpacity = AnimatedValue(1.0)
    /// Opacity of a pressed label.
    static let pressedOpacity = 0.2
    static let pressFade = Animation.easeOut(duration: 0.47)
    unowned let control: SegmentedControl
    /// The labels drawn with a soft shadow, kept recorded (see `LabelStackCache`).
    let labelStacks = LabelStackCache()

    init(control: SegmentedControl, index: Int, segment: Segment, selected: Bool) {
        self.control = control; self.index = index; self.segment = segment
        self.selectedness = AnimatedValue(selected ? 1.0 : 0.0)
        super.init(id: "\(control.id).segment.\(index)")
    }

    override public var kind: String { "segment" }

    /// Cells take pointer input (a tap selects) where they show; the control handles it.
    override public func hitTestSelf(_ point: Point) -> Bool { frame.contains(point) && control.showsRow(at: point) }

    /// Whether the label is shown pressed.
    public private(set) var isPressed = false

    /// Shows or clears the pressed state (animated).
    func setPressed(_ pressed: Bool, at time: Double) {
        guard pressed != isPressed else { return }
        isPressed = pressed
        pressOpacity.set(pressed ? SegmentNode.pressedOpacity : 1, animation: SegmentNode.pressFade, at: time)
        markNeedsPaint()
    }

    var isAnimating: Bool { selectedness.isAnimating || pressOpacity.isAnimating }

    override public func animate(at time: Double, tolerance: SettleTolerance) -> Bool {
        let a = selectedness.update(at: time, settleTolerance: 0.002, velocityTolerance: 0.01)
        let b = pressOpacity.update(at: time, settleTolerance: 0.002, velocityTolerance: 0.01)
        return a || b
    }

    override public func paint(into list: inout DisplayList) {
        labelStacks.beginPass()
        let style = control.style
        let s = clamp(selectedness.value, 0, 1)
        let press = clamp(pressOpacity.value, 0, 1) * (segment.isDisabled ? SegmentNode.disabledOpacity : 1)
        defer { paintBadge(into: &list) }
        // Under a Reduce Motion cross-fade the ink is in two places at partial opacity: the labels cross-fade
        // with it by selectedness instead.
        guard style.labelsFollowIndicator, !control.indicator.isCrossFading, let ink = indicatorSpan() else {
            paintLabel(color: style.labelColor(selected: s, tint: segment.tint).opacity(press), into: &list)
            return
        }
        // The label is drawn in its selected colour exactly where the indicator lies under it and in its
        // unselected colour elsewhere, so white text never sits on the light track mid-slide.
        let dim = style.labelColor(selected: 0, tint: segment.tint).opacity(press)
        let lit = style.labelColor(selected: 1, tint: segment.tint).opacity(press)
        let band = Rect(x: frame.minX, y: frame.minY, width: 0, height: frame.height)
        let left = Rect(x: band.x, y: band.y, width: max(0, min(frame.maxX, ink.lowerBound) - frame.minX), height: band.height)
        let mid = Rect(x: max(frame.minX, ink.lowerBound), y: band.y, width: max(0, min(frame.maxX, ink.upperBound) - max(frame.minX, ink.lowerBound)), height: band.height)
        let right = Rect(x: max(frame.minX, ink.upperBound), y: band.y, width: max(0, frame.maxX - max(frame.minX, ink.upperBound)), height: band.height)
        paintLabel(color: dim, clippedTo: left, into: &list)
        paintLabel(color: lit, clippedTo: mid, into: &list)
        paintLabel(color: dim, clippedTo: right, into: &list)
    }

    private func paintLabel(color: Color, clippedTo clip: Rect, into list: inout DisplayList) {
        guard clip.width > 0 else { return }
        list.append(.pushClip(clip))
        paintLabel(color: color, into: &list)
        list.append(.popClip)
    }

    /// The label's selected state as drawn, 0…1: for a style whose labels light exactly where the indicator
    /// lies, the fraction of the content's width under the indicator as drawn; otherwise the animated
    /// selectedness that sets the label's colour.
    public var drawnSelectedness: Double {
        let style = control.style
        guard style.labelsFollowIndicator, !control.indicator.isCrossFading else { return clamp(selectedness.value, 0, 1) }
        guard let ink = indicatorSpan() else { return 0 }
        // No content width (a label truncated to nothing): lit when the indicator lies over the cell's centre.
        guard contentFrame.width > 0 else { return ink.contains(frame.midX) ? 1 : 0 }
        let covered = max(0, min(ink.upperBound, contentFrame.maxX) - max(ink.lowerBound, contentFrame.minX))
        return clamp(covered / contentFrame.width, 0, 1)
    }

    /// The horizontal extent (points) of the indicator as drawn, when it overlaps this cell's content.
    private func indicatorSpan() -> ClosedRange<Double>? {
        let f = control.indicator.drawnFrame
        guard f.width > 0, f.isFinite else { return nil }
        return f.minX...f.maxX
    }

    private func paintLabel(color: Color, into list: inout DisplayList) {
        let m = control.metrics
        // Left to right: icon, title, badge; right to left the label is mirrored: badge, title, icon.
        let rtl = control.isRightToLeft
        var x = contentFrame.minX + (rtl ? SegmentNode.badgeReserve(badgeWidth) : 0)
        var end = contentFrame.maxX - (rtl ? 0 : SegmentNode.badgeReserve(badgeWidth))
        if iconWidth > 0, let icon = segment.icon {
            let iconX = rtl ? contentFrame.maxX - iconWidth : x
            appendLabelRun(TextRun(icon.glyph, font: .icon(size: m.iconSize), color: color,
                                   origin: Point(x: iconX, y: contentFrame.midY - m.iconSize / 2)), icon: true, into: &list)
            if rtl { end = iconX - m.iconSpacing } else { x += iconWidth + m.iconSpacing }
        }
        guard !displayedTitle.isEmpty else { return }
        let font = selectedness.value >= 0.5 ? m.font.weight(m.selectedWeight) : m.font
        let w = control.measuredWidth(displayedTitle, font: font)
        // Centred in the reserved width, so the label does not move when its weight changes.
        let textX = x + max(0, (end - x - w) / 2)
        appendLabelRun(TextRun(displayedTitle, font: font, color: color,
                               origin: Point(x: textX, y: contentFrame.midY - titleHeight / 2)), icon: false, into: &list)
    }

    /// A label's icon or title, behind it the style's soft shadow (faded with the label's own alpha).
    private func appendLabelRun(_ run: TextRun, icon: Bool, into list: inout DisplayList) {
        guard let shadow = control.paintingLabelShadow, run.color.alpha > 0.01 else {
            list.append(icon ? .icon(run) : .text(run))
            return
        }
        let stack = labelStacks.fragment(for: LabelStackCache.Key(run: run, icon: icon, shadow: shadow)) { list in
            var copy = run
            copy.color = shadow.color.opacity(min(1, run.color.alpha))
            for d in shadow.offsets {
                copy.origin = Point(x: run.origin.x + d.x, y: run.origin.y + d.y)
                list.append(icon ? .icon(copy) : .text(copy))
            }
            list.append(icon ? .icon(run) : .text(run))
        }
        list.append(.fragment(stack))
    }
}
