/// What a built-in style's control is shown on.
public enum StyleBackdrop: Sendable, Hashable {
    /// The window's background: the control and its caption take the theme's colours.
    case window
    /// Seed 002's dark panel, the caption inside it in white; the gallery's control keeps its dark look in
    /// either theme. (A picker file's control of the style sits on the window's background and follows it.)
    case darkPanel
    /// Seed 003's colourful panel (the `GlassBackdrop` that `--backdrop` / key B chose), the caption above it
    /// on the window's background. Every control of the style gets one, a picker file's too: the style is
    /// drawn for a busy backdrop.
    case colourful
}

/// One built-in style, as microui has a style: plain data (`spec` and the gallery's facts about it) plus
/// one draw hook (`painter`, the `SegmentedControlStyle` that paints and animates that data).
public struct BuiltinStyle: Sendable {
    /// The style's name: a picker file's `style`, the gallery control's id, what `--spring STYLE=…` names.
    public let name: String
    /// The seed's numbers and colours, which a picker file overrides.
    public let spec: StyleSpec
    /// The draw hook: the style value that draws `spec` (track, indicator, labels) and animates it.
    let painter: @Sendable (StyleSpec) -> any SegmentedControlStyle
    /// The gallery caption after "NAME — ": the look in a few words and its seed.
    public let caption: String
    /// What the control is shown on.
    public let backdrop: StyleBackdrop
    /// The gallery control's segments.
    public let segments: [Segment]
    /// The gallery column the control sits in (0 left, 1 right), in registry order within it.
    public let column: Int
    /// Whether the gallery control has a paged pane in two-way sync under it (control id `pager`).
    public let pager: Bool
    /// Whether the style's labels are shown whole when one column is wide enough for them: the gallery
    /// reflows to one column before it truncates one (the glass: content-width labels are its point).
    public let keepsWholeLabels: Bool

    /// The style drawing `spec` (the registry's own spec by default).
    public func make(_ spec: StyleSpec? = nil) -> any SegmentedControlStyle { painter(spec ?? self.spec) }
}

/// The registry of built-in styles: the one list of their names, data, draw hooks and gallery facts.
/// Every path that names a style (picker files, `--spring`, scripts, the gallery) reads it from here.
public enum BuiltinStyles {
    /// The six built-in styles, in gallery order.
    public static let all: [BuiltinStyle] = {
        let appTabs = [Segment("SwiftUI", icon: .swift, tint: .blue), Segment("iOS", icon: .appleLogo, tint: .pink),
                       Segment("UIKit", icon: .macwindow, tint: .purple)]
        return [
            BuiltinStyle(name: "pill", spec: .pill, painter: { var s = PillStyle(); s.spec = $0; return s },
                         caption: "sliding gradient pill (seed 000)", backdrop: .window, segments: appTabs,
                         column: 0, pager: false, keepsWholeLabels: false),
            BuiltinStyle(name: "underline", spec: .underline, painter: { var s = UnderlineStyle(); s.spec = $0; return s },
                         caption: "sliding underline (seed 000)", backdrop: .window, segments: appTabs,
                         column: 0, pager: false, keepsWholeLabels: false),
            BuiltinStyle(name: "icons", spec: .icons, painter: { var s = IconsStyle(); s.spec = $0; return s },
                         caption: "icon + title pill (seed 000)", backdrop: .window, segments: appTabs,
                         column: 0, pager: false, keepsWholeLabels: false),
            BuiltinStyle(name: "track", spec: .track, painter: { var s = TrackStyle(); s.spec = $0; return s },
                         caption: "indigo track, matched inner capsule (seed 001)", backdrop: .window,
                         segments: ["Option 1", "Option 2", "Option 3"].map { Segment($0, tint: .indigo) },
                         column: 1, pager: false, keepsWholeLabels: false),
            BuiltinStyle(name: "thumb", spec: .thumb, painter: { var s = ThumbStyle(); s.spec = $0; return s },
                         caption: "dark glossy thumb (seed 002)", backdrop: .darkPanel,
                         segments: [Segment("Location", icon: .mappin, tint: .white), Segment("Settings", icon: .gearshape, tint: .white)],
                         column: 1, pager: false, keepsWholeLabels: false),
            BuiltinStyle(name: "glass", spec: .glass, painter: { var s = GlassStyle(); s.spec = $0; return s },
                         caption: "clear glass, content-width indicator, paged pane in sync (seed 003)", backdrop: .colourful,
                         segments: [Segment("all", icon: .tray, tint: .blue), Segment("unread", icon: .envelopeBadge, tint: .orange),
                                    Segment("needs attention", icon: .exclamation, tint: .pink)],
                         column: 1, pager: true, keepsWholeLabels: true),
        ]
    }()

    /// The names, in gallery order: what a picker file's `style` and `--spring STYLE=` may take.
    public static let names = all.map(\.name)

    /// The built-in style named `name`, or nil.
    public static func named(_ name: String) -> BuiltinStyle? { all.first { $0.name == name } }

    /// A fresh style named `name` with its own spec, or nil for an unknown name.
    public static func make(_ name: String) -> (any SegmentedControlStyle)? { named(name)?.make() }
}
