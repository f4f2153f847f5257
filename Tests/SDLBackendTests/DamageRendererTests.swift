import Foundation
import Geometry
@testable import Painting
@testable import PickerLabApp
@testable import SceneGraph
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

    /// A glass lens samples its backdrop from the frame being drawn: when only a little of what lies under it
    /// changes, the damage redraw must still give the lens exactly the backdrop a full redraw gives it.
    @Test(arguments: [HostSettings.Renderer.software, .opengl])
    func aLensOverAChangedBackdropMatchesAFullRedraw(renderer: HostSettings.Renderer) throws {
        guard let h = try? host(.headless(renderer: renderer)) else { return }   // no headless OpenGL here
        let lens = GlassLens(rect: Rect(x: 60, y: 40, width: 80, height: 36), cornerRadius: 18, bevelWidth: 8, refraction: 6,
                             blurRadius: 4, tint: .white.opacity(0.15))
        func frame(_ c: Color) -> DisplayList {
            var l = DisplayList()
            for i in 0..<10 {   // stripes, so the blur and the refraction have something to show
                l.append(.fillRoundedRect(Rect(x: Double(i) * 20, y: 0, width: 10, height: 120), cornerRadius: 0, fill: .solid(.indigo)))
            }
            l.append(.fillRoundedRect(Rect(x: 52, y: 70, width: 8, height: 8), cornerRadius: 0, fill: .solid(c)))   // under the lens's margin
            l.append(.glassLens(lens))
            l.append(.text(TextRun("all", font: Font(size: 13, weight: .semibold), color: .black, origin: Point(x: 90, y: 50))))
            return l
        }
        _ = h.render(frame(.red))
        _ = h.render(frame(.red))
        let s = h.render(frame(.green))
        #expect(s.damagePixels > 0 && s.damagePixels < 200 * 120)
        let damaged = try h.readFrame(), full = try h.captureFullRedraw(frame(.green))
        var differing = 0
        for i in stride(from: 0, to: damaged.rgba.count, by: 4) where damaged.rgba[i..<i + 3] != full.rgba[i..<i + 3] { differing += 1 }
        #expect(differing == 0)
    }

    @Test func withoutRenderTargetsEveryFrameIsDrawnWholeToTheWindow() throws {
        let h = try host()
        h.damage.pretendNoRenderTargets()
        #expect(!h.redrawsDamageOnly)
        for x in [20.0, 120, 120] {
            let s = h.render(frame(x))
            #expect(s.damagePixels == 200 * 120 && s.damageRects == 1 && s.drawCalls > 0)
        }
        let image = try h.readFrame()
        #expect(image.pixel(x: 135, y: 50).map { distance($0, .blue) < 8 } == true)
        #expect(image.pixel(x: 35, y: 50).map { distance($0, .white) < 2 } == true)
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
