import Testing
@testable import FrameTrace

/// The nanosecond layout that makes Perfetto nest a frame's phases as recorded.
@Suite struct FrameLayoutTests {
    typealias Span = FrameLayout.Span

    /// Perfetto's rule for a child: it starts at or after its parent and ends at or before it; siblings do
    /// not overlap; every slice has a length.
    func checkNesting(_ l: FrameLayout, parents: [Int], sourceLocation: SourceLocation = #_sourceLocation) {
        for (k, span) in l.spans.enumerated() {
            let parent = parents[k] < 0 ? l.frame : l.spans[parents[k]]
            #expect(span.end > span.start, "phase \(k) has a length", sourceLocation: sourceLocation)
            #expect(span.start >= parent.start && span.end <= parent.end, "phase \(k) inside its parent", sourceLocation: sourceLocation)
            if parents[k] >= 0 { #expect(span.start > parent.start && span.end < parent.end, sourceLocation: sourceLocation) }
            for j in 0..<k where parents[j] == parents[k] {
                #expect(l.spans[j].end <= span.start || span.end <= l.spans[j].start, "siblings \(j), \(k) overlap", sourceLocation: sourceLocation)
            }
        }
        #expect(l.frame.end > l.frame.start, sourceLocation: sourceLocation)
    }

    @Test func zeroLengthPhasesStaySiblingsInsideTheFrame() {
        // input 0 µs, animate 5 µs, layout 0, paint 0, render 10, present 0 at the frame's end.
        var l = FrameLayout()
        l.layout(startUs: 100, endUs: 115, notBeforeNs: 0,
                 phases: [(100, 100), (100, 105), (105, 105), (105, 105), (105, 115), (115, 115)])
        checkNesting(l, parents: [-1, -1, -1, -1, -1, -1])
        // The frame keeps its recorded start and end to the nanosecond; the first phase starts with it.
        #expect(l.frame == Span(start: 100_000, end: 115_000))
        #expect(l.spans[0].start == l.frame.start)
        // A flow mark strictly inside `input`.
        #expect(l.firstPhaseMark > l.spans[0].start && l.firstPhaseMark < l.spans[0].end)
        // Each phase within 10 ns of where it was measured.
        let measured: [(Int64, Int64)] = [(100, 100), (100, 105), (105, 105), (105, 105), (105, 115), (115, 115)]
        for (k, (s, e)) in measured.enumerated() {
            #expect(abs(l.spans[k].start - s * 1000) <= 10 && abs(l.spans[k].end - e * 1000) <= 10, "phase \(k): \(l.spans[k])")
        }
    }

    @Test func anIdleFrameOfZeroMicrosecondsIsLengthenedByAFewNanoseconds() {
        var l = FrameLayout()
        l.layout(startUs: 50, endUs: 50, notBeforeNs: 0, phases: Array(repeating: (50, 50), count: 6))
        checkNesting(l, parents: Array(repeating: -1, count: 6))
        #expect(l.frame.start == 50_000 && l.frame.end - l.frame.start < 40)
        // The next frame, starting at the same microsecond, starts after it.
        var next = FrameLayout()
        next.layout(startUs: 50, endUs: 60, notBeforeNs: l.frame.end, phases: [(50, 52), (52, 60)])
        #expect(next.frame.start >= l.frame.end)
        checkNesting(next, parents: [-1, -1])
        // ...and still ends when it ended: nothing drifts across back-to-back frames.
        #expect(next.frame.end == 60_000)
    }

    @Test func aRenderPassRecordedAfterThePhasesNestsInRender() {
        // Phases, then glass passes inside render (the app records them last).
        var l = FrameLayout()
        l.layout(startUs: 0, endUs: 100, notBeforeNs: 0,
                 phases: [(0, 2), (2, 4), (4, 4), (4, 10), (10, 90), (90, 100), (10, 30), (30, 30), (30, 90)])
        checkNesting(l, parents: [-1, -1, -1, -1, -1, -1, 4, 4, 4])
    }

    @Test func phasesOutsideTheFrameAreClampedIntoIt() {
        var l = FrameLayout()
        l.layout(startUs: 1_000, endUs: 2_000, notBeforeNs: 0, phases: [(500, 1_500), (1_500, 9_000), (3_000, 2_000)])
        checkNesting(l, parents: [-1, -1, -1])
        #expect(l.frame == Span(start: 1_000_000, end: 2_000_000))
    }

    @Test func aFrameWithoutPhasesStillHasAMarkInside() {
        var l = FrameLayout()
        l.layout(startUs: 7, endUs: 7, notBeforeNs: 0, phases: [])
        #expect(l.frame.end > l.frame.start)
        #expect(l.firstPhaseMark > l.frame.start && l.firstPhaseMark < l.frame.end)
    }
}
