@testable import Controls
import Foundation
import Geometry
import Motion
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// A/B: a second spring B for a control, its ghost indicator moving with B beside the control's own
/// indicator (A), both curves plotted, the swap key, `--spring-b` and the script commands.
@MainActor
struct InspectorABTests {
    static let b = SpringOverride(control: "pill", animation: .spring(response: 0.8, dampingFraction: 0.4), spec: "response:0.8,dampingFraction:0.4")

    @Test func theBGhostFollowsTheBSpringsClosedFormWhileTheIndicatorFollowsA() throws {
        let (app, _) = try makeApp { $0.inspector = true; $0.springBOverrides = [InspectorABTests.b] }
        let pill = try #require(app.gallery.control("pill"))
        let ghost = app.inspector.ghostB
        #expect(ghost.shownFrame("pill") == pill.track.frames[0])   // at rest on the selected segment
        #expect(app.inspector.panel.springB == InspectorABTests.b.animation)
        #expect(app.inspector.panel.plot.comparison == InspectorABTests.b.animation)
        let a = InspectorController.spring(of: pill)
        guard case .spring(let bSpring) = InspectorABTests.b.animation else { Issue.record("B is a spring"); return }
        let from = pill.track.frames[0], to = pill.track.frames[2]
        app.driver.tap(at: pill.segmentNodes[2].frame.center)
        let start = try #require(app.inspector.recordings["pill"]).startTime
        let simA = SpringSimulation(spring: a, start: from.x, end: to.x, velocity: 0)
        let simB = SpringSimulation(spring: bSpring, start: from.x, end: to.x, velocity: 0)
        var apart = 0.0
        for _ in 0..<50 {
            try app.step()
            let t = app.scene.animationTime - start
            let g = try #require(ghost.shownFrame("pill"))
            // B's closed form, squashed against the control's inner edge as the indicator's overshoot is.
            let free = Rect(x: simB.position(at: t), y: to.y, width: to.width, height: to.height)
            #expect(abs(g.x - pill.indicator.keptInTrack(free).x) < 1e-6, "t = \(t)")
            if pill.indicator.isMoving { #expect(abs(pill.indicator.frame.x - simA.position(at: t)) < 1e-6) }
            apart = max(apart, abs(g.x - pill.indicator.frame.x))
        }
        #expect(apart > 20)   // shown live beside A, and visibly different
        // The dump gives B and where its ghost is.
        let dumpB = try #require(app.inspector.dump()?["springB"] as? [String: Any])
        #expect(dumpB["response"] as? Double == 0.8)
        #expect((dumpB["ghost"] as? [String: Double])?["x"] == ghost.shownFrame("pill")?.x)
    }

    @Test func keyXSwapsAAndBAndARunningAnimationRetargetsWithoutAJump() throws {
        let (app, host) = try makeApp { $0.inspector = true; $0.springBOverrides = [InspectorABTests.b] }
        let pill = try #require(app.gallery.control("pill"))
        let a = pill.animation
        app.driver.tap(at: pill.segmentNodes[1].frame.center)
        for _ in 0..<5 { try app.step() }
        let x0 = pill.indicator.frame.x
        host.inject(.key(KeyEvent(key: .character("x"), timestamp: 0)))
        try app.step()
        #expect(pill.animation == InspectorABTests.b.animation)
        #expect(app.inspector.springsB["pill"]?.animation == a)
        #expect(app.inspector.panel.springB == a)
        #expect(abs(try #require(app.inspector.panel.sliders.first { $0.label == "response" }).value - 0.8) < 1e-12)
        #expect(abs(pill.indicator.frame.x - x0) < 30)   // continued from where it was
        // X again swaps back.
        host.inject(.key(KeyEvent(key: .character("x"), timestamp: 0)))
        try app.step()
        #expect(pill.animation == a)
    }

    @Test func keepAsBMakesTheCurrentSpringBAndClearRemovesIt() throws {
        let (app, _) = try makeApp { $0.inspector = true }
        let pill = try #require(app.gallery.control("pill"))
        #expect(app.inspector.ghostB.parent == nil)   // no B, no ghost in the scene
        app.inspector.panel.keepBButton.action?()
        #expect(app.inspector.springsB["pill"]?.animation == pill.animation)
        #expect(app.inspector.ghostB.parent != nil)
        app.inspector.panel.clearBButton.action?()
        #expect(app.inspector.springsB["pill"] == nil)
        #expect(app.inspector.panel.springB == nil)
    }

    @Test func scriptCommandsTypeCopyAndDriveAB() throws {
        let (app, host) = try makeApp { $0.size = Size(width: 1100, height: 1000) }
        try runScript(app, """
            set inspector on
            set spring-b "pill=duration:0.6,bounce:0.3"
            inspector show pill
            inspector type response 0.37
            inspector type mass 2
            inspector copy css
            wait 0.1
            """)
        let pill = try #require(app.gallery.control("pill"))
        let s = InspectorController.spring(of: pill)
        #expect(abs(s.response - 0.37 * sqrt(2)) < 1e-9 || abs(s.mass - 2) < 1e-12)
        #expect(s.mass == 2)
        #expect(app.inspector.panel.parameterisation == .physical)   // typing a field shows its parameterisation
        #expect(host.clipboard?.contains("linear(") == true)
        #expect(app.inspector.panel.previewKey == "css")
        guard case .spring(let b)? = app.inspector.springsB["pill"]?.animation else { Issue.record("no B"); return }
        #expect(abs(b.duration - 0.6) < 1e-9 && abs(b.bounce - 0.3) < 1e-9)
        try runScript(app, "inspector swap pill\nwait 0.05")
        #expect(pill.animation == .spring(b))
        #expect(app.warnings.isEmpty, "\(app.warnings)")
        // A value outside the domain warns naming its line (the run exits 1) and applies nothing.
        let before = InspectorController.spring(of: pill)
        try runScript(app, "wait 0.05\ninspector type stiffness 0.001\nwait 0.05", path: "ab.txt")
        #expect(InspectorController.spring(of: pill) == before)
        #expect(app.warnings.contains { $0.hasPrefix("ab.txt:2: inspector type stiffness 0.001: ") }, "\(app.warnings)")
    }

    @Test(arguments: [
        ("inspector type speed 1", "unknown inspector field 'speed'"),
        ("inspector type response 0x10", "bad value '0x10'"),
        ("inspector type response inf", "bad value 'inf'"),
        ("inspector copy kotlin", "unknown platform 'kotlin'"),
        ("inspector swap nothing", "unknown control 'nothing'"),
        ("inspector", "usage: inspector show CONTROL"),
        ("set spring-b nothing=bouncy", "unknown style 'nothing'"),
        ("set spring-b pill=response:0x1", "response:0x1"),
    ])
    func malformedInspectorLinesAreReportedWithTheirLine(line: String, message: String) throws {
        let catalog: Script.Catalog = ["pill": .some(["SwiftUI", "iOS", "UIKit"])]
        #expect(throws: ScriptError.self) { try Script.parse("wait 0\n" + line, path: "s.txt", catalog: catalog) }
        do { _ = try Script.parse("wait 0\n" + line, path: "s.txt", catalog: catalog) } catch let e as ScriptError {
            #expect(e.line == 2)
            #expect(e.message.contains(message), "\(e.message)")
        }
    }

    @Test func springBOnTheCommandLineHasSpringsSyntaxAndDomain() throws {
        let o = try Options.parse(["--spring-b", "pill=response:0.8,dampingFraction:0.4", "--spring-b", "glass=bouncy"])
        #expect(o.springBOverrides.map(\.control) == ["pill", "glass"])
        #expect(o.springBOverrides[0].animation == .spring(response: 0.8, dampingFraction: 0.4))
        for bad in ["pill=response:0.8,dampingFraction:0", "pill=mass:1,stiffness:1,damping:0", "nothing=bouncy", "pill", "pill=response:0x1", "pill=mass:1,stiffness:1e9,damping:10"] {
            var a = "", b = ""
            do { _ = try Options.parse(["--spring", bad]) } catch let e as OptionError { a = e.message }
            do { _ = try Options.parse(["--spring-b", bad]) } catch let e as OptionError { b = e.message }
            #expect(!a.isEmpty && b == "--spring-b" + a.dropFirst("--spring".count), "\(bad): \(a) / \(b)")
        }
        #expect(throws: OptionError("--spring-b: pill is given twice (one spring B per control)")) {
            try Options.parse(["--spring-b", "pill=bouncy", "--spring-b", "pill=smooth"])
        }
    }

    @Test func aRecordingStartsWithSpringBAndWritesInspectorLinesSoItReplays() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ab-record-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("session.txt").path
        let (app, _) = try makeApp { $0.inspector = true; $0.springBOverrides = [InspectorABTests.b] }
        try app.startRecording(path: path, header: "test")
        try runScript(app, "inspector type dampingFraction 0.55\ninspector swap\nwait 0.1")
        try app.finish()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("set spring-b \"pill=response:0.8,dampingFraction:0.4\"") || text.contains("set spring-b pill=response:0.8,dampingFraction:0.4"), "\(text)")
        #expect(text.contains("inspector type dampingFraction 0.55"))
        #expect(text.contains("inspector swap"))
        // The recording replays to the same springs A and B.
        let (replay, _) = try makeApp()
        try runScript(replay, text)
        let pill = try #require(app.gallery.control("pill")), again = try #require(replay.gallery.control("pill"))
        #expect(again.animation == pill.animation)
        #expect(replay.inspector.springsB["pill"]?.animation == app.inspector.springsB["pill"]?.animation)
    }
}
