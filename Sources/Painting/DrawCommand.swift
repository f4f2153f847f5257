import Geometry

/// A two-stop linear gradient, like SwiftUI's `Color.gradient` or `LinearGradient(colors:startPoint:endPoint:)`.
/// `start` and `end` are unit points of the filled shape's bounds: (0,0) top-left, (1,1) bottom-right.
public struct LinearGradient: Hashable, Sendable {
    /// Colours at the start and end points (sRGB, straight alpha).
    var startColor: Color, endColor: Color
    /// Unit points of the filled shape's bounds where the gradient starts and ends.
    public var start: Point, end: Point

    /// Creates a gradient from `startColor` at unit point `start` to `endColor` at unit point `end`.
    public init(_ startColor: Color, _ endColor: Color, start: Point = Point(x: 0.5, y: 0), end: Point = Point(x: 0.5, y: 1)) {
        self.startColor = startColor; self.endColor = endColor; self.start = start; self.end = end
    }

    /// SwiftUI's `Color.gradient`: the colour, slightly lighter at the top and slightly darker at the bottom
    /// (each end mixed 10% toward white / black in sRGB, which keeps the shift subtle for saturated tints).
    public static func standard(_ c: Color) -> LinearGradient {
        func mix(_ v: Double, _ toward: Double) -> Double { v + (toward - v) * 0.1 }
        let top = Color(red: mix(c.red, 1), green: mix(c.green, 1), blue: mix(c.blue, 1), alpha: c.alpha)
        let bottom = Color(red: mix(c.red, 0), green: mix(c.green, 0), blue: mix(c.blue, 0), alpha: c.alpha)
        return LinearGradient(top, bottom)
    }
}

/// How a shape is filled.
public enum Fill: Hashable, Sendable {
    case solid(Color)
    case linearGradient(LinearGradient)
}

/// A run of text to draw: its top-left at `origin` (points), one line, no wrapping.
public struct TextRun: Hashable, Sendable {
    /// The text (one line).
    public var text: String
    /// The font it is set in.
    public var font: Font
    /// Its colour (sRGB, straight alpha).
    public var color: Color
    /// Top-left corner of the run's line box, in points.
    public var origin: Point

    /// Creates a text run; `origin` is the line box's top-left in points.
    public init(_ text: String, font: Font, color: Color, origin: Point) {
        self.text = text; self.font = font; self.color = color; self.origin = origin
    }
}

/// One command of a display list. Geometry is in window points; the renderer maps it to pixels.
public enum DrawCommand: Hashable, Sendable {
    /// A rounded rectangle; a capsule when `cornerRadius` ≥ half the shorter side; `style` circular or
    /// continuous corners (SwiftUI's `RoundedRectangle(cornerRadius:style:)`).
    case fillRoundedRect(Rect, cornerRadius: Double, fill: Fill, style: RoundedCornerStyle = .circular)
    /// The outline of a rounded rectangle, centred on its edge; `lineWidth` in points.
    case strokeRoundedRect(Rect, cornerRadius: Double, color: Color, lineWidth: Double, style: RoundedCornerStyle = .circular)
    /// A soft shadow of a rounded rectangle: `blur` is SwiftUI's shadow radius in points, `offset` in points.
    case shadow(Rect, cornerRadius: Double, color: Color, blur: Double, offset: Point)
    /// An open polyline through points (window points), e.g. a plotted curve; `lineWidth` in points.
    case polyline([Point], color: Color, lineWidth: Double)
    /// A line of text.
    case text(TextRun)
    /// An icon: one glyph of the icon font (a Material Icons code point) with its line box at `origin`.
    case icon(TextRun)
    /// Intersects the clip with `rect` (points) until the matching `popClip`.
    case pushClip(Rect)
    case popClip
    /// Multiplies the opacity of everything drawn until the matching `popOpacity` by the value (0…1).
    case pushOpacity(Double)
    case popOpacity
    /// Starts a layer: a repaint boundary whose commands, up to the matching `popLayer`, the compositor may
    /// rasterise once into a texture and composite (copy) while only its placement changes (Core Animation's
    /// and Flutter's layers). Its content is clipped to the layer's rectangle, so drawn directly (`--no-layers`)
    /// it is exactly a `pushClip` of it. See `CompositingLayer`.
    case pushLayer(CompositingLayer)
    case popLayer
    /// A retained fragment's commands, drawn in place (see `DisplayListFragment`).
    case fragment(DisplayListFragment)
    /// A glass lens over everything drawn before it (see `GlassLens`): captured, blurred, refracted at the
    /// rim, tinted, with a light rim.
    indirect case glassLens(GlassLens)
}

/// A layer's identity and placement (`DrawCommand.pushLayer`): `id` names it across frames (its texture is
/// kept under it), `rect` (window points) is what it covers — its content is clipped to it. A layer can be
/// composited from its texture only where `rect`'s origin lies on whole drawable pixels (a moving layer is
/// placed on the pixel grid, as Flutter's raster cache snaps a cached layer's translation to integers,
/// `RasterCacheUtil::GetIntegralTransCTM`); elsewhere it is drawn directly.
///
/// A **flattened** layer (a static background: a panel, a card's background, a control's track) is not clipped
/// to `rect`: its texture holds the frame's pixels over its content's bounds as they stand once its content is
/// drawn — what lies under it included — so it is composited by an opaque copy, exactly the pixels drawing it
/// directly gives, and reused while its content and everything drawn before it there stay the same (a raster
/// cache of the backdrop, as a browser caches a static background tile).
public struct CompositingLayer: Hashable, Sendable {
    /// Stable identity across frames (e.g. a hash of "pager.page.2").
    public var id: Int
    /// What the layer covers, in window points; its content is clipped to it (not for a flattened layer).
    public var rect: Rect
    /// Whether it is a flattened layer (see above): its content is drawn unclipped.
    public var flattened: Bool

    /// Creates a layer `id` covering `rect` (points); `flattened`: a static background with its backdrop.
    public init(id: Int, rect: Rect, flattened: Bool = false) { self.id = id; self.rect = rect; self.flattened = flattened }
}
