import Geometry
import Motion
import SceneGraph

/// The gallery's scroll as iOS's `UIScrollView` moves (Flutter's `BouncingScrollPhysics`, the scroll physics
/// of `CupertinoApp`):
/// - a press anywhere on a scrollable gallery joins its pointer's gesture arena (under a control or pane
///   too, which compete with it); past the slop along an axis that scrolls, the scroll takes it and the
///   content follows 1:1 — past an end with iOS's rubber band (`rubberBand`, c = 0.55, over the window's
///   extent), as the paged pane does;
/// - the release hands the pointer's velocity to a `BouncingScrollSimulation` per axis (0.998 per ms
///   deceleration, a spring back from past an end); a release slower than 100 points/second does not fling
///   (`BouncingScrollPhysics.minFlingVelocity`, twice Flutter's `kMinFlingVelocity`), one faster than 8000 is
///   capped (`kMaxFlingVelocity`); a release past an end springs back from there;
/// - a press catches a fling where it is (the content stops under the finger).
extension GalleryLayout {
    /// Below this release speed (points/second) the content stops where it is let go.
    static let minFlingVelocity = 100.0
    /// Release speeds are capped here (points/second).
    static let maxFlingVelocity = 8000.0

    func beginScroll(_ event: PointerEvent) -> Bool {
        guard isScrollable, !scrollDrag.isHeld else { return scrollDrag.isHeld }
        fling = nil   // caught: it stops where it is
        scrollDrag.begin(event, offset: unbanded(scrollOffset))
        return true
    }

    func moveScroll(_ event: PointerEvent) {
        guard let asked = scrollDrag.move(event, in: self, scrollsX: scrollsX, scrollsY: scrollsY) else { return }
        let next = banded(asked)
        guard next != scrollOffset else { return }
        scrollOffset = next
        markNeedsLayout()
    }

    func endScroll(_ event: PointerEvent) {
        guard let v = scrollDrag.release(event) else { return }
        startFling(velocity: Point(x: -v.x, y: -v.y))   // the content moves against the finger's travel
    }

    func cancelScroll(_ event: PointerEvent) {
        scrollDrag.end(event)
        startFling(velocity: .zero)   // let go past an end: it springs back
    }

    /// Starts the momentum from the current offset at `velocity` (points/second, in scroll-offset terms);
    /// nothing when it would not move (slow, and inside its ends).
    func startFling(velocity: Point) {
        func speed(_ v: Double) -> Double { abs(v) < GalleryLayout.minFlingVelocity || !v.isFinite ? 0 : clamp(v, -GalleryLayout.maxFlingVelocity, GalleryLayout.maxFlingVelocity) }
        let end = maxOffset
        func sim(_ scrolls: Bool, _ p: Double, _ v: Double, _ hi: Double) -> BouncingScrollSimulation? {
            guard scrolls, speed(v) != 0 || p < 0 || p > hi else { return nil }
            return BouncingScrollSimulation(position: p, velocity: speed(v), leadingExtent: 0, trailingExtent: hi)
        }
        let x = sim(scrollsX, scrollOffset.x, velocity.x, end.x), y = sim(scrollsY, scrollOffset.y, velocity.y, end.y)
        guard x != nil || y != nil else {
            fling = nil
            scrollOffset = clampedOffset(scrollOffset)
            markNeedsLayout()
            return
        }
        fling = (x, y, scene?.animationTime ?? 0)
        scene?.startAnimating(self)
    }

    /// One frame of the momentum: the offset at `time` (animation seconds) on each axis; at rest (Flutter's
    /// tolerances: 1 pixel, 20 pixels/second) a bounce ends exactly on its end. Returns whether it runs on.
    func stepFling(at time: Double) -> Bool {
        guard let f = fling else { return false }
        let t = time - f.start, distance = 1 / pixelScale, velocity = 1 / (0.05 * pixelScale)
        var p = scrollOffset, running = false
        func axis(_ s: BouncingScrollSimulation?, _ value: inout Double) {
            guard let s else { return }
            if s.isDone(at: t, distanceTolerance: distance, velocityTolerance: velocity) {
                value = t > s.springTime ? s.finalPosition : s.position(at: t)
            } else {
                value = s.position(at: t)
                running = true
            }
        }
        axis(f.x, &p.x)
        axis(f.y, &p.y)
        if !running { fling = nil; p = clampedOffset(p) }
        if p != scrollOffset { scrollOffset = p; markNeedsLayout() }
        return running
    }

    /// How far one notch of a mouse wheel scrolls the gallery (points): three 17-point lines, as a desktop
    /// browser's wheel step is about.
    static let wheelStep = 50.0

    /// The wheel scrolls the gallery by `wheelStep` points a notch (y > 0 shows what lies above; on a gallery
    /// that scrolls only sideways, the vertical wheel scrolls it sideways, as desktop toolkits do). It stops a
    /// fling where it is and stays within the ends — a wheel has no finger to rubber-band against; content
    /// already past an end (a bounce) springs back from where the wheel leaves it.
    func wheelScroll(by notches: Point) -> Bool {
        guard isScrollable, !scrollDrag.isHeld else { return false }
        var d = Point(x: notches.x * Self.wheelStep, y: -notches.y * Self.wheelStep)
        if !scrollsY, d.x == 0 { d = Point(x: -d.y, y: 0) }
        let hi = maxOffset
        func axis(_ scrolls: Bool, _ v: Double, _ dv: Double, _ hi: Double) -> Double {
            guard scrolls, dv != 0 else { return v }
            return min(max(v + dv, min(v, 0)), max(v, hi))
        }
        let next = Point(x: axis(scrollsX, scrollOffset.x, d.x, hi.x), y: axis(scrollsY, scrollOffset.y, d.y, hi.y))
        fling = nil
        if next != scrollOffset { scrollOffset = next; markNeedsLayout() }
        startFling(velocity: .zero)   // past an end: springs back; inside: nothing runs
        return true
    }

    /// `p` (an offset the finger asks for) with what lies past an end rubber-banded over the window's extent
    /// on that axis, and an axis that does not scroll at 0.
    func banded(_ p: Point) -> Point {
        let hi = maxOffset
        func band(_ v: Double, _ hi: Double, _ extent: Double) -> Double {
            if v < 0 { return -rubberBand(offset: -v, dimension: extent) }
            if v > hi { return hi + rubberBand(offset: v - hi, dimension: extent) }
            return v
        }
        return Point(x: scrollsX ? band(p.x, hi.x, frame.width) : 0, y: scrollsY ? band(p.y, hi.y, frame.height) : 0)
    }

    /// The offset a finger would ask for to show `p` (the inverse of `banded`), so a press that catches a
    /// bounce continues from where the content is.
    func unbanded(_ p: Point) -> Point {
        let hi = maxOffset, c = 0.55
        func unband(_ b: Double, _ extent: Double) -> Double {
            guard extent > 0 else { return 0 }
            let k = min(abs(b) / extent, 0.999)   // rubberBand's b = (1 − 1/(x·c/d + 1))·d, solved for x
            return (extent / c) * (1 / (1 - k) - 1)
        }
        func axis(_ v: Double, _ hi: Double, _ extent: Double) -> Double {
            if v < 0 { return -unband(-v, extent) }
            if v > hi { return hi + unband(v - hi, extent) }
            return v
        }
        return Point(x: axis(p.x, hi.x, frame.width), y: axis(p.y, hi.y, frame.height))
    }
}
