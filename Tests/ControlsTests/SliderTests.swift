import Controls
import Foundation
import Geometry
@testable import SceneGraph
import SceneTesting
import Testing

@MainActor
struct SliderTests {
    func makeSlider(scale: Slider.Scale = .linear, range: ClosedRange<Double> = 0...2, value: Double = 0.5) -> (Slider, SceneHarness, [Double]) {
        let slider = Slider(id: "s", label: "response", range: range, scale: scale, value: value, format: { "\($0)" })
        let root = StackNode(id: "root", axis: .vertical, padding: EdgeInsets(all: 20))
        root.addChild(slider)
        let h = SceneHarness(root: root, size: Size(width: 258, height: 200))
        h.frame()
        return (slider, h, [])
    }

    @Test func aDragMovesTheThumbOneToOneWithThePointer() {
        let (slider, h, _) = makeSlider()
        var changes: [Double] = []
        slider.onChange = { changes.append($0) }
        let track = slider.trackRect
        #expect(abs(track.width - 200) < 1e-9)   // 218 wide, less the thumb's 18
        let start = slider.thumbCenter
        h.drag(from: start, to: Point(x: start.x + 50, y: start.y + 3), steps: 10)
        // 50 points of a 200-point track over 0…2: +0.5, and the thumb is under the pointer.
        #expect(abs(slider.value - 1.0) < 1e-9)
        #expect(abs(slider.thumbCenter.x - (start.x + 50)) < 1e-9)
        #expect(changes.count >= 2 && abs(changes.last! - 1.0) < 1e-9)
    }

    @Test func aMoveWithinTheSlopChangesNothingAndAVerticalDragIsNotTaken() {
        let (slider, h, _) = makeSlider()
        let start = slider.thumbCenter
        h.send(.pointer(PointerEvent(id: 0, kind: .mouse, phase: .began, position: start, timestamp: h.time)))
        h.send(.pointer(PointerEvent(id: 0, kind: .mouse, phase: .moved, position: Point(x: start.x + 3, y: start.y), timestamp: h.time)))
        #expect(slider.value == 0.5)
        h.send(.pointer(PointerEvent(id: 0, kind: .mouse, phase: .moved, position: Point(x: start.x + 3, y: start.y + 30), timestamp: h.time)))
        h.send(.pointer(PointerEvent(id: 0, kind: .mouse, phase: .moved, position: Point(x: start.x + 60, y: start.y + 30), timestamp: h.time)))
        h.send(.pointer(PointerEvent(id: 0, kind: .mouse, phase: .ended, position: Point(x: start.x + 60, y: start.y + 30), timestamp: h.time, isPressed: false)))
        #expect(slider.value == 0.5)
    }

    @Test func aTapOnTheTrackJumpsThere() {
        let (slider, h, _) = makeSlider()
        let t = slider.trackRect
        h.tap(at: Point(x: t.minX + 150, y: t.midY))
        #expect(abs(slider.value - 1.5) < 1e-9)
    }

    @Test func arrowsStepAHundredthAndShiftATenth() {
        let (slider, h, _) = makeSlider()
        h.scene.setFocus(slider)
        h.send(.key(KeyEvent(key: .right, timestamp: h.time)))
        #expect(abs(slider.value - 0.52) < 1e-9)
        h.send(.key(KeyEvent(key: .left, shift: true, timestamp: h.time)))
        #expect(abs(slider.value - 0.32) < 1e-9)
        h.send(.key(KeyEvent(key: .end, timestamp: h.time)))
        #expect(slider.value == 2)
        h.send(.key(KeyEvent(key: .right, timestamp: h.time)))
        #expect(slider.value == 2)
    }

    @Test func aLogarithmicTrackSpendsEqualLengthOnEachDecade() {
        let (slider, _, _) = makeSlider(scale: .logarithmic, range: 1...1000, value: 10)
        #expect(abs(slider.position - 1.0 / 3) < 1e-12)
        #expect(abs(slider.value(atPosition: 2.0 / 3) - 100) < 1e-9)
        // A value set from outside the track is shown as it is, the thumb at the end.
        slider.setValue(5000)
        #expect(slider.value == 5000)
        #expect(slider.position == 1)
    }

    @Test func withDecimalsDragsTapsAndKeysLandOnRoundValues() {
        let (slider, h, _) = makeSlider(range: 0.05...2, value: 0.697)
        slider.decimals = 2
        h.scene.setFocus(slider)
        // Off the grid, a step goes to the neighbouring hundredth, then one hundredth at a time.
        h.send(.key(KeyEvent(key: .right, timestamp: h.time)))
        #expect(slider.value == 0.70)
        h.send(.key(KeyEvent(key: .right, timestamp: h.time)))
        #expect(slider.value == 0.71)
        h.send(.key(KeyEvent(key: .left, shift: true, timestamp: h.time)))
        #expect(slider.value == 0.61)
        // A drag of 37 points over a 200-point track is +0.36075: it lands on 0.97.
        let start = slider.thumbCenter
        h.drag(from: start, to: Point(x: start.x + 37, y: start.y), steps: 5)
        #expect(slider.value == 0.97)
        let t = slider.trackRect
        h.tap(at: Point(x: t.minX + 123.4, y: t.midY))   // 0.05 + 0.617 × 1.95 = 1.25315
        #expect(slider.value == 1.25)
    }

    @Test func aLogarithmicTrackWithWholeStepsStepsAtLeastOneUnit() {
        let (slider, h, _) = makeSlider(scale: .logarithmic, range: 1...5000, value: 1)
        slider.decimals = 0
        h.scene.setFocus(slider)
        var seen: [Double] = [slider.value]
        for _ in 0..<40 { h.send(.key(KeyEvent(key: .right, timestamp: h.time))); seen.append(slider.value) }
        // Every value is whole and each press moves on (a hundredth of a log track near 1 is less than 1).
        for (a, b) in zip(seen, seen.dropFirst()) { #expect(b > a && b == b.rounded(), "\(a) → \(b)") }
        #expect(seen[1] == 2)
        slider.setValue(3000)
        h.send(.key(KeyEvent(key: .right, timestamp: h.time)))
        // A hundredth of the track at 3000 is ×5000^0.01 ≈ ×1.089: 3267, whole.
        #expect(slider.value == (3000 * pow(5000, 0.01)).rounded())
    }
}
