@testable import Controls
import Geometry
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// Headless at `--refresh 120`, a frame is booked late only for the periods its own work overran (the
/// virtual clock gives each frame its 8.333 ms slot): a glass tap that scrolls the pane, with every frame's
/// work under the interval, misses no vsync — no rounding of the 8,333.3 µs grid books one — and the same
/// tap with frames over the interval misses in every frame. The work is a counted clock (each reading of
/// the monotonic clock advances it a fixed step), not wall-clock time.
@MainActor
struct Refresh120VsyncTests {
    struct Run { var frames = 0, missedFrames = 0, offsets = Set<Double>(); var expected: [Int64] = [] }

    func tour(clockStepUs: Int64) throws -> Run {
        var o = Options()
        o.headless = true
        o.refreshRate = 120
        let host = NullHost(size: o.size, scale: o.scale)
        host.settings = o.hostSettings
        let app = App(options: o, host: host)
        var now: Int64 = 0
        app.timeSource = { now += clockStepUs; return now }
        var r = Run(), seen = 0
        try runScript(app, "wait 0.3\ntap glass unread\nwait 0.8\ntap glass all\nwait 0.8") {
            guard app.timeline.recorded > seen, let s = app.timeline.samples.last else { return }
            seen = app.timeline.recorded
            r.frames += 1
            if s.missedVsyncs > 0 { r.missedFrames += 1 }
            r.expected.append(s.expectedPresent)
            r.offsets.insert(app.gallery.pager.offset)
        }
        #expect(host.refreshInterval == 1.0 / 120)
        return r
    }

    @Test func aGlassTapScrollingThePaneWithWorkUnderTheIntervalMissesNoVsync() throws {
        let r = try tour(clockStepUs: 50)
        #expect(r.frames >= 220)   // about 1.9 s at 120 Hz
        #expect(r.offsets.count > 20)   // the pane scrolled, frame by frame, both ways
        #expect(r.missedFrames == 0)
        // Each frame aims at the next vsync of the 8,333.3 µs grid.
        let gaps = Set(zip(r.expected.dropFirst(), r.expected).map { $0 - $1 })
        #expect(gaps.isSubset(of: [8333, 8334]), "\(gaps)")
    }

    @Test func theSameTapWithEveryFrameOverTheIntervalMissesInEveryFrame() throws {
        let r = try tour(clockStepUs: 9_000)
        #expect(r.frames > 100)
        #expect(r.missedFrames == r.frames)
    }
}
