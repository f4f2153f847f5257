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

    /// A dusk landscape from shapes: sky gradient, a glowing sun, ridges of hills in receding blues, a lake
    /// with the sun's reflection in broken bars, a few clouds.
    private func paintPhoto(in r: Rect, cornerRadius: Double, into list: inout DisplayList) {
        list.append(.fillRoundedRect(r, cornerRadius: cornerRadius, fill: .linearGradient(LinearGradient(
            Color(hex: 0x2B3A8C), Color(hex: 0xF6A55B), start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 0.62)))))
        list.append(.pushClip(r))
        func at(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
            Rect(x: r.minX + x * r.width, y: r.minY + y * r.height, width: w * r.width, height: h * r.height)
        }
        let sun = at(0.58, 0.30, 0.16, 0.16 * r.width / max(1, r.height))
        list.append(.shadow(sun.insetBy(dx: -20, dy: -20), cornerRadius: sun.width, color: Color(hex: 0xFFD27A).opacity(0.8), blur: 30, offset: .zero))
        list.append(.fillRoundedRect(sun, cornerRadius: sun.width / 2, fill: .solid(Color(hex: 0xFFE8B0))))
        for (x, y, w) in [(0.08, 0.12, 0.22), (0.30, 0.20, 0.16), (0.72, 0.10, 0.2)] {
            let c = at(x, y, w, 0.05)
            list.append(.fillRoundedRect(c, cornerRadius: c.height / 2, fill: .solid(Color.white.opacity(0.55))))
        }
        // Ridges: overlapping capsules, far to near, lighter to darker.
        let ridges: [(Double, Color, [(Double, Double)])] = [
            (0.50, Color(hex: 0x6C6FB5), [(-0.1, 0.5), (0.3, 0.45), (0.65, 0.55)]),
            (0.56, Color(hex: 0x43458A), [(-0.2, 0.6), (0.35, 0.5), (0.75, 0.5)]),
            (0.62, Color(hex: 0x26285E), [(-0.05, 0.55), (0.5, 0.7)]),
        ]
        for (top, color, hills) in ridges {
            for (x, w) in hills {
                let h = at(x, top, w, 0.5)
                list.append(.fillRoundedRect(h, cornerRadius: min(h.width, h.height) / 2, fill: .solid(color)))
            }
        }
        // The lake and the sun's broken reflection.
        let lake = at(0, 0.70, 1, 0.30)
        list.append(.fillRoundedRect(lake, cornerRadius: 0, fill: .linearGradient(LinearGradient(Color(hex: 0x3A4C9A), Color(hex: 0x141A40)))))
        for k in 0..<7 {
            let w = 0.12 - Double(k) * 0.012
            let bar = at(0.66 - w / 2, 0.72 + Double(k) * 0.035, w, 0.012)
            list.append(.fillRoundedRect(bar, cornerRadius: bar.height / 2, fill: .solid(Color(hex: 0xFFD9A0).opacity(0.85 - Double(k) * 0.09))))
        }
        list.append(.popClip)
    }
}
