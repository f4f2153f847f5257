import Foundation
import Geometry
import Motion
import Painting
import SceneGraph

/// A horizontal slider with a label and its value shown above the track (the inspector's spring
/// parameters). Dragging moves the thumb 1:1 with the pointer (one ``DragRecognizer``, the scene's
/// slop rules), a tap on the track jumps the thumb there, and with keyboard focus Left/Down and
/// Right/Up step by a hundredth of the track (Shift: a tenth), Home/End go to the ends.
///
/// The track maps its length linearly to the value, or to its logarithm (`.logarithmic`, for
/// stiffness-like values spanning decades). Values are clamped to `range`; `onChange` is called for
/// every change a user makes, never for `setValue(_:)`.
@MainActor
public final class Slider: Node {
    /// How the track's length maps to the value.
    public enum Scale: Sendable { case linear, logarithmic }

    /// The name shown at the left above the track.
    public var label: String { didSet { markNeedsPaint() } }
    /// The values the track spans (for `.logarithmic`, both ends > 0).
    public let range: ClosedRange<Double>
    /// Linear or logarithmic track.
    public let scale: Scale
    /// The current value, within `range`.
    public private(set) var value: Double
    /// Formats the value shown at the right above the track.
    public var format: (Double) -> String
    /// Called with the new value whenever the user changes it (drag, tap, keys).
    public var onChange: ((Double) -> Void)?
    /// The filled part of the track and the focus ring.
    public var tint = Color.blue
    /// Whether the slider has keyboard focus.
    public private(set) var isFocused = false
    private var drag = DragRecognizer(axis: .horizontal)
    private var dragStartPosition = 0.0
    /// The text measurer of the last layout, to right-align the value as it changes between layouts.
    private var measurer: TextMeasuring?

    /// Height of the label row, in points.
    static let labelHeight = 16.0
    /// Diameter of the thumb, in points.
    public static let thumbDiameter = 18.0

    /// Creates a slider over `range` (clamped `value`); `format` renders the value for people.
    public init(id: String, label: String, range: ClosedRange<Double>, scale: Scale = .linear, value: Double,
                format: @escaping (Double) -> String) {
        self.label = label
        self.range = range
        self.scale = scale
        self.value = clamp(value, range.lowerBound, range.upperBound)
        self.format = format
        super.init(id: id)
    }

    override public var kind: String { "slider" }

    // MARK: - Value ↔ position

    /// Where `value` sits along the track, 0 (left) … 1 (right).
    public func position(for value: Double) -> Double {
        let v = clamp(value, range.lowerBound, range.upperBound)
        switch scale {
        case .linear:
            return range.upperBound > range.lowerBound ? (v - range.lowerBound) / (range.upperBound - range.lowerBound) : 0
        case .logarithmic:
            let lo = log(max(range.lowerBound, 1e-300)), hi = log(max(range.upperBound, 1e-300))
            return hi > lo ? (log(max(v, 1e-300)) - lo) / (hi - lo) : 0
        }
    }

    /// The value at track position `p` (0…1, clamped).
    public func value(atPosition p: Double) -> Double {
        let q = clamp(p, 0, 1)
        switch scale {
        case .linear: return range.lowerBound + q * (range.upperBound - range.lowerBound)
        case .logarithmic:
            let lo = log(max(range.lowerBound, 1e-300)), hi = log(max(range.upperBound, 1e-300))
            return exp(lo + q * (hi - lo))
        }
    }

    /// The thumb's position along the track, 0…1.
    public var position: Double { position(for: value) }

    /// Sets the value without calling `onChange` (the inspector syncing its sliders).
    public func setValue(_ newValue: Double) {
        let v = clamp(newValue, range.lowerBound, range.upperBound)
        guard v != value, v.isFinite else { return }
        value = v
        markNeedsPaint()
    }

    private func userSet(position p: Double) {
        let v = value(atPosition: p)
        guard v != value else { return }
        value = v
        markNeedsPaint()
        onChange?(v)
    }

    // MARK: - Layout and paint

    /// The line the thumb's centre runs along, in window points (inset by the thumb's radius).
    public var trackRect: Rect {
        let r = Slider.thumbDiameter / 2
        return Rect(x: frame.minX + r, y: frame.minY + Slider.labelHeight + 4 + r - 2, width: max(0, frame.width - 2 * r), height: 4)
    }

    /// The thumb's centre, in window points.
    public var thumbCenter: Point {
        let t = trackRect
        return Point(x: t.minX + position * t.width, y: t.midY)
    }

    override public func placeChildren(_ context: LayoutContext) { measurer = context.measurer }

    override public func sizeThatFits(_ proposal: Size, _ context: LayoutContext) -> Size {
        Size(width: max(0, proposal.width), height: Slider.labelHeight + 4 + Slider.thumbDiameter)
    }

    override public func paint(into list: inout DisplayList) {
        guard frame.width > 0 else { return }
        let font = Font(size: 12, weight: .regular)
        list.append(.text(TextRun(label, font: font, color: Color.black.opacity(0.6), origin: Point(x: frame.minX, y: frame.minY))))
        let valueText = format(value)
        let valueFont = Font(family: .text, size: 12, weight: .semibold)
        let valueWidth = measurer?.measure(valueText, font: valueFont).width ?? Double(valueText.count) * 7
        list.append(.text(TextRun(valueText, font: valueFont, color: .black, origin: Point(x: frame.maxX - valueWidth, y: frame.minY))))
        let t = trackRect
        list.append(.fillRoundedRect(Rect(x: t.minX - 2, y: t.minY, width: t.width + 4, height: t.height), cornerRadius: 2, fill: .solid(Color.black.opacity(0.12))))
        let c = thumbCenter
        list.append(.fillRoundedRect(Rect(x: t.minX - 2, y: t.minY, width: c.x - t.minX + 2, height: t.height), cornerRadius: 2, fill: .solid(tint)))
        let d = Slider.thumbDiameter
        let thumb = Rect(x: c.x - d / 2, y: c.y - d / 2, width: d, height: d)
        list.append(.shadow(thumb, cornerRadius: d / 2, color: Color.black.opacity(0.25), blur: 2, offset: Point(x: 0, y: 1)))
        list.append(.fillRoundedRect(thumb, cornerRadius: d / 2, fill: .solid(.white)))
        list.append(.strokeRoundedRect(thumb, cornerRadius: d / 2, color: Color.black.opacity(0.12), lineWidth: 0.5))
        if isFocused, scene?.focusVisible == true {
            let ring = thumb.insetBy(dx: -3, dy: -3)
            list.append(.strokeRoundedRect(ring, cornerRadius: ring.height / 2, color: tint.opacity(0.85), lineWidth: 2))
        }
    }

    // MARK: - Input

    override public func hitTestSelf(_ point: Point) -> Bool { frame.insetBy(dx: -4, dy: 0).contains(point) }

    override public func pointerBegan(_ event: PointerEvent) -> Bool {
        guard drag.begin(event) else { return true }
        dragStartPosition = position
        return true
    }

    override public func pointerMoved(_ event: PointerEvent) {
        switch drag.move(event) {
        case .began, .changed:
            let width = trackRect.width
            guard width > 0 else { return }
            userSet(position: dragStartPosition + drag.translation.x / width)
        case .ignored, .pending, .rejected: break
        }
    }

    override public func pointerEnded(_ event: PointerEvent) {
        guard let release = drag.end(event) else { return }
        let t = trackRect
        if release.isTap, t.width > 0 {
            userSet(position: (event.position.x - t.minX) / t.width)   // a tap jumps the thumb there
        } else if release.wasDrag, t.width > 0 {
            userSet(position: dragStartPosition + release.translation.x / t.width)
        }
    }

    override public func pointerCancelled(_ event: PointerEvent) { drag.cancel() }

    /// A tab stop while it takes input (a hidden slider, `allowsHitTesting` false, is skipped).
    override public var isFocusable: Bool { allowsHitTesting }
    override public func focusChanged(_ focused: Bool) { isFocused = focused; markNeedsPaint() }

    override public func keyPressed(_ event: KeyEvent) -> Bool {
        let step = event.shift ? 0.1 : 0.01
        switch event.key {
        case .left, .down: userSet(position: position - step)
        case .right, .up: userSet(position: position + step)
        case .home: userSet(position: 0)
        case .end: userSet(position: 1)
        default: return false
        }
        return true
    }
}
