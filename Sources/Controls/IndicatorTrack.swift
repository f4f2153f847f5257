import Geometry
import Motion

/// The indicator's frame for every selection (`frames[i]`: where it rests when segment i is selected), and
/// the continuous path between them: at fractional position p between tabs i and i+1 the frame is
/// `lerp(frames[i], frames[i+1], p − i)` — x and width together, so a content-width indicator changes width
/// as it travels. Used by the indicator drag and by a paged pane that moves the indicator with its offset.
public struct IndicatorTrack: Sendable, Equatable {
    /// Resting frames, one per segment, in window points, ordered left to right.
    public var frames: [Rect]

    public init(frames: [Rect]) { self.frames = frames }

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
    public func nearestIndex(toCenterX centerX: Double) -> Int {
        guard !frames.isEmpty else { return 0 }
        var best = 0
        for i in frames.indices where abs(frames[i].midX - centerX) < abs(frames[best].midX - centerX) { best = i }
        return best
    }

    /// The frame for an indicator dragged so its left edge wants to be at `x`: inside the track it follows
    /// `x` exactly (width interpolated); past either end it rubber-bands (iOS's formula, c = 0.55, over
    /// the track's width) and keeps the end's size.
    public func draggedFrame(x: Double) -> Rect {
        guard let first = frames.first, let last = frames.last else { return .zero }
        let dimension = max(1, (last.maxX - first.minX))
        if x < first.x {
            var f = first
            f.x = first.x - rubberBand(offset: first.x - x, dimension: dimension)
            return f
        }
        if x > last.x {
            var f = last
            f.x = last.x + rubberBand(offset: x - last.x, dimension: dimension)
            return f
        }
        var f = frame(at: position(forX: x))
        f.x = x
        return f
    }

    /// How fast the width changes per point of x travel between the two tabs around `x` (for the velocity
    /// a released content-width indicator carries into its snap).
    public func widthSlope(atX x: Double) -> Double {
        guard frames.count > 1 else { return 0 }
        let p = position(forX: x)
        let i = min(frames.count - 2, Int(p.rounded(.down)))
        let dx = frames[i + 1].x - frames[i].x
        return dx != 0 ? (frames[i + 1].width - frames[i].width) / dx : 0
    }

    /// How many positions (segments) one point of x travel is worth between the two tabs around `x`
    /// (converts an indicator's velocity in points/second to positions/second).
    public func positionsPerPoint(atX x: Double) -> Double {
        guard frames.count > 1 else { return 0 }
        let p = position(forX: x)
        let i = min(frames.count - 2, Int(p.rounded(.down)))
        let dx = frames[i + 1].x - frames[i].x
        return dx != 0 ? 1 / dx : 0
    }
}
