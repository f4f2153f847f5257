import Foundation

/// The time a frame is stamped with, in seconds since the run started.
/// Headless runs use a virtual clock that advances exactly 1/60 s per frame, so a run is deterministic;
/// windowed runs use the monotonic clock, which never goes backwards.
public struct FrameClock: Sendable {
    /// Whether time is virtual (frame index / 60).
    public let isVirtual: Bool
    /// Seconds per virtual frame.
    public static let virtualFrameInterval = 1.0 / 60
    private let start = ContinuousClock.now

    public init(virtual: Bool) { isVirtual = virtual }

    /// The time of frame `frameIndex`, in seconds: virtual, or wall time since the start.
    public func time(frameIndex: Int) -> Double {
        if isVirtual { return Double(frameIndex) * FrameClock.virtualFrameInterval }
        let d = ContinuousClock.now - start
        return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }
}
