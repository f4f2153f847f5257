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
    /// The sections, one per control.
    private var sections: [StyleSection] = []

    init(_ definitions: [PickerDefinition]) {
        build(definitions)
    }

    /// A reload: when the same controls (ids, in order, with the same pager setting and backdrop, and a
    /// pager's titles unchanged) come back, each control takes its new style and segments in place — the selection stays on
    /// its title (else its index) and the indicator morphs with the control's spring; otherwise the column is
    /// rebuilt, each control that is still there keeping its selected title.
    func apply(_ defs: [PickerDefinition], scene: Scene) {
        let sameShape = defs.map(\.id) == definitions.map(\.id)
            && zip(defs, definitions).allSatisfy { $0.pager == $1.pager && (!$0.pager || $0.segments.map(\.title) == $1.segments.map(\.title))
                && PickerColumn.backdrop($0) == PickerColumn.backdrop($1) }
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

    /// What `d`'s control is shown on: its style's colourful panel, else the window's background.
    static func backdrop(_ d: PickerDefinition) -> StyleBackdrop {
        BuiltinStyles.named(d.spec.style)?.backdrop == .colourful ? .colourful : .window
    }

    /// The widest any of the column's controls needs (see `StyleSection.neededWidth`), 0 when empty.
    func neededWidth(_ context: LayoutContext, characters: Int?) -> Double {
        zip(controls, sections).map { StyleSection.neededWidth($0, panelPadding: $1.panelPadding, context, characters: characters) }.max() ?? 0
    }

    /// Mirrors each section's caption as its control is (right to left: at the section's right edge).
    func mirrorCaptions() { for (c, s) in zip(controls, sections) { s.caption.isRightToLeft = c.isRightToLeft } }

    /// Builds the sections for `definitions`.
    private func build(_ defs: [PickerDefinition]) {
        for c in node.children { node.removeChild(c) }
        controls = []; panes = []; links = []; captions = []; sections = []
        definitions = defs
        for d in defs {
            let control = SegmentedControl(id: d.id, style: d.style, segments: d.segments, selectedIndex: d.selected)
            if let a = d.animation { control.animation = a }
            control.isRightToLeft = d.rightToLeft
            control.scrollsOnOverflow = d.scrolls
            var pane: PagedPane?
            if d.pager {
                pane = PagedPane(id: "\(d.id).pager", pages: Gallery.inboxPages(d.segments), height: 180)
                panes.append(pane!)
                pane!.isRightToLeft = d.rightToLeft
                links.append(PagerLink(control: control, pane: pane!, newPage: Gallery.inboxPage))
            }
            // A style drawn for a colourful backdrop gets its seed's panel; the others sit on the window's
            // background (a picker file's thumb follows the theme there, not seed 002's dark panel).
            let section = StyleSection(control: control, caption: "\(d.id) — \(d.spec.style) from a picker file", pane: pane, backdrop: PickerColumn.backdrop(d))
            captions.append(section.caption)
            sections.append(section)
            node.addChild(section.node)
            controls.append(control)
        }
        node.addChild(Spacer(id: "column.pickers.spacer"))
    }
}
