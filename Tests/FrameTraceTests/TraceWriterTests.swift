import Foundation
import Testing
@testable import FrameTrace

@Suite struct TraceWriterTests {
    @Test func syntheticSessionIsStrictJSONWithNestedPhasesAndMetadata() throws {
        let path = temporaryTracePath()
        let writer = TraceWriter(path: path, pid: 7)
        writeSyntheticSession(writer, frames: 12)
        #expect(writer.finish())
        #expect(writer.warning == nil)

        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(root["displayTimeUnit"] as? String == "ms")
        let events = try strictEvents(path)
        #expect(writer.eventsWritten == events.count)

        let metadata = events.filter { $0["ph"] as? String == "M" && ($0["name"] as? String)?.hasSuffix("_name") == true }
        let names = metadata.map { "\($0["name"]!)=\(($0["args"] as! [String: Any])["name"]!)" }
        #expect(names == ["process_name=pickerlab", "thread_name=main", "thread_name=Actual frames"])
        #expect(events.allSatisfy { $0["pid"] as? Int == 7 && ($0["tid"] as? Int == 7 || $0["tid"] as? Int == Int(TraceWriter.actualFramesTid)) })

        var frames: [[String: Any]] = []
        var current: (ts: Double, end: Double)?
        var phaseCount = 0
        for event in events where event["ph"] as? String == "X" && event["tid"] as? Int == 7 {
            let ts = number(event["ts"]), dur = number(event["dur"])
            #expect(dur > 0, "every slice has a length Perfetto can nest")
            if event["name"] as? String == "frame" {
                if let previous = current { #expect(ts >= previous.end, "frames never overlap") }
                frames.append(event)
                current = (ts, ts + dur)
            } else {
                let parent = try #require(current, "a phase follows its frame")
                #expect(ts >= parent.ts && ts + dur <= parent.end, "\(event) nests in its frame")
                phaseCount += 1
            }
        }
        #expect(frames.count == 12)
        #expect(phaseCount == 12 * 6)

        let missed = frames.map { (($0["args"] as! [String: Any])["missed"] as! Bool) }
        #expect(missed == (0..<12).map { $0 % 4 == 3 })
        let indices = frames.map { (($0["args"] as! [String: Any])["index"] as! Int) }
        #expect(indices == Array(0..<12))
        #expect(frames.allSatisfy { (($0["args"] as! [String: Any])["deadline_us"] as! Int) == 16_667 })

        // The zero-length frame 2 and its phases: a few nanoseconds, so they still nest.
        #expect(number(frames[2]["dur"]) < 0.1)
        let frameTimes = events.filter { $0["name"] as? String == "frame_ms" }
            .map { (($0["args"] as! [String: Any])["value"] as! NSNumber).doubleValue }
        #expect(frameTimes.count == 12)
        #expect(frameTimes[2] == 0)
        #expect(frameTimes[3] == 20)
        #expect(frameTimes[0] == 10)
    }

    @Test func writesTheDocumentedLinesExactly() throws {
        let path = temporaryTracePath()
        let writer = TraceWriter(path: path, pid: 42)
        writer.instant(name: "boot", tsUs: 5)
        writer.beginFrame(index: 0, startUs: 100, deadlineUs: 16_667)
        writer.phase("layout", startUs: 50, endUs: 300)       // starts before the frame: clamped
        writer.inputEvent(kind: "down", x: 1.5, y: 2, pointer: 3, tsUs: 120)
        writer.phase("paint", startUs: 300, endUs: 20_000)    // ends after the frame: clamped
        writer.endFrame(endUs: 16_900)
        writer.finish()
        let expected = """
        {"traceEvents":[
        {"name":"process_name","ph":"M","ts":0,"pid":42,"tid":42,"args":{"name":"pickerlab"}},
        {"name":"thread_name","ph":"M","ts":0,"pid":42,"tid":42,"args":{"name":"main"}},
        {"name":"thread_name","ph":"M","ts":0,"pid":42,"tid":2,"args":{"name":"Actual frames"}},
        {"name":"thread_sort_index","ph":"M","ts":0,"pid":42,"tid":42,"args":{"sort_index":0}},
        {"name":"thread_sort_index","ph":"M","ts":0,"pid":42,"tid":2,"args":{"sort_index":1}},
        {"name":"boot","cat":"event","ph":"n","id2":{"local":"0x1"},"ts":5,"pid":42,"tid":42},
        {"name":"frame","cat":"frame","ph":"X","ts":100,"dur":16800,"pid":42,"tid":42,"args":{"index":0,"deadline_us":16667,"missed":true}},
        {"name":"layout","cat":"phase","ph":"X","ts":100,"dur":200,"pid":42,"tid":42},
        {"name":"paint","cat":"phase","ph":"X","ts":300.001,"dur":16599.998,"pid":42,"tid":42},
        {"name":"frame_ms","cat":"counter","ph":"C","ts":100,"pid":42,"tid":42,"args":{"value":16.8}},
        {"name":"input_event","cat":"input","ph":"n","id2":{"local":"0x2"},"ts":120,"pid":42,"tid":42,"args":{"kind":"down","x":1.5,"y":2,"pointer":3,"presented":true,"flow":1}}
        ],"displayTimeUnit":"ms"}

        """
        #expect(readText(path) == expected)
        // Frame and phase times in ns (fractional µs): `paint` starts 1 ns after `layout` ends, so Perfetto
        // never reads them as overlapping, and the frame keeps its recorded start and end.
        #expect(writer.eventsWritten == 11)
    }

    @Test func missedMeansStrictlyLongerThanTheDeadline() throws {
        let path = temporaryTracePath()
        let writer = TraceWriter(path: path)
        writer.beginFrame(index: 0, startUs: 0, deadlineUs: 1000)
        writer.endFrame(endUs: 1000)   // exactly the deadline: not missed
        writer.beginFrame(index: 1, startUs: 1000, deadlineUs: 1000)
        writer.endFrame(endUs: 2001)   // 1 µs over: missed
        writer.beginFrame(index: 2, startUs: 3000, deadlineUs: 0)
        writer.endFrame(endUs: 3000)   // zero deadline, zero time: not missed, no division
        writer.finish()
        let frames = try strictEvents(path).filter { $0["name"] as? String == "frame" }
        #expect(frames.map { ($0["args"] as! [String: Any])["missed"] as! Bool } == [false, true, false])
    }

    @Test func nonFiniteCounterValuesAreWrittenAsZero() throws {
        let path = temporaryTracePath()
        let writer = TraceWriter(path: path)
        writer.beginFrame(index: 0, startUs: 0, deadlineUs: 16_667)
        writer.counter(name: "odd", tsUs: 0, values: [("nan", .nan), ("inf", .infinity), ("neg", -.infinity), ("ok", 0.25)])
        writer.counter(name: "single", tsUs: 0, value: .nan)
        writer.endFrame(endUs: 0)
        writer.finish()
        let text = readText(path)
        #expect(!text.contains(":nan") && !text.contains(":inf") && !text.contains(":-inf"))
        let events = try strictEvents(path)
        let odd = try #require(events.first { $0["name"] as? String == "odd" }?["args"] as? [String: Any])
        #expect((odd["nan"] as? NSNumber)?.doubleValue == 0)
        #expect((odd["inf"] as? NSNumber)?.doubleValue == 0)
        #expect((odd["neg"] as? NSNumber)?.doubleValue == 0)
        #expect((odd["ok"] as? NSNumber)?.doubleValue == 0.25)
        let single = try #require(events.first { $0["name"] as? String == "single" }?["args"] as? [String: Any])
        #expect((single["value"] as? NSNumber)?.doubleValue == 0)
    }

    @Test func stringsAreEscapedAndRoundTrip() throws {
        let path = temporaryTracePath()
        let writer = TraceWriter(path: path, processName: "pick\"er\\lab")
        let nasty = "quote\" backslash\\ newline\n tab\t bell\u{07} nul\u{0} é 🎛"
        writer.selectionChange(control: nasty, from: 0, to: 2, byUser: true, tsUs: 10)
        writer.feedbackPulse(control: "tabs", index: 2, tsUs: 11)
        writer.finish()
        let events = try strictEvents(path)
        let change = try #require(events.first { $0["name"] as? String == "selection_change" })
        let args = try #require(change["args"] as? [String: Any])
        #expect(args["control"] as? String == nasty)
        #expect(args["by"] as? String == "user")
        #expect(args["from"] as? Int == 0 && args["to"] as? Int == 2)
        let pulse = try #require(events.first { $0["name"] as? String == "selection_feedback" })
        #expect((pulse["args"] as? [String: Any])?["index"] as? Int == 2)
        #expect((events[0]["args"] as? [String: Any])?["name"] as? String == "pick\"er\\lab")
        // One event per line: no raw newline inside any event.
        #expect(readText(path).split(separator: "\n").count == events.count + 2)
    }

    @Test func framesNeverOverlapAndAnUnendedFrameIsClosed() throws {
        let path = temporaryTracePath()
        let writer = TraceWriter(path: path)
        writer.beginFrame(index: 0, startUs: 1000, deadlineUs: 16_667)
        writer.phase("layout", startUs: 1000, endUs: 3000)
        writer.beginFrame(index: 1, startUs: 2000, deadlineUs: 16_667) // previous ended at 3000
        writer.endFrame(endUs: 2500)                                    // clamped to its start
        writer.beginFrame(index: 2, startUs: 4000, deadlineUs: 16_667)
        writer.phase("paint", startUs: 4000, endUs: 4700)
        writer.finish()                                                  // ends frame 2 at 4700
        let frames = try strictEvents(path).filter { $0["name"] as? String == "frame" }
        #expect(frames.map { number($0["ts"]) } == [1000, 3000, 4000])
        #expect(frames.map { number($0["dur"]).rounded() } == [2000, 0, 700])
    }

    @Test func phaseOutsideAFrameIsWrittenStandAlone() throws {
        let path = temporaryTracePath()
        let writer = TraceWriter(path: path)
        writer.phase("startup", startUs: 10, endUs: 5)
        writer.finish()
        let event = try #require(try strictEvents(path).first { $0["name"] as? String == "startup" })
        #expect(event["ts"] as? Int == 10 && event["dur"] as? Int == 0)
    }

    @Test func finishIsIdempotentAndLaterCallsAreIgnored() throws {
        let path = temporaryTracePath()
        let writer = TraceWriter(path: path)
        writeSyntheticSession(writer, frames: 2)
        #expect(writer.finish())
        let text = readText(path)
        let written = writer.eventsWritten
        #expect(writer.finish())
        writer.beginFrame(index: 9, startUs: 1_000_000, deadlineUs: 1)
        writer.endFrame(endUs: 2_000_000)
        writer.instant(name: "late", tsUs: 3)
        writer.flush()
        #expect(readText(path) == text)
        #expect(writer.eventsWritten == written)
        #expect(writer.isFinished && !writer.failed)
    }

    @Test func deinitFinishesTheFile() throws {
        let path = temporaryTracePath()
        do {
            let writer = TraceWriter(path: path)
            writeSyntheticSession(writer, frames: 3)
        }
        #expect(try strictEvents(path).filter { $0["name"] as? String == "frame" }.count == 3)
    }

    @Test func microsecondsFromSecondsRoundsAndStaysFinite() {
        #expect(TraceWriter.microseconds(fromSeconds: 1.5) == 1_500_000)
        #expect(TraceWriter.microseconds(fromSeconds: 0.0000016) == 2)
        #expect(TraceWriter.microseconds(fromSeconds: .nan) == 0)
        #expect(TraceWriter.microseconds(fromSeconds: .infinity) == .max)
        #expect(TraceWriter.microseconds(fromSeconds: -.infinity) == .min)
    }
}
