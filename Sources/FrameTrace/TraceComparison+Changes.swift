import Foundation

extension TraceComparison {
    /// The headline figures (``FrameFigures``: fps while animating, missed vsyncs after the first frame, the
    /// hitch time ratio), A → B, each marked when the difference is significant — `trace summary`'s headline
    /// for both runs, judged.
    public var headline: String {
        func item(_ name: String, _ label: String, _ decimals: Int, _ unit: String) -> String? {
            guard let row = row(name) else { return nil }
            return "\(label) \(TraceComparison.fixed(row.a, decimals)) → \(TraceComparison.fixed(row.b, decimals))\(unit)"
                + (row.interval == nil ? "" : row.isSignificant ? " (significant)" : " (not significant)")
        }
        // Missed vsyncs: the counts, judged by their rate (missed per second of frames).
        let missed = item("missed_vsyncs", "missed vsyncs", 0, "").map { count in
            guard let rate = row("missed_vsyncs_per_s") else { return count }
            return count + " (\(TraceComparison.fixed(rate.a, 2)) → \(TraceComparison.fixed(rate.b, 2)) /s"
                + (rate.interval == nil ? ")" : rate.isSignificant ? ", significant)" : ", not significant)")
        }
        return [item("fps", "fps", 2, ""), missed,
                item("hitch_time_ratio_ms_per_s", "hitch time ratio", 2, " ms/s")].compactMap { $0 }.joined(separator: ", ")
    }

    /// The paired changes' lines of the text report: per change, A's and B's figures and B − A.
    func changesText() -> [String] {
        guard !changes.isEmpty else { return ["changes: none paired (no control changed selection in both runs)"] }
        var lines = ["changes paired by control and order (A / B, B − A):"]
        func ms(_ v: Double?) -> String { v.map { TraceComparison.fixed($0, 1) } ?? "—" }
        for c in changes {
            let settle = "settle \(ms(c.a.settleMs)) / \(ms(c.b.settleMs)) ms" + (c.settleMsDifference.map { " (\(TraceComparison.signed($0, 1)))" } ?? "")
            // An unsettled change's overshoot is unknown: "—", never 0.
            func overshoot(_ f: SelectionChangeFigures) -> String { f.settleMs == nil ? "—" : TraceComparison.fixed(f.overshootPt, 2) }
            lines.append("  \(c.a.control) #\(c.order + 1) \(c.a.from)→\(c.a.to) / \(c.b.from)→\(c.b.to): \(settle), overshoot "
                + "\(overshoot(c.a)) / \(overshoot(c.b)) pt" + (c.overshootPtDifference.map { " (\(TraceComparison.signed($0, 2)))" } ?? "") + ", "
                + "peak \(TraceComparison.fixed(c.a.peakVelocityPtPerS, 0)) / \(TraceComparison.fixed(c.b.peakVelocityPtPerS, 0)) pt/s "
                + "(\(TraceComparison.signed(c.peakVelocityDifference, 0))), missed \(c.a.missedVsyncs) / \(c.b.missedVsyncs) "
                + "(\(TraceComparison.signed(Double(c.missedVsyncsDifference), 0)))")
        }
        return lines
    }

    /// `"changes":[{"control":"pill","order":0,"a":{…},"b":{…},"settle_ms_difference":86.7,
    /// "overshoot_pt_difference":2.1,"peak_velocity_difference":-220,"missed_vsyncs_difference":2}]`, each
    /// side as `trace summary --json`'s `changes` entries.
    func appendChangesJSON(to out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (k, c) in changes.enumerated() {
            if k > 0 { out.append(UInt8(ascii: ",")) }
            JSONBytes.appendMember("{\"control\":", .string(c.a.control), to: &out)
            JSONBytes.appendMember(",\"order\":", .int(Int64(c.order)), to: &out)
            JSONBytes.appendRaw(",\"a\":", to: &out)
            TraceSummary.appendChangeJSON(c.a, to: &out)
            JSONBytes.appendRaw(",\"b\":", to: &out)
            TraceSummary.appendChangeJSON(c.b, to: &out)
            JSONBytes.appendRaw(",\"settle_ms_difference\":", to: &out)
            if let d = c.settleMsDifference { JSONBytes.appendDouble(d, to: &out) } else { JSONBytes.appendRaw("null", to: &out) }
            JSONBytes.appendRaw(",\"overshoot_pt_difference\":", to: &out)
            if let d = c.overshootPtDifference { JSONBytes.appendDouble(d, to: &out) } else { JSONBytes.appendRaw("null", to: &out) }
            JSONBytes.appendMember(",\"peak_velocity_difference\":", .double(c.peakVelocityDifference), to: &out)
            JSONBytes.appendMember(",\"missed_vsyncs_difference\":", .int(Int64(c.missedVsyncsDifference)), to: &out)
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "]"))
    }
}
