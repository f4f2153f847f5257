import CSDL2
import Painting

extension PixelImage {
    /// The image as PNG bytes, encoded by SDL_image into memory (libpng never writes to the file itself, so
    /// a full disk or an unwritable path is the caller's to report).
    /// - Throws: `SDLError` when encoding fails.
    func pngBytes() throws -> [UInt8] {
        var copy = rgba
        // Worst case for zlib's stored blocks plus PNG's per-row filter byte and chunk overhead.
        let capacity = rgba.count + rgba.count / 100 + height + 64 * 1024
        var out = [UInt8](repeating: 0, count: capacity)
        let written: Int = try copy.withUnsafeMutableBytes { pixels in
            try out.withUnsafeMutableBytes { buffer in
                let surface = try unwrap(SDL_CreateRGBSurfaceWithFormatFrom(pixels.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4), pl_pixelformat_abgr8888()), "SDL_CreateRGBSurfaceWithFormatFrom")
                defer { SDL_FreeSurface(surface) }
                let rw = try unwrap(SDL_RWFromMem(buffer.baseAddress, Int32(capacity)), "SDL_RWFromMem")
                defer { SDL_RWclose(rw) }
                try check(IMG_SavePNG_RW(surface, rw, 0), "IMG_SavePNG_RW")
                return Int(SDL_RWtell(rw))
            }
        }
        guard written > 8, written < capacity else { throw SDLError("IMG_SavePNG_RW", "encoded \(written) bytes") }
        return Array(out.prefix(written))
    }
}
