import Motion

extension SpringCode {
    /// SwiftUI: `.spring(response:dampingFraction:)` and `Spring(duration:bounce:)`, the same spring
    /// (SwiftUI's documented conversion ζ = 1 − bounce, or 1/(1 + bounce) below 0).
    public var swiftUI: String {
        """
        .spring(response: \(SpringCode.number(spring.response)), dampingFraction: \(SpringCode.number(spring.dampingFraction)))
        // or, iOS 17+:
        .spring(Spring(duration: \(SpringCode.number(spring.duration)), bounce: \(SpringCode.number(spring.bounce))))
        """
    }

    /// UIKit: `UISpringTimingParameters(dampingRatio:initialVelocity:)` in a `UIViewPropertyAnimator`
    /// whose duration is the settle time to 0.5 % (UIKit fits a damping-ratio spring into the animator's
    /// duration), and the exact physical form, for which UIKit ignores the animator's duration.
    public var uiKit: String {
        let settle = spring.settlingDuration(tolerance: 0.005)
        return """
        let timing = UISpringTimingParameters(dampingRatio: \(SpringCode.number(spring.dampingFraction)), initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: \(SpringCode.number((settle * 1000).rounded() / 1000)), timingParameters: timing)
        // exact curve (the animator's duration is then ignored):
        // UISpringTimingParameters(mass: \(SpringCode.number(spring.mass)), stiffness: \(SpringCode.number(spring.stiffness)), damping: \(SpringCode.number(spring.damping)), initialVelocity: .zero)
        """
    }
}
