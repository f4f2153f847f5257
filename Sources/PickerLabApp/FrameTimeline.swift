import FrameTrace

/// One frame's timing: when it started and how long each phase took, in microseconds.
public struct FrameSample: Sendable, Equatable {
    /// Frame index.
    public var index: Int
    /// Start time in µs (trace time: the virtual clock when headless).
    public var start: Int64
    /// Phase durations in µs, in `FrameTimeline.phases` order (input, animate, layout, paint, render, present).
    public var phases: (Int64, Int64, Int64, Int64, Int64, Int64)
    /// Start-to-present time in µs.
    public var total: Int64
    /// Whether start-to-present exceeded the deadline (the refresh interval).
    public var missed: Bool

    public static func == (a: FrameSample, b: FrameSample) -> Bool {
        a.index == b.index && a.start == b.start && a.total == b.total && a.missed == b.missed && a.phases == b.phases
    }

    /// The duration of phase `i` (0…5) in µs.
    public func phase(_ i: Int) -> Int64 {
        switch i {
        case 0: phases.0
        case 1: phases.1
        case 2: phases.2
        case 3: phases.3
        case 4: phases.4
        default: phases.5
        }
    }
}

/// The last `capacity` frames' timings (a ring buffer that never reallocates), for the on-screen frame graph.
public struct FrameTimeline: Sendable {
    /// The phase names, in the order of `FrameSample.phases` (the trace's names).
    public static let phases = TraceNames.phases
    /// How many frames are kept.
    public let capacity: Int
    private var storage: [FrameSample]
    private var head = 0
    /// Frames recorded so far (may exceed `capacity`).
    public private(set) var recorded = 0

    /// A timeline holding the last `capacity` frames (the frame graph shows 240).
    public init(capacity: Int = 240) {
        self.capacity = max(1, capacity)
        storage = Array(repeating: FrameSample(index: 0, start: 0, phases: (0, 0, 0, 0, 0, 0), total: 0, missed: false), count: self.capacity)
    }

    /// Appends a frame, dropping the oldest when full.
    public mutating func append(_ s: FrameSample) {
        storage[head] = s
        head = (head + 1) % capacity
        recorded += 1
    }

    /// The kept frames, oldest first.
    public var samples: [FrameSample] {
        let n = min(recorded, capacity)
        return (0..<n).map { storage[(head - n + $0 + capacity) % capacity] }
    }

    /// Frames per second while frames are coming: one over the median interval between consecutive frame
    /// starts, counting only intervals under 250 ms (an idle window's pauses are not slow frames); 0 with
    /// no such interval.
    public var framesPerSecond: Double {
        let s = samples
        guard s.count >= 2 else { return 0 }
        var intervals: [Double] = []
        for i in 1..<s.count {
            let d = Double(s[i].start - s[i - 1].start)
            if d > 0, d < 250_000 { intervals.append(d) }
        }
        let median = Percentile.nearestRank(50, of: intervals)
        return median > 0 ? 1e6 / median : 0
    }

    /// The nearest-rank 99th percentile of the kept frames' start-to-present times, in milliseconds.
    public var p99Milliseconds: Double {
        Percentile.nearestRank(99, of: samples.map { Double($0.total) / 1000 })
    }

    /// How many kept frames missed their deadline.
    public var missedCount: Int { samples.filter(\.missed).count }
}
