import Foundation

/// The time a frame is stamped with, in seconds since the run started.
/// Headless runs use a virtual clock that advances exactly 1/60 s per frame, so a run is deterministic;
/// windowed runs use the monotonic clock (`MonotonicClock`), which never goes backwards.
public struct FrameClock: Sendable {
    /// Whether time is virtual (frame index / 60).
    public let isVirtual: Bool
    /// Seconds per virtual frame.
    public static let virtualFrameInterval = 1.0 / 60

    public init(virtual: Bool) { isVirtual = virtual }

    /// The time of frame `frameIndex`, in seconds: virtual, or monotonic time since the process started.
    public func time(frameIndex: Int) -> Double {
        isVirtual ? Double(frameIndex) * FrameClock.virtualFrameInterval : MonotonicClock.seconds()
    }
}
