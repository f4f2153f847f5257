/// How a `frame` complete event's figures are read, one rule for `trace summary` (``TraceSummary``) and
/// `trace compare` (``TraceRun``): a hostile or damaged file's negative values never count.
extension TraceEvent {
    /// The frame's duration in µs: its `dur`, a negative or missing one read as 0.
    var frameDurationUs: Int64 { max(0, dur ?? 0) }

    /// The frame's end in µs: `ts` plus ``frameDurationUs`` (saturating).
    var frameEndTs: Int64 {
        let (sum, overflow) = ts.addingReportingOverflow(frameDurationUs)
        return overflow ? .max : sum
    }

    /// The frame's `deadline_us` in µs; nil when missing, not a number, or not positive (read as absent).
    var frameDeadlineUs: Int64? { args["deadline_us"]?.intValue.flatMap { $0 > 0 ? $0 : nil } }

    /// The frame's `missed_vsyncs` (count); nil when missing, not a number or negative (read as absent: the
    /// frame's `missed` / deadline decide, as for a trace from before the vsync timeline).
    var frameMissedVsyncs: Int? { args["missed_vsyncs"]?.intValue.flatMap { $0 >= 0 ? Int(clamping: $0) : nil } }

    /// Whether the frame missed its deadline: its `missed` arg, else ``frameDurationUs`` > ``frameDeadlineUs``
    /// (false without a deadline).
    var frameIsMissed: Bool {
        if let missed = args["missed"]?.boolValue { return missed }
        if let deadline = frameDeadlineUs { return frameDurationUs > deadline }
        return false
    }

    /// The refresh period a frame's lateness is counted in, µs: its ``frameDeadlineUs``, else 60 Hz's
    /// (``TraceRun/defaultDeadlineUs``).
    var framePeriodUs: Int64 { frameDeadlineUs ?? TraceRun.defaultDeadlineUs }

    /// The vsyncs the frame missed, by one rule for `trace summary` and `trace compare`: its `missed_vsyncs`;
    /// else (a trace from before the vsync timeline) a frame that missed its deadline (``frameIsMissed``, or
    /// without a deadline and a `missed` arg, longer than 60 Hz's period) overran it by
    /// max(1, ⌈dur ÷ period⌉ − 1) vsyncs; else 0.
    var frameMissedVsyncsByRule: Int {
        if let k = frameMissedVsyncs { return k }
        let period = framePeriodUs
        let missed = frameIsMissed || (frameDeadlineUs == nil && args["missed"]?.boolValue == nil && frameDurationUs > period)
        guard missed else { return 0 }
        // Saturating: a hostile file's 1e20 µs frame must not overflow.
        let (sum, overflow) = frameDurationUs.addingReportingOverflow(period - 1)
        return max(1, Int(clamping: (overflow ? Int64.max : sum) / period - 1))
    }
}
