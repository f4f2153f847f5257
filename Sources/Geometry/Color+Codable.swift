/// A colour is coded as its sRGB hex string: `"#RRGGBB"` (opaque) or `"#RRGGBBAA"`.
extension Color: Codable {
    /// Parses `#RRGGBB` or `#RRGGBBAA` (the `#` optional, hex digits in any case); nil for anything else.
    public init?(hexString s: String) {
        let digits = s.hasPrefix("#") ? String(s.dropFirst()) : s
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit), let v = UInt64(digits, radix: 16) else { return nil }
        if digits.count == 6 {
            self.init(hex: UInt32(v))
        } else {
            self.init(hex: UInt32(v >> 8), alpha: Double(v & 0xFF) / 255)
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when the colour is not opaque (8-bit components, rounded).
    public var hexString: String {
        let c = rgba8
        func h(_ v: UInt8) -> String { let s = String(v, radix: 16, uppercase: true); return s.count == 1 ? "0" + s : s }
        return "#" + h(c.r) + h(c.g) + h(c.b) + (c.a == 255 ? "" : h(c.a))
    }

    /// Decodes a hex string (see `init?(hexString:)`).
    /// - Throws: `DecodingError.dataCorrupted` for a string that is not a hex colour.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        let s = try c.decode(String.self)
        guard let color = Color(hexString: s) else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "expected a colour \"#RRGGBB\" or \"#RRGGBBAA\", got \"\(s)\"")
        }
        self = color
    }

    /// Encodes `hexString`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(hexString)
    }
}
