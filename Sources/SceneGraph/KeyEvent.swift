/// A key the scene understands, named as SDL names keys (`SDL_GetKeyName`), so scripts can use the same names.
public enum Key: Hashable, Sendable {
    case left, right, up, down, tab, home, end, escape, space, enter
    /// A printable key, lower-cased (e.g. "s", "r").
    case character(Character)
    /// A function key F1…F12.
    case function(Int)
    /// Anything else, by SDL's key name.
    case other(String)

    /// The key for an SDL key name ("Left", "Tab", "Home", "S", "F2", …); unknown names become `.other`.
    public init(sdlName: String) {
        switch sdlName.lowercased() {
        case "left": self = .left
        case "right": self = .right
        case "up": self = .up
        case "down": self = .down
        case "tab": self = .tab
        case "home": self = .home
        case "end": self = .end
        case "escape": self = .escape
        case "space": self = .space
        case "return", "enter": self = .enter
        default:
            if sdlName.count == 1, let c = sdlName.lowercased().first { self = .character(c) }
            else if sdlName.count >= 2, sdlName.first == "F" || sdlName.first == "f", let n = Int(sdlName.dropFirst()), (1...24).contains(n) { self = .function(n) }
            else { self = .other(sdlName) }
        }
    }

    /// SDL's name for the key, the inverse of `init(sdlName:)`.
    public var sdlName: String {
        switch self {
        case .left: "Left"
        case .right: "Right"
        case .up: "Up"
        case .down: "Down"
        case .tab: "Tab"
        case .home: "Home"
        case .end: "End"
        case .escape: "Escape"
        case .space: "Space"
        case .enter: "Return"
        case .character(let c): String(c).uppercased()
        case .function(let n): "F\(n)"
        case .other(let s): s
        }
    }
}

/// A key press, with the modifier state that matters here.
public struct KeyEvent: Hashable, Sendable {
    /// Which key.
    public var key: Key
    /// Whether Shift was held.
    public var shift: Bool
    /// Time stamp in seconds on the frame clock.
    public var timestamp: Double

    /// Creates a key press at `timestamp` seconds.
    public init(key: Key, shift: Bool = false, timestamp: Double) { self.key = key; self.shift = shift; self.timestamp = timestamp }
}
