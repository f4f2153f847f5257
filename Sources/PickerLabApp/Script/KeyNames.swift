/// The key names SDL 2 gives (`SDL_GetKeyName`), so scripts accept every key a window can receive and
/// recordings replay: every name `SDL_GetScancodeName` returns for SDL 2.26's scancodes that is longer than
/// one character ("Left Shift", "Keypad Enter", "Insert", "F13", "AC Back", …). SDL names every other key by its
/// character ("A", "#", "ä"), which scripts accept as any single character. PickerLabApp never imports SDL,
/// so the names are listed here (generated from SDL 2.26.5).
enum KeyNames {
    /// The names of keys that are not a single character, as SDL spells them.
    static let sdl: [String] = [
        "Return", "Escape", "Backspace", "Tab", "Space", "CapsLock", "F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8",
        "F9", "F10", "F11", "F12", "PrintScreen", "ScrollLock", "Pause", "Insert", "Home", "PageUp", "Delete", "End",
        "PageDown", "Right", "Left", "Down", "Up", "Numlock", "Keypad /", "Keypad *", "Keypad -", "Keypad +",
        "Keypad Enter", "Keypad 1", "Keypad 2", "Keypad 3", "Keypad 4", "Keypad 5", "Keypad 6", "Keypad 7", "Keypad 8",
        "Keypad 9", "Keypad 0", "Keypad .", "Application", "Power", "Keypad =", "F13", "F14", "F15", "F16", "F17",
        "F18", "F19", "F20", "F21", "F22", "F23", "F24", "Execute", "Help", "Menu", "Select", "Stop", "Again", "Undo",
        "Cut", "Copy", "Paste", "Find", "Mute", "VolumeUp", "VolumeDown", "Keypad ,", "Keypad = (AS400)", "AltErase",
        "SysReq", "Cancel", "Clear", "Prior", "Separator", "Out", "Oper", "Clear / Again", "CrSel", "ExSel",
        "Keypad 00", "Keypad 000", "ThousandsSeparator", "DecimalSeparator", "CurrencyUnit", "CurrencySubUnit",
        "Keypad (", "Keypad )", "Keypad {", "Keypad }", "Keypad Tab", "Keypad Backspace", "Keypad A", "Keypad B",
        "Keypad C", "Keypad D", "Keypad E", "Keypad F", "Keypad XOR", "Keypad ^", "Keypad %", "Keypad <", "Keypad >",
        "Keypad &", "Keypad &&", "Keypad |", "Keypad ||", "Keypad :", "Keypad #", "Keypad Space", "Keypad @",
        "Keypad !", "Keypad MemStore", "Keypad MemRecall", "Keypad MemClear", "Keypad MemAdd", "Keypad MemSubtract",
        "Keypad MemMultiply", "Keypad MemDivide", "Keypad +/-", "Keypad Clear", "Keypad ClearEntry", "Keypad Binary",
        "Keypad Octal", "Keypad Decimal", "Keypad Hexadecimal", "Left Ctrl", "Left Shift", "Left Alt", "Left GUI",
        "Right Ctrl", "Right Shift", "Right Alt", "Right GUI", "ModeSwitch", "AudioNext", "AudioPrev", "AudioStop",
        "AudioPlay", "AudioMute", "MediaSelect", "WWW", "Mail", "Calculator", "Computer", "AC Search", "AC Home",
        "AC Back", "AC Forward", "AC Stop", "AC Refresh", "AC Bookmarks", "BrightnessDown", "BrightnessUp",
        "DisplaySwitch", "KBDIllumToggle", "KBDIllumDown", "KBDIllumUp", "Eject", "Sleep", "App1", "App2",
        "AudioRewind", "AudioFastForward", "SoftLeft", "SoftRight", "Call", "EndCall"
    ]

    /// `sdl` by lower-cased name, for case-insensitive lookup (SDL_GetKeyFromName ignores case too).
    static let byLowercasedName: [String: String] = Dictionary(sdl.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })

    /// SDL's spelling of the key `name` (any case), or nil when SDL has no such key: a single character is its
    /// own name; "Enter" is accepted for "Return".
    static func canonical(_ name: String) -> String? {
        if name.count == 1 { return name }
        if name.lowercased() == "enter" { return "Return" }
        return byLowercasedName[name.lowercased()]
    }
}
