import CSDL2
import Foundation
import Geometry
import Painting
import SceneGraph

/// The SDL2 platform: one window (a real one, or one on SDL's offscreen video driver for `--headless`),
/// its event queue, an SDL_Renderer running `SDLRenderer`, and SDL_ttf text measurement.
@MainActor
public final class SDLHost: PlatformHost {
    /// How the host was created.
    public struct Configuration {
        /// Window size in points.
        public var size: Size
        /// UI scale (`--scale`): window pixels per point on top of the display's own HiDPI scale.
        public var uiScale: Double
        /// Video driver, renderer, clock and presentation.
        public var settings: HostSettings
        /// Folder holding fonts/ (Inter and Material Icons).
        public var assetsDirectory: String
        /// Window title.
        public var title: String

        /// Creates a configuration from host settings.
        public init(size: Size, uiScale: Double, settings: HostSettings, assetsDirectory: String, title: String = "PickerLab") {
            self.size = size; self.uiScale = uiScale; self.settings = settings; self.assetsDirectory = assetsDirectory; self.title = title
        }

        /// Creates a configuration: `headless` is the offscreen driver with SDL's software renderer (deterministic
        /// pixels), otherwise a window with the accelerated renderer where there is one.
        public init(size: Size, uiScale: Double, headless: Bool, assetsDirectory: String, title: String = "PickerLab") {
            self.init(size: size, uiScale: uiScale, settings: headless ? .headless(renderer: .software) : .windowed(),
                      assetsDirectory: assetsDirectory, title: title)
        }

        /// Whether no display is involved.
        var headless: Bool { settings.isHeadless }
    }

    private let window: OpaquePointer
    let sdlRenderer: OpaquePointer
    private let fonts: FontLibrary
    private let measurer: TTFTextMeasurer
    private let drawer: SDLRenderer
    /// Damage redraw into a render target (see `DamageRenderer`).
    let damage: DamageRenderer
    private var translator: SDLEventTranslator
    private let configuration: Configuration
    private var mouseHeld = false
    /// Whether real pointer and keyboard input is dropped (a script drives the window; see SDLHost+ScriptedInput).
    var onlyInjectedInput = false
    /// The renderer's name as SDL reports it ("software", "opengl", "opengles2", …).
    public let rendererName: String
    /// Video driver, renderer asked for, clock and presentation.
    public var settings: HostSettings { configuration.settings }

    /// Whether a display is reachable: `DISPLAY` or `WAYLAND_DISPLAY` is set.
    public nonisolated static var displayAvailable: Bool {
        let env = ProcessInfo.processInfo.environment
        return !(env["DISPLAY"] ?? "").isEmpty || !(env["WAYLAND_DISPLAY"] ?? "").isEmpty
    }

    /// Initialises SDL video and SDL_ttf, opens the fonts and creates the window and renderer.
    /// - Throws: `FontLibrary.MissingFont` naming a missing font file; `SDLError` when SDL fails.
    public init(_ configuration: Configuration) throws {
        self.configuration = configuration
        SDL_SetMainReady()
        let env = ProcessInfo.processInfo.environment
        if configuration.headless {
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen")
        } else if env["SDL_VIDEODRIVER"] == nil, (env["WAYLAND_DISPLAY"] ?? "").isEmpty, !(env["DISPLAY"] ?? "").isEmpty {
            // An X display is named and no Wayland one: ask for X11 only, so an X server that does not answer is
            // an error, not a silent fall-back to an invisible offscreen window.
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11")
        }
        // The software renderer presents through the window's framebuffer; without this SDL backs that
        // framebuffer with an OpenGL renderer, so `--renderer software` would still need a working GL driver.
        if configuration.settings.renderer == .software { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0") }
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1")
        if SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) < 0 {
            let display = env["WAYLAND_DISPLAY"].flatMap { $0.isEmpty ? nil : "WAYLAND_DISPLAY=\($0)" } ?? "DISPLAY=\(env["DISPLAY"] ?? "")"
            if configuration.headless { throw SDLError("SDL_Init(video)", SDLError.current) }
            throw SDLError("opening a window on \(display)", "\(SDLError.current) (use --headless to run without a display)")
        }
        if !configuration.headless, let driver = SDL_GetCurrentVideoDriver().map({ String(cString: $0) }), driver == "offscreen" || driver == "dummy" {
            throw SDLError("opening a window", "no display answered, SDL fell back to its \(driver) driver (use --headless to run without a display)")
        }
        try check(TTF_Init(), "TTF_Init")
        _ = IMG_Init(Int32(IMG_INIT_PNG.rawValue))
        fonts = try FontLibrary(assetsDirectory: configuration.assetsDirectory)
        let w = Int32(clamp((configuration.size.width * configuration.uiScale).rounded(), 1, 16384))
        let h = Int32(clamp((configuration.size.height * configuration.uiScale).rounded(), 1, 16384))
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if configuration.headless { flags |= SDL_WINDOW_HIDDEN.rawValue }
        window = try unwrap(SDL_CreateWindow(configuration.title, pl_windowpos_centered(), pl_windowpos_centered(), w, h, flags), "SDL_CreateWindow")
        sdlRenderer = try SDLHost.makeRenderer(window: window, settings: configuration.settings)
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(sdlRenderer, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        translator = SDLEventTranslator(uiScale: configuration.uiScale)
        measurer = TTFTextMeasurer(fonts: fonts, scale: 1)
        drawer = SDLRenderer(renderer: sdlRenderer, fonts: fonts, layers: configuration.settings.layers)
        damage = DamageRenderer(renderer: sdlRenderer, drawer: drawer, enabled: !configuration.settings.fullRedraw)
        measurer.scale = scale
        if !configuration.headless { SDL_StartTextInput(); SDL_StopTextInput() }
    }

    isolated deinit {
        // Textures first: destroying them after their renderer reads freed memory (the deinits of the texture
        // owners run after this body, when the renderer is gone, so each is emptied here).
        damage.releaseTextures()
        drawer.releaseTextures()
        SDL_DestroyRenderer(sdlRenderer)
        SDL_DestroyWindow(window)
    }

    // MARK: - PlatformHost

    /// The window's size in points: SDL's window size ÷ UI scale.
    public var windowSize: Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return Size(width: Double(w) / configuration.uiScale, height: Double(h) / configuration.uiScale)
    }

    /// The renderer's output size in pixels.
    public var drawableSize: PixelSize {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(sdlRenderer, &w, &h)
        return PixelSize(width: Int(w), height: Int(h))
    }

    /// Drawable pixels per point: (drawable width ÷ SDL window width) × UI scale, recomputed on every call.
    public var scale: Double {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        let px = drawableSize.width
        let display = w > 0 && px > 0 ? Double(px) / Double(w) : 1
        return display * configuration.uiScale
    }

    /// The refresh interval in seconds: `--refresh`'s where given, else the display's (1/60 when the mode
    /// reports no rate, as under Xvfb or headless).
    public var refreshInterval: Double {
        if let hz = configuration.settings.refreshRate, hz > 0 { return 1 / hz }
        var mode = SDL_DisplayMode()
        if !configuration.headless, SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 {
            return 1 / Double(mode.refresh_rate)
        }
        return 1.0 / 60
    }

    /// Whether the display reports its refresh rate (not headless, not Xvfb).
    public var refreshIntervalIsMeasured: Bool {
        var mode = SDL_DisplayMode()
        return !configuration.headless && SDL_GetWindowDisplayMode(window, &mode) == 0 && mode.refresh_rate > 0
    }

    public var textMeasurer: TextMeasuring {
        let s = scale
        if s != measurer.scale { measurer.scale = s }
        return measurer
    }

    /// Pending events in points; waits up to `timeout` seconds for the first when none is queued
    /// (`SDL_WaitEventTimeout`, so an idle window uses no CPU).
    public func waitEvents(timeout: Double?, now: Double) -> [PlatformEvent] {
        var out: [PlatformEvent] = []
        var e = SDL_Event()
        var got: Int32
        if let timeout, timeout > 0, !configuration.headless {
            let ms = timeout.isInfinite ? Int32.max : Int32(clamp((timeout * 1000).rounded(.up), 1, 1e9))
            got = SDL_WaitEventTimeout(&e, ms)
        } else {
            got = SDL_PollEvent(&e)
        }
        let size = windowSize
        while got != 0 {
            let t = configuration.settings.clock == .virtual ? now : Double(e.common.timestamp) / 1000
            if onlyInjectedInput, SDLHost.isUserInput(e), !SDLHost.isInjected(e) { got = SDL_PollEvent(&e); continue }
            if let ev = translator.translate(e, windowSize: size, time: t, buttonHeld: mouseHeld) {
                trackCapture(ev)
                out.append(ev)
            }
            got = SDL_PollEvent(&e)
        }
        return out
    }

    /// Mouse capture while the button is held, so a drag that leaves the window keeps tracking and its
    /// release outside the window still arrives.
    private func trackCapture(_ ev: PlatformEvent) {
        guard case .pointer(let p) = ev, p.kind == .mouse else { return }
        if p.phase == .began { mouseHeld = true; if !configuration.headless { SDL_CaptureMouse(SDL_TRUE) } }
        if p.phase == .ended || p.phase == .cancelled { mouseHeld = false; if !configuration.headless { SDL_CaptureMouse(SDL_FALSE) } }
    }

    /// Draws `list`; when frames are not presented (headless) the renderer's command queue is flushed and
    /// the frame waited for (a one-pixel read-back, which returns only when an asynchronous GPU renderer has
    /// finished), so the frame is rasterised now — memory does not grow with queued frames — and the render
    /// phase is timed to completion. In a window the GPU stays asynchronous: a wait shows up in `present`.
    public func render(_ list: DisplayList) -> RenderStats {
        let offscreen = configuration.settings.presentation == .offscreen
        let cpu0 = CPUClock.microseconds(cpuScope)
        var stats = damage.render(list, scale: scale, drawable: drawableSize, copyToWindow: !offscreen)
        if offscreen { damage.finish() }
        stats.cpuMicros = max(0, CPUClock.microseconds(cpuScope) - cpu0)
        return stats
    }

    /// The CPU time that measures this renderer's work: the calling thread's for SDL's software renderer
    /// (it rasterises on the calling thread), the process's for the others (a GPU driver's threads —
    /// llvmpipe's — do the work).
    public var cpuScope: CPUClock.Scope { rendererName == "software" ? .thread : .process }

    /// Whether frames redraw only their damage into the render target (false with `--full-redraw`, which
    /// draws every frame whole into it, or when the renderer has no render targets).
    var redrawsDamageOnly: Bool { damage.isActive }

    /// Flattened layers (static backgrounds) the last frame drew as opaque copies of their textures (tests).
    var flattenedLayersCopied: Int { drawer.layers.copiedCount }
    /// Moving layers the last frame composited with an opaque copy over their opaque interior (tests).
    var opaqueLayersComposited: Int { drawer.layers.opaqueCount }

    /// The rectangles (drawable pixels) the last render redrew.
    public var lastDamage: [PixelRect] { damage.lastRects }

    public func setPaintFlashing(_ on: Bool) { damage.paintFlashing = on }

    /// Adds `rect` (drawable pixels) to the next frame's damage, as if something had changed there (the
    /// benchmark measures redraw cost by damaged area with it).
    public func invalidate(_ rect: PixelRect) { damage.tracker.invalidate(rect) }

    /// Above this fraction of the drawable a frame's damage is redrawn as one full redraw (see
    /// `DamageTracker.fullRedrawFraction`).
    public var fullRedrawFraction: Double {
        get { damage.tracker.fullRedrawFraction }
        set { damage.tracker.fullRedrawFraction = newValue }
    }

    /// Draws `list` whole into a reference target, as `--full-redraw` draws every frame, and reads it back: the
    /// reference a damage redraw must equal (tests compare the two on the same frame). The frame's render
    /// target and its damage tracking are left as they were.
    /// - Throws: `SDLError` when SDL cannot read the pixels.
    func captureFullRedraw(_ list: DisplayList) throws -> PixelImage {
        let size = drawableSize
        _ = damage.renderReference(list, scale: scale, drawable: size)
        var image = PixelImage(width: size.width, height: size.height)
        try image.rgba.withUnsafeMutableBytes { buf in
            try check(damage.readReference(buf.baseAddress, pitch: Int32(size.width * 4)), "SDL_RenderReadPixels")
        }
        return image
    }

    /// Draws `list` whole into the reference target and waits for its pixels: a full redraw's cost, for the
    /// benchmark to time beside the damage redraw of the same frame.
    public func renderFullRedraw(_ list: DisplayList) -> RenderStats {
        damage.renderReference(list, scale: scale, drawable: drawableSize)
    }

    /// Presents the frame (`SDL_RenderPresent`; a vsync-blocking present waits here, inside the frame) and says
    /// whether it blocked for vsync: it took over 40 % of a refresh interval. Headless presents nothing.
    @discardableResult
    public func present() -> PresentResult {
        guard configuration.settings.presentation == .display else { return .notPresented }
        let before = SDL_GetPerformanceCounter()
        SDL_RenderPresent(sdlRenderer)
        let seconds = Double(SDL_GetPerformanceCounter() &- before) / Double(SDL_GetPerformanceFrequency())
        return PresentResult(presented: true, blockedForVsync: seconds > refreshInterval * 0.4, seconds: seconds)
    }

    /// Queues `event` on SDL's event queue as the genuine SDL event (mouse button/motion, finger, key,
    /// window), so scripted input takes the path real input takes.
    /// - Returns: whether SDL queued it (`SDL_PushEvent` fails when its queue holds 65,535 events).
    @discardableResult
    public func inject(_ event: PlatformEvent) -> Bool {
        var e = SDL_Event()
        let windowID = SDL_GetWindowID(window)
        let s = configuration.uiScale
        switch event {
        case .pointer(let p) where p.kind == .mouse:
            let x = Int32(clamp((p.position.x * s).rounded(.down), -1e6, 1e6)), y = Int32(clamp((p.position.y * s).rounded(.down), -1e6, 1e6))
            switch p.phase {
            case .began, .ended:
                e.type = (p.phase == .began ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
                e.button.windowID = windowID
                e.button.which = 0
                e.button.button = UInt8(SDL_BUTTON_LEFT)
                e.button.state = UInt8(p.phase == .began ? SDL_PRESSED : SDL_RELEASED)
                e.button.clicks = 1
                e.button.x = x; e.button.y = y
            case .moved, .cancelled:
                e.type = SDL_MOUSEMOTION.rawValue
                e.motion.windowID = windowID
                e.motion.which = 0
                e.motion.state = p.isPressed ? pl_button_lmask() : 0
                e.motion.x = x; e.motion.y = y
            }
        case .pointer(let p):
            let size = windowSize
            e.type = (p.phase == .began ? SDL_FINGERDOWN : p.phase == .moved ? SDL_FINGERMOTION : SDL_FINGERUP).rawValue
            e.tfinger.touchId = 1
            e.tfinger.fingerId = SDL_FingerID(p.id - 1)
            e.tfinger.x = Float(size.width > 0 ? p.position.x / size.width : 0)
            e.tfinger.y = Float(size.height > 0 ? p.position.y / size.height : 0)
            e.tfinger.pressure = 1
            e.tfinger.windowID = windowID
        case .key(let k):
            e.type = SDL_KEYDOWN.rawValue
            e.key.windowID = windowID
            e.key.state = UInt8(SDL_PRESSED)
            e.key.keysym.sym = SDL_GetKeyFromName(k.key.sdlName)
            e.key.keysym.scancode = SDL_GetScancodeFromKey(e.key.keysym.sym)
            var mod = k.modifiers.contains(.shift) ? KMOD_LSHIFT.rawValue : 0
            if k.modifiers.contains(.ctrl) { mod |= KMOD_LCTRL.rawValue }
            if k.modifiers.contains(.alt) { mod |= KMOD_LALT.rawValue }
            if k.modifiers.contains(.gui) { mod |= KMOD_LGUI.rawValue }
            e.key.keysym.mod = UInt16(mod)
        case .focusLost, .focusGained:
            e.type = SDL_WINDOWEVENT.rawValue
            e.window.windowID = windowID
            e.window.event = UInt8((event == .focusLost ? SDL_WINDOWEVENT_FOCUS_LOST : SDL_WINDOWEVENT_FOCUS_GAINED).rawValue)
        case .resized(let size):
            SDL_SetWindowSize(window, Int32(clamp((size.width * s).rounded(), 1, 16384)), Int32(clamp((size.height * s).rounded(), 1, 16384)))
            return true
        case .quit:
            e.type = SDL_QUIT.rawValue
        case .pointerLeft:
            e.type = SDL_WINDOWEVENT.rawValue
            e.window.windowID = windowID
            e.window.event = UInt8(SDL_WINDOWEVENT_LEAVE.rawValue)
        case .exposed:
            return true
        case .wheel(let p, let notches):
            e.type = SDL_MOUSEWHEEL.rawValue
            e.wheel.windowID = windowID
            e.wheel.direction = UInt32(SDL_MOUSEWHEEL_NORMAL.rawValue)
            e.wheel.preciseX = Float(notches.x); e.wheel.preciseY = Float(notches.y)
            e.wheel.x = Int32(clamp(notches.x.rounded(), -1e6, 1e6)); e.wheel.y = Int32(clamp(notches.y.rounded(), -1e6, 1e6))
            e.wheel.mouseX = Int32(clamp((p.x * s).rounded(.down), -1e6, 1e6)); e.wheel.mouseY = Int32(clamp((p.y * s).rounded(.down), -1e6, 1e6))
        }
        SDLHost.markInjected(&e)
        return SDL_PushEvent(&e) == 1
    }

    // MARK: - Pixels

    /// Renders `list` and reads the result back without presenting it: tightly packed RGBA, drawable size.
    /// - Throws: `SDLError` when SDL cannot read the pixels.
    public func capture(_ list: DisplayList) throws -> PixelImage {
        _ = render(list)
        return try readFrame()
    }

    /// Reads the last rendered frame back without rendering again (the render target when damage redraw is
    /// on, else the window's back buffer): tightly packed RGBA, drawable size.
    /// - Throws: `SDLError` when SDL cannot read the pixels.
    func readFrame() throws -> PixelImage {
        let size = drawableSize
        var image = PixelImage(width: size.width, height: size.height)
        try image.rgba.withUnsafeMutableBytes { buf in
            try check(damage.readPixels(buf.baseAddress, pitch: Int32(size.width * 4), rect: nil), "SDL_RenderReadPixels")
        }
        return image
    }

    /// Bytes held by the text texture cache and the number of textures it destroyed (for tests).
    var textureCacheStats: (count: Int, bytes: Int, destroyed: Int) {
        (drawer.textures.count, drawer.textures.bytes, drawer.textures.destroyedCount)
    }

    /// The renderer's glass lens pass (for tests: its cache counters and the no-render-target fallback).
    var glass: GlassRenderer { drawer.glass }
    /// Stacks of text copies (label shadows) cached as one texture each (tests).
    var textStacks: TextStackCache { drawer.textStacks }
}

extension SDLHost {
    /// Encodes `image` as PNG in memory (SDL_image), so the caller writes the file and sees its errors.
    /// - Throws: `SDLError` when SDL_image cannot encode it.
    public func encodePNG(_ image: PixelImage) throws -> [UInt8] { try image.pngBytes() }
}
