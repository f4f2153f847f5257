import Geometry

/// A clear glass lens over what was drawn before it (seed 003's indicator, in the spirit of iOS 26's Liquid
/// Glass): the backdrop under `rect` is captured, blurred by `blurRadius`, magnified about the lens's centre,
/// displaced outward inside the bevel band (refraction at the rim only), multiplied by `shade` and tinted; a light rim and a faint
/// inner shadow follow `lightDirection`. Geometry in window points; the renderer maps it to pixels.
///
/// Refraction: at depth `d` points inside the edge, within the bevel (`d < bevelWidth`), the backdrop is sampled
/// `refraction × (1 − √(1 − t²))` points outward along the edge's normal, `t = 1 − d / bevelWidth` (the
/// displacement profile of a circular bevel: 0 on the flat face, `refraction` at the rim, with a tangent that
/// steepens toward the rim — the profile used by the Liquid Glass imitations, e.g. Flutter's
/// liquid_glass_renderer). The face (`d ≥ bevelWidth`) shows the backdrop undisplaced.
public struct GlassLens: Hashable, Sendable {
    /// The lens's shape (a capsule when `cornerRadius` ≥ half its height), in window points.
    public var rect: Rect
    /// Corner radius in points.
    public var cornerRadius: Double
    /// Width of the bevel band, inward from the edge, in points.
    public var bevelWidth: Double
    /// How far the backdrop is displaced at the rim, in points (the profile's amplitude A).
    public var refraction: Double
    /// The frost: blur radius of the backdrop, in points (0: sharp).
    public var blurRadius: Double
    /// Colour the backdrop is multiplied by, like tinted glass absorbing light (the surface's vertex colour,
    /// which modulates the backdrop texture; white: clear). Its alpha is ignored.
    public var shade: Color
    /// Colour laid over the backdrop after the shade, on the face (straight alpha; alpha is its strength).
    public var tint: Color
    /// Colour laid over the backdrop at the rim, fading to `tint` across the bevel band: the thicker glass at
    /// the edge holds more colour.
    public var edgeTint: Color
    /// Magnification of the backdrop about the lens's centre (1: none; 1.15 while pressed).
    public var magnification: Double
    /// The lens's stretch along its motion (1: at rest), for the record; `rect` is already stretched.
    public var stretch: Double
    /// Peak alpha of the light rim (a contour about 1 point wide, brightest where the edge faces the light).
    public var rimLight: Double
    /// Peak alpha of the inner shadow on the edge facing away from the light.
    public var innerShadow: Double
    /// Direction light comes from, as a vector pointing toward the light in window coordinates (y grows
    /// down): (−1, −1) lights the top-left.
    public var lightDirection: Point
    /// What a renderer that cannot capture the backdrop fills the lens with instead (the tint and rim are
    /// drawn over it as usual).
    public var fallback: Fill
    /// The backdrop region the lens can sample while it slides along its track, in window points — a glass
    /// indicator's track, padded by the farthest the lens samples outside itself — or nil when unknown. A
    /// renderer may blur that whole region once and sample each frame's lens from it while what lies under it
    /// holds (see the SDL backend's `GlassRenderer`); the lens's own region is used when it reaches past it.
    public var travel: Rect?

    /// Creates a lens; see the properties for units.
    public init(rect: Rect, cornerRadius: Double, bevelWidth: Double, refraction: Double, blurRadius: Double,
                shade: Color = .white, tint: Color, edgeTint: Color? = nil, magnification: Double = 1, stretch: Double = 1, rimLight: Double = 0.8,
                innerShadow: Double = 0.2, lightDirection: Point = Point(x: -1, y: -1),
                fallback: Fill = .solid(Color.white.opacity(0.3)), travel: Rect? = nil) {
        self.rect = rect; self.cornerRadius = cornerRadius; self.bevelWidth = bevelWidth; self.refraction = refraction
        self.blurRadius = blurRadius; self.shade = shade; self.tint = tint; self.edgeTint = edgeTint ?? tint; self.magnification = magnification; self.stretch = stretch
        self.rimLight = rimLight; self.innerShadow = innerShadow; self.lightDirection = lightDirection
        self.fallback = fallback
        self.travel = travel
    }

    /// The rim's displacement profile: `A (1 − √(1 − t²))` for `t` in 0…1 (0 on the face, A at the rim),
    /// the height profile of a circular bevel.
    public static func displacement(amplitude: Double, t: Double) -> Double {
        let c = clamp(t, 0, 1)
        return amplitude * (1 - (1 - c * c).squareRoot())
    }

    /// How far outside `rect` the lens may sample the backdrop, in points: the refraction plus the blur's
    /// reach, plus what magnification below 1 would pull in.
    public var sampleMargin: Double {
        max(0, refraction) + 2 * max(0, blurRadius) + max(rect.width, rect.height) * max(0, 1 / max(magnification, 0.5) - 1) / 2 + 2
    }
}
