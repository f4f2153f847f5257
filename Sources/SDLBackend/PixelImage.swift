import CSDL2
import Painting

extension PixelImage {
    /// Writes the image as a PNG file with SDL_image.
    /// - Throws: `SDLError` when the file cannot be written.
    public func writePNG(to path: String) throws {
        var copy = rgba
        try copy.withUnsafeMutableBytes { buf in
            let surface = try unwrap(SDL_CreateRGBSurfaceWithFormatFrom(buf.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4), pl_pixelformat_abgr8888()), "SDL_CreateRGBSurfaceWithFormatFrom")
            defer { SDL_FreeSurface(surface) }
            try check(IMG_SavePNG(surface, path), "IMG_SavePNG(\(path))")
        }
    }
}
