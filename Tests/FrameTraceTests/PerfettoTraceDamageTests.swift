import Foundation
@testable import FrameTrace
import Testing

/// A damaged `.pftrace` is named for what it is — **truncated** (the file ends inside a trace packet, as a
/// killed run leaves it: `trace repair` keeps what is before) or **corrupt** (bytes that are not what a
/// writer wrote: repair refuses) — and `trace summary` and `trace repair` name the same byte.
struct PerfettoTraceDamageTests {
    private func write(_ bytes: [UInt8]) throws -> String {
        let path = temporaryTracePath("d.pftrace")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func session() throws -> (bytes: [UInt8], boundaries: [Int]) {
        let path = temporaryTracePath("s.pftrace")
        let writer = PerfettoTraceWriter(path: path, labels: ["renderer: opengl"])
        writeAppLikeSession(writer, frames: 4)
        #expect(writer.finish())
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        var boundaries: [Int] = []
        try bytes.withUnsafeBytes { raw in
            var reader = ProtobufReader(bytes: raw)
            while !reader.isAtEnd { _ = try reader.nextField(); boundaries.append(reader.offset) }
        }
        return (bytes, boundaries)
    }

    /// The summary's and the repair's one-line errors for `bytes`.
    private func errors(_ bytes: [UInt8]) throws -> (summary: String, repair: String, path: String) {
        let path = try write(bytes)
        var summary = "", repair = ""
        do { _ = try TraceSummary.load(path: path) } catch { summary = "\(error)" }
        do { _ = try TraceRepair.repair(path: path) } catch { repair = "\(error)" }
        return (summary, repair, path)
    }

    @Test func aCutFileIsTruncatedAtItsLastWholePacketAndRepairKeepsWhatIsBeforeIt() throws {
        let (bytes, boundaries) = try session()
        let keep = boundaries[boundaries.count / 2], cut = keep + 5
        let path = try write(Array(bytes.prefix(cut)))
        #expect {
            _ = try TraceSummary.load(path: path)
        } throws: { error in
            "\(error)".hasPrefix("\(path): truncated at byte \(keep): ") && "\(error)".contains("pickerlab trace repair \(path)")
        }
        let result = try TraceRepair.repair(path: path)
        #expect(result.droppedBytes == cut - keep && !result.wasComplete)
        #expect(try TraceSummary.load(path: path).frames >= 1)
    }

    @Test func aCutInsideTheFirstPacketIsTruncatedAtByteZeroInBoth() throws {
        let e = try errors([0x0A, 0x05, 0x08])   // a packet claiming 5 bytes, 1 there
        #expect(e.summary.hasPrefix("\(e.path): truncated at byte 0: "), "\(e.summary)")
        #expect(e.repair.hasPrefix("\(e.path): truncated at byte 0: ") && e.repair.contains("nothing to recover"), "\(e.repair)")
    }

    @Test(arguments: [
        ([0x0A, 0x03, 0x08, 0x01, 0x1F], 4),   // a whole packet whose third byte has wire type 7
        ([0x0A, 0x01, 0xFF], 2),               // a whole packet whose only field's varint never ends
        ([0xFF, 0xFF], 0),                     // not a trace at all
    ] as [([UInt8], Int)])
    func corruptBytesAreCorruptAtTheSameByteInSummaryAndRepair(bytes: [UInt8], offset: Int) throws {
        let e = try errors(bytes)
        #expect(e.summary.hasPrefix("\(e.path): corrupt at byte \(offset): "), "\(e.summary)")
        #expect(e.repair.hasPrefix("\(e.path): corrupt at byte \(offset): "), "\(e.repair)")
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: e.path))) == bytes, "a refused repair changes nothing")
    }

    @Test func damageInTheMiddleIsCorruptAtTheSameByteInSummaryAndRepair() throws {
        var (bytes, boundaries) = try session()
        let at = boundaries[boundaries.count / 2]
        bytes[at] = 0x12   // a packet's tag becomes field 2
        let e = try errors(bytes)
        #expect(e.summary.hasPrefix("\(e.path): corrupt at byte \(at): "), "\(e.summary)")
        #expect(e.repair.hasPrefix("\(e.path): corrupt at byte \(at): ") && e.repair.contains("repair only fixes a file cut off at its end"),
                "\(e.repair)")
    }

    /// A last packet whose length is whole but whose bytes are NULs (a write the file system padded after a
    /// crash) is the cut: truncated at its start, in both.
    @Test func aNulPaddedLastPacketIsTruncatedAtItsStart() throws {
        let (bytes, _) = try session()
        let padded = bytes + [0x0A, 0x04, 0x00, 0x00, 0x00, 0x00]
        let e = try errors(padded)
        #expect(e.summary.hasPrefix("\(e.path): truncated at byte \(bytes.count): "), "\(e.summary)")
        #expect(e.repair.isEmpty)
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: e.path))) == bytes)
    }
}
