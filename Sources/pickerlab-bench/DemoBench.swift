import Foundation
import Geometry
import PickerLabApp
import SceneGraph
import SDLBackend

/// The demo under a fixed script, headless at 1280×800: scene-side CPU per frame (input + animate + layout +
/// paint), render per frame timed to completion (the headless host flushes SDL's queue and waits for the
/// pixels every frame) for the software renderer and the accelerated one where there is one, and the cost
/// of recording a trace.
@MainActor
enum DemoBench {
    /// The fixed script: a tap on every segment of every control, then drags on the pill and the glass.
    static func script(_ app: App) -> String {
        var lines: [String] = []
        for c in app.gallery.controls {
            for s in c.segments.dropFirst() + [c.segments[0]] { lines.append("tap \(c.id) \(Script.quoted(s.title))"); lines.append("wait 0.6") }
        }
        lines += ["drag pill SwiftUI UIKit 0.5", "wait 0.8", "drag glass all \"needs attention\" 0.4", "wait 0.8",
                  "drag glass \"needs attention\" all 0.4 touch", "wait 0.8"]
        return lines.joined(separator: "\n")
    }

    struct Run { var scene: [Double]; var render: [Double]; var glass: [Double] = []; var idle: Int }

    /// Runs the script once; per painted frame, scene-side and render times in µs.
    static func run(assets: String, trace: String?, renderer: HostSettings.Renderer = .software) throws -> Run {
        var options = Options()
        options.headless = true
        options.size = Size(width: 1280, height: 800)
        options.tracePath = trace
        options.renderer = renderer
        let host = try SDLHost(SDLHost.Configuration(size: options.size, uiScale: 1, settings: options.hostSettings, assetsDirectory: assets))
        let app = App(options: options, host: host)
        app.printsTraceSummary = false
        app.script = ScriptRunner(try app.parseScript(script(app), path: "bench"), path: "bench")
        var result = Run(scene: [], render: [], idle: 0)
        var seen = 0
        while !(app.script?.isFinished ?? true) {
            try app.step()
            let t = app.timeline
            guard t.recorded > seen, let s = t.samples.last else { continue }
            seen = t.recorded
            let scene = Double(s.duration(.input) + s.duration(.animate) + s.duration(.layout) + s.duration(.paint))
            if s.duration(.render) > 0 { result.scene.append(scene); result.render.append(Double(s.duration(.render))) } else { result.idle += 1 }
            let glass = app.lastRenderStats.passes.filter { $0.name.hasPrefix("glass.") }.reduce(0) { $0 + Double($1.durationUs) }
            if s.duration(.render) > 0, glass > 0 { result.glass.append(glass) }
        }
        try app.finish()
        return result
    }

    static func run(into report: inout Report, assets: String) throws {
        _ = try run(assets: assets, trace: nil)   // warm-up: fonts, textures, caches
        let plain = try run(assets: assets, trace: nil)
        report.add("demo tour: painted frames", Double(plain.scene.count), "frames")
        report.add("demo tour: scene-side CPU per frame p50 (input+animate+layout+paint)", Stopwatch.percentile(plain.scene, 50), "µs")
        report.add("demo tour: scene-side CPU per frame p99", Stopwatch.percentile(plain.scene, 99), "µs", target: "≤ 100 µs")
        report.add("demo tour: render to completion (software renderer) per frame p50", Stopwatch.percentile(plain.render, 50), "µs")
        report.add("demo tour: render to completion (software renderer) per frame p99", Stopwatch.percentile(plain.render, 99), "µs")
        report.add("demo tour: glass lens (capture + blur + draw, software) per frame that draws it, p50", Stopwatch.percentile(plain.glass, 50), "µs")
        if let gl = try? run(assets: assets, trace: nil, renderer: .opengl) {
            report.add("demo tour: render to completion (opengl renderer, llvmpipe here) per frame p50", Stopwatch.percentile(gl.render, 50), "µs")
            report.add("demo tour: render to completion (opengl renderer) per frame p99", Stopwatch.percentile(gl.render, 99), "µs")
            report.add("demo tour: glass lens (capture + blur + draw, opengl) per frame that draws it, p50", Stopwatch.percentile(gl.glass, 50), "µs")
        } else {
            print("demo tour: no accelerated (opengl) renderer here; its figures are left out")
        }
        // Trace overhead: alternate runs with and without --trace; compare the best mean frame CPU of each.
        let tracePath = NSTemporaryDirectory() + "pickerlab-bench-trace.json"
        defer { try? FileManager.default.removeItem(atPath: tracePath) }
        var with: [Double] = [], without: [Double] = []
        for _ in 0..<3 {
            let a = try run(assets: assets, trace: nil), b = try run(assets: assets, trace: tracePath)
            without.append(mean(zip(a.scene, a.render).map(+)))
            with.append(mean(zip(b.scene, b.render).map(+)))
        }
        report.add("trace: frame CPU with --trace / without", (with.min() ?? 0) / max(1e-9, without.min() ?? 1), "ratio", target: "≤ 1.05")
    }

    static func mean(_ v: [Double]) -> Double { v.isEmpty ? 0 : v.reduce(0, +) / Double(v.count) }
}
