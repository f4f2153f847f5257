@testable import Controls
import Foundation
import Geometry
import Motion
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// The gallery's scroll has iOS's momentum (a hostile tester's find on issue 21: a fast drag released
/// stopped dead): each frame's offset after a fling is checked against the ported formula — Flutter's
/// `BouncingScrollSimulation` (flutter/flutter `packages/flutter/lib/src/widgets/scroll_simulation.dart` at
/// 095d6b9): friction x(t) = x₀ + v₀·(0.135ᵗ − 1)/ln 0.135 (UIKit's `.normal` deceleration, 0.998 per
/// millisecond), then past an end a spring (mass 0.5, stiffness 100, damping ratio 1.1) back to it.
@MainActor
struct GalleryMomentumTests {
    let g = Gallery()
    let h: SceneHarness
    var layout: GalleryLayout { g.root as! GalleryLayout }

    /// One column, 550 × 500 points: much shorter than the content.
    init() { h = SceneHarness(root: g.root, size: Size(width: 550, height: 500)) }

    /// The gallery's own padding, where no control is.
    let grip = Point(x: 6, y: 250)

    func send(_ phase: PointerPhase, _ p: Point) {
        h.send(.pointer(PointerEvent(id: 0, kind: .touch, phase: phase, position: p, timestamp: h.time, isPressed: phase != .ended)))
    }

    /// A touch drag from `grip` moving `dy` points per 1/60 s frame for `frames` frames, then released where it is.
    func fling(dy: Double, frames: Int) {
        send(.began, grip)
        for k in 1...frames { h.advance(seconds: 1.0 / 60); send(.moved, Point(x: grip.x, y: grip.y + dy * Double(k))) }
        send(.ended, Point(x: grip.x, y: grip.y + dy * Double(frames)))
    }

    /// Flutter's friction (FrictionSimulation.x with drag 0.135), written out here.
    static func friction(_ x0: Double, _ v0: Double, _ t: Double) -> Double { x0 + v0 * (pow(0.135, t) - 1) / log(0.135) }

    @Test func aFlingCarriesOnWithIOSDecelerationAndComesToRestWhereTheFormulaSays() throws {
        #expect(layout.isScrollable && layout.hitTest(grip) === layout)
        fling(dy: -10, frames: 8)   // 600 points/second up: the content scrolls on, down the page
        let x0 = layout.scrollOffset.y, t0 = h.scene.animationTime
        #expect(abs(x0 - 80) < 1e-9)
        let sim = try #require(layout.fling?.y)
        #expect(abs(sim.velocity - 600) < 6, "release velocity \(sim.velocity)")   // the drag's own speed
        let v0 = sim.velocity
        #expect(Self.friction(x0, v0, .infinity) < layout.maxOffset.y, "stays inside: the friction alone")
        var frames = 0, last = x0
        for _ in 0..<600 where layout.fling != nil {
            h.advance(seconds: 1.0 / 60)
            frames += 1
            let t = h.scene.animationTime - t0, y = layout.scrollOffset.y
            if layout.fling != nil { #expect(abs(y - Self.friction(x0, v0, t)) < 1e-6, "frame \(frames): \(y) vs \(Self.friction(x0, v0, t))") }
            #expect(y >= last - 1e-9)   // it never goes back
            last = y
        }
        // It rests where the velocity falls below Flutter's tolerance (20 points/second at scale 1), at most a
        // frame's travel short of the formula's limit x₀ + v₀/|ln 0.135|.
        let rest = layout.scrollOffset.y, limit = Self.friction(x0, v0, .infinity)
        #expect(rest > x0 + 250 && rest <= limit && limit - rest < 20 / abs(log(0.135)) + 1, "rest \(rest), limit \(limit)")
        #expect(frames > 60, "momentum for more than a second (\(frames) frames)")
    }

    @Test func aFlingTowardTheEndPassesItAndSpringsBackToRestExactlyThere() throws {
        let end = layout.maxOffset.y
        layout.scrollOffset.y = end - 100
        h.frame()
        fling(dy: -30, frames: 3)   // 1800 points/second toward the end, 10 points before it
        let x0 = layout.scrollOffset.y, t0 = h.scene.animationTime
        let sim = try #require(layout.fling?.y)
        let v0 = sim.velocity, reach = log(log(0.135) * (end - x0) / v0 + 1) / log(0.135)   // FrictionSimulation.timeAtX
        #expect(abs(sim.springTime - reach) < 1e-9)
        let arrival = v0 * pow(0.135, reach)
        let back = SpringSimulation(spring: Spring(mass: 0.5, stiffness: 100, damping: 1.1 * 2 * 50.0.squareRoot()), start: end, end: end, velocity: arrival)
        var past = 0.0
        for _ in 0..<600 where layout.fling != nil {
            h.advance(seconds: 1.0 / 60)
            let t = h.scene.animationTime - t0, y = layout.scrollOffset.y
            guard layout.fling != nil else { break }
            let expected = t <= reach ? Self.friction(x0, v0, t) : back.position(at: t - reach)
            #expect(abs(y - expected) < 1e-6, "t \(t): \(y) vs \(expected)")
            past = max(past, y - end)
        }
        #expect(past > 20, "it passed the end by \(past) points")
        #expect(layout.scrollOffset.y == end && layout.fling == nil)
        h.settle()
        #expect(h.scene.isIdle && layout.scrollOffset.y == end)
    }

    @Test func aDragPastTheTopRubberBandsAndSpringsBackWhenLetGo() {
        send(.began, grip)
        for k in 1...10 { h.advance(seconds: 1.0 / 60); send(.moved, Point(x: grip.x, y: grip.y + 20 * Double(k))) }
        // The finger asks for 200 points past the top: iOS's rubber band over the window's height shows less.
        let shown = layout.scrollOffset.y
        #expect(abs(shown - -rubberBand(offset: 200, dimension: 500)) < 1e-9 && shown > -200 * 0.55, "shown \(shown)")
        h.advance(seconds: 0.2)   // held still, then let go: no fling, the spring brings it back
        send(.ended, Point(x: grip.x, y: grip.y + 200))
        let sim = layout.fling?.y
        #expect(sim?.springTime == -.infinity)
        h.settle()
        #expect(layout.scrollOffset.y == 0 && layout.fling == nil)
    }

    @Test func aPressCatchesAFlingWhereItIs() {
        fling(dy: -15, frames: 8)
        h.advance(seconds: 0.2)
        let caught = layout.scrollOffset.y
        send(.began, grip)
        h.advance(seconds: 0.2)
        #expect(layout.fling == nil && layout.scrollOffset.y == caught)
        send(.ended, grip)
        h.settle()
        #expect(layout.scrollOffset.y == caught)
    }
}
