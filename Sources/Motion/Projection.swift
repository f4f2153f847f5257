import Geometry

/// How far a flung object will travel before friction stops it, in points.
///
/// UIKit's scroll-view deceleration, as given in WWDC 2018 "Designing Fluid Interfaces": velocity
/// decays by `decelerationRate` every millisecond, so the distance is the geometric series
/// (velocity/1000)·rate/(1 − rate). Use the result to pick the resting place a gesture is aimed at
/// (e.g. the segment a thumb is thrown towards), then animate there with a spring that keeps the
/// release velocity.
/// - Parameters:
///   - velocity: release velocity in points/second (from ``VelocityTracker``); non-finite gives 0.
///   - decelerationRate: fraction of velocity kept per millisecond, 0…1 exclusive (UIKit's
///     `UIScrollView.DecelerationRate.normal` is 0.998, `.fast` 0.99, see ``DecelerationRate``);
///     clamped to 0…0.9999 (NaN becomes 0), so the result is always finite.
/// - Returns: signed distance in points, in the direction of `velocity`.
public func projectedOffset(velocity: Double, decelerationRate: Double = DecelerationRate.normal) -> Double {
    guard velocity.isFinite else { return 0 }
    let rate = clamp(decelerationRate, 0, 0.9999)
    return velocity / 1000 * rate / (1 - rate)
}

/// The displayed overscroll for a drag of `offset` points past an edge: iOS `UIScrollView`'s
/// rubber-band formula (1 − 1/(offset·c/dimension + 1))·dimension, mirrored for negative offsets.
///
/// It starts with slope c (a drag of x moves the content by about c·x) and approaches `dimension`
/// asymptotically, so content can never be pulled further than its own extent.
/// - Parameters:
///   - offset: how far the pointer is past the edge, in points (negative: past the other edge).
///   - dimension: the scroll view's extent along the drag, in points; 0, negative or non-finite gives 0.
///   - c: the resistance constant; UIKit uses 0.55. Negative values count as 0 (no movement).
/// - Returns: the displayed offset in points, same sign as `offset`, magnitude below `dimension`.
public func rubberBand(offset: Double, dimension: Double, constant c: Double = 0.55) -> Double {
    guard dimension > 0, dimension.isFinite, !offset.isNaN, c.isFinite else { return 0 }
    let magnitude = abs(offset)
    let band = (1 - 1 / (magnitude * max(0, c) / dimension + 1)) * dimension
    return offset < 0 ? -band : band
}
