import Geometry
import Painting

/// A line of text, truncated with an ellipsis when it does not fit its frame — or, with `maxLines` above
/// 1, wrapped at spaces onto up to that many lines (the last one truncated).
@MainActor
public final class TextNode: Node {
    /// The most lines it wraps onto (1: one line, truncated; laid out again when it changes).
    public var maxLines = 1 { didSet { if maxLines != oldValue { markNeedsLayout() } } }
    /// The lines as laid out (one unless it wraps).
    public private(set) var displayedLines: [String] = []
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
    /// Each displayed line's width (points), for right-to-left alignment.
    private var lineWidths: [Double] = []

    /// Creates a text node.
    public init(id: String, text: String, font: Font, color: Color) {
        self.text = text; self.font = font; self.color = color
        super.init(id: id)
    }

    override public var kind: String { "text" }

    override public func sizeThatFits(_ proposal: Size, _ context: LayoutContext) -> Size {
        let s = context.measure(text, font: font)
        let width = max(0, proposal.width)
        guard maxLines > 1, s.width > width else { return Size(width: min(s.width, width), height: s.height) }
        let lines = TextTruncation.wrap(text, font: font, maxWidth: width, maxLines: maxLines, measurer: context.measurer)
        return Size(width: width, height: s.height * Double(max(1, lines.count)))
    }

    override public func placeChildren(_ context: LayoutContext) {
        if maxLines > 1, context.measure(text, font: font).width > frame.width {
            displayedLines = TextTruncation.wrap(text, font: font, maxWidth: frame.width, maxLines: maxLines, measurer: context.measurer)
            textSize = Size(width: frame.width, height: context.measure(text, font: font).height * Double(max(1, displayedLines.count)))
        } else {
            let fit = TextTruncation.fit(text, font: font, maxWidth: frame.width, measurer: context.measurer)
            displayedLines = fit.text.isEmpty ? [] : [fit.text]
            textSize = fit.size
        }
        displayedText = displayedLines.joined(separator: "\n")
        lineWidths = displayedLines.map { context.measure($0, font: font).width }
    }

    override public func paint(into list: inout DisplayList) {
        guard !displayedLines.isEmpty else { return }
        let lineHeight = textSize.height / Double(displayedLines.count)
        for (i, line) in displayedLines.enumerated() {
            let x = isRightToLeft ? frame.maxX - (lineWidths.indices.contains(i) ? lineWidths[i] : textSize.width) : frame.minX
            list.append(.text(TextRun(line, font: font, color: color,
                                      origin: Point(x: x, y: frame.midY - textSize.height / 2 + Double(i) * lineHeight))))
        }
    }
}
