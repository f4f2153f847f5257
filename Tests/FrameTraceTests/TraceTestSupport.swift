import Foundation
@testable import FrameTrace

/// A fresh path in a new temporary directory (the directory is created, the file is not).
func temporaryTracePath(_ name: String = "trace.json") -> String {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("FrameTraceTests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent(name).path
}

/// The file's bytes as a string ("" if unreadable).
func readText(_ path: String) -> String {
    (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}

/// Parses the file with Foundation's strict parser and returns its `traceEvents`.
func strictEvents(_ path: String) throws -> [[String: Any]] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let object = try JSONSerialization.jsonObject(with: data)
    guard let root = object as? [String: Any], let events = root["traceEvents"] as? [[String: Any]] else {
        throw CocoaError(.coderReadCorrupt)
    }
    return events
}

/// A wall clock the test moves by hand (seconds).
final class ManualClock {
    var now = 0.0
    var function: () -> Double { { self.now } }
}

/// The phases of one synthetic frame, µs offsets from its start: (name, start, end).
let syntheticPhases: [(String, Int64, Int64)] = [
    ("input", 0, 200), ("animate", 200, 500), ("layout", 500, 1500),
    ("paint", 1500, 4000), ("render", 4000, 9000), ("present", 9000, 10_000),
]

/// Writes `frames` synthetic frames: frame i starts at 20 000·i µs and lasts 10 000 µs,
/// except every 4th frame, which lasts 20 000 µs (missing its 16 667 µs deadline), and
/// frame 2, which takes zero time with zero-length phases. Each frame has one input event
/// and one counter set. Returns the writer (not finished).
@discardableResult
func writeSyntheticSession(_ writer: TraceWriter, frames: Int) -> TraceWriter {
    for index in 0..<frames {
        let start = Int64(index) * 20_000 + 1_000
        let length: Int64 = index == 2 ? 0 : (index % 4 == 3 ? 20_000 : 10_000)
        writer.inputEvent(kind: "down", x: 10.5, y: Double(index), pointer: 0, tsUs: start - 500)
        writer.beginFrame(index: index, startUs: start, deadlineUs: 16_667)
        for (name, from, to) in syntheticPhases {
            let scale = length == 0 ? 0 : length / 10_000
            writer.phase(name, startUs: start + from * scale, endUs: start + to * scale)
        }
        writer.frameCounters(tsUs: start, animations: index % 3, drawCalls: 12, vertices: 480,
                             textureCacheBytes: 65_536)
        writer.endFrame(endUs: start + length)
    }
    return writer
}

/// What the writer puts before any frame.
enum TraceWriterLayout {
    /// Metadata events `init` writes without labels: the process name, the main thread's and the `Actual
    /// frames` track's names, and their two sort indices.
    static let headerEvents = 5
}

/// A JSON number as a Double (a trace's `ts`/`dur` may be fractional microseconds); NaN when absent.
func number(_ value: Any?) -> Double { (value as? NSNumber)?.doubleValue ?? .nan }
