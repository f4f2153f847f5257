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
/// stiffness-like values spanning decades). Values a user makes are clamped to `range`; `onChange` is
/// called for every change a user makes, never for `setValue(_:)`. With `decimals` set, every value a
/// user makes is a multiple of 10⁻ᵈᵉᶜⁱᵐᵃˡˢ (a drag or tap rounds to it; on a linear track an arrow key
/// steps one such unit, Shift ten; on a logarithmic one a hundredth of the track rounded, at least one
/// unit). With `isEditable`, a tap on the value opens it for typing (see `Slider+Editing.swift`).
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
    /// The current value: within `range` when a user made it (`setValue(_:)` may show one outside,
    /// with the thumb at the track's end).
    public internal(set) var value: Double
    /// Values a user makes land on multiples of 10⁻ᵈᵉᶜⁱᵐᵃˡˢ (nil: anywhere on the track).
    public var decimals: Int?
    /// Whether a tap on the value opens it for typing.
    public var isEditable = false
    /// The text being typed while the value is open for editing, else nil.
    public internal(set) var editingText: String?
    /// Whether the whole text is selected (just opened): the first key typed replaces it.
    var editingSelectsAll = false
    /// Called with the typed text on Enter (or when focus leaves the field): returns whether it was
    /// accepted; a refused text stays open for correction.
    public var onSubmit: ((String) -> Bool)?
    /// Called when typing starts (true) or ends (false: applied or cancelled).
    public var onEditingChange: ((Bool) -> Void)?
    /// Formats the value as the field's starting text (default: `format`).
    public var editFormat: ((Double) -> String)?
    /// Formats the value shown at the right above the track.
    public var format: (Double) -> String
    /// Called with the new value whenever the user changes it (drag, tap, keys).
    public var onChange: ((Double) -> Void)?
    /// The filled part of the track and the focus ring.
    public var tint = Color.blue
    /// Whether the slider has keyboard focus.
    public private(set) var isFocused = false
    private var drag = DragRecognizer(axis: .horizontal)
    /// Whether the press began on the value (a tap there opens it for typing).
    private var pressedValue = false
    private var dragStartPosition = 0.0
    /// The text measurer of the last layout, to right-align the value as it changes between layouts.
    private var measurer: TextMeasuring?

    /// Height of the label row, in points.
    static let labelHeight = 16.0
    /// Diameter of the thumb, in points.
    static let thumbDiameter = 18.0

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

    /// Sets the value without calling `onChange` (the inspector syncing its sliders); a value outside
    /// `range` is shown as it is, with the thumb at the track's end.
    public func setValue(_ newValue: Double) {
        guard newValue != value, newValue.isFinite else { return }
        value = newValue
        markNeedsPaint()
    }

    /// `v` on the slider's grid (a multiple of 10⁻ᵈᵉᶜⁱᵐᵃˡˢ, inside `range`), or `v` clamped without `decimals`.
    public func rounded(_ v: Double) -> Double {
        let c = clamp(v, range.lowerBound, range.upperBound)
        guard let decimals else { return c }
        let scale = pow(10, Double(decimals))
        return clamp((c * scale).rounded() / scale, range.lowerBound, range.upperBound)
    }

    private func userSet(position p: Double) { userSet(value: rounded(value(atPosition: p))) }

    private func userSet(value v: Double) {
        guard v != value else { return }
        value = v
        markNeedsPaint()
        onChange?(v)
    }

    /// The value one key step from the current one, `direction` ±1, `big` with Shift (see the type's doc).
    func stepped(_ direction: Double, big: Bool) -> Double {
        guard let decimals else { return value(atPosition: position + direction * (big ? 0.1 : 0.01)) }
        let scale = pow(10, Double(decimals))
        // The grid value next to the current one in that direction (an off-grid value goes to its neighbour).
        let units = value * scale
        let base = direction > 0 ? (units + 1e-6).rounded(.down) : (units - 1e-6).rounded(.up)
        let unitStep = (base + direction * (big ? 10 : 1)) / scale
        guard scale > 0, case .logarithmic = self.scale else { return rounded(unitStep) }
        let alongTrack = rounded(value(atPosition: position + direction * (big ? 0.1 : 0.01)))
        return rounded(direction > 0 ? max(alongTrack, unitStep) : min(alongTrack, unitStep))
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
        if editingText != nil { paintField(into: &list) } else {
            let valueText = format(value)
            let valueWidth = measure(valueText)
            list.append(.text(TextRun(valueText, font: Slider.valueFont, color: .black, origin: Point(x: frame.maxX - valueWidth, y: frame.minY))))
            if isEditable, scene?.focusVisible == true, isFocused {
                list.append(.fillRoundedRect(Rect(x: frame.maxX - valueWidth, y: frame.minY + Slider.labelHeight - 1, width: valueWidth, height: 1),
                                             cornerRadius: 0, fill: .solid(tint.opacity(0.6))))
            }
        }
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

    static let valueFont = Font(family: .text, size: 12, weight: .semibold)

    /// The width of `text` in the value's font (points).
    func measure(_ text: String) -> Double { measurer?.measure(text, font: Slider.valueFont).width ?? Double(text.count) * 7 }

    // MARK: - Input

    override public func hitTestSelf(_ point: Point) -> Bool { frame.insetBy(dx: -4, dy: 0).contains(point) }

    override public func pointerBegan(_ event: PointerEvent) -> Bool {
        pressedValue = isEditable && valueRect.contains(event.position)
        guard drag.begin(event) else { return true }
        dragStartPosition = position
        return true
    }

    override public func pointerMoved(_ event: PointerEvent) {
        if pressedValue { _ = drag.move(event); return }   // a press on the value types; it never drags
        let update = drag.move(event)
        // Past the slop horizontally the slider claims the pointer (an enclosing scroll loses it).
        if update == .began { resolveGesture(pointer: event.id, .accepted) }
        switch update {
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
        if pressedValue {
            pressedValue = false
            if release.isTap { beginEditing() }
            return
        }
        if release.isTap, t.width > 0 {
            userSet(position: (event.position.x - t.minX) / t.width)   // a tap jumps the thumb there
        } else if release.wasDrag, t.width > 0 {
            userSet(position: dragStartPosition + release.translation.x / t.width)
        }
    }

    override public func pointerCancelled(_ event: PointerEvent) { drag.cancel(); pressedValue = false }

    /// A tab stop while it takes input (a hidden slider, `allowsHitTesting` false, is skipped).
    override public var isFocusable: Bool { allowsHitTesting }
    override public func focusChanged(_ focused: Bool) {
        isFocused = focused
        if !focused, editingText != nil { submitEditing(closeIfRefused: true) }   // leaving the field applies it
        markNeedsPaint()
    }

    override public func keyPressed(_ event: KeyEvent) -> Bool {
        if editingText != nil { return editingKey(event) }
        switch event.key {
        case .left, .down: userSet(value: stepped(-1, big: event.shift))
        case .right, .up: userSet(value: stepped(1, big: event.shift))
        case .home: userSet(position: 0)
        case .end: userSet(position: 1)
        default: return false
        }
        return true
    }
}
