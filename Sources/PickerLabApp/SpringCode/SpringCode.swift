import Foundation
import Motion

/// Ready-to-paste code that reproduces one spring on each platform a PickerLab user ships to.
///
/// Every platform gets the same motion: mass only scales stiffness and damping (m·x″ + c·x′ + k·x = 0
/// moves with ω₀ = √(k/m) and ζ = c/(2√(km))), so the mass-1 platforms (Compose, Android) receive
/// k/m as their stiffness and ζ as their damping ratio.
public struct SpringCode: Sendable {
    /// The spring the snippets describe.
    public let spring: Spring

    /// Prepares the snippets for `spring`.
    public init(spring: Spring) { self.spring = spring }

    /// One platform's snippet: its JSON key (`swiftui`, `uikit`, `flutter`, `compose`, `android`,
    /// `css`), a title for people, and the code.
    public struct Snippet: Sendable, Equatable {
        /// The key in `pickerlab spring --json`'s `code` object.
        public var key: String
        /// The platform's name as shown to people ("SwiftUI", "Jetpack Compose", …).
        public var title: String
        /// The code, one or more lines.
        public var code: String
    }

    /// The snippets in the order they are printed.
    public var snippets: [Snippet] {
        [Snippet(key: "swiftui", title: "SwiftUI", code: swiftUI),
         Snippet(key: "uikit", title: "UIKit", code: uiKit),
         Snippet(key: "flutter", title: "Flutter", code: flutter),
         Snippet(key: "compose", title: "Jetpack Compose", code: compose),
         Snippet(key: "android", title: "Android SpringForce", code: android),
         Snippet(key: "css", title: "CSS", code: css)]
    }

    /// `value` for source code: six significant digits, no trailing zeros ("157.914", "0.7", "1").
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        if value == value.rounded(), abs(value) < 1e9 { return String(Int(value)) }
        var s = String(format: "%.6g", value)
        if s.contains("."), !s.contains("e") {
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
        }
        return s
    }

    /// `value` as a floating-point literal in languages that need a decimal point (Dart doubles).
    static func double(_ value: Double) -> String {
        let s = number(value)
        return s.contains(".") || s.contains("e") ? s : s + ".0"
    }
}
