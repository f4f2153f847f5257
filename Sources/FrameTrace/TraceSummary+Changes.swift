extension TraceSummary {
    /// The per-change lines of the text report (none without a selection change).
    func changesText() -> [String] {
        guard !changes.isEmpty else { return [] }
        var lines = ["changes (settle to \(TraceSummary.fixed(MotionFigures.settleTolerancePt, 1)) pt; overshoot; peak velocity; missed vsyncs during it):"]
        for c in changes {
            let settle = c.settleMs.map { "settle \(TraceSummary.fixed($0, 3)) ms" }
                ?? (c.interrupted ? "not settled before the next change" : "not settled before the trace ended")
            // An unsettled change has no resting place to measure an overshoot from: say so, not 0.
            let overshoot = c.settleMs == nil ? "overshoot unknown (\(c.interrupted ? "interrupted" : "still moving at the end"))"
                : "overshoot \(TraceSummary.fixed(c.overshootPt, 3)) pt (\(TraceSummary.fixed(c.overshootPercent, 2))%)"
            lines.append("  \(c.control) \(c.from)→\(c.to) at \(TraceSummary.fixed(c.startMs, 3)) ms: \(settle), \(overshoot), "
                + "peak \(TraceSummary.fixed(c.peakVelocityPtPerS, 1)) pt/s, missed \(c.missedVsyncs)")
        }
        return lines
    }

    /// `[{"control":"pill","from":0,"to":2,"start_ms":500,"settle_ms":433.3,"overshoot_pt":3.1,
    /// "overshoot_percent":0.93,"peak_velocity_pt_s":1520.3,"missed_vsyncs":0},…]` (`settle_ms` null when the
    /// change did not settle before the next one or the trace's end, and then `overshoot_pt` and
    /// `overshoot_percent` null too: an unsettled change has no resting place to measure an overshoot from;
    /// `"interrupted"` says which: true when the next change came first, false when the trace ended).
    func appendChangesJSON(to out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (k, c) in changes.enumerated() {
            if k > 0 { out.append(UInt8(ascii: ",")) }
            TraceSummary.appendChangeJSON(c, to: &out)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// One change as a JSON object (keys as in ``appendChangesJSON(to:)``).
    static func appendChangeJSON(_ c: SelectionChangeFigures, to out: inout [UInt8]) {
        JSONBytes.appendMember("{\"control\":", .string(c.control), to: &out)
        JSONBytes.appendMember(",\"from\":", .int(Int64(c.from)), to: &out)
        JSONBytes.appendMember(",\"to\":", .int(Int64(c.to)), to: &out)
        JSONBytes.appendMember(",\"start_ms\":", .double(c.startMs), to: &out)
        JSONBytes.appendRaw(",\"settle_ms\":", to: &out)
        if let settle = c.settleMs { JSONBytes.appendDouble(settle, to: &out) } else { JSONBytes.appendRaw("null", to: &out) }
        let settled = c.settleMs != nil
        JSONBytes.appendRaw(",\"overshoot_pt\":", to: &out)
        if settled { JSONBytes.appendDouble(c.overshootPt, to: &out) } else { JSONBytes.appendRaw("null", to: &out) }
        JSONBytes.appendRaw(",\"overshoot_percent\":", to: &out)
        if settled { JSONBytes.appendDouble(c.overshootPercent, to: &out) } else { JSONBytes.appendRaw("null", to: &out) }
        if !settled { JSONBytes.appendMember(",\"interrupted\":", .bool(c.interrupted), to: &out) }
        JSONBytes.appendMember(",\"peak_velocity_pt_s\":", .double(c.peakVelocityPtPerS), to: &out)
        JSONBytes.appendMember(",\"missed_vsyncs\":", .int(Int64(c.missedVsyncs)), to: &out)
        out.append(UInt8(ascii: "}"))
    }
}
