import Foundation
import Geometry
import PickerLabApp
import SDLBackend

/// Heap allocations per frame, counted by valgrind's DHAT: the bench runs itself under
/// `valgrind --tool=dhat` for N₁ and N₂ frames and divides the difference in allocated blocks by N₂ − N₁,
/// which cancels start-up and warm-up allocations. Blocks whose call stack passes through SDL (or FreeType)
/// are counted apart from PickerLab's own.
@MainActor
enum AllocationBench {
    /// `pickerlab-bench frames idle|animating N`: the child mode that DHAT watches.
    static func child(kind: String, frames: Int, assets: String) throws {
        var options = Options()
        options.headless = true
        options.size = Size(width: 1280, height: 800)
        options.slowAnimations = kind == "animating"   // one tap then animates for the whole measurement
        let host = try SDLHost(SDLHost.Configuration(size: options.size, uiScale: 1, headless: true, assetsDirectory: assets))
        let app = App(options: options, host: host)
        for _ in 0..<30 { try app.step() }   // warm up: fonts, textures, capacities
        if kind == "animating" {
            // The pill (labels inked by the indicator) and the glass with its pane (indicator driven by the pane).
            for id in ["pill", "glass"] {
                let c = app.gallery.control(id)!
                app.scene.withAnimation(c.animation) { c.select(2, byUser: true) }
            }
            for _ in 0..<10 { try app.step() }
        }
        for _ in 0..<frames { try app.step() }
        if kind == "animating", !app.scene.isAnimating { FileHandle.standardError.write("warning: animation ended early\n".data(using: .utf8)!) }
    }

    /// Allocated blocks of a child run of `frames` frames, split into those made by PickerLab's Swift code and
    /// those made inside C libraries (SDL's software renderer allocates per triangle it blends).
    static func blocks(kind: String, frames: Int, assets: String) -> (swift: Double, c: Double)? {
        let out = NSTemporaryDirectory() + "pickerlab-dhat-\(kind)-\(frames)-\(getpid()).json"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/valgrind")
        p.arguments = ["--tool=dhat", "--dhat-out-file=\(out)", CommandLine.arguments[0], "frames", kind, String(frames), assets]
        p.standardError = FileHandle.nullDevice
        p.standardOutput = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return nil }
        p.waitUntilExit()
        guard p.terminationStatus == 0, let data = FileManager.default.contents(atPath: out),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let ftbl = json["ftbl"] as? [String], let pps = json["pps"] as? [[String: Any]] else { return nil }
        var swift = 0.0, c = 0.0
        for pp in pps {
            let blocks = (pp["tbk"] as? NSNumber)?.doubleValue ?? 0
            let stack = (pp["fs"] as? [Int] ?? []).compactMap { $0 < ftbl.count ? ftbl[$0] : nil }
            if stack.contains(where: { $0.contains("libSDL2") || $0.contains("libfreetype") || $0.contains("libharfbuzz") }) { c += blocks } else { swift += blocks }
        }
        return (swift, c)
    }

    static func run(into report: inout Report, assets: String) {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/valgrind") else {
            report.add("allocations per idle frame", .nan, "allocs (valgrind not installed)")
            return
        }
        for kind in ["idle", "animating"] {
            guard let a = blocks(kind: kind, frames: 60, assets: assets), let b = blocks(kind: kind, frames: 180, assets: assets) else {
                report.add("allocations per \(kind) frame", .nan, "allocs (dhat failed)")
                continue
            }
            report.add("allocations per \(kind) frame, PickerLab code", (b.swift - a.swift) / 120, "allocs", target: kind == "idle" ? "0" : nil)
            report.add("allocations per \(kind) frame, inside SDL (software renderer)", (b.c - a.c) / 120, "allocs")
        }
    }
}
