#if canImport(Glibc)
import Glibc
#endif

/// CPU time in microseconds, for the benchmark's figures on a shared machine: unlike the monotonic clock it
/// does not run while the thread (or process) is descheduled. `thread` is the calling thread's
/// (`CLOCK_THREAD_CPUTIME_ID`: what a renderer that rasterises on the calling thread — SDL's software one —
/// costs); `process` is every thread's of the process (`CLOCK_PROCESS_CPUTIME_ID`: a renderer with worker
/// threads of its own, such as Mesa's llvmpipe behind OpenGL). Reading it does not allocate.
public enum CPUClock {
    /// Which CPU time is read.
    public enum Scope: Sendable { case thread, process }

    /// CPU microseconds consumed so far in `scope` (an arbitrary origin: take differences).
    public static func microseconds(_ scope: Scope) -> Int64 {
        var ts = timespec()
        clock_gettime(scope == .thread ? CLOCK_THREAD_CPUTIME_ID : CLOCK_PROCESS_CPUTIME_ID, &ts)
        return Int64(ts.tv_sec) * 1_000_000 + Int64(ts.tv_nsec) / 1000
    }
}
