import Controls
import Foundation
import Geometry
import Painting
@testable import PickerLabApp
import SceneGraph
@testable import SDLBackend
import Testing

/// Issue 22: every piece of text on screen reads at WCAG AA (4.5:1) against what lies under it, in both
/// themes, for every style — measured on the real renderer's read-back, not on the colours the code asks for.
@MainActor
@Suite(.serialized)
struct TextContrastTests {
    struct Reading: CustomStringConvertible {
        var text: String, ratio: Double, pixels: Int
        var description: String { "\"\(text)\" \(String(format: "%.2f", ratio)):1 over \(pixels) px" }
    }

    /// Text runs fainter than this are a label's treatment — the glass labels' soft shadow, copies of the glyphs
    /// at 22% black — and count as what lies under the label, not as text.
    static let treatmentAlpha = 0.35

    /// Each visible text run's contrast: the frame rendered with and without text (its treatment kept); over the run's glyph pixels
    /// (where the two differ), the run's colour composited over the pixel under it against that pixel, WCAG 2's
    /// ratio; a run's figure is the 5th percentile of its pixels (the anti-aliased fringe of a neighbour's
    /// glyph aside). Runs with fewer than 8 glyph pixels (clipped away, off screen) are left out.
    static func readings(_ app: App) throws -> [Reading] {
        let commands = app.scene.displayList.commands
        let full = try app.host.capture(app.scene.displayList)
        var bareList = DisplayList()
        for c in commands { if case .text(let t) = c, t.color.alpha >= treatmentAlpha { continue }; bareList.append(c) }
        let bare = try app.host.capture(bareList)
        let s = app.host.scale, measurer = app.host.textMeasurer
        var out: [Reading] = []
        for c in commands {
            guard case .text(let run) = c, run.color.alpha >= treatmentAlpha, !run.text.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            let size = measurer.measure(run.text, font: run.font)
            let r = Rect(x: run.origin.x, y: run.origin.y, width: size.width, height: size.height)
            let text = run.color.rgba8
            let alpha = Double(text.a) / 255
            var ratios: [Double] = []
            for y in max(0, Int(r.minY * s))..<max(0, Int((r.maxY * s).rounded(.up))) {
                for x in max(0, Int(r.minX * s))..<max(0, Int((r.maxX * s).rounded(.up))) {
                    guard let a = full.pixel(x: x, y: y), let b = bare.pixel(x: x, y: y) else { continue }
                    let d = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                    guard d > 24 else { continue }
                    func over(_ t: UInt8, _ u: UInt8) -> UInt8 { UInt8(clamping: Int((Double(t) * alpha + Double(u) * (1 - alpha)).rounded())) }
                    let composited = (r: over(text.r, b.r), g: over(text.g, b.g), b: over(text.b, b.b), a: UInt8(255))
                    ratios.append(contrastRatio(relativeLuminance(composited), relativeLuminance(b)))
                }
            }
            guard ratios.count >= 8 else { continue }
            ratios.sort()
            out.append(Reading(text: run.text, ratio: ratios[ratios.count / 20], pixels: ratios.count))
        }
        return out
    }

    static func makeApp(theme: Theme, pickers: [String] = [], scale: Double = 1, backdrop: GlassBackdrop = .gradient,
                        increaseContrast: Bool = false) throws -> App {
        var options = Options()
        options.backdrop = backdrop
        options.increaseContrast = increaseContrast
        options.headless = true
        options.scale = scale
        options.theme = theme
        options.pickerPaths = pickers
        let catalog = IconCatalog.load(assetsDirectory: assetsDirectory)
        let definitions = try pickers.flatMap { try PickerFile.read($0, icons: catalog) }
        let host = try SDLHost(SDLHost.Configuration(size: options.size, uiScale: scale, headless: true, assetsDirectory: assetsDirectory))
        let app = App(options: options, host: host, pickers: definitions)
        app.setTheme(theme)
        return app
    }

    @Test(arguments: [Theme.light, .dark], [1.0, 2.0])
    func everyTextRunInTheGalleryReadsAtAA(theme: Theme, scale: Double) throws {
        let app = try TextContrastTests.makeApp(theme: theme, scale: scale)
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
        let app = try TextContrastTests.makeApp(theme: .light, backdrop: backdrop, increaseContrast: increaseContrast)
        app.driver.settle()
        let glass = try #require(app.gallery.control("glass"))
        let titles = Set(glass.segments.map(\.title))
        for i in glass.segments.indices {
            glass.userSelect(i)
            app.driver.settle()
            let readings = try TextContrastTests.readings(app).filter { titles.contains($0.text) }
            #expect(readings.count >= titles.count)   // the pane's page header shows one title again
            for r in readings where r.ratio < 4.5 { Issue.record("\(backdrop), increase contrast \(increaseContrast), tab \(i): \(r)") }
        }
    }

    @Test(arguments: [Theme.light, .dark])
    func everyTextRunOfTheExamplePickerFileReadsAtAA(theme: Theme) throws {
        let example = URL(fileURLWithPath: assetsDirectory).deletingLastPathComponent().appendingPathComponent("examples/picker.json").path
        let app = try TextContrastTests.makeApp(theme: theme, pickers: [example])
        app.driver.settle()
        for r in try TextContrastTests.readings(app) where r.ratio < 4.5 { Issue.record("\(theme), example picker: \(r)") }
    }
}
