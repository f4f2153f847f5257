/// How far a pointer may move from where it went down and still be a tap, in points, and how long a press
/// must be held to be a long press: the one table every recognizer and control reads (Flutter keeps its in
/// `packages/flutter/lib/src/gestures/constants.dart`).
public enum GestureSlop {
    /// A finger: Flutter's `kTouchSlop`, 18 logical pixels.
    public static let touch = 18.0
    /// A mouse: 4 points (a precise pointer; Flutter's precise-pointer slops are 1–2 pixels, which a
    /// trackpad click on a 2× display exceeds).
    public static let mouse = 4.0
    /// How long a press must stay within the slop to be a long press, in seconds: Flutter's
    /// `kLongPressTimeout` (500 ms).
    public static let longPressDeadline = 0.5

    /// The slop for a pointer of `kind`, in points.
    public static func of(_ kind: PointerKind) -> Double { kind == .touch ? touch : mouse }
}
