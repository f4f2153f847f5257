import CSDL2
import FileInput
import Foundation
import Painting

/// The bundled font files, opened with SDL_ttf at each pixel size in use. Only files under the assets
/// folder are loaded; nothing comes from system font paths. Each file is read once with the shared reader
/// (`InputFile.Kind.font`: a regular file, never blocking on a FIFO, at most 32 MiB) and SDL_ttf opens the
/// bytes in memory, so it never opens a path itself.
@MainActor
public final class FontLibrary {
    /// A missing or unreadable font file: names the file.
    public struct MissingFont: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot load font \(path): \(reason)" }
    }

    private let files: [String: UnsafeRawBufferPointer]   // "text-regular" … → the file's bytes
    private var fonts: [FontKey: OpaquePointer] = [:]

    private struct FontKey: Hashable { var family: FontFamily; var weight: FontWeight; var pixelSize: Int32 }

    /// The font files this library needs, relative to the assets folder.
    public static let files: [(key: String, file: String)] = [
        ("text-regular", "fonts/Inter-Regular.otf"),
        ("text-semibold", "fonts/Inter-SemiBold.otf"),
        ("text-bold", "fonts/Inter-Bold.otf"),
        ("icon", "fonts/MaterialIcons-Regular.ttf"),
    ]

    /// Checks that every font file exists and opens with SDL_ttf.
    /// - Throws: `MissingFont` naming the first file that is missing or does not open.
    public init(assetsDirectory: String) throws {
        var p: [String: UnsafeRawBufferPointer] = [:]
        for (key, file) in FontLibrary.files {
            let path = (assetsDirectory as NSString).appendingPathComponent(file)
            let bytes: [UInt8]
            do { bytes = try InputFile.read(path, as: .font) } catch {
                for b in p.values { b.deallocate() }
                throw MissingFont(path: path, reason: error.code == ENOENT ? "no such file" : error.code == EACCES ? "not readable" : error.reason)
            }
            let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, bytes.count), alignment: 8)
            copy.copyBytes(from: bytes)
            let buffer = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(copy)[0..<bytes.count])
            p[key] = buffer
            guard let f = FontLibrary.open(buffer, pixelSize: 12) else {
                let reason = bytes.isEmpty ? "the file is empty" : String(cString: pl_ttf_error())
                for b in p.values { b.deallocate() }
                throw MissingFont(path: path, reason: reason)
            }
            TTF_CloseFont(f)
        }
        files = p
    }

    /// SDL_ttf's font over `bytes` (which outlive it) at `pixelSize`.
    private static func open(_ bytes: UnsafeRawBufferPointer, pixelSize: Int32) -> OpaquePointer? {
        guard bytes.count > 0, let rw = SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)) else { return nil }
        return TTF_OpenFontRW(rw, 1, pixelSize)
    }

    /// The SDL_ttf font for `font` rasterised at `pixelSize` pixels; opened once and cached.
    func handle(_ font: Font, pixelSize: Int32) -> OpaquePointer? {
        let key = FontKey(family: font.family, weight: font.family == .icon ? .regular : font.weight, pixelSize: max(1, pixelSize))
        if let f = fonts[key] { return f }
        let file: UnsafeRawBufferPointer? = switch (font.family, key.weight) {
        case (.icon, _): files["icon"]
        case (.text, .regular): files["text-regular"]
        case (.text, .semibold): files["text-semibold"]
        case (.text, .bold): files["text-bold"]
        }
        guard let file, let f = FontLibrary.open(file, pixelSize: key.pixelSize) else { return nil }
        TTF_SetFontHinting(f, Int32(TTF_HINTING_LIGHT))
        TTF_SetFontKerning(f, 1)
        fonts[key] = f
        return f
    }

    /// The pixel size text of `font` is rasterised at, for `scale` pixels per point.
    nonisolated static func pixelSize(_ font: Font, scale: Double) -> Int32 {
        let px = (font.size * scale).rounded()
        return px.isFinite ? Int32(max(1, min(2048, px))) : 12
    }

    isolated deinit {
        for f in fonts.values { TTF_CloseFont(f) }
        for b in files.values { b.deallocate() }
    }
}
