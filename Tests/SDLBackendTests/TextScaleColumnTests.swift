@testable import Controls
import Foundation
import Geometry
@testable import PickerLabApp
@testable import SceneGraph
@testable import SDLBackend
import Testing

/// Round 5: with larger text one column grew past the window (`--text-scale 2 --size 420x800`: the pill,
/// underline, icons and track ended at x = 501, 81 points past it, at widths 360, 420 and 520 alike), though
/// README says a single column never grows past the window for larger text. Measured with the real fonts.
@MainActor
@Suite(.serialized)
struct TextScaleColumnTests {
    @Test(arguments: [(420.0, 2.0), (520.0, 2.0), (420.0, 1.5), (400.0, 1.25)])
    func aSingleColumnFitsTheWindowWithLargerText(width: Double, textScale: Double) throws {
        let app = try makeApp(size: Size(width: width, height: 800)) { $0.textScale = textScale }
        app.setTextScale(textScale)
        app.driver.settle()
        #expect(app.gallery.controls.count >= 6)
        for c in app.gallery.controls {
            // Inside the window less the gallery's 24-point padding.
            #expect(c.frame.minX >= 24 - 0.01 && c.frame.maxX <= width - 24 + 0.01,
                    "\(c.id) at text scale \(textScale) in \(width) points: \(c.frame.minX)…\(c.frame.maxX)")
        }
    }
}
