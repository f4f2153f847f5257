import CSDL2

extension SDLHost {
    /// Puts `text` on the system clipboard with `SDL_SetClipboardText` (SDL keeps it itself where the
    /// video driver has no clipboard, as the offscreen driver); returns whether SDL accepted it.
    public func setClipboard(_ text: String) -> Bool { SDL_SetClipboardText(text) == 0 }
}
