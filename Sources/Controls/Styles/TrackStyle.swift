import Geometry
import Motion
import Painting

/// Seed 001's track with a matched inner capsule: an indigo capsule track, buttons sized to their content
/// (10-point padding, the HStack's default 8-point spacing), and an inner capsule (the dark appearance's
/// tertiary background) that takes the selected button's frame by matched geometry, animated with the
/// default animation of an unparameterised `withAnimation`.
public struct TrackStyle: SegmentedControlStyle {
    public var name = "track"
    /// The numbers and colours (`StyleSpec.track`), overridable by a picker file.
    public var spec = StyleSpec.track
    public var labelsFollowIndicator = true
    public var clipsToTrack = true
    public var animation = Animation.default

    public init() {}

    public func paintTrack(_ control: Rect, into list: inout DisplayList) {
        list.append(.fillRoundedRect(control, cornerRadius: spec.trackRadius(height: control.height), fill: .solid(spec.trackColor ?? .indigo)))
    }

    public func paintIndicator(_ frame: Rect, tint: Color, into list: inout DisplayList) {
        // `.background.tertiary` in the dark appearance: #2C2C2E.
        list.append(.fillRoundedRect(frame, cornerRadius: frame.height / 2, fill: .solid(spec.indicatorColor ?? Color(hex: 0x2C2C2E))))
    }

    public func labelColor(selected: Double, tint: Color) -> Color { lerp(Color.white.opacity(0.85), .white, selected) }
}
