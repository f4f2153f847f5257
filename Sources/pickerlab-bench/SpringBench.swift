import Motion

/// The cost of evaluating running springs: 10,000 `AnimatedValue<Double>`s, each retargeted to its own
/// value with `.bouncy`, advanced together frame by frame at 60 Hz; nanoseconds per spring per frame.
enum SpringBench {
    static func run(into report: inout Report) {
        let count = 10_000
        var values = (0..<count).map { AnimatedValue(Double($0 % 97)) }
        for i in values.indices { values[i].set(Double(i % 89) + 300, animation: .bouncy, at: 0) }
        var samples: [Double] = []
        var checksum = 0.0
        for frame in 1...30 {
            let t = Double(frame) / 60
            let s = Stopwatch.seconds {
                for i in values.indices { _ = values[i].update(at: t, settleTolerance: 0.25, velocityTolerance: 1) }
            }
            checksum += values[frame * 37].value
            samples.append(s / Double(count) * 1e9)
        }
        precondition(checksum.isFinite)
        report.add("springs: 10,000 running, per spring per frame p50", Stopwatch.percentile(samples, 50), "ns")
        report.add("springs: 10,000 running, per spring per frame p99", Stopwatch.percentile(samples, 99), "ns")
    }
}
