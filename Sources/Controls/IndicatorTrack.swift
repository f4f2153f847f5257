import Geometry
import Motion

/// The indicator's frame for every selection (`frames[i]`: where it rests when segment i is selected), and
/// the continuous path between them: at fractional position p between tabs i and i+1 the frame is
/// `lerp(frames[i], frames[i+1], p − i)` — x and width together, so a content-width indicator changes width
/// as it travels. Used by the indicator drag and by a paged pane that moves the indicator with its offset.
public struct IndicatorTrack: Sendable, Equatable {
    /// Resting frames, one per segment, in window points, ordered left to right.
    public var frames: [Rect]
    /// The horizontal extent (window points) the indicator must stay inside: the control's inner edge.
    /// A drag rubber-bands within it and a spring's overshoot squashes only where it would cross it.
    public var bounds: ClosedRange<Double>

    /// A track through `frames`, kept inside `bounds` (nil: the frames' own extent, no room to move past them).
    public init(frames: [Rect], bounds: ClosedRange<Double>? = nil) {
        self.frames = frames
        let lo = frames.first?.minX ?? 0, hi = frames.last?.maxX ?? 0
        if let b = bounds, b.lowerBound <= lo, b.upperBound >= hi { self.bounds = b } else { self.bounds = lo...max(lo, hi) }
    }

    /// The bounds for a control of frame `control`: the control less `margin` points at either end (points).
    /// A capsule indicator centred vertically in a capsule control stays inside it as long as it stays
    /// inside the control's frame (the two end circles are then internally tangent at most), so the margin
    /// only keeps it off the rim.
    public static func bounds(control: Rect, margin: Double) -> ClosedRange<Double>? {
        guard control.isFinite else { return nil }
        let lo = control.minX + max(0, margin), hi = control.maxX - max(0, margin)
        return lo <= hi ? lo...hi : nil
    }

    /// The frame at fractional position `p` (0 = first segment, n − 1 = last), clamped to the ends.
    public func frame(at p: Double) -> Rect {
        guard let first = frames.first else { return .zero }
        guard frames.count > 1, p.isFinite else { return first }
        let q = clamp(p, 0, Double(frames.count - 1))
        let i = min(frames.count - 2, Int(q.rounded(.down)))
        return lerp(frames[i], frames[i + 1], q - Double(i))
    }

    /// The fractional position whose frame starts at `x` (points), clamped to 0…n − 1.
    public func position(forX x: Double) -> Double {
        guard frames.count > 1, x.isFinite else { return 0 }
        if x <= frames[0].x { return 0 }
        for i in 0..<(frames.count - 1) {
            let a = frames[i].x, b = frames[i + 1].x
            if x <= b { return b > a ? Double(i) + (x - a) / (b - a) : Double(i + 1) }
        }
        return Double(frames.count - 1)
    }

    /// The segment whose resting frame's centre is nearest to `centerX` (points).
    func nearestIndex(toCenterX centerX: Double) -> Int {
        guard !frames.isEmpty else { return 0 }
        var best = 0
        for i in frames.indices where abs(frames[i].midX - centerX) < abs(frames[best].midX - centerX) { best = i }
        return best
    }

    /// The frame for an indicator dragged so its left edge wants to be at `x`: inside the track it follows
    /// `x` exactly (width interpolated); past either end it rubber-bands (iOS's formula, c = 0.55) over the
    /// room left between the end's frame and `bounds`, so it approaches the control's inner edge and never
    /// crosses it; it keeps the end's size.
    func draggedFrame(x: Double) -> Rect {
        guard let first = frames.first, let last = frames.last else { return .zero }
        guard x.isFinite else { return first }
        if x < first.x {
            var f = first
            let room = first.minX - bounds.lowerBound
            f.x = first.x - (room > 0 ? rubberBand(offset: first.x - x, dimension: room) : 0)
            return f
        }
        if x > last.x {
            var f = last
            let room = bounds.upperBound - last.maxX
            f.x = last.x + (room > 0 ? rubberBand(offset: x - last.x, dimension: room) : 0)
            return f
        }
        var f = frame(at: position(forX: x))
        f.x = x
        return f
    }

    /// How fast the width changes per point of x travel between the two tabs around `x` (for the velocity
    /// a released content-width indicator carries into its snap).
    func widthSlope(atX x: Double) -> Double {
        guard frames.count > 1 else { return 0 }
        let p = position(forX: x)
        let i = min(frames.count - 2, Int(p.rounded(.down)))
        let dx = frames[i + 1].x - frames[i].x
        return dx != 0 ? (frames[i + 1].width - frames[i].width) / dx : 0
    }

    /// How many positions (segments) one point of x travel is worth between the two tabs around `x`
    /// (converts an indicator's velocity in points/second to positions/second).
    func positionsPerPoint(atX x: Double) -> Double {
        guard frames.count > 1 else { return 0 }
        let p = position(forX: x)
        let i = min(frames.count - 2, Int(p.rounded(.down)))
        let dx = frames[i + 1].x - frames[i].x
        return dx != 0 ? 1 / dx : 0
    }
}
