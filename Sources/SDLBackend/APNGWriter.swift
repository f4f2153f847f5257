import FileInput
import Foundation
import Geometry
import Painting
import SceneGraph

/// Streams an animated PNG (APNG, the Mozilla extension of PNG that browsers, GitHub and image viewers
/// play; "APNG Specification" 1.0, wiki.mozilla.org/APNG_Specification) to a file, one frame at a time.
///
/// Each frame is encoded by libpng (`PNGCodec`, zlib inside); only the animation chunks are assembled here:
/// `acTL` (frame count, loop forever) after `IHDR`, then per frame an `fcTL` (the rectangle that changed
/// since the previous frame, its delay, no disposal, source blend) followed by that rectangle's `IDAT` data —
/// as `IDAT` for the first (full) frame, as `fdAT` (with its sequence number) for the others. Memory stays bounded: a frame is written as soon as the next different
/// one arrives (an identical frame only extends the previous frame's delay), and the `acTL` frame count is
/// rewritten after each frame, so a file cut short still plays up to its last whole frame. When a write fails
/// (a full disk), the file is cut back to its last whole frame and closed with `IEND`, so what was written
/// stays a valid APNG whose `acTL` counts the frames it holds.
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
    /// What the file shows after its last written frame (the next frame is encoded as its changes).
    private var canvas: PixelImage?
    private var startTime: Double?
    /// Seconds of delay written so far (the sum of every fcTL's delay).
    private var writtenSeconds = 0.0
    /// Frames written so far.
    private(set) var frameCount = 0
    private var isFinished = false
    /// The file's length (bytes) after each whole frame written, oldest first (where a failed write cuts back to).
    private var frameEnds: [Int] = []
    /// For tests: the file may hold at most this many bytes; a write past it stores what fits and fails with
    /// `ENOSPC`, as on a full disk (simulated in-process). nil: no limit.
    var injectedCapacity: Int?

    /// Where the frames go: a file this writer created (a temporary file until the first whole frame, then
    /// renamed onto the target) or a special file written in place (a device, a FIFO), which is never removed.
    private var file: CaptureFile

    /// Prepares the capture at `path` for frames of `size` pixels (each side ≥ 1). A regular (or new) file is
    /// written to a temporary file beside it that replaces it at the first whole frame, so a capture that never
    /// gets one leaves what was there as it was; a symbolic link is followed and kept (see `CaptureFile`).
    /// - Throws: `CaptureError` naming the file when it cannot be created.
    public init(path: String, size: PixelSize, fast: Bool = false) throws {
        self.path = path
        self.size = PixelSize(width: max(1, size.width), height: max(1, size.height))
        self.fast = fast
        do { file = try CaptureFile(path: path) } catch let e as CaptureFile.Failure {
            throw CaptureError(path: path, reason: e.reason)
        }
        fd = file.descriptor
    }

    isolated deinit {
        guard fd >= 0 else { return }
        if frameCount == 0 { file.discard() }   // never finished, no frame: no temporary file left behind
        close(fd)
    }

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
            do { try writeFrame(previous, until: time) } catch { salvage(); throw error }
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
        defer { if fd >= 0 { close(fd); fd = -1 } }
        guard let last = pending else {
            file.discard()
            return 0
        }
        pending = nil
        do {
            try writeFrame(last, until: max(time, pendingTime))
            try append(PNGChunk(type: "IEND", data: []).bytes)
        } catch { salvage(); throw error }
        return frameCount
    }

    // MARK: - Chunks

    /// Writes `image` as the next frame, shown until `end` seconds: only the rectangle that changed since the
    /// previous frame is encoded (an `fcTL` offset into the canvas, which keeps the rest).
    private func writeFrame(_ image: PixelImage, until end: Double) throws {
        let full = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
        let region = canvas.map { APNGWriter.changedRegion(from: $0, to: image) ?? PixelRect(x: 0, y: 0, width: 1, height: 1) } ?? full
        let chunks = try encode(region == full ? image : APNGWriter.crop(image, to: region))
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
        // A delay is at most 65,535 units: a longer still frame is continued by 1-pixel frames that change nothing.
        var remaining = end - (startTime ?? 0) - writtenSeconds
        var part = (region: region, data: chunks.filter { $0.type == "IDAT" }.map(\.data))
        repeat {
            let (numerator, denominator) = APNGWriter.delay(remaining)
            var frame = frameControl(part.region, numerator: numerator, denominator: denominator).bytes
            for d in part.data {
                if frameCount == 0 { frame += PNGChunk(type: "IDAT", data: d).bytes; continue }
                var body: [UInt8] = []
                body.reserveCapacity(d.count + 4)
                PNGChunk.appendUInt32(nextSequence(), to: &body)
                body += d
                frame += PNGChunk(type: "fdAT", data: body).bytes
            }
            try append(frame)
            frameCount += 1
            frameEnds.append(offset)
            let seconds = Double(numerator) / Double(denominator)
            writtenSeconds += seconds
            remaining -= seconds
            try patchFrameCount()
            if frameCount == 1, let reason = file.publish() { throw CaptureError(path: path, reason: reason) }
            if remaining >= 0.001, part.region.width * part.region.height > 1 {
                let pixel = PixelRect(x: 0, y: 0, width: 1, height: 1)
                part = (pixel, try encode(APNGWriter.crop(image, to: pixel)).filter { $0.type == "IDAT" }.map(\.data))
            }
        } while remaining >= 0.001 && frameCount < Int(UInt32.max)
        canvas = image
    }

    /// `image` encoded by libpng and taken apart into chunks.
    private func encode(_ image: PixelImage) throws -> [PNGChunk] {
        do { return try PNGChunk.parse(try PNGCodec.encode(image, fast: fast, buffer: &encodeBuffer)) } catch {
            throw CaptureError(path: path, reason: error.reason)
        }
    }

    /// The smallest rectangle holding every pixel that differs between two images of the same size, or nil
    /// when they are equal.
    static func changedRegion(from old: PixelImage, to new: PixelImage) -> PixelRect? {
        let w = new.width, h = new.height
        guard old.width == w, old.height == h, w > 0, h > 0 else { return PixelRect(x: 0, y: 0, width: w, height: h) }
        var minX = w, maxX = -1, minY = h, maxY = -1
        old.rgba.withUnsafeBytes { a in
            new.rgba.withUnsafeBytes { b in
                let pa = a.bindMemory(to: UInt32.self), pb = b.bindMemory(to: UInt32.self)
                for y in 0..<h {
                    let row = y * w
                    guard memcmp(a.baseAddress! + row * 4, b.baseAddress! + row * 4, w * 4) != 0 else { continue }
                    minY = min(minY, y); maxY = y
                    var x0 = 0
                    while x0 < minX && pa[row + x0] == pb[row + x0] { x0 += 1 }
                    minX = min(minX, x0)
                    var x1 = w - 1
                    while x1 > maxX && pa[row + x1] == pb[row + x1] { x1 -= 1 }
                    maxX = max(maxX, x1)
                }
            }
        }
        guard maxY >= 0 else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The pixels of `image` inside `rect` (which lies inside the image).
    static func crop(_ image: PixelImage, to rect: PixelRect) -> PixelImage {
        var out = PixelImage(width: rect.width, height: rect.height)
        out.rgba.withUnsafeMutableBytes { dst in
            image.rgba.withUnsafeBytes { src in
                for y in 0..<rect.height {
                    memcpy(dst.baseAddress! + y * rect.width * 4, src.baseAddress! + ((rect.y + y) * image.width + rect.x) * 4, rect.width * 4)
                }
            }
        }
        return out
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

    /// An `fcTL` chunk for a frame covering `region` of the canvas: no disposal (the canvas keeps what the
    /// frame does not cover), and the frame's pixels replace the canvas's (source blend).
    private func frameControl(_ region: PixelRect, numerator: UInt16, denominator: UInt16) -> PNGChunk {
        var data: [UInt8] = []
        PNGChunk.appendUInt32(nextSequence(), to: &data)
        PNGChunk.appendUInt32(UInt32(region.width), to: &data)
        PNGChunk.appendUInt32(UInt32(region.height), to: &data)
        PNGChunk.appendUInt32(UInt32(region.x), to: &data)
        PNGChunk.appendUInt32(UInt32(region.y), to: &data)
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

    /// After a failed write: cuts the file back to its last whole frame and ends it with `IEND` and an `acTL`
    /// counting the frames left (dropping more frames while even that does not fit), then closes it; with no
    /// whole frame left the file this writer created is removed (a device or FIFO written in place is left). Best effort: it throws nothing (the caller reports the failure).
    private func salvage() {
        guard !isFinished || fd >= 0 else { return }
        isFinished = true
        pending = nil
        defer { if fd >= 0 { close(fd); fd = -1 } }
        let iend = PNGChunk(type: "IEND", data: []).bytes
        while let end = frameEnds.last {
            frameCount = frameEnds.count
            if ftruncate(fd, off_t(end)) == 0, lseek(fd, off_t(end), SEEK_SET) == off_t(end) {
                offset = end
                if (try? append(iend)) != nil, (try? patchFrameCount()) != nil { return }
            }
            frameEnds.removeLast()
        }
        frameCount = 0
        file.discard()
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
            let room = injectedCapacity.map { max(0, $0 - offset - done) } ?? Int.max
            let n = room == 0 ? -1 : bytes.withUnsafeBytes { write(fd, $0.baseAddress! + done, min(room, $0.count - done)) }
            if room == 0 { errno = ENOSPC }
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
