/// How one control moved in two runs: its indicator trajectories (`<id>.indicator` counters) after each
/// selection change, aligned at the change, and the largest differences between them in points — so two
/// springs compare by how they actually moved.
///
/// The k-th selection change of the control in A is aligned with its k-th change in B. A control without
/// selection changes in one of the runs (a pane, or a drag) is aligned at its first motion sample. Counters
/// are sampled when the value changes and once at rest, so between samples a trajectory holds its last value;
/// the trajectories are compared at every sample time of either run, from the change up to the next change
/// of either run (or the end of both trajectories).
public struct MotionComparison: Sendable, Equatable {
    /// The largest differences after one aligned change.
    public struct Change: Sendable, Equatable {
        /// Largest |x_B − x_A| (points; pages for a pane's offset).
        public var dx: Double
        /// Largest |width_B − width_A| (points).
        var dWidth: Double
    }

    /// The control's id (`pill`, …; `pager` for the pane's offset).
    public var control: String
    /// Whether the counter is a pane's offset in pages rather than an indicator's frame in points.
    var isPages: Bool
    /// One entry per aligned change.
    public var changes: [Change]

    /// The largest x difference over every change (points, or pages for a pane).
    var maxDx: Double { changes.map(\.dx).max() ?? 0 }
    /// The largest width difference over every change (points).
    var maxDWidth: Double { changes.map(\.dWidth).max() ?? 0 }

    /// The comparison of every control that moved (took two or more different values) in both runs, by id.
    public static func compare(_ a: TraceRun, _ b: TraceRun) -> [MotionComparison] {
        var out: [MotionComparison] = []
        for control in a.motion.keys.sorted() {
            guard let sa = a.motion[control], let sb = b.motion[control], moved(sa), moved(sb) else { continue }
            var anchorsA = a.selectionChanges[control] ?? [], anchorsB = b.selectionChanges[control] ?? []
            if anchorsA.isEmpty || anchorsB.isEmpty { anchorsA = [sa[0].ts]; anchorsB = [sb[0].ts] }
            let pairs = min(anchorsA.count, anchorsB.count)
            var changes: [Change] = []
            for k in 0..<pairs {
                let endA = k + 1 < pairs ? anchorsA[k + 1] - anchorsA[k] : Int64.max
                let endB = k + 1 < pairs ? anchorsB[k + 1] - anchorsB[k] : Int64.max
                var span = min(endA, endB)
                if span == .max { span = max(sa[sa.count - 1].ts - anchorsA[k], sb[sb.count - 1].ts - anchorsB[k], 0) }
                changes.append(difference(sa, from: anchorsA[k], sb, from: anchorsB[k], span: span))
            }
            out.append(MotionComparison(control: control, isPages: a.pagedControls.contains(control), changes: changes))
        }
        return out
    }

    /// Whether the samples hold more than one distinct value.
    static func moved(_ samples: [TraceRun.MotionSample]) -> Bool {
        guard let first = samples.first else { return false }
        return samples.contains { $0.x != first.x || $0.width != first.width }
    }

    /// The largest differences of the two trajectories over `0…span` µs after their anchors.
    static func difference(_ a: [TraceRun.MotionSample], from anchorA: Int64, _ b: [TraceRun.MotionSample], from anchorB: Int64,
                           span: Int64) -> Change {
        var times: [Int64] = [0]
        for s in a where s.ts > anchorA && s.ts - anchorA <= span { times.append(s.ts - anchorA) }
        for s in b where s.ts > anchorB && s.ts - anchorB <= span { times.append(s.ts - anchorB) }
        var change = Change(dx: 0, dWidth: 0)
        for t in times {
            let va = value(a, at: anchorA + t), vb = value(b, at: anchorB + t)
            change.dx = max(change.dx, abs(vb.x - va.x))
            change.dWidth = max(change.dWidth, abs(vb.width - va.width))
        }
        return change
    }

    /// The trajectory's value at `ts`: the last sample at or before it (the first sample before any).
    static func value(_ samples: [TraceRun.MotionSample], at ts: Int64) -> TraceRun.MotionSample {
        var low = 0, high = samples.count
        while low < high {
            let middle = (low + high) / 2
            if samples[middle].ts <= ts { low = middle + 1 } else { high = middle }
        }
        return samples[max(0, low - 1)]
    }
}
