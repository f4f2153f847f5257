@testable import Controls
import Geometry
import Motion
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

@MainActor
struct InspectorTests {
    func slider(_ app: App, _ key: String) throws -> Slider {
        try #require(app.inspector.panel.sliders.first { $0.label == key })
    }

    @Test func aSliderDragInAScriptChangesTheSpringAndTheNextTapFollowsTheNewCurve() throws {
        let (app, _) = try makeApp { $0.inspector = true }
        let pill = try #require(app.gallery.control("pill"))
        #expect(app.inspector.panel.controlID == "pill")
        let damping = try slider(app, "dampingFraction")
        let before = InspectorController.spring(of: pill)
        #expect(abs(before.dampingFraction - 0.7) < 1e-12)   // .bouncy
        // Drag the dampingFraction thumb 60 points left: 1:1 on the track (0.05…2 over its width), landing
        // on the nearest hundredth.
        let start = damping.thumbCenter, width = damping.trackRect.width
        let expected = ((damping.value - 60 / width * (2 - 0.05)) * 100).rounded() / 100
        #expect(abs(expected * 100 - (expected * 100).rounded()) < 1e-9 && abs(expected - 0.7) > 0.1)
        try runScript(app, """
            mouse down \(start.x) \(start.y)
            wait 0.05
            mouse move \(start.x - 20) \(start.y)
            wait 0.05
            mouse move \(start.x - 40) \(start.y + 2)
            wait 0.05
            mouse move \(start.x - 60) \(start.y + 1)
            wait 0.05
            mouse up \(start.x - 60) \(start.y + 1)
            wait 0.1
            tap pill iOS
            wait 1.5
            expect selected pill iOS
            """)
        let spring = InspectorController.spring(of: pill)
        #expect(abs(spring.dampingFraction - expected) < 1e-9, "\(spring)")
        #expect(abs(spring.response - before.response) < 1e-9)
        #expect(abs(damping.value - expected) < 1e-9)
        // The tap's frames follow the new spring's closed form at every sampled frame.
        let measured = app.inspector.measured
        #expect(measured.count > 30)
        let sim = SpringSimulation(spring: spring, start: 0, end: 1, velocity: 0)
        let old = SpringSimulation(spring: before, start: 0, end: 1, velocity: 0)
        var distinguishes = false
        for sample in measured.dropLast() {
            #expect(abs(sample.progress - sim.position(at: sample.t)) < 1e-6, "t = \(sample.t)")
            if abs(sim.position(at: sample.t) - old.position(at: sample.t)) > 0.01 { distinguishes = true }
        }
        #expect(distinguishes)   // the old spring would have failed the check
        #expect(abs(measured[1].t - 1.0 / 60) < 1e-9)
        // The measured overshoot is the new spring's.
        let peak = measured.map(\.progress).max() ?? 0
        #expect(abs((peak - 1) * 100 - spring.overshootPercent) < 2)
    }

    @Test func togglingThePanelReflowsTheGalleryWithoutOverlappingAnyControl() throws {
        let (app, host) = try makeApp()
        let before = app.gallery.controls.map(\.frame) + [app.gallery.pager.frame]
        #expect(!app.isInspectorVisible)
        try runScript(app, "key I\nwait 0.1")
        #expect(app.isInspectorVisible)
        let panel = app.inspector.panel.frame
        #expect(panel == Rect(x: host.windowSize.width - 300, y: 0, width: 300, height: host.windowSize.height))
        let frames = app.gallery.controls.map(\.frame) + [app.gallery.pager.frame]
        for (i, f) in frames.enumerated() {
            #expect(f.minX >= 0 && f.maxX <= panel.minX, "control \(i) at \(f) overlaps the panel at \(panel.minX)")
            // Beside the panel the gallery may reflow to one column taller than the window: it scrolls.
            for g in frames[(i + 1)...] { let o = f.intersection(g); #expect(o.width <= 0 || o.height <= 0, "\(f) overlaps \(g)") }
        }
        #expect(frames != before)   // it reflowed
        try runScript(app, "key I\nwait 0.1")
        #expect(!app.isInspectorVisible)
        #expect(app.gallery.controls.map(\.frame) + [app.gallery.pager.frame] == before)
        #expect(app.sceneDump()["inspector"] == nil)
    }

    @Test func changingTheSpringMidAnimationRetargetsWithoutAJump() throws {
        let (app, host) = try makeApp { $0.inspector = true }
        let pill = try #require(app.gallery.control("pill"))
        app.driver.tap(at: pill.segmentNodes[2].frame.center)
        for _ in 0..<6 { try app.step() }
        let old = InspectorController.spring(of: pill)
        let to = pill.track.frames[2].x
        let oldSegmentStart = pill.indicator.frame.x
        _ = oldSegmentStart
        // The running animation, as the closed form: the tap started it at `start` from `from`.
        let r = try #require(app.inspector.recordings["pill"])
        let oldSim = SpringSimulation(spring: old, start: r.fromX, end: to, velocity: 0)
        // Shift-Right on the focused response slider: ten steps of 0.01 s, in this frame's input phase.
        let response = try slider(app, "response")
        app.scene.setFocus(response)
        host.inject(.key(KeyEvent(key: .right, shift: true, timestamp: 0)))
        try app.step()
        let t1 = app.animationTime - r.startTime
        let new = InspectorController.spring(of: pill)
        #expect(abs(new.response - (old.response + 0.1)) < 1e-9)
        // No jump: this frame shows the old motion's position at this instant...
        #expect(abs(pill.indicator.frame.x - oldSim.position(at: t1)) < 1e-9)
        // ...and the next continues with the new spring from there, at the old velocity.
        try app.step()
        let newSim = SpringSimulation(spring: new, start: oldSim.position(at: t1), end: to, velocity: oldSim.velocity(at: t1))
        #expect(abs(pill.indicator.frame.x - newSim.position(at: 1.0 / 60)) < 1e-9)
        #expect(abs(pill.indicator.frame.x - oldSim.position(at: t1 + 1.0 / 60)) > 1e-3)
    }

    @Test func replayPlaysTheLastChangeAgainWithTheNewSpring() throws {
        let (app, _) = try makeApp { $0.inspector = true }
        let pill = try #require(app.gallery.control("pill"))
        app.driver.tap(at: pill.segmentNodes[1].frame.center)
        for _ in 0..<90 { try app.step() }
        app.inspector.panel.presetButtons[0].action?()   // smooth
        #expect(InspectorController.spring(of: pill) == .smooth)
        try runScript(app, "key P\nwait 1.2")
        #expect(pill.selectedIndex == 1)
        let measured = app.inspector.measured
        let sim = SpringSimulation(spring: .smooth, start: 0, end: 1, velocity: 0)
        #expect(measured.first?.progress == 0)
        #expect(measured.count > 20)
        // Every frame is the closed form; the last is where it settled and snapped to the target (within 0.5 px).
        for s in measured.dropLast() { #expect(abs(s.progress - sim.position(at: s.t)) < 1e-6, "t = \(s.t)") }
        let travel = abs(pill.track.frames[1].x - pill.track.frames[0].x)
        #expect(abs(measured.last!.progress - sim.position(at: measured.last!.t)) < 0.5 / travel)
    }

    @Test func theFocusedControlIsTheOneShownAndItsSpringIsTheSlidersValue() throws {
        let (app, _) = try makeApp { $0.inspector = true; $0.springOverrides = [SpringOverride(control: "glass", animation: .spring(response: 0.4, dampingFraction: 0.6), spec: "response:0.4,dampingFraction:0.6")] }
        try runScript(app, "tap glass unread\nwait 0.05")
        #expect(app.inspector.panel.controlID == "glass")
        #expect(abs(try slider(app, "response").value - 0.4) < 1e-12)
        #expect(abs(try slider(app, "dampingFraction").value - 0.6) < 1e-12)
        // The inspector's own picker switches parameterisation; its sliders show the same spring.
        app.inspector.panel.modePicker.userSelect(1)
        try app.step()
        #expect(app.inspector.panel.parameterisation == .designer)
        #expect(abs(try slider(app, "bounce").value - 0.4) < 1e-12)
        #expect(app.inspector.panel.controlID == "glass")
    }

    @Test func theGhostShowsWhereADragReleasedNowWouldLand() throws {
        let (app, host) = try makeApp { $0.inspector = true }
        let pill = try #require(app.gallery.control("pill"))
        let start = pill.indicator.frame.center
        host.inject(.pointer(PointerEvent(id: 0, kind: .mouse, phase: .began, position: start, timestamp: 0)))
        try app.step()
        for i in 1...6 {
            host.inject(.pointer(PointerEvent(id: 0, kind: .mouse, phase: .moved, position: Point(x: start.x + 8 * Double(i), y: start.y), timestamp: 0)))
            try app.step()
        }
        let shown = try #require(app.inspector.ghost.shown)
        let vx = 8 * 60.0
        let projectedCenter = pill.indicator.frame.midX + projectedOffset(velocity: vx)
        #expect(abs(shown.projected.midX - pill.track.draggedFrame(x: projectedCenter - pill.indicator.frame.width / 2).midX) < 1e-6)
        #expect(shown.index == pill.track.nearestIndex(toCenterX: projectedCenter))
        host.inject(.pointer(PointerEvent(id: 0, kind: .mouse, phase: .ended, position: Point(x: start.x + 48, y: start.y), timestamp: 0, isPressed: false)))
        try app.step()
        #expect(pill.selectedIndex == shown.index)
        #expect(app.inspector.ghost.shown == nil)
    }

    @Test(arguments: SpringParameterisation.allCases)
    func eachParameterisationChangesOnlyItsParameter(mode: SpringParameterisation) {
        let s = Spring(mass: 2, stiffness: 300, damping: 20)
        for p in mode.parameters {
            let v = (p.range.lowerBound + p.range.upperBound) / 3
            let changed = mode.spring(s, setting: p.key, to: v)
            #expect(abs(SpringParameterisation.value(p.key, of: changed) - v) < 1e-9 * max(1, v), "\(p.key)")
            for q in mode.parameters where q.key != p.key {
                #expect(abs(SpringParameterisation.value(q.key, of: changed) - SpringParameterisation.value(q.key, of: s)) < 1e-9 * max(1, SpringParameterisation.value(q.key, of: s)), "\(p.key) moved \(q.key)")
            }
            #expect(abs(changed.mass - s.mass) < 1e-12 || p.key == "mass")
        }
    }

    @Test func eachCopyButtonPutsItsPlatformsCodeOnTheClipboard() throws {
        let (app, host) = try makeApp { $0.inspector = true; $0.springOverrides = [SpringOverride(control: "pill", animation: .spring(response: 0.5, dampingFraction: 0.7), spec: "response:0.5,dampingFraction:0.7")] }
        let buttons = app.inspector.panel.copyButtons
        #expect(buttons.count == 6)
        let swiftUI = try #require(buttons.first { $0.id == "inspector.copy.swiftui" })
        try runScript(app, "mouse down \(swiftUI.frame.midX) \(swiftUI.frame.midY)\nwait 0.05\nmouse up \(swiftUI.frame.midX) \(swiftUI.frame.midY)\nwait 0.05")
        #expect(host.clipboard == SpringCode(spring: Spring(response: 0.5, dampingFraction: 0.7)).swiftUI)
        #expect(host.clipboard?.contains(".spring(response: 0.5, dampingFraction: 0.7)") == true)
        #expect(app.inspector.copy("css")?.contains("linear(0, ") == true)
        #expect(host.clipboard?.hasPrefix("/* ") == true)
    }
}
