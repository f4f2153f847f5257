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
        // SDL upper-cases only a…z in its key names ("A", but "ä", "ß").
        case .character(let c): c.isASCII ? String(c).uppercased() : String(c)
        case .function(let n): "F\(n)"
        case .other(let s): s
        }
    }
}

/// The modifier keys held during a key press (either side of the keyboard).
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    /// Creates a set from its raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let shift = KeyModifiers(rawValue: 1)
    public static let ctrl = KeyModifiers(rawValue: 2)
    public static let alt = KeyModifiers(rawValue: 4)
    /// The Windows / Command / Super key (SDL's GUI).
    public static let gui = KeyModifiers(rawValue: 8)

    /// Each modifier with its name in scripts, in the order a script writes them (`Ctrl+Alt+Shift+GUI+NAME`).
    public static let named: [(KeyModifiers, String)] = [(.ctrl, "Ctrl"), (.alt, "Alt"), (.shift, "Shift"), (.gui, "GUI")]
}

/// A key press, with the modifiers held.
public struct KeyEvent: Hashable, Sendable {
    /// Which key.
    public var key: Key
    /// The modifiers held (Shift, Ctrl, Alt, GUI).
    public var modifiers: KeyModifiers
    /// Time stamp in seconds on the frame clock.
    public var timestamp: Double

    /// Whether Shift was held.
    public var shift: Bool {
        get { modifiers.contains(.shift) }
        set { if newValue { modifiers.insert(.shift) } else { modifiers.remove(.shift) } }
    }

    /// Creates a key press at `timestamp` seconds, with Shift held or not.
    public init(key: Key, shift: Bool = false, timestamp: Double) {
        self.init(key: key, modifiers: shift ? .shift : [], timestamp: timestamp)
    }

    /// Creates a key press at `timestamp` seconds with `modifiers` held.
    public init(key: Key, modifiers: KeyModifiers, timestamp: Double) {
        self.key = key; self.modifiers = modifiers; self.timestamp = timestamp
    }
}
