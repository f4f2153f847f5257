import Geometry
import Painting
import SceneGraph

/// A platform host with no window, for tests and the benchmark: injected events come back from
/// `waitEvents`, rendering only records what was drawn, captures are blank images of the drawable size.
@MainActor
public final class NullHost: PlatformHost {
    /// The window size in points.
    public var windowSize: Size
    /// Drawable pixels per point.
    public var scale: Double
    /// The frame deadline in seconds (60 Hz unless set, or `settings.refreshRate` asks for another).
    public var refreshInterval: Double {
        get { settings.refreshRate.map { 1 / $0 } ?? fixedRefreshInterval }
        set { fixedRefreshInterval = newValue }
    }
    private var fixedRefreshInterval = 1.0 / 60
    /// Headless settings with the software renderer (nothing is drawn).
    public var settings = HostSettings.headless(renderer: .software)
    /// "null".
    public var rendererName: String { "null" }
    public let measurer = FixedAdvanceMeasurer()
    /// Display lists rendered, oldest first (the last `keep` only).
    public private(set) var rendered: [DisplayList] = []
    /// How many frames were presented.
    public private(set) var presentCount = 0
    private var queue: [PlatformEvent] = []
    /// How many rendered lists to keep.
    public var keep = 4
    /// The text last put on the clipboard.
    public private(set) var clipboard: String?
    /// Whether the app asked for paint flashing (F3 with the frame graph on).
    public private(set) var paintFlashing = false

    /// Keeps what the app asked for (tests read it back); nothing is drawn.
    public func setPaintFlashing(_ on: Bool) { paintFlashing = on }

    /// Keeps `text` as the clipboard (tests read it back).
    public func setClipboard(_ text: String) -> Bool { clipboard = text; return true }

    /// A host with a window of `size` points at `scale` pixels per point.
    public init(size: Size = Size(width: 1100, height: 760), scale: Double = 1) { windowSize = size; self.scale = scale }

    public var drawableSize: PixelSize { PixelSize(width: Int((windowSize.width * scale).rounded()), height: Int((windowSize.height * scale).rounded())) }
    public var textMeasurer: TextMeasuring { measurer }

    public func waitEvents(timeout: Double?, now: Double) -> [PlatformEvent] {
        defer { queue.removeAll() }
        return queue.map { e in
            if case .pointer(var p) = e { p.timestamp = now; return .pointer(p) }
            if case .key(var k) = e { k.timestamp = now; return .key(k) }
            return e
        }
    }

    public func render(_ list: DisplayList) -> RenderStats {
        rendered.append(list)
        if rendered.count > keep { rendered.removeFirst() }
        return RenderStats(drawCalls: 1, vertices: list.count)
    }

    @discardableResult
    public func present() -> PresentResult { presentCount += 1; return .notPresented }

    /// How many events the queue holds at most (nil: no limit), to test input beyond a full queue as SDL's.
    public var queueCapacity: Int?

    /// Queues `event`; false (nothing queued) when the queue already holds `queueCapacity` events.
    @discardableResult
    public func inject(_ event: PlatformEvent) -> Bool {
        if let queueCapacity, queue.count >= queueCapacity { return false }
        if case .resized(let s) = event { windowSize = s }
        queue.append(event)
        return true
    }

    public func capture(_ list: DisplayList) throws -> PixelImage {
        _ = render(list)
        return PixelImage(width: drawableSize.width, height: drawableSize.height)
    }

    /// A stand-in "PNG": the 8-byte PNG signature (tests only check that something was written).
    public func encodePNG(_ image: PixelImage) throws -> [UInt8] { [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] }
}
