import Foundation

/// Wall-clock timing for the benchmark (never used by tests: these machines are shared and noisy).
enum Stopwatch {
    /// Seconds `body` takes, on the monotonic clock.
    static func seconds(_ body: () -> Void) -> Double {
        let start = ContinuousClock.now
        body()
        let d = ContinuousClock.now - start
        return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    /// The nearest-rank percentile `p` (0…100) of `values`.
    static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = max(1, Int((p / 100 * Double(sorted.count)).rounded(.up)))
        return sorted[min(sorted.count, rank) - 1]
    }

    /// The machine's 1-minute load average (/proc/loadavg), NaN where unreadable: how shared the run was.
    static func loadAverage() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8),
              let first = text.split(separator: " ").first, let v = Double(first) else { return .nan }
        return v
    }
}
