import CPNG
import Painting

/// Encodes and decodes single PNG images with libpng's simplified API (`png_image_*`), which keeps libpng's
/// error handling (setjmp/longjmp) inside C.
enum PNGCodec {
    /// `image` as a PNG stream, 8-bit RGBA; `fast` favours speed over size (libpng's `PNG_IMAGE_FLAG_FAST`).
    /// `buffer` is reused between calls (it grows to the largest image's size).
    /// - Throws: `PNGFormatError` with libpng's message when encoding fails.
    static func encode(_ image: PixelImage, fast: Bool, buffer: inout [UInt8]) throws(PNGFormatError) -> [UInt8] {
        var png = png_image()
        png.version = pl_png_image_version()
        png.width = UInt32(image.width)
        png.height = UInt32(image.height)
        png.format = pl_png_format_rgba()
        png.flags = fast ? pl_png_image_flag_fast() : 0
        // zlib's worst case (stored blocks) plus a filter byte a row and the chunks around the data.
        let raw = (image.width * 4 + 1) * image.height
        let bound = raw + raw / 1000 * 5 + (raw / 8192 + 1) * 12 + 4096
        if buffer.count < bound { buffer = [UInt8](repeating: 0, count: bound) }
        var size = png_alloc_size_t(buffer.count)
        let ok = buffer.withUnsafeMutableBytes { out in
            image.rgba.withUnsafeBytes { pixels in
                png_image_write_to_memory(&png, out.baseAddress, &size, 0, pixels.baseAddress, Int32(image.width * 4), nil)
            }
        }
        defer { png_image_free(&png) }
        guard ok != 0, Int(size) <= buffer.count else { throw PNGFormatError("libpng: " + message(&png)) }
        return Array(buffer.prefix(Int(size)))
    }

    /// Decodes a PNG stream to 8-bit RGBA.
    /// - Throws: `PNGFormatError` with libpng's message when it is not a PNG it can read.
    static func decode(_ bytes: [UInt8]) throws(PNGFormatError) -> PixelImage {
        var png = png_image()
        png.version = pl_png_image_version()
        var image = PixelImage(width: 0, height: 0)
        // libpng reads from `bytes` until the image is finished: both calls inside one access to them.
        let ok = bytes.withUnsafeBytes { input -> Bool in
            guard png_image_begin_read_from_memory(&png, input.baseAddress, input.count) != 0 else { return false }
            png.format = pl_png_format_rgba()
            let width = Int(png.width)
            image = PixelImage(width: width, height: Int(png.height))
            return image.rgba.withUnsafeMutableBytes { png_image_finish_read(&png, nil, $0.baseAddress, Int32(width * 4), nil) } != 0
        }
        defer { png_image_free(&png) }
        guard ok else { throw PNGFormatError("libpng: " + message(&png)) }
        return image
    }

    /// libpng's message in `png.message` (a fixed C array).
    private static func message(_ png: inout png_image) -> String {
        withUnsafeBytes(of: &png.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
