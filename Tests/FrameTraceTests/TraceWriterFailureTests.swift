import Foundation
import Testing
@testable import FrameTrace

@Suite struct TraceWriterFailureTests {
    @Test func aFullDiskGivesOneWarningAndLaterCallsAreNoOps() {
        // /dev/full opens fine but every write fails with ENOSPC.
        let writer = TraceWriter(path: "/dev/full")
        #expect(writer.failed)
        let warning = writer.warning
        #expect(warning?.contains("No space left on device") == true)
        #expect(warning?.contains("/dev/full") == true)
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
