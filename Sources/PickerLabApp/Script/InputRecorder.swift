import Foundation
import FrameTrace
import Geometry
import SceneGraph

/// Writes the session's real input (mouse, touch, keys with their modifiers, resizes, focus changes, with
/// their times, after the window size and the options in force) as an input script
/// (see `Script`), so the session can be replayed exactly with `--script`. Each line is written with one
/// `write(2)` as it happens, so the file is complete and readable however the run ends (window button,
/// Escape, SIGINT, SIGTERM — and up to the last event even after SIGKILL).
///
/// Waits are the differences of the event times rounded to microseconds, so their sum in the replay equals
/// each event's rounded time (no drift over a long recording).
@MainActor
public final class InputRecorder {
    private let file: TraceOutputFile
    /// The file being written.
    let path: String
    private var lastWritten = 0.0   // rounded seconds of the last event written
    /// Lines written (commands, not comments).
    private(set) var count = 0
    /// Why the recording stopped (a full disk), once a write has failed; later lines are not written.
    private(set) var warning: String?
    private let warn: (String) -> Void

    /// Creates (or truncates) the file at `path` and writes a header comment.
    /// - Parameters:
    ///   - warn: called once, with a one-line warning, when a write fails (a full disk): the recording stops
    ///     there and the run goes on (the app then exits 1, as for `--trace`).
    ///   - injectedFailure: for tests: every write fails with this `errno` (a full disk simulated in-process).
    /// - Throws: `OptionError` naming the path and the system's reason when it cannot be created.
    init(path: String, header: String, injectedFailure: Int32? = nil, warn: @escaping (String) -> Void = { _ in }) throws {
        switch TraceOutputFile.create(path: path) {
        case .failure(let failure): throw OptionError("--record: cannot create '\(path)': \(failure.message)")
        case .success(let opened): file = opened
        }
        file.injectedFailure = injectedFailure
        self.path = path
        self.warn = warn
        write("# " + header)
    }

    /// Records `event` that happened at `time` seconds since the run started.
    func record(_ event: PlatformEvent, time: Double) {
        let line: String
        switch event {
        case .pointer(let p):
            let phase = p.phase == .began ? "down" : p.phase == .ended ? "up" : p.phase == .moved ? "move" : nil
            guard let phase else { return }
            line = p.kind == .mouse ? "mouse \(phase) \(num(p.position.x)) \(num(p.position.y))"
                : "touch \(phase) \(p.id - 1) \(num(p.position.x)) \(num(p.position.y))"
        case .key(let k):
            guard !k.key.sdlName.isEmpty else { return }   // a key SDL has no name for: nothing to replay
            line = "key " + Script.keyToken(k.key, modifiers: k.modifiers)
        case .resized(let s):
            line = "resize \(num(s.width)) \(num(s.height))"
        case .focusLost:
            line = "focus lost"
        case .focusGained:
            line = "focus gained"
        case .wheel(_, let n):
            line = "wheel \(num(n.x)) \(num(n.y))"
        default:
            return
        }
        record(line: line, time: time)
    }

    /// Records the script command `line` (a `set` or a `resize`) as happening at `time` seconds.
    func record(line: String, time: Double) {
        let t = (max(0, time) * 1e6).rounded() / 1e6
        if t > lastWritten { write("wait " + num(t - lastWritten, digits: 6)); lastWritten = t }
        write(line)
        count += 1
    }

    /// Records how the session starts, so a replay starts the same whatever its own options: the window size
    /// (`resize W H`, in points) and the options in force (`set …`), at time 0.
    func recordStart(windowSize: Size, settings: [ScriptSetting]) {
        record(line: "resize \(num(windowSize.width)) \(num(windowSize.height))", time: 0)
        for setting in settings { record(line: setting.line, time: 0) }
    }

    /// Writes `line` with one `write(2)`; the first failure warns once and stops the recording.
    private func write(_ line: String) {
        guard warning == nil else { return }
        if let failure = file.write(Array((line + "\n").utf8)) {
            let message = "recording: cannot write \(path): \(failure.message); recording stopped"
            warning = message
            warn(message)
        }
    }

    /// Ends the recording at `time` (seconds since the run started): a final wait up to the last frame, so a
    /// replay lasts as long as the session did, then closes the file.
    func finish(at time: Double) {
        let t = (max(0, time) * 1e6).rounded() / 1e6
        if t > lastWritten { write("wait " + num(t - lastWritten, digits: 6)); lastWritten = t }
        write("# end")
        close()
    }

    /// Closes the file.
    func close() { file.close() }

    private func num(_ v: Double, digits: Int = 3) -> String {
        let scale = digits == 6 ? 1e6 : 1e3
        let r = (v * scale).rounded() / scale
        if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
        return String(format: "%.\(digits)f", r).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
    }
}
