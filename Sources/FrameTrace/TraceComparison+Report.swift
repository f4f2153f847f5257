import Foundation

extension TraceComparison {
    /// The one-line verdict: `no significant difference`, or `N significant differences: work_ms.p99 +12.0 %, …`.
    public var verdict: String {
        let rows = significantRows
        guard !rows.isEmpty else { return "no significant difference" }
        let items = rows.map { row in
            row.name + " " + (row.ratio.map { TraceComparison.signed(($0 - 1) * 100, 1) + " %" } ?? TraceComparison.signed(row.difference, 3))
        }
        return "\(rows.count) significant difference\(rows.count == 1 ? "" : "s"): " + items.joined(separator: ", ")
    }

    /// A side-by-side table, one figure a line: A, B, B − A, B ÷ A and the significance (with the 95 %
    /// interval of B − A when it excludes 0); figures with no sample in either run (a phase neither trace
    /// records) are left out. Then the motion comparison and the verdict. Durations in ms
    /// with 3 decimals, motion in points (pages for a pane). `pathA` / `pathB` name the files in the header.
    ///
    /// ```
    /// trace compare: A = before.json (software), B = after.json (software)
    /// figure                                A           B         B−A     B/A  significance (95 % bootstrap)
    /// frames                              120         120          +0   1.000  —
    /// work_ms.p99                       1.200       2.400      +1.200   2.000  significant (+1.100 … +1.300)
    /// …
    /// motion after each selection change (largest difference between the runs):
    ///   pill: 3 changes, x 12.345 points, width 4.500 points
    /// verdict: 1 significant difference: work_ms.p99 +100.0 %
    /// ```
    public func textReport(pathA: String, pathB: String) -> String {
        func name(_ path: String, _ renderer: String?) -> String { path + (renderer.map { " (\($0))" } ?? "") }
        var lines = ["trace compare: A = \(name(pathA, renderers.a)), B = \(name(pathB, renderers.b))"]
        lines.append(TraceComparison.pad("figure", 30, left: true) + TraceComparison.pad("A", 12) + TraceComparison.pad("B", 12)
            + TraceComparison.pad("B−A", 12) + TraceComparison.pad("B/A", 8) + "  significance (95 % bootstrap over frames)")
        for row in rows where row.samples.map({ $0.a > 0 || $0.b > 0 }) ?? true {
            let count = row.name == "frames" || row.name == "missed_vsyncs"
            let decimals = count ? 0 : 3
            let significance: String
            if let interval = row.interval {
                let ci = "(\(TraceComparison.signed(interval.low, decimals)) … \(TraceComparison.signed(interval.high, decimals)))"
                if row.isSignificant {
                    significance = "significant " + ci
                } else if let reason = row.notJudgedReason {
                    significance = "not judged: " + reason
                } else {
                    significance = "no significant difference"
                }
            } else {
                significance = "—"
            }
            lines.append(TraceComparison.pad(row.name, 30, left: true)
                + TraceComparison.pad(TraceComparison.fixed(row.a, decimals), 12) + TraceComparison.pad(TraceComparison.fixed(row.b, decimals), 12)
                + TraceComparison.pad(TraceComparison.signed(row.difference, decimals), 12)
                + TraceComparison.pad(row.ratio.map { TraceComparison.fixed($0, 3) } ?? "—", 8) + "  " + significance)
        }
        if motion.isEmpty {
            lines.append("motion: no control moved in both runs")
        } else {
            lines.append("motion after each selection change (largest difference between the runs):")
            for m in motion {
                let n = "\(m.changes.count) change\(m.changes.count == 1 ? "" : "s")"
                if m.isPages {
                    lines.append("  \(m.control): \(n), offset \(TraceComparison.fixed(m.maxDx, 3)) pages")
                } else {
                    lines.append("  \(m.control): \(n), x \(TraceComparison.fixed(m.maxDx, 3)) points, width \(TraceComparison.fixed(m.maxDWidth, 3)) points")
                }
            }
        }
        lines += changesText()
        lines.append("headline: " + headline)
        lines.append("verdict: " + verdict)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The same as one strict JSON object on one line (unrounded, finite), for `--json`:
    ///
    /// ```
    /// {"a":{"path":"before.json","renderer":"software"},"b":{…},
    ///  "figures":{"frames":{"a":120,"b":120,"difference":0,"ratio":1,"significant":false,"ci95":null},
    ///             "work_ms.p99":{…,"significant":true,"samples":[120,120],"ci95":[1.1,1.3]},…},
    ///  "motion":[{"control":"pill","unit":"points","max_dx":12.3,"max_dwidth":4.5,"changes":[{"dx":12.3,"dwidth":4.5}]}],
    ///  "significant":["work_ms.p99"],"verdict":"1 significant difference: work_ms.p99 +100.0 %"}
    /// ```
    /// `ratio` is `null` when A is 0; `ci95` is `null` for whole-run figures (frames, animated seconds) and
    /// when a run has no sample; `samples` (A's and B's sample counts) is absent for whole-run figures.
    public func jsonReport(pathA: String, pathB: String) -> String {
        var out: [UInt8] = []
        func side(_ path: String, _ renderer: String?) {
            JSONBytes.appendMember("{\"path\":", .string(path), to: &out)
            JSONBytes.appendRaw(",\"renderer\":", to: &out)
            if let renderer { JSONBytes.appendString(renderer, to: &out) } else { JSONBytes.appendRaw("null", to: &out) }
            out.append(UInt8(ascii: "}"))
        }
        JSONBytes.appendRaw("{\"a\":", to: &out)
        side(pathA, renderers.a)
        JSONBytes.appendRaw(",\"b\":", to: &out)
        side(pathB, renderers.b)
        JSONBytes.appendRaw(",\"figures\":{", to: &out)
        for (index, row) in rows.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONBytes.appendKey(row.name, to: &out)
            JSONBytes.appendMember("{\"a\":", .double(row.a), to: &out)
            JSONBytes.appendMember(",\"b\":", .double(row.b), to: &out)
            JSONBytes.appendMember(",\"difference\":", .double(row.difference), to: &out)
            JSONBytes.appendRaw(",\"ratio\":", to: &out)
            if let ratio = row.ratio { JSONBytes.appendDouble(ratio, to: &out) } else { JSONBytes.appendRaw("null", to: &out) }
            JSONBytes.appendMember(",\"significant\":", .bool(row.isSignificant), to: &out)
            if let samples = row.samples {
                JSONBytes.appendMember(",\"samples\":[", .int(Int64(samples.a)), to: &out)
                out.append(UInt8(ascii: ","))
                JSONBytes.appendInt(Int64(samples.b), to: &out)
                out.append(UInt8(ascii: "]"))
            }
            JSONBytes.appendRaw(",\"ci95\":", to: &out)
            if let interval = row.interval {
                out.append(UInt8(ascii: "["))
                JSONBytes.appendDouble(interval.low, to: &out)
                out.append(UInt8(ascii: ","))
                JSONBytes.appendDouble(interval.high, to: &out)
                out.append(UInt8(ascii: "]"))
            } else {
                JSONBytes.appendRaw("null", to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
        JSONBytes.appendRaw("},\"motion\":[", to: &out)
        for (index, m) in motion.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONBytes.appendMember("{\"control\":", .string(m.control), to: &out)
            JSONBytes.appendMember(",\"unit\":", .string(m.isPages ? "pages" : "points"), to: &out)
            JSONBytes.appendMember(",\"max_dx\":", .double(m.maxDx), to: &out)
            JSONBytes.appendMember(",\"max_dwidth\":", .double(m.maxDWidth), to: &out)
            JSONBytes.appendRaw(",\"changes\":[", to: &out)
            for (k, change) in m.changes.enumerated() {
                if k > 0 { out.append(UInt8(ascii: ",")) }
                JSONBytes.appendMember("{\"dx\":", .double(change.dx), to: &out)
                JSONBytes.appendMember(",\"dwidth\":", .double(change.dWidth), to: &out)
                out.append(UInt8(ascii: "}"))
            }
            JSONBytes.appendRaw("]}", to: &out)
        }
        JSONBytes.appendRaw("],\"changes\":", to: &out)
        appendChangesJSON(to: &out)
        JSONBytes.appendMember(",\"headline\":", .string(headline), to: &out)
        JSONBytes.appendRaw(",\"significant\":[", to: &out)
        for (index, row) in significantRows.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONBytes.appendString(row.name, to: &out)
        }
        JSONBytes.appendMember("],\"verdict\":", .string(verdict), to: &out)
        JSONBytes.appendRaw("}\n", to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `value` with `decimals` fixed decimals; non-finite values print as 0.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        var v = value.isFinite ? value : 0
        if abs(v) < 0.5 * pow(10, -Double(decimals)) { v = 0 }   // no "-0.000"
        return String(format: "%.\(decimals)f", v)
    }

    /// `fixed` with a leading `+` for values ≥ 0.
    static func signed(_ value: Double, _ decimals: Int) -> String {
        let text = fixed(value, decimals)
        return text.hasPrefix("-") ? text : "+" + text
    }

    /// `text` padded with spaces to `width` characters, on the right (`left: true`) or the left.
    /// `text` padded with spaces to `width` characters; a text as wide or wider keeps one space on its open
    /// side, so neighbouring columns never run together (a new user read "+16.6521190.429").
    static func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(1, width - text.count))
        return left ? text + fill : fill + text
    }
}
