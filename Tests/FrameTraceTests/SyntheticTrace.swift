import Foundation
@testable import FrameTrace

/// Builds a trace in the truthful-frames format by hand (frames with their vsync args, phases, inputs,
/// selection changes, motion counters), so compare can be tested before the writer emits every field.
struct SyntheticTrace {
    private(set) var events: [String] = []
    private var frameCount = 0

    /// A frame starting at `start` µs: `work` µs of work, presented `present` µs after its start, late by
    /// `missed` vsyncs; a `render` phase of `render` µs. `legacy` writes only the old args (`missed`).
    mutating func frame(start: Int64, work: Int64, present: Int64 = 16_667, missed: Int = 0, render: Int64? = nil, legacy: Bool = false) {
        let dur = max(work, present)
        var args = "\"index\":\(frameCount),\"deadline_us\":16667,\"missed\":\(missed > 0)"
        if !legacy {
            args += ",\"work_us\":\(work),\"present_us\":\(dur - work),\"expected_present_us\":\(start + 16_667),"
                + "\"actual_present_us\":\(start + present),\"missed_vsyncs\":\(missed)"
        }
        events.append("{\"name\":\"frame\",\"ph\":\"X\",\"ts\":\(start),\"dur\":\(dur),\"pid\":1,\"tid\":1,\"args\":{\(args)}}")
        if let render {
            events.append("{\"name\":\"render\",\"ph\":\"X\",\"ts\":\(start),\"dur\":\(render),\"pid\":1,\"tid\":1}")
        }
        frameCount += 1
    }

    /// A presented input event at `ts` µs.
    mutating func input(at ts: Int64) {
        events.append("{\"name\":\"input_event\",\"ph\":\"i\",\"ts\":\(ts),\"pid\":1,\"tid\":1,\"s\":\"t\",\"args\":{\"kind\":\"mouse_down\",\"x\":1,\"y\":2,\"pointer\":0,\"presented\":true}}")
    }

    /// A selection change of `control` at `ts` µs.
    mutating func selectionChange(_ control: String, at ts: Int64, from: Int, to: Int) {
        events.append("{\"name\":\"selection_change\",\"ph\":\"i\",\"ts\":\(ts),\"pid\":1,\"tid\":1,\"s\":\"t\",\"args\":{\"control\":\"\(control)\",\"from\":\(from),\"to\":\(to),\"by\":\"user\"}}")
    }

    /// An indicator counter sample of `control` at `ts` µs (points).
    mutating func indicator(_ control: String, at ts: Int64, x: Double, width: Double) {
        events.append("{\"name\":\"\(control).indicator\",\"ph\":\"C\",\"ts\":\(ts),\"pid\":1,\"tid\":1,\"args\":{\"velocity\":0,\"width\":\(width),\"x\":\(x)}}")
    }

    /// The process metadata naming the renderer.
    mutating func renderer(_ name: String) {
        events.append("{\"name\":\"process_name\",\"ph\":\"M\",\"ts\":0,\"pid\":1,\"tid\":0,\"args\":{\"name\":\"pickerlab\",\"renderer\":\"\(name)\"}}")
    }

    /// The whole file (JSON Object Format).
    var text: String { "{\"traceEvents\":[\n" + events.joined(separator: ",\n") + "\n],\"displayTimeUnit\":\"ms\"}\n" }

    /// The run as `trace compare` reads it.
    var run: TraceRun { get throws { try TraceRun.load(path: try write()) } }

    /// Writes the file to a fresh temporary path and returns it.
    func write() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("synthetic-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url.path
    }
}
