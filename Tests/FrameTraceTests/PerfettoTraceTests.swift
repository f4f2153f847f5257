import Foundation
@testable import FrameTrace
import Testing

/// Drives `writer` through `frames` frames the way the app does: inputs traced during the frame that handled
/// them (a pointer's flow made by the writer, a key's asked for), phases with render passes, counters, motion, a selection change, and
/// every 5th frame late by one vsync. Times in µs.
func writeAppLikeSession(_ writer: any TraceRecording, frames: Int) {
    for index in 0..<frames {
        let start = Int64(index) * 16_667 + 2_000
        let late = index % 5 == 4
        let length: Int64 = late ? 20_000 : 8_000 + Int64(index % 3) * 100
        if index == 3 { writer.selectionChange(control: "glass", from: 0, to: 1, byUser: true, tsUs: start - 100) }
        writer.beginFrame(index: index, startUs: start, deadlineUs: 16_667)
        if index % 2 == 0 { writer.inputEvent(kind: "mouse_move", x: 10, y: Double(index), pointer: 0, tsUs: start, presented: true, flowOut: nil) }
        var at = start
        for (name, share) in zip(TraceNames.phases, [1, 1, 2, 3, 8, 1] as [Int64]) {
            writer.phase(name, startUs: at, endUs: at + length * share / 16)
            if name == "render" { writer.phase("glass.blur", startUs: at + 10, endUs: at + 200) }
            at += length * share / 16
        }
        writer.frameCounters(tsUs: start, animations: 1, drawCalls: 12, vertices: 480, textureCacheBytes: 65_536, damagePixels: 100, damageRects: 1)
        writer.counter(name: "glass.indicator", tsUs: start, values: [("x", 100 + Double(index)), ("width", 60), ("velocity", 60)])
        if index % 2 == 1 {
            let flow = writer.inputFlow(kind: "key", inputUs: start, presentUs: start + length)
            writer.instant(name: TraceNames.inputEvent, category: "input", tsUs: start,
                           args: ["kind": .string("key"), "key": .string("Right"), "presented": .bool(true)], flowOut: flow)
        }
        let expected = start + 16_667 - 2_000
        writer.endFrame(endUs: start + length, timing: FrameTiming(workUs: length - 10, presentUs: 10, expectedPresentUs: expected,
                                                                    actualPresentUs: start + length + (late ? 16_667 : 0),
                                                                    missedVsyncs: late ? 1 : 0))
    }
}

struct PerfettoTraceTests {
    @Test func varintsAndRedundantLengthsFollowTheWireFormat() throws {
        var buffer: [UInt8] = []
        ProtobufEncoder.appendVarint(300, to: &buffer)
        #expect(buffer == [0xAC, 0x02])   // protobuf.dev "Encoding": 300 is AC 02
        buffer = []
        ProtobufEncoder.appendInt(1, -1, to: &buffer)
        #expect(buffer == [0x08] + Array(repeating: 0xFF, count: 9) + [0x01])
        buffer = []
        let message = ProtobufEncoder.beginMessage(2, in: &buffer)
        ProtobufEncoder.appendString(1, "hi", to: &buffer)
        ProtobufEncoder.endMessage(message, in: &buffer)
        #expect(buffer == [0x12, 0x84, 0x80, 0x80, 0x00, 0x0A, 0x02, 0x68, 0x69])
        try buffer.withUnsafeBytes { raw in
            var reader = ProtobufReader(bytes: raw)
            let (field, value) = try reader.nextField()
            #expect(field == 2)
            var inner = try #require(value.message)
            let (f, v) = try inner.nextField()
            #expect(f == 1 && v.string == "hi")
        }
    }

    /// The same calls give the same figures whichever format is written: the summary read back from the
    /// `.pftrace` equals the one kept while writing it and the JSON's, and `trace compare` reads the same run.
    @Test func summaryAndCompareReadAPftraceAsTheyReadTheJSONOfTheSameSession() throws {
        let jsonPath = temporaryTracePath("a.json"), pfPath = temporaryTracePath("a.pftrace")
        let json = TraceWriter(path: jsonPath, labels: ["renderer: software", "refresh: 60 Hz"])
        let pf = PerfettoTraceWriter(path: pfPath, labels: ["renderer: software", "refresh: 60 Hz"])
        writeAppLikeSession(json, frames: 30)
        writeAppLikeSession(pf, frames: 30)
        #expect(json.finish() && pf.finish())
        let fromFile = try TraceSummary.load(path: pfPath)
        #expect(fromFile == pf.summaryAccumulator.summary())
        #expect(fromFile == json.summaryAccumulator.summary())
        #expect(fromFile.frames == 30 && fromFile.missedVsyncs == 6 && fromFile.renderer == "software")
        #expect(fromFile.inputLatency.count == 30)
        let a = try TraceRun.load(path: jsonPath), b = try TraceRun.load(path: pfPath)
        #expect(a.frames == b.frames)
        #expect(a.inputs == b.inputs)
        #expect(a.selectionChanges == b.selectionChanges)
        #expect(a.motion == b.motion && b.motion["glass"]?.count == 30)
        #expect(a.phaseMs == b.phaseMs)
        #expect(b.renderer?.contains("software") == true)
        let events = try TraceSummary.loadEvents(path: pfPath)
        let frame = try #require(events.first { $0.name == "frame" && $0.args["index"] == .int(4) })
        #expect(frame.args["missed_vsyncs"] == .int(1) && frame.args["missed"] == .bool(true) && frame.dur == 20_000)
        #expect(events.filter { $0.name == "expected" }.count == 30 && events.filter { $0.name == "late" }.count == 6)
    }

    @Test func aFileThatCannotBeWrittenWarnsOnceAndIgnoresEveryCall() throws {
        let missing = PerfettoTraceWriter(path: "/nonexistent-dir/t.pftrace")
        #expect(missing.failed && missing.warning?.contains("cannot open /nonexistent-dir/t.pftrace") == true)
        writeAppLikeSession(missing, frames: 3)
        #expect(missing.finish() == false)
        let path = temporaryTracePath("full.pftrace")
        let full = PerfettoTraceWriter(path: path, bufferCapacity: 64, injectedFailure: ENOSPC)
        writeAppLikeSession(full, frames: 10)
        #expect(full.warning == "trace: cannot write \(path): No space left on device; tracing stopped")
        #expect(full.finish() == false && full.bytesWritten == 0)
    }

    @Test func theExtensionPicksTheWriter() {
        #expect(TraceRecordings.open(path: temporaryTracePath("x.pftrace"), clock: { 0 }, flushInterval: 1, labels: []) is PerfettoTraceWriter)
        #expect(TraceRecordings.open(path: temporaryTracePath("x.PERFETTO-TRACE"), clock: { 0 }, flushInterval: 1, labels: []) is PerfettoTraceWriter)
        #expect(TraceRecordings.open(path: temporaryTracePath("x.json"), clock: { 0 }, flushInterval: 1, labels: []) is TraceWriter)
        #expect(!TraceRecordings.isProtobuf(path: "dir.pftrace/trace") && !TraceRecordings.isProtobuf(path: ".pftrace"))
    }

    /// Bytes reach the file only as whole packets: after every flush the file decodes to the end.
    @Test func everyFlushLeavesWholePackets() throws {
        let path = temporaryTracePath("stream.pftrace")
        let clock = ManualClock()
        let writer = PerfettoTraceWriter(path: path, clock: clock.function, flushInterval: 0.5, bufferCapacity: 512)
        for step in 0..<12 {
            writeAppLikeSession(writer, frames: 1)
            clock.now += 0.3
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            let result = try bytes.withUnsafeBytes { try PerfettoTraceRepair.scan($0, path: path) }
            #expect(result.keep == bytes.count, "step \(step): \(bytes.count - result.keep) bytes of a partial packet")
        }
        writer.finish()
    }
}
