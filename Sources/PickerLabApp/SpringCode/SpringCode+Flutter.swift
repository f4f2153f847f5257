import Motion

extension SpringCode {
    /// The `Tolerance` velocity for a 0 → 1 value: 0.1 % of the travel × ω₀ per second, so that when
    /// `isDone` holds the spring cannot swing further than about 0.14 % (Flutter's default 1e-3 per second
    /// completes 1.3–1.9 × later, and for a slow spring could stop at a 1 % swing).
    var flutterVelocityTolerance: Double { 0.001 * spring.angularFrequency }

    /// Flutter: `SpringDescription(mass:stiffness:damping:)` run by `AnimationController.unbounded` (a
    /// default controller clamps to 0…1 and would cut the overshoot), with the tolerance that completes it
    /// within 0.1 % of the travel and the time it completes; for a mass of 1 and a whole number of
    /// milliseconds, also `SpringDescription.withDurationAndBounce` (which takes whole milliseconds).
    var flutter: String {
        let tolerance = "const Tolerance(distance: 0.001, velocity: \(SpringCode.double(flutterVelocityTolerance)))"
        let completes = flutterCompletion.map { "completes (isDone) after \(SpringCode.number($0)) s, within 0.1 % of the travel" }
            ?? "completes (isDone) within 0.1 % of the travel"
        var code = """
        // unbounded: a default AnimationController clamps its value to 0…1 and would cut the overshoot.
        final controller = AnimationController.unbounded(vsync: this);
        const spring = SpringDescription(mass: \(SpringCode.double(spring.mass)), stiffness: \(SpringCode.double(spring.stiffness)), damping: \(SpringCode.double(spring.damping)));
        // 0 → 1 (a fraction of the travel; for other units scale the tolerance with them); \(completes).
        controller.animateWith(SpringSimulation(spring, 0.0, 1.0, 0.0, tolerance: \(tolerance)));
        """
        let ms = (spring.duration * 1000).rounded()
        if spring.mass == 1, abs(ms - spring.duration * 1000) < 1e-9 * ms {
            code += "\n// or: SpringDescription.withDurationAndBounce(duration: const Duration(milliseconds: \(Int(ms))), bounce: \(SpringCode.double(spring.bounce)))"
        }
        return code
    }

    /// When the printed Flutter code completes, in seconds: Flutter's own `isDone` on the measuring frames
    /// (``FlutterAnimationController``, ``PlatformSimulation/microsecondGrid(_:)``); nil if it has not by the
    /// closed form's 0.1 % settle time × 4.
    var flutterCompletion: Double? {
        let s = spring
        // The numbers as printed, so the note is what the pasted code does.
        func printed(_ v: Double) -> Double { Double(SpringCode.double(v)) ?? v }
        let sim = FlutterSpringSimulation(mass: printed(s.mass), stiffness: printed(s.stiffness), damping: printed(s.damping), start: 0, end: 1, velocity: 0,
                                          tolerance: .init(distance: 0.001, velocity: printed(flutterVelocityTolerance)))
        var controller = FlutterAnimationController(unbounded: true, simulation: sim)
        let limit = 4 * s.settlingDuration(tolerance: 0.001)
        let step = Int64((PlatformSimulation.microsecondGrid(s) * 1e6).rounded())   // µs
        var t: Int64 = 0
        while controller.completedAt == nil && Double(t) / 1e6 <= limit { controller.tick(microseconds: t); t += step }
        return controller.completedAt
    }
}
