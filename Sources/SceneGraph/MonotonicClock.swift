#if canImport(Glibc)
import Glibc
#endif

/// Microseconds on the monotonic clock since the process started (`CLOCK_MONOTONIC`, which never goes
/// backwards), for frame-phase timing and trace timestamps. Reading it does not allocate.
public enum MonotonicClock {
    nonisolated(unsafe) private static var origin: Int64 = raw()

    private static func raw() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1_000_000 + Int64(ts.tv_nsec) / 1000
    }

    /// Microseconds since the process started (since this type was first used, in practice at startup).
    public static func microseconds() -> Int64 { raw() - origin }

    /// Seconds since the process started.
    public static func seconds() -> Double { Double(microseconds()) / 1e6 }

    /// Sleeps until `microseconds()` reaches `target` (returns at once when it has); the frame pacing timer.
    public static func sleep(untilMicroseconds target: Int64) {
        let wait = target - microseconds()
        guard wait > 0 else { return }
        var request = timespec(tv_sec: Int(wait / 1_000_000), tv_nsec: Int(wait % 1_000_000) * 1000)
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0, errno == EINTR { request = remaining }
    }

    /// Starts the clock (call early in `main`, so "since the process started" holds).
    public static func start() { _ = origin }
}
