import Foundation

/// androidx.dynamicanimation's `SpringAnimation`, ported from its source so a snippet's numbers can be run
/// as Android runs them: each frame advances the Float value and velocity from the previous frame's by the
/// analytic solution over the frame's whole milliseconds, then ends the animation, snapping to the final
/// position, once value and velocity are both within the thresholds.
///
/// - `SpringForce.updateValues` (double maths from the Float state, `Math.pow(Math.E, …)`), `isAtEquilibrium`
///   (|value − final| < valueThreshold and |velocity| < valueThreshold × 1000/16) and `setValueThreshold`:
///   androidx/androidx `dynamicanimation/dynamicanimation/src/main/java/androidx/dynamicanimation/animation/SpringForce.java`
///   @ fd79a569793acda1e955ddefad9b964cff70909f;
/// - `setMinimumVisibleChange` (valueThreshold = minimumVisibleChange × 0.75; a `FloatValueHolder`'s
///   default minimum visible change is 1), `doAnimationFrame` (the first frame only records its time), the
///   Float `MassState`: `DynamicAnimation.java` @ 0ccdd90e6916f52dbf9d69b0afa7ecea398ad130;
/// - `SpringAnimation.updateValueAndVelocity` (update, clamp to min/max, `isAtEquilibrium` → value = final,
///   velocity 0, finished), as in the same package's `SpringAnimation.java`.
struct AndroidSpringAnimation {
    // SpringForce
    private let naturalFreq: Double
    private let dampingRatio: Double
    private let finalPosition: Double
    private let valueThreshold: Double
    private let velocityThreshold: Double
    private var gammaPlus = 0.0, gammaMinus = 0.0, dampedFreq = 0.0

    // DynamicAnimation
    private(set) var value: Float
    private(set) var velocity: Float
    private var lastFrameTime: Int64 = 0
    /// True once the animation has ended.
    private(set) var finished = false

    /// `SpringAnimation(FloatValueHolder(start))` with `SpringForce(finalPosition).setDampingRatio(…)
    /// .setStiffness(…)`, `setMinimumVisibleChange(…)` (1 when nil) and `setStartVelocity(…)`.
    init(start: Float, finalPosition: Float, dampingRatio: Float, stiffness: Float,
         minimumVisibleChange: Float? = nil, startVelocity: Float = 0) {
        naturalFreq = Double(stiffness).squareRoot()
        self.dampingRatio = Double(dampingRatio)
        self.finalPosition = Double(finalPosition)
        let threshold = Double((minimumVisibleChange ?? 1) * Float(0.75))   // getValueThreshold()
        valueThreshold = abs(threshold)
        velocityThreshold = valueThreshold * (1000.0 / 16.0)
        value = start
        velocity = startVelocity
        // SpringForce.init()
        if self.dampingRatio > 1 {
            gammaPlus = -self.dampingRatio * naturalFreq + naturalFreq * (self.dampingRatio * self.dampingRatio - 1).squareRoot()
            gammaMinus = -self.dampingRatio * naturalFreq - naturalFreq * (self.dampingRatio * self.dampingRatio - 1).squareRoot()
        } else if self.dampingRatio >= 0 && self.dampingRatio < 1 {
            dampedFreq = naturalFreq * (1 - self.dampingRatio * self.dampingRatio).squareRoot()
        }
    }

    /// `SpringForce.updateValues(lastDisplacement, lastVelocity, timeElapsed)`, `timeElapsed` in ms.
    private func updateValues(_ lastDisplacementIn: Double, _ lastVelocity: Double, _ timeElapsed: Int64) -> (Float, Float) {
        let deltaT = Double(timeElapsed) / 1000
        let lastDisplacement = lastDisplacementIn - finalPosition
        let displacement: Double, currentVelocity: Double
        let e = M_E
        if dampingRatio > 1 {
            let coeffA = lastDisplacement - (gammaMinus * lastDisplacement - lastVelocity) / (gammaMinus - gammaPlus)
            let coeffB = (gammaMinus * lastDisplacement - lastVelocity) / (gammaMinus - gammaPlus)
            displacement = coeffA * Foundation.pow(e, gammaMinus * deltaT) + coeffB * Foundation.pow(e, gammaPlus * deltaT)
            currentVelocity = coeffA * gammaMinus * Foundation.pow(e, gammaMinus * deltaT) + coeffB * gammaPlus * Foundation.pow(e, gammaPlus * deltaT)
        } else if dampingRatio == 1 {
            let coeffA = lastDisplacement
            let coeffB = lastVelocity + naturalFreq * lastDisplacement
            displacement = (coeffA + coeffB * deltaT) * Foundation.pow(e, -naturalFreq * deltaT)
            currentVelocity = (coeffA + coeffB * deltaT) * Foundation.pow(e, -naturalFreq * deltaT) * -naturalFreq
                + coeffB * Foundation.pow(e, -naturalFreq * deltaT)
        } else {
            let cosCoeff = lastDisplacement
            let sinCoeff = (1 / dampedFreq) * (dampingRatio * naturalFreq * lastDisplacement + lastVelocity)
            displacement = Foundation.pow(e, -dampingRatio * naturalFreq * deltaT)
                * (cosCoeff * Foundation.cos(dampedFreq * deltaT) + sinCoeff * Foundation.sin(dampedFreq * deltaT))
            currentVelocity = displacement * -naturalFreq * dampingRatio
                + Foundation.pow(e, -dampingRatio * naturalFreq * deltaT)
                * (-dampedFreq * cosCoeff * Foundation.sin(dampedFreq * deltaT) + dampedFreq * sinCoeff * Foundation.cos(dampedFreq * deltaT))
        }
        return (Float(displacement + finalPosition), Float(currentVelocity))
    }

    /// `SpringForce.isAtEquilibrium(value, velocity)`: Float difference, double thresholds.
    private func isAtEquilibrium(_ value: Float, _ velocity: Float) -> Bool {
        Double(abs(velocity)) < velocityThreshold && Double(abs(value - Float(finalPosition))) < valueThreshold
    }

    /// `doAnimationFrame(frameTime)`, `frameTime` in whole milliseconds (the Choreographer's, via the
    /// AnimationHandler). Returns whether the animation finished on this frame.
    @discardableResult
    mutating func doAnimationFrame(_ frameTime: Int64) -> Bool {
        guard !finished else { return true }
        if lastFrameTime == 0 { lastFrameTime = frameTime; return false }
        let deltaT = frameTime - lastFrameTime
        lastFrameTime = frameTime
        // SpringAnimation.updateValueAndVelocity (no pending position, no end requested; min/max ±Float.MAX)
        let state = updateValues(Double(value), Double(velocity), deltaT)
        value = state.0
        velocity = state.1
        if isAtEquilibrium(value, velocity) {
            value = Float(finalPosition)
            velocity = 0
            finished = true
        }
        return finished
    }
}
