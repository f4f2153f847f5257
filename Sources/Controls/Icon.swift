/// An icon from the bundled Material Icons font (Apache-2.0), standing in for the SF Symbol the seeds name
/// (SF Symbols exist only on Apple platforms). `glyph` is the one-character string drawn with the icon font.
public struct Icon: Hashable, Sendable {
    /// The SF Symbol this icon replaces, e.g. "gearshape".
    var symbolName: String
    /// The Material Icons code point.
    public var codePoint: UInt32

    /// The glyph as a one-character string.
    public var glyph: String { String(Character(Unicode.Scalar(codePoint) ?? "?")) }

    /// An icon by its Material Icons name (as in the font's codepoints list) and code point.
    public init(materialName name: String, codePoint: UInt32) { self.symbolName = name; self.codePoint = codePoint }

    /// The closest Material Icon for an SF Symbol the seeds use; nil for an unmapped name.
    public init?(sfSymbol name: String) {
        guard let cp = Icon.map[name] else { return nil }
        self.symbolName = name; self.codePoint = cp
    }

    /// SF Symbol → Material Icons code point (from the iconfont's `_variables.scss`).
    static let map: [String: UInt32] = [
        "swift": 0xE86F,              // code
        "apple.logo": 0xE325,         // phone_iphone
        "macwindow": 0xE069,          // web_asset
        "mappin.and.ellipse": 0xE55F, // place
        "location.circle": 0xE0C8,    // location_on
        "gearshape": 0xE8B8,          // settings
        "tray": 0xE156,               // inbox
        "envelope.badge": 0xE159,     // markunread
        "exclamationmark.circle": 0xE001, // error_outline
    ]

    public static let swift = Icon(sfSymbol: "swift")!
    static let appleLogo = Icon(sfSymbol: "apple.logo")!
    static let macwindow = Icon(sfSymbol: "macwindow")!
    public static let mappin = Icon(sfSymbol: "mappin.and.ellipse")!
    public static let gearshape = Icon(sfSymbol: "gearshape")!
    public static let tray = Icon(sfSymbol: "tray")!
    public static let envelopeBadge = Icon(sfSymbol: "envelope.badge")!
    public static let exclamation = Icon(sfSymbol: "exclamationmark.circle")!
}
