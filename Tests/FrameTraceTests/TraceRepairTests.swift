import Foundation
import Testing
@testable import FrameTrace

@Suite struct TraceRepairTests {
    private let closing = "\n],\"displayTimeUnit\":\"ms\"}\n"
    private let eventA = #"{"name":"a","ph":"i","ts":1,"pid":1,"tid":1,"s":"t","args":{"text":"x, y] }"}}"#
    private let eventB = #"{"name":"b","ph":"X","ts":2,"dur":3,"pid":1,"tid":1}"#

    private func file(_ text: String) throws -> String {
        let path = temporaryTracePath()
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func everyCutOffsetKeepsExactlyTheEventsCompleteBeforeIt() throws {
        let source = temporaryTracePath()
        let writer = TraceWriter(path: source, pid: 3)
        writeSyntheticSession(writer, frames: 2)
        writer.finish()
        let original = try Data(contentsOf: URL(fileURLWithPath: source))
        let text = String(decoding: original, as: UTF8.self)
        let header = "{\"traceEvents\":[".utf8.count

        // Byte offset just past each event's closing brace, from the file's own lines.
        var eventEnds: [Int] = []
        var lineStart = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("{\"name\"") {
                eventEnds.append(lineStart + line.utf8.count - (line.hasSuffix(",") ? 1 : 0))
            }
            lineStart += line.utf8.count + 1
        }
        #expect(eventEnds.count == TraceWriterLayout.headerEvents + 2 * 15)

        let path = temporaryTracePath()
        for cut in 0...original.count {
            try original.prefix(cut).write(to: URL(fileURLWithPath: path))
            if cut < header {
                #expect(throws: TraceError.self, "cut \(cut) is inside the header") { try TraceRepair.repair(path: path) }
                continue
            }
            let result = try TraceRepair.repair(path: path)
            let expectedKept = eventEnds.filter { $0 <= cut }.count
            #expect(result.keptEvents == expectedKept, "cut at \(cut)")
            let repaired = try Data(contentsOf: URL(fileURLWithPath: path))
            let events = try strictEvents(path)
            #expect(events.count == expectedKept, "cut at \(cut)")
            let keptBytes = expectedKept == 0 ? header : eventEnds[expectedKept - 1]
            #expect(repaired.prefix(keptBytes) == original.prefix(keptBytes), "kept events are byte-identical")
            if result.wasComplete {
                #expect(repaired == original.prefix(cut))
                #expect(cut >= original.count - 1, "only a file missing at most its final newline is complete")
            } else {
                #expect(result.droppedBytes == cut - keptBytes)
                #expect(repaired == original.prefix(keptBytes) + Data(closing.utf8))
            }
        }
    }

    @Test func aCompleteFileIsLeftUnchangedAndCounted() throws {
        let path = temporaryTracePath()
        let writer = TraceWriter(path: path)
        writeSyntheticSession(writer, frames: 3)
        writer.finish()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let result = try TraceRepair.repair(path: path)
        #expect(result == RepairResult(keptEvents: TraceWriterLayout.headerEvents + 3 * 15, droppedBytes: 0, wasComplete: true))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(result.description == "already complete: 50 events")
    }

    @Test func aFileEndingMidEventDropsThePartialEvent() throws {
        let path = try file("{\"traceEvents\":[\n\(eventA),\n\(eventB.prefix(20))")
        let result = try TraceRepair.repair(path: path)
        #expect(result == RepairResult(keptEvents: 1, droppedBytes: 22, wasComplete: false))
        #expect(readText(path) == "{\"traceEvents\":[\n\(eventA)\(closing)")
        #expect(result.description == "kept 1 events, dropped 22 bytes")
    }

    @Test func aFileEndingRightAfterACommaDropsTheComma() throws {
        let path = try file("{\"traceEvents\":[\n\(eventA),\n\(eventB),")
        let result = try TraceRepair.repair(path: path)
        #expect(result == RepairResult(keptEvents: 2, droppedBytes: 1, wasComplete: false))
        #expect(readText(path) == "{\"traceEvents\":[\n\(eventA),\n\(eventB)\(closing)")
    }

    @Test func aFileEndingInsideTheClosingIsClosedAgain() throws {
        let path = try file("{\"traceEvents\":[\n\(eventA)\n],\"displayTime")
        let result = try TraceRepair.repair(path: path)
        #expect(result.keptEvents == 1 && !result.wasComplete)
        #expect(readText(path) == "{\"traceEvents\":[\n\(eventA)\(closing)")
    }

    @Test func aHeaderWithoutEventsBecomesAnEmptyTrace() throws {
        let path = try file("{\"traceEvents\":[\n")
        #expect(try TraceRepair.repair(path: path).keptEvents == 0)
        #expect(try strictEvents(path).isEmpty)
    }

    @Test func trailingNulBytesAreTreatedAsTheCutOffTail() throws {
        let path = try file("{\"traceEvents\":[\n\(eventA),\n\(eventB)" + String(repeating: "\u{0}", count: 4096))
        let result = try TraceRepair.repair(path: path)
        #expect(result == RepairResult(keptEvents: 2, droppedBytes: 4096, wasComplete: false))
        #expect(try strictEvents(path).count == 2)
    }

    @Test func anArrayFormatFileIsClosedWithABracket() throws {
        let path = try file("[\(eventA),\n\(eventB.dropLast())")
        #expect(try TraceRepair.repair(path: path).keptEvents == 1)
        #expect(readText(path) == "[\(eventA)\n]\n")
    }

    @Test func anEmptyFileIsAnError() throws {
        let path = try file("")
        #expect(throws: TraceError.malformed(path: path, offset: 0, line: 1,
                                              reason: "empty file, no {\"traceEvents\":[ header; nothing to recover before the header ends")) {
            try TraceRepair.repair(path: path)
        }
    }

    @Test func garbageAndHeaderlessFilesAreErrorsAndStayUnchanged() throws {
        for text in ["hello, world", "{\"displayTimeUnit\":\"ms\",\"traceEvent\":[]}", "{\"traceEv", "\u{0}\u{0}"] {
            let path = try file(text)
            do {
                _ = try TraceRepair.repair(path: path)
                Issue.record("\(text.debugDescription) should not repair")
            } catch {
                guard case .malformed(let errorPath, _, _, _) = error else { Issue.record("\(error)"); continue }
                #expect(errorPath == path)
                #expect(error.description.hasPrefix("\(path): malformed at byte "))
            }
            #expect(readText(path) == text)
        }
    }

    @Test func corruptionBeforeTheEndIsReportedNotDiscarded() throws {
        let text = "{\"traceEvents\":[\n\(eventA),\n{\"name\":oops},\n\(eventB)\n"
        let path = try file(text)
        let offset = text.utf8.count - "oops},\n\(eventB)\n".utf8.count
        #expect(throws: TraceError.malformed(path: path, offset: offset, line: 3,
                                              reason: "unexpected character; repair only fixes a file cut off at its end")) {
            try TraceRepair.repair(path: path)
        }
        #expect(readText(path) == text)
    }

    @Test func aMissingFileIsUnreadable() {
        let path = temporaryTracePath("missing.json")
        #expect {
            try TraceRepair.repair(path: path)
        } throws: { error in
            guard case .unreadable(let errorPath, _)? = error as? TraceError else { return false }
            return errorPath == path
        }
    }

    @Test func aCompleteFileFollowedByNulPaddingKeepsEveryByteOfItsJSON() throws {
        let json = "{\"traceEvents\":[\n\(eventA),\n\(eventB)\n],\"displayTimeUnit\":\"ns\",\"otherData\":{\"app\":\"pickerlab\"}}\n"
        let path = try file(json + String(repeating: "\u{0}", count: 512))
        let result = try TraceRepair.repair(path: path)
        #expect(result == RepairResult(keptEvents: 2, droppedBytes: 512, wasComplete: false))
        #expect(readText(path) == json, "only the padding is stripped; otherData and displayTimeUnit stay as they were")
    }

    @Test func aTraceWhoseEventsAreNotTheFirstKeyIsValidForRepairAsForSummary() throws {
        let json = "{\"displayTimeUnit\":\"ms\",\"otherData\":{},\"traceEvents\":[\n\(eventA),\n\(eventB)\n]}\n"
        let path = try file(json)
        #expect(try TraceRepair.repair(path: path) == RepairResult(keptEvents: 2, droppedBytes: 0, wasComplete: true))
        #expect(readText(path) == json)
        #expect(try TraceSummary.loadEvents(path: path).count == 2)

        // Cut off: closed without repeating the displayTimeUnit it already has.
        let cut = try file("{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n\(eventA),\n\(eventB.prefix(9))")
        #expect(try TraceRepair.repair(path: cut).keptEvents == 1)
        #expect(readText(cut) == "{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n\(eventA)\n]}\n")
        #expect(try strictEvents(cut).count == 1)
        #expect(try TraceSummary.loadEvents(path: cut).count == 1)
    }

    @Test(arguments: [[0xC0, 0x80], [0x80], [0xED, 0xA0, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xE2, 0x28, 0xA1], [0xFF]] as [[UInt8]])
    func invalidUTF8IsAnErrorNamingItsByteOffsetInRepairAndSummary(bad: [UInt8]) throws {
        let head = Array("{\"traceEvents\":[\n\(eventB),\n{\"name\":\"".utf8)
        let bytes = head + bad + Array("\",\"ph\":\"i\",\"ts\":1}\n],\"displayTimeUnit\":\"ms\"}\n".utf8)
        let path = temporaryTracePath()
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let expected = TraceError.malformed(path: path, offset: head.count, line: 3, reason: "invalid UTF-8")
        #expect(throws: expected) { try TraceSummary.loadEvents(path: path) }
        #expect(throws: TraceError.malformed(path: path, offset: head.count, line: 3,
                                              reason: "invalid UTF-8; repair only fixes a file cut off at its end")) {
            try TraceRepair.repair(path: path)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(bytes), "left unchanged")
    }

    @Test func wellFormedUTF8IsKeptExactly() throws {
        let path = try file("{\"traceEvents\":[\n{\"name\":\"é€😀\",\"ph\":\"i\",\"ts\":1}\n],\"displayTimeUnit\":\"ms\"}\n")
        #expect(try TraceRepair.repair(path: path).wasComplete)
        #expect(try TraceSummary.loadEvents(path: path).first?.name == "é€😀")
    }
}
