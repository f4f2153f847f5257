import Motion

extension SpringCode {
    /// The stiffness for a mass-1 spring that moves like this one: k/m, in 1/second².
    var unitMassStiffness: Double { spring.stiffness / spring.mass }

    /// Jetpack Compose: `spring(dampingRatio, stiffness)` (Compose's springs have mass 1).
    public var compose: String {
        "spring<Float>(dampingRatio = \(SpringCode.number(spring.dampingFraction))f, stiffness = \(SpringCode.number(unitMassStiffness))f)"
    }

    /// Android's `androidx.dynamicanimation` `SpringForce` (mass 1, like Compose).
    public var android: String {
        """
        val force = SpringForce(1f)
            .setDampingRatio(\(SpringCode.number(spring.dampingFraction))f)
            .setStiffness(\(SpringCode.number(unitMassStiffness))f)
        """
    }
}
