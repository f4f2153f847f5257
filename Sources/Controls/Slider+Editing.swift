import Geometry
import Painting
import SceneGraph

/// Typing a slider's value (the inspector's fields): a tap on the value opens it with the current value
/// selected and a caret after it; digits, `.` and `-` (the main keys or the keypad's) type, Backspace
/// deletes (the selection, else the last character), Enter applies, Escape cancels, and leaving the field
/// (focus moves) applies it. What a typed text means is the owner's: `onSubmit` says whether it was taken.
extension Slider {
    /// The longest text the field takes, in characters.
    static let maxFieldLength = 24

    /// Where the value is drawn (the tap target that opens it), in window points.
    var valueRect: Rect {
        let width = max(44, measure(format(value)) + 8)
        return Rect(x: frame.maxX - width, y: frame.minY - 2, width: width + 4, height: Slider.labelHeight + 4)
    }

    /// The field's box while typing, in window points.
    var fieldRect: Rect {
        let width = max(56, measure(editingText ?? "") + 14)
        return Rect(x: frame.maxX - width, y: frame.minY - 2, width: width, height: Slider.labelHeight + 3)
    }

    /// Opens the value for typing (as a tap on it does): the field shows the current value, selected.
    public func beginEditing() {
        guard editingText == nil else { return }
        editingText = (editFormat ?? format)(value)
        editingSelectsAll = true
        scene?.setFocus(self)
        markNeedsPaint()
        onEditingChange?(true)
    }

    /// Closes the field without applying it (Escape).
    public func cancelEditing() {
        guard editingText != nil else { return }
        editingText = nil
        markNeedsPaint()
        onEditingChange?(false)
    }

    /// Offers the typed text to `onSubmit` (Enter): taken, the field closes; refused, it stays open for
    /// correction (or closes, with `closeIfRefused`, as when focus leaves it).
    public func submitEditing(closeIfRefused: Bool = false) {
        guard let text = editingText else { return }
        let taken = onSubmit?(text) ?? false
        if taken || closeIfRefused { editingText = nil; onEditingChange?(false) } else { editingSelectsAll = false }
        markNeedsPaint()
    }

    /// Types `text` into the open field as keys would (digits, `.`, `-`; anything else is ignored).
    public func type(_ text: String) {
        for ch in text where Slider.isFieldCharacter(ch) { insert(ch) }
    }

    static func isFieldCharacter(_ ch: Character) -> Bool { ch.isASCII && (ch.isNumber || ch == "." || ch == "-") }

    private func insert(_ ch: Character) {
        guard var text = editingText else { return }
        if editingSelectsAll { text = ""; editingSelectsAll = false }
        guard text.count < Slider.maxFieldLength else { return }
        text.append(ch)
        editingText = text
        markNeedsPaint()
    }

    /// A key while the field is open; every key is the field's (none reaches the track).
    func editingKey(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .enter, .other("Keypad Enter"): submitEditing()
        case .escape: cancelEditing()
        case .other("Backspace"), .other("Keypad Backspace"):
            guard var text = editingText else { break }
            if editingSelectsAll { text = ""; editingSelectsAll = false } else if !text.isEmpty { text.removeLast() }
            editingText = text
            markNeedsPaint()
        case .character(let ch) where event.modifiers.subtracting(.shift).isEmpty && Slider.isFieldCharacter(ch): insert(ch)
        case .other(let name) where name.hasPrefix("Keypad ") && name.count == 8 && Slider.isFieldCharacter(name.last!): insert(name.last!)
        default: break
        }
        return true
    }

    /// The open field: a white box with a tinted border, the text (highlighted while selected) and a caret.
    func paintField(into list: inout DisplayList) {
        let box = fieldRect
        let text = editingText ?? ""
        list.append(.fillRoundedRect(box, cornerRadius: 4, fill: .solid(.white)))
        list.append(.strokeRoundedRect(box, cornerRadius: 4, color: tint, lineWidth: 1.5))
        let width = measure(text)
        let origin = Point(x: box.maxX - 7 - width, y: frame.minY)
        if editingSelectsAll, width > 0 {
            list.append(.fillRoundedRect(Rect(x: origin.x - 1, y: box.minY + 3, width: width + 2, height: box.height - 6),
                                         cornerRadius: 2, fill: .solid(tint.opacity(0.25))))
        }
        list.append(.text(TextRun(text, font: Slider.valueFont, color: .black, origin: origin)))
        list.append(.fillRoundedRect(Rect(x: box.maxX - 6, y: box.minY + 3, width: 1.5, height: box.height - 6),
                                     cornerRadius: 0, fill: .solid(.black)))
    }
}
