import Controls
import Foundation
import Geometry
import Motion
import Painting
import SceneGraph

/// The panel's typed values, its one spring domain, the "Copied" moment with the preview of the platform
/// copied, the A/B comparison and the legend.
extension InspectorPanel {
    // MARK: - The spring domain

    /// Why the spring parameterisation `mode` writes with `values` (by slider key; the others from `spring`)
    /// is not one `--spring` accepts — the message `--spring` prints for that SPEC, without its option
    /// name — or nil when it is one.
    static func problem(with spring: Spring, mode: SpringParameterisation, values: [String: Double] = [:]) -> String? {
        let spec = mode.parameters.map { p in "\(p.key):\(SpringParameterisation.decimal(values[p.key] ?? SpringParameterisation.value(p.key, of: spring)))" }
            .joined(separator: ",")
        do { _ = try AnimationSpec.parse(spec); return nil } catch let e as OptionError { return e.message } catch { return "\(error)" }
    }

    /// Applies parameter `key` = `value` of parameterisation `mode` (a slider's move, a typed value) when
    /// the spring it makes is inside the domain; otherwise shows why and puts the sliders back on the
    /// spring in force. Returns whether it was applied.
    func offer(_ key: String, _ value: Double, mode: SpringParameterisation) -> Bool {
        if let problem = InspectorPanel.problem(with: spring, mode: mode, values: [key: value]) {
            setFieldMessage(problem)
            syncSliders()
            return false
        }
        setFieldMessage(nil)
        userChose(mode.spring(spring, setting: key, to: value))
        return true
    }

    /// A typed value for slider `key` (Enter): a decimal number (digits, one `.`, a leading `-`) that gives
    /// a spring inside the domain is applied as typed; anything else is refused with a message (the field
    /// stays open). Returns whether it was applied.
    func submit(_ key: String, _ text: String) -> Bool {
        guard let v = InspectorPanel.decimal(text) else {
            setFieldMessage("'\(excerpt(text))' is not a decimal number")
            return false
        }
        let mode = SpringParameterisation.owning(key) ?? parameterisation
        return offer(key, v, mode: mode)
    }

    /// Types `text` into field `key` and presses Enter, as a user would (the script's `inspector type`):
    /// the field's parameterisation is shown first. Returns the message when the value was refused.
    func type(_ key: String, _ text: String) -> String? {
        guard let mode = SpringParameterisation.owning(key) else { return "unknown field '\(excerpt(key))'" }
        if mode != parameterisation {
            modePicker.userSelect(mode.rawValue)
            modeChanged(to: mode.rawValue)   // now: the picker's action reaches the panel only when the frame drains it
        }
        guard let slider = sliders.first(where: { $0.label == key }) else { return "unknown field '\(excerpt(key))'" }
        slider.beginEditing()
        slider.type(text)
        slider.submitEditing()
        guard slider.editingText != nil else { return nil }
        // Refused: the field closes (a script cannot correct it) and the message stays, as when focus
        // leaves a refused field.
        keepsMessageOnClose = true
        slider.cancelEditing()
        return fieldMessage
    }

    /// `text` as a decimal number (the one number syntax, ``DecimalNumber``: `0.5`, `-.25`, `12`), or nil.
    nonisolated static func decimal(_ text: String) -> Double? { DecimalNumber.parse(text) }

    func setFieldMessage(_ message: String?) {
        guard message != fieldMessage else { return }
        fieldMessage = message
        markNeedsLayoutInPlace()
        markNeedsPaint()
    }

    /// Whether a field is open for typing (every key is then the field's).
    var isEditing: Bool { sliders.contains { $0.editingText != nil } }

    // MARK: - Copy

    /// Shows that `key`'s code was copied: its button says "Copied" for `copiedSeconds`, and the preview
    /// shows that platform's code.
    func showCopied(_ key: String) {
        previewKey = key
        copied = (key, clock() + InspectorPanel.copiedSeconds)
        for b in copyButtons { b.flashTitle = b.id == "inspector.copy.\(key)" ? "Copied" : nil }
        scene?.startAnimating(self)
        markNeedsLayoutInPlace()
        markNeedsPaint()
    }

    /// The snippet the preview shows (the platform copied last; SwiftUI until then).
    var previewSnippet: SpringCode.Snippet? {
        let all = SpringCode(spring: spring).snippets
        return all.first { $0.key == previewKey } ?? all.first
    }

    /// The preview's lines: the platform's name, then up to four lines of its code, each cut to `width`.
    func previewText(width: Double, _ context: LayoutContext) -> [String] {
        guard let snippet = previewSnippet else { return [] }
        let code = snippet.code.components(separatedBy: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let lines = Array(code.prefix(4)) + (code.count > 4 ? ["…"] : [])
        return lines.map { TextTruncation.fit($0, font: InspectorPanel.legendFont, maxWidth: width, measurer: context.measurer).text }
    }

    // MARK: - A/B

    /// Shows `b` as the shown control's second spring (nil: none).
    func showB(_ b: Animation?) {
        guard b != springB else { return }
        springB = b
        setFieldMessage(nil)   // an accepted change: an earlier refused value's message goes
        updateStats()
        markNeedsLayoutInPlace()
    }

    /// B's own figures, in the same words as A's first line.
    var bStats: String {
        guard case .spring(let b)? = springB else { return springB.map { "B: \($0)" } ?? "" }
        return "B: overshoot \(LinearEasing.format(b.overshootPercent, decimals: 1)) %, settles to 0.5 % in \(LinearEasing.format(b.settlingDuration(tolerance: 0.005), decimals: 3)) s"
    }

    // MARK: - Paint

    func paintLegend(into list: inout DisplayList) {
        let font = InspectorPanel.legendFont
        var x = legendOrigin.x
        func item(_ text: String, _ color: Color) {
            list.append(.text(TextRun(text, font: font, color: color, origin: Point(x: x, y: legendOrigin.y))))
            x += Double(text.count) * 5.6 + 12
        }
        item(springB == nil ? "— closed form" : "— A", Color.blue)
        if springB != nil { item("— B", SpringPlotNode.comparisonColor) }
        item("● frames", Color.pink)
        item("| settled", Color.orange)
        if let note = drivenNote {
            list.append(.text(TextRun(note, font: font, color: Color.black.opacity(0.6), origin: Point(x: legendOrigin.x, y: legendOrigin.y + 15))))
        }
    }

    func paintExtras(into list: inout DisplayList) {
        let dim = Color.black.opacity(0.5)
        for (i, line) in messageLines.enumerated() {
            list.append(.text(TextRun(line, font: InspectorPanel.messageFont, color: Color.red, origin: Point(x: messageOrigin.x, y: messageOrigin.y + Double(i) * 15))))
        }
        if springB != nil {
            list.append(.text(TextRun(bStats, font: InspectorPanel.statsFont, color: SpringPlotNode.comparisonColor, origin: bStatsOrigin)))
        }
        list.append(.text(TextRun(springB == nil ? "A/B: keep this spring as B to compare" : "A/B: the B ghost replays each change with B",
                                  font: InspectorPanel.legendFont, color: dim, origin: abOrigin)))
        list.append(.text(TextRun("Copy code (also printed to stdout)", font: InspectorPanel.legendFont, color: dim, origin: copyOrigin)))
        let title = previewSnippet?.title ?? ""
        list.append(.text(TextRun(title + ":", font: InspectorPanel.messageFont, color: Color.black.opacity(0.6), origin: codeOrigin)))
        for (i, line) in previewLines.enumerated() {
            list.append(.text(TextRun(line, font: InspectorPanel.legendFont, color: Color.black.opacity(0.75),
                                      origin: Point(x: codeOrigin.x, y: codeOrigin.y + Double(i + 1) * 15))))
        }
    }

    /// Breaks `text` into lines no wider than `width` at spaces (a word longer than a line is cut).
    static func wrap(_ text: String, font: Font, width: Double, _ context: LayoutContext) -> [String] {
        TextTruncation.wrap(text, font: font, maxWidth: width, measurer: context.measurer)
    }
}
