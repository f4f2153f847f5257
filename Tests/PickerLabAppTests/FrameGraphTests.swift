@testable import Painting
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

@MainActor
struct FrameGraphTests {
    @Test func f2TogglesTheFrameGraphDrawnThroughTheDisplayList() throws {
        let (app, host) = try makeApp()
        for _ in 0..<5 { try app.step() }
        func graphText() -> String? {
            app.scene.displayList.commands.compactMap { if case .text(let r) = $0, r.text.contains("fps") { return r.text } else { return nil } }.first
        }
        #expect(graphText() == nil)
        host.inject(.key(KeyEvent(key: .function(2), timestamp: 0)))
        try app.step()
        let text = try #require(graphText())
        #expect(text.contains("missed 0"))
        // The graph does not keep frames coming: with nothing else changing, the scene goes idle.
        try app.step()
        #expect(app.scene.isIdle)
        host.inject(.key(KeyEvent(key: .function(2), timestamp: 0)))
        try app.step()
        #expect(graphText() == nil)
    }

    @Test func theTimelineKeepsTheLast240FramesOldestFirst() {
        var t = FrameTimeline(capacity: 240)
        for i in 0..<300 {
            var phases = FramePhaseDurations()
            for p in FramePhase.allCases { phases[p] = Int64(p.rawValue + 1) }
            if i == 299 { phases[.render] = 20_000 }
            t.append(FrameSample(index: i, start: Int64(i) * 16_667, phases: phases, expectedPresent: Int64(i + 1) * 16_667,
                                 actualPresent: Int64(i) * 16_667 + phases.total, missedVsyncs: i == 299 ? 1 : 0))
        }
        #expect(t.samples.count == 240)
        #expect(t.samples.first?.index == 60 && t.samples.last?.index == 299)
        #expect(abs(t.framesPerSecond(periodUs: 16_667) - 1e6 / 16_667) < 1e-6)
        // An idle pause between bursts of frames does not count as a slow frame.
        var bursts = FrameTimeline(capacity: 10)
        for (i, start) in [0, 16_667, 33_334, 3_000_000, 3_016_667, 3_033_334].enumerated() {
            bursts.append(FrameSample(index: i, start: Int64(start), phases: FramePhaseDurations(), expectedPresent: Int64(start) + 16_667,
                                      actualPresent: Int64(start) + 1000, missedVsyncs: 0))
        }
        #expect(abs(bursts.framesPerSecond(periodUs: 16_667) - 1e6 / 16_667) < 1e-6)
        #expect(t.missedCount == 1)
        #expect(t.p99WorkMilliseconds == 0.015)   // nearest rank 238 of 240 (work 1+2+3+4+5 µs): the one 20 ms frame is above it
    }
}
