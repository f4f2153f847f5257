import Foundation
import Geometry
import Painting
import PickerLabApp
import SceneGraph
@testable import SDLBackend
import Testing

/// The SDL side of damage redraw: what a frame reports it rasterised, paint flashing, the fallback.
@MainActor
@Suite(.serialized)
struct DamageRendererTests {
    func host(_ settings: HostSettings = .headless(renderer: .software), size: Size = Size(width: 200, height: 120)) throws -> SDLHost {
        try SDLHost(SDLHost.Configuration(size: size, uiScale: 1, settings: settings, assetsDirectory: assetsDirectory))
    }

    func frame(_ x: Double) -> DisplayList {
        var l = DisplayList()
        l.append(.fillRoundedRect(Rect(x: 10, y: 10, width: 180, height: 100), cornerRadius: 12, fill: .solid(.white)))
        l.append(.fillRoundedRect(Rect(x: x, y: 40, width: 30, height: 20), cornerRadius: 10, fill: .solid(.blue)))
        return l
    }

    @Test func aFrameReportsThePixelsItRedrew() throws {
        let h = try host()
        let first = h.render(frame(20))
        #expect(first.damagePixels == 200 * 120 && first.damageRects == 1)   // the first frame is drawn whole
        let moved = h.render(frame(120))
        // Old and new bounds of the moved capsule: 34 × 24 px each with the fringe, apart.
        #expect(moved.damageRects == 2 && moved.damagePixels == 2 * 34 * 24)
        #expect(h.lastDamage.sorted { $0.x < $1.x } == [PixelRect(x: 18, y: 38, width: 34, height: 24), PixelRect(x: 118, y: 38, width: 34, height: 24)])
        let idle = h.render(frame(120))
        #expect(idle.damagePixels == 0 && idle.damageRects == 0 && idle.drawCalls == 0)
        // The capsule is where it was moved to, drawn once: the frame equals a full redraw.
        let image = try h.readFrame()
        #expect(image.pixel(x: 135, y: 50).map { distance($0, .blue) < 8 } == true)
        #expect(image.pixel(x: 35, y: 50).map { distance($0, .white) < 2 } == true)
        #expect(image.rgba == (try h.captureFullRedraw(frame(120))).rgba)
    }

    @Test func fullRedrawDrawsEveryFrameWhole() throws {
        var settings = HostSettings.headless(renderer: .software)
        settings.fullRedraw = true
        let h = try host(settings)
        #expect(!h.redrawsDamageOnly)
        _ = h.render(frame(20))
        let s = h.render(frame(120))
        #expect(s.damagePixels == 200 * 120 && s.damageRects == 1)
        #expect(try h.readFrame().rgba == (try h.captureFullRedraw(frame(120))).rgba)
    }

    @Test func paintFlashingTintsWhatWasRedrawnAndIsPaintedOverNextFrame() throws {
        let h = try host()
        _ = h.render(frame(20))
        h.setPaintFlashing(true)
        _ = h.render(frame(120))
        let flashed = try h.readFrame()
        let reference = try h.captureFullRedraw(frame(120))
        // Inside the damage (the white card where the capsule was) the frame is tinted green; outside it is not.
        let p = flashed.pixel(x: 20, y: 40)!, r = reference.pixel(x: 20, y: 40)!
        #expect(Int(p.g) > Int(p.r) + 10 && Int(r.g) == Int(r.r))
        #expect(flashed.pixel(x: 100, y: 90)! == reference.pixel(x: 100, y: 90)!)
        // The next frame changes nothing: it redraws the flashed rectangles, without a new tint.
        let next = h.render(frame(120))
        #expect(next.damagePixels == 2 * 34 * 24)
        #expect(try h.readFrame().rgba == reference.rgba)
    }
}
