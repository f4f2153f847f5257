/// How a change should be animated: what a transaction carries to every animated property it touches.
///
/// Mirrors SwiftUI's `Animation` presets. A spring is velocity-preserving when it interrupts a running
/// animation; a timing curve starts from the current value and runs for its fixed duration. There is
/// no `speed` modifier: the app slows the animation clock instead.
public enum Animation: Sendable, Hashable {
    /// Motion driven by a damped spring (closed form, see ``SpringSimulation``).
    case spring(Spring)
    /// Motion along a fixed-duration easing curve.
    case timing(TimingCurve)

    // MARK: - Springs (SwiftUI's presets)

    /// SwiftUI's `.smooth`: a spring with duration 0.5 s and bounce 0.
    public static var smooth: Animation { .spring(.smooth) }
    /// SwiftUI's `.snappy`: a spring with duration 0.5 s and bounce 0.15.
    public static var snappy: Animation { .spring(.snappy) }
    /// SwiftUI's `.bouncy`: a spring with duration 0.5 s and bounce 0.3.
    public static var bouncy: Animation { .spring(.bouncy) }

    /// SwiftUI's `.smooth(duration:extraBounce:)`; duration in seconds, bounce 0 + `extraBounce`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(.smooth(duration: duration, extraBounce: extraBounce))
    }

    /// SwiftUI's `.snappy(duration:extraBounce:)`; duration in seconds, bounce 0.15 + `extraBounce`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(.snappy(duration: duration, extraBounce: extraBounce))
    }

    /// SwiftUI's `.bouncy(duration:extraBounce:)`; duration in seconds, bounce 0.3 + `extraBounce`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(.bouncy(duration: duration, extraBounce: extraBounce))
    }

    /// SwiftUI's `.spring`: response 0.5 s, dampingFraction 0.825.
    public static var spring: Animation { .spring(.spring) }

    /// SwiftUI's `.spring(response:dampingFraction:)`; response in seconds. The defaults
    /// (0.5 s, 0.825) are SwiftUI's `Animation.spring`.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825) -> Animation {
        .spring(Spring(response: response, dampingFraction: dampingFraction))
    }

    /// SwiftUI's `.spring(duration:bounce:)`; duration in seconds, bounce −1…1.
    public static func spring(duration: Double, bounce: Double) -> Animation {
        .spring(Spring(duration: duration, bounce: bounce))
    }

    /// SwiftUI's `.interactiveSpring`: response 0.15 s, dampingFraction 0.86, for following a finger.
    public static var interactiveSpring: Animation { .spring(.interactiveSpring) }

    /// SwiftUI's `.default` (iOS 17 and later): a spring with response 0.55 s and dampingFraction 1.
    public static var `default`: Animation { .spring(.default) }

    // MARK: - Timing curves

    /// The duration SwiftUI gives `.linear` and `.easeInOut` when none is stated: 0.35 s.
    public static let defaultTimingDuration = 0.35

    /// SwiftUI's `.linear`: constant speed over 0.35 s.
    public static var linear: Animation { .timing(.linear(duration: defaultTimingDuration)) }
    /// SwiftUI's `.linear(duration:)`; duration in seconds.
    public static func linear(duration: Double) -> Animation { .timing(.linear(duration: duration)) }

    /// SwiftUI's `.easeInOut`: cubic-bezier(0.42, 0, 0.58, 1) over 0.35 s.
    public static var easeInOut: Animation { .timing(.easeInOut(duration: defaultTimingDuration)) }
    /// SwiftUI's `.easeInOut(duration:)`: cubic-bezier(0.42, 0, 0.58, 1); duration in seconds.
    public static func easeInOut(duration: Double) -> Animation { .timing(.easeInOut(duration: duration)) }

    /// SwiftUI's `.easeIn`: cubic-bezier(0.42, 0, 1, 1) over 0.35 s.
    public static var easeIn: Animation { .timing(.easeIn(duration: defaultTimingDuration)) }
    /// SwiftUI's `.easeIn(duration:)`: cubic-bezier(0.42, 0, 1, 1); duration in seconds.
    public static func easeIn(duration: Double) -> Animation { .timing(.easeIn(duration: duration)) }

    /// SwiftUI's `.easeOut`: cubic-bezier(0, 0, 0.58, 1) over 0.35 s.
    public static var easeOut: Animation { .timing(.easeOut(duration: defaultTimingDuration)) }
    /// SwiftUI's `.easeOut(duration:)`: cubic-bezier(0, 0, 0.58, 1); duration in seconds.
    public static func easeOut(duration: Double) -> Animation { .timing(.easeOut(duration: duration)) }
}
