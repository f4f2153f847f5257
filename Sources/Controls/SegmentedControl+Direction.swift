import Geometry

/// Right to left and disabled segments: the control keeps logical indices (segment 0 is the first in
/// reading order) and maps them to visual places (the indicator's track runs left to right).
extension SegmentedControl {
    /// The logical index at visual place `i` (0 = leftmost), or the visual place of logical index `i`:
    /// the mapping is its own inverse.
    func visual(_ i: Int) -> Int { isRightToLeft ? segments.count - 1 - i : i }

    /// A fractional position on the track (visual) as a logical one, or back (its own inverse).
    func visualPosition(_ p: Double) -> Double { isRightToLeft ? Double(segments.count - 1) - p : p }

    /// Where the indicator rests on logical segment `index` (window points): its visual place on the
    /// track, mirrored in right-to-left layouts. Scripts aim their drags at it.
    public func restingIndicatorFrame(ofSegment index: Int) -> Rect { track.frames[visual(index)] }

    /// The enabled segment whose cell contains `point` (window points), if any.
    func selectableIndex(at point: Point) -> Int? {
        guard let i = segmentIndex(at: point), !segments[i].isDisabled else { return nil }
        return i
    }

    /// The enabled segment whose resting indicator frame's centre is nearest to `centerX` (points): a drag
    /// over a disabled segment never snaps onto it.
    func nearestEnabledIndex(toCenterX centerX: Double) -> Int {
        var best = selectedIndex, distance = Double.infinity
        for i in segments.indices where !segments[i].isDisabled {
            let d = abs(track.frames[visual(i)].midX - centerX)
            if d < distance { best = i; distance = d }
        }
        return best
    }

    /// The next enabled segment from `index` stepping `step` (±1) in logical order, wrapping; `index` itself
    /// when no other is enabled.
    func enabledIndex(from index: Int, step: Int) -> Int {
        let n = segments.count
        var i = index
        for _ in 0..<n {
            i = (i + step + n) % n
            if !segments[i].isDisabled { return i }
        }
        return index
    }
}
