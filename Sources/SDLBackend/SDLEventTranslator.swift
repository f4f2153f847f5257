import CSDL2
import Geometry
import SceneGraph

/// Turns one `SDL_Event` into the scene's `PlatformEvent`, once, at the edge (architecture pitfalls 4–6):
/// mouse coordinates become window points (SDL window coordinates ÷ UI scale); finger coordinates (0…1 of
/// the window) become window points, with 1.0 clamped to the last point; SDL's mouse copies of touches and
/// touch copies of the mouse are dropped so that a touch acts once.
struct SDLEventTranslator {
    /// Extra scale between SDL window coordinates and PickerLab's points (`--scale`).
    var uiScale: Double

    /// The translated event, or nil for events the scene does not use. `windowSize` is in points.
    func translate(_ e: SDL_Event, windowSize: Size, time: Double, buttonHeld: Bool) -> PlatformEvent? {
        let type = e.type
        switch type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            guard e.button.which != UInt32(truncatingIfNeeded: pl_touch_mouseid()), e.button.button == UInt8(SDL_BUTTON_LEFT) else { return nil }
            let p = Point(x: Double(e.button.x) / uiScale, y: Double(e.button.y) / uiScale)
            let down = type == SDL_MOUSEBUTTONDOWN.rawValue
            return .pointer(PointerEvent(id: 0, kind: .mouse, phase: down ? .began : .ended, position: p, timestamp: time, isPressed: down))
        case SDL_MOUSEMOTION.rawValue:
            guard e.motion.which != UInt32(truncatingIfNeeded: pl_touch_mouseid()) else { return nil }
            let p = Point(x: Double(e.motion.x) / uiScale, y: Double(e.motion.y) / uiScale)
            let held = (e.motion.state & pl_button_lmask()) != 0
            return .pointer(PointerEvent(id: 0, kind: .mouse, phase: .moved, position: p, timestamp: time, isPressed: held))
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            guard e.tfinger.touchId != pl_mouse_touchid() else { return nil }
            let p = Self.fingerPoint(x: Double(e.tfinger.x), y: Double(e.tfinger.y), windowSize: windowSize)
            let phase: PointerPhase = type == SDL_FINGERDOWN.rawValue ? .began : type == SDL_FINGERUP.rawValue ? .ended : .moved
            let id = Int(truncatingIfNeeded: e.tfinger.fingerId & 0x3FFF_FFFF) + 1
            return .pointer(PointerEvent(id: id, kind: .touch, phase: phase, position: p, timestamp: time, isPressed: phase != .ended))
        case SDL_MOUSEWHEEL.rawValue:
            guard e.wheel.which != UInt32(truncatingIfNeeded: pl_touch_mouseid()) else { return nil }
            // SDL 2.0.18's precise amounts (a trackpad's fractions of a notch); 2.26's pointer position.
            return wheel(precise: Point(x: Double(e.wheel.preciseX), y: Double(e.wheel.preciseY)),
                         flipped: e.wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue),
                         mouseX: Double(e.wheel.mouseX), mouseY: Double(e.wheel.mouseY))
        case SDL_KEYDOWN.rawValue:
            let name = String(cString: SDL_GetKeyName(e.key.keysym.sym))
            let mod = UInt32(e.key.keysym.mod)
            var modifiers: KeyModifiers = []
            if mod & UInt32(KMOD_SHIFT.rawValue) != 0 { modifiers.insert(.shift) }
            if mod & UInt32(KMOD_CTRL.rawValue) != 0 { modifiers.insert(.ctrl) }
            if mod & UInt32(KMOD_ALT.rawValue) != 0 { modifiers.insert(.alt) }
            if mod & UInt32(KMOD_GUI.rawValue) != 0 { modifiers.insert(.gui) }
            return .key(KeyEvent(key: Key(sdlName: name), modifiers: modifiers, timestamp: time))
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(e.window.event) {
            case SDL_WINDOWEVENT_FOCUS_LOST.rawValue: return .focusLost
            case SDL_WINDOWEVENT_FOCUS_GAINED.rawValue: return .focusGained
            case SDL_WINDOWEVENT_LEAVE.rawValue: return buttonHeld ? nil : .pointerLeft
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue, SDL_WINDOWEVENT_RESIZED.rawValue:
                return .resized(Size(width: Double(e.window.data1) / uiScale, height: Double(e.window.data2) / uiScale))
            case SDL_WINDOWEVENT_EXPOSED.rawValue: return .exposed
            case SDL_WINDOWEVENT_CLOSE.rawValue: return .quit
            default: return nil
            }
        default:
            return nil
        }
    }

    /// A wheel event: SDL's precise amounts (`precise`, notches), turned back when SDL reports the direction
    /// `flipped` ("natural" scrolling), at the pointer (`mouseX`, `mouseY`: SDL window coordinates).
    func wheel(precise: Point, flipped: Bool, mouseX: Double, mouseY: Double) -> PlatformEvent {
        let flip = flipped ? -1.0 : 1.0
        return .wheel(position: Point(x: mouseX / uiScale, y: mouseY / uiScale), notches: Point(x: precise.x * flip, y: precise.y * flip))
    }

    /// A finger position (0…1 of the window, per SDL) in window points; 1.0 maps to the last point
    /// (size − 1), never one past it, and values outside 0…1 are clamped.
    static func fingerPoint(x: Double, y: Double, windowSize: Size) -> Point {
        func axis(_ v: Double, _ extent: Double) -> Double {
            let clamped = clamp(v, 0, 1) * extent
            return min(clamped, max(0, extent - 1))
        }
        return Point(x: axis(x, windowSize.width), y: axis(y, windowSize.height))
    }
}
