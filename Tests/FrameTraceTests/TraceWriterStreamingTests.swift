import Foundation
import Testing
@testable import FrameTrace

@Suite struct TraceWriterStreamingTests {
    private func frameCount(inText text: String) -> Int {
        text.components(separatedBy: "\"name\":\"frame\"").count - 1
    }

    @Test func flushPutsEndedFramesOnDiskBeforeFinish() throws {
        let path = temporaryTracePath()
        let clock = ManualClock()
        let writer = TraceWriter(path: path, clock: clock.function)
        writeSyntheticSession(writer, frames: 5)
        #expect(frameCount(inText: readText(path)) == 0, "buffered, not yet written")

        writer.flush()
        let text = readText(path)
        #expect(frameCount(inText: text) == 5)
        #expect(text.hasPrefix("{\"traceEvents\":[\n"))
        #expect(text.hasSuffix("}"), "a flushed file ends with a complete event")
        #expect(writer.eventsWritten == TraceWriterLayout.headerEvents + 5 * (1 + 6 + 1 + 1 + 6))

        // An open frame is not written by flush; it is when it ends.
        writer.beginFrame(index: 5, startUs: 200_000, deadlineUs: 16_667)
        writer.phase("layout", startUs: 200_000, endUs: 201_000)
        writer.flush()
        #expect(frameCount(inText: readText(path)) == 5)
        writer.endFrame(endUs: 202_000)
        writer.flush()
        #expect(frameCount(inText: readText(path)) == 6)
        writer.finish()
    }

    @Test func flushesByItselfOnceASecondOfClockTimeHasPassed() throws {
        let path = temporaryTracePath()
        let clock = ManualClock()
        clock.now = 100
        let writer = TraceWriter(path: path, clock: clock.function)
        let headerOnly = readText(path)
        #expect(headerOnly.contains("thread_name"), "init writes the header at once")

        clock.now = 100.5
        writeSyntheticSession(writer, frames: 3)
        #expect(readText(path) == headerOnly, "half a second: still buffered")

        clock.now = 101.0
        writer.beginFrame(index: 3, startUs: 61_000, deadlineUs: 16_667)
        writer.endFrame(endUs: 62_000)
        #expect(frameCount(inText: readText(path)) == 4, "one second after the last flush")

        clock.now = 101.9
        writer.beginFrame(index: 4, startUs: 81_000, deadlineUs: 16_667)
        writer.endFrame(endUs: 82_000)
        #expect(frameCount(inText: readText(path)) == 4)

        clock.now = 102.0
        writer.instant(name: "between frames", tsUs: 90_000)
        let text = readText(path)
        #expect(frameCount(inText: text) == 5)
        #expect(text.contains("between frames"))
        writer.finish()
    }

    @Test func aFullBufferIsWrittenWithoutWaitingForTheClock() throws {
        let path = temporaryTracePath()
        let clock = ManualClock()
        let writer = TraceWriter(path: path, clock: clock.function, bufferCapacity: 1024)
        writeSyntheticSession(writer, frames: 40)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(size > 40 * 1024 / 2, "most of the session is on disk")
        #expect(frameCount(inText: readText(path)) >= 38)
        writer.finish()
        #expect(frameCount(inText: readText(path)) == 40)
    }

    @Test func buffersAreReusedSoMemoryStaysBounded() throws {
        let path = temporaryTracePath()
        let clock = ManualClock()
        let writer = TraceWriter(path: path, clock: clock.function, bufferCapacity: 4096)
        writeSyntheticSession(writer, frames: 2000)
        #expect(writer.eventsWritten > 2000 * 10)
        writer.finish()
        #expect(try strictEvents(path).count == TraceWriterLayout.headerEvents + 2000 * 15)
    }
}
