import Geometry

/// Everything the platform layer tells the scene, already converted from the platform's own event type
/// (SDL_Event stays inside SDLBackend). Positions are in window points, times in seconds.
public enum PlatformEvent: Sendable, Hashable {
    case pointer(PointerEvent)
    case key(KeyEvent)
    /// The window's size changed; the new size is in window points.
    case resized(Size)
    /// The window lost keyboard/mouse focus: any gesture in progress is cancelled.
    case focusLost
    /// The pointer left the window (only meaningful when no button is held).
    case pointerLeft
    /// The window's close button, SIGINT or SIGTERM.
    case quit
    /// The window was exposed and must be redrawn although the scene did not change.
    case exposed
    /// The window got keyboard focus back (recorded so a replay has the same focus changes).
    case focusGained
    /// The mouse wheel (or a trackpad's two-finger scroll) turned at `position` (window points) by `notches`:
    /// SDL's precise amounts, one a click of a wheel, y > 0 away from the user (toward what lies above),
    /// x > 0 to the right; a "natural" (flipped) direction already undone.
    case wheel(position: Point, notches: Point)
}
