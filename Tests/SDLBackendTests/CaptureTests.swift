import Foundation
import Geometry
@testable import Painting
@testable import PickerLabApp
@testable import SDLBackend
@testable import SceneGraph
import Testing

/// `--capture` and the script's `capture start` / `capture stop`: the animated PNG of a scripted tap decodes
/// to the frames that were on screen, at the run's timing.
@MainActor
@Suite(.serialized)
struct CaptureTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pickerlab-capture-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs `script` headless at 600×400 points, with `--capture` into `whole` when given.
    private func run(_ script: String, whole: String? = nil) throws -> App {
        let app = try makeApp(size: Size(width: 600, height: 400)) { $0.capturePath = whole }
        app.script = ScriptRunner(try Script.parse(script, path: "capture.txt", catalog: app.scriptCatalog), path: "capture.txt")
        try app.run()
        #expect(app.warnings.isEmpty, "\(app.warnings)")
        return app
    }

    /// Runs `script` headless for `frames` frames, reading each frame back, and counts the runs of identical
    /// consecutive frames.
    private func distinctFrames(of script: String, frames: Int) throws -> Int {
        let app = try makeApp(size: Size(width: 600, height: 400))
        let host = try #require(app.host as? SDLHost)
        app.script = ScriptRunner(try Script.parse(script, path: "count.txt", catalog: app.scriptCatalog), path: "count.txt")
        var count = 0
        var previous: PixelImage?
        while app.frameIndex < frames {
            try app.step()
            // A headless frame that drew nothing leaves the previous frame in the renderer's target.
            let image = try host.readRenderedPixels(region: nil, scale: 1)
            if image != previous { count += 1 }
            previous = image
        }
        return count
    }

    /// The frame on screen at `time` seconds after the first frame, from the delays.
    private func frame(at time: Double, in apng: APNGReader) -> APNGReader.Frame? {
        var start = 0.0
        for f in apng.frames {
            if time >= start - 1e-9 && time < start + f.delay - 1e-9 { return f }
            start += f.delay
        }
        return nil
    }

    @Test func anAPNGOfAScriptedTapDecodesToTheScreenshotsAtTheirMoments() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
        // Frame 0 at t = 0; the tap in frame 1 (t = 1/60); mid at frame 16 (t = 16/60); last at frame 61, and
        // `capture stop` at its end: the picture lasts 62 frames, 62/60 s.
        let app = try run("""
            capture start \(path("tap.png"))
            screenshot \(path("first.png"))
            tap pill iOS
            wait 0.25
            screenshot \(path("mid.png"))
            wait 0.75
            screenshot \(path("last.png"))
            capture stop
            """, whole: path("whole.png"))
        let apng = try APNGReader(path: path("tap.png"))
        #expect(apng.isComplete)
        #expect(apng.announcedFrames == apng.frames.count)
        // Identical consecutive frames are merged (the pill settles well within the second), so there are
        // fewer frames than the 62 rendered, and no two neighbours are equal: as many as the changes seen by
        // reading every frame of the same run back.
        #expect(apng.frames.count > 10 && apng.frames.count < 62)
        // (The check at t = 0 puts the tap into frame 1, as the capture's screenshot does.)
        let expected = try distinctFrames(of: "expect selected pill SwiftUI\ntap pill iOS\nwait 1\n", frames: 62)
        #expect(apng.frames.count == expected)
        for k in apng.frames.indices.dropFirst() { #expect(apng.frames[k].image != apng.frames[k - 1].image, "frames \(k - 1) and \(k) are equal") }
        // Virtual time: every delay a whole number of 1/60 s, summing to the 62 frames recorded.
        #expect(apng.frames.allSatisfy { $0.delayFraction.denominator == 60 })
        #expect(apng.frames.reduce(0) { $0 + Int($1.delayFraction.numerator) } == 62)
        let first = try APNGReader.decodePNG(path: path("first.png"))
        let mid = try APNGReader.decodePNG(path: path("mid.png"))
        let last = try APNGReader.decodePNG(path: path("last.png"))
        #expect(first.width == 600 && first.height == 400)
        #expect(apng.frames.first?.image == first)
        #expect(apng.frames.last?.image == last)
        #expect(frame(at: 16.0 / 60, in: apng)?.image == mid)
        #expect(mid != first && mid != last)   // caught mid-animation

        // `--capture` records the whole run: from frame 0 to the end (frameIndex frames of 1/60 s).
        let whole = try APNGReader(path: path("whole.png"))
        #expect(whole.frames.first?.image == first)
        #expect(whole.frames.reduce(0) { $0 + Int($1.delayFraction.numerator) } == app.frameIndex)
        #expect(abs(whole.frames.reduce(0) { $0 + $1.delay } - app.now) < 1e-9)
    }

    @Test func aRegionCaptureHoldsThatPartOfTheWindow() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
        _ = try run("""
            capture start \(path("region.png")) 10 20 200 100
            screenshot \(path("first.png"))
            wait 0.1
            capture stop
            """)
        let apng = try APNGReader(path: path("region.png"))
        let first = try APNGReader.decodePNG(path: path("first.png"))
        let frame = try #require(apng.frames.first)
        #expect(frame.image.width == 200 && frame.image.height == 100)
        var crop = PixelImage(width: 200, height: 100)
        for y in 0..<100 {
            let from = ((y + 20) * first.width + 10) * 4
            crop.rgba.replaceSubrange((y * 200 * 4)..<((y + 1) * 200 * 4), with: first.rgba[from..<(from + 200 * 4)])
        }
        #expect(frame.image == crop)
        // Nothing moves: one frame, shown for the whole stretch (`capture stop` at the end of frame 6, t = 0.1,
        // which is shown for 1/60 s more).
        #expect(apng.frames.count == 1)
        #expect(frame.delayFraction.numerator == 7 && frame.delayFraction.denominator == 60)
    }

    @Test func anUnwritableCaptureWarnsAndTheRunGoesOn() throws {
        let app = try makeApp(size: Size(width: 200, height: 100)) { $0.frames = 3; $0.capturePath = "/nonexistent-folder/x.png" }
        try app.run()
        #expect(app.frameIndex == 3)
        #expect(app.warnings.count == 1)
        #expect(app.warnings.first?.contains("/nonexistent-folder/x.png") == true)
    }

    @Test func delaysAreSixtiethsOnTheVirtualClockAndMillisecondsOtherwise() {
        #expect(APNGWriter.delay(1.0 / 60) == (1, 60))
        #expect(APNGWriter.delay(62.0 / 60) == (62, 60))
        #expect(APNGWriter.delay(0.0123) == (12, 1000))
        #expect(APNGWriter.delay(1e6) == (65535, 60))
    }
}
