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
    /// Whether a running animation's value is held within the box between where it started and its target
    /// in each lane (an overshoot holds the target; positions overshoot freely, colours do not).
    static var holdsEndsPastOvershoot: Bool { get }
}

extension Animatable {
    /// False: values overshoot as their spring does.
    public static var holdsEndsPastOvershoot: Bool { false }
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
    /// The colour in OKLab premultiplied by alpha (L·α, a·α, b·α, α): a tint animates along the straight
    /// OKLab line between two colours (CSS Color 4's default interpolation; Ottosson's OKLab, see
    /// `Color.oklab`), so it stays among the palette's hues rather than passing through other ones.
    public var animatableData: SIMD4<Double> {
        let p = premultipliedOKLab
        return SIMD4(p.0, p.1, p.2, p.3)
    }
    /// The inverse of `animatableData` (out-of-gamut values clamped per channel).
    public init(animatableData v: SIMD4<Double>) { self.init(premultipliedOKLab: (v[0], v[1], v[2], v[3])) }
    /// 4.
    public static var componentCount: Int { 4 }
    /// A spring's overshoot past a colour holds the colour: a tint never extrapolates beyond its target.
    public static var holdsEndsPastOvershoot: Bool { true }
}
