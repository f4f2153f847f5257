import CSDL2
import SceneGraph

extension SDLHost {
    /// Creates the renderer `settings.renderer` names for `window`. `auto` tries SDL's accelerated renderer
    /// (in a window: SDL's first choice with vsync; headless: `opengl`, which SDL's offscreen driver creates
    /// through EGL — Mesa's llvmpipe where there is no GPU) and falls back to the software renderer. A named
    /// renderer that cannot be created is an error, and is created by its index so that a named renderer wins
    /// over the SDL_RENDER_DRIVER environment variable (which `auto` follows). Presented frames ask for vsync.
    /// - Throws: `SDLError` naming the renderer when it cannot be created.
    static func makeRenderer(window: OpaquePointer, settings: HostSettings) throws -> OpaquePointer {
        let vsync = settings.presentation == .display ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0
        switch settings.renderer {
        case .software:
            // By index, not -1: with -1 SDL takes SDL_RENDER_DRIVER first, and an explicit --renderer wins.
            return try unwrap(SDL_CreateRenderer(window, driverIndex(named: "software") ?? -1, SDL_RENDERER_SOFTWARE.rawValue),
                              "creating the software renderer")
        case .opengl, .opengles2:
            let name = settings.renderer.rawValue
            guard let index = driverIndex(named: name) else {
                throw SDLError("creating the \(name) renderer", "this SDL has no \(name) render driver")
            }
            return try unwrap(SDL_CreateRenderer(window, index, SDL_RENDERER_ACCELERATED.rawValue | vsync), "creating the \(name) renderer")
        case .auto:
            var accelerated: OpaquePointer? = nil
            if settings.isHeadless {
                if let index = driverIndex(named: "opengl") {
                    accelerated = SDL_CreateRenderer(window, index, SDL_RENDERER_ACCELERATED.rawValue | vsync)
                }
            } else {
                accelerated = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | vsync)
            }
            if let accelerated { return accelerated }
            return try unwrap(SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue), "creating the software renderer")
        }
    }

    /// The index of SDL's render driver called `name`, if this SDL has one.
    private static func driverIndex(named name: String) -> Int32? {
        for i in 0..<max(0, SDL_GetNumRenderDrivers()) {
            var info = SDL_RendererInfo()
            if SDL_GetRenderDriverInfo(i, &info) == 0, let n = info.name, String(cString: n) == name { return i }
        }
        return nil
    }
}
