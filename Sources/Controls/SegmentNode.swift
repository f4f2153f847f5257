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
    var selectedness: AnimatedValue<Double>
    /// The label's opacity: 0.2 while pressed (fading over about 0.47 s, as UIKit and Flutter buttons do).
    var pressOpacity = AnimatedValue(1.0)
    /// Opacity of a pressed label.
    public static let pressedOpacity = 0.2
    static let pressFade = Animation.easeOut(duration: 0.47)
    unowned let control: SegmentedControl

    init(control: SegmentedControl, index: Int, segment: Segment, selected: Bool) {
        self.control = control; self.index = index; self.segment = segment
        self.selectedness = AnimatedValue(selected ? 1.0 : 0.0)
        super.init(id: "\(control.id).segment.\(index)")
    }

    override public var kind: String { "segment" }

    /// Cells take pointer input (a tap selects); the control handles it.
    override public func hitTestSelf(_ point: Point) -> Bool { frame.contains(point) }

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
        let style = control.style
        let m = style.metrics
        let s = clamp(selectedness.value, 0, 1)
        let color = style.labelColor(selected: s, tint: segment.tint).opacity(clamp(pressOpacity.value, 0, 1))
        var x = contentFrame.minX
        if iconWidth > 0, let icon = segment.icon {
            let iconFont = Font.icon(size: m.iconSize)
            list.append(.icon(TextRun(icon.glyph, font: iconFont, color: color,
                                      origin: Point(x: x, y: contentFrame.midY - m.iconSize / 2))))
            x += iconWidth + m.iconSpacing
        }
        guard !displayedTitle.isEmpty else { return }
        let font = s >= 0.5 ? m.font.weight(m.selectedWeight) : m.font
        let w = control.measuredWidth(displayedTitle, font: font)
        // Centred in the reserved width, so the label does not move when its weight changes.
        let textX = x + max(0, (contentFrame.maxX - x - w) / 2)
        list.append(.text(TextRun(displayedTitle, font: font, color: color,
                                  origin: Point(x: textX, y: contentFrame.midY - titleHeight / 2))))
    }
}
