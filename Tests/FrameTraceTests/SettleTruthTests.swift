@testable import FrameTrace
import Foundation
import Testing

/// Settle figures that say what happened: a change within 0.5 pt of its selection's resting frame before
/// the next change has settled (not "interrupted"); a last change the trace cut off did not meet a "next
/// change"; an unknown overshoot stays unknown in `trace compare`; a later drag that changed no selection is
/// not part of the change before it; and no "-0.000".
struct SettleTruthTests {
    /// A spring-like approach from 0 to 100 pt over 600 ms (within 0.5 pt from 450 ms on), sampled every
    /// 16.667 ms with the resting frame recorded, still creeping (velocity ≠ 0) until `until` µs.
    func approach(from t0: Int64, until: Int64) -> [MotionFigures.Sample] {
        var out: [MotionFigures.Sample] = []
        var t = t0
        while t < until {
            let s = Double(t - t0) / 1e6
            let x = 100 - 100 * exp(-s / 0.07)
            out.append(.init(ts: t, x: x, width: 50, velocity: 100 / 0.07 * exp(-s / 0.07) + 0.01, targetX: 100, targetWidth: 50))
            t += 16_667
        }
        return out
    }

    @Test func aChangeWithinTheBandOfItsRestingFrameBeforeTheNextChangeHasSettled() {
        let samples = [MotionFigures.Sample(ts: -16_667, x: 0, width: 50, velocity: 0)] + approach(from: 0, until: 833_333)
        let changes = [MotionFigures.Change(control: "pill", from: 0, to: 1, ts: 0), .init(control: "pill", from: 1, to: 2, ts: 833_333)]
        let f = MotionFigures.figures(changes: changes, samples: ["pill": samples], frameStarts: [], frameMissed: [], originUs: 0)
        // 100·e^(−t/0.07) ≤ 0.5 from t = 0.07·ln 200 = 370.9 ms: the next sample at 383.3 ms.
        #expect(f[0].settleMs.map { abs($0 - 383.338) < 0.01 } == true, "\(String(describing: f[0].settleMs))")
        #expect(!f[0].interrupted)
    }

    @Test func aLastChangeCutOffByTheTracesEndSaysSoNotNextChange() {
        let samples = [MotionFigures.Sample(ts: -16_667, x: 0, width: 50, velocity: 0)] + approach(from: 0, until: 150_000)
        let f = MotionFigures.figures(changes: [.init(control: "pill", from: 0, to: 1, ts: 0)], samples: ["pill": samples],
                                      frameStarts: [], frameMissed: [], originUs: 0)
        #expect(f[0].settleMs == nil && !f[0].interrupted)
        var s = TraceSummary(empty: ())
        s.changes = f
        let text = s.changesText().joined(separator: "\n")
        #expect(text.contains("not settled before the trace ended") && !text.contains("next change"), "\(text)")
    }

    @Test func anUnknownOvershootStaysUnknownInCompare() {
        var a = SelectionChangeFigures(control: "pill", from: 0, to: 1, startMs: 0, settleMs: nil, overshootPt: 0, overshootPercent: 0,
                                       peakVelocityPtPerS: 900, missedVsyncs: 0)
        a.interrupted = true
        let b = SelectionChangeFigures(control: "pill", from: 0, to: 1, startMs: 0, settleMs: 600, overshootPt: 1.04, overshootPercent: 1,
                                       peakVelocityPtPerS: 900, missedVsyncs: 0)
        let pair = ChangeComparison.pair([a], [b])
        #expect(pair.count == 1 && pair[0].overshootPtDifference == nil)
    }

    @Test func aLaterDragThatChangedNoSelectionIsNotPartOfTheChange() {
        // Released on its segment: one sample at rest right after the change; 7 s later a pane drag moves it.
        var samples = [MotionFigures.Sample(ts: -100, x: 827, width: 160, velocity: -266), .init(ts: 9_000, x: 827, width: 160, velocity: 0)]
        for k in 0..<10 { samples.append(.init(ts: 7_000_000 + Int64(k) * 30_000, x: 827 - Double(k) * 4, width: 160, velocity: -140)) }
        let f = MotionFigures.figures(changes: [.init(control: "glass", from: 1, to: 2, ts: 0)], samples: ["glass": samples],
                                      frameStarts: [], frameMissed: [], originUs: 0)
        #expect(f[0].settleMs == 0, "\(String(describing: f[0].settleMs))")
        #expect(f[0].peakVelocityPtPerS == 0)
    }

    @Test func negativeZeroPrintsAsZero() {
        #expect(TraceSummary.fixed(-0.0, 3) == "0.000")
        #expect(TraceSummary.fixed(-0.0001, 2) == "0.00")
    }
}
