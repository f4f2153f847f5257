/// How one selection change moved its control's indicator, read from the trace: the `selection_change`
/// instant and the `<control>.indicator` counter samples (`x`, `width` in points, `velocity` in points/s)
/// after it, up to the control's next change or until it first comes to rest after moving (a later jump to a
/// new layout is not part of the change) — what a person tuning a spring wants per change.
/// `trace summary` lists them (text, and `--json` key `changes`); `trace compare` pairs them by control and
/// order. The samples are taken once a frame, so each figure is exact to within a frame.
public struct SelectionChangeFigures: Sendable, Equatable {
    /// The control's id.
    public var control: String
    /// The segment selected before and after.
    public var from: Int, to: Int
    /// When the change happened, ms after the first frame's start.
    var startMs: Double
    /// ms from the change until the indicator's x and width stayed within ``MotionFigures/settleTolerancePt``
    /// of where they came to rest — or, when the next change or the end of the trace came first, of the
    /// selection's resting frame the trace records (`target_x`, `target_width`) — (the first sample after which
    /// every sample is within it); nil when it was still outside that band when the next change or the end of
    /// the trace came (see ``interrupted``).
    var settleMs: Double?
    /// With ``settleMs`` nil: true when the next change of the control came before it settled, false when the
    /// trace ended first.
    var interrupted: Bool
    /// How far x went past where it came to rest, in the direction it travelled (points, ≥ 0); unknown (0
    /// here, shown as unknown) when ``settleMs`` is nil.
    var overshootPt: Double
    /// ``overshootPt`` in percent of the travel (0 without travel).
    public var overshootPercent: Double
    /// The largest |velocity| sampled while it moved (points/s).
    var peakVelocityPtPerS: Double
    /// Vsyncs missed by the frames that started from the change until it settled (or until the next
    /// change).
    public var missedVsyncs: Int

    /// Creates the figures of one change.
    public init(control: String, from: Int, to: Int, startMs: Double, settleMs: Double?, overshootPt: Double,
                overshootPercent: Double, peakVelocityPtPerS: Double, missedVsyncs: Int) {
        self.control = control; self.from = from; self.to = to; self.startMs = startMs; self.settleMs = settleMs
        self.interrupted = false
        self.overshootPt = overshootPt; self.overshootPercent = overshootPercent
        self.peakVelocityPtPerS = peakVelocityPtPerS; self.missedVsyncs = missedVsyncs
    }
}

/// Computes ``SelectionChangeFigures`` — the one function `trace summary` and `trace compare` use.
public enum MotionFigures {
    /// The settle band, points: a change has settled once its indicator stays this close to rest.
    static let settleTolerancePt = 0.5

    /// One selection change as recorded.
    public struct Change: Sendable, Equatable {
        /// Control id, segments, and when (µs).
        public var control: String, from: Int, to: Int, ts: Int64
        /// Creates a change record.
        public init(control: String, from: Int, to: Int, ts: Int64) { self.control = control; self.from = from; self.to = to; self.ts = ts }
    }

    /// One indicator sample (µs, points, points/s).
    public struct Sample: Sendable, Equatable {
        /// When, µs; x and width in points; velocity in points/s.
        public var ts: Int64, x: Double, width: Double, velocity: Double
        /// Where the indicator rests for the selection then (points), when the trace records it.
        public var targetX: Double?, targetWidth: Double?
        /// Creates a sample.
        public init(ts: Int64, x: Double, width: Double, velocity: Double, targetX: Double? = nil, targetWidth: Double? = nil) {
            self.ts = ts; self.x = x; self.width = width; self.velocity = velocity; self.targetX = targetX; self.targetWidth = targetWidth
        }
    }

    /// The figures of each change in `changes` (in time order) from the indicator `samples` by control
    /// (each in time order) and the frames' starts (ascending, µs) and missed vsyncs; `originUs` is the first
    /// frame's start.
    public static func figures(changes: [Change], samples: [String: [Sample]], frameStarts: [Int64], frameMissed: [Int],
                               originUs: Int64) -> [SelectionChangeFigures] {
        var out: [SelectionChangeFigures] = []
        let ordered = changes.enumerated().sorted { ($0.element.ts, $0.offset) < ($1.element.ts, $1.offset) }.map(\.element)
        for (k, change) in ordered.enumerated() {
            let series = samples[change.control] ?? []
            let next = ordered[(k + 1)...].first { $0.control == change.control }?.ts ?? .max
            // The value when the change happened: the last sample at or before it (else the first after).
            let before = series.last { $0.ts <= change.ts } ?? series.first
            var window = series.filter { $0.ts >= change.ts && $0.ts < next }
            // The change's motion ends where its indicator first is at rest (velocity 0 — already at the first
            // sample when the change moved nothing, e.g. a drag released on its segment): a later jump without
            // animation (a relayout when the inspector opens, a resize, a reflow) or a later drag that changed no
            // selection moves it to a new layout or away, not past its target.
            if let stop = window.firstIndex(where: { $0.velocity == 0 }) { window = Array(window[...stop]) }
            var f = SelectionChangeFigures(control: change.control, from: change.from, to: change.to,
                                           startMs: Double(change.ts - originUs) / 1000, settleMs: nil, overshootPt: 0,
                                           overshootPercent: 0, peakVelocityPtPerS: 0, missedVsyncs: 0)
            // Missed vsyncs count from the change until it settled, else until the next change or the last sample.
            var endUs = next == .max ? (window.last?.ts ?? change.ts) : next
            // Where it rests: where it came to rest, else (cut off by the next change or the trace's end) the
            // selection's resting frame the trace records.
            let last = window.last
            let rest: (x: Double, width: Double)? = last.flatMap { s in
                s.velocity == 0 ? (s.x, s.width) : s.targetX.flatMap { x in s.targetWidth.map { (x, $0) } }
            }
            func off(_ s: Sample) -> Bool {
                guard let rest else { return true }
                return abs(s.x - rest.x) > settleTolerancePt || abs(s.width - rest.width) > settleTolerancePt
            }
            if let start = before, let rest, let last, !off(last) {
                let travel = rest.x - start.x, direction: Double = travel >= 0 ? 1 : -1
                var settledAt = change.ts
                for s in window where off(s) {
                    settledAt = window.first { $0.ts > s.ts }?.ts ?? s.ts
                }
                f.settleMs = Double(settledAt - change.ts) / 1000
                endUs = settledAt
                f.overshootPt = max(0, window.map { ($0.x - rest.x) * direction }.max() ?? 0) + 0   // + 0: never -0
                f.overshootPercent = abs(travel) > 0 ? f.overshootPt / abs(travel) * 100 : 0
            } else {
                f.interrupted = next != .max
            }
            f.peakVelocityPtPerS = window.map { abs($0.velocity) }.max() ?? 0
            for (i, start) in frameStarts.enumerated() where start >= change.ts && start <= endUs && i > 0 {
                f.missedVsyncs += max(0, frameMissed[i])
            }
            out.append(f)
        }
        return out
    }
}
