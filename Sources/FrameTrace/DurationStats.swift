/// Distribution of a set of durations in milliseconds: count, nearest-rank p50 / p90 /
/// p99 (see ``Percentile``) and the maximum. All zeros when there are no durations.
public struct DurationStats: Sendable, Equatable {
    /// How many durations were measured.
    public var count: Int
    /// Median (nearest-rank p50), ms.
    public var p50: Double
    /// Nearest-rank 90th percentile, ms.
    var p90: Double
    /// Nearest-rank 99th percentile, ms.
    public var p99: Double
    /// Largest duration, ms.
    public var max: Double

    /// Creates stats from known figures (ms).
    public init(count: Int, p50: Double, p90: Double, p99: Double, max: Double) {
        self.count = count
        self.p50 = p50
        self.p90 = p90
        self.p99 = p99
        self.max = max
    }

    /// Computes the stats of `milliseconds`; non-finite values are ignored so every
    /// figure stays finite.
    /// - Complexity: O(n log n).
    public init(milliseconds: [Double]) {
        let sorted = milliseconds.filter(\.isFinite).sorted()
        self.init(count: sorted.count,
                  p50: Percentile.nearestRank(50, sorted: sorted),
                  p90: Percentile.nearestRank(90, sorted: sorted),
                  p99: Percentile.nearestRank(99, sorted: sorted),
                  max: sorted.last ?? 0)
    }

    /// No durations: count 0 and every figure 0.
    public static let empty = DurationStats(count: 0, p50: 0, p90: 0, p99: 0, max: 0)
}
