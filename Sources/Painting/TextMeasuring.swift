import Geometry

/// Measures text for layout. The host supplies it (SDL_ttf in the app, a fixed-advance measurer in tests),
/// as microui's `text_width`/`text_height` callbacks do.
@MainActor
public protocol TextMeasuring: AnyObject {
    /// The advance width and line height of `text` set in `font`, in points. Empty text has width 0
    /// and the font's line height.
    func measure(_ text: String, font: Font) -> Size
}
