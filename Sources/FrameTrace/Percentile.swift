/// Nearest-rank percentiles.
///
/// Definition (the nearest-rank method, as in e.g. NIST's "Engineering Statistics
/// Handbook" and Wikipedia's "Percentile"): for `n` values sorted ascending, the p-th
/// percentile (0 < p ≤ 100) is the value at 1-based rank `⌈p/100 · n⌉` — the smallest
/// value such that at least p % of the values are less than or equal to it. It is always
/// one of the data values (no interpolation). p ≤ 0 gives the minimum; p ≥ 100 the maximum.
/// Example: for {15, 20, 35, 40, 50}, p30 = 20, p40 = 20, p50 = 35, p100 = 50.
public enum Percentile {
    /// The 1-based nearest rank `⌈p/100 · count⌉`, clamped to `1...count`; 0 when `count` is 0.
    ///
    /// Computed as `⌈(p · count) / 100⌉` so that integral products stay exact (e.g. p = 40,
    /// n = 5 gives rank 2, not 3 from a rounding error in 0.4 · 5). A NaN `p` counts as 0.
    public static func rank(_ p: Double, count: Int) -> Int {
        guard count > 0 else { return 0 }
        guard p > 0 else { return 1 }
        guard p < 100 else { return count }
        let rank = (p * Double(count) / 100).rounded(.up)
        return min(max(Int(rank), 1), count)
    }

    /// The p-th nearest-rank percentile of values already sorted ascending.
    /// - Returns: the value at ``rank(_:count:)``, or 0 for an empty array (never NaN).
    public static func nearestRank(_ p: Double, sorted values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        return values[rank(p, count: values.count) - 1]
    }

    /// The p-th nearest-rank percentile of unsorted values; NaNs are ignored.
    /// - Returns: the percentile, or 0 when no value remains.
    /// - Complexity: O(n log n) for the sort.
    public static func nearestRank(_ p: Double, of values: [Double]) -> Double {
        nearestRank(p, sorted: values.filter { !$0.isNaN }.sorted())
    }
}
