import Geometry
import Painting

/// What the app's run loop needs from a platform: a window (or an offscreen surface), its events,
/// text measurement and a renderer. SDLBackend provides the real one; SceneTesting a null one.
@MainActor
public protocol PlatformHost: AnyObject {
    /// The window's size in points (SDL's window size divided by the UI scale).
    var windowSize: Size { get }
    /// The drawable's size in pixels.
    var drawableSize: PixelSize { get }
    /// Drawable pixels per window point (display scale × UI scale).
    var scale: Double { get }
    /// The display's refresh interval in seconds (1/60 where unknown): the frame deadline.
    var refreshInterval: Double { get }
    /// Measures text in the fonts this host renders with.
    var textMeasurer: TextMeasuring { get }

    /// Returns the pending events, waiting up to `timeout` seconds for the first one when there are none
    /// (`nil`: do not wait, `.infinity`: wait until one arrives). `now` is the time stamp the events get when
    /// the platform has no better one (the virtual clock when headless).
    func waitEvents(timeout: Double?, now: Double) -> [PlatformEvent]
    /// Draws `list` (window points) at `scale` into the back buffer; returns render statistics.
    func render(_ list: DisplayList) -> RenderStats
    /// Shows the back buffer (vsync-paced where the platform supports it).
    func present()
    /// Queues `event` as if the user had made it, through the platform's own event queue (scripts use this).
    func inject(_ event: PlatformEvent)
    /// Renders `list` without presenting it and reads the pixels back (drawable size, RGBA).
    /// - Throws: the platform's error when pixels cannot be read.
    func capture(_ list: DisplayList) throws -> PixelImage
    /// Encodes `image` as PNG bytes.
    /// - Throws: the platform's error when it cannot be encoded.
    func encodePNG(_ image: PixelImage) throws -> [UInt8]
}

/// What a render pass did, for counters and the frame graph.
public struct RenderStats: Sendable, Hashable {
    /// Draw calls issued (geometry batches plus text textures).
    public var drawCalls: Int
    /// Vertices submitted.
    public var vertices: Int
    /// Bytes held by the text texture cache.
    public var textureCacheBytes: Int
    /// Timed sub-phases of the render pass (`glass.capture`, `glass.blur`, `glass.draw`), in the order they
    /// ran; the app writes them as slices nested in `render`. Empty when nothing needed them.
    public var passes: [RenderPassTiming] = []

    /// Creates render statistics.
    public init(drawCalls: Int = 0, vertices: Int = 0, textureCacheBytes: Int = 0) {
        self.drawCalls = drawCalls; self.vertices = vertices; self.textureCacheBytes = textureCacheBytes
    }
}

/// One timed sub-phase of a render pass, for the trace.
public struct RenderPassTiming: Sendable, Hashable {
    /// The slice's name, e.g. "glass.capture".
    public var name: String
    /// Start, in microseconds after the render pass began.
    public var startUs: Int64
    /// Duration in microseconds (to completion of the SDL commands it issued: the pass ends with a flush).
    public var durationUs: Int64

    /// Creates a timing; `startUs` is relative to the start of the render pass.
    public init(name: String, startUs: Int64, durationUs: Int64) {
        self.name = name; self.startUs = startUs; self.durationUs = durationUs
    }
}
