/// Two recorded runs side by side (`pickerlab trace compare A.json B.json`): each figure of A and B, the
/// difference B − A, the ratio B ÷ A, and whether the difference exceeds run-to-run noise (a 95 % bootstrap
/// interval over frames that excludes 0, see ``Bootstrap``); plus how the controls moved (``MotionComparison``).
public struct TraceComparison: Sendable {
    /// One compared figure.
    public struct Row: Sendable, Equatable {
        /// The figure's key, e.g. `work_ms.p99`, `missed_vsyncs` (also the JSON key).
        public var name: String
        /// Run A's value, run B's value (in the unit the name says).
        public var a: Double, b: Double
        /// The 95 % bootstrap interval of B − A; `nil` for figures of the whole run (frames, animated
        /// seconds) or when a run has no sample.
        public var interval: Bootstrap.Interval?
        /// How many samples the figure comes from in A and in B (frames, phase events, intervals, inputs);
        /// `nil` for whole-run figures.
        public var samples: (a: Int, b: Int)?

        /// Creates a row (values in the unit the name says).
        public init(name: String, a: Double, b: Double, interval: Bootstrap.Interval?, samples: (a: Int, b: Int)? = nil) {
            self.name = name; self.a = a; self.b = b; self.interval = interval; self.samples = samples
        }

        /// Rows are equal when their figures are.
        public static func == (l: Row, r: Row) -> Bool {
            l.name == r.name && l.a == r.a && l.b == r.b && l.interval == r.interval && l.samples?.a == r.samples?.a && l.samples?.b == r.samples?.b
        }

        /// B − A.
        public var difference: Double { b - a }
        /// B ÷ A, or `nil` when A is 0.
        public var ratio: Double? { a != 0 ? b / a : nil }
        /// Whether the difference is real and large enough to matter: its 95 % interval excludes 0, each run
        /// has the samples the figure needs to be estimated at all (``minimumSamples``), and it is at least 1 %
        /// of the larger value (and 0.01 ms for a time) — so three inputs, or a 4 µs change of a paint p90, are
        /// not reported as a change.
        var isSignificant: Bool {
            guard interval?.excludesZero == true else { return false }
            if let samples, min(samples.a, samples.b) < minimumSamples { return false }
            let size = abs(difference)
            if size < 0.01 * max(abs(a), abs(b)) { return false }
            if name.contains("_ms"), size < 0.01 { return false }
            return true
        }

        /// Why a difference whose interval excludes 0 is still not judged, or nil: "a maximum is one sample",
        /// or "needs N samples in each run" (``minimumSamples``) when a run has fewer.
        var notJudgedReason: String? {
            guard interval?.excludesZero == true, let samples else { return nil }
            if minimumSamples == .max { return "a maximum is one sample" }
            let fewest = min(samples.a, samples.b)
            return fewest < minimumSamples ? "needs \(minimumSamples) samples in each run (has \(fewest))" : nil
        }

        /// The samples each run needs before a difference of this figure is judged: 20 for a median, a sum or
        /// a ratio; for a tail percentile p enough that about five samples lie beyond it (5 ÷ (1 − p): 50 for
        /// p90, 500 for p99); a maximum is never judged (one sample decides it).
        var minimumSamples: Int {
            if name.hasSuffix(".max") { return .max }
            if name.hasSuffix(".p99") { return 500 }
            if name.hasSuffix(".p90") { return 50 }
            return 20
        }
    }

    /// The percentiles reported for each distribution (100 is the maximum).
    static let percentiles: [(label: String, p: Double)] = [("p50", 50), ("p90", 90), ("p99", 99), ("max", 100)]

    /// Run A's and run B's renderer names, when their traces say.
    var renderers: (a: String?, b: String?)
    /// Every compared figure, in report order.
    public var rows: [Row]
    /// Motion of each control that moved in both runs, by control id.
    public var motion: [MotionComparison]
    /// Each control's selection changes paired by order (the k-th of A with the k-th of B).
    public var changes: [ChangeComparison]

    /// Compares `a` with `b`; `iterations` and `seed` drive the bootstrap (fixed by default, so the same
    /// traces give the same figures).
    public init(a: TraceRun, b: TraceRun, iterations: Int = Bootstrap.defaultIterations, seed: UInt64 = Bootstrap.seed) {
        renderers = (a.renderer, b.renderer)
        var rows = [
            Row(name: "frames", a: Double(a.frames.count), b: Double(b.frames.count), interval: nil),
            Row(name: "animated_s", a: a.animatedSeconds, b: b.animatedSeconds, interval: nil),
        ]
        var salt: UInt64 = 0
        func nextSeed() -> UInt64 { salt += 1; return seed &+ salt &* 0x9E37_79B9_7F4A_7C15 }
        // Missed vsyncs are judged as a rate — missed per second of frames — since a raw count grows with the
        // run's length (two traces of different length compared unfairly); the count is a whole-run figure.
        // The rate and the hitch time ratio (lateness ÷ animated time) resample frames.
        let missed = Bootstrap.differenceIntervals(a: [TraceComparison.missedRateEstimator(a)], b: [TraceComparison.missedRateEstimator(b)],
                                                   iterations: iterations, seed: nextSeed())
        let frameCounts = (a.frames.count, b.frames.count)
        rows.append(Row(name: "fps", a: a.fps, b: b.fps, interval: nil))
        rows.append(Row(name: "missed_vsyncs", a: Double(a.missedVsyncs), b: Double(b.missedVsyncs), interval: nil))
        rows.append(Row(name: "missed_vsyncs_per_s", a: TraceComparison.missedRateEstimator(a).value,
                        b: TraceComparison.missedRateEstimator(b).value, interval: missed?[0], samples: frameCounts))
        let hitch = Bootstrap.differenceIntervals(a: [TraceComparison.hitchEstimator(a)], b: [TraceComparison.hitchEstimator(b)],
                                                  iterations: iterations, seed: nextSeed())
        rows.append(Row(name: "hitch_time_ratio_ms_per_s", a: a.hitchTimeRatio, b: b.hitchTimeRatio, interval: hitch?[0], samples: frameCounts))
        var distributions: [(String, [Double], [Double])] = [("work_ms", a.workMs, b.workMs)]
        for phase in TraceNames.phases { distributions.append(("\(phase)_ms", a.phaseMs[phase] ?? [], b.phaseMs[phase] ?? [])) }
        distributions.append(("present_interval_ms", a.presentIntervalsMs, b.presentIntervalsMs))
        distributions.append(("input_to_present_ms", a.inputToPresentMs, b.inputToPresentMs))
        for (name, va, vb) in distributions {
            let ea = TraceComparison.percentiles.map { Bootstrap.Estimator.percentile($0.p, of: va) }
            let eb = TraceComparison.percentiles.map { Bootstrap.Estimator.percentile($0.p, of: vb) }
            let intervals = Bootstrap.differenceIntervals(a: ea, b: eb, iterations: iterations, seed: nextSeed())
            for (k, label) in TraceComparison.percentiles.enumerated() {
                rows.append(Row(name: "\(name).\(label.label)", a: ea[k].value, b: eb[k].value, interval: intervals?[k],
                                samples: (ea[k].count, eb[k].count)))
            }
        }
        self.rows = rows
        motion = MotionComparison.compare(a, b)
        changes = ChangeComparison.pair(a.changes, b.changes)
    }

    /// The row named `name`, if there is one.
    public func row(_ name: String) -> Row? { rows.first { $0.name == name } }

    /// The rows whose difference is significant.
    var significantRows: [Row] { rows.filter(\.isSignificant) }

    /// Whether B is slower than A by more than `percent` % and significantly so (`--fail-if-slower
    /// PERCENT`): its work p99, its missed vsyncs per second or its hitch time ratio (the headline figures); a
    /// run that missed no vsync against one that missed some counts as infinitely slower.
    func isSlower(byMoreThan percent: Double) -> Bool { !slowerFigures(byMoreThan: percent).isEmpty }

    /// The figures by which B is slower than A (see ``isSlower(byMoreThan:)``), in report order.
    public func slowerFigures(byMoreThan percent: Double) -> [Row] {
        ["work_ms.p99", "missed_vsyncs_per_s", "hitch_time_ratio_ms_per_s"].compactMap { name in
            guard let row = row(name), row.isSignificant, row.b > row.a, row.b > row.a * (1 + percent / 100) else { return nil }
            return row
        }
    }

    /// Lateness (ms) ÷ the frame's share of animated time (s, the interval from the previous frame when it
    /// is not an idle gap), per frame.
    static func hitchEstimator(_ run: TraceRun) -> Bootstrap.Estimator { .ratio(run.latenessMs, frameSeconds(run)) }

    /// Vsyncs missed ÷ seconds of frames (the intervals ``frameSeconds(_:)`` counts), per frame: the first
    /// frame (start-up) counts no missed vsync, as in FrameFigures.
    static func missedRateEstimator(_ run: TraceRun) -> Bootstrap.Estimator {
        .ratio(run.frames.enumerated().map { $0.offset == 0 ? 0 : Double($0.element.missedVsyncs) }, frameSeconds(run))
    }

    /// Each frame's share of the run's time, s: the interval from the previous frame's start, 0 for the
    /// first frame and after an idle gap (``TraceRun/idleGapUs``).
    static func frameSeconds(_ run: TraceRun) -> [Double] {
        var seconds = [Double](repeating: 0, count: run.frames.count)
        for i in run.frames.indices.dropFirst() {
            let gap = run.frames[i].start - run.frames[i - 1].start
            if gap >= 0, gap < TraceRun.idleGapUs { seconds[i] = Double(gap) / 1_000_000 }
        }
        return seconds
    }
}
