/// The percentile bootstrap (Efron & Tibshirani, "An Introduction to the Bootstrap", 1993, ch. 13) for the
/// difference of a statistic between two independent samples: resample each sample with replacement,
/// compute the statistic of both resamples, and take the 2.5th and 97.5th percentiles of the differences
/// B − A as the 95 % confidence interval. A difference is significant when that interval excludes 0.
///
/// Deterministic: the resampling uses a fixed seed (``seed``), so the same traces give the same output.
public enum Bootstrap {
    /// The number of resamples per comparison.
    public static let defaultIterations = 1000
    /// The fixed seed of the resampling, so output is reproducible.
    public static let seed: UInt64 = 0x5EED_0F_F4A3E5

    /// A statistic of one sample, evaluated on a resample given as how many times each element was drawn.
    public struct Estimator: Sendable {
        /// The sample's size.
        public let count: Int
        private let evaluate: @Sendable ([Int32]) -> Double

        /// The statistic of the sample itself (every element drawn once).
        public var value: Double { evaluate([Int32](repeating: 1, count: count)) }

        /// The statistic on a resample: `counts[i]` is how many times element `i` was drawn.
        func value(counts: [Int32]) -> Double { evaluate(counts) }

        /// The nearest-rank p-th percentile (``Percentile``; p ≥ 100 is the maximum) of `values`.
        public static func percentile(_ p: Double, of values: [Double]) -> Estimator {
            let sorted = values.filter(\.isFinite).sorted()
            return Estimator(count: sorted.count) { counts in
                guard !sorted.isEmpty else { return 0 }
                let rank = Int64(Percentile.rank(p, count: sorted.count))
                var seen: Int64 = 0
                for i in sorted.indices {
                    seen += Int64(counts[i])
                    if seen >= rank { return sorted[i] }
                }
                return sorted[sorted.count - 1]
            }
        }

        /// The sum of `values` (a count of events over the sample, e.g. missed vsyncs over frames).
        public static func sum(_ values: [Double]) -> Estimator {
            Estimator(count: values.count) { counts in
                var total = 0.0
                for i in values.indices { total += Double(counts[i]) * values[i] }
                return total
            }
        }

        /// Σ numerators ÷ Σ denominators over the elements (0 when the denominators sum to 0), e.g. ms of
        /// lateness per animated second over frames. `numerators` and `denominators` have the same length.
        public static func ratio(_ numerators: [Double], _ denominators: [Double]) -> Estimator {
            let n = min(numerators.count, denominators.count)
            return Estimator(count: n) { counts in
                var top = 0.0, bottom = 0.0
                for i in 0..<n {
                    top += Double(counts[i]) * numerators[i]
                    bottom += Double(counts[i]) * denominators[i]
                }
                return bottom > 0 ? top / bottom : 0
            }
        }

        init(count: Int, evaluate: @escaping @Sendable ([Int32]) -> Double) {
            self.count = count
            self.evaluate = evaluate
        }
    }

    /// A 95 % confidence interval of a difference B − A, in the statistic's unit.
    public struct Interval: Sendable, Equatable {
        /// 2.5th percentile of the resampled differences.
        public var low: Double
        /// 97.5th percentile of the resampled differences.
        public var high: Double
        /// Whether the interval excludes 0.
        var excludesZero: Bool { low > 0 || high < 0 }
    }

    /// The 95 % intervals of B − A for several statistics of the same two samples: `a[k]` and `b[k]` are the
    /// k-th statistic of run A and run B; every estimator of `a` has the same ``Estimator/count`` (and of `b`).
    /// Each iteration draws one resample of each run and evaluates every statistic on it.
    /// - Returns: one interval per statistic, or `nil` for all when either sample is empty.
    /// - Complexity: O(iterations × (n_A + n_B) × statistics).
    static func differenceIntervals(a: [Estimator], b: [Estimator], iterations: Int = defaultIterations,
                                           seed: UInt64 = Bootstrap.seed) -> [Interval]? {
        guard let na = a.first?.count, let nb = b.first?.count, na > 0, nb > 0, a.count == b.count, iterations > 0 else { return nil }
        var generator = SplitMix64(seed: seed)
        var differences = [[Double]](repeating: [], count: a.count)
        for k in differences.indices { differences[k].reserveCapacity(iterations) }
        var countsA = [Int32](repeating: 0, count: na), countsB = [Int32](repeating: 0, count: nb)
        for _ in 0..<iterations {
            generator.resample(into: &countsA)
            generator.resample(into: &countsB)
            for k in a.indices { differences[k].append(b[k].value(counts: countsB) - a[k].value(counts: countsA)) }
        }
        return differences.map { d in
            let sorted = d.sorted()
            return Interval(low: Percentile.nearestRank(2.5, sorted: sorted), high: Percentile.nearestRank(97.5, sorted: sorted))
        }
    }
}

/// SplitMix64 (Steele, Lea & Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014): a small
/// seeded generator, so bootstrap resamples (and the tests' seeded fuzz) are the same on every run and platform.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `0..<n` (Lemire's multiply-shift; n > 0).
    mutating func below(_ n: Int) -> Int { Int(next().multipliedFullWidth(by: UInt64(n)).high) }

    /// Draws `counts.count` elements with replacement: `counts[i]` becomes how often element `i` was drawn.
    mutating func resample(into counts: inout [Int32]) {
        for i in counts.indices { counts[i] = 0 }
        for _ in counts.indices { counts[below(counts.count)] += 1 }
    }
}
