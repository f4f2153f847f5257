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
    /// The captions on the window's background.
    private(set) var captions: [TextNode] = []
    /// The definitions shown.
    private(set) var definitions: [PickerDefinition] = []

    init(_ definitions: [PickerDefinition]) {
        build(definitions)
    }

    /// A reload: when the same controls (ids, in order, with the same pager setting, and a pager's titles
    /// unchanged) come back, each control takes its new style and segments in place — the selection stays on
    /// its title (else its index) and the indicator morphs with the control's spring; otherwise the column is
    /// rebuilt, each control that is still there keeping its selected title.
    func apply(_ defs: [PickerDefinition], scene: Scene) {
        let sameShape = defs.map(\.id) == definitions.map(\.id)
            && zip(defs, definitions).allSatisfy { $0.pager == $1.pager && (!$0.pager || $0.segments.map(\.title) == $1.segments.map(\.title)) }
        if sameShape {
            for (d, control) in zip(defs, controls) {
                let animation = d.animation ?? d.style.animation
                control.animation = animation
                control.isRightToLeft = d.rightToLeft
                control.scrollsOnOverflow = d.scrolls
                scene.withAnimation(animation) {
                    control.setStyle(d.style)
                    control.setSegments(d.segments)
                }
            }
            definitions = defs
            return
        }
        var carried = defs
        for i in carried.indices {
            if let old = controls.first(where: { $0.id == carried[i].id }),
               let j = carried[i].segments.firstIndex(where: { $0.title == old.segments[old.selectedIndex].title }), !carried[i].segments[j].isDisabled {
                carried[i].selected = j
            }
        }
        build(carried)
    }

    /// Builds the sections for `definitions`.
    private func build(_ defs: [PickerDefinition]) {
        for c in node.children { node.removeChild(c) }
        controls = []; panes = []; links = []; captions = []
        definitions = defs
        for d in defs {
            let control = SegmentedControl(id: d.id, style: d.style, segments: d.segments, selectedIndex: d.selected)
            if let a = d.animation { control.animation = a }
            control.isRightToLeft = d.rightToLeft
            control.scrollsOnOverflow = d.scrolls
            // Glass is drawn for a colourful backdrop: it gets its seed's panel.
            let backdrop = d.spec.style == "glass"
            let section = StackNode(id: "\(d.id).section", axis: .vertical, spacing: 8)
            // Every caption sits on the window's background (a glass panel's above its panel, where the busy
            // backdrop would not let it read), in the theme's caption colour.
            let caption = TextNode(id: "\(d.id).caption", text: "\(d.id) — \(d.spec.style) from a picker file",
                                   font: Font(size: 13, weight: .semibold), color: Theme.light.caption)
            captions.append(caption)
            if !backdrop { section.addChild(caption) }
            let fills = d.spec.widths != .content
            section.addChild(fills ? control : CenterNode(id: "\(d.id).center", content: control))
            if d.pager {
                let pane = PagedPane(id: "\(d.id).pager", pages: Gallery.inboxPages(d.segments), height: 180)
                section.addChild(pane)
                panes.append(pane)
                pane.isRightToLeft = d.rightToLeft
                links.append(PagerLink(control: control, pane: pane, newPage: Gallery.inboxPage))
            }
            switch d.spec.style {
            case "glass":
                let outer = StackNode(id: "\(d.id).group", axis: .vertical, spacing: 8)
                outer.addChild(caption)
                outer.addChild(Gallery.colourfulPanel(id: "\(d.id).panel", content: section))
                node.addChild(outer)
            default: node.addChild(section)
            }
            controls.append(control)
        }
        node.addChild(Spacer(id: "column.pickers.spacer"))
    }
}
