import Foundation
import Geometry
@testable import Painting
@testable import SceneGraph
@testable import SDLBackend
import Testing

/// Pixel tests of the glass lens (`DrawCommand.glassLens`) from the headless renderers — software, and
/// OpenGL (llvmpipe through EGL) where Mesa is installed — on test backdrops: a grey ramp, stripes, a flat grey.
@MainActor
@Suite(.serialized)
struct GlassRenderingTests {
    static let size = Size(width: 320, height: 160)
    /// The lens used throughout: a 200×60 capsule (radius 30) in the middle of the window; its caps' centres
    /// are (90, 80) and (230, 80).
    static let lensRect = Rect(x: 60, y: 50, width: 200, height: 60)

    nonisolated static let renderers: [HostSettings.Renderer] = [.software, .opengl]

    /// A headless host on `renderer`; nil (with a note) when that renderer cannot be created here (OpenGL
    /// without a loadable EGL), so the software cases still run.
    func makeHost(_ renderer: HostSettings.Renderer = .software, fullRedraw: Bool = false) throws -> SDLHost? {
        var settings = HostSettings.headless(renderer: renderer)
        settings.fullRedraw = fullRedraw
        let configuration = SDLHost.Configuration(size: GlassRenderingTests.size, uiScale: 1, settings: settings,
                                                  assetsDirectory: assetsDirectory)
        if renderer == .software { return try SDLHost(configuration) }
        do { return try SDLHost(configuration) } catch {
            print("GlassRenderingTests: no \(renderer.rawValue) renderer here (\(error)); its cases are skipped")
            return nil
        }
    }

    /// A clear lens: no tint, shade or light unless asked; bevel 15, refraction 10 points.
    static func lens(blur: Double = 0, refraction: Double = 10, magnification: Double = 1, rimLight: Double = 0,
                     innerShadow: Double = 0, rect: Rect = lensRect) -> GlassLens {
        GlassLens(rect: rect, cornerRadius: 30, bevelWidth: 15, refraction: refraction, blurRadius: blur, tint: .clear,
                  magnification: magnification, rimLight: rimLight, innerShadow: innerShadow,
                  fallback: .solid(Color(red: 1, green: 0, blue: 0)))
    }

    static var fullWindow: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

    /// Vertical black and white stripes, `period` points (half black), across the window.
    static func stripes(period: Double = 8, into list: inout DisplayList) {
        list.append(.fillRoundedRect(fullWindow, cornerRadius: 0, fill: .solid(.white)))
        var x = 0.0
        while x < size.width {
            list.append(.fillRoundedRect(Rect(x: x, y: 0, width: period / 2, height: size.height), cornerRadius: 0, fill: .solid(.black)))
            x += period
        }
    }

    /// Writes `image` to /tmp/glass-`name`.png when GLASS_DEBUG is set (to look at what a test saw).
    static func debugWrite(_ image: PixelImage, _ host: SDLHost, _ name: String) {
        guard ProcessInfo.processInfo.environment["GLASS_DEBUG"] != nil, let png = try? host.encodePNG(image) else { return }
        try? Data(png).write(to: URL(fileURLWithPath: "/tmp/glass-\(name).png"))
    }

    /// The grey level (0…255, the mean of R, G, B) at a pixel.
    static func grey(_ image: PixelImage, _ x: Int, _ y: Int) -> Int {
        let p = image.pixel(x: x, y: y)!
        return (Int(p.r) + Int(p.g) + Int(p.b)) / 3
    }

    @Test(arguments: GlassRenderingTests.renderers)
    func theBackdropShowsThroughFollowingTheGradientBehindItBlurred(renderer: HostSettings.Renderer) throws {
        guard let host = try makeHost(renderer) else { return }
        var list = DisplayList()
        list.append(.fillRoundedRect(GlassRenderingTests.fullWindow, cornerRadius: 0, fill: .linearGradient(LinearGradient(
            .black, .white, start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5)))))
        list.append(.fillRoundedRect(Rect(x: 150, y: 0, width: 6, height: 160), cornerRadius: 0, fill: .solid(Color(red: 0, green: 0, blue: 0))))
        let backdrop = try host.capture(list)
        list.append(.glassLens(GlassRenderingTests.lens(blur: 4)))
        let image = try host.capture(list)
        GlassRenderingTests.debugWrite(image, host, "ramp-\(renderer.rawValue)")
        // On the face, away from the bar, the pixels are the ramp behind them (a blurred ramp is the ramp).
        var previous = -1
        for x in Array(stride(from: 96, through: 132, by: 4)) + Array(stride(from: 176, through: 224, by: 4)) {
            let g = GlassRenderingTests.grey(image, x, 80), behind = GlassRenderingTests.grey(backdrop, x, 80)
            #expect(abs(g - behind) <= 6, "x \(x): \(g) under the glass, \(behind) behind it")
            #expect(g > previous, "the ramp keeps rising under the glass at x \(x)")
            previous = g
        }
        // The bar's edges: sharp beside the lens, spread over several pixels under it.
        func blended(_ img: PixelImage, row: Int) -> Int {
            (140..<166).filter { x in
                let g = GlassRenderingTests.grey(img, x, row), ramp = Int(Double(x) + 0.5) * 255 / 320
                return g > 12 && g < ramp - 12
            }.count
        }
        #expect(blended(image, row: 20) <= 2)
        #expect(blended(image, row: 80) >= 8)
        // The bar under the glass is lifted by the blur but still dark.
        let barCentre = GlassRenderingTests.grey(image, 153, 80)
        #expect(barCentre > 10 && barCentre < 90)
    }

    @Test(arguments: GlassRenderingTests.renderers)
    func theRimIsBrighterAtTheTopLeftThanAtTheBottomRight(renderer: HostSettings.Renderer) throws {
        guard let host = try makeHost(renderer) else { return }
        var list = DisplayList()
        list.append(.fillRoundedRect(GlassRenderingTests.fullWindow, cornerRadius: 0, fill: .solid(Color(hex: 0x606060))))
        list.append(.glassLens(GlassRenderingTests.lens(rimLight: 1, innerShadow: 0.3)))
        let image = try host.capture(list)
        GlassRenderingTests.debugWrite(image, host, "rim-\(renderer.rawValue)")
        // The brightest pixel within 2 px inside the edge, around 45° on each cap.
        func rim(centre: (Double, Double), direction: (Double, Double)) -> Int {
            var best = 0
            for depth in stride(from: -1.0, through: 3, by: 0.5) {
                for spread in stride(from: -0.15, through: 0.15, by: 0.05) {
                    let a = atan2(direction.1, direction.0) + spread
                    let x = Int(centre.0 + (30 - depth) * cos(a)), y = Int(centre.1 + (30 - depth) * sin(a))
                    best = max(best, GlassRenderingTests.grey(image, x, y))
                }
            }
            return best
        }
        let topLeft = rim(centre: (90, 80), direction: (-1, -1)), bottomRight = rim(centre: (230, 80), direction: (1, 1))
        #expect(topLeft > 0x60 + 100, "top-left rim \(topLeft)")
        #expect(topLeft > bottomRight + 50, "top-left \(topLeft) vs bottom-right \(bottomRight)")
        // The faint inner shadow: a little darker than the backdrop just inside the bottom edge, not the top.
        let belowFace = GlassRenderingTests.grey(image, 200, 107), aboveFace = GlassRenderingTests.grey(image, 200, 54)
        #expect(belowFace < 0x60 - 4 && aboveFace >= 0x60 - 1, "bottom \(belowFace), top \(aboveFace)")
    }

    @Test(arguments: GlassRenderingTests.renderers)
    func stripesBendInsideTheBevelBandAndStayStraightOnTheFace(renderer: HostSettings.Renderer) throws {
        guard let host = try makeHost(renderer) else { return }
        var list = DisplayList()
        GlassRenderingTests.stripes(into: &list)
        let backdrop = try host.capture(list)
        list.append(.glassLens(GlassRenderingTests.lens()))
        let image = try host.capture(list)
        GlassRenderingTests.debugWrite(image, host, "stripes-\(renderer.rawValue)")
        // The face (depth ≥ the 15-point bevel from every edge): the stripes as they are behind the glass,
        // within one pixel (SDL's software renderer draws axis-aligned textured quads as scaled blits, whose
        // whole-texel rectangles can slip a pixel).
        var same = 0, total = 0
        for y in 66...94 {
            for x in 92...228 {
                total += 1
                let g = GlassRenderingTests.grey(image, x, y)
                if (x - 1...x + 1).contains(where: { abs(g - GlassRenderingTests.grey(backdrop, $0, y)) < 40 }) { same += 1 }
            }
        }
        #expect(Double(same) >= 0.97 * Double(total), "\(same) of \(total) face pixels show the stripe behind them")
        // A stripe is straight where a column keeps one colour from top to bottom.
        func colourChanges(x: Int, ys: ClosedRange<Int>) -> Int {
            var changes = 0, last = GlassRenderingTests.grey(image, x, ys.lowerBound) > 127
            for y in ys {
                let now = GlassRenderingTests.grey(image, x, y) > 127
                if now != last { changes += 1; last = now }
            }
            return changes
        }
        let straightColumns = (92...228).filter { colourChanges(x: $0, ys: 66...94) == 0 }.count
        #expect(straightColumns >= 130, "\(straightColumns) of 137 face columns straight")
        // In the caps' bevel band the stripes bend: columns through the band change colour along their length,
        // and many pixels there show a stripe from elsewhere.
        let bentColumns = (63...75).filter { colourChanges(x: $0, ys: 58...102) >= 2 }.count
        #expect(bentColumns >= 8, "\(bentColumns) of 13 columns in the left cap's bevel bend")
        var moved = 0, band = 0
        for y in 52...108 {
            for x in 61...89 {
                let d = 30 - ((Double(x) + 0.5 - 90) * (Double(x) + 0.5 - 90) + (Double(y) + 0.5 - 80) * (Double(y) + 0.5 - 80)).squareRoot()
                guard d > 1.5, d < 13 else { continue }
                band += 1
                if abs(GlassRenderingTests.grey(image, x, y) - GlassRenderingTests.grey(backdrop, x, y)) > 100 { moved += 1 }
            }
        }
        #expect(Double(moved) > 0.25 * Double(band), "\(moved) of \(band) bevel pixels show displaced stripes")
    }

    @Test(arguments: GlassRenderingTests.renderers)
    func magnificationWidensTheStripesOnTheFace(renderer: HostSettings.Renderer) throws {
        guard let host = try makeHost(renderer) else { return }
        var list = DisplayList()
        GlassRenderingTests.stripes(into: &list)
        list.append(.glassLens(GlassRenderingTests.lens(magnification: 1.5)))
        let image = try host.capture(list)
        // Across the middle 120 points of the face: 15 periods behind the glass, 10 seen through it at 1.5×.
        var changes = 0, last = GlassRenderingTests.grey(image, 100, 80) > 127
        for x in 100..<220 {
            let now = GlassRenderingTests.grey(image, x, 80) > 127
            if now != last { changes += 1; last = now }
        }
        #expect(changes >= 18 && changes <= 22, "\(changes) stripe edges (unmagnified: 30)")
    }

    @Test(arguments: GlassRenderingTests.renderers)
    func theBlurredBackdropIsCachedWhileNothingUnderTheLensChanges(renderer: HostSettings.Renderer) throws {
        // Every frame drawn whole, so the lens is drawn each time (a damage redraw would skip an unchanged one).
        guard let host = try makeHost(renderer, fullRedraw: true) else { return }
        func frame(lensX: Double = 60, extra: Rect? = nil) -> DisplayList {
            var list = DisplayList()
            GlassRenderingTests.stripes(into: &list)
            if let extra { list.append(.fillRoundedRect(extra, cornerRadius: 0, fill: .solid(.blue))) }
            list.append(.glassLens(GlassRenderingTests.lens(blur: 4, rect: GlassRenderingTests.lensRect.offsetBy(dx: lensX - 60, dy: 0))))
            return list
        }
        let first = host.render(frame())
        #expect(first.passes.map(\.name) == ["glass.capture", "glass.blur", "glass.draw"])
        #expect(first.passes.allSatisfy { $0.startUs >= 0 && $0.durationUs >= 0 })
        #expect(host.glass.captureCount == 1)
        let again = host.render(frame())
        #expect(again.passes.map(\.name) == ["glass.draw"])
        #expect(host.glass.captureCount == 1 && host.glass.cacheHits == 1)
        _ = host.render(frame(extra: Rect(x: 300, y: 0, width: 10, height: 10)))   // far from the lens
        #expect(host.glass.captureCount == 1)
        _ = host.render(frame(extra: Rect(x: 150, y: 40, width: 10, height: 10)))  // under it
        #expect(host.glass.captureCount == 2)
        _ = host.render(frame(lensX: 64))                                           // the lens moved
        #expect(host.glass.captureCount == 3)
    }

    @Test func withoutRenderTargetsTheLensFallsBackToItsFillAndSaysSoOnce() throws {
        let host = try #require(try makeHost())
        host.glass.pretendNoRenderTargets = true
        var list = DisplayList()
        GlassRenderingTests.stripes(into: &list)
        list.append(.glassLens(GlassRenderingTests.lens(blur: 4)))
        let image = try host.capture(list)
        _ = try host.capture(list)
        #expect(host.glass.fallbackNoted)
        #expect(host.glass.captureCount == 0)
        let p = image.pixel(x: 160, y: 80)!
        #expect(p.r > 240 && p.g < 10 && p.b < 10)   // the fallback fill
    }
}
