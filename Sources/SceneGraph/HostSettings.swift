/// How a platform host runs: which video driver, which renderer, which clock and whether frames are
/// presented. `--headless` is one preset of these (offscreen driver, virtual clock, no present); a
/// renderer choice touches only `renderer`.
public struct HostSettings: Sendable, Equatable {
    /// Where the window lives.
    public enum VideoDriver: String, Sendable, Equatable {
        /// The platform's display (X11 or Wayland).
        case platform
        /// SDL's offscreen driver: no display needed (OpenGL through EGL where Mesa is installed).
        case offscreen
    }

    /// The renderer asked for (`--renderer`).
    public enum Renderer: String, Sendable, Equatable, CaseIterable {
        /// SDL's accelerated renderer where the video driver offers one, else the software renderer.
        case auto
        /// SDL's software renderer (always available; deterministic pixels).
        case software
        /// SDL's OpenGL renderer.
        case opengl
        /// SDL's OpenGL ES 2 renderer.
        case opengles2
    }

    /// The clock frames are stamped with.
    public enum Clock: String, Sendable, Equatable {
        /// Exactly one refresh interval per frame (1/60 s unless `refreshRate` says otherwise): a run is deterministic.
        case virtual
        /// The monotonic clock.
        case real
    }

    /// What happens to a rendered frame.
    public enum Presentation: String, Sendable, Equatable {
        /// Shown on the display (`SDL_RenderPresent`, vsync-paced where the platform supports it).
        case display
        /// Not shown (no display): the render phase flushes and waits until the frame's pixels are done.
        case offscreen
    }

    /// The video driver.
    var videoDriver: VideoDriver
    /// The renderer asked for.
    public var renderer: Renderer
    /// The frame clock.
    public var clock: Clock
    /// Whether frames are presented.
    public var presentation: Presentation
    /// Whether every frame redraws the whole window (`--full-redraw`) instead of only its damaged region.
    public var fullRedraw = false
    /// The refresh rate asked for (`--refresh HZ`, 30…240): the vsync grid's and the virtual clock's rate in
    /// place of the display's; nil: the display's rate (60 Hz headless or where the display reports none).
    public var refreshRate: Double?
    /// Whether repaint boundaries marked as layers are kept in textures and composited while they move
    /// (false with `--no-layers`: every layer is drawn directly).
    public var layers = true

    /// Creates host settings.
    public init(videoDriver: VideoDriver, renderer: Renderer, clock: Clock, presentation: Presentation) {
        self.videoDriver = videoDriver; self.renderer = renderer; self.clock = clock; self.presentation = presentation
    }

    /// No display: the offscreen driver, a virtual clock, frames rendered to completion and not presented.
    public static func headless(renderer: Renderer = .auto) -> HostSettings {
        HostSettings(videoDriver: .offscreen, renderer: renderer, clock: .virtual, presentation: .offscreen)
    }

    /// A window on the display, the monotonic clock, frames presented.
    public static func windowed(renderer: Renderer = .auto) -> HostSettings {
        HostSettings(videoDriver: .platform, renderer: renderer, clock: .real, presentation: .display)
    }

    /// Whether no display is involved (the offscreen driver).
    public var isHeadless: Bool { videoDriver == .offscreen }
}
