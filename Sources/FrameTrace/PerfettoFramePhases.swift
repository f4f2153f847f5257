/// How a frame's phases become nested `TrackEvent` slices in a `.pftrace`: begin and end events in an
/// explicit order, so a 0 µs phase or two phases starting at the same time nest as intended — something a
/// JSON trace can only get by timestamps.
///
/// The pipeline phases (``TraceNames/phases``: input … present) are the frame's children, in the order
/// recorded, each starting no earlier than the previous one ends. Any other phase (the renderer's passes,
/// `glass.blur`, …) is a child of the last-recorded pipeline phase that contains it and lasts longer than
/// 0 µs (else of the last one that contains it; else of the frame), again one after another. Times are µs.
struct FramePhases {
    /// One phase as recorded (µs).
    typealias Phase = TracePhase

    /// Per phase, the index of its parent phase, or -1 for the frame (reused across frames).
    private var parents: [Int] = []

    /// Clamps every phase inside `frameStart…frameEnd` (end ≥ start) and works out its parent; pipeline phases
    /// and siblings are made not to overlap.
    mutating func clamp(_ phases: inout [Phase], frameStart: Int64, frameEnd: Int64) {
        parents.removeAll(keepingCapacity: true)
        for i in phases.indices {
            let end = min(max(phases[i].end, frameStart), frameEnd)
            phases[i].start = min(max(phases[i].start, frameStart), end)
            phases[i].end = end
            parents.append(FramePhases.isPipeline(phases[i].name) ? -1 : parent(of: i, in: phases))
        }
        // Siblings in order, each starting at or after the previous one's end, inside its parent.
        for i in phases.indices {
            var floor = parents[i] >= 0 ? phases[parents[i]].start : frameStart
            let ceiling = parents[i] >= 0 ? phases[parents[i]].end : frameEnd
            for j in 0..<i where parents[j] == parents[i] { floor = max(floor, phases[j].end) }
            phases[i].start = min(max(phases[i].start, floor), ceiling)
            phases[i].end = min(max(phases[i].end, phases[i].start), ceiling)
        }
    }

    /// Appends the phases' begin and end events on `track` (after the frame's begin, before its end), in
    /// the nesting ``clamp(_:frameStart:frameEnd:)`` worked out.
    func appendSlices(_ phases: [Phase], track: UInt64, to buffer: inout [UInt8]) {
        appendChildren(of: -1, phases, track: track, to: &buffer)
    }

    private func appendChildren(of parent: Int, _ phases: [Phase], track: UInt64, to buffer: inout [UInt8]) {
        for i in phases.indices where parents[i] == parent {
            PerfettoPacket.appendTrackEvent(tsNs: PerfettoTraceEncoder.frameNs(phases[i].start), track: track,
                                            type: PerfettoProto.TrackEvent.typeSliceBegin, name: phases[i].name, category: "phase", to: &buffer)
            if parent == -1 { appendChildren(of: i, phases, track: track, to: &buffer) }
            PerfettoPacket.appendTrackEvent(tsNs: PerfettoTraceEncoder.frameNs(phases[i].end), track: track,
                                            type: PerfettoProto.TrackEvent.typeSliceEnd, to: &buffer)
        }
    }

    /// The pipeline phase recorded before `i` that contains it, preferring one longer than 0 µs; -1 if none.
    private func parent(of i: Int, in phases: [Phase]) -> Int {
        var any = -1
        for j in stride(from: i - 1, through: 0, by: -1) where parents[j] == -1 && FramePhases.isPipeline(phases[j].name) {
            guard phases[j].start <= phases[i].start, phases[i].end <= phases[j].end else { continue }
            if phases[j].end > phases[j].start { return j }
            if any < 0 { any = j }
        }
        return any
    }

    private static func isPipeline(_ name: String) -> Bool { TraceNames.phases.contains(name) }
}
