@testable import Controls
import Foundation
import Geometry
@testable import PickerLabApp
@testable import SDLBackend
import Testing

/// Issue 22, item 8: seed 002's thumb and its container are `RoundedRectangle(style: .continuous)`. With the
/// seed's numbers both are capsules (which stay capsules), so a picker file gives the thumb room for its
/// corner: 120 points tall, radius 40 (the thumb's 36), an opaque white thumb on a black container.
@MainActor
@Suite(.serialized)
struct ContinuousThumbTests {
    /// PaintCode's published iOS 7+ continuous corner (see ContinuousCornerTests), radius units, densely flattened.
    static let curve: [(Double, Double)] = [
        [(1.52866483, 0), (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)],
        [(0.63149399, 0.07491100), (0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399)],
        [(0.06549600, 0.66993427), (0, 0.86840689), (0, 1.08849323), (0, 1.52866483)],
    ].flatMap { b in
        (0...2000).map { i -> (Double, Double) in
            let t = Double(i) / 2000, u = 1 - t
            let w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t]
            return (zip(w, b).map { $0 * $1.0 }.reduce(0, +), zip(w, b).map { $0 * $1.1 }.reduce(0, +))
        }
    }

    /// The left edge (pixels from the thumb's left side) of the cited continuous corner, averaged over the pixel
    /// row `v0…v0 + 1` (pixels below the thumb's top), for radius `r` pixels; and the same for a circular corner.
    static func expectedInset(rowFrom v0: Double, r: Double) -> (continuous: Double, circle: Double) {
        var c = 0.0, q = 0.0
        let samples = 64
        for k in 0..<samples {
            let v = (v0 + (Double(k) + 0.5) / Double(samples)) / r
            // The corner is symmetric about its diagonal: the row's inset is the curve's p where its q is v.
            let near = Self.curve.min { abs($0.1 - v) < abs($1.1 - v) }!
            c += v >= 1.52866483 ? 0 : near.0 * r
            q += v >= 1 ? 0 : (1 - (1 - (1 - v) * (1 - v)).squareRoot()) * r
        }
        return (c / Double(samples), q / Double(samples))
    }

    @Test(arguments: [1.0, 2.0])
    func theThumbsCornerIsTheContinuousCurve(scale: Double) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("continuous-thumb-\(getpid()).json")
        try """
        {"controls": [{"id": "big", "style": "thumb", "height": 120, "cornerRadius": 40, "trackColor": "#000000",
          "indicatorColor": "#FFFFFF", "segments": ["One", "Two"]}]}
        """.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let definitions = try PickerFile.read(file.path, icons: IconCatalog.load(assetsDirectory: assetsDirectory))
        // On the OpenGL renderer (llvmpipe headless, as a window under Xvfb): SDL's software rasteriser snaps
        // vertices coarsely enough to move a near-horizontal edge by pixels, which hides a 1-pixel shape change.
        let app = try makeApp(size: Size(width: 600, height: 300), scale: scale, pickers: definitions, renderer: .opengl) {
            $0.theme = .dark
            $0.pickerPaths = [file.path]
            $0.onlyPickers = true
        }
        app.setTheme(.dark)
        app.driver.settle()
        let control = try #require(app.gallery.control("big"))
        let image = try app.host.capture(app.scene.displayList)
        let f = control.indicator.drawnFrame
        let r = 36 * scale, left = f.minX * scale, top = f.minY * scale
        #expect(abs(f.height - 108) < 0.01, "thumb \(f) in \(control.frame)")
        try #require(f.height > 100 && f.width > 100)
        // Each pixel row through the corner: where the white starts, read as the row's coverage — from the
        // last pure black pixel of the container (outside the thumb) rightwards, 1 − red/255 summed — against
        // the curve.
        let end = Int((left + 1.6 * r).rounded(.up))
        var worst = 0.0, apart = 0.0
        for row in Int(top.rounded(.up)) + 2 ..< Int(top + 0.5 * r) {
            let v0 = Double(row) - top
            var x = end
            while x > Int(left) - 2, let p = image.pixel(x: x, y: row), p.r > 8 { x -= 1 }
            try #require(x < end, "row \(row): no white at the thumb's inside")
            var dark = Double(x + 1) - left
            for x in x + 1 ..< end {
                let p = try #require(image.pixel(x: x, y: row))
                dark += 1 - min(max(Double(p.r) / 255, 0), 1)
            }
            let expected = Self.expectedInset(rowFrom: v0, r: r)
            worst = max(worst, abs(dark - expected.continuous))
            apart = max(apart, abs(expected.circle - expected.continuous))
        }
        print("continuous thumb at \(scale)×: worst row \(worst) px off, circle \(apart) px away")
        #expect(apart > 0.6 * scale, "the rows measured do not tell the two corners apart (\(apart) px)")
        #expect(worst < 0.3 * scale, "scale \(scale): a row's edge is \(worst) px off the continuous corner (circle and continuous differ by up to \(apart) px)")
    }
}
