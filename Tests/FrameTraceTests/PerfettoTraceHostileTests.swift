import Foundation
@testable import FrameTrace
import Testing

/// Hostile and damaged `.pftrace` files: a one-line error naming the byte, never a trap or a hang; `trace
/// repair` drops a partial last packet and nothing else.
struct PerfettoTraceHostileTests {
    private func write(_ bytes: [UInt8], _ name: String = "h.pftrace") throws -> String {
        let path = temporaryTracePath(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func session(frames: Int) throws -> (path: String, bytes: [UInt8]) {
        let path = temporaryTracePath("s.pftrace")
        let writer = PerfettoTraceWriter(path: path, labels: ["renderer: opengl"])
        writeAppLikeSession(writer, frames: frames)
        #expect(writer.finish())
        return (path, Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    @Test(arguments: [
        ([0x0A], "truncated", "cut off"),                                    // a tag and nothing more
        ([0x0A, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F], "truncated", "claims"),       // a 4 GiB packet in a 6-byte file
        ([0x0A, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01], "corrupt", "longer than 10 bytes"),
        ([0x0A, 0x03, 0x40, 0xFF, 0xFF], "corrupt", "cut off"),           // a whole packet whose timestamp varint never ends
        ([0x0A, 0x02, 0x00, 0x00], "truncated", "NUL bytes"),             // a whole packet of NULs: a crash's padding
        ([0x0A, 0x02, 0x5B, 0x00], "corrupt", "wire type 3"),             // a group (field 11, start group)
        ([0x0A, 0x00, 0x12, 0x00], "corrupt", "expected a TracePacket"),  // field 2 at the top level
        ([0x0A, 0x05, 0x5A, 0x03, 0x48, 0x01], "truncated", "claims"),    // a packet longer than the file
    ] as [([UInt8], String, String)])
    func malformedBytesAreAnErrorNamingTheOffset(bytes: [UInt8], kind: String, message: String) throws {
        let path = try write(bytes)
        #expect {
            _ = try TraceSummary.load(path: path)
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("\(path): \(kind) at byte ") && text.contains(message) && !text.contains("\n") && !text.contains("(line")
        }
    }

    @Test func garbageWithAPftraceNameIsNotATrace() throws {
        for bytes in [Array("hello, world".utf8), [0x00, 0x01, 0x02], Array(repeating: 0xFF, count: 4096)] {
            let path = try write(bytes)
            #expect(throws: TraceError.self) { _ = try TraceSummary.load(path: path) }
            #expect(throws: TraceError.self) { _ = try TraceRun.load(path: path) }
            #expect(throws: TraceError.self) { _ = try TraceRepair.repair(path: path) }
            #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == bytes, "a failed repair changes nothing")
        }
        #expect(throws: TraceError.self) { _ = try TraceSummary.load(path: try write([])) }
    }

    /// Random damage anywhere in a real trace: an error or a summary, never a crash (each in one pass).
    @Test func randomDamageNeverTraps() throws {
        let (_, bytes) = try session(frames: 12)
        var generator = SystemRandomNumberGenerator()
        for round in 0..<300 {
            var damaged = bytes
            for _ in 0..<(1 + round % 4) { damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            if round % 3 == 0 { damaged = Array(damaged.prefix(Int.random(in: 1..<damaged.count, using: &generator))) }
            let path = try write(damaged)
            _ = try? TraceSummary.load(path: path)
            _ = try? TraceRun.load(path: path)
            _ = try? TraceRepair.repair(path: path)
        }
    }

    /// Cut at every byte: repair keeps the whole packets before the cut (or says there is nothing to keep),
    /// and the result reads back with the frames it holds.
    @Test func repairAfterACutAtAnyByteKeepsEveryWholePacket() throws {
        let (_, bytes) = try session(frames: 4)
        let full = try TraceSummary.load(path: try write(bytes))
        #expect(full.frames == 4)
        var boundaries: [Int] = []
        try bytes.withUnsafeBytes { raw in
            var reader = ProtobufReader(bytes: raw)
            while !reader.isAtEnd { _ = try reader.nextField(); boundaries.append(reader.offset) }
        }
        for cut in stride(from: 1, to: bytes.count, by: 7) {
            let path = try write(Array(bytes.prefix(cut)))
            let keep = boundaries.last { $0 <= cut } ?? 0
            if keep == 0 {
                #expect(throws: TraceError.self) { _ = try TraceRepair.repair(path: path) }
                continue
            }
            let result = try TraceRepair.repair(path: path)
            #expect(result.droppedBytes == cut - keep && result.wasComplete == (cut == keep))
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(bytes.prefix(keep)))
            #expect(try TraceSummary.load(path: path).frames <= 4)
        }
        // A complete file is left as it is; NUL padding after it (a crashed file system) is dropped.
        let complete = try write(bytes)
        #expect(try TraceRepair.repair(path: complete) == RepairResult(keptEvents: boundaries.count, droppedBytes: 0, wasComplete: true))
        let padded = try write(bytes + Array(repeating: 0, count: 100))
        #expect(try TraceRepair.repair(path: padded).droppedBytes == 100)
        #expect(try Data(contentsOf: URL(fileURLWithPath: padded)) == Data(bytes))
    }

    /// Damage before the end is reported, not repaired by throwing away the good packets after it.
    @Test func damageInTheMiddleIsReportedNotRepaired() throws {
        var (_, bytes) = try session(frames: 4)
        var boundaries: [Int] = []
        try bytes.withUnsafeBytes { raw in
            var reader = ProtobufReader(bytes: raw)
            while !reader.isAtEnd { _ = try reader.nextField(); boundaries.append(reader.offset) }
        }
        bytes[boundaries[boundaries.count / 2]] = 0x12   // a packet's tag becomes field 2
        let path = try write(bytes)
        #expect {
            _ = try TraceRepair.repair(path: path)
        } throws: { "\($0)".contains("repair only fixes a file cut off at its end") }
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == bytes)
    }
}
