import Foundation
@testable import FrameTrace
import Geometry
@testable import Painting
@testable import PickerLabApp
@testable import SceneGraph
import Testing

/// One definition per figure: `trace summary`, `trace compare` and the F2 frame graph give the same fps,
/// missed vsyncs and hitch time ratio for the same frames (FrameFigures).
@MainActor
struct FigureAgreementTests {
    /// A frame graph source holding a timeline.
    final class Source: FrameGraphSource {
        var timeline: FrameTimeline
        var refreshInterval: Double { 16_667 / 1e6 }
        var rendererName: String { "fake" }
        var controlFrames: [Rect] { [] }
        init(_ t: FrameTimeline) { timeline = t }
    }

    /// 200 frames: a slow start-up frame that missed 9 vsyncs, intervals that vary (16.7, 20, 33.3 ms), an
    /// idle pause of a second, and every 17th frame late by 1–3 vsyncs.
    func frames() -> [FrameSample] {
        var out: [FrameSample] = []
        var start: Int64 = 0
        for i in 0..<200 {
            var phases = FramePhaseDurations()
            phases[.render] = i == 0 ? 150_000 : 3_000
            let missed = i == 0 ? 9 : (i % 17 == 0 ? 1 + i % 3 : 0)
            let actual = start + phases.total
            out.append(FrameSample(index: i, start: start, phases: phases, expectedPresent: start + 16_667,
                                   actualPresent: actual, missedVsyncs: missed))
            start = max(actual, start + (i == 100 ? 1_000_000 : [16_667, 20_000, 33_333][i % 3]))
        }
        return out
    }

    @Test func summaryCompareAndTheFrameGraphAgree() throws {
        let samples = frames()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("agree-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = TraceWriter(path: path, labels: ["renderer: fake"])
        for s in samples {
            writer.beginFrame(index: s.index, startUs: s.start, deadlineUs: 16_667)
            writer.phase("render", startUs: s.start, endUs: s.start + s.work)
            writer.endFrame(endUs: s.actualPresent, timing: FrameTiming(workUs: s.work, presentUs: 0, expectedPresentUs: s.expectedPresent,
                                                                        actualPresentUs: s.actualPresent, missedVsyncs: s.missedVsyncs))
        }
        #expect(writer.finish())
        let summary = try TraceSummary.load(path: path)
        let run = try TraceRun.load(path: path)
        let compare = TraceComparison(a: run, b: run, iterations: 50)
        var timeline = FrameTimeline(capacity: 240)
        for s in samples { timeline.append(s) }

        // Missed vsyncs: the start-up frame's 9 are left out everywhere.
        let missed = samples.dropFirst().reduce(0) { $0 + $1.missedVsyncs }
        #expect(summary.missedVsyncs == missed)
        #expect(compare.row("missed_vsyncs")?.a == Double(missed))
        #expect(timeline.missedVsyncs == missed)
        // fps while animating: the pause is not a slow frame.
        #expect(summary.animatedFPS > 40 && summary.animatedFPS < 50)
        #expect(compare.row("fps")?.a == summary.animatedFPS)
        #expect(timeline.framesPerSecond(periodUs: 16_667) == summary.animatedFPS)
        // The hitch time ratio.
        #expect(summary.hitchTimeRatio > 0)
        #expect(compare.row("hitch_time_ratio_ms_per_s")?.a == summary.hitchTimeRatio)
        #expect(timeline.hitchTimeRatio(periodUs: 16_667) == summary.hitchTimeRatio)

        // What F2 draws is those values, formatted as the summary prints them.
        let graph = FrameGraphNode()
        let source = Source(timeline)
        graph.source = source
        graph.isVisible = true
        graph.frame = Rect(x: 0, y: 0, width: 800, height: 600)
        var list = DisplayList()
        graph.paint(into: &list)
        let text = try #require(list.commands.compactMap { if case .text(let r) = $0, r.text.contains("fps") { return r.text } else { return nil } }.first)
        #expect(text.hasPrefix(String(format: "%.2f fps  missed %d  hitch %.2f ms/s", summary.animatedFPS, summary.missedVsyncs, summary.hitchTimeRatio)), "\(text)")
        #expect(summary.textReport().contains(String(format: "headline: %.2f fps while animating, %d missed vsyncs", summary.animatedFPS, summary.missedVsyncs)))
    }
}
