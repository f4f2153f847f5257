import CSDL2
import Geometry
import Painting

/// Measures text with SDL_ttf, with the same font files and pixel sizes the renderer draws with,
/// so a label's measured width is the width it is drawn at. Sizes are returned in points.
@MainActor
public final class TTFTextMeasurer: TextMeasuring {
    let fonts: FontLibrary
    /// Drawable pixels per point; text is measured at `font.size × scale` pixels and divided back.
    public var scale: Double
    private var cache: [CacheKey: Size] = [:]
    private struct CacheKey: Hashable { var text: String; var font: Font; var pixelSize: Int32 }

    init(fonts: FontLibrary, scale: Double) { self.fonts = fonts; self.scale = scale }

    /// The advance width and line height of `text`, in points; empty text has width 0.
    public func measure(_ text: String, font: Font) -> Size {
        let px = FontLibrary.pixelSize(font, scale: scale)
        let key = CacheKey(text: text, font: font, pixelSize: px)
        if let s = cache[key] { return s }
        guard let f = fonts.handle(font, pixelSize: px) else { return Size(width: 0, height: font.size * 1.2) }
        var w: Int32 = 0, h: Int32 = 0
        let lineHeight = Double(TTF_FontHeight(f))
        if !text.isEmpty { _ = TTF_SizeUTF8(f, text, &w, &h) }
        let s = Size(width: Double(w) / scale, height: lineHeight / scale)
        if cache.count > 4096 { cache.removeAll() }
        cache[key] = s
        return s
    }
}
