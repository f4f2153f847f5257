import Foundation
import Geometry
import PickerLabApp
import SceneGraph
import SDLBackend

/// Damage redraw against a full redraw, headless at 1280×800, in the same run and on the same frames: one
/// indicator (the track's) animating to a new segment — pixels rasterised per frame, and the render per frame
/// (timed to completion) of the damage redraw beside a full redraw of the same display list; an idle forced
/// frame (nothing changed); and where a damaged area makes a full redraw the cheaper one.
@MainActor
enum DamageBench {
    struct Figures { var damageFraction: [Double] = []; var damage: [Double] = []; var full: [Double] = []; var idle: [Double] = []; var idleFull: [Double] = [] }

    static func measure(assets: String, renderer: HostSettings.Renderer) throws -> (Figures, [(Double, Double)]) {
        var options = Options()
        options.headless = true
        options.size = Size(width: 1280, height: 800)
        options.renderer = renderer
        let host = try SDLHost(SDLHost.Configuration(size: options.size, uiScale: 1, settings: options.hostSettings, assetsDirectory: assets))
        let app = App(options: options, host: host)
        app.printsTraceSummary = false
        for _ in 0..<30 { try app.step() }   // warm up: fonts, textures, capacities
        let window = Double(host.drawableSize.width * host.drawableSize.height)
        var f = Figures()
        let track = app.gallery.control("track")!
        for round in 0..<4 {
            app.scene.withAnimation(track.animation) { track.select((round + 1) % track.segments.count, byUser: true) }
            var n = 0
            while app.scene.isAnimating, n < 240 {
                try app.step()
                n += 1
                guard let s = app.timeline.last, s.duration(.render) > 0 else { continue }
                f.damage.append(Double(s.duration(.render)))
                f.damageFraction.append(Double(host.lastDamage.reduce(0) { $0 + $1.area }) / window)
                f.full.append(Stopwatch.seconds { _ = host.renderFullRedraw(app.scene.displayList) } * 1e6)
            }
        }
        let list = app.scene.displayList
        for _ in 0..<60 {
            f.idle.append(Stopwatch.seconds { _ = host.render(list) } * 1e6)
            f.idleFull.append(Stopwatch.seconds { _ = host.renderFullRedraw(list) } * 1e6)
        }
        // Redraw cost by damaged area: one full-width band of a fraction of the window, against a full redraw.
        host.fullRedrawFraction = 2   // never switch to a full redraw here
        var byArea: [(Double, Double)] = []
        let size = host.drawableSize
        for tenth in 1...9 {
            let h = size.height * tenth / 10
            var partial: [Double] = [], full: [Double] = []
            for _ in 0..<15 {
                host.invalidate(PixelRect(x: 0, y: (size.height - h) / 2, width: size.width, height: h))
                partial.append(Stopwatch.seconds { _ = host.render(list) } * 1e6)
                full.append(Stopwatch.seconds { _ = host.renderFullRedraw(list) } * 1e6)
            }
            byArea.append((Double(tenth) / 10, Stopwatch.percentile(partial, 50) / max(1, Stopwatch.percentile(full, 50))))
        }
        return (f, byArea)
    }

    static func run(into report: inout Report, assets: String) {
        for renderer in [HostSettings.Renderer.software, .opengl] {
            guard let (f, byArea) = try? measure(assets: assets, renderer: renderer) else {
                print("damage: no \(renderer.rawValue) renderer here; its figures are left out")
                continue
            }
            let name = renderer == .software ? "software" : "opengl"
            let p50 = { (v: [Double]) in Stopwatch.percentile(v, 50) }
            report.add("damage (\(name)): one indicator animating, pixels rasterised per frame p50 (max)",
                       p50(f.damageFraction) * 100, "% of the window (max \(String(format: "%.1f", (f.damageFraction.max() ?? 0) * 100)) %)", target: "≤ 10 %")
            report.add("damage (\(name)): one indicator animating, render per frame p50, damage redraw", p50(f.damage), "µs")
            report.add("damage (\(name)): one indicator animating, render per frame p50, full redraw (same frames)", p50(f.full), "µs")
            report.add("damage (\(name)): one indicator animating, damage ÷ full redraw", p50(f.damage) / max(1, p50(f.full)) * 100, "%",
                       target: renderer == .software ? "≤ 25 %" : "≤ 100 %")
            report.add("damage (\(name)): idle forced frame p50, damage redraw", p50(f.idle), "µs")
            report.add("damage (\(name)): idle forced frame p50, full redraw of the same frame", p50(f.idleFull), "µs")
            report.add("damage (\(name)): idle forced frame ÷ full redraw", p50(f.idle) / max(1, p50(f.idleFull)) * 1000, "‰", target: "≤ 50 ‰")
            let line = byArea.map { String(format: "%.0f%%: %.2f", $0.0 * 100, $0.1) }.joined(separator: ", ")
            print("damage (\(name)): redraw of a band of the window ÷ full redraw, by area: \(line)")
            let crossover = byArea.first { $0.1 >= 0.95 }?.0 ?? 1
            report.add("damage (\(name)): damaged area where a full redraw becomes as cheap (within 5 %)", crossover * 100, "% of the window")
        }
    }
}
