import Controls
import Geometry
import Painting
import SceneGraph

/// The demo scene: every seed's control style in a two-column gallery, each captioned with its style,
/// and seed 000's card above the first column, which shows the `pill` selection.
@MainActor
public final class Gallery {
    /// The root node (fills the window).
    let root: Node
    /// The controls shown: the built-in styles' in registry order (unless `--only`),
    /// then the picker files' controls in file order.
    public var controls: [SegmentedControl] { (showsBuiltins ? builtins : []) + pickers.controls }
    /// The built-in styles' controls, one per `BuiltinStyles.all` entry with its name as id (built even
    /// with `--only`, but then not in the scene).
    let builtins: [SegmentedControl]
    /// Whether the built-in controls are shown (not `--only`).
    let showsBuiltins: Bool
    /// The paged panes shown: the built-in `pager` (unless `--only`), then the picker files' panes.
    public var pagers: [PagedPane] { (showsBuiltins ? [pager] : []) + pickers.panes }
    /// The picker files' column.
    let pickers: PickerColumn
    /// Controls on a surface of their own (the thumb's dark panel, the glass's colourful one), whose look
    /// does not follow the theme.
    private let fixedTheme: [SegmentedControl]
    /// Captions on the window's background (their colour follows the theme).
    private var themedCaptions: [TextNode]
    private let builtinCaptions: [TextNode]
    /// Each built-in style's caption node, for captions that name a look a setting changes.
    private let styleCaptions: [(node: TextNode, style: BuiltinStyle)]
    /// The theme the gallery shows (`--theme`, key T).
    private(set) var theme = Theme.light

    /// Shows the gallery in `theme`: the controls on the window's background take its colours, and so do
    /// their captions (the thumb keeps seed 002's dark look on its dark panel, the glass its colourful one).
    func setTheme(_ theme: Theme) {
        self.theme = theme
        for c in controls where !fixedTheme.contains(where: { $0 === c }) { c.theme = theme }
        for t in themedCaptions { t.color = theme.caption }
        card.theme = theme
        for p in pagers { p.theme = theme }
    }
    /// Seed 000's display card.
    let card: SelectionCard
    /// The paged pane under the built-in style that has one (`glass`), in two-way sync with it (control id `pager`).
    let pager: PagedPane
    /// The sync between that control and `pager`.
    let pagerLink: PagerLink

    /// The gallery of the built-in styles (`BuiltinStyles.all`, each with its caption, segments and
    /// backdrop), with the controls of `pickers` in a column of their own (with `only`, just that column).
    init(pickers definitions: [PickerDefinition] = [], only: Bool = false) {
        showsBuiltins = !(only && !definitions.isEmpty)
        pickers = PickerColumn(definitions)
        let styles = BuiltinStyles.all
        builtins = styles.map { SegmentedControl(style: $0.make(), segments: $0.segments) }
        fixedTheme = zip(styles, builtins).filter { $0.0.backdrop != .window }.map(\.1)
        card = SelectionCard(segment: styles[0].segments[0])

        var themed: [TextNode] = []
        var byStyle: [(node: TextNode, style: BuiltinStyle)] = []
        var pane: PagedPane?, link: PagerLink?
        var captioned: [(SegmentedControl, TextNode)] = []
        var widths: [(LayoutContext, Int?) -> Double] = []
        let columnNodes = [StackNode(id: "column.left", axis: .vertical, spacing: 20), StackNode(id: "column.right", axis: .vertical, spacing: 20)]
        columnNodes[0].addChild(CenterNode(id: "card.center", content: card))
        for (style, control) in zip(styles, builtins) {
            var sectionPane: PagedPane?
            if style.pager {
                precondition(pane == nil, "one built-in style has the gallery's pager")
                sectionPane = PagedPane(pages: Gallery.inboxPages(control.segments), height: 236)
                pane = sectionPane
                link = PagerLink(control: control, pane: sectionPane!, newPage: Gallery.inboxPage)
            }
            let section = StyleSection(control: control, caption: Gallery.caption(of: style, increaseContrast: false), pane: sectionPane,
                                       backdrop: style.backdrop, spacing: sectionPane == nil ? 8 : 12)
            if section.captionOnWindow { themed.append(section.caption) }
            captioned.append((control, section.caption))
            byStyle.append((section.caption, style))
            columnNodes[min(style.column, columnNodes.count - 1)].addChild(section.node)
            let padding = section.panelPadding
            widths.append { [weak control] context, characters in
                control.map { StyleSection.neededWidth($0, panelPadding: padding, context, characters: characters) } ?? 0
            }
        }
        columnNodes[0].addChild(Spacer(id: "column.left.spacer"))
        columnNodes[1].addChild(Spacer(id: "column.right.spacer"))
        pager = pane!
        pagerLink = link!

        // Each column is at least as wide as its widest control needs to read (plus its panel's padding);
        // below that the gallery reflows to one column, and scrolls when the window is smaller still.
        // Content-width labels are the point of the glass: the gallery reflows before it cuts one (issue 22),
        // and truncates a glass label only when even one column cannot show it whole.
        let shows = showsBuiltins, column = pickers
        let columns = (showsBuiltins ? columnNodes : []) + (definitions.isEmpty ? [] : [pickers.node])
        let needed: (LayoutContext, Int?) -> Double = { [weak column] context, characters in
            let p = column?.neededWidth(context, characters: characters) ?? 0
            guard shows else { return p }
            return widths.map { $0(context, characters) }.reduce(p, max)
        }
        // Larger text reflows to one column before a label is cut; one column is never wider than the window
        // for it (README, --text-scale): the legible floor every window keeps (issue 11's small windows) is
        // 4 characters and "…" at text scale 1, and with larger text as few (down to 1) as the window's
        // `room` needs — its labels truncate further instead of the column growing past the window.
        let sample = (builtins + pickers.controls).first
        let textScale: () -> Double = { [weak sample] in sample?.textScale ?? 1 }
        root = GalleryLayout(id: "gallery", columns: columns, padding: 24, spacing: 28,
                             reflowColumnWidth: { context, _ in needed(context, nil) },
                             minimumColumnWidth: { context, room in
                                 Gallery.legibleFloor(textScale: textScale(), room: room) { needed(context, $0) }
                             })

        builtinCaptions = themed
        builtinSections = captioned
        styleCaptions = byStyle
        themedCaptions = themed + pickers.captions
    }

    /// Subscribes the card to the first built-in control's (the pill's) selection in `scene` (the scene built around `root`): it shows the
    /// pill's selected segment as it is now (a script's `segments` line may have replaced the tabs), with the
    /// change's animation.
    /// The card measures the pill's titles ahead (at its next layout), and again when its segments change.
    func connect(_ scene: Scene) {
        card.prepare(titles: builtins[0].segments.map(\.title))
        scene.subscribe(card, control: builtins[0].id) { [weak card, weak self] action in
            guard let card, let pill = self?.builtins.first else { return }
            switch action {
            case .selectionChanged(let change, let animation) where pill.segments.indices.contains(change.to):
                card.show(pill.segments[change.to], animation: animation)
            case .segmentsChanged: card.prepare(titles: pill.segments.map(\.title))
            default: break
            }
        }
    }

    /// The narrowest column (points): `needed(4)` (every label whole or 4 characters and "…") at text scale
    /// 1 and below; above, the width for the most characters, 4 down to 1, that fits in `room` (the window
    /// less its padding), or 1 character's when none does.
    static func legibleFloor(textScale: Double, room: Double, _ needed: (Int) -> Double) -> Double {
        guard textScale > 1 else { return needed(4) }
        for characters in stride(from: 4, to: 1, by: -1) {
            let w = needed(characters)
            if w <= room { return w }
        }
        return needed(1)
    }

    /// Each built-in control and its section's caption.
    private let builtinSections: [(SegmentedControl, TextNode)]

    /// Mirrors every section's caption as its control is (`--rtl`, a picker file's `rightToLeft`): right to
    /// left it sits at the section's right edge, as the control's labels and the pane's rows do.
    func mirrorCaptions() {
        for (c, caption) in builtinSections { caption.isRightToLeft = c.isRightToLeft }
        pickers.mirrorCaptions()
    }

    /// The glass panels' backdrop (`--backdrop`, key B).
    private(set) var backdrop = GlassBackdrop.gradient

    /// Shows `backdrop` behind every glass control (the built-in one's panel and the picker files').
    func setBackdrop(_ backdrop: GlassBackdrop) {
        self.backdrop = backdrop
        func walk(_ n: Node) {
            if let p = n as? PanelNode, p.backdrop != nil { p.backdrop = backdrop }
            for c in n.children { walk(c) }
        }
        walk(root)
    }

    /// iOS's Increase Contrast for the glass controls (`--increase-contrast`, key C): see `GlassStyle`.
    private(set) var increaseContrast = false

    /// Turns Increase Contrast on or off for every control (the glass draws frosted and smoked with it) and
    /// every paged pane (its page card turns opaque).
    func setIncreaseContrast(_ on: Bool) {
        increaseContrast = on
        for c in builtins + pickers.controls { c.increaseContrast = on }
        for p in pagers { p.increaseContrast = on }
        for c in styleCaptions { c.node.text = Gallery.caption(of: c.style, increaseContrast: on) }
    }

    /// Style `style`'s caption as shown: under Increase Contrast the clear glass is drawn frosted and
    /// smoked, and its caption says so.
    static func caption(of style: BuiltinStyle, increaseContrast: Bool) -> String {
        let clear = "clear glass"
        guard increaseContrast, style.caption.hasPrefix(clear) else { return "\(style.name) — \(style.caption)" }
        return "\(style.name) — frosted, smoked glass (Increase Contrast)" + style.caption.dropFirst(clear.count)
    }

    /// The pager's pages: one per glass tab, with a few messages each.
    static func inboxPages(_ tabs: [Segment]) -> [PagedPane.Page] {
        tabs.enumerated().map { i, tab in inboxPage(tab, index: i) }
    }

    /// The messages of the inbox's pages, by slot.
    static let inboxRows: [[PagedPane.Row]] = [
        [PagedPane.Row("Maya Chen", "Lunch tomorrow? The new place on 5th"), PagedPane.Row("Build #481", "All 214 tests passed on main"),
         PagedPane.Row("Fold", "Your weekly summary is ready"), PagedPane.Row("Leo Park", "Sent the slides, see page 12")],
        [PagedPane.Row("Build #481", "All 214 tests passed on main"), PagedPane.Row("Leo Park", "Sent the slides, see page 12"),
         PagedPane.Row("Design review", "Thursday 15:00, room Aurora")],
        [PagedPane.Row("Card ending 4242", "Expires next month: update it"), PagedPane.Row("Security", "New sign-in from Lisbon"),
         PagedPane.Row("Invoice #1093", "Overdue by 3 days")],
    ]

    /// The inbox page for `tab` at `index`: its title, icon and tint, and the messages of slot `index`
    /// (three sets, repeating).
    static func inboxPage(_ tab: Segment, index i: Int) -> PagedPane.Page {
        PagedPane.Page(title: tab.title, icon: tab.icon, tint: tab.tint, rows: inboxRows[i % inboxRows.count], isDisabled: tab.isDisabled)
    }

    /// Replaces the picker files' controls with `definitions` (a reload): see `PickerColumn.apply`.
    func applyPickers(_ definitions: [PickerDefinition], scene: Scene) {
        pickers.apply(definitions, scene: scene)
        themedCaptions = builtinCaptions + pickers.captions
    }

    /// The control with `id`, if any.
    public func control(_ id: String) -> SegmentedControl? {
        // Without building `controls` (an array per call): every selection change's observers look theirs up.
        (showsBuiltins ? builtins.first { $0.id == id } : nil) ?? pickers.controls.first { $0.id == id }
    }
}
