/// Places one frame's slices on a nanosecond timeline so that Perfetto nests them as they were recorded:
/// every phase strictly inside its frame (or its parent phase), siblings one after another, every slice at
/// least 2 ns long — also when a phase measured 0 µs, which on whole microseconds would have nested a 0 µs
/// `input` under `animate`, or put a 0 µs `present` at the frame's end outside it.
///
/// **Tree.** A phase's parent is the shortest phase recorded before it that contains it (`s_p ≤ s ≤ e ≤
/// e_p` and `s < e_p`: a phase that starts where another ends is its successor, not its child) — so phases
/// recorded one after another are siblings however short, and a render pass recorded after `render` and
/// inside it is its child. Roots are the frame's children.
///
/// **Times.** Walking the tree depth first gives a sequence of points (frame open, each phase's open, a
/// mark just inside it, its children, its close, frame close) whose microsecond times never decrease. Each
/// point is placed at `µs × 1000` ns, pushed 1 ns after the previous point where they would tie, then pulled
/// back so that the frame ends at its recorded end when it is long enough (≥ 1 ns per point) — so frames
/// keep their recorded start and end to the nanosecond and nothing drifts across back-to-back frames. A
/// frame too short for its points (an idle frame of 0 µs) is lengthened by those few nanoseconds. The frame
/// and its first phase share their start (Perfetto nests the longer one outside).
///
/// Reuses its buffers: after the first frames a layout allocates nothing.
struct FrameLayout {
    /// A written span, ns.
    struct Span: Equatable { var start: Int64; var end: Int64 }

    /// The frame's span.
    private(set) var frame = Span(start: 0, end: 0)
    /// Each phase's span, in the order the phases were given.
    private(set) var spans: [Span] = []
    /// A point strictly inside the first phase (the one that starts the frame, `input`) and inside none of
    /// its children — where a flow from it starts; the frame's own mark when it has no phase. ns.
    private(set) var firstPhaseMark: Int64 = 0

    private var starts: [Int64] = [], ends: [Int64] = [], parents: [Int] = []
    /// Points in walk order: the µs time, and which node/kind (node index × 3 + 0 open, 1 mark, 2 close;
    /// -1 the frame's open, -2 its close, -3 its mark).
    private var pointTimes: [Int64] = [], pointKinds: [Int] = [], placed: [Int64] = []
    private var nextRank = 0

    /// Lays out a frame from `startUs` to `endUs` (µs; `endUs` ≥ `startUs`) whose phases span `phases` (µs,
    /// in recording order), starting no earlier than `notBeforeNs` (the previous frame's written end).
    mutating func layout(startUs: Int64, endUs: Int64, notBeforeNs: Int64, phases: [(start: Int64, end: Int64)]) {
        let n = phases.count
        starts.removeAll(keepingCapacity: true); ends.removeAll(keepingCapacity: true)
        parents.removeAll(keepingCapacity: true)
        for p in phases {
            let s = min(max(p.start, startUs), endUs)
            starts.append(s)
            ends.append(min(max(p.end, s), endUs))
        }
        for j in 0..<n { parents.append(parent(of: j)) }
        pointTimes.removeAll(keepingCapacity: true); pointKinds.removeAll(keepingCapacity: true)
        pointTimes.append(startUs); pointKinds.append(-1)
        if n == 0 { pointTimes.append(startUs); pointKinds.append(-3) }
        visitChildren(of: -1, from: startUs, until: endUs)
        pointTimes.append(endUs); pointKinds.append(-2)
        place(startNs: max(scaled(startUs), notBeforeNs), endNs: scaled(endUs))
        spans.removeAll(keepingCapacity: true)
        for _ in 0..<n { spans.append(Span(start: 0, end: 0)) }
        firstPhaseMark = placed[0]
        var firstRootSeen = false
        for (k, kind) in pointKinds.enumerated() {
            switch kind {
            case -1: frame.start = placed[k]
            case -2: frame.end = placed[k]
            case -3: firstPhaseMark = placed[k]
            default:
                let node = kind / 3
                switch kind % 3 {
                case 0: spans[node].start = placed[k]
                case 1: if !firstRootSeen && parents[node] == -1 { firstRootSeen = true; firstPhaseMark = placed[k] }
                default: spans[node].end = placed[k]
                }
            }
        }
    }

    /// The shortest phase recorded before phase `j` that contains it (ties: the latest), or -1.
    private func parent(of j: Int) -> Int {
        var best = -1
        for i in 0..<j {
            let li = ends[i] - starts[i]
            guard starts[i] <= starts[j], ends[j] <= ends[i], starts[j] < ends[i] else { continue }
            if best == -1 || li < ends[best] - starts[best] || (li == ends[best] - starts[best] && i > best) { best = i }
        }
        return best
    }

    /// Appends the points of `node`'s children (in start order, then recording order), each clamped to
    /// `from…until` and after its previous sibling.
    private mutating func visitChildren(of node: Int, from: Int64, until: Int64) {
        var cursor = from
        var last: (Int64, Int) = (.min, -1)
        while true {
            var next = -1
            for j in parents.indices where parents[j] == node && (starts[j], j) > last {
                if next == -1 || (starts[j], j) < (starts[next], next) { next = j }
            }
            guard next >= 0 else { return }
            last = (starts[next], next)
            let s = min(max(starts[next], cursor), until)
            let e = min(max(ends[next], s), until)
            pointTimes.append(s); pointKinds.append(next * 3)
            pointTimes.append(s); pointKinds.append(next * 3 + 1)
            visitChildren(of: next, from: s, until: e)
            pointTimes.append(e); pointKinds.append(next * 3 + 2)
            cursor = e
        }
    }

    /// Places the points: at their time, strictly increasing (the frame's open and its first phase's open
    /// may tie), the last pulled back to `endNs` when the room allows.
    private mutating func place(startNs: Int64, endNs: Int64) {
        placed.removeAll(keepingCapacity: true)
        let count = pointTimes.count
        // The gap before point k: 1 ns, but none between the frame's open and its first phase's open.
        func gap(_ k: Int) -> Int64 { k == 1 && pointKinds[1] >= 0 ? 0 : 1 }
        placed.append(startNs)
        var needed: Int64 = 0
        for k in 1..<count {
            placed.append(max(scaled(pointTimes[k]), placed[k - 1] + gap(k)))
            needed += gap(k)
        }
        // Pulled back so the frame ends when it ended, if it is long enough for its points.
        let target = max(endNs, startNs + needed)
        guard placed[count - 1] > target else { return }
        placed[count - 1] = target
        for k in stride(from: count - 2, through: 1, by: -1) { placed[k] = min(placed[k], placed[k + 1] - gap(k + 1)) }
    }

    /// µs to ns, saturating.
    private func scaled(_ us: Int64) -> Int64 {
        let (v, o) = us.multipliedReportingOverflow(by: 1000)
        return o ? (us < 0 ? .min / 2 : .max / 2) : v
    }
}
