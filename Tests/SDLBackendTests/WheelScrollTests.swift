@testable import Controls
import Foundation
import Geometry
@testable import PickerLabApp
@testable import SceneGraph
@testable import SDLBackend
import Testing

/// Round 5: the mouse wheel scrolls the gallery (before, only a background drag did: SDL_MOUSEWHEEL was
/// dropped by the event translator). Replayed through SDL's real queue with a script's `wheel` lines.
@MainActor
@Suite(.serialized)
struct WheelScrollTests {
    /// The pill's y (window points) after each `dump`-free step of `script` in a 420 × 800 window (one column,
    /// taller than the window: the gallery scrolls vertically).
    func pillY(after script: String) throws -> Double {
        let app = try makeApp(size: Size(width: 420, height: 800))
        app.printsTraceSummary = false
        app.script = ScriptRunner(try Script.parse(script, path: "wheel", catalog: app.scriptCatalog), path: "wheel")
        var frames = 0
        while !(app.script?.isFinished ?? true), frames < 600 { try app.step(); frames += 1 }
        app.driver.settle()
        let y = try #require(app.gallery.control("pill")).frame.minY
        try app.finish()
        return y
    }

    @Test func theWheelScrollsTheGalleryAndStopsAtItsEnds() throws {
        let rest = try pillY(after: "mouse move 200 400\nwait 0.1\n")
        // Two notches toward the user: the content moves up 2 × 50 points.
        let down = try pillY(after: "mouse move 200 400\nwait 0.1\nwheel 0 -2\nwait 0.3\n")
        #expect(abs((rest - down) - 2 * GalleryLayout.wheelStep) < 0.01, "rest \(rest), after two notches \(down)")
        // Back up past the top: it stops at the top, no further.
        let top = try pillY(after: "mouse move 200 400\nwait 0.1\nwheel 0 -2\nwait 0.3\nwheel 0 5\nwait 0.3\n")
        #expect(abs(top - rest) < 0.01, "past the top the pill is at \(top), at rest \(rest)")
        // A long way down: it stops at the bottom end (the content's end at the window's bottom).
        let bottom = try pillY(after: "mouse move 200 400\nwait 0.1\nwheel 0 -400\nwait 0.3\n")
        let further = try pillY(after: "mouse move 200 400\nwait 0.1\nwheel 0 -400\nwait 0.3\nwheel 0 -3\nwait 0.3\n")
        #expect(bottom < down && abs(further - bottom) < 0.01, "bottom \(bottom), three notches further \(further)")
    }

    /// SDL's precise amounts, and a flipped ("natural") wheel turned back.
    @Test func theTranslatorReadsPreciseAmountsAndUndoesAFlippedWheel() {
        let t = SDLEventTranslator(uiScale: 2)
        #expect(t.wheel(precise: Point(x: 0.25, y: -1.5), flipped: false, mouseX: 300, mouseY: 120)
                == .wheel(position: Point(x: 150, y: 60), notches: Point(x: 0.25, y: -1.5)))
        #expect(t.wheel(precise: Point(x: 0.25, y: -1.5), flipped: true, mouseX: 300, mouseY: 120)
                == .wheel(position: Point(x: 150, y: 60), notches: Point(x: -0.25, y: 1.5)))
    }
}
