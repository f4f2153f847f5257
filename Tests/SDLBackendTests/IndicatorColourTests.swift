@testable import Controls
import Foundation
import Geometry
@testable import Painting
@testable import PickerLabApp
@testable import SceneGraph
@testable import SDLBackend
import Testing

/// Issue 22: the selection feedback is the seeds' haptic, not a picture — a selection changes the
/// indicator's colour only as far as its tint animation does (no pale flash on the pill, thumb, track or glass).
@MainActor
@Suite(.serialized)
struct IndicatorColourTests {
    /// The pixel (8-bit sRGB) at a fixed place on the indicator that no label covers: 60% of its height in
    /// from its left end, a fifth of its height below its top.
    static func indicatorPixel(_ app: App, _ control: SegmentedControl) throws -> (r: Int, g: Int, b: Int) {
        let image = try app.host.capture(app.scene.displayList)
        let f = control.indicator.drawnFrame, s = app.host.scale
        let p = Point(x: f.minX + 0.6 * f.height, y: f.minY + 0.2 * f.height)
        let px = try #require(image.pixel(x: Int(p.x * s), y: Int(p.y * s)))
        return (Int(px.r), Int(px.g), Int(px.b))
    }

    @Test(arguments: [("pill", 1), ("thumb", 1), ("track", 1), ("glass", 1)])
    func aSelectionChangesTheIndicatorColourOnlyAsItsTintAnimates(id: String, to index: Int) throws {
        let app = try makeApp()
        app.driver.settle()
        let control = try #require(app.gallery.control(id))
        let before = try IndicatorColourTests.indicatorPixel(app, control)
        app.driver.tap(at: control.segmentNodes[index].frame.center)
        #expect(control.selectedIndex == index)
        // The frame the selection lands in: the indicator has hardly moved, and its colour has not jumped.
        func tint() -> (r: Int, g: Int, b: Int) { let c = control.indicator.state.tint.rgba8; return (Int(c.r), Int(c.g), Int(c.b)) }
        let tintBefore = (r: Int(control.segments[0].tint.rgba8.r), g: Int(control.segments[0].tint.rgba8.g), b: Int(control.segments[0].tint.rgba8.b))
        var frames = [(pixel: try IndicatorColourTests.indicatorPixel(app, control), tint: tint())]
        let first = frames[0].pixel
        let jump = max(abs(first.r - before.r), abs(first.g - before.g), abs(first.b - before.b))
        #expect(jump <= 16, "\(id): the indicator's colour jumped by \(jump) levels on the selection's first frame: \(before) → \(first)")
        var unread: (any Error)?
        app.driver.settle {
            do { frames.append((try IndicatorColourTests.indicatorPixel(app, control), tint())) } catch { unread = unread ?? error }
        }
        if let unread { throw unread }
        let after = try IndicatorColourTests.indicatorPixel(app, control), tintAfter = tint()
        guard id != "glass" else { return }   // the lens shows what it passes over: only its first frame is judged
        // Every frame's colour is its tint's (the tint animation, a bouncy spring's overshoot included) with the
        // rest frames' offset between pixel and tint: a flash would lift it far above.
        let dA = (before.r - tintBefore.r, before.g - tintBefore.g, before.b - tintBefore.b)
        let dB = (after.r - tintAfter.r, after.g - tintAfter.g, after.b - tintAfter.b)
        for (k, f) in frames.enumerated() {
            for (v, t, a, b) in [(f.pixel.r, f.tint.r, dA.0, dB.0), (f.pixel.g, f.tint.g, dA.1, dB.1), (f.pixel.b, f.tint.b, dA.2, dB.2)] {
                let expected = Double(t) + Double(a + b) / 2, tolerance = 16 + Double(abs(a - b)) / 2
                #expect(abs(Double(v) - expected) <= tolerance, "\(id) frame \(k): \(f.pixel) with tint \(f.tint), expected \(expected) ± \(tolerance)")
            }
        }
    }
}
