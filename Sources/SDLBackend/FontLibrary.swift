import CSDL2
import Foundation
import Painting

/// The bundled font files, opened with SDL_ttf at each pixel size in use. Only files under the assets
/// folder are loaded; nothing comes from system font paths.
@MainActor
public final class FontLibrary {
    /// A missing or unreadable font file: names the file.
    public struct MissingFont: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot load font \(path): \(reason)" }
    }

    private let paths: [String: String]   // "text-regular" … → file path
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
        var p: [String: String] = [:]
        for (key, file) in FontLibrary.files {
            let path = (assetsDirectory as NSString).appendingPathComponent(file)
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw MissingFont(path: path, reason: FileManager.default.fileExists(atPath: path) ? "not readable" : "no such file")
            }
            guard let f = TTF_OpenFont(path, 12) else { throw MissingFont(path: path, reason: String(cString: pl_ttf_error())) }
            TTF_CloseFont(f)
            p[key] = path
        }
        paths = p
    }

    /// The SDL_ttf font for `font` rasterised at `pixelSize` pixels; opened once and cached.
    func handle(_ font: Font, pixelSize: Int32) -> OpaquePointer? {
        let key = FontKey(family: font.family, weight: font.family == .icon ? .regular : font.weight, pixelSize: max(1, pixelSize))
        if let f = fonts[key] { return f }
        let file: String? = switch (font.family, key.weight) {
        case (.icon, _): paths["icon"]
        case (.text, .regular): paths["text-regular"]
        case (.text, .semibold): paths["text-semibold"]
        case (.text, .bold): paths["text-bold"]
        }
        guard let file, let f = TTF_OpenFont(file, key.pixelSize) else { return nil }
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
    }
}
