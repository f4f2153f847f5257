@testable import Controls
import Foundation
import Geometry
@testable import Painting
@testable import PickerLabApp
@testable import SceneGraph
@testable import SDLBackend
import Testing

/// WCAG 2's relative luminance of an 8-bit sRGB pixel (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance).
func relativeLuminance(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Double {
    0.2126 * Color.linearFromSRGB(Double(p.r) / 255) + 0.7152 * Color.linearFromSRGB(Double(p.g) / 255)
        + 0.0722 * Color.linearFromSRGB(Double(p.b) / 255)
}

/// WCAG 2's contrast ratio of two relative luminances: (L1 + 0.05) / (L2 + 0.05), lighter over darker.
func contrastRatio(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }

/// The glass control in the gallery, rendered headless: what its lens and labels look like in pixels.
@MainActor
@Suite(.serialized)
struct GlassGalleryTests {
    /// The selected label's worst contrast against what is drawn under it: the frame rendered with and without
    /// text and icons; over the label's glyph pixels (where the two differ by more than half the way to the
    /// label's colour), the selected label colour (`labelColor(selected: 1)`) against the brightest pixel
    /// under them. Glyph pixels in the glass's rim — its bevel band, a quarter of its height inside the edge,
    /// where the light rim and the edge tint are — are left out: the label sits on the face (with the
    /// indicator's inner padding no glyph reaches the rim; without it the first and last glyphs touch it).
    static func selectedLabelContrast(_ app: App, _ control: SegmentedControl) throws -> Double {
        let full = try app.host.capture(app.scene.displayList)
        var under = DisplayList()
        for c in app.scene.displayList.commands {
            switch c {
            case .text, .icon: continue
            default: under.append(c)
            }
        }
        let bare = try app.host.capture(under)
        let s = app.host.scale
        let content = control.segmentNodes[control.selectedIndex].contentFrame
        let rimBand = control.indicator.drawnFrame.height * 0.25
        let face = control.indicator.drawnFrame.insetBy(dx: rimBand, dy: rimBand)
        let label = control.style.labelColor(selected: 1, tint: control.segments[control.selectedIndex].tint)
        let text = relativeLuminance(label.rgba8)
        var textL: [Double] = [], underL: [Double] = []
        for y in Int(content.minY * s)..<Int((content.maxY * s).rounded(.up)) {
            for x in Int(content.minX * s)..<Int((content.maxX * s).rounded(.up)) {
                guard face.contains(Point(x: (Double(x) + 0.5) / s, y: (Double(y) + 0.5) / s)) else { continue }
                let a = full.pixel(x: x, y: y)!, b = bare.pixel(x: x, y: y)!
                let la = relativeLuminance(a), lb = relativeLuminance(b)
                if la - lb > 0.5 * (text - lb) { textL.append(la); underL.append(lb) }
            }
        }
        guard textL.count > 20 else { return 0 }
        // The label is drawn in that colour: its fully covered glyph pixels measure it.
        #expect(abs(textL.max()! - text) < 0.03, "brightest glyph pixel \(textL.max()!) vs the label colour's \(text)")
        return contrastRatio(text, underL.max()!)
    }

    /// The gallery on a headless host with `renderer`; nil (with a note) when that renderer cannot be made here.
    static func makeGalleryApp(scale: Double, renderer: HostSettings.Renderer) throws -> App? {
        if renderer == .software { return try makeApp(scale: scale) }
        guard let app = try? makeApp(scale: scale, renderer: renderer) else {
            print("GlassGalleryTests: no \(renderer.rawValue) renderer here; its cases are skipped")
            return nil
        }
        return app
    }

    /// Increase Contrast: the smoked lens alone (no label treatment: text and icons are all left out of the
    /// backdrop) keeps the white label at 4.5:1. The clear default counts its labels' shadow: TextContrastTests.
    @Test(arguments: [1.0, 2.0], [HostSettings.Renderer.software, .opengl])
    func theSelectedLabelHasAtLeastAAContrastInEveryTab(scale: Double, renderer: HostSettings.Renderer) throws {
        guard let app = try GlassGalleryTests.makeGalleryApp(scale: scale, renderer: renderer) else { return }
        app.gallery.setIncreaseContrast(true)
        app.driver.settle()
        let glass = try #require(app.gallery.control("glass"))
        for i in glass.segments.indices {
            app.driver.tap(at: glass.segmentNodes[i].frame.center)
            app.driver.settle()
            #expect(glass.selectedIndex == i)
            let ratio = try GlassGalleryTests.selectedLabelContrast(app, glass)
            #expect(ratio >= 4.5, "tab \(i) (\(glass.segments[i].title)) at scale \(scale) on \(renderer.rawValue): contrast \(ratio)")
        }
    }

    /// Reads the glass indicator's `scale` and `stretch` from the scene dump.
    static func motion(_ app: App) throws -> (scale: Double, stretch: Double) {
        let controls = try #require(app.sceneDump()["controls"] as? [[String: Any]])
        let glass = try #require(controls.first { $0["id"] as? String == "glass" })
        let m = try #require(glass["indicatorMotion"] as? [String: Double])
        return (try #require(m["scale"]), try #require(m["stretch"]))
    }

    /// A mouse event at `p` (window points) through SDL's event queue, then one frame.
    static func mouse(_ app: App, _ phase: PointerPhase, _ p: Point) throws {
        app.host.inject(.pointer(PointerEvent(id: 0, kind: .mouse, phase: phase, position: p, timestamp: 0, isPressed: phase != .ended)))
        try app.step()
    }

    /// A mouse drag on the glass indicator through SDL's event queue, one frame per move: the dump's `scale`
    /// grows toward the style's 1.06 while pressed, `stretch` follows the drag's speed (faster: longer) and
    /// relaxes when the pointer rests; after release both spring back to exactly 1.
    @Test func whileDraggedTheIndicatorGrowsAndStretchesWithSpeedThenSpringsBack() throws {
        let app = try makeApp()
        app.driver.settle()
        let glass = try #require(app.gallery.control("glass"))
        let start = glass.indicator.frame.center
        func mouse(_ phase: PointerPhase, _ x: Double) throws { try GlassGalleryTests.mouse(app, phase, Point(x: x, y: start.y)) }
        try mouse(.began, start.x)
        for _ in 0..<20 { try app.step() }
        let pressed = try GlassGalleryTests.motion(app)
        #expect(abs(pressed.scale - 1.06) < 0.005, "pressed scale \(pressed.scale)")
        #expect(abs(pressed.stretch - 1) < 1e-6)
        // Slow: 2 points a frame (120 pt/s); then fast: 12 points a frame (720 pt/s).
        var x = start.x
        for _ in 0..<12 { x += 2; try mouse(.moved, x) }
        let slow = try GlassGalleryTests.motion(app).stretch
        for _ in 0..<12 { x += 12; try mouse(.moved, x) }
        let fast = try GlassGalleryTests.motion(app).stretch
        #expect(slow > 1.005 && slow < 1.05, "slow drag stretch \(slow)")
        #expect(fast > slow + 0.05 && fast <= 1.25, "fast drag stretch \(fast) vs slow \(slow)")
        // The drawn frame is stretched along the drag and squashed across it.
        let drawn = glass.indicator.drawnFrame, frame = glass.indicator.frame
        #expect(drawn.width > frame.width * 1.06 && drawn.height < frame.height * 1.06)
        for _ in 0..<30 { try app.step() }   // the pointer rests
        #expect(try GlassGalleryTests.motion(app).stretch < 1.01)
        try mouse(.ended, x)
        app.driver.settle()
        let rest = try GlassGalleryTests.motion(app)
        #expect(rest.scale == 1 && rest.stretch == 1, "at rest: \(rest)")
    }

    /// Release while moving fast: the stretch springs back through 1 (the release spring is underdamped) and
    /// settles at 1.
    @Test func aFastReleaseSpringsTheStretchBack() throws {
        let app = try makeApp()
        app.driver.settle()
        let glass = try #require(app.gallery.control("glass"))
        let start = glass.indicator.frame.center
        func mouse(_ phase: PointerPhase, _ x: Double) throws { try GlassGalleryTests.mouse(app, phase, Point(x: x, y: start.y)) }
        try mouse(.began, start.x)
        var x = start.x
        for _ in 0..<10 { x += 15; try mouse(.moved, x) }
        let released = try GlassGalleryTests.motion(app).stretch
        try mouse(.ended, x)
        var lowest = released
        for _ in 0..<40 { try app.step(); lowest = min(lowest, try GlassGalleryTests.motion(app).stretch) }
        #expect(released > 1.1, "stretch at release \(released)")
        #expect(lowest < 1, "the stretch overshoots 1 on its way back (lowest \(lowest))")
        app.driver.settle()
        #expect(try GlassGalleryTests.motion(app).stretch == 1)
    }
}
