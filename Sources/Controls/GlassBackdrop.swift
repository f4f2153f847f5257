import Foundation
import Geometry
import Painting

/// What the glass panels show behind their controls (`--backdrop`, key B), so the glass can be judged on a
/// smooth picture and on busy ones, where its refraction and tint show. Every backdrop is generated here from
/// shapes: nothing is loaded, nothing licensed ships.
public enum GlassBackdrop: String, CaseIterable, Sendable {
    /// Seed 003's colourful backdrop: an indigo-to-pink gradient with two soft blobs (orange, teal).
    case gradient
    /// A generated landscape photo: a dusk sky, a low sun, three ridges of hills and a lake with reflections.
    case photo
    /// Vertical stripes in five colours, 14 points wide: straight lines show the rim's refraction bend.
    case stripes
    /// A checkerboard of 16-point squares, mid grey and dark slate.
    case checker

    /// The next backdrop in `allCases` order (key B cycles them).
    public var next: GlassBackdrop { let all = GlassBackdrop.allCases; return all[(all.firstIndex(of: self)! + 1) % all.count] }

    /// Paints the backdrop into `r` (window points), clipped to its rounded rectangle of `cornerRadius`.
    public func paint(in r: Rect, cornerRadius: Double, into list: inout DisplayList) {
        switch self {
        case .gradient:
            list.append(.fillRoundedRect(r, cornerRadius: cornerRadius, fill: .linearGradient(LinearGradient(
                Color(hex: 0x5B5BF0), Color(hex: 0xE0468C), start: Point(x: 0, y: 0), end: Point(x: 1, y: 1)))))
            list.append(.pushClip(r))
            let blobs = [(Rect(x: 0.05, y: 0.35, width: 0.3, height: 0.6), Color(hex: 0xFFB347).opacity(0.75)),
                         (Rect(x: 0.62, y: 0.1, width: 0.3, height: 0.55), Color(hex: 0x3CE6C8).opacity(0.6))]
            for (unit, color) in blobs {
                let b = Rect(x: r.minX + unit.x * r.width, y: r.minY + unit.y * r.height, width: unit.width * r.width, height: unit.height * r.height)
                list.append(.shadow(b, cornerRadius: min(b.width, b.height) / 2, color: color, blur: min(b.width, b.height) / 2, offset: .zero))
            }
            list.append(.popClip)
        case .photo:
            paintPhoto(in: r, cornerRadius: cornerRadius, into: &list)
        case .stripes:
            list.append(.fillRoundedRect(r, cornerRadius: cornerRadius, fill: .solid(Color(hex: 0x1E2A4A))))
            list.append(.pushClip(r.insetBy(dx: cornerRadius * 0.3, dy: cornerRadius * 0.3)))
            let colors = [Color(hex: 0xF2C14E), Color(hex: 0xF78154), Color(hex: 0x4D9078), Color(hex: 0x5FAFE8), Color(hex: 0xEDE7D9)]
            var x = r.minX, k = 0
            while x < r.maxX {
                list.append(.fillRoundedRect(Rect(x: x, y: r.minY, width: 7, height: r.height), cornerRadius: 0, fill: .solid(colors[k % colors.count])))
                x += 14; k += 1
            }
            list.append(.popClip)
        case .checker:
            list.append(.fillRoundedRect(r, cornerRadius: cornerRadius, fill: .solid(Color(hex: 0x9494A6))))
            list.append(.pushClip(r.insetBy(dx: cornerRadius * 0.3, dy: cornerRadius * 0.3)))
            let side = 16.0
            var row = 0, y = r.minY
            while y < r.maxY {
                var x = r.minX + (row % 2 == 0 ? 0 : side)
                while x < r.maxX {
                    list.append(.fillRoundedRect(Rect(x: x, y: y, width: side, height: side), cornerRadius: 0, fill: .solid(Color(hex: 0x2E2E3C))))
                    x += 2 * side
                }
                y += side; row += 1
            }
            list.append(.popClip)
        }
    }

    /// A dusk landscape, generated to read as a photograph: nothing in it has a hard edge but the nearest
    /// shore. A sky graded from deep blue to a warm horizon, a haze band along the horizon, the sun as a soft
    /// disc in a wide glow, clouds as blurred streaks lit from below, three ridges receding into the haze (the
    /// farther, the more blurred and the paler — aerial perspective), a lake darkening toward the viewer with
    /// the sun's reflection as a soft column and blurred shimmer. Blurs are the renderer's Gaussian shadows.
    private func paintPhoto(in r: Rect, cornerRadius: Double, into list: inout DisplayList) {
        list.append(.fillRoundedRect(r, cornerRadius: cornerRadius, fill: .linearGradient(LinearGradient(
            Color(hex: 0x3D4FA3), Color(hex: 0xF4A261), start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 0.6)))))
        list.append(.pushClip(r))
        func at(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
            Rect(x: r.minX + x * r.width, y: r.minY + y * r.height, width: w * r.width, height: h * r.height)
        }
        /// A soft shape: `rect` blurred by `blur` points (a Gaussian of σ = blur / 2).
        func soft(_ rect: Rect, _ color: Color, blur: Double) {
            list.append(.shadow(rect, cornerRadius: min(rect.width, rect.height) / 2, color: color, blur: blur, offset: .zero))
        }
        let unit = min(r.width, r.height)
        // The upper sky's violet cast and the warm haze along the horizon.
        soft(at(-0.2, -0.3, 0.7, 0.5), Color(hex: 0x5A4A9F).opacity(0.35), blur: unit * 0.4)
        soft(at(-0.2, 0.48, 1.4, 0.12), Color(hex: 0xFFC48A).opacity(0.7), blur: unit * 0.12)
        // The sun: a wide glow, then a soft bright disc.
        let d = 0.09 * unit
        let sun = Rect(x: r.minX + 0.64 * r.width - d / 2, y: r.minY + 0.47 * r.height - d / 2, width: d, height: d)
        soft(sun.insetBy(dx: -d, dy: -d), Color(hex: 0xFFD9A0).opacity(0.75), blur: d * 1.6)
        soft(sun, Color(hex: 0xFFF3D6), blur: d * 0.18)
        // Clouds: blurred streaks, their undersides lit warm.
        for (x, y, w, h, a) in [(0.05, 0.14, 0.34, 0.05, 0.45), (0.30, 0.24, 0.24, 0.035, 0.4), (0.62, 0.12, 0.3, 0.045, 0.35),
                                (0.74, 0.30, 0.2, 0.03, 0.45)] {
            let c = at(x, y, w, h)
            soft(c, Color(hex: 0xE9D6E8).opacity(a), blur: c.height * 1.2)
            soft(c.offsetBy(dx: c.width * 0.05, dy: c.height * 0.45).insetBy(dx: c.width * 0.1, dy: c.height * 0.2),
                 Color(hex: 0xFFB07A).opacity(a * 0.8), blur: c.height)
        }
        // Ridges from far to near: each a row of broad hills, more blurred and paler the farther it is.
        let ridges: [(top: Double, color: Color, blur: Double, hills: [(Double, Double)])] = [
            (0.52, Color(hex: 0x8A7DB8), 0.012, [(-0.15, 0.55), (0.3, 0.5), (0.7, 0.55)]),
            (0.57, Color(hex: 0x564E92), 0.006, [(-0.25, 0.6), (0.28, 0.52), (0.72, 0.5)]),
            (0.63, Color(hex: 0x2A2A5E), 0.002, [(-0.1, 0.62), (0.45, 0.75)]),
        ]
        for ridge in ridges {
            for (x, w) in ridge.hills {
                let h = at(x, ridge.top, w, 0.45)
                soft(h, ridge.color, blur: max(1, ridge.blur * unit * 10))
            }
        }
        // The lake, the sun's reflection as a soft column and blurred shimmer across it.
        let lake = at(-0.01, 0.70, 1.02, 0.31)
        list.append(.fillRoundedRect(lake, cornerRadius: 0, fill: .linearGradient(LinearGradient(Color(hex: 0x5A5C9E), Color(hex: 0x141A40)))))
        soft(Rect(x: sun.midX - d * 0.6, y: lake.minY, width: d * 1.2, height: lake.height * 0.8),
             Color(hex: 0xFFD9A0).opacity(0.45), blur: d * 0.8)
        for k in 0..<5 {
            let w = (0.14 - Double(k) * 0.02) * r.width
            let bar = Rect(x: sun.midX - w / 2, y: lake.minY + (0.04 + Double(k) * 0.09) * lake.height, width: w, height: 0.02 * lake.height)
            soft(bar, Color(hex: 0xFFE2B0).opacity(0.5 - Double(k) * 0.08), blur: max(1.5, bar.height * 1.5))
        }
        list.append(.popClip)
    }
}
