import Motion

extension SpringCode {
    /// Flutter: `SpringDescription(mass:stiffness:damping:)`; for a mass of 1, also the equivalent
    /// `SpringDescription.withDurationAndBounce` (which takes whole milliseconds).
    public var flutter: String {
        var code = "const spring = SpringDescription(mass: \(SpringCode.double(spring.mass)), stiffness: \(SpringCode.double(spring.stiffness)), damping: \(SpringCode.double(spring.damping)));"
        if spring.mass == 1 {
            let ms = Int((spring.duration * 1000).rounded())
            code += "\n// or: SpringDescription.withDurationAndBounce(duration: const Duration(milliseconds: \(ms)), bounce: \(SpringCode.double(spring.bounce)))"
        }
        return code
    }
}
