import Foundation
import Geometry
@testable import Painting
@testable import PickerLabApp
@testable import SceneGraph
@testable import SDLBackend
import Testing

/// The text stack cache (`TextStackCache`): a clear glass label's shadow — 65 copies of its glyphs — is one
/// cached texture drawn as one copy. Two gallery apps run a glass tap in lockstep on the same virtual clock,
/// one with the cache and one drawing every copy (the path before it); every frame is read back from both and
/// compared, and the cache must be used: rasterised once per label and weight, then hit.
@MainActor
@Suite(.serialized)
struct TextStackCacheTests {
    static let script = "wait 0.1\ntap glass #2\nwait 0.5\n"

    struct Result { var frames = 0, worstMax = 0, worstMean = 0.0, rasterised = 0, hits = 0, referenceHits = 0 }

    func makeApp(_ renderer: HostSettings.Renderer) throws -> (App, SDLHost) {
        var options = Options()
        options.headless = true
        options.renderer = renderer
        let host = try SDLHost(SDLHost.Configuration(size: Size(width: 900, height: 640), uiScale: 1, settings: options.hostSettings, assetsDirectory: assetsDirectory))
        let app = App(options: options, host: host)
        app.printsTraceSummary = false
        app.script = ScriptRunner(try Script.parse(Self.script, path: "stack", catalog: app.scriptCatalog), path: "stack")
        return (app, host)
    }

    func run(_ renderer: HostSettings.Renderer) throws -> Result {
        let (cached, cachedHost) = try makeApp(renderer)
        let (reference, referenceHost) = try makeApp(renderer)
        referenceHost.textStacks.enabled = false
        var r = Result()
        while !(cached.script?.isFinished ?? true), r.frames < 400 {
            try cached.step()
            try reference.step()
            r.frames += 1
            let a = try cachedHost.readFrame(), b = try referenceHost.readFrame()
            var maxDiff = 0, sum = 0
            for i in stride(from: 0, to: min(a.rgba.count, b.rgba.count), by: 4) {
                for c in 0..<3 {
                    let d = abs(Int(a.rgba[i + c]) - Int(b.rgba[i + c]))
                    sum += d
                    maxDiff = max(maxDiff, d)
                }
            }
            r.worstMax = max(r.worstMax, maxDiff)
            r.worstMean = max(r.worstMean, Double(sum) / Double(max(1, a.width * a.height * 3)))
        }
        r.rasterised = cachedHost.textStacks.rasterisedCount
        r.hits = cachedHost.textStacks.hitCount
        r.referenceHits = referenceHost.textStacks.hitCount + referenceHost.textStacks.rasterisedCount
        try cached.finish()
        try reference.finish()
        return r
    }

    /// `tolerance`: the largest difference (1/255) from drawing every copy. OpenGL blends in floating point, so
    /// one copy of the stack is within rounding of 65; SDL's software renderer rounds each of the 65 blends to
    /// 8 bits (each a little darker); the cached texture repeats them over white, and the MOD copy scales them
    /// to the backdrop, rounded once more: up to 12/255 at a few pixels of a shadow over a dark backdrop (the
    /// gradient's copies are at 4%, 10/255, where each blend's rounding is a larger share than at 7%), a mean
    /// of 0.015/255 over the frame.
    func check(_ r: Result, tolerance: Int) {
        print("text stack cache: \(r)")
        #expect(r.frames > 20)
        // The glass control's labels (and each label's bold selected weight): a few stacks, each rasterised once.
        #expect(r.rasterised >= 3 && r.rasterised <= 24, "\(r.rasterised) stacks rasterised")
        // The lens slides over the labels: their shadows are redrawn from the cache frame after frame.
        #expect(r.hits > 2 * r.rasterised, "\(r.hits) cache hits, \(r.rasterised) rasterised")
        #expect(r.referenceHits == 0)
        #expect(r.worstMax <= tolerance, "max difference \(r.worstMax)/255 from drawing every copy")
        #expect(r.worstMean <= 0.5, "mean difference \(r.worstMean)/255 from drawing every copy")
    }

    @Test func softwareLabelShadowIsOneCachedCopy() throws { check(try run(.software), tolerance: 12) }

    @Test func openGLLabelShadowIsOneCachedCopy() throws { check(try run(.opengl), tolerance: 8) }
}
