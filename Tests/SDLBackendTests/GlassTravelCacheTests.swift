@testable import Controls
import Foundation
import Geometry
@testable import Painting
@testable import PickerLabApp
@testable import SceneGraph
@testable import SDLBackend
import Testing

/// The glass lens's travel cache (`GlassLens.travel`): while the indicator slides along its track, the track's
/// backdrop is captured and blurred once and every frame's lens samples that texture. Two gallery apps run the
/// same script in lockstep on the same virtual clock, one with the cache and one whose lens captures its own
/// region every frame (the path before the cache); every frame is read back from both and compared. A change
/// under the track — a theme switch, another glass backdrop (key B) — makes the cached app capture again.
@MainActor
@Suite(.serialized)
struct GlassTravelCacheTests {
    static let script = """
    wait 0.1
    tap glass #2
    wait 0.7
    tap glass #0
    wait 0.25
    set theme dark
    wait 0.6
    key B
    tap glass #1
    wait 0.7
    """

    struct Result {
        var frames = 0, lensFrames = 0, worstMax = 0, worstMean = 0.0
        /// Captures (each followed by a blur) in the cached app and in the reference.
        var captures = 0, referenceCaptures = 0
        /// The cached app's captures in the frames right after each change under the track.
        var capturesAfterChange = 0
        var firstDifference: String?
    }

    func makeApp(_ renderer: HostSettings.Renderer, scale: Double, increaseContrast: Bool) throws -> (App, SDLHost) {
        var options = Options()
        options.headless = true
        options.renderer = renderer
        options.scale = scale
        options.increaseContrast = increaseContrast
        let host = try SDLHost(SDLHost.Configuration(size: Size(width: 900, height: 640), uiScale: scale, settings: options.hostSettings, assetsDirectory: assetsDirectory))
        let app = App(options: options, host: host)
        app.printsTraceSummary = false
        app.script = ScriptRunner(try Script.parse(Self.script, path: "travel", catalog: app.scriptCatalog), path: "travel")
        return (app, host)
    }

    func run(_ renderer: HostSettings.Renderer, scale: Double = 1, increaseContrast: Bool = false) throws -> Result {
        let (cached, cachedHost) = try makeApp(renderer, scale: scale, increaseContrast: increaseContrast)
        let (reference, referenceHost) = try makeApp(renderer, scale: scale, increaseContrast: increaseContrast)
        referenceHost.glass.cachesTravel = false
        var r = Result()
        var theme = cached.gallery.theme, backdrop = cached.options.backdrop, changedAt = -10
        while !(cached.script?.isFinished ?? true), r.frames < 1000 {
            let before = cachedHost.glass.captureCount
            try cached.step()
            try reference.step()
            r.frames += 1
            if cached.gallery.theme != theme || cached.options.backdrop != backdrop {
                theme = cached.gallery.theme; backdrop = cached.options.backdrop; changedAt = r.frames
            }
            if r.frames - changedAt < 3 { r.capturesAfterChange += cachedHost.glass.captureCount - before }
            if cached.scene.displayList.commands.contains(where: { if case .glassLens = $0 { true } else { false } }) { r.lensFrames += 1 }
            let a = try cachedHost.readFrame(), b = try referenceHost.readFrame()
            var maxDiff = 0, sum = 0
            a.rgba.withUnsafeBufferPointer { pa in
                b.rgba.withUnsafeBufferPointer { pb in
                    var i = 0
                    while i < min(pa.count, pb.count) {
                        for c in 0..<3 {
                            let d = abs(Int(pa[i + c]) - Int(pb[i + c]))
                            sum += d
                            if d > maxDiff { maxDiff = d }
                        }
                        i += 4
                    }
                }
            }
            let mean = Double(sum) / Double(max(1, a.width * a.height * 3))
            if maxDiff > r.worstMax, r.firstDifference == nil || maxDiff > 2 { r.firstDifference = "frame \(r.frames): max \(maxDiff), mean \(mean)" }
            r.worstMax = max(r.worstMax, maxDiff)
            r.worstMean = max(r.worstMean, mean)
        }
        r.captures = cachedHost.glass.captureCount
        r.referenceCaptures = referenceHost.glass.captureCount
        try cached.finish()
        try reference.finish()
        return r
    }

    func check(_ r: Result, tolerance: Int, meanTolerance: Double) {
        print("glass travel cache: \(r)")
        #expect(r.frames > 100 && r.lensFrames > 100)
        // The reference captures in most frames of the three slides; the cache once per backdrop (the first
        // frame, the theme switch, the new backdrop), and again where a press reaches past the track.
        #expect(r.referenceCaptures > 40, "reference: \(r.referenceCaptures) captures")
        #expect(r.captures <= 12, "\(r.captures) captures with the travel cache (reference \(r.referenceCaptures))")
        // A change under the track is seen at once: a capture right after the theme switch, and one per change.
        #expect(r.capturesAfterChange >= 1, "\(r.capturesAfterChange) captures right after the theme switch")
        #expect(r.captures >= 3, "\(r.captures) captures: the first frame's, the theme switch's, the backdrop's")
        #expect(r.worstMax <= tolerance, "\(r.firstDifference ?? "")")
        #expect(r.worstMean <= meanTolerance, "\(r.firstDifference ?? "")")
    }

    @Test(arguments: [1.0, 2.0])
    func softwareSlidingLensSamplesTheCachedTrack(scale: Double) throws {
        check(try run(.software, scale: scale), tolerance: 2, meanTolerance: 0.01)
    }

    @Test func openGLSlidingLensSamplesTheCachedTrack() throws {
        check(try run(.opengl), tolerance: 2, meanTolerance: 0.01)
    }

    /// Frosted (Increase Contrast): the lens's drop shadow, drawn before it, moves with it under the track, so
    /// the track's key changes every frame and the lens captures its own region each frame, as the reference.
    @Test func theFrostedLensOverItsOwnMovingShadowCapturesEveryFrame() throws {
        let r = try run(.software, increaseContrast: true)
        print("glass travel cache, frosted: \(r)")
        #expect(r.captures == r.referenceCaptures && r.captures > 40, "\(r.captures) captures, reference \(r.referenceCaptures)")
        #expect(r.worstMax == 0, "\(r.firstDifference ?? "")")
    }

    /// Something moving under the travel region, away from the lens, while the lens slides toward it: every
    /// frame's backdrop key changes, so the lens captures again each frame and never shows a stale backdrop —
    /// display lists drawn by hand, damage redraw on, against the lens capturing its own region.
    @Test(arguments: [HostSettings.Renderer.software, .opengl])
    func aChangeUnderTheTrackAwayFromTheLensInvalidatesTheCache(renderer: HostSettings.Renderer) throws {
        func host() throws -> SDLHost {
            try SDLHost(SDLHost.Configuration(size: Size(width: 320, height: 160), uiScale: 1, settings: .headless(renderer: renderer), assetsDirectory: assetsDirectory))
        }
        let cached = try host(), reference = try host()
        reference.glass.cachesTravel = false
        let track = Rect(x: 10, y: 50, width: 300, height: 60)
        var worst = 0
        for i in 0..<30 {
            var list = DisplayList()
            list.append(.fillRoundedRect(Rect(x: 0, y: 0, width: 320, height: 160), cornerRadius: 0, fill: .solid(.white)))
            var x = 0.0
            while x < 320 { list.append(.fillRoundedRect(Rect(x: x, y: 0, width: 4, height: 160), cornerRadius: 0, fill: .solid(.black))); x += 8 }
            // A bar moving under the track's far end, where the lens arrives at the end.
            list.append(.fillRoundedRect(Rect(x: 230 + Double(i % 7) * 9, y: 55, width: 20, height: 50), cornerRadius: 3,
                                         fill: .solid(Color(red: 0.9, green: 0.2, blue: 0.1))))
            let margin = 40 * 0.2 + 2 * 2 + 2.0
            let lens = GlassLens(rect: Rect(x: 20 + Double(i) * 7, y: 60, width: 90, height: 40), cornerRadius: 20, bevelWidth: 10, refraction: 8,
                                 blurRadius: 2, tint: .clear, travel: Rect(x: track.minX, y: 60, width: track.width, height: 40).insetBy(dx: -margin, dy: -margin))
            list.append(.glassLens(lens))
            let a = try cached.capture(list), b = try reference.capture(list)
            var maxDiff = 0
            for k in 0..<min(a.rgba.count, b.rgba.count) where k % 4 != 3 { maxDiff = max(maxDiff, abs(Int(a.rgba[k]) - Int(b.rgba[k]))) }
            worst = max(worst, maxDiff)
        }
        // The key changed every frame: a capture each frame, as the reference.
        #expect(cached.glass.captureCount >= 29, "\(cached.glass.captureCount) captures")
        #expect(worst <= 24, "a frame differs by \(worst)/255 from the lens capturing its own region")
    }
}
