@testable import Controls
import Geometry
import Motion
@testable import Painting
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

@MainActor
struct MotionToolsTests {
    @Test func eachStyleUsesItsSeedsAnimation() throws {
        let (app, _) = try makeApp()
        #expect(app.gallery.control("pill")?.animation == .bouncy)
        #expect(app.gallery.control("underline")?.animation == .bouncy)
        #expect(app.gallery.control("icons")?.animation == .bouncy)
        #expect(app.gallery.control("track")?.animation == .default)
        #expect(app.gallery.control("thumb")?.animation == .snappy(duration: 0.28))
        #expect(app.gallery.control("glass")?.animation == .spring(response: 0.3, dampingFraction: 0.7))
    }

    @Test func springOverridesReplaceAControlsAnimation() throws {
        let (app, _) = try makeApp { $0.springOverrides = [SpringOverride(control: "glass", animation: .smooth, spec: "smooth")] }
        #expect(app.gallery.control("glass")?.animation == .smooth)
        #expect(app.gallery.control("pill")?.animation == .bouncy)
    }

    @Test func slowAnimationsRunTheAnimationClockTenTimesSlower() throws {
        let (slow, _) = try makeApp { $0.slowAnimations = true }
        let (normal, _) = try makeApp()
        let target = slow.gallery.control("pill")!.segmentNodes[2].frame.center
        slow.driver.tap(at: target)
        normal.driver.tap(at: target)
        // 30 slow frames (0.5 s of frame time) are 0.05 s of animation time, as are 3 normal frames.
        for _ in 0..<30 { try slow.step() }
        for _ in 0..<3 { try normal.step() }
        let a = slow.gallery.control("pill")!.indicator.frame, b = normal.gallery.control("pill")!.indicator.frame
        #expect(abs(a.x - b.x) < 1e-9 && abs(a.width - b.width) < 1e-9)
        #expect(a.x > slow.gallery.control("pill")!.segmentNodes[0].frame.x)   // it did move
        // Frame time is not slowed: the animation clock is a tenth of the last frame's time.
        #expect(abs(slow.animationTime - Double(slow.frameIndex - 1) / 60 / 10) < 1e-9)
        #expect(abs(slow.now - Double(slow.frameIndex) / 60) < 1e-9)
    }

    @Test func keySTogglesSlowAnimationsAndRTogglesReduceMotion() throws {
        let (app, host) = try makeApp()
        host.inject(.key(KeyEvent(key: .character("s"), timestamp: 0)))
        host.inject(.key(KeyEvent(key: .character("r"), timestamp: 0)))
        try app.step()
        #expect(app.slowAnimations)
        #expect(app.scene.reduceMotion)
    }

    @Test func reduceMotionCrossFadesInsteadOfSliding() throws {
        let (app, _) = try makeApp { $0.reduceMotion = true }
        let pill = app.gallery.control("pill")!
        let start = pill.indicator.frame, end = pill.segmentNodes[2].frame
        app.driver.tap(at: end.center)
        // The indicator is at its new place at once (never in between), fading in over the old one fading out.
        for _ in 0..<20 {
            try app.step()
            #expect(pill.indicator.frame == end)
        }
        app.driver.tap(at: pill.segmentNodes[1].frame.center)
        try app.step()
        let opacities = app.scene.displayList.commands.compactMap { if case .pushOpacity(let o) = $0 { return o } else { return nil } }
        #expect(opacities.count >= 2)
        #expect(start != end)
        for _ in 0..<120 { try app.step() }
        #expect(app.scene.isIdle)
        #expect(!app.scene.displayList.commands.contains { if case .pushOpacity = $0 { return true } else { return false } })
    }
}
