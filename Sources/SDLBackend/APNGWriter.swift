import Foundation
import Geometry
import Painting
import SceneGraph

/// Streams an animated PNG (APNG, the Mozilla extension of PNG that browsers, GitHub and image viewers
/// play; "APNG Specification" 1.0, wiki.mozilla.org/APNG_Specification) to a file, one frame at a time.
///
/// Each frame is encoded by libpng (`PNGCodec`, zlib inside); only the animation chunks are assembled here:
/// `acTL` (frame count, loop forever) after `IHDR`, then per frame an `fcTL` (size, delay, no disposal,
/// source blend) followed by the frame's `IDAT` data — as `IDAT` for the first frame, as `fdAT` (with its
/// sequence number) for the others. Memory stays bounded: a frame is written as soon as the next different
/// one arrives (an identical frame only extends the previous frame's delay), and the `acTL` frame count is
/// rewritten after each frame, so a file cut short still plays up to its last whole frame.
///
/// Delays are exact 1/60 s multiples when the frame times are (the virtual clock), otherwise milliseconds
/// rounded so that their sum stays within 0.5 ms of the elapsed time.
@MainActor
public final class APNGWriter: AnimationWriting {
    /// The file being written.
    public let path: String
    /// The frames' size in pixels.
    public let size: PixelSize
    private let fast: Bool
    private var fd: Int32
    private var offset: Int = 0
    private var acTLOffset = -1
    private var sequence: UInt32 = 0
    private var encodeBuffer: [UInt8] = []
    private var pending: PixelImage?
    private var pendingTime = 0.0
    private var startTime: Double?
    /// Seconds of delay written so far (the sum of every fcTL's delay).
    private var writtenSeconds = 0.0
    /// Frames written so far.
    public private(set) var frameCount = 0
    private var isFinished = false

    /// Creates (or truncates) the file at `path` for frames of `size` pixels (each side ≥ 1).
    /// - Throws: `CaptureError` naming the file when it cannot be created.
    public init(path: String, size: PixelSize, fast: Bool = false) throws {
        self.path = path
        self.size = PixelSize(width: max(1, size.width), height: max(1, size.height))
        self.fast = fast
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw CaptureError(path: path, reason: String(cString: strerror(errno))) }
    }

    isolated deinit { if fd >= 0 { close(fd) } }

    /// Adds `image` (which must have ``size``), shown from `time` seconds on.
    /// - Throws: `CaptureError` when the file cannot be written.
    public func add(_ image: PixelImage, at time: Double) throws {
        guard !isFinished else { return }
        guard image.width == size.width, image.height == size.height else {
            throw CaptureError(path: path, reason: "frame of \(image.width)×\(image.height) pixels in a \(size.width)×\(size.height) animation")
        }
        if startTime == nil { startTime = time }
        if let previous = pending {
            if APNGWriter.samePixels(previous, image) { return }   // unchanged: the previous frame is shown longer
            try writeFrame(previous, until: time)
        }
        pending = image
        pendingTime = time
    }

    /// Writes the last frame (shown until `time`) and `IEND`, and closes the file. A writer that never got a
    /// frame removes its empty file and returns 0.
    /// - Throws: `CaptureError` when the file cannot be written.
    @discardableResult public func finish(at time: Double) throws -> Int {
        guard !isFinished else { return frameCount }
        isFinished = true
        defer { close(fd); fd = -1 }
        guard let last = pending else {
            unlink(path)
            return 0
        }
        pending = nil
        try writeFrame(last, until: max(time, pendingTime))
        try append(PNGChunk(type: "IEND", data: []).bytes)
        return frameCount
    }

    // MARK: - Chunks

    /// Encodes `image` and writes it as the next frame, shown until `end` seconds.
    private func writeFrame(_ image: PixelImage, until end: Double) throws {
        let chunks: [PNGChunk]
        do { chunks = try PNGChunk.parse(try PNGCodec.encode(image, fast: fast, buffer: &encodeBuffer)) } catch {
            throw CaptureError(path: path, reason: error.reason)
        }
        let data = chunks.filter { $0.type == "IDAT" }.map(\.data)
        if frameCount == 0 {
            var header = PNGChunk.signature
            guard let ihdr = chunks.first, ihdr.type == "IHDR" else { throw CaptureError(path: path, reason: "libpng wrote no IHDR") }
            header += ihdr.bytes
            acTLOffset = offset + header.count
            header += acTL.bytes
            // Colour-space chunks libpng put before the image data (sRGB, gAMA, cHRM) apply to every frame.
            for chunk in chunks.dropFirst() where chunk.type != "IDAT" && chunk.type != "IEND" { header += chunk.bytes }
            try append(header)
        }
        // A delay is at most 65,535 units: a longer still frame is written again for the rest.
        var remaining = end - (startTime ?? 0) - writtenSeconds
        repeat {
            let (numerator, denominator) = APNGWriter.delay(remaining)
            var frame = frameControl(numerator: numerator, denominator: denominator).bytes
            for d in data {
                if frameCount == 0 { frame += PNGChunk(type: "IDAT", data: d).bytes; continue }
                var body: [UInt8] = []
                body.reserveCapacity(d.count + 4)
                PNGChunk.appendUInt32(nextSequence(), to: &body)
                body += d
                frame += PNGChunk(type: "fdAT", data: body).bytes
            }
            try append(frame)
            frameCount += 1
            let seconds = Double(numerator) / Double(denominator)
            writtenSeconds += seconds
            remaining -= seconds
            try patchFrameCount()
        } while remaining >= 0.001 && frameCount < Int(UInt32.max)
    }

    /// Whether two images of the same size hold the same bytes (memcmp, fast in debug builds too).
    static func samePixels(_ a: PixelImage, _ b: PixelImage) -> Bool {
        guard a.rgba.count == b.rgba.count else { return false }
        return a.rgba.withUnsafeBytes { pa in b.rgba.withUnsafeBytes { pb in memcmp(pa.baseAddress!, pb.baseAddress!, pa.count) == 0 } }
    }

    /// The delay of `seconds` as APNG's fraction: k/60 when it is a whole number of 1/60 s, else
    /// milliseconds; at most 65,535 units (longer delays are cut and continued by the caller).
    static func delay(_ seconds: Double) -> (UInt16, UInt16) {
        let s = max(0, seconds)
        let sixtieths = (s * 60).rounded()
        if abs(s * 60 - sixtieths) < 1e-6 { return (UInt16(min(sixtieths, 65535)), 60) }
        return (UInt16(min((s * 1000).rounded(), 65535)), 1000)
    }

    /// The `acTL` chunk: frames written so far, played forever (0 plays).
    private var acTL: PNGChunk {
        var data: [UInt8] = []
        PNGChunk.appendUInt32(UInt32(frameCount), to: &data)
        PNGChunk.appendUInt32(0, to: &data)
        return PNGChunk(type: "acTL", data: data)
    }

    /// An `fcTL` chunk for a full-size frame at (0, 0): no disposal, replaces the canvas.
    private func frameControl(numerator: UInt16, denominator: UInt16) -> PNGChunk {
        var data: [UInt8] = []
        PNGChunk.appendUInt32(nextSequence(), to: &data)
        PNGChunk.appendUInt32(UInt32(size.width), to: &data)
        PNGChunk.appendUInt32(UInt32(size.height), to: &data)
        PNGChunk.appendUInt32(0, to: &data)
        PNGChunk.appendUInt32(0, to: &data)
        PNGChunk.appendUInt16(numerator, to: &data)
        PNGChunk.appendUInt16(denominator, to: &data)
        data.append(0)   // dispose_op: APNG_DISPOSE_OP_NONE
        data.append(0)   // blend_op: APNG_BLEND_OP_SOURCE
        return PNGChunk(type: "fcTL", data: data)
    }

    /// The next sequence number (shared by fcTL and fdAT, from 0).
    private func nextSequence() -> UInt32 {
        defer { sequence += 1 }
        return sequence
    }

    /// Rewrites the `acTL` chunk in place with the current frame count.
    private func patchFrameCount() throws {
        let bytes = acTL.bytes
        let written = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, off_t(acTLOffset)) }
        guard written == bytes.count else { throw CaptureError(path: path, reason: String(cString: strerror(errno))) }
    }

    /// Appends `bytes` at the end of the file.
    private func append(_ bytes: [UInt8]) throws {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + done, $0.count - done) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw CaptureError(path: path, reason: String(cString: strerror(n < 0 ? errno : ENOSPC))) }
            done += n
        }
        offset += bytes.count
    }
}

/// A moving picture that could not be written: names the file and says why (one line).
public struct CaptureError: Error, CustomStringConvertible, Equatable {
    /// The file.
    public var path: String
    /// Why, e.g. "No space left on device".
    public var reason: String
    public var description: String { "cannot write capture \(path): \(reason)" }
}
