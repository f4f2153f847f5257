import Controls
import Geometry
import Painting
import SceneGraph

/// The gallery column that shows the controls of picker files (`--picker`): one captioned section per
/// control (with its paged pane when the file asks for one).
@MainActor
final class PickerColumn {
    /// The column node.
    let node = StackNode(id: "column.pickers", axis: .vertical, spacing: 20)
    /// The controls, in file order.
    private(set) var controls: [SegmentedControl] = []
    /// The paged panes, one per control with `"pager": true`.
    private(set) var panes: [PagedPane] = []
    private var links: [PagerLink] = []
    /// The definitions shown.
    private(set) var definitions: [PickerDefinition] = []

    init(_ definitions: [PickerDefinition]) {
        build(definitions)
    }

    /// Builds the sections for `definitions`.
    private func build(_ defs: [PickerDefinition]) {
        for c in node.children { node.removeChild(c) }
        controls = []; panes = []; links = []
        definitions = defs
        for d in defs {
            let control = SegmentedControl(id: d.id, style: d.style, segments: d.segments, selectedIndex: d.selected)
            if let a = d.animation { control.animation = a }
            control.isRightToLeft = d.rightToLeft
            // Thumb and glass are drawn for a dark and a colourful backdrop: they get their seeds' panels.
            let backdrop = d.spec.style == "thumb" || d.spec.style == "glass"
            let section = StackNode(id: "\(d.id).section", axis: .vertical, spacing: 8)
            section.addChild(TextNode(id: "\(d.id).caption", text: "\(d.id) — \(d.spec.style) from a picker file",
                                      font: Font(size: 13, weight: .semibold), color: backdrop ? Color.white.opacity(0.7) : Color.black.opacity(0.55)))
            let fills = d.spec.widths != .content
            section.addChild(fills ? control : CenterNode(id: "\(d.id).center", content: control))
            if d.pager {
                let pane = PagedPane(id: "\(d.id).pager", pages: Gallery.inboxPages(d.segments), height: 180)
                section.addChild(pane)
                panes.append(pane)
                links.append(PagerLink(control: control, pane: pane))
            }
            switch d.spec.style {
            case "thumb": node.addChild(Gallery.darkPanel(id: "\(d.id).panel", content: section))
            case "glass": node.addChild(Gallery.colourfulPanel(id: "\(d.id).panel", content: section))
            default: node.addChild(section)
            }
            controls.append(control)
        }
        node.addChild(Spacer(id: "column.pickers.spacer"))
    }
}
