@testable import Controls
import Foundation
import Geometry
@testable import Painting
@testable import PickerLabApp
@testable import SceneGraph
@testable import SDLBackend
import Testing

/// Issue 22: the clear glass's white labels keep their legibility by a soft, wide, low-opacity shadow, as
/// iOS's text over a wallpaper does — not a dark outline hugging the glyphs ("black-outlined, meme-style").
/// Read on the real renderer over the stripes backdrop (white stripes): the frame with the shadow against the
/// frame without any text, pixel by pixel, by distance from the glyphs.
@MainActor
@Suite(.serialized)
struct GlassLabelShadowTests {
    struct Profile { var near: Double, nearMedian: Double, far: Double }

    /// How much the shadow darkens the backdrop (1 − treated / bare, 0…1, on the green channel) beside the glass
    /// labels: the mean and the median within 1 point of a glyph, and the mean 3–4 points out.
    static func profile(_ app: App) throws -> Profile {
        let glass = try #require(app.gallery.control("glass"))
        let commands = app.scene.displayList.commands
        func list(keepingText keep: (TextRun) -> Bool) -> DisplayList {
            var l = DisplayList()
            for c in commands { if case .text(let t) = c, !keep(t) { continue }; l.append(c) }
            return l
        }
        let full = try app.host.capture(app.scene.displayList)
        let treated = try app.host.capture(list { $0.color.alpha < TextContrastTests.treatmentAlpha })
        let bare = try app.host.capture(list { _ in false })
        let s = app.host.scale, f = glass.frame
        let x0 = Int(f.minX * s), x1 = Int(f.maxX * s), y0 = Int(f.minY * s), y1 = Int(f.maxY * s)
        var glyph: [(Int, Int)] = []
        for y in y0..<y1 { for x in x0..<x1 {
            guard let a = full.pixel(x: x, y: y), let b = treated.pixel(x: x, y: y) else { continue }
            if abs(Int(a.g) - Int(b.g)) > 40 { glyph.append((x, y)) }
        } }
        #expect(glyph.count > 100, "only \(glyph.count) glyph pixels")
        var near: [Double] = [], far: [Double] = []
        let reach = Int((4 * s).rounded(.up))
        var nearest = [Int: Double]()
        for (gx, gy) in glyph {
            for dy in -reach...reach { for dx in -reach...reach {
                let k = (gy + dy) << 16 | (gx + dx), d = Double(dx * dx + dy * dy).squareRoot() / s
                if d < nearest[k] ?? .infinity { nearest[k] = d }
            } }
        }
        let glyphKeys = Set(glyph.map { $0.1 << 16 | $0.0 })
        for (k, d) in nearest where !glyphKeys.contains(k) && d > 0 {
            let x = k & 0xFFFF, y = k >> 16
            guard let t = treated.pixel(x: x, y: y), let b = bare.pixel(x: x, y: y), b.g > 200 else { continue }
            let darkening = 1 - Double(t.g) / Double(b.g)
            if d <= 1 { near.append(darkening) } else if d >= 3 && d <= 4 { far.append(darkening) }
        }
        near.sort()
        #expect(near.count > 50 && far.count > 50, "too few backdrop pixels measured: \(near.count), \(far.count)")
        return Profile(near: near.reduce(0, +) / Double(max(1, near.count)), nearMedian: near[near.count / 2],
                       far: far.reduce(0, +) / Double(max(1, far.count)))
    }

    @Test(arguments: [1.0, 2.0])
    func theClearGlassLabelShadowIsSoftAndWideNotAnOutline(scale: Double) throws {
        let app = try TextContrastTests.app(theme: .light, scale: scale, backdrop: .stripes)
        app.driver.settle()
        let p = try Self.profile(app)
        print("glass label shadow at \(scale)×: \(p)")
        // An outline darkens the pixels hugging the strokes nearly to black and nothing a few points out.
        #expect(p.nearMedian <= 0.8, "scale \(scale): the shadow darkens the backdrop beside the glyphs by \(p.nearMedian) (median; an outline)")
        #expect(p.far >= 0.1, "scale \(scale): 3–4 points from the glyphs the shadow darkens by only \(p.far) (not a soft, wide shadow)")
        #expect(p.near >= 0.45, "scale \(scale): beside the glyphs only \(p.near): too faint to keep white at 4.5:1 over white")
    }
}
