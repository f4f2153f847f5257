import Motion

extension SpringCode {
    /// SwiftUI: `.spring(response:dampingFraction:)` and `Spring(duration:bounce:)`, the same spring
    /// (SwiftUI's documented conversion ζ = 1 − bounce, or 1/(1 + bounce) below 0).
    var swiftUI: String {
        """
        .spring(response: \(SpringCode.number(spring.response)), dampingFraction: \(SpringCode.number(spring.dampingFraction)))
        // or, iOS 17+:
        .spring(Spring(duration: \(SpringCode.number(spring.duration)), bounce: \(SpringCode.number(spring.bounce))))
        """
    }

    /// UIKit: the exact `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` in a
    /// `UIViewPropertyAnimator`, which then ignores its duration and runs the spring until it settles. (The
    /// `dampingRatio:` form cannot carry this spring: UIKit derives its stiffness from the duration.)
    var uiKit: String {
        let settle = spring.settlingDuration(tolerance: 0.001)
        return """
        let timing = UISpringTimingParameters(mass: \(SpringCode.number(spring.mass)), stiffness: \(SpringCode.number(spring.stiffness)), damping: \(SpringCode.number(spring.damping)), initialVelocity: CGVector(dx: 0, dy: 0))
        // With these parameters UIKit ignores the animator's duration: the spring runs until it settles (within 0.1 % in \(LinearEasing.format(settle, decimals: 3)) s).
        // initialVelocity is in travels per second (a flick's points per second ÷ the travel in points).
        let animator = UIViewPropertyAnimator(duration: \(LinearEasing.format(settle, decimals: 3)), timingParameters: timing)
        """
    }
}
