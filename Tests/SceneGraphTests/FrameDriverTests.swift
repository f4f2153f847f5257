import Foundation
import Geometry
@testable import Painting
import SceneGraph
import SceneTesting
import Testing

/// Logs what it captured, with the frame-clock time each event was stamped with.
@MainActor
private final class TimedRecorder: Node {
    var log: [String] = []
    var moves: [Double] = []
    override func hitTestSelf(_ point: Point) -> Bool { frame.contains(point) }
    override func pointerBegan(_ e: PointerEvent) -> Bool { log.append("began \(e.timestamp)"); return true }
    override func pointerMoved(_ e: PointerEvent) { log.append("moved \(e.timestamp)"); moves.append(e.position.x) }
    override func pointerEnded(_ e: PointerEvent) { log.append("ended \(e.timestamp)") }
    override func paint(into list: inout DisplayList) { list.append(.fillRoundedRect(frame, cornerRadius: 0, fill: .solid(.black))) }
}

/// Animates forever (never reports itself settled).
@MainActor
private final class Restless: Node {
    override func animate(at time: Double, tolerance: SettleTolerance) -> Bool { markNeedsPaint(); return true }
    override func paint(into list: inout DisplayList) { list.append(.fillRoundedRect(frame, cornerRadius: 0, fill: .solid(.black))) }
}

/// Stops every frame after its input phase, as the app does once a quit arrived.
@MainActor
private final class Quitting: FrameDriverDelegate {
    var ended: [FrameReport] = []
    func frameDriver(_ driver: FrameDriver, handle events: [PlatformEvent]) -> Bool { false }
    func frameDriver(_ driver: FrameDriver, didEnd report: FrameReport) { ended.append(report) }
}

@MainActor
struct FrameDriverTests {
    @Test func aHeadlessFrameReportsItsIndexTimeAndWhetherAnythingChanged() {
        let host = NullHost(size: Size(width: 100, height: 100))
        let driver = FrameDriver(scene: Scene(root: TimedRecorder(id: "r")), host: host)
        #expect(driver.clock.kind == .virtual)
        let first = driver.step()
        #expect(first.index == 0 && first.time == 0 && first.painted && first.drawn && first.isCounted)
        #expect(first.stats.vertices == 1 && host.presentCount == 1)
        let second = driver.step()
        // Nothing changed: no paint, nothing drawn or presented, yet the virtual clock ticked.
        #expect(second.index == 1 && abs(second.time - 1.0 / 60) < 1e-12)
        #expect(!second.painted && !second.drawn && second.isCounted && host.presentCount == 1)
        #expect(driver.frameIndex == 2 && abs(driver.now - 2.0 / 60) < 1e-12)
        #expect(driver.lastReport.index == 1)
    }

    @Test func aTapIsAPressAndAReleaseOneFrameLaterOnEveryClock() {
        // The app's clock (virtual): two frames, the release 1/60 s after the press.
        let node = TimedRecorder(id: "r")
        let driver = FrameDriver(scene: Scene(root: node), host: NullHost(size: Size(width: 100, height: 100)))
        driver.step()
        driver.tap(at: Point(x: 50, y: 50))
        #expect(node.log == ["began \(1.0 / 60)", "ended \(2.0 / 60)"])
        #expect(driver.frameIndex == 3)
        // The harness's manual clock: the same gesture, from the harness's time.
        let other = TimedRecorder(id: "r")
        let h = SceneHarness(root: other, size: Size(width: 100, height: 100))
        h.advance(seconds: 0.5)
        let t = h.time
        h.tap(at: Point(x: 50, y: 50))
        #expect(other.log == ["began \(t)", "ended \(t + 1.0 / 60)"])
        #expect(h.time == t + 1.0 / 60)
    }

    @Test func aDragMovesOncePerFrameAndReleasesWithTheLastMove() {
        let node = TimedRecorder(id: "r")
        let driver = FrameDriver(scene: Scene(root: node), host: NullHost(size: Size(width: 100, height: 100)))
        driver.step()
        let start = driver.frameIndex
        driver.drag(from: Point(x: 10, y: 50), to: Point(x: 40, y: 50), steps: 3)
        #expect(node.log.map { $0.split(separator: " ")[0] } == ["began", "moved", "moved", "moved", "ended"])
        #expect(zip(node.moves, [20.0, 30, 40]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(driver.frameIndex - start == 4)   // the press, then one frame per move (the release shares the last)
    }

    @Test func settleStopsAfterFiveSecondsOfFrameTimeWhenTheSceneNeverRests() {
        let node = Restless(id: "restless")
        let driver = FrameDriver(scene: Scene(root: node), host: NullHost(size: Size(width: 100, height: 100)))
        driver.scene.startAnimating(node)
        driver.settle()
        #expect(FrameDriver.settleLimit == 5)
        #expect(driver.frameIndex == 300 && !driver.scene.isIdle)
        // Already idle: settle runs no frame.
        let idle = SceneHarness(root: Node(id: "root"))
        let t = idle.time
        idle.settle()
        #expect(idle.time == t)
    }

    @Test func aFrameStoppedAfterInputDrawsNothingAndEndsAGesture() {
        let host = NullHost(size: Size(width: 100, height: 100))
        let driver = FrameDriver(scene: Scene(root: TimedRecorder(id: "r")), host: host)
        let quitting = Quitting()
        driver.delegate = quitting
        driver.tap(at: Point(x: 50, y: 50))
        #expect(quitting.ended.count == 1 && quitting.ended[0].isAbandoned && !quitting.ended[0].drawn)
        #expect(driver.frameIndex == 0 && host.presentCount == 0 && host.rendered.isEmpty)
    }

    /// Each phase is timed twice: on the wall clock (`durations`) and on the thread's CPU clock
    /// (`cpuDurations`), the frame's own cost without the time the scheduler gave other processes. Both clocks
    /// are counted here (each reading advances a fixed step), so the split is exact.
    @Test func eachPhaseIsTimedOnTheWallClockAndOnTheThreadsCPUClock() {
        let driver = FrameDriver(scene: Scene(root: TimedRecorder(id: "r")), host: NullHost(size: Size(width: 100, height: 100)))
        var wall: Int64 = 0, cpu: Int64 = 0
        driver.timeSource = { wall += 10; return wall }
        driver.cpuTimeSource = { cpu += 3; return cpu }
        let r = driver.step()
        for phase in FramePhase.allCases {
            #expect(r.durations[phase] == 10 && r.cpuDurations[phase] == 3, "\(phase)")
        }
        // The real clock: the thread's CPU time moves forward while it works, and never by more than the wall clock.
        let w0 = MonotonicClock.microseconds(), c0 = CPUClock.microseconds(.thread)
        var x = 0.0
        for i in 0..<200_000 { x += Double(i).squareRoot() }
        let c1 = CPUClock.microseconds(.thread), w1 = MonotonicClock.microseconds()
        #expect(x > 0 && c1 > c0 && c1 - c0 <= w1 - w0 + 2)
    }

    /// The done-when line of issue 21: one frame loop, one tap, one drag, one settle in the sources and tests
    /// (a test-local helper of that name would be a second one, and so would a loop that runs frames until
    /// the scene is idle: `while !app.scene.isIdle … { try app.step() }` is a settle by another name).
    @Test func theFrameLoopTapDragAndSettleAreDefinedOnce() throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        var counts: [String: [String]] = [:]
        let patterns = ["func tap(", "func drag(", "func settle()", "func settle(eachFrame", "scene.animate(at:", "scene.drainActions()"]
        /// Loops whose condition asks whether the scene is idle (a `while` whose condition, on its line or the
        /// next two, up to the body's brace, reads `isIdle`).
        func idleLoops(_ text: String) -> Int {
            let lines = text.components(separatedBy: "\n")
            return lines.indices.filter { i in
                guard lines[i].range(of: #"\bwhile\b"#, options: .regularExpression) != nil else { return false }
                let condition = lines[i..<min(lines.count, i + 3)].joined(separator: " ")
                return condition.components(separatedBy: "{")[0].contains("isIdle")
            }.count
        }
        for folder in ["Sources", "Tests"] {
            let base = root.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            for file in files where file.pathExtension == "swift" && file.lastPathComponent != "FrameDriverTests.swift" {
                let text = try String(contentsOf: file, encoding: .utf8)
                for p in patterns where text.contains(p) {
                    counts[p, default: []].append(file.lastPathComponent + "×\(text.components(separatedBy: p).count - 1)")
                }
                let loops = idleLoops(text)
                if loops > 0 { counts["idle loop", default: []].append(file.lastPathComponent + "×\(loops)") }
            }
        }
        // The gesture (`PointerGesture.tap`) and the driver's method that plays it, side by side.
        #expect(counts["func tap("] == ["FrameDriver+Gestures.swift×2"])
        #expect(counts["func drag("] == ["FrameDriver+Gestures.swift×2"])
        #expect(counts["func settle()"] == nil && counts["func settle(eachFrame"] == ["FrameDriver+Gestures.swift×1"])
        #expect(counts["idle loop"] == ["FrameDriver+Gestures.swift×1"])
        #expect(counts["scene.animate(at:"] == ["FrameDriver.swift×1"])
        #expect(counts["scene.drainActions()"] == ["FrameDriver.swift×1"])
    }
}
