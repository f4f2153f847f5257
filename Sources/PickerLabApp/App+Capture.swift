import Foundation
import Geometry
import Painting
import SceneGraph

/// Moving pictures: `--capture FILE.png` records the whole run, a script's `capture start FILE.png [X Y W H]`
/// / `capture stop` a stretch of it (and a region). After each frame's render the frame is read back (before
/// it is presented) and handed to the host's animation writer, stamped with the frame clock's time (virtual
/// time headless), so the picture plays at the run's real timing. An unwritable file is one warning; the run
/// goes on and exits 1, like an unwritable trace.
///
/// A resize during a whole-window recording finishes its file and goes on in a new one, `FILE-2.png`,
/// `FILE-3.png`…, one file per window size (each at that size: nothing is cropped or left transparent), with
/// a note naming it. In a window `--capture` starts at the first click, touch or key press, not at launch
/// (headless: at the first frame).
extension App {
    /// Points around a control's frame in a `capture start FILE.png CONTROL` recording.
    static let captureMargin = 6.0

    /// The recordings in progress.
    struct CaptureState {
        /// One recording: where, which part of the window (points; nil all of it) and its writer.
        struct Session {
            var path: String
            var region: Rect?
            var writer: AnimationWriting
            /// The frames' size in pixels (fixed when the recording starts).
            var size: PixelSize
            var hasFrame = false
            /// The frames written so far.
            var frames = 0
            /// The file number after resizes (1: `path` itself; 2: `FILE-2.png`…) and the path asked for.
            var part = 1
            var basePath: String
            /// Where a script started it (`FILE:LINE`), named in its warnings and notes; nil for `--capture`.
            var origin: String? = nil

            /// `message` as this recording's diagnostic: prefixed with the script line that started it.
            func said(_ message: String) -> String { origin.map { "\($0): \(message)" } ?? message }
        }
        /// Whether a click, touch or key press has come (a window's `--capture` waits for it).
        var sawInput = false
        /// Why the script's recording ended by itself (a failed write), for a later `capture stop`.
        var scriptedEnded: String?
        /// The last failed write's message.
        var lastFailure = ""
        /// The `--capture` recording (opened at the first frame).
        var run: Session?
        /// Whether `--capture` was opened (or failed to).
        var runOpened = false
        /// The script's `capture start` recording.
        var scripted: Session?
    }

    /// Records the frame just rendered into every capture in progress (called from `step()` after render).
    /// A recording that has no frame yet gets one even when this frame drew nothing (it renders the scene).
    func captureFrame(drawn: Bool) {
        if let path = options.capturePath, !captureState.runOpened, options.headless || captureState.sawInput {
            captureState.runOpened = true
            captureState.run = openCapture(path: path, region: nil)
        }
        if var session = captureState.run {
            captureState.run = record(&session, drawn: drawn) ? session : nil
        }
        if var session = captureState.scripted {
            captureState.scripted = record(&session, drawn: drawn) ? session : nil
            if captureState.scripted == nil {
                captureState.scriptedEnded = "the capture to \(session.path) ended at its frame \(session.frames + 1) (\(captureState.lastFailure))"
            }
        }
    }

    /// Notes this frame's input: the first click, touch or key press starts a window's `--capture`.
    func noteCaptureInput(_ events: [PlatformEvent]) {
        guard !captureState.sawInput else { return }
        captureState.sawInput = events.contains {
            switch $0 {
            case .pointer(let p): p.phase == .began
            case .key: true
            default: false
            }
        }
    }

    /// A script's `capture start` (at the end of a frame, like `screenshot`): begins recording `region`
    /// (window points; nil the whole window) into `path` with the frame just drawn as its first frame,
    /// finishing a scripted recording already in progress. `region` is clamped to the window.
    /// `origin` (`FILE:LINE`, the script's line) prefixes every warning the recording gives later (a file that
    /// cannot be created or written, a resize's next part).
    /// - Returns: the warnings for the script to give naming its line (none when the recording started
    ///   cleanly): a recording already in progress (finished, the new one starts), or a region with nothing
    ///   inside the window (nothing recorded, no file written).
    @discardableResult
    func startCapture(path: String, region: Rect?, origin: String? = nil) -> [String] {
        var warnings: [String] = []
        if let other = outputInUse(path, includingExitOutputs: true) {
            return ["capture start \(path): that is the file \(other) writes; nothing recorded"]
        }
        if let running = captureState.scripted {
            warnings.append("capture start while the recording to \(running.path) is in progress (it is finished here)")
        }
        stopCapture(origin: origin)
        var clamped: Rect?
        if let region {
            clamped = App.clampedCaptureRegion(region, window: host.windowSize)
            guard clamped != nil else {
                func f(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }
                let w = host.windowSize
                warnings.append("capture start \(path): the region \(f(region.x)) \(f(region.y)) \(f(region.width)) \(f(region.height)) has nothing inside the \(f(w.width))×\(f(w.height)) window; nothing recorded")
                return warnings
            }
        }
        guard var session = openCapture(path: path, region: clamped, origin: origin) else { return warnings }
        captureState.scripted = record(&session, drawn: false) ? session : nil
        return warnings
    }

    /// A script's `capture stop` (at the end of a frame): finishes the scripted recording; the frame just
    /// drawn is its last, shown for one refresh interval. `origin` (`FILE:LINE`) names the script line in a
    /// warning that the file could not be finished.
    /// - Returns: false when no scripted recording was in progress (nothing to finish).
    @discardableResult
    func stopCapture(origin: String? = nil) -> Bool {
        captureState.scriptedEnded = nil
        guard var session = captureState.scripted else { return false }
        if let origin { session.origin = origin }
        finish(session, at: max(captureTime, now + host.refreshInterval))
        captureState.scripted = nil
        return true
    }

    /// Which output of the run already writes the file `path` names (compared by device and inode, so a hard
    /// or symbolic link counts): `--trace`, `--record`, `--capture`, or the script's capture in progress; nil
    /// when none does. A script's `screenshot`, `dump` or `capture start` there would destroy it. With
    /// `includingExitOutputs`, also `--screenshot` and `--dump-scene` (written at exit, over a recording).
    func outputInUse(_ path: String, includingExitOutputs: Bool = false) -> String? {
        let id = OutputFile.identity(path)
        var open: [(String, String?)] = [("--trace", options.tracePath), ("--record", options.recordPath), ("--capture", options.capturePath)]
        if includingExitOutputs { open += [("--screenshot", options.screenshotPath), ("--dump-scene", options.dumpScenePath)] }
        if let s = captureState.scripted { open.append(("the capture in progress", s.path)) }
        for (name, p) in open { if let p, OutputFile.identity(p) == id { return name == "the capture in progress" ? "\(name) (\(p))" : "\(name) \(p)" } }
        return nil
    }

    /// `region` (window points) cut to the window `window` (points); nil when no part of it (no area) lies
    /// inside the window.
    nonisolated static func clampedCaptureRegion(_ region: Rect, window: Size) -> Rect? {
        let x0 = max(0, region.x), y0 = max(0, region.y)
        let x1 = min(window.width, region.x + region.width), y1 = min(window.height, region.y + region.height)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Finishes every recording at the end of the run (normal exit, Escape, the window's close button,
    /// SIGINT and SIGTERM all end the run here); the last frame lasts until now.
    func finishCaptures() {
        if let session = captureState.scripted { finish(session, at: max(now, captureTime)) }
        captureState.scripted = nil
        if let session = captureState.run { finish(session, at: max(now, captureTime)) }
        captureState.run = nil
    }

    // MARK: -

    /// Why the script's recording is not in progress although it was started (it ended when a write failed),
    /// for `capture stop` to say instead of "without a capture in progress"; nil otherwise.
    var endedCaptureReason: String? { captureState.scriptedEnded }

    /// The frame clock now (headless, after a frame: the next frame's time).
    private var captureTime: Double { clock.time(frameIndex: frameIndex) }

    private func openCapture(path: String, region: Rect?, origin: String? = nil) -> CaptureState.Session? {
        func said(_ m: String) -> String { origin.map { "\($0): \(m)" } ?? m }
        guard let capturing = host as? FrameCapturing else {
            warn(said(origin == nil ? "--capture: this platform cannot read frames back" : "capture start: this platform cannot read frames back"))
            return nil
        }
        let pixels = region.map { PixelRect(covering: $0, scale: host.scale) }
        let full = host.drawableSize
        let size = App.captureSize(region: pixels, drawable: full, scale: options.captureScale)
        do {
            let writer = try capturing.makeAnimationWriter(path: path, size: size, fast: !options.headless)
            return CaptureState.Session(path: path, region: region, writer: writer, size: size, basePath: path, origin: origin)
        } catch {
            warn(said("\(error)"))
            return nil
        }
    }

    /// Adds the current frame to `session` (rendering the scene first when this frame drew nothing and the
    /// recording has no frame yet); false when writing failed (the recording is dropped, warned).
    private func record(_ session: inout CaptureState.Session, drawn: Bool) -> Bool {
        guard drawn || !session.hasFrame, let capturing = host as? FrameCapturing else { return true }
        if !drawn { _ = host.render(scene.displayList) }
        do {
            let region = session.region.map { PixelRect(covering: $0, scale: host.scale) }
            let image = try capturing.readRenderedPixels(region: region, scale: options.captureScale)
            if session.region == nil, image.width != session.size.width || image.height != session.size.height {
                try nextPart(&session, size: PixelSize(width: image.width, height: image.height), capturing)
            }
            try session.writer.add(App.fitted(image, to: session.size), at: now)
            session.hasFrame = true
            session.frames += 1
            return true
        } catch {
            warn(session.said("\(error)"))
            captureState.lastFailure = "\(error)"
            _ = try? session.writer.finish(at: now)
            return false
        }
    }

    /// After a resize: finishes the whole-window recording's file at the previous frame and opens the next
    /// one (`FILE-2.png`, …) at the new `size`, with a note naming it.
    private func nextPart(_ session: inout CaptureState.Session, size: PixelSize, _ capturing: FrameCapturing) throws {
        finish(session, at: now)
        let part = session.part + 1
        let path = App.capturePartPath(session.basePath, part: part)
        let note = "note: the window is now \(size.width)×\(size.height) pixels; the capture goes on in \(path) (one file per window size)"
        PickerLabMain.printError(session.said(note))
        session.writer = try capturing.makeAnimationWriter(path: path, size: size, fast: !options.headless)
        session.path = path
        session.part = part
        session.size = size
        session.hasFrame = false
    }

    /// The file of part `part` (2, 3, …) of the recording asked for at `path`: `c.png` → `c-2.png`.
    nonisolated static func capturePartPath(_ path: String, part: Int) -> String {
        let ext = (path as NSString).pathExtension
        let stem = ext.isEmpty ? path : String(path.dropLast(ext.count + 1))
        return stem + "-\(part)" + (ext.isEmpty ? "" : "." + ext)
    }

    private func finish(_ session: CaptureState.Session, at time: Double) {
        do { try session.writer.finish(at: time) } catch { warn(session.said("\(error)")) }
    }

    /// `image` on a canvas of `size` pixels, top-left aligned: cut where it is larger, transparent where it is
    /// smaller (after a resize, the recording keeps the size it started with).
    nonisolated static func fitted(_ image: PixelImage, to size: PixelSize) -> PixelImage {
        guard image.width != size.width || image.height != size.height else { return image }
        var out = PixelImage(width: size.width, height: size.height)
        let w = min(image.width, size.width) * 4
        for y in 0..<min(image.height, size.height) {
            out.rgba.replaceSubrange((y * size.width * 4)..<(y * size.width * 4 + w), with: image.rgba[(y * image.width * 4)..<(y * image.width * 4 + w)])
        }
        return out
    }

    /// The frame size of a recording of `region` (pixels, clamped to the drawable; nil all of it) at `scale`.
    nonisolated static func captureSize(region: PixelRect?, drawable: PixelSize, scale: Double) -> PixelSize {
        var w = drawable.width, h = drawable.height
        if let r = region {
            let x = min(max(0, r.x), max(0, w - 1)), y = min(max(0, r.y), max(0, h - 1))
            w = min(max(1, r.width), max(1, w - x)); h = min(max(1, r.height), max(1, h - y))
        }
        return PixelSize(width: max(1, Int((Double(w) * scale).rounded())), height: max(1, Int((Double(h) * scale).rounded())))
    }
}
