import Motion

extension SpringCode {
    /// CSS: a `linear()` easing within 0.4 % of the spring's curve (see ``LinearEasing``), over the
    /// time the closed form needs to come within 0.1 % of its target.
    public var css: String {
        let easing = LinearEasing(spring: spring)
        return """
        /* \(easing.stops.count) stops, within 0.5 % of the spring's curve */
        transition: transform \(LinearEasing.format(easing.duration, decimals: 3))s \(easing.cssFunction);
        """
    }
}
