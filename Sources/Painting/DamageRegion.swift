import Geometry

/// A frame's damage: a short list of whole-pixel rectangles (drawable pixels) that together cover every pixel
/// that may differ from the last frame. Rectangles that overlap, or come within `mergeDistance` pixels of each
/// other, are merged into their union (one clip and one pass over the commands is cheaper than two nearly
/// touching ones); beyond `maxRects` the pair whose union adds the fewest pixels is merged, as GTK's and
/// Chromium's damage regions bound their rectangle count.
public struct DamageRegion: Sendable, Equatable {
    /// The rectangles, pairwise at least `mergeDistance` apart (in no particular order).
    public private(set) var rects: [PixelRect] = []
    /// Rectangles closer than this (pixels, along both axes) are merged.
    var mergeDistance: Int
    /// The most rectangles kept.
    var maxRects: Int

    /// Creates an empty region.
    public init(mergeDistance: Int = 8, maxRects: Int = 8) {
        self.mergeDistance = mergeDistance; self.maxRects = max(1, maxRects)
    }

    /// Whether nothing is damaged.
    public var isEmpty: Bool { rects.isEmpty }

    /// Pixels covered by the rectangles (they never overlap once merged, so this is the pixels redrawn).
    public var area: Int { rects.reduce(0) { $0 + $1.area } }

    /// Empties the region, keeping its storage.
    public mutating func removeAll() { rects.removeAll(keepingCapacity: true) }

    /// Adds `rect` (ignored when empty), merging it with every rectangle it overlaps or nearly touches, and the
    /// resulting unions with each other, until none is within `mergeDistance` of another.
    public mutating func add(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        var r = rect
        var i = 0
        while i < rects.count {
            if isClose(rects[i], r) {
                r = r.union(rects[i])
                rects.swapAt(i, rects.count - 1)
                rects.removeLast()
                i = 0   // the grown union may now reach rectangles already passed
            } else {
                i += 1
            }
        }
        rects.append(r)
        while rects.count > maxRects { mergeCheapestPair() }
    }

    /// Clips every rectangle to `bounds` (the drawable), dropping those left empty.
    public mutating func clip(to bounds: PixelRect) {
        var j = 0
        for i in rects.indices {
            let c = rects[i].intersection(bounds)
            if !c.isEmpty { rects[j] = c; j += 1 }
        }
        rects.removeLast(rects.count - j)
    }

    private func isClose(_ a: PixelRect, _ b: PixelRect) -> Bool {
        a.outset(by: mergeDistance).intersects(b)
    }

    /// Merges the two rectangles whose union covers the fewest pixels beyond their own.
    private mutating func mergeCheapestPair() {
        var best = (0, 1), bestCost = Int.max
        for i in 0..<rects.count {
            for j in (i + 1)..<rects.count {
                let cost = rects[i].union(rects[j]).area - rects[i].area - rects[j].area
                if cost < bestCost { bestCost = cost; best = (i, j) }
            }
        }
        let u = rects[best.0].union(rects[best.1])
        rects.remove(at: best.1)
        rects.remove(at: best.0)
        add(u)
    }
}
