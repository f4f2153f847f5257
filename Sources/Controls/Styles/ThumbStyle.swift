import Geometry
import Motion
import Painting

/// Seed 002's dark glossy thumb: a 56-point rounded container (28-point radius, black at 65% with a
/// 1-point white stroke at 8% and a soft shadow), equal-width segments inset by 6 points, a thumb with a
/// subtle white gradient (8% → 2%, top-leading to bottom-trailing) over white at 6% and a 1-point stroke at
/// 12%; icons at 20 points, 10 points from the title; the selected label bold and white, the other at 50%;
/// snappy animation over 0.28 s. Container and thumb have the seed's continuous corners
/// (`RoundedRectangle(style: .continuous)`; with the seed's numbers both are capsules, which stay capsules).
public struct ThumbStyle: SegmentedControlStyle {
    public var name = "thumb"
    /// The numbers and colours (`StyleSpec.thumb`), overridable by a picker file.
    public var spec = StyleSpec.thumb
    public var labelsFollowIndicator = true
    public var animation = Animation.snappy(duration: 0.28)
    /// The container's height in points (the spec's `height`).
    public var height: Double { get { spec.height ?? 56 } set { spec.height = newValue } }
    /// The container's corner radius in points (the spec's `cornerRadius`); the thumb's is 4 less.
    public var cornerRadius: Double { get { spec.cornerRadius ?? 28 } set { spec.cornerRadius = newValue } }
    /// The thumb's inset from the container in points (the spec's `padding`).
    public var inset: Double { get { spec.padding } set { spec.padding = newValue } }

    public init() {}

    /// Seed 002's look is the dark theme's; the light theme draws a white container with a soft shadow and a
    /// faintly grey thumb, labels in black.
    public func paintTrack(_ control: Rect, into list: inout DisplayList) {
        let r = min(cornerRadius, control.height / 2)
        let dark = spec.theme == .dark
        list.append(.shadow(control, cornerRadius: r, color: Color.black.opacity(dark ? 0.35 : 0.12), blur: 16, offset: Point(x: 0, y: 6)))
        list.append(.fillRoundedRect(control, cornerRadius: r, fill: .solid(spec.trackColor ?? (dark ? Color.black.opacity(0.65) : .white)),
                                     style: .continuous))
        list.append(.strokeRoundedRect(control, cornerRadius: r, color: dark ? Color.white.opacity(0.08) : Color.black.opacity(0.08),
                                       lineWidth: 1, style: .continuous))
    }

    public func paintIndicator(_ frame: Rect, tint: Color, into list: inout DisplayList) {
        let r = min(cornerRadius - 4, frame.height / 2)
        let ink = spec.theme == .dark ? Color.white : Color.black
        list.append(.fillRoundedRect(frame, cornerRadius: r, fill: .solid(spec.indicatorColor ?? ink.opacity(0.06)), style: .continuous))
        list.append(.fillRoundedRect(frame, cornerRadius: r, fill: .linearGradient(LinearGradient(
            ink.opacity(0.08), ink.opacity(0.02), start: Point(x: 0, y: 0), end: Point(x: 1, y: 1))), style: .continuous))
        list.append(.strokeRoundedRect(frame, cornerRadius: r, color: ink.opacity(0.12), lineWidth: 1, style: .continuous))
    }

    public func labelColor(selected: Double, tint: Color) -> Color {
        spec.theme == .dark ? lerp(Color.white.opacity(0.5), .white, selected) : lerp(Color.black.opacity(0.5), .black, selected)
    }
}
