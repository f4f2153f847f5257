@testable import Controls
import Foundation
import Geometry
@testable import SceneGraph
@testable import PickerLabApp
@testable import SDLBackend
import Testing

/// Issue 22: under Increase Contrast (`--increase-contrast`, key C) the paged pane's page card is opaque, as
/// iOS's Reduce Transparency makes its materials opaque — the glass panel's backdrop no longer shows through it.
@MainActor
@Suite(.serialized)
struct IncreaseContrastPaneTests {
    /// The card's pixel at its right margin, halfway down (no page content there), 8-bit sRGB.
    static func cardPixel(_ app: App) throws -> (r: Int, g: Int, b: Int) {
        let pane = try #require(app.gallery.pagers.first)
        let image = try app.host.capture(app.scene.displayList)
        let s = app.host.scale, f = pane.frame
        let p = try #require(image.pixel(x: Int((f.maxX - 5) * s), y: Int(f.midY * s)))
        return (Int(p.r), Int(p.g), Int(p.b))
    }

    @Test(arguments: [Theme.light, .dark], [1.0, 2.0])
    func thePageCardIsOpaqueUnderIncreaseContrast(theme: Theme, scale: Double) throws {
        let opaque = theme == .dark ? Color(hex: 0x2C2C2E).rgba8 : Color.white.rgba8
        for backdrop in [GlassBackdrop.gradient, .stripes] {
            let app = try TextContrastTests.app(theme: theme, scale: scale, backdrop: backdrop, increaseContrast: true)
            app.driver.settle()
            let p = try Self.cardPixel(app)
            let d = max(abs(p.r - Int(opaque.r)), abs(p.g - Int(opaque.g)), abs(p.b - Int(opaque.b)))
            #expect(d <= 1, "\(theme) \(backdrop) at \(scale)×: the card is \(p), not the opaque \(opaque)")
        }
    }

    @Test func keyCTurnsTheCardOpaqueAndBack() throws {
        let app = try TextContrastTests.app(theme: .light, backdrop: .stripes)
        app.driver.settle()
        let clear = try Self.cardPixel(app)
        #expect(clear.r < 250 || clear.g < 250 || clear.b < 250, "the default card shows its backdrop a little: \(clear)")
        #expect(app.host.inject(.key(KeyEvent(key: .character("c"), timestamp: 0))))
        try app.step()
        app.driver.settle()
        let opaque = try Self.cardPixel(app)
        #expect(opaque.r >= 254 && opaque.g >= 254 && opaque.b >= 254, "under key C the card is \(opaque)")
    }
}
