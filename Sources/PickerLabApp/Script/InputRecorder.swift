import Foundation
import Geometry
import SceneGraph

/// Writes the session's real input (mouse, touch, keys, resizes, with their times) as an input script
/// (see `Script`), so the session can be replayed exactly with `--script`. Each line is written with one
/// `write(2)` as it happens, so the file is complete and readable however the run ends (window button,
/// Escape, SIGINT, SIGTERM — and up to the last event even after SIGKILL).
///
/// Waits are the differences of the event times rounded to microseconds, so their sum in the replay equals
/// each event's rounded time (no drift over a long recording).
@MainActor
public final class InputRecorder {
    private let handle: FileHandle
    /// The file being written.
    public let path: String
    private var lastWritten = 0.0   // rounded seconds of the last event written
    /// Lines written (commands, not comments).
    public private(set) var count = 0

    /// Creates (or truncates) the file at `path` and writes a header comment.
    /// - Throws: `OptionError` naming the path when it cannot be created.
    public init(path: String, header: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil), let h = FileHandle(forWritingAtPath: path) else {
            throw OptionError("--record: cannot create '\(path)'")
        }
        handle = h
        self.path = path
        write("# " + header)
    }

    /// Records `event` that happened at `time` seconds since the run started.
    public func record(_ event: PlatformEvent, time: Double) {
        let line: String
        switch event {
        case .pointer(let p):
            let phase = p.phase == .began ? "down" : p.phase == .ended ? "up" : p.phase == .moved ? "move" : nil
            guard let phase else { return }
            line = p.kind == .mouse ? "mouse \(phase) \(num(p.position.x)) \(num(p.position.y))"
                : "touch \(phase) \(p.id - 1) \(num(p.position.x)) \(num(p.position.y))"
        case .key(let k):
            line = "key " + (k.shift ? "Shift+" : "") + k.key.sdlName
        case .resized(let s):
            line = "resize \(num(s.width)) \(num(s.height))"
        default:
            return
        }
        let t = (max(0, time) * 1e6).rounded() / 1e6
        if t > lastWritten { write("wait " + num(t - lastWritten, digits: 6)); lastWritten = t }
        write(line)
        count += 1
    }

    private func write(_ line: String) {
        try? handle.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Ends the recording at `time` (seconds since the run started): a final wait up to the last frame, so a
    /// replay lasts as long as the session did, then closes the file.
    public func finish(at time: Double) {
        let t = (max(0, time) * 1e6).rounded() / 1e6
        if t > lastWritten { write("wait " + num(t - lastWritten, digits: 6)); lastWritten = t }
        write("# end")
        close()
    }

    /// Closes the file.
    public func close() { try? handle.close() }

    private func num(_ v: Double, digits: Int = 3) -> String {
        let scale = digits == 6 ? 1e6 : 1e3
        let r = (v * scale).rounded() / scale
        if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
        return String(format: "%.\(digits)f", r).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
    }
}
