/// How far a pointer may move from where it went down and still be a tap, in points: the one slop table
/// every recognizer and control reads (Flutter keeps its in `gestures/constants.dart`).
public enum GestureSlop {
    /// A finger: Flutter's `kTouchSlop`, 18 logical pixels.
    public static let touch = 18.0
    /// A mouse: 4 points (a precise pointer; Flutter's precise-pointer slops are 1–2 pixels, which a
    /// trackpad click on a 2× display exceeds).
    public static let mouse = 4.0

    /// The slop for a pointer of `kind`, in points.
    public static func of(_ kind: PointerKind) -> Double { kind == .touch ? touch : mouse }
}
