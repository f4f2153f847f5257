@testable import FrameTrace
import Foundation
import Testing

/// A selection change cut short by the next one has no resting place, so its overshoot is unknown: the
/// summary says so (text "unknown", JSON null) instead of reporting 0, which read as "no bounce".
struct InterruptedChangeTests {
    func figures() -> [SelectionChangeFigures] {
        // Change 1 at 0 µs moves 0 → 100 pt and is interrupted at 100 ms (still moving, past its target);
        // change 2 then settles back at 0.
        var samples: [MotionFigures.Sample] = [.init(ts: -16_667, x: 0, width: 50, velocity: 0)]
        for k in 0..<6 { samples.append(.init(ts: Int64(k) * 16_667, x: Double(k) * 22, width: 50, velocity: 1300)) }
        for k in 6..<30 { samples.append(.init(ts: Int64(k) * 16_667, x: max(0, 110 - Double(k - 6) * 10), width: 50, velocity: k == 29 ? 0 : -600)) }
        let changes = [MotionFigures.Change(control: "pill", from: 0, to: 1, ts: 0),
                       .init(control: "pill", from: 1, to: 0, ts: 100_000)]
        return MotionFigures.figures(changes: changes, samples: ["pill": samples], frameStarts: [], frameMissed: [], originUs: 0)
    }

    @Test func anInterruptedChangesOvershootIsNullInJSONAndUnknownInText() throws {
        let f = figures()
        #expect(f.count == 2)
        #expect(f[0].settleMs == nil && f[1].settleMs != nil)
        var out: [UInt8] = []
        TraceSummary.appendChangeJSON(f[0], to: &out)
        let first = try #require(try JSONSerialization.jsonObject(with: Data(out)) as? [String: Any])
        #expect(first["overshoot_pt"] is NSNull && first["overshoot_percent"] is NSNull && first["settle_ms"] is NSNull)
        out = []
        TraceSummary.appendChangeJSON(f[1], to: &out)
        let second = try #require(try JSONSerialization.jsonObject(with: Data(out)) as? [String: Any])
        #expect((second["overshoot_pt"] as? NSNumber) != nil)
    }
}
