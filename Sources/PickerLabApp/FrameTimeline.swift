import FrameTrace
import SceneGraph

/// One frame's timing, in microseconds of trace time (the virtual clock's frame starts when headless).
public struct FrameSample: Sendable, Equatable {
    /// Frame index.
    var index: Int
    /// Start time in µs.
    var start: Int64
    /// Each phase's duration in µs (`present` includes any vsync wait).
    var phases: FramePhaseDurations
    /// The vsync the frame aimed at (µs): see `VsyncGrid`.
    var expectedPresent: Int64
    /// When the present returned (µs); headless: the start plus the frame's real work.
    var actualPresent: Int64
    /// Whole refresh periods the frame reached the display after `expectedPresent` (≥ 0).
    public var missedVsyncs: Int
    /// Whether the present blocked for vsync.
    var presentBlocked: Bool
    /// Whether a selection feedback (the seeds' haptic) fired in this frame: the frame graph ticks it.
    var feedback = false

    /// Creates a sample.
    init(index: Int, start: Int64, phases: FramePhaseDurations, expectedPresent: Int64, actualPresent: Int64,
                missedVsyncs: Int, presentBlocked: Bool = false) {
        self.index = index; self.start = start; self.phases = phases; self.expectedPresent = expectedPresent
        self.actualPresent = actualPresent; self.missedVsyncs = missedVsyncs; self.presentBlocked = presentBlocked
    }

    /// Start to just before present, in µs: the frame's work.
    var work: Int64 { phases.work }
    /// The present call in µs, any vsync wait included.
    var presentDuration: Int64 { phases[.present] }
    /// Start to present in µs (`work + presentDuration`).
    var total: Int64 { phases.total }
    /// Whether the frame missed at least one vsync.
    var missed: Bool { missedVsyncs > 0 }
    /// The duration of `phase` in µs.
    public func duration(_ phase: FramePhase) -> Int64 { phases[phase] }
}

/// The last `capacity` frames' timings (a ring buffer that never reallocates), for the on-screen frame graph.
public struct FrameTimeline: Sendable {
    /// How many frames are kept.
    let capacity: Int
    private var storage: [FrameSample]
    private var head = 0
    /// A selection feedback fired since the last frame was appended (see `noteFeedback()`).
    private(set) var pendingFeedback = false
    /// Marks the next appended frame as the one in which a selection feedback fired.
    mutating func noteFeedback() { pendingFeedback = true }
    /// Frames recorded so far (may exceed `capacity`).
    public private(set) var recorded = 0

    /// A timeline holding the last `capacity` frames (the frame graph shows 240).
    init(capacity: Int = 240) {
        self.capacity = max(1, capacity)
        storage = Array(repeating: FrameSample(index: 0, start: 0, phases: FramePhaseDurations(), expectedPresent: 0, actualPresent: 0, missedVsyncs: 0),
                        count: self.capacity)
    }

    /// Appends a frame, dropping the oldest when full.
    mutating func append(_ s: FrameSample) {
        storage[head] = s
        if pendingFeedback { storage[head].feedback = true; pendingFeedback = false }
        head = (head + 1) % capacity
        recorded += 1
    }

    /// The kept frames, oldest first.
    public var samples: [FrameSample] {
        let n = min(recorded, capacity)
        return (0..<n).map { storage[(head - n + $0 + capacity) % capacity] }
    }

    /// The newest frame, if any.
    public var last: FrameSample? { recorded == 0 ? nil : storage[(head - 1 + capacity) % capacity] }

    /// Frames per second while frames are coming, by the definition `trace summary` and `trace compare` use
    /// (``FrameFigures/fps(frames:)``: intervals between frame starts under 250 ms, counted over their sum, each
    /// at least one refresh period `periodUs`; an idle window's pauses are not slow frames); 0 with no such interval.
    func framesPerSecond(periodUs: Int64) -> Double { FrameFigures.fps(frames: samples.lazy.map { ($0.start, periodUs) }) }

    /// The kept frames' missed vsyncs by the summary's definition (``FrameFigures/missedVsyncs(_:)``: the
    /// run's first frame, start-up, left out — only when it is still kept).
    var missedVsyncs: Int {
        let s = samples
        return FrameFigures.missedVsyncs((s.first?.index == 0 ? [] : [0]) + s.map(\.missedVsyncs))
    }

    /// The kept frames' hitch time ratio, ms of lateness per animated second, by the summary's definition
    /// (``FrameFigures/hitchTimeRatio(latenessUs:animatedUs:)``), lateness counted in `periodUs` periods.
    func hitchTimeRatio(periodUs: Int64) -> Double {
        let s = samples
        let lateness = (s.first?.index == 0 ? [] : [0]) + s.map { FrameFigures.latenessUs(missedVsyncs: $0.missedVsyncs, periodUs: periodUs) }
        return FrameFigures.hitchTimeRatio(latenessUs: lateness, animatedUs: FrameFigures.animatedTime(starts: s.map(\.start)).us)
    }

    /// The nearest-rank 99th percentile of the kept frames' work (start to just before present), in ms.
    var p99WorkMilliseconds: Double {
        Percentile.nearestRank(99, of: samples.map { Double($0.work) / 1000 })
    }

    /// How many kept frames missed at least one vsync (the run's first frame, its start-up, left out).
    var missedCount: Int { samples.filter { $0.missed && $0.index > 0 }.count }
}
