import CSDL2
import SceneGraph

/// The system cursors SDL shows, created once on first use and kept for the process (SDL frees them at
/// SDL_Quit); nil where the video driver has none (offscreen).
@MainActor
enum SDLSystemCursors {
    private static var made: [Cursor: OpaquePointer] = [:]

    static func cursor(_ c: Cursor) -> OpaquePointer? {
        if let existing = made[c] { return existing }
        let id = c == .hand ? SDL_SYSTEM_CURSOR_HAND : SDL_SYSTEM_CURSOR_ARROW
        guard let made = SDL_CreateSystemCursor(id) else { return nil }
        self.made[c] = made
        return made
    }
}

extension SDLHost {
    /// Shows `cursor` over the window (SDL_SetCursor with a system cursor); headless it does nothing.
    public func setCursor(_ cursor: Cursor) {
        guard !settings.isHeadless, let c = SDLSystemCursors.cursor(cursor) else { return }
        SDL_SetCursor(c)
    }
}
