import Foundation
import Testing
@testable import FrameTrace

@Suite struct TraceWriterFailureTests {
    @Test func aFullDiskGivesOneWarningAndLaterCallsAreNoOps() {
        // A full disk, simulated in-process: the file opens fine but every write fails with ENOSPC.
        let path = temporaryTracePath()
        let writer = TraceWriter(path: path, injectedFailure: ENOSPC)
        #expect(writer.failed)
        let warning = writer.warning
        #expect(warning == "trace: cannot write \(path): No space left on device; tracing stopped")
        writeSyntheticSession(writer, frames: 10)
        writer.flush()
        #expect(writer.finish() == false)
        #expect(writer.warning == warning, "still exactly the first warning")
        #expect(writer.eventsWritten == 0)
        #expect(writer.finish() == false)
    }

    @Test func aPathInAMissingDirectoryGivesAWarning() {
        let path = "/nonexistent-\(UUID().uuidString)/trace.json"
        let writer = TraceWriter(path: path)
        #expect(writer.failed)
        #expect(writer.warning == "trace: cannot open \(path) for writing: No such file or directory; tracing disabled")
        writeSyntheticSession(writer, frames: 3)
        writer.flush()
        #expect(!writer.finish())
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aPathThatIsADirectoryGivesAWarning() {
        let directory = (temporaryTracePath() as NSString).deletingLastPathComponent
        let writer = TraceWriter(path: directory)
        #expect(writer.failed)
        #expect(writer.warning?.contains("Is a directory") == true)
        writer.instant(name: "ignored", tsUs: 1)
        #expect(!writer.finish())
    }
}

#if canImport(Glibc)
import Glibc
#endif

@Suite struct TraceWriterMidSessionFailureTests {
    @Test func aDiskThatFillsUpMidSessionKeepsWhatWasWrittenRepairable() throws {
        let path = temporaryTracePath()
        let writer = TraceWriter(path: path)
        writeSyntheticSession(writer, frames: 3)
        writer.flush()
        let written = writer.eventsWritten
        #expect(written == TraceWriterLayout.headerEvents + 3 * 15 && !writer.failed)

        // The disk fills up (simulated in-process): the next write fails with ENOSPC.
        let file = try #require(writer.file)
        file.injectedFailure = ENOSPC

        writeSyntheticSession(writer, frames: 3)
        writer.flush()
        #expect(writer.failed)
        #expect(writer.warning == "trace: cannot write \(path): No space left on device; tracing stopped")
        writer.beginFrame(index: 9, startUs: 1_000_000, deadlineUs: 16_667)
        writer.endFrame(endUs: 1_010_000)
        #expect(!writer.finish())
        #expect(writer.eventsWritten == written)

        // The file holds what reached the disk: unfinished but repairable.
        let result = try TraceRepair.repair(path: path)
        #expect(result.keptEvents == written && !result.wasComplete)
        #expect(try TraceSummary.load(path: path).frames == 3)
    }
}
