import Geometry
import Painting

/// What the app's run loop needs from a platform: its platform half (`PlatformWindow`: a window or an
/// offscreen surface, its events, text measurement, the clock's settings) and its renderer half
/// (`FrameRenderer`: drawing frames, presenting them, reading pixels back). SDLBackend provides the real one;
/// SceneTesting a null one. A frame driver takes the host; code that only draws (captures, the benchmark's
/// renderer figures) needs only the renderer half.
@MainActor
public protocol PlatformHost: PlatformWindow, FrameRenderer {}

/// The platform half of a host (Dear ImGui's `imgui_impl_sdl2`): window geometry, events in, text
/// measurement, clipboard and cursor.
@MainActor
public protocol PlatformWindow: AnyObject {
    /// The window's size in points (SDL's window size divided by the UI scale).
    var windowSize: Size { get }
    /// Drawable pixels per window point (display scale × UI scale).
    var scale: Double { get }
    /// The refresh interval in seconds (`--refresh`'s, else the display's; 1/60 where unknown): the vsync
    /// grid's period and, headless, the virtual clock's step.
    var refreshInterval: Double { get }
    /// Whether `refreshInterval` comes from the display (false: 60 Hz assumed).
    var refreshIntervalIsMeasured: Bool { get }
    /// Measures text in the fonts this host renders with.
    var textMeasurer: TextMeasuring { get }
    /// How the host runs (video driver, renderer asked for, clock, presentation).
    var settings: HostSettings { get }

    /// Returns the pending events, waiting up to `timeout` seconds for the first one when there are none
    /// (`nil`: do not wait, `.infinity`: wait until one arrives). `now` is the time stamp the events get when
    /// the platform has no better one (the virtual clock when headless).
    func waitEvents(timeout: Double?, now: Double) -> [PlatformEvent]
    /// Queues `event` as if the user had made it, through the platform's own event queue (scripts use this).
    /// - Returns: whether it was queued; false when the queue is full (SDL holds at most 65,535 events), in
    ///   which case the caller keeps it and tries again after `waitEvents` has drained the queue.
    @discardableResult
    func inject(_ event: PlatformEvent) -> Bool
    /// Puts `text` on the system clipboard; returns whether it did (see PlatformHost+Clipboard.swift).
    func setClipboard(_ text: String) -> Bool
    /// Shows `cursor` over the window (a platform without a pointer ignores it).
    func setCursor(_ cursor: Cursor)
    /// While `on`, real pointer and keyboard input is dropped and only `inject`ed events arrive (a script
    /// drives the window). A host without real input ignores it.
    func acceptOnlyInjectedInput(_ on: Bool)
}

/// The renderer half of a host (Dear ImGui's `imgui_impl_sdlrenderer2`): turns a frame's display list into
/// pixels, presents them, reads them back.
@MainActor
public protocol FrameRenderer: AnyObject {
    /// The drawable's size in pixels.
    var drawableSize: PixelSize { get }
    /// The renderer in use, as the platform names it ("software", "opengl", …).
    var rendererName: String { get }

    /// Draws `list` (window points) at the window's scale into the back buffer; returns render statistics.
    /// With `settings.presentation == .offscreen` it returns only when the frame's pixels are done (the
    /// renderer's queue flushed, an asynchronous GPU waited for), so the render phase is timed to completion.
    func render(_ list: DisplayList) -> RenderStats
    /// Shows the back buffer (vsync-paced where the platform supports it) and says what happened:
    /// nothing when frames are not presented, or whether the present blocked waiting for vsync.
    @discardableResult
    func present() -> PresentResult
    /// Renders `list` without presenting it and reads the pixels back (drawable size, RGBA).
    /// - Throws: the platform's error when pixels cannot be read.
    func capture(_ list: DisplayList) throws -> PixelImage
    /// Encodes `image` as PNG bytes.
    /// - Throws: the platform's error when it cannot be encoded.
    func encodePNG(_ image: PixelImage) throws -> [UInt8]
    /// Paint flashing (F3 with the frame graph on): each rendered frame tints the rectangles it redrew, as
    /// browsers' paint flashing does. Hosts without damage tracking ignore it.
    func setPaintFlashing(_ on: Bool)
}

extension PlatformWindow {
    /// By default the refresh interval is assumed.
    public var refreshIntervalIsMeasured: Bool { false }
    /// By default the cursor is not changed (headless, tests).
    public func setCursor(_ cursor: Cursor) {}
    /// By default there is no real input to drop.
    public func acceptOnlyInjectedInput(_ on: Bool) {}
}

extension FrameRenderer {
    /// By default a renderer has no paint flashing.
    public func setPaintFlashing(_ on: Bool) {}
}

/// The mouse cursor a node asks for while the pointer hovers it.
public enum Cursor: String, Sendable, Hashable {
    /// The platform's default arrow.
    case arrow
    /// A pointing hand: over something a click selects.
    case hand
}

/// What a render pass did, for counters and the frame graph.
public struct RenderStats: Sendable, Hashable {
    /// Draw calls issued (geometry batches plus text textures).
    public var drawCalls: Int
    /// Vertices submitted.
    public var vertices: Int
    /// Bytes held by the text texture cache.
    public var textureCacheBytes: Int
    /// Pixels rasterised this frame: the damaged rectangles' area (the whole drawable on a full redraw).
    public var damagePixels: Int = 0
    /// Damaged rectangles redrawn this frame (1 on a full redraw).
    public var damageRects: Int = 0
    /// Layers rasterised into their texture this frame (their content changed, or they had none).
    public var layersRasterised: Int = 0
    /// Layers composited (copied) from their texture this frame.
    public var layersComposited: Int = 0
    /// Bytes held by layer textures after this frame (at most 4 × the drawable's pixels × 4).
    public var layerBytes: Int = 0
    /// Timed sub-phases of the render pass (`glass.capture`, `glass.blur`, `glass.draw`), in the order they
    /// ran; the app writes them as slices nested in `render`. Empty when nothing needed them.
    public var passes: [RenderPassTiming] = []
    /// CPU time the render pass took, in µs (`CPUClock`): the calling thread's where the renderer rasterises
    /// on it (SDL's software renderer), the whole process's otherwise (llvmpipe's worker threads); 0 from a
    /// host that does not measure it. The benchmark's figures on a shared machine, where wall time includes
    /// time the scheduler gave to other processes.
    public var cpuMicros: Int64 = 0

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

/// What a present did.
public struct PresentResult: Sendable, Equatable {
    /// Whether a frame was shown (false when the host presents nothing, as headless).
    public var presented: Bool
    /// Whether the present blocked until a vsync (it took a good part of a refresh interval), so its
    /// return marks a vsync: the frame timeline anchors its grid there.
    public var blockedForVsync: Bool
    /// Seconds spent in the present call, any vsync wait included.
    public var seconds: Double

    /// Creates a present result.
    public init(presented: Bool, blockedForVsync: Bool, seconds: Double) {
        self.presented = presented; self.blockedForVsync = blockedForVsync; self.seconds = seconds
    }

    /// Nothing was presented (headless).
    public static let notPresented = PresentResult(presented: false, blockedForVsync: false, seconds: 0)
}
