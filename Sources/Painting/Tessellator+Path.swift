import Foundation
import Geometry

/// One vertex of a rounded rectangle's outline, stored so the outline can be offset along its normals.
///
/// The outline offset by `δ` pixels is the rounded rectangle outset by `δ` with corner radius `r + δ`
/// (Minkowski offset): its arcs keep their centres, so one record serves every ring of a shape.
/// `Tessellator.position(_:radius:rounded:)` places the vertex on the ring of radius `ρ = r + δ`.
/// A continuous corner's vertex is stored the same way, with `centre` = its point − r × its normal, so each
/// ring is the outline offset by `δ` along its normals there too.
struct OutlinePoint {
    /// Centre of the corner arc this vertex belongs to (a continuous corner's: its point − r × normal), pixels.
    var centerX: Double, centerY: Double
    /// Centre of the corner's circular arc, where the sharp (inset or mitred) corner of a ring lies, pixels.
    var sharpX: Double, sharpY: Double
    /// Unit outward direction from the arc's centre (an interpolated chord point for inserted cut points).
    var directionX: Double, directionY: Double
    /// The corner's diagonal (±1, ±1): where `ρ < 0` (or the corner is mitred) the ring has a sharp corner
    /// at `centre + ρ × diagonal`.
    var diagonalX: Double, diagonalY: Double

    /// The point a fraction `f` of the way from `a` to `b`; on every ring it lies on the chord between them.
    static func lerp(_ a: OutlinePoint, _ b: OutlinePoint, _ f: Double) -> OutlinePoint {
        OutlinePoint(centerX: Geometry.lerp(a.centerX, b.centerX, f), centerY: Geometry.lerp(a.centerY, b.centerY, f),
                     sharpX: Geometry.lerp(a.sharpX, b.sharpX, f), sharpY: Geometry.lerp(a.sharpY, b.sharpY, f),
                     directionX: Geometry.lerp(a.directionX, b.directionX, f),
                     directionY: Geometry.lerp(a.directionY, b.directionY, f),
                     diagonalX: Geometry.lerp(a.diagonalX, b.diagonalX, f),
                     diagonalY: Geometry.lerp(a.diagonalY, b.diagonalY, f))
    }
}

// MARK: - Outline

extension Tessellator {
    /// The most chords per quarter circle (a 1000 px radius needs 56 at 0.1 px error).
    static let maxSegmentsPerCorner = 64

    /// `quarterCircleTable[n]` holds the `n + 1` unit vectors (cos φ, sin φ) for φ = 0…π/2 in `n` equal steps;
    /// entry 0 is empty (a sharp corner). Computed once per process.
    static let quarterCircleTable: [[SIMD2<Double>]] = (0...maxSegmentsPerCorner).map { n in
        n == 0 ? [] : (0...n).map { k in
            let phi = Double.pi / 2 * Double(k) / Double(n)
            return SIMD2(cos(phi), sin(phi))
        }
    }

    /// The number of chords per quarter circle of radius `radius` pixels so that no chord strays more than
    /// `maxError` pixels from the arc.
    ///
    /// A chord spanning angle θ on a circle of radius r has sagitta `r (1 − cos(θ/2))`; solving for θ at the
    /// allowed error gives `n = ⌈(π/2) / (2 acos(1 − e/r))⌉`, clamped to `1…maxSegmentsPerCorner`
    /// (Dear ImGui's `IM_DRAWLIST_CIRCLE_AUTO_SEGMENT_CALC` solves the same relation).
    /// - Returns: 0 for a radius ≤ 0 or NaN (a sharp corner: one vertex).
    static func segmentsPerCorner(radius: Double, maxError: Double) -> Int {
        guard radius > 0 else { return 0 }
        let error = max(maxError.isNaN ? 0.1 : maxError, 0.001)
        guard error < radius else { return 1 }
        let chordAngle = 2 * acos(1 - error / radius)
        let n = (Double.pi / 2 / chordAngle).rounded(.up)
        return n < Double(maxSegmentsPerCorner) ? max(1, Int(n)) : maxSegmentsPerCorner
    }

    /// Replaces `outline` with the rounded rectangle `shape` (pixels): four corners clockwise on screen from the
    /// top-left, each `segments + 1` vertices (one when `segments` is 0), no vertex repeated between corners.
    /// Every ring of fill, stroke and shadow is this outline offset along its normals.
    ///
    /// - Parameter sideBreaks: When positive (pixels), extra vertices on each straight side at 1, 2 and 3.5 ×
    ///   `sideBreaks` from both ends and at its middle, where the side is long enough: for shadows, whose alpha
    ///   varies along a side within a few σ of the corners and is flat beyond.
    mutating func appendRoundedRectPath(_ shape: PixelRoundedRect, segments: Int, sideBreaks: Double = 0) {
        outline.removeAll(keepingCapacity: true)
        // A capsule (no room past the radius) is drawn as one: its corners are exact quarter circles.
        if shape.style == .continuous && shape.radius > 0 && segments > 0
            && min(shape.halfWidth, shape.halfHeight) > shape.radius * 1.0001 {
            appendContinuousPath(shape, segments: segments)
            return
        }
        let table = Self.quarterCircleTable[min(max(segments, 0), Self.maxSegmentsPerCorner)]
        for corner in 0..<4 {
            if table.isEmpty {
                outline.append(Self.arcPoint(shape, corner: corner, unit: nil))
            } else {
                for unit in table { outline.append(Self.arcPoint(shape, corner: corner, unit: unit)) }
            }
            guard sideBreaks > 0 else { continue }
            // The side from this corner's last vertex to the next corner's first: top, right, bottom, left.
            let from = outline[outline.count - 1]
            let to = Self.arcPoint(shape, corner: (corner + 1) % 4, unit: table.first)
            let length = 2 * (corner % 2 == 0 ? shape.halfWidth : shape.halfHeight) - 2 * shape.radius
            for step in Self.sideBreakSteps where step * sideBreaks < length / 2 - sideBreaks / 4 {
                outline.append(.lerp(from, to, step * sideBreaks / length))
            }
            if length > sideBreaks { outline.append(.lerp(from, to, 0.5)) }
            for step in Self.sideBreakSteps.reversed() where step * sideBreaks < length / 2 - sideBreaks / 4 {
                outline.append(.lerp(from, to, 1 - step * sideBreaks / length))
            }
        }
    }

    /// Replaces `outline` with `shape`'s continuous-corner outline (`ContinuousCorner`): per corner, clockwise
    /// from the top-left, `2 × segments + 1` vertices at equal steps of the corner's arc length (its tightest
    /// curvature radius is 0.93 r, against the circle's r, over a path 1.67 × as long: twice the chords keep
    /// the circle's chord error). The corner reaches `min(1.528665 r, room)` along each side, `room` the
    /// shorter half side.
    mutating func appendContinuousPath(_ shape: PixelRoundedRect, segments: Int) {
        let n = 2 * segments
        let r = shape.radius
        let reach = min(ContinuousCorner.extent, min(shape.halfWidth, shape.halfHeight) / r)
        for corner in 0..<4 {
            let sx: Double = corner == 1 || corner == 2 ? 1 : -1
            let sy: Double = corner >= 2 ? 1 : -1
            // The corner's vertex; e1 runs from it along the side the corner starts on, e2 along the next.
            let vx = shape.centerX + sx * shape.halfWidth, vy = shape.centerY + sy * shape.halfHeight
            let e1: SIMD2<Double>, e2: SIMD2<Double>
            switch corner {
            case 0: (e1, e2) = (SIMD2(0, 1), SIMD2(1, 0))
            case 1: (e1, e2) = (SIMD2(-1, 0), SIMD2(0, 1))
            case 2: (e1, e2) = (SIMD2(0, -1), SIMD2(-1, 0))
            default: (e1, e2) = (SIMD2(1, 0), SIMD2(0, -1))
            }
            let cx = shape.centerX + sx * (shape.halfWidth - r), cy = shape.centerY + sy * (shape.halfHeight - r)
            for k in 0...n {
                let local = ContinuousCorner.point(at: Double(k) / Double(n), reach: reach)
                let px = vx + r * (local.point.x * e1.x + local.point.y * e2.x)
                let py = vy + r * (local.point.x * e1.y + local.point.y * e2.y)
                let nx = local.normal.x * e1.x + local.normal.y * e2.x
                let ny = local.normal.x * e1.y + local.normal.y * e2.y
                outline.append(OutlinePoint(centerX: px - r * nx, centerY: py - r * ny, sharpX: cx, sharpY: cy,
                                            directionX: nx, directionY: ny, diagonalX: sx, diagonalY: sy))
            }
        }
    }

    /// Distances of `appendRoundedRectPath`'s side breaks from each end of a side, in units of `sideBreaks`.
    static let sideBreakSteps: [Double] = [1, 2, 3.5]

    /// The outline vertex of `corner` (0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left) in direction
    /// `unit` = (cos φ, sin φ) of the quarter turn starting at 180°, 270°, 0°, 90° (y grows down); the
    /// diagonal direction for a sharp corner (`unit` nil).
    static func arcPoint(_ shape: PixelRoundedRect, corner: Int, unit: SIMD2<Double>?) -> OutlinePoint {
        let sx: Double = corner == 1 || corner == 2 ? 1 : -1
        let sy: Double = corner >= 2 ? 1 : -1
        let cx = shape.centerX + sx * (shape.halfWidth - shape.radius)
        let cy = shape.centerY + sy * (shape.halfHeight - shape.radius)
        let dx: Double, dy: Double
        if let unit {
            let c = unit.x, s = unit.y
            switch corner {
            case 0: (dx, dy) = (-c, -s)
            case 1: (dx, dy) = (s, -c)
            case 2: (dx, dy) = (c, s)
            default: (dx, dy) = (-s, c)
            }
        } else {
            (dx, dy) = (sx * 0.5.squareRoot(), sy * 0.5.squareRoot())
        }
        return OutlinePoint(centerX: cx, centerY: cy, sharpX: cx, sharpY: cy, directionX: dx, directionY: dy,
                            diagonalX: sx, diagonalY: sy)
    }

    /// Where `point` lies on the ring whose corner radius is `ringRadius` pixels (the shape's radius plus the
    /// ring's offset): on the arc when `rounded` and `ringRadius ≥ 0`, otherwise at the sharp (inset or mitred)
    /// corner `centre + ringRadius × diagonal`. Pixels.
    @inline(__always)
    static func position(_ point: OutlinePoint, radius ringRadius: Double, rounded: Bool) -> (x: Double, y: Double) {
        if rounded && ringRadius >= 0 {
            return (point.centerX + ringRadius * point.directionX, point.centerY + ringRadius * point.directionY)
        }
        return (point.sharpX + ringRadius * point.diagonalX, point.sharpY + ringRadius * point.diagonalY)
    }

    // MARK: - Rings

    /// Appends the outline offset by `offset` pixels (negative inward) in one colour.
    /// - Parameter radius: The shape's corner radius in pixels (the ring's is `radius + offset`).
    /// - Returns: The index of the ring's first vertex.
    mutating func appendRing(offset: Double, radius: Double, rounded: Bool, color: RGBA8,
                             into mesh: inout Mesh) -> Int32 {
        let first = Int32(truncatingIfNeeded: mesh.vertices.count)
        for point in outline {
            let p = Self.position(point, radius: radius + offset, rounded: rounded)
            mesh.vertices.append(Vertex(x: Float(p.x), y: Float(p.y), r: color.r, g: color.g, b: color.b, a: color.a))
        }
        return first
    }

    /// Appends the alpha-0 fringe ring at `offset` pixels whose vertices copy the colour of the ring starting at
    /// `inner` (their inner neighbours), as Dear ImGui's fringe does.
    mutating func appendFringeRing(copying inner: Int32, offset: Double, radius: Double,
                                   into mesh: inout Mesh) -> Int32 {
        let first = Int32(truncatingIfNeeded: mesh.vertices.count)
        var neighbour = Int(inner)
        for point in outline {
            let p = Self.position(point, radius: radius + offset, rounded: true)
            var v = mesh.vertices[neighbour]
            v.x = Float(p.x); v.y = Float(p.y); v.a = 0
            mesh.vertices.append(v)
            neighbour += 1
        }
        return first
    }

    // MARK: - Indices

    /// Triangulates the convex polygon formed, in ring order, by the ring vertices `first ..< first + count`
    /// for which `include(i)` holds (`i` counts from 0), as a zigzag from its topmost vertex down both sides:
    /// each triangle spans one horizontal band between consecutive vertices, not a fan from one vertex. SDL's
    /// software renderer blends every triangle through a scratch surface of the triangle's bounding box (cleared,
    /// rasterised, blitted), so its cost is the sum of the bounding boxes: a fan's triangles from a corner of a
    /// rounded rectangle reach across most of it (10–20 × its area in all), a zigzag's bands about 2 ×.
    /// Winding follows the ring's, as a fan's did.
    static func appendFan(first: Int32, count: Int, into mesh: inout Mesh, include: (Int) -> Bool) {
        guard count >= 3 else { return }
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: count) { ring in
            var n = 0
            for i in 0..<count where include(i) { ring[n] = first + Int32(i); n += 1 }
            guard n >= 3 else { return }
            func y(_ k: Int) -> Float { mesh.vertices[Int(ring[k])].y }
            func x(_ k: Int) -> Float { mesh.vertices[Int(ring[k])].x }
            var top = 0
            for k in 1..<n where y(k) < y(top) || (y(k) == y(top) && x(k) < x(top)) { top = k }
            // The first triangle takes the top and its two neighbours; then each step takes the higher of the
            // next vertex down the left side (backwards in the ring) and down the right side (forwards).
            var left = (top + n - 1) % n, right = (top + 1) % n
            mesh.indices.append(ring[left]); mesh.indices.append(ring[top]); mesh.indices.append(ring[right])
            for _ in 0..<(n - 3) {
                let nextLeft = (left + n - 1) % n, nextRight = (right + 1) % n
                if y(nextRight) <= y(nextLeft) {
                    mesh.indices.append(ring[left]); mesh.indices.append(ring[right]); mesh.indices.append(ring[nextRight])
                    right = nextRight
                } else {
                    mesh.indices.append(ring[nextLeft]); mesh.indices.append(ring[left]); mesh.indices.append(ring[right])
                    left = nextLeft
                }
            }
        }
    }

    /// Joins two rings of `count` vertices each (vertex `i` of one facing vertex `i` of the other) with a quad,
    /// two triangles, per outline edge, closing the loop.
    static func appendStrip(inner: Int32, outer: Int32, count: Int, into mesh: inout Mesh) {
        guard count > 1 else { return }
        for i in 0..<count {
            let a = Int32(i), b = Int32(i + 1 == count ? 0 : i + 1)
            mesh.indices.append(inner + a); mesh.indices.append(inner + b); mesh.indices.append(outer + b)
            mesh.indices.append(inner + a); mesh.indices.append(outer + b); mesh.indices.append(outer + a)
        }
    }
}
