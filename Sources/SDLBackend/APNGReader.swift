import Foundation
import Painting

/// Reads an animated PNG written by `APNGWriter` back into frames: each frame's pixels (decoded by libpng
/// from a one-frame PNG made of the file's `IHDR` and the frame's `IDAT`/`fdAT` data) and its delay. Handles
/// the subset `APNGWriter` writes — full-canvas frames at (0, 0) that replace the canvas; other frame
/// layouts are reported as unsupported. For tests and tools that check a capture.
public struct APNGReader {
    /// One frame of the animation.
    public struct Frame {
        /// The frame's pixels (RGBA, the canvas size).
        public var image: PixelImage
        /// How long it is shown, seconds (`delay_num / delay_den`; a 0 denominator means 1/100 s units).
        public var delay: Double
        /// The delay as stored: numerator and denominator.
        public var delayFraction: (numerator: UInt16, denominator: UInt16)
    }

    /// The frames, in order.
    public var frames: [Frame] = []
    /// The frame count the `acTL` chunk announces.
    public var announcedFrames: Int = 0
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
        let width = PNGChunk.readUInt32(ihdr.data, at: 0), height = PNGChunk.readUInt32(ihdr.data, at: 4)
        var control: PNGChunk?
        var data: [UInt8] = []
        func flush() throws {
            guard let fctl = control else { return }
            let d = fctl.data
            guard d.count == 26 else { throw PNGFormatError("bad fcTL") }
            guard PNGChunk.readUInt32(d, at: 4) == width, PNGChunk.readUInt32(d, at: 8) == height,
                  PNGChunk.readUInt32(d, at: 12) == 0, PNGChunk.readUInt32(d, at: 16) == 0, d[25] == 0 else {
                throw PNGFormatError("unsupported frame layout (not a full frame replacing the canvas)")
            }
            var png = PNGChunk.signature + ihdr.bytes
            png += PNGChunk(type: "IDAT", data: data).bytes
            png += PNGChunk(type: "IEND", data: []).bytes
            let numerator = PNGChunk.readUInt16(d, at: 20), denominator = PNGChunk.readUInt16(d, at: 22)
            frames.append(Frame(image: try PNGCodec.decode(png), delay: Double(numerator) / Double(denominator == 0 ? 100 : denominator),
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
    public static func decodePNG(path: String) throws -> PixelImage {
        guard let data = FileManager.default.contents(atPath: path) else { throw PNGFormatError("\(path): cannot read") }
        return try PNGCodec.decode(Array(data))
    }
}
