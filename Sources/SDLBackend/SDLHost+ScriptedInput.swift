import CSDL2
import SceneGraph

/// Scripted input in a window: every event `inject` pushes carries a mark in a field SDL leaves alone for
/// that event type, and while a script drives the window the real pointer and keyboard are ignored, so real
/// motion (the pointer resting where the window opened) cannot land between a scripted press and its release.
extension SDLHost {
    /// The mark: the mouse or touch device id of injected pointer events, the unused `data1` of injected
    /// window events, and the padding byte of injected keys (a wheel's mouse id too).
    static let injectedMark: UInt32 = 0x5C12_7ED0

    /// Drops real pointer and keyboard input while `on` (a script drives the window); injected input passes.
    public func acceptOnlyInjectedInput(_ on: Bool) { onlyInjectedInput = on }

    /// Marks `e` as injected.
    static func markInjected(_ e: inout SDL_Event) {
        switch e.type {
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue: e.button.which = injectedMark
        case SDL_MOUSEMOTION.rawValue: e.motion.which = injectedMark
        case SDL_MOUSEWHEEL.rawValue: e.wheel.which = injectedMark
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue: e.tfinger.touchId = SDL_TouchID(injectedMark)
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue: e.key.padding2 = 0x5C
        case SDL_WINDOWEVENT.rawValue: e.window.data1 = Int32(bitPattern: injectedMark)
        default: break
        }
    }

    /// Whether `e` was pushed by `inject`.
    static func isInjected(_ e: SDL_Event) -> Bool {
        switch e.type {
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue: e.button.which == injectedMark
        case SDL_MOUSEMOTION.rawValue: e.motion.which == injectedMark
        case SDL_MOUSEWHEEL.rawValue: e.wheel.which == injectedMark
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue: e.tfinger.touchId == SDL_TouchID(injectedMark)
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue: e.key.padding2 == 0x5C
        case SDL_WINDOWEVENT.rawValue: e.window.data1 == Int32(bitPattern: injectedMark)
        default: false
        }
    }

    /// Whether `e` is the user's pointer or keyboard input (what a script's input stands in for): mouse,
    /// wheel, touch, keys, and the pointer leaving the window.
    static func isUserInput(_ e: SDL_Event) -> Bool {
        switch e.type {
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue, SDL_MOUSEMOTION.rawValue, SDL_MOUSEWHEEL.rawValue,
             SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue, SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            true
        case SDL_WINDOWEVENT.rawValue:
            UInt32(e.window.event) == SDL_WINDOWEVENT_LEAVE.rawValue || UInt32(e.window.event) == SDL_WINDOWEVENT_ENTER.rawValue
        default: false
        }
    }
}
