import CSDL2
import Painting

/// Textures of rendered text runs, keyed by (text, font, pixel size). Text is rendered once in white with
/// `TTF_RenderUTF8_Blended` and tinted per draw with colour and alpha modulation, so a label whose colour
/// animates reuses one texture. Entries unused for a while are destroyed when the cache exceeds its budget.
@MainActor
final class TextTextureCache {
    struct Entry { var texture: OpaquePointer; var width: Int32; var height: Int32; var lastUsed: Int }
    private struct Key: Hashable { var text: String; var font: Font; var pixelSize: Int32 }

    private var entries: [Key: Entry] = [:]
    private let renderer: OpaquePointer
    private let fonts: FontLibrary
    private var frame = 0
    /// Bytes of texture memory held (width × height × 4 summed).
    private(set) var bytes = 0
    /// Textures destroyed so far (evicted or at teardown), for tests.
    private(set) var destroyedCount = 0
    /// Budget in bytes above which least-recently-used entries are evicted at the end of a frame.
    var budgetBytes = 16 << 20

    init(renderer: OpaquePointer, fonts: FontLibrary) { self.renderer = renderer; self.fonts = fonts }

    var count: Int { entries.count }

    /// The texture for `text`, rendering it on first use; nil for empty or whitespace-only text.
    func texture(_ text: String, font: Font, pixelSize: Int32) -> Entry? {
        if text.allSatisfy({ $0 == " " }) { return nil }
        let key = Key(text: text, font: font, pixelSize: pixelSize)
        if var e = entries[key] { e.lastUsed = frame; entries[key] = e; return e }
        guard let f = fonts.handle(font, pixelSize: pixelSize),
              let surface = TTF_RenderUTF8_Blended(f, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let tex = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND)
        let e = Entry(texture: tex, width: surface.pointee.w, height: surface.pointee.h, lastUsed: frame)
        entries[key] = e
        bytes += Int(e.width) * Int(e.height) * 4
        return e
    }

    /// Ends a frame: evicts the least recently used textures while over budget.
    func endFrame() {
        frame += 1
        guard bytes > budgetBytes else { return }
        for (key, e) in entries.sorted(by: { $0.value.lastUsed < $1.value.lastUsed }) {
            if bytes <= budgetBytes / 2 || e.lastUsed >= frame - 1 { break }
            SDL_DestroyTexture(e.texture)
            destroyedCount += 1
            bytes -= Int(e.width) * Int(e.height) * 4
            entries.removeValue(forKey: key)
        }
    }

    /// Destroys every texture (the renderer is going away or changed size class).
    func removeAll() {
        for e in entries.values { SDL_DestroyTexture(e.texture) }
        destroyedCount += entries.count
        entries.removeAll()
        bytes = 0
    }

    isolated deinit { removeAll() }
}
