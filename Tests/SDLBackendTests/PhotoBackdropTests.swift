@testable import Controls
import Foundation
import Geometry
@testable import Painting
@testable import SDLBackend
import Testing

/// Issue 22: the generated `--backdrop photo` reads as a photograph — soft gradients and blurred shapes,
/// no hard-edged cloud or bar that looks like a rendering glitch — with a horizon: a bright sky over a
/// darker land and lake. Read back from the real renderer, the backdrop alone on a 500 × 340 point panel.
@MainActor
@Suite(.serialized)
struct PhotoBackdropTests {
    static func luminance(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Double {
        (0.2126 * Double(p.r) + 0.7152 * Double(p.g) + 0.0722 * Double(p.b)) / 255
    }

    @Test(arguments: [1.0, 2.0])
    func thePhotoHasNoHardEdgesInItsSkyAndAHorizon(scale: Double) throws {
        let size = Size(width: 500, height: 340)
        let host = try SDLHost(SDLHost.Configuration(size: size, uiScale: scale, headless: true, assetsDirectory: assetsDirectory))
        var list = DisplayList()
        let panel = Rect(x: 0, y: 0, width: 500, height: 340)
        GlassBackdrop.photo.paint(in: panel, cornerRadius: 16, into: &list)
        let image = try host.capture(list)
        // The sky (above the farthest ridge): the largest step between neighbouring pixels, in 8-bit levels per
        // point. A blurred cloud or a soft sun changes by a few levels a point; a hard shape edge by 50 or more.
        var worst = 0, at = (0, 0)
        let x0 = Int(20 * scale), x1 = Int(480 * scale), y0 = Int(20 * scale), y1 = Int(0.5 * 340 * scale)
        for y in y0..<y1 {
            for x in x0..<x1 {
                guard let p = image.pixel(x: x, y: y), let q = image.pixel(x: x + 1, y: y), let u = image.pixel(x: x, y: y + 1) else { continue }
                let step = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)),
                               abs(Int(p.r) - Int(u.r)), abs(Int(p.g) - Int(u.g)), abs(Int(p.b) - Int(u.b)))
                if step > worst { worst = step; at = (x, y) }
            }
        }
        let perPoint = Double(worst) * scale
        #expect(perPoint <= 24, "scale \(scale): a \(worst)-level step between neighbouring sky pixels at \(at) (a hard edge)")
        // A horizon: the band at the horizon is bright, the lake below it dark, the picture not flat.
        func meanL(_ top: Double, _ bottom: Double) -> Double {
            var sum = 0.0, n = 0
            for y in stride(from: Int(top * 340 * scale), to: Int(bottom * 340 * scale), by: 2) {
                for x in stride(from: x0, to: x1, by: 3) { if let p = image.pixel(x: x, y: y) { sum += Self.luminance(p); n += 1 } }
            }
            return sum / Double(max(1, n))
        }
        let horizon = meanL(0.42, 0.52), lake = meanL(0.85, 0.95), sky = meanL(0.06, 0.16)
        #expect(horizon > 1.6 * lake, "horizon band \(horizon) vs lake \(lake)")
        #expect(horizon > 1.3 * sky, "horizon band \(horizon) vs upper sky \(sky)")
    }
}
