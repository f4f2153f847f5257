import Foundation

extension TraceSummary {
    /// A human-readable report: what drew the frames, then **the headline** — fps while animating, missed
    /// vsyncs after the first frame and the hitch time ratio, the figures ``FrameFigures`` defines and `trace
    /// compare` and the F2 graph show — then work, input-to-present and the longest stall, each phase's
    /// percentiles, and each selection change's motion (``SelectionChangeFigures``). Durations in ms with 3
    /// decimals:
    ///
    /// ```
    /// renderer: opengl, refresh Hz: 60.00
    /// frames: 120 over 2.000 s, 1.900 s of it animated
    /// headline: 59.90 fps while animating, 2 missed vsyncs after the first frame (1.65% of expected frames), hitch time ratio 17.54 ms/s (critical: under 5 good, 5-10 warning, over 10 critical)
    /// work ms p50/p90/p99/max: 2.000 / 3.000 / 9.000 / 40.000 (n=120)
    /// input-to-present ms p50/p99: 12.000 / 20.000 (n=14, 1 after the last frame)
    /// longest stall 16.667 ms; first frame (start-up) 300.000 ms
    /// present interval ms p50/p90/p99/max: …
    /// phase input ms p50/p90/p99/max: … (…animate, layout, paint, render, present, frame)
    /// changes (settle to 0.5 pt; overshoot; peak velocity; missed vsyncs during it):
    ///   pill 0→2 at 500.000 ms: settle 433.333 ms, overshoot 3.100 pt (0.93%), peak 1520.3 pt/s, missed 0
    /// ```
    ///
    /// A trace without frames says so in one line. (The whole-run mean fps, idle time included, and the
    /// count of frames that missed a vsync, the first included, are in `--json` only: `mean_fps`, `missed`.)
    public func textReport() -> String {
        guard frames > 0 else { return "no frames in this trace (nothing was rendered)\n" }
        var lines = [
            "renderer: \(renderer.isEmpty ? "unknown" : renderer), refresh Hz: \(refreshHz > 0 ? TraceSummary.fixed(refreshHz, 2) : "unknown")",
            "frames: \(frames) over \(TraceSummary.fixed(durationSeconds, 3)) s, \(TraceSummary.fixed(animatedSeconds, 3)) s of it animated",
            "headline: \(TraceSummary.fixed(animatedFPS, 2)) fps while animating, \(missedVsyncs) missed vsync\(missedVsyncs == 1 ? "" : "s") after the first frame "
                + "(\(TraceSummary.fixed(missedVsyncPercent, 2))% of expected frames), hitch time ratio \(TraceSummary.fixed(hitchTimeRatio, 2)) ms/s "
                + "(\(hitchBand): under 5 good, 5-10 warning, over 10 critical)",
            TraceSummary.statsLine("work", work),
            "input-to-present ms p50/p99: \(TraceSummary.fixed(inputLatency.p50, 3)) / \(TraceSummary.fixed(inputLatency.p99, 3)) "
                + "(n=\(inputLatency.count), \(unmatchedInputs) after the last frame)",
            "longest stall \(TraceSummary.fixed(longestStallMs, 3)) ms; first frame (start-up) \(TraceSummary.fixed(firstFrameMs, 3)) ms",
            TraceSummary.statsLine("present interval", presentInterval),
        ]
        for name in TraceSummary.reportedPhases { lines.append(TraceSummary.statsLine("phase " + name, stats(forPhase: name))) }
        lines += changesText()
        return lines.joined(separator: "\n") + "\n"
    }

    /// The same figures as one strict JSON object (unrounded, finite), for `--json`:
    ///
    /// ```
    /// {"frames":120,"duration_s":2,"mean_fps":60,
    ///  "phases":{"input":{"count":120,"p50_ms":0.2,"p90_ms":0.2,"p99_ms":0.2,"max_ms":0.2},…,"frame":{…}},
    ///  "missed":{"count":3,"percent":2.5,"longest_streak":2},
    ///  "input_latency":{"count":14,"unmatched":1,"p50_ms":12,"p99_ms":20}}
    /// ```
    /// (written on one line, followed by a newline; phases in ``reportedPhases`` order).
    public func jsonReport() -> String {
        var out: [UInt8] = []
        JSONBytes.appendMember("{\"frames\":", .int(Int64(frames)), to: &out)
        JSONBytes.appendMember(",\"duration_s\":", .double(durationSeconds), to: &out)
        JSONBytes.appendMember(",\"mean_fps\":", .double(meanFPS), to: &out)
        JSONBytes.appendRaw(",\"phases\":{", to: &out)
        for (index, name) in TraceSummary.reportedPhases.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            let stats = stats(forPhase: name)
            JSONBytes.appendKey(name, to: &out)
            JSONBytes.appendMember("{\"count\":", .int(Int64(stats.count)), to: &out)
            appendPercentiles(stats, includeAll: true, to: &out)
            out.append(UInt8(ascii: "}"))
        }
        JSONBytes.appendMember("},\"missed\":{\"count\":", .int(Int64(missedFrames)), to: &out)
        JSONBytes.appendMember(",\"percent\":", .double(missedPercent), to: &out)
        JSONBytes.appendMember(",\"longest_streak\":", .int(Int64(longestMissedStreak)), to: &out)
        JSONBytes.appendMember("},\"input_latency\":{\"count\":", .int(Int64(inputLatency.count)), to: &out)
        JSONBytes.appendMember(",\"unmatched\":", .int(Int64(unmatchedInputs)), to: &out)
        appendPercentiles(inputLatency, includeAll: false, to: &out)
        JSONBytes.appendMember("},\"renderer\":", .string(renderer), to: &out)
        JSONBytes.appendMember(",\"refresh_hz\":", .double(refreshHz), to: &out)
        JSONBytes.appendMember(",\"animated_s\":", .double(animatedSeconds), to: &out)
        JSONBytes.appendMember(",\"animated_fps\":", .double(animatedFPS), to: &out)
        JSONBytes.appendMember(",\"missed_vsyncs\":", .int(Int64(missedVsyncs)), to: &out)
        JSONBytes.appendMember(",\"missed_vsyncs_percent\":", .double(missedVsyncPercent), to: &out)
        JSONBytes.appendMember(",\"hitch_time_ratio_ms_per_s\":", .double(hitchTimeRatio), to: &out)
        JSONBytes.appendMember(",\"hitch_band\":", .string(hitchBand), to: &out)
        JSONBytes.appendMember(",\"longest_stall_ms\":", .double(longestStallMs), to: &out)
        JSONBytes.appendMember(",\"first_frame_ms\":", .double(firstFrameMs), to: &out)
        for (key, stats) in [("work_ms", work), ("present_interval_ms", presentInterval), ("input_to_present_ms", inputLatency)] {
            JSONBytes.appendRaw(",", to: &out)
            JSONBytes.appendKey(key, to: &out)
            JSONBytes.appendMember("{\"count\":", .int(Int64(stats.count)), to: &out)
            for (name, value) in [("p50", stats.p50), ("p90", stats.p90), ("p99", stats.p99), ("max", stats.max)] {
                JSONBytes.appendRaw(",", to: &out)
                JSONBytes.appendKey(name, to: &out)
                JSONBytes.appendDouble(value, to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
        JSONBytes.appendMember(",\"headline\":{\"fps\":", .double(animatedFPS), to: &out)
        JSONBytes.appendMember(",\"missed_vsyncs\":", .int(Int64(missedVsyncs)), to: &out)
        JSONBytes.appendMember(",\"hitch_time_ratio_ms_per_s\":", .double(hitchTimeRatio), to: &out)
        JSONBytes.appendRaw("},\"changes\":", to: &out)
        appendChangesJSON(to: &out)
        JSONBytes.appendRaw("}\n", to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private func appendPercentiles(_ stats: DurationStats, includeAll: Bool, to out: inout [UInt8]) {
        JSONBytes.appendMember(",\"p50_ms\":", .double(stats.p50), to: &out)
        if includeAll {
            JSONBytes.appendMember(",\"p90_ms\":", .double(stats.p90), to: &out)
        }
        JSONBytes.appendMember(",\"p99_ms\":", .double(stats.p99), to: &out)
        if includeAll {
            JSONBytes.appendMember(",\"max_ms\":", .double(stats.max), to: &out)
        }
    }

    /// "NAME ms p50/p90/p99/max: a / b / c / d (n=N)".
    static func statsLine(_ name: String, _ stats: DurationStats) -> String {
        "\(name) ms p50/p90/p99/max: \(fixed(stats.p50, 3)) / \(fixed(stats.p90, 3)) / \(fixed(stats.p99, 3)) / "
            + "\(fixed(stats.max, 3)) (n=\(stats.count))"
    }

    /// `value` with `decimals` fixed decimals; non-finite values print as 0.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        var v = value.isFinite ? value : 0
        if abs(v) < 0.5 * pow(10, -Double(decimals)) { v = 0 }   // no "-0.000"
        return String(format: "%.\(decimals)f", v)
    }
}
