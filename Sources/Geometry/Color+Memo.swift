import Foundation

/// Remembered results of colour searches that styles run for every label at every paint (issue 23): the
/// contrast searches below step up to 50 times through WCAG contrast ratios, six `pow` calls each, and a
/// gallery frame with the pane moving ran about 450 `pow` calls — a third of its scene-side work — to
/// recompute the same few colours. Pure functions of their inputs, so a bounded table keyed by them gives
/// the same colour (tests compare against the search itself). Thread-safe; at most 2 × 512 entries.
final class ColorMemo: @unchecked Sendable {
    struct Key: Hashable {
        var tag: Int
        var a: Color, b: Color
        var x: Double, y: Double
    }

    static let shared = ColorMemo()
    private let lock = NSLock()
    /// Two generations: when `results` is full it becomes `older`, so the steady colours a frame keeps asking
    /// for survive an animated tint's stream of one-off entries (each older hit moves back into `results`).
    private var results: [Key: Color] = [:], older: [Key: Color] = [:]
    static let generationSize = 512

    func value(_ key: Key, _ compute: () -> Color) -> Color {
        lock.lock()
        if let c = results[key] { lock.unlock(); return c }
        if let c = older[key] { insert(key, c); lock.unlock(); return c }
        lock.unlock()
        let c = compute()
        if key.tag >= 0 { ColorMemo.noteSearch() }   // Geometry's own searches count themselves
        lock.lock()
        insert(key, c)
        lock.unlock()
        return c
    }

    private func insert(_ key: Key, _ c: Color) {
        if results.count >= ColorMemo.generationSize {
            older = results; results.removeAll(keepingCapacity: true)
            rotations += 1
        }
        results[key] = c
    }
    private var rotations = 0

    /// How many times the newer generation has become the older one, on any thread: a test on a thread
    /// running beside others that fill the shared memo may see an entry evicted only after two of these.
    static var generationsTurned: Int {
        shared.lock.lock(); defer { shared.lock.unlock() }
        return shared.rotations
    }

    /// Searches run on the calling thread (Geometry's contrast searches count each run, remembered or not; a
    /// style's search counts each memo miss): a test counts only its own, whatever runs beside it.
    static var searchesOnThisThread: Int {
        shared.lock.lock(); defer { shared.lock.unlock() }
        return shared.searches[UInt(pthread_self())] ?? 0
    }

    /// Counts one search on the calling thread (a search costs thousands of instructions; this, a lookup).
    static func noteSearch() {
        shared.lock.lock(); defer { shared.lock.unlock() }
        shared.searches[UInt(pthread_self()), default: 0] += 1
    }
    private var searches: [UInt: Int] = [:]
}

extension Color {
    /// `compute()`, remembered for the inputs `tag` (which search; negative tags are Geometry's own),
    /// `a`, `b`, `x` and `y`: for a pure colour search that a style runs at every paint.
    public static func memoised(_ tag: Int, _ a: Color, _ b: Color = .clear, _ x: Double = 0, _ y: Double = 0,
                                _ compute: () -> Color) -> Color {
        ColorMemo.shared.value(ColorMemo.Key(tag: tag, a: a, b: b, x: x, y: y), compute)
    }
}
