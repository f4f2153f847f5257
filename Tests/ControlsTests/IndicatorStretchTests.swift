@testable import Controls
import Foundation
import Geometry
@testable import Painting
@testable import SceneGraph
import SceneTesting
import Testing

/// The glass indicator's press and drag motion (issue 14): it grows under the finger, stretches along a fast
/// drag and squashes across it, stays inside its control, and springs back on release; other styles shrink
/// and never stretch.
@MainActor
struct IndicatorStretchTests {
    private func press(_ h: SceneHarness, _ phase: PointerPhase, _ p: Point) {
        h.send(.pointer(PointerEvent(id: 0, kind: .mouse, phase: phase, position: p, timestamp: h.time, isPressed: phase != .ended)))
    }

    @Test func theStretchTargetSaturatesWithSpeed() {
        #expect(IndicatorNode.stretchTarget(velocityX: 0, maxStretch: 0.25) == 1)
        #expect(abs(IndicatorNode.stretchTarget(velocityX: -1500, maxStretch: 0.25) - (1 + 0.25 * tanh(1))) < 1e-12)
        #expect(IndicatorNode.stretchTarget(velocityX: 1e9, maxStretch: 0.25) <= 1.25)
        #expect(IndicatorNode.stretchTarget(velocityX: .nan, maxStretch: 0.25) == 1)
        #expect(IndicatorNode.stretchTarget(velocityX: 900, maxStretch: 0) == 1)
    }

    @Test(arguments: ["glass", "pill"])
    func aFastDragStretchesOnlyGlassAndTheGrownGlassStaysInsideTheControl(style: String) {
        let s: any SegmentedControlStyle = style == "glass" ? GlassStyle() : PillStyle()
        let c = SegmentedControl(style: s, segments: glassTabs)
        let h = harness(c, width: 700)
        let start = c.indicator.frame.center
        press(h, .began, start)
        var maxStretch = 1.0
        for k in 1...40 {
            h.advance(seconds: 1.0 / 60)
            press(h, .moved, Point(x: start.x + 25 * Double(k), y: start.y))   // 1500 pt/s, on past the end
            maxStretch = max(maxStretch, c.indicator.stretch)
            let d = c.indicator.drawnFrame, f = c.indicator.frame
            if style == "glass" {
                // Grown and stretched, the glass still stays inside its control.
                #expect(d.minX >= c.frame.minX - 1e-9 && d.maxX <= c.frame.maxX + 1e-9, "frame \(k): \(d) outside \(c.frame)")
            } else {
                // A shrinking style draws within its own frame (where that frame goes is issue 10's).
                #expect(d.minX >= f.minX - 1e-9 && d.maxX <= f.maxX + 1e-9, "frame \(k): \(d) outside \(f)")
            }
        }
        if style == "glass" {
            #expect(maxStretch > 1.15 && maxStretch <= 1.25, "max stretch \(maxStretch)")
            #expect(abs(c.indicator.scale - 1.06) < 0.01)
            let d = c.indicator.drawnFrame
            #expect(d.height < c.indicator.frame.height * 1.06 - 0.5)   // squashed across the drag
        } else {
            #expect(maxStretch == 1)
            #expect(abs(c.indicator.scale - 0.95) < 0.01)
        }
        press(h, .ended, Point(x: start.x + 1000, y: start.y))
        h.settle()
        #expect(c.indicator.stretch == 1 && c.indicator.scale == 1)
        #expect(c.indicator.drawnFrame == c.indicator.frame)
    }
}
