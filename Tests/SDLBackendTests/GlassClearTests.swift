@testable import Controls
import Foundation
import Geometry
@testable import Painting
@testable import PickerLabApp
@testable import SceneGraph
@testable import SDLBackend
import Testing

/// Issue 22: the default glass lens is clear (seed 003) — the backdrop seen through its face keeps its
/// brightness, the tab's tint shows in its hue, and the rim refracts; Increase Contrast gives the frosted,
/// smoked lens.
@MainActor
@Suite(.serialized)
struct GlassClearTests {
    struct FaceColours { var lens: SIMD3<Double>, backdrop: SIMD3<Double>, lensL: Double, backdropL: Double, rimDifference: Double, faceDifference: Double }

    /// The glass indicator's face (inset by its bevel band) and rim band, rendered with the lens and without
    /// the indicator (its shadow, lens and sheen), text and icons left out of both: mean sRGB colours (0…255),
    /// mean relative luminance, and the mean per-pixel colour difference in the rim band and on the face.
    static func measure(_ app: App, _ glass: SegmentedControl) throws -> FaceColours {
        let commands = app.scene.displayList.commands
        var with = DisplayList(), without = DisplayList()
        var skip = Set<Int>()
        for (i, c) in commands.enumerated() {
            guard case .glassLens = c else { continue }
            skip.formUnion([i, i + 1])   // the lens and its sheen, and the frosted lens's drop shadow
            if i > 0, case .shadow = commands[i - 1] { skip.insert(i - 1) }
        }
        for (i, c) in commands.enumerated() {
            switch c {
            case .text, .icon: continue
            default:
                with.append(c)
                if !skip.contains(i) { without.append(c) }
            }
        }
        let a = try app.host.capture(with), b = try app.host.capture(without)
        let s = app.host.scale, f = glass.indicator.drawnFrame
        let band = f.height * 0.25
        let face = f.insetBy(dx: band + 2, dy: band)
        var la = SIMD3<Double>.zero, lb = SIMD3<Double>.zero, lumA = 0.0, lumB = 0.0, n = 0.0
        var rimDiff = 0.0, rimN = 0.0, faceDiff = 0.0
        for y in Int(f.minY * s)..<Int(f.maxY * s) {
            for x in Int(f.minX * s)..<Int(f.maxX * s) {
                let p = Point(x: (Double(x) + 0.5) / s, y: (Double(y) + 0.5) / s)
                let pa = a.pixel(x: x, y: y)!, pb = b.pixel(x: x, y: y)!
                let ca = SIMD3(Double(pa.r), Double(pa.g), Double(pa.b)), cb = SIMD3(Double(pb.r), Double(pb.g), Double(pb.b))
                let d = ca - cb, diff = (Swift.abs(d.x) + Swift.abs(d.y) + Swift.abs(d.z)) / 3
                if face.contains(p) {
                    la += ca; lb += cb; n += 1
                    lumA += relativeLuminance(pa); lumB += relativeLuminance(pb); faceDiff += diff
                } else if abs(p.y - f.midY) < f.height * 0.2 && (p.x < f.minX + band || p.x > f.maxX - band)
                            && p.x > f.minX + 2 && p.x < f.maxX - 2 {
                    rimDiff += diff; rimN += 1   // the rim's left and right ends, away from the light rim's top and bottom
                }
            }
        }
        return FaceColours(lens: la / n, backdrop: lb / n, lensL: lumA / n, backdropL: lumB / n,
                           rimDifference: rimDiff / max(1, rimN), faceDifference: faceDiff / max(1, n))
    }

    static func app(backdrop: GlassBackdrop, increaseContrast: Bool = false, scale: Double = 1) throws -> App {
        try makeApp(scale: scale) { $0.backdrop = backdrop; $0.increaseContrast = increaseContrast }
    }

    @Test(arguments: [GlassBackdrop.gradient, .photo], [1.0, 2.0])
    func theDefaultLensIsClearAndShowsTheTabsTint(backdrop: GlassBackdrop, scale: Double) throws {
        let app = try GlassClearTests.app(backdrop: backdrop, scale: scale)
        app.driver.settle()
        let glass = try #require(app.gallery.control("glass"))
        for i in glass.segments.indices {
            glass.userSelect(i)
            app.driver.settle()
            let m = try GlassClearTests.measure(app, glass)
            let change = abs(m.lensL - m.backdropL) / m.backdropL
            #expect(change <= 0.12, "\(backdrop) tab \(i): face luminance \(m.lensL) vs backdrop \(m.backdropL) (\(Int(change * 100))%)")
            // The tint: the face's mean colour moved toward the tab's tint, measurably (≥ 3 levels along it).
            let t8 = glass.segments[i].tint.rgba8
            let tint = SIMD3(Double(t8.r), Double(t8.g), Double(t8.b))
            let toward = tint - m.backdrop, shift = m.lens - m.backdrop
            let along = (toward * shift).sum() / (toward * toward).sum().squareRoot()
            #expect(along >= 3, "\(backdrop) tab \(i): the face moved \(along) levels toward the tint \(tint) (lens \(m.lens), backdrop \(m.backdrop))")
        }
    }

    /// On stripes, the rim bends the backdrop: its rim band differs from the straight backdrop by at least 10 levels
    /// more than its face does (where only the tint and a faint frost change it).
    @Test func theRimRefractsVisiblyOnStripes() throws {
        let app = try GlassClearTests.app(backdrop: .stripes)
        app.driver.settle()
        let glass = try #require(app.gallery.control("glass"))
        glass.userSelect(2)
        app.driver.settle()
        let m = try GlassClearTests.measure(app, glass)
        #expect(m.rimDifference > m.faceDifference + 10, "rim \(m.rimDifference) vs face \(m.faceDifference)")
    }

    /// Increase Contrast: the frosted, smoked lens, clearly darker than its backdrop.
    @Test func increaseContrastSmokesTheLens() throws {
        let app = try GlassClearTests.app(backdrop: .gradient, increaseContrast: true)
        app.driver.settle()
        let glass = try #require(app.gallery.control("glass"))
        let m = try GlassClearTests.measure(app, glass)
        #expect(m.lensL < 0.7 * m.backdropL, "smoked face \(m.lensL) vs backdrop \(m.backdropL)")
    }
}
