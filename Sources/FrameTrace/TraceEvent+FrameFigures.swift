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
}
