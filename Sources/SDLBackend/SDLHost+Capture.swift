import CSDL2
import Geometry
import Painting
import SceneGraph

/// Moving pictures (`--capture`): the rendered frame read back before it is presented, scaled with SDL's
/// linear stretch, and streamed into an `APNGWriter`.
extension SDLHost: FrameCapturing {
    /// Reads `region` (drawable pixels, clamped to the drawable; nil: all of it) of the frame just rendered,
    /// resampled to `scale` × its size with `SDL_SoftStretchLinear` (each side at least 1 pixel).
    /// - Throws: `SDLError` when SDL cannot read or scale the pixels.
    public func readRenderedPixels(region: PixelRect?, scale: Double) throws -> PixelImage {
        let full = drawableSize
        let r = SDLHost.clamped(region ?? PixelRect(x: 0, y: 0, width: full.width, height: full.height), to: full)
        var image = PixelImage(width: r.width, height: r.height)
        var rect = SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(r.width), h: Int32(r.height))
        try image.rgba.withUnsafeMutableBytes { buf in
            // The frame is the damage redraw's render target when there is one (headless it is never copied).
            try check(damage.readPixels(buf.baseAddress, pitch: Int32(r.width * 4), rect: &rect), "SDL_RenderReadPixels")
        }
        guard scale != 1 else { return image }
        let target = SDLHost.scaledSize(PixelSize(width: r.width, height: r.height), by: scale)
        var scaled = PixelImage(width: target.width, height: target.height)
        try image.rgba.withUnsafeMutableBytes { src in
            try scaled.rgba.withUnsafeMutableBytes { dst in
                let from = try unwrap(SDL_CreateRGBSurfaceWithFormatFrom(src.baseAddress, Int32(r.width), Int32(r.height), 32, Int32(r.width * 4), pl_pixelformat_abgr8888()), "SDL_CreateRGBSurfaceWithFormatFrom")
                defer { SDL_FreeSurface(from) }
                let to = try unwrap(SDL_CreateRGBSurfaceWithFormatFrom(dst.baseAddress, Int32(target.width), Int32(target.height), 32, Int32(target.width * 4), pl_pixelformat_abgr8888()), "SDL_CreateRGBSurfaceWithFormatFrom")
                defer { SDL_FreeSurface(to) }
                try check(SDL_SoftStretchLinear(from, nil, to, nil), "SDL_SoftStretchLinear")
            }
        }
        return scaled
    }

    /// An `APNGWriter` at `path`.
    /// - Throws: `CaptureError` naming the file when it cannot be created.
    public func makeAnimationWriter(path: String, size: PixelSize, fast: Bool) throws -> AnimationWriting {
        try APNGWriter(path: path, size: size, fast: fast)
    }

    /// `size` × `scale`, rounded, each side at least 1 pixel.
    nonisolated static func scaledSize(_ size: PixelSize, by scale: Double) -> PixelSize {
        PixelSize(width: max(1, Int((Double(size.width) * scale).rounded())), height: max(1, Int((Double(size.height) * scale).rounded())))
    }

    /// `rect` inside `0…size` (at least 1×1 pixel).
    nonisolated static func clamped(_ rect: PixelRect, to size: PixelSize) -> PixelRect {
        let x = min(max(0, rect.x), max(0, size.width - 1)), y = min(max(0, rect.y), max(0, size.height - 1))
        let w = min(max(1, rect.width), max(1, size.width - x)), h = min(max(1, rect.height), max(1, size.height - y))
        return PixelRect(x: x, y: y, width: w, height: h)
    }
}
