/// A frame's place on the vsync grid, written into its `frame` event's args (`work_us`, `present_us`,
/// `expected_present_us`, `actual_present_us`, `missed_vsyncs`) and onto the `Expected frames` /
/// `Actual frames` tracks. Times are µs on the trace's clock.
public struct FrameTiming: Sendable, Equatable {
    /// Frame start to just before present, µs.
    public var workUs: Int64
    /// The present call, any vsync wait included, µs.
    public var presentUs: Int64
    /// The vsync the frame aimed at, µs.
    public var expectedPresentUs: Int64
    /// When the present returned (headless: start + real work), µs.
    public var actualPresentUs: Int64
    /// Whole refresh periods the frame reached the display after the expected vsync (≥ 0).
    public var missedVsyncs: Int
    /// The frame's work (input through render) on its thread's CPU clock, µs; nil when not measured.
    public var cpuUs: Int64?
    /// The scene side's share of it (input + animate + layout + paint) on the CPU clock, µs; nil when not measured.
    public var sceneCPUUs: Int64?

    /// Creates a frame timing.
    public init(workUs: Int64, presentUs: Int64, expectedPresentUs: Int64, actualPresentUs: Int64, missedVsyncs: Int,
                cpuUs: Int64? = nil, sceneCPUUs: Int64? = nil) {
        self.workUs = workUs; self.presentUs = presentUs; self.expectedPresentUs = expectedPresentUs
        self.actualPresentUs = actualPresentUs; self.missedVsyncs = max(0, missedVsyncs)
        self.cpuUs = cpuUs; self.sceneCPUUs = sceneCPUUs
    }

    /// The `Actual frames` slice's name, which Perfetto colours by: "on time", or "late" for every frame
    /// that missed a vsync (one name, so one colour; how many is the slice's `missed_vsyncs` arg).
    public var status: String { missedVsyncs == 0 ? "on time" : "late" }

    /// The `frame` slice's timing args in the order both formats write them: `work_us`, `present_us`,
    /// `expected_present_us`, `actual_present_us`, `missed_vsyncs`, then `cpu_us` and `scene_cpu_us` when
    /// measured (without allocating).
    func forEachArg(_ body: (String, TraceArg) -> Void) {
        body("work_us", .int(workUs))
        body("present_us", .int(presentUs))
        body("expected_present_us", .int(expectedPresentUs))
        body("actual_present_us", .int(actualPresentUs))
        body("missed_vsyncs", .int(Int64(missedVsyncs)))
        if let cpuUs { body("cpu_us", .int(cpuUs)) }
        if let sceneCPUUs { body("scene_cpu_us", .int(sceneCPUUs)) }
    }
}
