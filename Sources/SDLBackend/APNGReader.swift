import Foundation
import Painting

/// Reads an animated PNG written by `APNGWriter` back into frames: each frame's canvas after it is drawn
/// (its region decoded by libpng from a one-frame PNG made of the file's `IHDR`, with the region's size, and
/// the frame's `IDAT`/`fdAT` data) and its delay. Handles what `APNGWriter` writes — regions that replace the
/// canvas there (source blend) and leave it as it is (no disposal); other operations are reported as
/// unsupported. For tests and tools that check a capture.
public struct APNGReader {
    /// One frame of the animation.
    public struct Frame {
        /// The canvas once the frame is drawn (RGBA, the animation's size).
        public var image: PixelImage
        /// How long it is shown, seconds (`delay_num / delay_den`; a 0 denominator means 1/100 s units).
        var delay: Double
        /// The delay as stored: numerator and denominator.
        var delayFraction: (numerator: UInt16, denominator: UInt16)
    }

    /// The frames, in order.
    public var frames: [Frame] = []
    /// The frame count the `acTL` chunk announces.
    var announcedFrames: Int = 0
    /// Whether the file ends with `IEND` (a finished capture).
    public var isComplete = false

    /// Reads the file at `path`.
    /// - Throws: `PNGFormatError` when it is not an APNG this reader understands (or cannot be read).
    public init(path: String) throws {
        guard let file = FileManager.default.contents(atPath: path) else { throw PNGFormatError("\(path): cannot read") }
        let chunks = try PNGChunk.parse(Array(file))
        guard let ihdr = chunks.first, ihdr.type == "IHDR", ihdr.data.count == 13 else { throw PNGFormatError("no IHDR first") }
        guard let actl = chunks.first(where: { $0.type == "acTL" }), actl.data.count == 8 else { throw PNGFormatError("no acTL: not animated") }
        announcedFrames = Int(PNGChunk.readUInt32(actl.data, at: 0))
        var canvas = PixelImage(width: Int(PNGChunk.readUInt32(ihdr.data, at: 0)), height: Int(PNGChunk.readUInt32(ihdr.data, at: 4)))
        var control: PNGChunk?
        var data: [UInt8] = []
        func flush() throws {
            guard let fctl = control else { return }
            let d = fctl.data
            guard d.count == 26 else { throw PNGFormatError("bad fcTL") }
            let w = Int(PNGChunk.readUInt32(d, at: 4)), h = Int(PNGChunk.readUInt32(d, at: 8))
            let x = Int(PNGChunk.readUInt32(d, at: 12)), y = Int(PNGChunk.readUInt32(d, at: 16))
            guard d[24] == 0, d[25] == 0, w >= 1, h >= 1, x + w <= canvas.width, y + h <= canvas.height else {
                throw PNGFormatError("unsupported frame (dispose \(d[24]), blend \(d[25]), \(w)×\(h) at \(x),\(y))")
            }
            var header = ihdr
            header.data.replaceSubrange(0..<8, with: d[4..<12])
            var png = PNGChunk.signature + header.bytes
            png += PNGChunk(type: "IDAT", data: data).bytes
            png += PNGChunk(type: "IEND", data: []).bytes
            let numerator = PNGChunk.readUInt16(d, at: 20), denominator = PNGChunk.readUInt16(d, at: 22)
            let part = try PNGCodec.decode(png)
            for row in 0..<h {
                let to = ((y + row) * canvas.width + x) * 4
                canvas.rgba.replaceSubrange(to..<(to + w * 4), with: part.rgba[(row * w * 4)..<((row + 1) * w * 4)])
            }
            frames.append(Frame(image: canvas, delay: Double(numerator) / Double(denominator == 0 ? 100 : denominator),
                                delayFraction: (numerator, denominator)))
            control = nil
            data = []
        }
        for chunk in chunks.dropFirst() {
            switch chunk.type {
            case "fcTL":
                try flush()
                control = chunk
            case "IDAT":
                data += chunk.data
            case "fdAT":
                guard chunk.data.count >= 4 else { throw PNGFormatError("fdAT without a sequence number") }
                data += chunk.data[4...]
            case "IEND":
                isComplete = true
            default:
                break
            }
        }
        try flush()
    }

    /// Decodes a PNG file to RGBA with libpng (e.g. a screenshot to compare a frame with).
    /// - Throws: `PNGFormatError` when it cannot be read or decoded.
    static func decodePNG(path: String) throws -> PixelImage {
        guard let data = FileManager.default.contents(atPath: path) else { throw PNGFormatError("\(path): cannot read") }
        return try PNGCodec.decode(Array(data))
    }
}
