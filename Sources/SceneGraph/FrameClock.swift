/// The time a frame is stamped with, in seconds since the run started.
/// Headless runs use a virtual clock that advances exactly one refresh interval per frame (1/60 s, or
/// `--refresh HZ`), so a run is deterministic; windowed runs use the monotonic clock (`MonotonicClock`),
/// which never goes backwards; the test harness sets the time itself (a manual clock).
public struct FrameClock: Sendable {
    /// Where a frame's time comes from.
    public enum Kind: Sendable, Equatable {
        /// Frame index × `interval`.
        case virtual
        /// `MonotonicClock`, read when the frame starts.
        case monotonic
        /// Whatever the driver's owner sets (`FrameDriver.advance(seconds:)`); several frames may share a time.
        case manual
    }

    /// Where the time comes from.
    public let kind: Kind
    /// Whether time is virtual (frame index × `interval`).
    public var isVirtual: Bool { kind == .virtual }
    /// Seconds per virtual frame (the refresh interval the run aims at); the manual clock's default step.
    public let interval: Double
    /// Seconds per virtual frame at the default 60 Hz.
    public static let virtualFrameInterval = 1.0 / 60

    /// Creates a virtual clock (`interval` seconds per frame) or a monotonic one.
    public init(virtual: Bool, interval: Double = FrameClock.virtualFrameInterval) {
        self.init(kind: virtual ? .virtual : .monotonic, interval: interval)
    }

    /// Creates a clock of `kind`; a non-positive or non-finite `interval` is 1/60 s.
    public init(kind: Kind, interval: Double = FrameClock.virtualFrameInterval) {
        self.kind = kind
        self.interval = interval > 0 && interval.isFinite ? interval : FrameClock.virtualFrameInterval
    }

    /// The time of frame `frameIndex`, in seconds: virtual, or monotonic time since the process started
    /// (a manual clock has no time of its own: 0).
    public func time(frameIndex: Int) -> Double {
        switch kind {
        case .virtual: Double(frameIndex) * interval
        case .monotonic: MonotonicClock.seconds()
        case .manual: 0
        }
    }
}
