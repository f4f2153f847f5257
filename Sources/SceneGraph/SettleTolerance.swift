/// When an animation counts as settled, in the animated property's units (points for geometry).
/// The defaults follow the motion spec: under 0.5 device pixels away and slower than 2 pixels/second.
public struct SettleTolerance: Sendable, Hashable {
    /// Remaining distance below which a value may settle (points).
    public var distance: Double
    /// Speed below which a value may settle (points/second).
    public var velocity: Double

    /// Creates a tolerance in points and points/second.
    public init(distance: Double, velocity: Double) { self.distance = distance; self.velocity = velocity }

    /// 0.5 px and 2 px/s expressed in points at `scale` pixels per point.
    public static func pixels(scale: Double) -> SettleTolerance {
        let s = scale.isFinite && scale > 0 ? scale : 1
        return SettleTolerance(distance: 0.5 / s, velocity: 2 / s)
    }
}
