/// An RGBA image read back from the renderer: `width × height` pixels, 4 bytes each (R, G, B, A), rows
/// top to bottom, tightly packed.
public struct PixelImage: Sendable, Equatable {
    /// Size in pixels.
    public let width: Int, height: Int
    /// Pixels, 4 bytes each (R, G, B, A), rows top to bottom.
    public var rgba: [UInt8]

    /// A transparent black image of the given size in pixels.
    public init(width: Int, height: Int) {
        self.width = max(0, width); self.height = max(0, height)
        rgba = [UInt8](repeating: 0, count: self.width * self.height * 4)
    }

    /// The colour at pixel (`x`, `y`), or nil outside the image.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }
}
