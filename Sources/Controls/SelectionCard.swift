import Geometry
import Motion
import Painting
import SceneGraph

/// Seed 000's display area: a 300×200-point card with a 20-point corner radius, filled with the selected
/// segment's tint at 15% opacity as a gradient, showing its icon (80 points, in the tint) and title
/// (34-point bold, SwiftUI's `.largeTitle.bold()`, in the theme's primary label colour: black in the light
/// theme, white in the dark). The tint animates with the selection's animation.
@MainActor
public final class SelectionCard: Node {
    public private(set) var segment: Segment
    private var tint: AnimatedValue<Color>
    /// The appearance it draws for (`--theme`, key T): the title is the theme's primary label colour.
    public var theme = Theme.light { didSet { if theme != oldValue { markNeedsPaint() } } }
    /// The card's size in points.
    var cardSize = Size(width: 300, height: 200)

    /// Creates a card showing `segment`.
    public init(id: String = "card", segment: Segment) {
        self.segment = segment
        self.tint = AnimatedValue(segment.tint)
        super.init(id: id)
    }

    override public var kind: String { "card" }
    override public var isRepaintBoundary: Bool { true }

    /// Shows `segment`; the tint animates with `animation` (nil: at once).
    public func show(_ segment: Segment, animation: Animation?) {
        self.segment = segment
        tint.set(segment.tint, animation: animation, at: scene?.animationTime ?? 0)
        if tint.isAnimating { scene?.startAnimating(self) }
        markNeedsLayoutInPlace()   // the title's width is measured at layout
    }

    override public func sizeThatFits(_ proposal: Size, _ context: LayoutContext) -> Size {
        Size(width: min(cardSize.width, proposal.width), height: min(cardSize.height, proposal.height))
    }

    override public func animate(at time: Double, tolerance: SettleTolerance) -> Bool {
        tint.update(at: time, settleTolerance: 0.002, velocityTolerance: 0.01)
    }

    override public func paint(into list: inout DisplayList) {
        guard frame.width > 0, frame.height > 0 else { return }
        let c = tint.value
        // The card's background is a flattened layer: an opaque copy while its tint and what lies under it hold.
        list.append(.pushLayer(CompositingLayer(id: Self.layerID(id, "background"), rect: frame, flattened: true)))
        list.append(.fillRoundedRect(frame, cornerRadius: 20, fill: .linearGradient(.standard(c.opacity(0.15)))))
        list.append(.popLayer)
        list.append(.pushClip(frame))
        let iconSize = min(80, frame.height * 0.4)
        if let icon = segment.icon {
            list.append(.icon(TextRun(icon.glyph, font: .icon(size: iconSize), color: c,
                                      origin: Point(x: frame.midX - iconSize / 2, y: frame.minY + frame.height * 0.16))))
        }
        let titleFont = Self.titleFont
        let titleY = frame.minY + frame.height * 0.16 + iconSize + 8
        list.append(.text(TextRun(segment.title, font: titleFont, color: theme == .dark ? .white : .black,
                                  origin: Point(x: frame.midX - estimatedTitleWidth / 2, y: titleY))))
        list.append(.popClip)
    }

    /// The title's font: 34-point bold (SwiftUI's `.largeTitle.bold()`).
    public static let titleFont = Font(size: 34, weight: .bold)

    /// The title's width in points, measured at layout.
    private var estimatedTitleWidth = 0.0
    /// Widths of the titles it may show (points), measured at the layout after `prepare(titles:)` at the
    /// scale they were measured at: a selection change then measures nothing. A first-seen 34-point title
    /// loads its glyphs when measured (~65k instructions, the largest part of a tap frame's scene side).
    private var titleWidths: [String: Double] = [:]
    private var titlesToMeasure: [String] = []
    private var measuredScale = 0.0

    /// The titles it may show (the segments whose selection it follows): measured at its next layout, off
    /// the frames of a selection change.
    public func prepare(titles: [String]) {
        titlesToMeasure = titles
        if titleWidths.count > 256 { titleWidths.removeAll() }   // bounded however often the segments change
        markNeedsLayoutInPlace()
    }

    override public func placeChildren(_ context: LayoutContext) {
        if context.scale != measuredScale {
            titlesToMeasure += titleWidths.keys
            titleWidths.removeAll()
            measuredScale = context.scale
        }
        for t in titlesToMeasure where titleWidths[t] == nil { titleWidths[t] = context.measure(t, font: Self.titleFont).width }
        titlesToMeasure.removeAll()
        if let w = titleWidths[segment.title] { estimatedTitleWidth = w; return }
        estimatedTitleWidth = context.measure(segment.title, font: Self.titleFont).width
        titleWidths[segment.title] = estimatedTitleWidth
    }
}
