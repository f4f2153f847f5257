import Foundation

/// Remembered results of colour searches that styles run for every label at every paint (issue 23): the
/// contrast searches below step up to 50 times through WCAG contrast ratios, six `pow` calls each, and a
/// gallery frame with the pane moving ran about 450 `pow` calls — a third of its scene-side work — to
/// recompute the same few colours. Pure functions of their inputs, so a bounded table keyed by them gives
/// the same colour (tests compare against the search itself). Thread-safe; cleared when it holds 1,024.
final class ColorMemo: @unchecked Sendable {
    struct Key: Hashable {
        var tag: Int
        var a: Color, b: Color
        var x: Double, y: Double
    }

    static let shared = ColorMemo()
    private let lock = NSLock()
    private var results: [Key: Color] = [:]

    func value(_ key: Key, _ compute: () -> Color) -> Color {
        lock.lock()
        if let c = results[key] { lock.unlock(); return c }
        lock.unlock()
        let c = compute()
        if key.tag >= 0 { ColorMemo.searchesOnThisThread += 1 }   // Geometry's own searches count themselves
        lock.lock()
        if results.count >= 1024 { results.removeAll(keepingCapacity: true) }
        results[key] = c
        lock.unlock()
        return c
    }

    /// Searches run on the calling thread (Geometry's contrast searches count each run, remembered or not; a
    /// style's search counts each memo miss): a test on the main actor counts only its own.
    static var searchesOnThisThread: Int {
        get { Thread.current.threadDictionary["pickerlab.colorSearches"] as? Int ?? 0 }
        set { Thread.current.threadDictionary["pickerlab.colorSearches"] = newValue }
    }
}

extension Color {
    /// `compute()`, remembered for the inputs `tag` (which search; negative tags are Geometry's own),
    /// `a`, `b`, `x` and `y`: for a pure colour search that a style runs at every paint.
    public static func memoised(_ tag: Int, _ a: Color, _ b: Color = .clear, _ x: Double = 0, _ y: Double = 0,
                                _ compute: () -> Color) -> Color {
        ColorMemo.shared.value(ColorMemo.Key(tag: tag, a: a, b: b, x: x, y: y), compute)
    }
}
