import Foundation
import Testing
@testable import FrameTrace

@Suite struct TraceEventTests {
    private func encoded(_ body: (inout [UInt8]) -> Void) -> String {
        var buffer: [UInt8] = []
        body(&buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    @Test func encodesAllFieldsInAFixedOrderWithSortedArgs() {
        let event = TraceEvent(name: "tap", cat: "input", ph: .instant, ts: 1_234, pid: 9, tid: 10, scope: "t",
                               args: ["z": 1, "a": "x", "m": true, "d": 0.5])
        #expect(event.jsonText == #"{"name":"tap","cat":"input","ph":"i","ts":1234,"pid":9,"tid":10,"s":"t","args":{"a":"x","d":0.5,"m":true,"z":1}}"#)
        let complete = TraceEvent(name: "frame", ph: .complete, ts: 5, dur: 0, pid: 1, tid: 1)
        #expect(complete.jsonText == #"{"name":"frame","ph":"X","ts":5,"dur":0,"pid":1,"tid":1}"#)
        #expect(complete.endTs == 5)
        #expect(TraceEvent(name: "x", ph: .complete, ts: .max, dur: 10, pid: 0, tid: 0).endTs == .max)
    }

    @Test func escapesQuotesBackslashesAndControlCharacters() {
        let text = encoded { JSONBytes.appendString("a\"b\\c\nd\re\tf\u{8}g\u{c}h\u{1}i\u{1f}j\u{7f}é", to: &$0) }
        #expect(text == #""a\"b\\c\nd\re\tf\bg\fh\u0001i\u001fj"# + "\u{7f}é\"")
    }

    @Test func integersIncludingTheExtremes() {
        #expect(encoded { JSONBytes.appendInt(0, to: &$0) } == "0")
        #expect(encoded { JSONBytes.appendInt(-42, to: &$0) } == "-42")
        #expect(encoded { JSONBytes.appendInt(.max, to: &$0) } == "9223372036854775807")
        #expect(encoded { JSONBytes.appendInt(.min, to: &$0) } == "-9223372036854775808")
    }

    @Test func doublesAreFiniteAndRoundTrip() throws {
        let cases: [(Double, String)] = [
            (16.8, "16.8"), (16, "16"), (-0.0, "0"), (0.1, "0.1"), (1e-7, "1e-07"),
            (.nan, "0"), (.infinity, "0"), (-.infinity, "0"), (0x1p53, "9007199254740992.0"), (1e20, "1e+20"),
        ]
        for (value, expected) in cases {
            let text = encoded { JSONBytes.appendDouble(value, to: &$0) }
            #expect(text == expected)
            let parsed = try JSONSerialization.jsonObject(with: Data("[\(text)]".utf8)) as? [NSNumber]
            let back = try #require(parsed?.first).doubleValue
            #expect(back == (value.isFinite ? value : 0))
        }
    }

    @Test func decodesWhatItEncodes() throws {
        let event = TraceEvent(name: "sel \"x\"", cat: "selection", ph: .instant, ts: 77, pid: 3, tid: 4, scope: "t",
                               args: ["from": 1, "to": -2, "by": "user", "ok": false, "v": 2.5,
                                      "big": .int(.max)])
        let text = event.jsonText
        let value = try Array(text.utf8).withUnsafeBytes { bytes in
            var scanner = JSONScanner(bytes: bytes)
            return try scanner.parseValue()
        }
        #expect(TraceEvent(json: value) == event)
    }

    @Test func decodingRoundsFractionalMicrosecondsAndSkipsNestedArgs() throws {
        let text = #"{"ph":"X","ts":10.6,"dur":2.4,"args":{"list":[1],"obj":{},"nil":null,"n":3}}"#
        let value = try Array(text.utf8).withUnsafeBytes { bytes in
            var scanner = JSONScanner(bytes: bytes)
            return try scanner.parseValue()
        }
        let event = try #require(TraceEvent(json: value))
        #expect(event.name == "" && event.ts == 11 && event.dur == 2 && event.pid == 0)
        #expect(event.args == ["n": 3])
        #expect(TraceEvent(json: .array([])) == nil)
        #expect(TraceEvent(json: .object(["name": .string("no ph")])) == nil)
    }

    @Test func traceArgAccessors() {
        #expect(TraceArg.int(3).doubleValue == 3)
        #expect(TraceArg.double(4).intValue == 4)
        #expect(TraceArg.double(4.5).intValue == nil)
        #expect(TraceArg.double(0x1p63).intValue == nil)
        #expect(TraceArg.string("s").stringValue == "s" && TraceArg.bool(true).boolValue == true)
        #expect(TraceArg.bool(true).doubleValue == nil)
    }
}
