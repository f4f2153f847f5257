import Controls
import Geometry
import Painting
import SceneGraph

/// One captioned gallery section: a control on its style's backdrop (`BuiltinStyle.backdrop`), centred
/// when it hugs its labels, with its paged pane under it. The gallery's built-in controls and the picker
/// files' controls are built by it alike.
@MainActor
struct StyleSection {
    /// The section's outermost node.
    let node: Node
    /// The caption (`ID.caption`).
    let caption: TextNode
    /// Whether the caption sits on the window's background (its colour follows the theme).
    let captionOnWindow: Bool
    /// The horizontal padding of the panel around the control, in points (0 on the window's background).
    let panelPadding: Double

    /// A `minimumLegibleWidth` that stands for "every label whole".
    static let wholeLabels = 1_000

    /// Builds the section `ID.section` for `control` (id `ID`): its caption `text`, then the control
    /// (in `ID.center` unless its widths fill), then `pane`, `spacing` points apart, on `backdrop`.
    init(control: SegmentedControl, caption text: String, pane: PagedPane?, backdrop: StyleBackdrop, spacing: Double = 8) {
        let id = control.id
        let onDark = backdrop == .darkPanel
        caption = TextNode(id: "\(id).caption", text: text, font: Font(size: 13, weight: .semibold),
                           color: onDark ? Color.white.opacity(0.7) : Theme.light.caption)
        caption.maxLines = 2   // a long caption wraps in a narrow column (the inspector docked) rather than being cut
        captionOnWindow = !onDark
        let section = StackNode(id: "\(id).section", axis: .vertical, spacing: spacing)
        // On the colourful panel the caption sits above the panel, on the window's background, where it
        // reads in either theme (on the busy backdrop it would not).
        if backdrop != .colourful { section.addChild(caption) }
        let fills = control.style.spec.widths != .content
        section.addChild(fills ? control : CenterNode(id: "\(id).center", content: control))
        if let pane { section.addChild(pane) }
        switch backdrop {
        case .window:
            node = section
            panelPadding = 0
        case .darkPanel:
            let panel = StyleSection.darkPanel(id: "\(id).panel", content: section)
            node = panel
            panelPadding = panel.padding.horizontal
        case .colourful:
            let panel = StyleSection.colourfulPanel(id: "\(id).panel", content: section)
            let group = StackNode(id: "\(id).group", axis: .vertical, spacing: 8)
            group.addChild(caption)
            group.addChild(panel)
            node = group
            panelPadding = panel.padding.horizontal
        }
    }

    /// The width `control` needs to show its labels with `characters` legible (nil: whole titles at text
    /// scales above 1, else 4 — see `minimumLegibleWidth`), plus `panelPadding`; a style that
    /// `keepsWholeLabels` asks for whole labels unless `characters` is given.
    static func neededWidth(_ control: SegmentedControl, panelPadding: Double, _ context: LayoutContext, characters: Int?) -> Double {
        let whole = BuiltinStyles.named(control.style.name)?.keepsWholeLabels ?? false
        return control.minimumLegibleWidth(context, legibleCharacters: whole ? (characters ?? wholeLabels) : characters) + panelPadding
    }

    /// Seed 002's dark backdrop (the thumb's panel).
    static func darkPanel(id: String, content: Node) -> PanelNode {
        PanelNode(id: id, fill: .solid(Color(red: 0.12, green: 0.12, blue: 0.12)),
                  padding: EdgeInsets(top: 16, left: 16, bottom: 22, right: 16), content: content)
    }

    /// Seed 003's colourful backdrop (the glass panel): `GlassBackdrop.gradient`, an indigo-to-pink gradient
    /// with two soft blobs, or the backdrop `--backdrop` / key B chose.
    static func colourfulPanel(id: String, content: Node) -> PanelNode {
        let panel = PanelNode(id: id, fill: .solid(Color(hex: 0x5B5BF0)), content: content)
        panel.backdrop = .gradient
        return panel
    }
}
