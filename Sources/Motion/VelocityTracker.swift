import Geometry

/// Estimates a pointer's velocity from its recent positions, for flinging on drag release.
///
/// Follows Flutter's `VelocityTracker` (`packages/flutter/lib/src/gestures/velocity_tracker.dart`):
/// a ring buffer of the last ``capacity`` samples; only samples at most ``horizon`` (100 ms) older
/// than the newest one count; a gap of more than ``assumePointerStoppedGap`` (40 ms) means the
/// pointer stopped — between two samples it cuts off everything older, and between the newest
/// sample and the query time it makes the velocity zero. Where Flutter fits a quadratic, this fits a
/// least-squares line x(t) = a + b·t per axis and reports its slope b, which is exact for constant
/// speed and is the mean velocity over the window otherwise.
///
/// Positions are in points, times in seconds; velocities in points/second. Storage is allocated once
/// in `init`; adding samples never allocates.
public struct VelocityTracker: Sendable {
    private struct Sample: Sendable {
        var x: Double, y: Double, time: Double
    }

    /// How many samples the ring buffer keeps (Flutter keeps 20).
    public static let capacity = 20
    /// How far back from the newest sample samples still count, in seconds (Flutter: 100 ms).
    static let horizon = 0.1
    /// A gap longer than this, in seconds, means the pointer stopped (Flutter: 40 ms).
    static let assumePointerStoppedGap = 0.04
    /// Slack, in seconds, when comparing ages with `horizon` and gaps with `assumePointerStoppedGap`,
    /// so frame times like k/60 s that round to a hair over a limit still count.
    private static let slack = 1e-9

    private var samples: [Sample]
    /// Index of the newest sample in `samples`.
    private var newest = 0
    /// Number of valid samples (at most `capacity`).
    private(set) var sampleCount = 0

    /// An empty tracker.
    public init() {
        samples = Array(repeating: Sample(x: 0, y: 0, time: 0), count: VelocityTracker.capacity)
    }

    /// Forgets every sample (e.g. when a new drag begins).
    public mutating func reset() { sampleCount = 0; newest = 0 }

    /// Records the pointer at `position` (points) at `time` (seconds).
    ///
    /// Non-finite input is ignored. A sample at the newest sample's time replaces it (two events in one
    /// instant carry no velocity information); a sample earlier than the newest starts over, since the
    /// clock or the gesture has changed.
    public mutating func addSample(position: Point, time: Double) {
        guard position.x.isFinite, position.y.isFinite, time.isFinite else { return }
        if sampleCount > 0 {
            let last = samples[newest].time
            if time == last {
                samples[newest] = Sample(x: position.x, y: position.y, time: time)
                return
            }
            if time < last { reset() }
        }
        if sampleCount > 0 { newest = (newest + 1) % VelocityTracker.capacity }
        samples[newest] = Sample(x: position.x, y: position.y, time: time)
        sampleCount = min(sampleCount + 1, VelocityTracker.capacity)
    }

    /// The pointer's velocity at `time` (seconds), in points/second.
    ///
    /// Zero with fewer than two usable samples, or when more than 40 ms passed between the newest
    /// sample and `time` (the pointer is assumed to have stopped). Otherwise the least-squares slope
    /// over the samples within 100 ms of the newest one, back to the first gap longer than 40 ms.
    public func velocity(at time: Double) -> Point {
        guard sampleCount >= 2 else { return .zero }
        let last = samples[newest]
        guard time - last.time <= VelocityTracker.assumePointerStoppedGap + VelocityTracker.slack else { return .zero }

        // Sums over ages τ = t − t_newest (≤ 0) keep the numbers small.
        var n = 0.0, st = 0.0, sx = 0.0, sy = 0.0, stt = 0.0, stx = 0.0, sty = 0.0
        var previousTime = last.time
        for k in 0..<sampleCount {
            let s = samples[(newest - k + VelocityTracker.capacity) % VelocityTracker.capacity]
            let age = last.time - s.time
            if age > VelocityTracker.horizon + VelocityTracker.slack { break }
            if previousTime - s.time > VelocityTracker.assumePointerStoppedGap + VelocityTracker.slack { break }
            previousTime = s.time
            let tau = -age, dx = s.x - last.x, dy = s.y - last.y
            n += 1; st += tau; sx += dx; sy += dy
            stt += tau * tau; stx += tau * dx; sty += tau * dy
        }
        guard n >= 2 else { return .zero }
        let denominator = n * stt - st * st
        guard denominator > 1e-18 else { return .zero }
        return Point(x: (n * stx - st * sx) / denominator, y: (n * sty - st * sy) / denominator)
    }
}
