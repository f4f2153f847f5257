import Geometry
import Painting
import SceneGraph

/// A capsule button with a title (the inspector's presets, Replay, the ghost toggle): a press shows it
/// pressed, a release within the slop (one ``TapRecognizer``) calls `action`. `isOn` draws it selected.
@MainActor
final class InspectorButton: Node {
    var title: String { didSet { markNeedsLayout() } }
    /// Drawn selected (a toggle that is on, the preset in use).
    var isOn = false { didSet { if isOn != oldValue { markNeedsPaint() } } }
    var action: (() -> Void)?
    /// Drawn instead of the title for a moment (a copy button's "Copied"), without a layout pass.
    var flashTitle: String? { didSet { if flashTitle != oldValue { markNeedsPaint() } } }
    /// A title the button keeps room for (the flash title), so showing it moves nothing.
    var reservedTitle: String?
    var tint = Color.blue
    private var tap = TapRecognizer()
    private var titleSize = Size.zero
    static let font = Font(size: 12, weight: .semibold)

    init(id: String, title: String, action: (() -> Void)? = nil) {
        self.title = title
        self.action = action
        super.init(id: id)
    }

    override var kind: String { "button" }

    override func sizeThatFits(_ proposal: Size, _ context: LayoutContext) -> Size {
        let s = context.measure(title, font: InspectorButton.font)
        let reserved = reservedTitle.map { context.measure($0, font: InspectorButton.font).width } ?? 0
        return Size(width: min(max(0, proposal.width), max(s.width, reserved) + 16), height: 26)
    }

    override func placeChildren(_ context: LayoutContext) {
        titleSize = context.measure(title, font: InspectorButton.font)
        flashSize = flashTitle.map { context.measure($0, font: InspectorButton.font) } ?? reservedTitle.map { context.measure($0, font: InspectorButton.font) } ?? .zero
    }
    private var flashSize = Size.zero

    override func paint(into list: inout DisplayList) {
        guard frame.width > 0 else { return }
        let pressed = tap.isPressed
        let fill: Color = flashTitle != nil ? Color.green : isOn ? tint : (pressed ? Color.black.opacity(0.14) : Color.black.opacity(0.06))
        list.append(.fillRoundedRect(frame, cornerRadius: frame.height / 2, fill: .solid(fill)))
        let shown = flashTitle ?? title, size = flashTitle == nil ? titleSize : flashSize
        list.append(.text(TextRun(shown, font: InspectorButton.font, color: isOn || flashTitle != nil ? .white : Color.black.opacity(0.8),
                                  origin: Point(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2))))
    }

    override func hitTestSelf(_ point: Point) -> Bool { frame.contains(point) }
    override func pointerBegan(_ event: PointerEvent) -> Bool { tap.begin(event); markNeedsPaint(); return true }
    override func pointerMoved(_ event: PointerEvent) { if !tap.move(event) { markNeedsPaint() } }
    override func pointerEnded(_ event: PointerEvent) {
        let tapped = tap.end(event) != nil
        markNeedsPaint()
        if tapped { action?() }
    }
    override func pointerCancelled(_ event: PointerEvent) { tap.cancel(); markNeedsPaint() }
}
