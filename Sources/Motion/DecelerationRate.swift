/// UIKit's scroll deceleration rates (`UIScrollView.DecelerationRate`): the fraction of velocity kept
/// per millisecond, for ``projectedOffset(velocity:decelerationRate:)``.
public enum DecelerationRate {
    /// `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond.
    public static let normal = 0.998
    /// `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond (paging feels like this).
    static let fast = 0.99
}
