import Foundation

/// Jetpack Compose's `spring()`, ported from androidx/androidx `compose/animation/animation-core/src/commonMain/
/// kotlin/androidx/compose/animation/core/` so a snippet's numbers can be run as Compose runs them:
///
/// - `SpringSimulation.updateValues` (Float value and target, double maths, `exp`), natural frequency
///   √stiffness, critical damping only when `dampingRatio == 1f`: `SpringSimulation.kt` @ 13d5e2efb6ca3077b4bd3f6040c5a15b504397d3;
/// - `FloatSpringSpec`: the value at a play time truncated to whole milliseconds, and the duration
///   `estimateAnimationDurationMillis(stiffness, dampingRatio, v₀/visibilityThreshold, (x₀ − x₁)/visibilityThreshold,
///   delta = 1)`: `FloatAnimationSpec.kt` @ 7a915f448237503cc8414ddde8368d84caa8a6b3 (`SpringSpec` vectorizes to one
///   `FloatSpringSpec` per dimension with its visibility threshold, 0.01 when none is given: `AnimationSpec.kt`
///   @ 0196ee13efae19dd0f5d1df973d327b750ef3eb2);
/// - the estimate itself (the envelope for under-damped springs, Newton's method on x(t) = ±delta otherwise):
///   `SpringEstimation.kt` @ 1d7dc4d109e12aa0d24aba1e4a024b996849f4ef, with `complexSqrt` of `ComplexDouble.kt`
///   @ 55c737bfb7a7320ac5b43787306f0c3af169f420;
/// - the end rule: `TargetBasedAnimation.getValueFromNanos` is the target once the play time reaches the
///   duration (`Animation.kt` @ f0eb74045ae3e084b590e19114ea8090c7e64cfa).
struct ComposeSpringAnimation {
    let initialValue: Float, targetValue: Float, initialVelocity: Float
    let dampingRatio: Float
    private let naturalFreq: Double
    private var gammaPlus = 0.0, gammaMinus = 0.0, dampedFreq = 0.0
    /// The estimated duration in nanoseconds, after which the value is the target.
    let durationNanos: Int64

    /// `Animatable(initialValue).animateTo(targetValue, spring(dampingRatio, stiffness, visibilityThreshold), initialVelocity)`.
    init(initialValue: Float, targetValue: Float, initialVelocity: Float = 0,
         dampingRatio: Float, stiffness: Float, visibilityThreshold: Float = 0.01) {
        self.initialValue = initialValue
        self.targetValue = targetValue
        self.initialVelocity = initialVelocity
        self.dampingRatio = dampingRatio
        naturalFreq = Double(stiffness).squareRoot()
        let dr = Double(dampingRatio)
        let dampingRatioSquared = Double(dampingRatio) * dr
        if dampingRatio > 1 {
            gammaPlus = -dr * naturalFreq + naturalFreq * (dampingRatioSquared - 1).squareRoot()
            gammaMinus = -dr * naturalFreq - naturalFreq * (dampingRatioSquared - 1).squareRoot()
        } else if dampingRatio >= 0 && dampingRatio < 1 {
            dampedFreq = naturalFreq * (1 - dampingRatioSquared).squareRoot()
        }
        // FloatSpringSpec.getDurationNanos; `spring.stiffness` reads back (naturalFreq²).toFloat().
        let millis = ComposeSpringEstimation.durationMillis(
            stiffness: Float(naturalFreq * naturalFreq), dampingRatio: dampingRatio,
            initialVelocity: initialVelocity / visibilityThreshold,
            initialDisplacement: (initialValue - targetValue) / visibilityThreshold, delta: 1)
        durationNanos = millis.multipliedReportingOverflow(by: 1_000_000).overflow ? .max : millis * 1_000_000
    }

    /// The value the animation shows `playTimeNanos` after it started.
    func value(playTimeNanos: Int64) -> Float {
        if playTimeNanos >= durationNanos { return targetValue }
        return updateValues(initialValue, initialVelocity, playTimeNanos / 1_000_000).value
    }

    /// `SpringSimulation.updateValues(lastDisplacement, lastVelocity, timeElapsed)` with `finalPosition` the target.
    private func updateValues(_ lastDisplacement: Float, _ lastVelocity: Float, _ timeElapsed: Int64) -> (value: Float, velocity: Float) {
        let adjustedDisplacement = Double(lastDisplacement - targetValue)   // Float subtraction
        let v = Double(lastVelocity)
        let deltaT = Double(timeElapsed) / 1000.0
        let dr = Double(dampingRatio)
        let displacement: Double, currentVelocity: Double
        if dampingRatio > 1 {
            let coeffA = adjustedDisplacement - (gammaMinus * adjustedDisplacement - v) / (gammaMinus - gammaPlus)
            let coeffB = (gammaMinus * adjustedDisplacement - v) / (gammaMinus - gammaPlus)
            displacement = coeffA * Foundation.exp(gammaMinus * deltaT) + coeffB * Foundation.exp(gammaPlus * deltaT)
            currentVelocity = coeffA * gammaMinus * Foundation.exp(gammaMinus * deltaT) + coeffB * gammaPlus * Foundation.exp(gammaPlus * deltaT)
        } else if dampingRatio == 1.0 {
            let coeffA = adjustedDisplacement
            let coeffB = v + naturalFreq * adjustedDisplacement
            displacement = (coeffA + coeffB * deltaT) * Foundation.exp(-naturalFreq * deltaT)
            currentVelocity = (coeffA + coeffB * deltaT) * Foundation.exp(-naturalFreq * deltaT) * (-naturalFreq)
                + coeffB * Foundation.exp(-naturalFreq * deltaT)
        } else {
            let cosCoeff = adjustedDisplacement
            let sinCoeff = (1 / dampedFreq) * (dr * naturalFreq * adjustedDisplacement + v)
            let decay = Foundation.exp(Double(-dampingRatio) * naturalFreq * deltaT)
            displacement = decay * (cosCoeff * Foundation.cos(dampedFreq * deltaT) + sinCoeff * Foundation.sin(dampedFreq * deltaT))
            currentVelocity = displacement * (-naturalFreq) * dr
                + decay * (-dampedFreq * cosCoeff * Foundation.sin(dampedFreq * deltaT) + dampedFreq * sinCoeff * Foundation.cos(dampedFreq * deltaT))
        }
        return (Float(displacement + Double(targetValue)), Float(currentVelocity))
    }
}

/// `SpringEstimation.kt`: when a spring is last at `delta` (in units of the visibility threshold).
enum ComposeSpringEstimation {
    /// `Long.MAX_VALUE / 1_000_000`.
    static let maxLongMillis = Int64.max / 1_000_000

    /// The Float overload of `estimateAnimationDurationMillis`, in whole milliseconds.
    static func durationMillis(stiffness: Float, dampingRatio: Float, initialVelocity: Float, initialDisplacement: Float, delta: Float) -> Int64 {
        if dampingRatio == 0 { return maxLongMillis }
        let k = Double(stiffness), zeta = Double(dampingRatio)
        let dampingCoefficient = 2.0 * zeta * k.squareRoot()
        let partialRoot = dampingCoefficient * dampingCoefficient - 4.0 * k
        // complexSqrt, then (−c ± √) × 0.5
        let sq: (re: Double, im: Double) = partialRoot < 0 ? (0, abs(partialRoot).squareRoot()) : (partialRoot.squareRoot(), 0)
        let first = (re: (-dampingCoefficient + sq.re) * 0.5, im: sq.im * 0.5)
        let second = (re: (-dampingCoefficient - sq.re) * 0.5, im: -sq.im * 0.5)
        return estimateDurationInternal(first: first, second: second, dampingRatio: zeta, initialVelocity: Double(initialVelocity),
                                        initialPosition: Double(initialDisplacement), delta: Double(delta))
    }

    private static func estimateDurationInternal(first: (re: Double, im: Double), second: (re: Double, im: Double), dampingRatio: Double,
                                                 initialVelocity: Double, initialPosition: Double, delta: Double) -> Int64 {
        if initialPosition == 0 && initialVelocity == 0 { return 0 }
        let v0 = initialPosition < 0 ? -initialVelocity : initialVelocity
        let p0 = abs(initialPosition)
        let seconds: Double
        if dampingRatio > 1 { seconds = overDamped(r1: first.re, r2: second.re, p0: p0, v0: v0, delta: delta) }
        else if dampingRatio < 1 { seconds = underDamped(r: first.re, imaginary: first.im, p0: p0, v0: v0, delta: delta) }
        else { seconds = criticallyDamped(r: first.re, p0: p0, v0: v0, delta: delta) }
        return kotlinToLong(seconds * 1000.0)
    }

    /// Kotlin's `Double.toLong()`: towards zero, NaN → 0, saturating.
    static func kotlinToLong(_ v: Double) -> Int64 {
        if v.isNaN { return 0 }
        if v >= 9.223372036854775807e18 { return .max }
        if v <= -9.223372036854775808e18 { return .min }
        return Int64(v.rounded(.towardZero))
    }

    private static func underDamped(r: Double, imaginary: Double, p0: Double, v0: Double, delta: Double) -> Double {
        let c1 = p0
        let c2 = (v0 - r * c1) / imaginary
        let c = (c1 * c1 + c2 * c2).squareRoot()
        return Foundation.log(delta / c) / r
    }

    private static func newton(_ x: Double, _ fn: (Double) -> Double, _ fnPrime: (Double) -> Double) -> Double { x - fn(x) / fnPrime(x) }

    private static func criticallyDamped(r: Double, p0: Double, v0: Double, delta: Double) -> Double {
        let c1 = p0, c2 = v0 - r * c1
        let t1 = Foundation.log(abs(delta / c1)) / r
        let guess = Foundation.log(abs(delta / c2))
        var t = guess
        for _ in 0...5 { t = guess - Foundation.log(abs(t / r)) }
        let t2 = t / r
        var tCurr = !t1.isFinite ? t2 : !t2.isFinite ? t1 : max(t1, t2)
        let tInflection = -(r * c1 + c2) / (r * c2)
        let xInflection = c1 * Foundation.exp(r * tInflection) + c2 * tInflection * Foundation.exp(r * tInflection)
        let signedDelta: Double
        if tInflection.isNaN || tInflection <= 0.0 {
            signedDelta = -delta
        } else if tInflection > 0.0 && -xInflection < delta {
            if c2 < 0 && c1 > 0 { tCurr = 0.0 }
            signedDelta = -delta
        } else {
            tCurr = -(2.0 / r) - (c1 / c2)
            signedDelta = delta
        }
        var tDelta = Double.greatestFiniteMagnitude, iterations = 0
        while tDelta > 0.001 && iterations < 100 {
            iterations += 1
            let tLast = tCurr
            tCurr = newton(tCurr, { t in (c1 + c2 * t) * Foundation.exp(r * t) + signedDelta },
                           { t in (c2 * (r * t + 1) + c1 * r) * Foundation.exp(r * t) })
            tDelta = abs(tLast - tCurr)
        }
        return tCurr
    }

    private static func overDamped(r1: Double, r2: Double, p0: Double, v0: Double, delta: Double) -> Double {
        let c2 = (r1 * p0 - v0) / (r1 - r2)
        let c1 = p0 - c2
        let t1 = Foundation.log(abs(delta / c1)) / r1
        let t2 = Foundation.log(abs(delta / c2)) / r2
        var tCurr = !t1.isFinite ? t2 : !t2.isFinite ? t1 : max(t1, t2)
        let tInflection = Foundation.log((c1 * r1) / (-c2 * r2)) / (r2 - r1)
        func xInflection() -> Double { c1 * Foundation.exp(r1 * tInflection) + c2 * Foundation.exp(r2 * tInflection) }
        let signedDelta: Double
        if tInflection.isNaN || tInflection <= 0.0 {
            signedDelta = -delta
        } else if tInflection > 0.0 && -xInflection() < delta {
            if c2 > 0.0 && c1 < 0.0 { tCurr = 0.0 }
            signedDelta = -delta
        } else {
            tCurr = Foundation.log(-(c2 * r2 * r2) / (c1 * r1 * r1)) / (r1 - r2)
            signedDelta = delta
        }
        if abs(c1 * r1 * Foundation.exp(r1 * tCurr) + c2 * r2 * Foundation.exp(r2 * tCurr)) < 0.0001 { return tCurr }
        var tDelta = Double.greatestFiniteMagnitude, iterations = 0
        while tDelta > 0.001 && iterations < 100 {
            iterations += 1
            let tLast = tCurr
            tCurr = newton(tCurr, { t in c1 * Foundation.exp(r1 * t) + c2 * Foundation.exp(r2 * t) + signedDelta },
                           { t in c1 * r1 * Foundation.exp(r1 * t) + c2 * r2 * Foundation.exp(r2 * t) })
            tDelta = abs(tLast - tCurr)
        }
        return tCurr
    }
}
