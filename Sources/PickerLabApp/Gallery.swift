import Controls
import Geometry
import Painting
import SceneGraph

/// The demo scene: every seed's control style in a two-column gallery, each captioned with its style,
/// and seed 000's card above the first column, which shows the `pill` selection.
@MainActor
public final class Gallery {
    /// The root node (fills the window).
    public let root: Node
    /// The controls shown: pill, underline, icons, track, thumb, glass (in this order, unless `--only`),
    /// then the picker files' controls in file order.
    public var controls: [SegmentedControl] { (showsBuiltins ? builtins : []) + pickers.controls }
    /// The six built-in controls (built even with `--only`, but then not in the scene).
    public let builtins: [SegmentedControl]
    /// Whether the built-in controls are shown (not `--only`).
    public let showsBuiltins: Bool
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
    /// The theme the gallery shows (`--theme`, key T).
    public private(set) var theme = Theme.light

    /// Shows the gallery in `theme`: the controls on the window's background take its colours, and so do
    /// their captions (the thumb keeps seed 002's dark look on its dark panel, the glass its colourful one).
    public func setTheme(_ theme: Theme) {
        self.theme = theme
        for c in controls where !fixedTheme.contains(where: { $0 === c }) { c.theme = theme }
        for t in themedCaptions { t.color = theme.caption }
        card.theme = theme
        for p in pagers { p.theme = theme }
    }
    /// Seed 000's display card.
    public let card: SelectionCard
    /// The paged pane under `glass`, in two-way sync with it (control id `pager`).
    public let pager: PagedPane
    /// The sync between `glass` and `pager`.
    public let pagerLink: PagerLink

    /// Seed 000's segments: SwiftUI (blue), iOS (pink), UIKit (purple).
    public static let appTabs = [
        Segment("SwiftUI", icon: .swift, tint: .blue),
        Segment("iOS", icon: .appleLogo, tint: .pink),
        Segment("UIKit", icon: .macwindow, tint: .purple),
    ]

    /// The control ids, used by the scene dump and by input scripts.
    nonisolated public static let controlIDs = ["pill", "underline", "icons", "track", "thumb", "glass"]

    /// The gallery of the six built-in styles, with the controls of `pickers` in a column of their own
    /// (with `only`, just that column).
    public init(pickers definitions: [PickerDefinition] = [], only: Bool = false) {
        showsBuiltins = !(only && !definitions.isEmpty)
        pickers = PickerColumn(definitions)
        let pill = SegmentedControl(style: PillStyle(), segments: Gallery.appTabs)
        let underline = SegmentedControl(style: UnderlineStyle(), segments: Gallery.appTabs)
        let icons = SegmentedControl(style: IconsStyle(), segments: Gallery.appTabs)
        let track = SegmentedControl(style: TrackStyle(), segments: ["Option 1", "Option 2", "Option 3"].map { Segment($0, tint: .indigo) })
        let thumb = SegmentedControl(style: ThumbStyle(), segments: [
            Segment("Location", icon: .mappin, tint: .white), Segment("Settings", icon: .gearshape, tint: .white)])
        let glass = SegmentedControl(style: GlassStyle(), segments: [
            Segment("all", icon: .tray, tint: .blue), Segment("unread", icon: .envelopeBadge, tint: .orange),
            Segment("needs attention", icon: .exclamation, tint: .pink)])
        builtins = [pill, underline, icons, track, thumb, glass]
        fixedTheme = [thumb, glass]
        card = SelectionCard(segment: Gallery.appTabs[0])

        var themed: [TextNode] = []
        func caption(_ id: String, _ text: String, dark: Bool = false) -> TextNode {
            let t = TextNode(id: "\(id).caption", text: text, font: Font(size: 13, weight: .semibold),
                             color: dark ? Color.white.opacity(0.7) : Color.black.opacity(0.55))
            if !dark { themed.append(t) }
            return t
        }
        func section(_ id: String, _ title: String, _ control: Node, dark: Bool = false) -> StackNode {
            let s = StackNode(id: "\(id).section", axis: .vertical, spacing: 8)
            s.addChild(caption(id, title, dark: dark))
            s.addChild(control)
            return s
        }

        let left = StackNode(id: "column.left", axis: .vertical, spacing: 20)
        left.addChild(CenterNode(id: "card.center", content: card))
        left.addChild(section("pill", "pill — sliding gradient pill (seed 000)", pill))
        left.addChild(section("underline", "underline — sliding underline (seed 000)", underline))
        left.addChild(section("icons", "icons — icon + title pill (seed 000)", icons))
        left.addChild(Spacer(id: "column.left.spacer"))

        let right = StackNode(id: "column.right", axis: .vertical, spacing: 20)
        right.addChild(section("track", "track — indigo track, matched inner capsule (seed 001)", CenterNode(id: "track.center", content: track)))
        let thumbPanel = Gallery.darkPanel(id: "thumb.panel", content: section("thumb", "thumb — dark glossy thumb (seed 002)", thumb, dark: true))
        right.addChild(thumbPanel)
        let pane = PagedPane(pages: Gallery.inboxPages(glass.segments), height: 236)
        // The glass section's caption sits above its panel, on the window's background, where it reads in
        // either theme (on the busy backdrop it would not).
        let glassSection = StackNode(id: "glass.section", axis: .vertical, spacing: 12)
        glassSection.addChild(CenterNode(id: "glass.center", content: glass))
        glassSection.addChild(pane)
        pager = pane
        pagerLink = PagerLink(control: glass, pane: pane, newPage: Gallery.inboxPage)
        let glassPanel = Gallery.colourfulPanel(id: "glass.panel", content: glassSection)
        let glassGroup = StackNode(id: "glass.group", axis: .vertical, spacing: 8)
        glassGroup.addChild(caption("glass", "glass — clear glass, content-width indicator, paged pane in sync (seed 003)"))
        glassGroup.addChild(glassPanel)
        right.addChild(glassGroup)
        right.addChild(Spacer(id: "column.right.spacer"))

        // Each column is at least as wide as its widest control needs to read (plus the panels' padding);
        // below that the gallery reflows to one column, and scrolls when the window is smaller still.
        let leftControls = [pill, underline, icons], thumbPanelPadding = thumbPanel.padding.horizontal, glassPanelPadding = 32.0
        let shows = showsBuiltins, column = pickers
        let columns = (showsBuiltins ? [left, right] : []) + (definitions.isEmpty ? [] : [pickers.node])
        // The widest column any control needs to show its labels with `characters` legible (nil: whole
        // titles at text scales above 1, else 4 — see `minimumLegibleWidth`).
        // Content-width labels are the point of the glass: the gallery reflows before it cuts one (issue 22),
        // and truncates a glass label only when even one column cannot show it whole.
        let wholeGlass = 1_000
        let needed: (LayoutContext, Int?) -> Double = { [weak track, weak thumb, weak glass, weak column] context, characters in
            // A picker file's glass control sits in the colourful panel, whose padding it needs too.
            let p = column.map { zip($0.controls, $0.definitions).map { c, d in
                d.spec.style == "glass" ? c.minimumLegibleWidth(context, legibleCharacters: characters ?? wholeGlass) + glassPanelPadding
                    : c.minimumLegibleWidth(context, legibleCharacters: characters)
            }.max() ?? 0 } ?? 0
            guard shows else { return p }
            let l = leftControls.map { $0.minimumLegibleWidth(context, legibleCharacters: characters) }.max() ?? 0
            let r = max(track?.minimumLegibleWidth(context, legibleCharacters: characters) ?? 0,
                        (thumb?.minimumLegibleWidth(context, legibleCharacters: characters) ?? 0) + thumbPanelPadding,
                        (glass?.minimumLegibleWidth(context, legibleCharacters: characters ?? wholeGlass) ?? 0) + glassPanelPadding)
            return max(l, r, p)
        }
        // Larger text reflows to one column before a label is cut; one column is never wider than the window
        // for it, only for the 4 legible characters every size keeps (issue 11's small windows).
        root = GalleryLayout(id: "gallery", columns: columns, padding: 24, spacing: 28,
                             reflowColumnWidth: { needed($0, nil) }, minimumColumnWidth: { needed($0, 4) })

        builtinCaptions = themed
        themedCaptions = themed + pickers.captions
    }

    /// Subscribes the card to the pill's selection in `scene` (the scene built around `root`): it shows the
    /// pill's selected segment as it is now (a script's `segments` line may have replaced the tabs), with the
    /// change's animation.
    public func connect(_ scene: Scene) {
        scene.subscribe(card, control: "pill") { [weak card, weak self] action in
            guard let card, let self, case .selectionChanged(let change, let animation) = action,
                  let pill = self.builtins.first, pill.segments.indices.contains(change.to) else { return }
            card.show(pill.segments[change.to], animation: animation)
        }
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

    /// The glass panels' backdrop (`--backdrop`, key B).
    public private(set) var backdrop = GlassBackdrop.gradient

    /// Shows `backdrop` behind every glass control (the built-in one's panel and the picker files').
    public func setBackdrop(_ backdrop: GlassBackdrop) {
        self.backdrop = backdrop
        func walk(_ n: Node) {
            if let p = n as? PanelNode, p.backdrop != nil { p.backdrop = backdrop }
            for c in n.children { walk(c) }
        }
        walk(root)
    }

    /// iOS's Increase Contrast for the glass controls (`--increase-contrast`, key C): see `GlassStyle`.
    public private(set) var increaseContrast = false

    /// Turns Increase Contrast on or off for every control (the glass draws frosted and smoked with it).
    public func setIncreaseContrast(_ on: Bool) {
        increaseContrast = on
        for c in builtins + pickers.controls { c.increaseContrast = on }
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
    public func applyPickers(_ definitions: [PickerDefinition], scene: Scene) {
        pickers.apply(definitions, scene: scene)
        themedCaptions = builtinCaptions + pickers.captions
    }

    /// The control with `id`, if any.
    public func control(_ id: String) -> SegmentedControl? { controls.first { $0.id == id } }
}
