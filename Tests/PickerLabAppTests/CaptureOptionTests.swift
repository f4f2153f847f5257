import Geometry
@testable import Painting
@testable import PickerLabApp
import Testing

/// `--capture`, `--capture-scale` and the script's `capture start|stop` parse to what they say, and bad
/// values name themselves.
struct CaptureOptionTests {
    @Test func captureOptionsParse() throws {
        let o = try Options.parse(["--capture", "run.png", "--capture-scale", "0.5"])
        #expect(o.capturePath == "run.png")
        #expect(o.captureScale == 0.5)
        #expect(try Options.parse([]).captureScale == 1)
        for bad in [["--capture"], ["--capture", "-x.png"], ["--capture-scale", "0"], ["--capture-scale", "5"], ["--capture-scale", "big"]] {
            #expect(throws: OptionError.self) { try Options.parse(bad) }
        }
    }

    @Test func captureScriptCommandsParse() throws {
        let s = try Script.parse("capture start a.png\ncapture start b.png 10 20 300 40\ncapture start c.png pill\ncapture stop\n",
                                 path: "s", catalog: ["pill": .some(["iOS"])])
        #expect(s.lines.map(\.command) == [.captureStart("a.png", region: nil),
                                           .captureStart("b.png", region: Rect(x: 10, y: 20, width: 300, height: 40)),
                                           .captureControl("c.png", control: "pill"),
                                           .captureStop])
    }

    @Test(arguments: ["capture", "capture start", "capture start a.png 1 2 3", "capture start a.png 1 2 0 4", "capture stop now", "capture pause", "capture start a.png nosuch"])
    func badCaptureLinesNameTheLine(line: String) {
        #expect { _ = try Script.parse(line, path: "s", catalog: [:]) } throws: { "\($0)".hasPrefix("s:1:") }
    }

    @Test func aFrameOfAnotherSizeIsCutOrPaddedToTheRecordingsSize() {
        var image = PixelImage(width: 3, height: 2)
        for i in 0..<6 { image.rgba[i * 4] = UInt8(i + 1); image.rgba[i * 4 + 3] = 255 }
        let cut = App.fitted(image, to: PixelSize(width: 2, height: 1))
        #expect(cut.rgba == [1, 0, 0, 255, 2, 0, 0, 255])
        let padded = App.fitted(image, to: PixelSize(width: 4, height: 3))
        #expect(padded.pixel(x: 2, y: 1)?.r == 6 && padded.pixel(x: 3, y: 1)?.a == 0 && padded.pixel(x: 0, y: 2)?.a == 0)
        #expect(App.fitted(image, to: PixelSize(width: 3, height: 2)) == image)
    }

    @Test func aRegionIsClampedToTheDrawableAndScaled() {
        let drawable = PixelSize(width: 1100, height: 760)
        #expect(App.captureSize(region: nil, drawable: drawable, scale: 1) == drawable)
        #expect(App.captureSize(region: nil, drawable: drawable, scale: 0.5) == PixelSize(width: 550, height: 380))
        #expect(App.captureSize(region: PixelRect(x: 1000, y: 700, width: 300, height: 300), drawable: drawable, scale: 1) == PixelSize(width: 100, height: 60))
    }
}
