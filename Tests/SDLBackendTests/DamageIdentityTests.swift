import Foundation
import Geometry
@testable import Painting
@testable import PickerLabApp
@testable import SceneGraph
@testable import SDLBackend
import Testing

/// Damage redraw is invisible: at every frame of a scripted run that exercises every style (taps, drags, the
/// press and the feedback pulse), keyboard focus rings, the pane, the frame graph, the spring inspector, the
/// dark theme and a resize, the frame drawn by redrawing only its damage into the render target equals, pixel for pixel, the
/// same display list drawn whole (as `--full-redraw` draws every frame).
@MainActor
@Suite(.serialized)
struct DamageIdentityTests {
    static func script(_ app: App) -> String {
        var lines = ["wait 0.1"]
        for c in app.gallery.controls {
            lines.append("tap \(c.id) #\(min(2, c.segments.count - 1))")
            lines.append("wait 0.35")
        }
        lines += ["key F2", "wait 0.1",   // the frame graph from here on: it changes every frame
                  "drag pill #0 #2 0.3", "wait 0.4",
                  "swipe pager -300 0.25 touch", "wait 0.5",
                  "drag glass #2 #0 0.3 touch", "wait 0.4",
                  "key Tab", "key Right", "wait 0.3", "key Tab", "key Right", "wait 0.3",   // focus rings
                  "key I", "wait 0.1", "tap pill #1", "wait 0.4", "key I",                  // the spring inspector's curves
                  "key T", "wait 0.2", "tap track #0", "wait 0.4", "key T",                 // the dark theme and back
                  "resize 900 640", "wait 0.3", "tap thumb #0", "wait 0.4",
                  "resize 1100 760", "tap underline #0", "wait 0.3"]
        return lines.joined(separator: "\n")
    }

    /// Runs the script on `renderer`; per frame, the number of pixels where the damage redraw and a full
    /// redraw differ, the frames with damage smaller than the window, and the first difference found.
    func run(_ renderer: HostSettings.Renderer) throws -> (frames: Int, partial: Int, differing: Int, first: String?) {
        let app = try makeApp(renderer: renderer)
        let host = try #require(app.host as? SDLHost)
        #expect(host.redrawsDamageOnly)
        app.printsTraceSummary = false
        app.script = ScriptRunner(try Script.parse(Self.script(app), path: "damage", catalog: app.scriptCatalog), path: "damage")
        var frames = 0, partial = 0, differing = 0
        var first: String?
        while !(app.script?.isFinished ?? true), frames < 2000 {
            try app.step()
            frames += 1
            let damaged = host.lastDamage.reduce(0) { $0 + $1.area }
            let size = host.drawableSize
            if damaged > 0, damaged < size.width * size.height { partial += 1 }   // drew, and only part of it
            let list = app.scene.displayList
            let a = try host.capture(list)            // re-renders with no damage: reads the target as it is
            let b = try host.captureFullRedraw(list)
            #expect(a.width == b.width && a.height == b.height)
            var n = 0
            a.rgba.withUnsafeBufferPointer { pa in
                b.rgba.withUnsafeBufferPointer { pb in
                    var i = 0
                    while i < min(pa.count, pb.count) {
                        if pa[i] != pb[i] || pa[i + 1] != pb[i + 1] || pa[i + 2] != pb[i + 2] {
                            n += 1
                            if first == nil {
                                let p = i / 4
                                first = "frame \(frames): pixel (\(p % a.width), \(p / a.width)) damage \(Array(pa[i..<i + 4])) full \(Array(pb[i..<i + 4])); damaged \(host.lastDamage)"
                            }
                        }
                        i += 4
                    }
                }
            }
            differing += n
        }
        try app.finish()
        return (frames, partial, differing, first)
    }

    @Test func softwareDamageRedrawEqualsAFullRedrawAtEveryFrame() throws {
        let r = try run(.software)
        #expect(r.frames > 150)
        #expect(r.partial > r.frames / 2, "most frames should redraw only part of the window")
        #expect(r.differing == 0, "\(r.first ?? "")")
    }

    @Test func openGLDamageRedrawEqualsAFullRedrawAtEveryFrame() throws {
        guard (try? SDLHost(SDLHost.Configuration(size: Size(width: 64, height: 64), uiScale: 1, settings: .headless(renderer: .opengl),
                                                  assetsDirectory: assetsDirectory))) != nil else {
            print("skipped: no headless OpenGL renderer here (EGL/Mesa)")
            return
        }
        let r = try run(.opengl)
        #expect(r.frames > 150)
        #expect(r.partial > r.frames / 2)
        #expect(r.differing == 0, "\(r.first ?? "")")
    }
}
