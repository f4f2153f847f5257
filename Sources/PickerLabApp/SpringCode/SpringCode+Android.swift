import Foundation
import Motion

extension SpringCode {
    /// The stiffness for a mass-1 spring that moves like this one: k/m, in 1/second².
    var unitMassStiffness: Double { spring.stiffness / spring.mass }

    /// The travel as the snippets print it, in points.
    var travelText: String { SpringCode.number(travel) }

    /// Jetpack Compose: `spring(dampingRatio, stiffness, visibilityThreshold)` (Compose's springs have mass 1).
    /// Compose ends a spring, at the target, once its envelope is within `visibilityThreshold` (default 0.01:
    /// a 1 % jump on a 0…1 value): 0.1 % of the travel keeps the jump inside the motion's 0.5 %.
    var compose: String {
        """
        // For a value travelling \(travelText) points (dp): Compose ends the animation at its target once it is within visibilityThreshold (0.1 % of the travel).
        spring<Float>(dampingRatio = \(SpringCode.number(spring.dampingFraction))f, stiffness = \(SpringCode.number(unitMassStiffness))f, visibilityThreshold = \(SpringCode.number(travel * 0.001))f)
        """
    }

    /// The minimum visible change that ends Android's `SpringAnimation` within 0.1 % of the travel, in
    /// points: the value threshold is 0.75 × it and the velocity threshold 62.5 × that per second
    /// (`DynamicAnimation` / `SpringForce`), so the threshold h also keeps the velocity at the end below
    /// 0.1 % of the travel × ω₀ (h = 0.001·travel·min(1, ω₀/62.5)): the spring cannot swing further than
    /// about 0.14 % after it stops.
    var androidMinimumVisibleChange: Double {
        let omega = spring.angularFrequency
        return 0.001 * travel * min(1, omega / 62.5) / 0.75
    }

    /// Android's `androidx.dynamicanimation` `SpringAnimation` with a `SpringForce` (mass 1, like Compose)
    /// and the minimum visible change for the travel (the default, 1, ends a 0…1 value after a few frames).
    var android: String {
        """
        // Travelling 0 → \(travelText) points (px at your density; scale setMinimumVisibleChange with the travel): it ends within 0.1 % of it.
        val animation = SpringAnimation(FloatValueHolder(0f)).apply {
            spring = SpringForce(\(travelText)f)
                .setDampingRatio(\(SpringCode.number(spring.dampingFraction))f)
                .setStiffness(\(SpringCode.number(unitMassStiffness))f)
            setMinimumVisibleChange(\(SpringCode.number(androidMinimumVisibleChange))f)
        }
        animation.start()
        """
    }
}
