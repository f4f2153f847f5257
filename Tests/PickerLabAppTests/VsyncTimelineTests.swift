import Geometry
@testable import Painting
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// A window whose clock is manual: rendering takes the work planned for each frame, and a present blocks
/// until the next point of a 16.667 ms vsync grid (as a vsync-paced present does).
@MainActor
final class VsyncBlockingHost: PlatformHost {
    let period: Int64 = 16_667
    var nowUs: Int64 = 1_000
    /// Work (µs) each frame's render takes, by frame; 2 ms when not planned.
    var workPlan: [Int: Int64] = [:]
    private(set) var frames = 0
    let measurer = FixedAdvanceMeasurer()
    var windowSize = Size(width: 1100, height: 760)
    var drawableSize: PixelSize { PixelSize(width: 1100, height: 760) }
    var scale: Double { 1 }
    var refreshInterval: Double { Double(period) / 1e6 }
    var textMeasurer: TextMeasuring { measurer }
    var settings: HostSettings { .windowed(renderer: .software) }
    var rendererName: String { "fake" }

    func waitEvents(timeout: Double?, now: Double) -> [PlatformEvent] { [] }
    func render(_ list: DisplayList) -> RenderStats {
        nowUs += workPlan[frames] ?? 2_000
        return RenderStats()
    }
    func present() -> PresentResult {
        frames += 1
        let before = nowUs
        nowUs = (nowUs / period + 1) * period + 30   // returns just after the vsync
        return PresentResult(presented: true, blockedForVsync: true, seconds: Double(nowUs - before) / 1e6)
    }
    func inject(_ event: PlatformEvent) -> Bool { true }
    func capture(_ list: DisplayList) throws -> PixelImage { PixelImage(width: 1, height: 1) }
    func encodePNG(_ image: PixelImage) throws -> [UInt8] { [] }
}

@MainActor
struct VsyncTimelineTests {
    func makeApp(frames: Int) -> (App, VsyncBlockingHost) {
        var o = Options()
        o.frames = frames
        let host = VsyncBlockingHost()
        let app = App(options: o, host: host)
        app.timeSource = { host.nowUs }
        app.sleepUntil = { host.nowUs = max(host.nowUs, $0) }
        return (app, host)
    }

    @Test func framesOfTwoMillisecondsOfWorkMissNoVsync() throws {
        let (app, _) = makeApp(frames: 30)
        try app.run()
        let samples = app.timeline.samples
        #expect(samples.count == 30)
        #expect(samples.allSatisfy { $0.missedVsyncs == 0 }, "\(samples.map(\.missedVsyncs))")
        // Continuous frames aim at consecutive vsyncs.
        for k in 2..<samples.count { #expect(abs(samples[k].expectedPresent - samples[k - 1].expectedPresent - 16_667) <= 1) }
        // A blocking present is counted as present time, not as work.
        #expect(samples.allSatisfy { $0.work < 3_000 && $0.presentDuration > 10_000 })
    }

    @Test func oneFrameOfTwentyMillisecondsMissesExactlyOneVsyncAndOnlyThatFrame() throws {
        let (app, host) = makeApp(frames: 20)
        host.workPlan[10] = 20_000
        try app.run()
        let missed = app.timeline.samples.map(\.missedVsyncs)
        #expect(missed[10] == 1, "\(missed)")
        #expect(missed.enumerated().allSatisfy { $0.offset == 10 || $0.element == 0 }, "\(missed)")
        #expect(app.timeline.missedCount == 1)
    }

    @Test func afterAnIdleGapTheNextFrameAimsAtTheFirstVsyncAfterItsStart() throws {
        let (app, host) = makeApp(frames: 6)
        for _ in 0..<3 { try app.step() }
        host.nowUs += 250_300   // idle: nothing drawn for a quarter of a second, off the grid
        for _ in 0..<3 { try app.step() }
        let s = app.timeline.samples
        let resumed = s[3]
        let grid = VsyncGrid(periodUs: 16_667, anchorUs: Double(s[2].actualPresent))
        #expect(resumed.expectedPresent == grid.firstPoint(after: resumed.start))
        #expect(resumed.expectedPresent > resumed.start && resumed.expectedPresent - resumed.start <= 16_667)
        #expect(s.allSatisfy { $0.missedVsyncs == 0 }, "\(s.map(\.missedVsyncs))")
    }

    @Test func theGridRoundsVirtualFrameStartsOntoTheirOwnVsync() {
        var grid = VsyncGrid(periodUs: 1e6 / 60)
        for k in 0..<600 {
            let start = Int64((Double(k) * 1e6 / 60).rounded())
            let expected = grid.expectedPresent(frameStart: start, continuous: false)
            #expect(abs(Double(expected) - Double(k + 1) * 1e6 / 60) <= 1, "frame \(k)")
            #expect(grid.missedVsyncs(expected: expected, actualPresent: start + 5_000, blocked: false) == 0)
        }
        // Real work of 1.5 periods on a virtual frame overruns by one vsync, 2.5 periods by two; a frame that
        // starts late (after an overrun) aims at the first vsync after its own start.
        let late = VsyncGrid(periodUs: 1e6 / 60)
        #expect(late.expectedPresent(frameStart: 67_121, continuous: false) == 83_333)
        var g = VsyncGrid(periodUs: 1e6 / 60)
        let e = g.expectedPresent(frameStart: 0, continuous: false)
        #expect(g.missedVsyncs(expected: e, actualPresent: 25_000, blocked: false) == 1)
        var h = VsyncGrid(periodUs: 1e6 / 60)
        let f = h.expectedPresent(frameStart: 0, continuous: false)
        #expect(h.missedVsyncs(expected: f, actualPresent: 41_700, blocked: false) == 2)
    }

    /// A blocking present that returns early (the display's vsync came before the grid's) re-anchors the grid;
    /// the next frame must not aim at the vsync the previous one was booked on (nor one a fraction of a period
    /// after it), or its Expected-frames slice would overlap the previous one in Perfetto.
    @Test func reAnchoringNeverBooksAVsyncTwice() {
        var grid = VsyncGrid(periodUs: 1e6 / 60)
        let first = grid.expectedPresent(frameStart: 0)
        #expect(first == 16_667)
        // The present blocked and returned at 3 ms: the real vsync; the grid follows it.
        _ = grid.missedVsyncs(expected: first, actualPresent: 3_000, blocked: true)
        let second = grid.expectedPresent(frameStart: 3_500)
        #expect(Double(second) >= Double(first) + grid.period / 2, "aimed at \(second), \(second - first) µs after the previous frame's vsync")
        // On the new grid: a point after the re-anchored present, whole periods from it.
        #expect(abs((Double(second - 3_000) / grid.period).rounded() * grid.period - Double(second - 3_000)) <= 1)
        // Successive frames keep aiming at distinct vsyncs.
        var previous = second
        for k in 1...20 {
            _ = grid.missedVsyncs(expected: previous, actualPresent: previous - 400, blocked: true)   // each returns early
            let next = grid.expectedPresent(frameStart: previous - 300)
            #expect(Double(next) >= Double(previous) + grid.period / 2, "frame \(k)")
            previous = next
        }
    }
}
