import Foundation
import Geometry

/// One vertex of a rounded rectangle's outline, stored so the outline can be offset along its normals.
///
/// The outline offset by `δ` pixels is the rounded rectangle outset by `δ` with corner radius `r + δ`
/// (Minkowski offset): its arcs keep their centres, so one record serves every ring of a shape.
/// `Tessellator.position(_:radius:rounded:)` places the vertex on the ring of radius `ρ = r + δ`.
struct OutlinePoint {
    /// Centre of the corner arc this vertex belongs to, in pixels.
    var centerX: Double, centerY: Double
    /// Unit outward direction from the arc's centre (an interpolated chord point for inserted cut points).
    var directionX: Double, directionY: Double
    /// The corner's diagonal (±1, ±1): where `ρ < 0` (or the corner is mitred) the ring has a sharp corner
    /// at `centre + ρ × diagonal`.
    var diagonalX: Double, diagonalY: Double

    /// The point a fraction `f` of the way from `a` to `b`; on every ring it lies on the chord between them.
    static func lerp(_ a: OutlinePoint, _ b: OutlinePoint, _ f: Double) -> OutlinePoint {
        OutlinePoint(centerX: Geometry.lerp(a.centerX, b.centerX, f), centerY: Geometry.lerp(a.centerY, b.centerY, f),
                     directionX: Geometry.lerp(a.directionX, b.directionX, f),
                     directionY: Geometry.lerp(a.directionY, b.directionY, f),
                     diagonalX: Geometry.lerp(a.diagonalX, b.diagonalX, f),
                     diagonalY: Geometry.lerp(a.diagonalY, b.diagonalY, f))
    }
}

// MARK: - Outline

extension Tessellator {
    /// The most chords per quarter circle (a 1000 px radius needs 56 at 0.1 px error).
    public static let maxSegmentsPerCorner = 64

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
    public static func segmentsPerCorner(radius: Double, maxError: Double) -> Int {
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
    mutating func appendRoundedRectPath(_ shape: PixelRoundedRect, segments: Int) {
        outline.removeAll(keepingCapacity: true)
        let table = Self.quarterCircleTable[min(max(segments, 0), Self.maxSegmentsPerCorner)]
        let insetX = shape.halfWidth - shape.radius, insetY = shape.halfHeight - shape.radius
        for corner in 0..<4 {
            // Top-left, top-right, bottom-right, bottom-left; arcs start at 180°, 270°, 0°, 90° (y grows down).
            let sx: Double = corner == 1 || corner == 2 ? 1 : -1
            let sy: Double = corner >= 2 ? 1 : -1
            let cx = shape.centerX + sx * insetX, cy = shape.centerY + sy * insetY
            if table.isEmpty {
                outline.append(OutlinePoint(centerX: cx, centerY: cy, directionX: sx * 0.5.squareRoot(),
                                            directionY: sy * 0.5.squareRoot(), diagonalX: sx, diagonalY: sy))
                continue
            }
            for unit in table {
                let c = unit.x, s = unit.y
                let dx: Double, dy: Double
                switch corner {
                case 0: (dx, dy) = (-c, -s)
                case 1: (dx, dy) = (s, -c)
                case 2: (dx, dy) = (c, s)
                default: (dx, dy) = (-s, c)
                }
                outline.append(OutlinePoint(centerX: cx, centerY: cy, directionX: dx, directionY: dy,
                                            diagonalX: sx, diagonalY: sy))
            }
        }
    }

    /// Where `point` lies on the ring whose corner radius is `ringRadius` pixels (the shape's radius plus the
    /// ring's offset): on the arc when `rounded` and `ringRadius ≥ 0`, otherwise at the sharp (inset or mitred)
    /// corner `centre + ringRadius × diagonal`. Pixels.
    @inline(__always)
    static func position(_ point: OutlinePoint, radius ringRadius: Double, rounded: Bool) -> (x: Double, y: Double) {
        if rounded && ringRadius >= 0 {
            return (point.centerX + ringRadius * point.directionX, point.centerY + ringRadius * point.directionY)
        }
        return (point.centerX + ringRadius * point.diagonalX, point.centerY + ringRadius * point.diagonalY)
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
    /// for which `include(i)` holds (`i` counts from 0): a fan from the first included vertex.
    static func appendFan(first: Int32, count: Int, into mesh: inout Mesh, include: (Int) -> Bool) {
        var pivot = -1, previous = -1
        for i in 0..<count where include(i) {
            if pivot < 0 {
                pivot = i
            } else if previous >= 0 {
                mesh.indices.append(first + Int32(pivot))
                mesh.indices.append(first + Int32(previous))
                mesh.indices.append(first + Int32(i))
                previous = i
            } else {
                previous = i
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
