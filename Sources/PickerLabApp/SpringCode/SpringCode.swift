import Foundation
import Motion

/// Ready-to-paste code that reproduces one spring on each platform a PickerLab user ships to.
///
/// Every platform gets the same motion: mass only scales stiffness and damping (m·x″ + c·x′ + k·x = 0
/// moves with ω₀ = √(k/m) and ζ = c/(2√(km))), so the mass-1 platforms (Compose, Android) receive
/// k/m as their stiffness and ζ as their damping ratio. Each snippet also carries its platform's end rule
/// for the travel (Compose's `visibilityThreshold`, Android's minimum visible change, Flutter's tolerance
/// and unbounded controller, UIKit's exact form, CSS's whole settle time), so that run as the platform
/// runs it (``PlatformSimulation``) it stays within 0.5 % of the travel until the spring settles to 0.1 %.
struct SpringCode: Sendable {
    /// The spring the snippets describe.
    let spring: Spring
    /// The travel the end rules are set for, in points (Compose and Android state it).
    let travel: Double

    /// The default travel, in points: the pill's one-segment step in the default 1100-point window.
    static let defaultTravel = 167.0

    /// Prepares the snippets for `spring` moving `travel` points (values ≤ 0 or not finite: ``defaultTravel``).
    init(spring: Spring, travel: Double = SpringCode.defaultTravel) {
        self.spring = spring
        self.travel = travel.isFinite && travel > 0 ? travel : SpringCode.defaultTravel
    }

    /// One platform's snippet: its JSON key (`swiftui`, `uikit`, `flutter`, `compose`, `android`,
    /// `css`), a title for people, and the code.
    struct Snippet: Sendable, Equatable {
        /// The key in `pickerlab spring --json`'s `code` object.
        var key: String
        /// The platform's name as shown to people ("SwiftUI", "Jetpack Compose", …).
        var title: String
        /// The code, one or more lines.
        var code: String
    }

    /// The snippets in the order they are printed.
    var snippets: [Snippet] {
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
