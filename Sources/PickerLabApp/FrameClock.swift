import Foundation

/// The time a frame is stamped with, in seconds since the run started.
/// Headless runs use a virtual clock that advances exactly one refresh interval per frame (1/60 s, or
/// `--refresh HZ`), so a run is deterministic; windowed runs use the monotonic clock (`MonotonicClock`),
/// which never goes backwards.
public struct FrameClock: Sendable {
    /// Whether time is virtual (frame index × `interval`).
    public let isVirtual: Bool
    /// Seconds per virtual frame (the refresh interval the run aims at).
    public let interval: Double
    /// Seconds per virtual frame at the default 60 Hz.
    public static let virtualFrameInterval = 1.0 / 60

    /// Creates a clock; a virtual one advances `interval` seconds per frame.
    public init(virtual: Bool, interval: Double = FrameClock.virtualFrameInterval) {
        isVirtual = virtual
        self.interval = interval > 0 && interval.isFinite ? interval : FrameClock.virtualFrameInterval
    }

    /// The time of frame `frameIndex`, in seconds: virtual, or monotonic time since the process started.
    public func time(frameIndex: Int) -> Double {
        isVirtual ? Double(frameIndex) * interval : MonotonicClock.seconds()
    }
}
