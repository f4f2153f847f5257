import Foundation
import Geometry
@testable import Painting
@testable import SDLBackend
import Testing

/// The APNG writer on its own: dedupe, changed rectangles, millisecond delays on a real clock, long still
/// frames, and a file cut short.
@MainActor
@Suite struct APNGWriterTests {
    private func path() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("apng-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).png").path
    }

    /// A 16×8 image, all one colour, with a 2×2 square of `square` at (`x`, 3).
    private func image(square x: Int, _ square: UInt8 = 200) -> PixelImage {
        var image = PixelImage(width: 16, height: 8)
        for i in 0..<(16 * 8) { image.rgba[i * 4 + 2] = 90; image.rgba[i * 4 + 3] = 255 }
        for y in 3..<5 { for px in x..<(x + 2) { image.rgba[(y * 16 + px) * 4] = square } }
        return image
    }

    @Test func identicalFramesMergeAndChangesAreStoredAsTheirRectangle() throws {
        let file = path()
        defer { unlink(file) }
        let writer = try APNGWriter(path: file, size: PixelSize(width: 16, height: 8))
        try writer.add(image(square: 2), at: 0)
        try writer.add(image(square: 2), at: 1.0 / 60)   // unchanged: frame 0 lasts longer
        try writer.add(image(square: 5), at: 2.0 / 60)
        #expect(try writer.finish(at: 3.0 / 60) == 2)
        let apng = try APNGReader(path: file)
        #expect(apng.isComplete && apng.announcedFrames == 2)
        #expect(apng.frames.map(\.image) == [image(square: 2), image(square: 5)])
        #expect(apng.frames.map(\.delayFraction.numerator) == [2, 1])
        // The second frame covers only the columns 2…6 of rows 3…4 that changed.
        #expect(APNGWriter.changedRegion(from: image(square: 2), to: image(square: 5)) == PixelRect(x: 2, y: 3, width: 5, height: 2))
        #expect(APNGWriter.changedRegion(from: image(square: 2), to: image(square: 2)) == nil)
    }

    @Test func realClockDelaysAreMillisecondsThatAddUpToTheElapsedTime() throws {
        let file = path()
        defer { unlink(file) }
        let writer = try APNGWriter(path: file, size: PixelSize(width: 16, height: 8))
        let times = [10.0, 10.0123, 10.0301, 10.0474, 10.0642]
        for (k, t) in times.enumerated() { try writer.add(image(square: k), at: t) }
        try writer.finish(at: 10.0817)
        let apng = try APNGReader(path: file)
        #expect(apng.frames.count == 5)
        #expect(apng.frames.allSatisfy { $0.delayFraction.denominator == 1000 })
        // Each delay is rounded so that the running sum stays on the elapsed time: 12, 18, 17, 17, 18 ms.
        #expect(apng.frames.map(\.delayFraction.numerator) == [12, 18, 17, 17, 18])
    }

    @Test func aStillFrameLongerThanTheLongestDelayContinuesInOnePixelFrames() throws {
        let file = path()
        defer { unlink(file) }
        let writer = try APNGWriter(path: file, size: PixelSize(width: 16, height: 8))
        try writer.add(image(square: 1), at: 0)
        try writer.finish(at: 2000)   // 120,000 sixtieths: 65,535 + 54,465
        let apng = try APNGReader(path: file)
        #expect(apng.frames.map(\.delayFraction.numerator) == [65535, 54465])
        #expect(apng.frames.allSatisfy { $0.image == image(square: 1) })
    }

    @Test func aFileCutShortStillAnnouncesTheFramesItHolds() throws {
        let file = path()
        defer { unlink(file) }
        var writer: APNGWriter? = try APNGWriter(path: file, size: PixelSize(width: 16, height: 8))
        for k in 0..<4 { try writer?.add(image(square: k), at: Double(k) / 60) }
        writer = nil   // never finished, as after a SIGKILL: three frames written, the fourth still pending
        let apng = try APNGReader(path: file)
        #expect(!apng.isComplete)
        #expect(apng.announcedFrames == 3 && apng.frames.count == 3)
        #expect(apng.frames.last?.image == image(square: 2))
    }

    @Test func aWriterWithoutFramesLeavesNoFile() throws {
        let file = path()
        let writer = try APNGWriter(path: file, size: PixelSize(width: 4, height: 4))
        #expect(try writer.finish(at: 1) == 0)
        #expect(!FileManager.default.fileExists(atPath: file))
        #expect(throws: CaptureError.self) { try APNGWriter(path: "/nonexistent-folder/a.png", size: PixelSize(width: 4, height: 4)) }
    }

    @Test func aFullDiskCutsTheFileBackToItsLastWholeFrameAndEndsIt() throws {
        // The size of a finished four-frame file, and where its third frame ends (the same bytes written).
        let whole = path()
        defer { unlink(whole) }
        let reference = try APNGWriter(path: whole, size: PixelSize(width: 16, height: 8))
        for k in 0..<4 { try reference.add(image(square: k), at: Double(k) / 60) }
        try reference.finish(at: 4.0 / 60)
        let total = try #require(try FileManager.default.attributesOfItem(atPath: whole)[.size] as? Int)
        // A disk that fills up in the middle of the last frame (simulated in-process: a write stores what fits,
        // then fails with ENOSPC): the file keeps three whole frames and ends with IEND.
        for capacity in [total - 13, total - 1] {
            let file = path()
            defer { unlink(file) }
            let writer = try APNGWriter(path: file, size: PixelSize(width: 16, height: 8))
            writer.injectedCapacity = capacity
            for k in 0..<4 { try writer.add(image(square: k), at: Double(k) / 60) }
            #expect(throws: CaptureError.self) { try writer.finish(at: 4.0 / 60) }
            let apng = try APNGReader(path: file)
            #expect(apng.isComplete, "capacity \(capacity)")
            #expect(apng.announcedFrames == apng.frames.count)
            #expect(apng.frames.map(\.image) == (0..<3).map { image(square: $0) }, "capacity \(capacity)")
            #expect(try writer.finish(at: 5) == 3)   // finished once: nothing more is written
        }
        // Full before the first frame is whole: no picture, no file.
        let file = path()
        let writer = try APNGWriter(path: file, size: PixelSize(width: 16, height: 8))
        writer.injectedCapacity = 40
        try writer.add(image(square: 1), at: 0)
        #expect(throws: CaptureError.self) { try writer.add(image(square: 2), at: 1.0 / 60) }
        #expect(!FileManager.default.fileExists(atPath: file))
    }
}
