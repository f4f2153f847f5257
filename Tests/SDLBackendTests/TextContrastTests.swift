@testable import Controls
import Foundation
import Geometry
@testable import Painting
@testable import PickerLabApp
@testable import SceneGraph
@testable import SDLBackend
import Testing

/// Issue 22: every piece of text on screen reads at WCAG AA (4.5:1) against what lies under it, in both
/// themes, for every style — measured on the real renderer's read-back, not on the colours the code asks for.
@MainActor
@Suite(.serialized)
struct TextContrastTests {
    struct Reading: CustomStringConvertible {
        /// `ratio` is the worse of the two figures: the glyphs against the pixels right under them, and
        /// against the worst of what surrounds them (`surround`).
        var text: String, ratio: Double, pixels: Int, under: Double, surround: Double
        var description: String {
            "\"\(text)\" \(String(format: "%.2f", ratio)):1 over \(pixels) px (under the glyphs \(String(format: "%.2f", under)), around them \(String(format: "%.2f", surround)))"
        }
    }

    /// How far around the glyphs (points) their surround is read: what the eye sets a stroke against.
    static let surroundReach = 1.5

    /// Text runs fainter than this are a label's treatment — the glass labels' soft shadow, copies of the glyphs
    /// at 22% black — and count as what lies under the label, not as text.
    static let treatmentAlpha = 0.35

    /// Each visible text run's contrast: the frame rendered with and without text (its treatment kept); over the run's glyph pixels
    /// (where the two differ), the run's colour composited over the pixel under it against that pixel, WCAG 2's
    /// ratio; the 5th percentile of its pixels (the anti-aliased fringe of a neighbour's glyph aside) is the
    /// figure `under`. On a busy backdrop the pixels right under a stroke are not what the eye reads it against
    /// (a stripe beside it may be white where the one under it is dark), so `surround` takes the glyphs' median
    /// colour against the worst case around them: over the pixels within `surroundReach` points of a glyph
    /// pixel (the frame without text, the treatment kept), the 95th percentile of luminance for text lighter than
    /// them (the 5th for darker text). Runs with fewer than 8 glyph pixels (clipped away, off screen) are left out.
    /// `within` (window points), when given, keeps only the runs whose origin lies in it.
    static func readings(_ app: App, within: Rect? = nil) throws -> [Reading] {
        let commands = app.scene.displayList.commands
        let full = try app.host.capture(app.scene.displayList)
        var bareList = DisplayList()
        for c in commands { if case .text(let t) = c, t.color.alpha >= treatmentAlpha { continue }; bareList.append(c) }
        let bare = try app.host.capture(bareList)
        let s = app.host.scale, measurer = app.host.textMeasurer
        var out: [Reading] = []
        for c in commands {
            guard case .text(let run) = c, run.color.alpha >= treatmentAlpha, !run.text.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            if let within, !within.contains(run.origin) { continue }
            let size = measurer.measure(run.text, font: run.font)
            let r = Rect(x: run.origin.x, y: run.origin.y, width: size.width, height: size.height)
            let text = run.color.rgba8
            let alpha = Double(text.a) / 255
            var ratios: [Double] = [], glyphL: [Double] = []
            var glyph = Set<Int>()
            let x0 = max(0, Int(r.minX * s)), x1 = max(0, Int((r.maxX * s).rounded(.up)))
            let y0 = max(0, Int(r.minY * s)), y1 = max(0, Int((r.maxY * s).rounded(.up)))
            for y in y0..<y1 {
                for x in x0..<x1 {
                    guard let a = full.pixel(x: x, y: y), let b = bare.pixel(x: x, y: y) else { continue }
                    let d = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                    guard d > 24 else { continue }
                    func over(_ t: UInt8, _ u: UInt8) -> UInt8 { UInt8(clamping: Int((Double(t) * alpha + Double(u) * (1 - alpha)).rounded())) }
                    let composited = (r: over(text.r, b.r), g: over(text.g, b.g), b: over(text.b, b.b), a: UInt8(255))
                    ratios.append(contrastRatio(relativeLuminance(composited), relativeLuminance(b)))
                    glyphL.append(relativeLuminance(composited))
                    glyph.insert(y << 16 | x)
                }
            }
            guard ratios.count >= 8 else { continue }
            ratios.sort(); glyphL.sort()
            // The surround: pixels within the reach of a glyph pixel, not glyph pixels themselves.
            let reach = max(1, Int((surroundReach * s).rounded(.up)))
            var ring = Set<Int>()
            for key in glyph {
                let gy = key >> 16, gx = key & 0xFFFF
                for dy in -reach...reach { for dx in -reach...reach where dx * dx + dy * dy <= reach * reach {
                    let k = (gy + dy) << 16 | (gx + dx)
                    if gy + dy >= 0, gx + dx >= 0, !glyph.contains(k) { ring.insert(k) }
                } }
            }
            var ringL = ring.compactMap { k in bare.pixel(x: k & 0xFFFF, y: k >> 16).map(relativeLuminance) }.sorted()
            if ringL.isEmpty { ringL = [relativeLuminance(bare.pixel(x: x0, y: y0) ?? (0, 0, 0, 255))] }
            let textL = glyphL[glyphL.count / 2], ringMedian = ringL[ringL.count / 2]
            let worst = textL > ringMedian ? ringL[min(ringL.count - 1, ringL.count * 95 / 100)] : ringL[ringL.count * 5 / 100]
            let under = ratios[ratios.count / 20], surround = contrastRatio(textL, worst)
            out.append(Reading(text: run.text, ratio: min(under, surround), pixels: ratios.count, under: under, surround: surround))
        }
        return out
    }

    static func app(theme: Theme, pickers: [String] = [], scale: Double = 1, backdrop: GlassBackdrop = .gradient,
                    increaseContrast: Bool = false) throws -> App {
        let catalog = IconCatalog.load(assetsDirectory: assetsDirectory)
        let definitions = try pickers.flatMap { try PickerFile.read($0, icons: catalog) }
        let app = try makeApp(scale: scale, pickers: definitions) {
            $0.backdrop = backdrop
            $0.increaseContrast = increaseContrast
            $0.theme = theme
            $0.pickerPaths = pickers
        }
        app.setTheme(theme)
        return app
    }

    @Test(arguments: [Theme.light, .dark], [1.0, 2.0])
    func everyTextRunInTheGalleryReadsAtAA(theme: Theme, scale: Double) throws {
        let app = try TextContrastTests.app(theme: theme, scale: scale)
        app.driver.settle()
        let readings = try TextContrastTests.readings(app)
        #expect(readings.count > 30, "only \(readings.count) text runs measured")
        for r in readings where r.ratio < 4.5 { Issue.record("\(theme) at scale \(scale): \(r)") }
        // Each selection of each built-in control, so every selected and unselected label is measured.
        for control in app.gallery.controls {
            for i in control.segments.indices.reversed() where i != 0 {
                control.userSelect(i)
                app.driver.settle()
                for r in try TextContrastTests.readings(app) where r.ratio < 4.5 {
                    Issue.record("\(theme) at scale \(scale), \(control.id) on \(i): \(r)")
                }
            }
        }
    }

    /// The glass labels on every backdrop, clear and with Increase Contrast, in each tab.
    @Test(arguments: GlassBackdrop.allCases, [false, true])
    func theGlassLabelsReadAtAAOnEveryBackdrop(backdrop: GlassBackdrop, increaseContrast: Bool) throws {
        let app = try TextContrastTests.app(theme: .light, backdrop: backdrop, increaseContrast: increaseContrast)
        app.driver.settle()
        let glass = try #require(app.gallery.control("glass"))
        let titles = Set(glass.segments.map(\.title))
        for i in glass.segments.indices {
            glass.userSelect(i)
            app.driver.settle()
            // The glass's own labels (the pane's page header, white on its tint, shows one title again).
            let readings = try TextContrastTests.readings(app, within: glass.frame).filter { titles.contains($0.text) }
            #expect(readings.count >= titles.count)
            for r in readings where r.ratio < 4.5 { Issue.record("\(backdrop), increase contrast \(increaseContrast), tab \(i): \(r)") }
        }
    }

    @Test(arguments: [Theme.light, .dark])
    func everyTextRunOfTheExamplePickerFileReadsAtAA(theme: Theme) throws {
        let example = URL(fileURLWithPath: assetsDirectory).deletingLastPathComponent().appendingPathComponent("examples/picker.json").path
        let app = try TextContrastTests.app(theme: theme, pickers: [example])
        app.driver.settle()
        for r in try TextContrastTests.readings(app) where r.ratio < 4.5 { Issue.record("\(theme), example picker: \(r)") }
    }
}
