import Foundation

/// A colour in sRGB with straight (non-premultiplied) alpha; each component 0…1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double, green: Double, blue: Double, alpha: Double

    /// Creates an sRGB colour; components are 0…1 (not clamped here).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Creates an opaque colour from a 0xRRGGBB literal.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// The same colour with its alpha multiplied by `opacity` (SwiftUI's `.opacity(_:)`).
    public func opacity(_ opacity: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha * opacity) }

    /// The colour as 8-bit RGBA, rounded and clamped.
    public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        func q(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        return (q(red), q(green), q(blue), q(alpha))
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    // Apple's system colours (light appearance), as documented in the Human Interface Guidelines.
    public static let blue = Color(hex: 0x007AFF)
    public static let pink = Color(hex: 0xFF2D55)
    public static let purple = Color(hex: 0xAF52DE)
    public static let indigo = Color(hex: 0x5856D6)
    public static let orange = Color(hex: 0xFF9500)
    public static let green = Color(hex: 0x34C759)
    public static let teal = Color(hex: 0x30B0C7)
    public static let red = Color(hex: 0xFF3B30)

    public var description: String {
        let c = rgba8
        return "rgba(\(c.r),\(c.g),\(c.b),\(c.a))"
    }
}

// MARK: - Linear light

extension Color {
    /// sRGB transfer function decoded to linear light (IEC 61966-2-1).
    public static func linearFromSRGB(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4)
    }

    /// Linear light encoded with the sRGB transfer function (IEC 61966-2-1).
    static func sRGBFromLinear(_ c: Double) -> Double {
        c <= 0.0031308 ? c * 12.92 : 1.055 * Foundation.pow(max(0, c), 1 / 2.4) - 0.055
    }
}

