import Geometry

/// A value that can be animated lane by lane as a fixed four-component vector.
///
/// Like SwiftUI's `Animatable.animatableData`, but always a `SIMD4<Double>` so animating never
/// allocates. Unused lanes are 0; ``componentCount`` says how many leading lanes carry meaning, so
/// settle checks ignore the rest. Round-tripping through `animatableData` must be exact for
/// in-range values.
public protocol Animatable: Equatable, Sendable {
    /// The value as a vector whose lanes animate independently (units are the value's own).
    var animatableData: SIMD4<Double> { get }
    /// Rebuilds a value from a vector produced by `animatableData` or interpolated between two.
    init(animatableData: SIMD4<Double>)
    /// How many leading lanes of `animatableData` are meaningful (1…4).
    static var componentCount: Int { get }
}

extension Double: Animatable {
    /// (self, 0, 0, 0).
    public var animatableData: SIMD4<Double> { SIMD4(self, 0, 0, 0) }
    /// Lane 0.
    public init(animatableData v: SIMD4<Double>) { self = v[0] }
    /// 1.
    public static var componentCount: Int { 1 }
}

extension Point: Animatable {
    /// (x, y, 0, 0), in points.
    public var animatableData: SIMD4<Double> { SIMD4(x, y, 0, 0) }
    /// x from lane 0 and y from lane 1, in points.
    public init(animatableData v: SIMD4<Double>) { self.init(x: v[0], y: v[1]) }
    /// 2.
    public static var componentCount: Int { 2 }
}

extension Size: Animatable {
    /// (width, height, 0, 0), in points.
    public var animatableData: SIMD4<Double> { SIMD4(width, height, 0, 0) }
    /// Width from lane 0 and height from lane 1, in points (an overshoot may pass through 0;
    /// clamp when drawing if that matters).
    public init(animatableData v: SIMD4<Double>) { self.init(width: v[0], height: v[1]) }
    /// 2.
    public static var componentCount: Int { 2 }
}

extension Rect: Animatable {
    /// (x, y, width, height), in points: origin and size animate together, as matched geometry
    /// moves a frame.
    public var animatableData: SIMD4<Double> { SIMD4(x, y, width, height) }
    /// A rectangle from (x, y, width, height) in points.
    public init(animatableData v: SIMD4<Double>) { self.init(x: v[0], y: v[1], width: v[2], height: v[3]) }
    /// 4.
    public static var componentCount: Int { 4 }
}

extension Color: Animatable {
    /// The colour in linear light, premultiplied by alpha (r·a, g·a, b·a, a), so colour animates
    /// as light mixes (CSS Color 4 interpolation, and the same space as Geometry's `lerp`).
    public var animatableData: SIMD4<Double> {
        let p = premultipliedLinear
        return SIMD4(p.0, p.1, p.2, p.3)
    }
    /// The inverse of `animatableData`; an overshooting spring is clamped to the displayable range
    /// by `Color(premultipliedLinear:)`.
    public init(animatableData v: SIMD4<Double>) { self.init(premultipliedLinear: (v[0], v[1], v[2], v[3])) }
    /// 4.
    public static var componentCount: Int { 4 }
}
