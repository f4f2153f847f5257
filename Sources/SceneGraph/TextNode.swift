import Geometry
import Painting

/// A single line of text, truncated with an ellipsis when it does not fit its frame.
@MainActor
public final class TextNode: Node {
    /// The full text (laid out again when it changes).
    public var text: String { didSet { if text != oldValue { markNeedsLayout() } } }
    /// The font (laid out again when it changes).
    public var font: Font { didSet { if font != oldValue { markNeedsLayout() } } }
    /// The colour (painted again when it changes).
    public var color: Color { didSet { if color != oldValue { markNeedsPaint() } } }
    /// Right to left: the text sits at its frame's right edge (a caption mirrored under `--rtl`).
    public var isRightToLeft = false { didSet { if isRightToLeft != oldValue { markNeedsPaint() } } }
    /// The text as laid out (possibly truncated).
    private(set) var displayedText = ""
    private var textSize = Size.zero

    /// Creates a text node.
    public init(id: String, text: String, font: Font, color: Color) {
        self.text = text; self.font = font; self.color = color
        super.init(id: id)
    }

    override public var kind: String { "text" }

    override public func sizeThatFits(_ proposal: Size, _ context: LayoutContext) -> Size {
        let s = context.measure(text, font: font)
        return Size(width: min(s.width, max(0, proposal.width)), height: s.height)
    }

    override public func placeChildren(_ context: LayoutContext) {
        let fit = TextTruncation.fit(text, font: font, maxWidth: frame.width, measurer: context.measurer)
        displayedText = fit.text
        textSize = fit.size
    }

    override public func paint(into list: inout DisplayList) {
        guard !displayedText.isEmpty else { return }
        list.append(.text(TextRun(displayedText, font: font, color: color,
                                  origin: Point(x: isRightToLeft ? frame.maxX - textSize.width : frame.minX, y: frame.midY - textSize.height / 2))))
    }
}
