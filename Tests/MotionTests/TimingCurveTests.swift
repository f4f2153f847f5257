import Foundation
import Testing
@testable import Motion

/// Expected values from an independent Python evaluation: the Bernstein form
/// 3(1−s)²s·p₁ + 3(1−s)s²·p₂ + s³, solved for x = t/duration by 200 bisection steps, with
/// dy/dt = (dy/ds)/(dx/ds)/duration. Duration 0.4 s; times 0.05, 0.1, 0.2, 0.3 s.
private let times = [0.05, 0.1, 0.2, 0.3]
private let cases: [(String, TimingCurve, [Double], [Double])] = [
    ("easeInOut", .easeInOut(duration: 0.4),
     [0.03111405008548435, 0.1291619310473198, 0.5, 0.87083806895268],
     [1.2736031752578036, 2.6481546029369976, 4.310344827586207, 2.648154602937]),
    ("easeIn", .easeIn(duration: 0.4),
     [0.025984596545081142, 0.09346465071882484, 0.31535681257253945, 0.62186186917489],
     [0.97928899712062, 1.6864944865208078, 2.684946949538565, 3.4207224084882024]),
    ("easeOut", .easeOut(duration: 0.4),
     [0.19858000697765504, 0.37813813082510966, 0.6846431874274606, 0.9065353492811752],
     [3.7644326806364434, 3.420722408488204, 2.684946949538565, 1.6864944865208078]),
]

@Suite struct TimingCurveTests {
    @Test func bezierEasesMatchIndependentReference() {
        for (name, curve, progress, derivative) in cases {
            for (i, t) in times.enumerated() {
                #expect(abs(curve.progress(at: t) - progress[i]) < 1e-9, "\(name) progress(\(t))")
                #expect(abs(curve.derivative(at: t) - derivative[i]) < 1e-7, "\(name) derivative(\(t))")
            }
        }
    }

    @Test func linearProgressIsTimeOverDuration() {
        let c = TimingCurve.linear(duration: 0.25)
        #expect(c.progress(at: 0.1) == 0.4)
        #expect(c.derivative(at: 0.1) == 4)
    }

    @Test func curvesStartAtZeroAndFinishExactlyAtTheirDuration() {
        for c in [TimingCurve.linear(duration: 0.3), .easeInOut(duration: 0.3), .easeOut(duration: 0.3), .easeIn(duration: 0.3)] {
            #expect(c.progress(at: -1) == 0)
            #expect(c.progress(at: 0) == 0)
            #expect(c.progress(at: 0.3) == 1)
            #expect(c.progress(at: 7) == 1)
            #expect(c.derivative(at: 0.3) == 0)
            #expect(c.derivative(at: -0.1) == 0)
        }
    }

    @Test func easeOutStartsWithTheLimitingSlope() {
        // x ≈ 3·0.58·s², y ≈ 3·s² near s = 0, so dy/dx → 1/0.58; over 0.4 s that is 4.3103 per second.
        #expect(abs(TimingCurve.easeOut(duration: 0.4).derivative(at: 0) - 1 / 0.58 / 0.4) < 1e-9)
        #expect(TimingCurve.easeInOut(duration: 0.4).derivative(at: 0) == 0)
    }

    @Test func derivativeMatchesFiniteDifferenceOfProgress() {
        let c = TimingCurve.easeInOut(duration: 0.35)
        let h = 1e-6
        for t in stride(from: 0.01, to: 0.34, by: 0.03) {
            let fd = (c.progress(at: t + h) - c.progress(at: t - h)) / (2 * h)
            #expect(abs(fd - c.derivative(at: t)) < 1e-5)
        }
    }

    @Test func zeroOrInvalidDurationIsImmediate() {
        for c in [TimingCurve.linear(duration: 0), .easeInOut(duration: -2), .easeInOut(duration: .nan)] {
            #expect(c.duration == 0)
            #expect(c.progress(at: 0) == 0 && c.progress(at: 1e-9) == 1)
            #expect(c.derivative(at: 0.5) == 0)
        }
    }
}
