import Geometry
import Painting

/// What a platform offers for recording a run as a moving picture (`--capture`): the pixels of the frame
/// just rendered, and an animated-image file to stream frames into. SDLBackend's host provides it; a host
/// without it simply cannot capture.
@MainActor
public protocol FrameCapturing: AnyObject {
    /// Reads back the frame just rendered (before it is presented): the pixels of `region` (drawable pixels,
    /// clamped to the drawable; `nil` the whole drawable), resampled to `scale` × that size (1: as is).
    /// - Throws: the platform's error when the pixels cannot be read.
    func readRenderedPixels(region: PixelRect?, scale: Double) throws -> PixelImage
    /// Creates the animated image file at `path` for frames of `size` pixels; `fast` favours encoding speed
    /// over file size (a live window, where encoding time is frame time).
    /// - Throws: the platform's error naming the file when it cannot be created.
    func makeAnimationWriter(path: String, size: PixelSize, fast: Bool) throws -> AnimationWriting
}

/// A moving picture being written frame by frame, with each frame's timing (seconds).
@MainActor
public protocol AnimationWriting: AnyObject {
    /// Adds `image` shown from `time` seconds until the next frame's time (or the end); an image equal to the
    /// previous one only extends how long that one is shown.
    /// - Throws: an error naming the file when writing fails.
    func add(_ image: PixelImage, at time: Double) throws
    /// Writes the last frame, shown until `time` seconds, and completes the file. Calling it again does nothing.
    /// - Returns: the number of frames in the file.
    /// - Throws: an error naming the file when writing fails.
    @discardableResult func finish(at time: Double) throws -> Int
}
