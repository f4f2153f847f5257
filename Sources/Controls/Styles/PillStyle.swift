import Geometry
import Motion
import Painting

/// Seed 000's sliding pill: equal-width segments on a faint capsule track (primary at 8% opacity, 6-point
/// padding); a capsule filled with the selected tint's gradient slides behind the selected label with a
/// bouncy spring; the selected label is white, the others primary at 70%.
public struct PillStyle: SegmentedControlStyle {
    public var name = "pill"
    /// The numbers and colours (`StyleSpec.pill`), overridable by a picker file.
    public var spec = StyleSpec.pill
    public var labelsFollowIndicator = true
    public var animation = Animation.bouncy
    /// The label colour of unselected segments (SwiftUI's `.primary.opacity(0.7)` in the light appearance).
    var dimmedLabel = Color.black.opacity(0.7)

    public init() {}

    public func paintTrack(_ control: Rect, into list: inout DisplayList) {
        list.append(.fillRoundedRect(control, cornerRadius: spec.trackRadius(height: control.height),
                                     fill: .solid(spec.trackColor ?? (spec.theme == .dark ? Color.white.opacity(0.14) : Color.black.opacity(0.08)))))
    }

    /// The capsule in the tint's gradient (SwiftUI's `color.gradient`: 10% lighter at the top, 10% darker at
    /// the bottom), the tint darkened just enough that the white label reads at 4.5:1 on the gradient's top.
    public func paintIndicator(_ frame: Rect, tint: Color, into list: inout DisplayList) {
        list.append(.fillRoundedRect(frame, cornerRadius: frame.height / 2, fill: .linearGradient(.standard(PillStyle.legibleTint(tint)))))
    }

    /// `tint` darkened until white text reads at 4.5:1 (with a margin) on its gradient's lightest part.
    public static func legibleTint(_ tint: Color) -> Color { tint.fill(under: .white, ratio: 4.7, lighten: 0.1) }

    /// Unselected labels are `dimmedLabel` in the light theme, white at 70% in the dark one; selected labels white.
    public func labelColor(selected: Double, tint: Color) -> Color {
        lerp(spec.theme == .dark ? Color.white.opacity(0.7) : dimmedLabel, .white, selected)
    }
}

/// Seed 000's icon-and-text variant: the sliding pill with an icon before each title.
public struct IconsStyle: SegmentedControlStyle {
    private var pill: PillStyle { var p = PillStyle(); p.spec = spec; return p }
    public var name = "icons"
    /// The numbers and colours (`StyleSpec.icons`), overridable by a picker file.
    public var spec = StyleSpec.icons
    public var labelsFollowIndicator = true
    public var animation = Animation.bouncy

    public init() {}

    public func paintTrack(_ control: Rect, into list: inout DisplayList) { pill.paintTrack(control, into: &list) }
    public func paintIndicator(_ frame: Rect, tint: Color, into list: inout DisplayList) { pill.paintIndicator(frame, tint: tint, into: &list) }
    public func labelColor(selected: Double, tint: Color) -> Color { pill.labelColor(selected: selected, tint: tint) }
}
