@testable import FrameTrace
import Testing

/// A relayout after a change has come to rest (the inspector opening, a resize, a reflow) moves the
/// indicator without animation; the change's figures stop where it came to rest (a new user's find: a
/// `set inspector on` after a settled pill tap read as 49 % overshoot and a 1500 ms settle).
struct RelayoutAfterChangeTests {
    @Test func aJumpToANewLayoutAfterTheChangeRestsIsNotItsOvershootOrSettle() throws {
        // 0 → 100 pt with a 4 pt overshoot, at rest (velocity 0) from frame 20; at frame 60 a relayout
        // puts the indicator at 40 pt without animation.
        var samples: [MotionFigures.Sample] = [.init(ts: -16_667, x: 0, width: 50, velocity: 0)]
        for k in 0..<20 {
            let x = k < 12 ? Double(k) * 104 / 11 : 104 - Double(k - 11) * 0.5
            samples.append(.init(ts: Int64(k) * 16_667, x: x, width: 50, velocity: 900))
        }
        for k in 20..<60 { samples.append(.init(ts: Int64(k) * 16_667, x: 100, width: 50, velocity: 0)) }
        for k in 60..<90 { samples.append(.init(ts: Int64(k) * 16_667, x: 40, width: 60, velocity: 0)) }
        let f = MotionFigures.figures(changes: [.init(control: "pill", from: 0, to: 1, ts: 0)], samples: ["pill": samples],
                                      frameStarts: [], frameMissed: [], originUs: 0)
        let change = try #require(f.first)
        #expect(abs(change.overshootPt - 4) < 1e-9, "overshoot \(change.overshootPt)")
        #expect(abs(change.overshootPercent - 4) < 1e-9)
        let settle = try #require(change.settleMs)
        #expect(settle > 100 && settle <= 20 * 16.667 + 1e-6, "settle \(settle) ms")
    }
}
