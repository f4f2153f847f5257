import Testing
@testable import FrameTrace

@Suite struct JSONScannerTests {
    private func parse(_ text: String) -> Result<JSONValue, JSONScanError> {
        Array(text.utf8).withUnsafeBytes { bytes in
            var scanner = JSONScanner(bytes: bytes)
            return Result { () throws(JSONScanError) -> JSONValue in
                let value = try scanner.parseValue()
                scanner.skipWhitespace()
                guard scanner.isAtEnd else { throw scanner.error("trailing data") }
                return value
            }
        }
    }

    @Test func parsesEveryKindOfValue() throws {
        let value = try parse(#" {"a":[1,-2.5e1,true,false,null],"b":"x\u00e9\ud83c\udf9b\/","c":{}} "#).get()
        #expect(value == .object([
            "a": .array([.int(1), .double(-25), .bool(true), .bool(false), .null]),
            "b": .string("xé🎛/"),
            "c": .object([:]),
        ]))
        #expect(try parse("9223372036854775808").get() == .double(9_223_372_036_854_775_808))
        #expect(try parse("1e400").get() == .double(.greatestFiniteMagnitude))
    }

    @Test func reportsTruncationAtTheEndOfInput() {
        for text in ["{", "{\"a\"", "{\"a\":", "[1,", "\"abc", "tr", "-", "1.", "1e", "{\"a\":1", "\"\\u00"] {
            guard case .failure(let error) = parse(text) else { Issue.record("\(text) parsed"); continue }
            #expect(error == JSONScanError(offset: text.utf8.count, reason: "unexpected end of file", atEnd: true),
                    "\(text)")
        }
    }

    @Test func reportsMalformedInputAtTheOffendingByte() {
        let cases: [(String, Int, String)] = [
            ("[1 2]", 3, "expected ',' or ']'"),
            ("{\"a\" 1}", 5, "expected ':'"),
            ("{1:2}", 1, "expected a string key"),
            ("[01]", 2, "expected ',' or ']'"),
            ("[+1]", 1, "unexpected character"),
            ("\"a\nb\"", 2, "control character in string"),
            ("\"\\x\"", 2, "invalid escape"),
            ("nul ", 0, "invalid literal"),
            ("[1.e5]", 3, "invalid number"),
            ("1 2", 2, "trailing data"),
        ]
        for (text, offset, reason) in cases {
            guard case .failure(let error) = parse(text) else { Issue.record("\(text) parsed"); continue }
            #expect(error == JSONScanError(offset: offset, reason: reason, atEnd: false), "\(text.debugDescription)")
        }
    }

    @Test func countsLines() {
        Array("a\nb\nc".utf8).withUnsafeBytes { bytes in
            #expect(JSONScanner.line(of: 0, in: bytes) == 1)
            #expect(JSONScanner.line(of: 2, in: bytes) == 2)
            #expect(JSONScanner.line(of: 5, in: bytes) == 3)
        }
    }
}

@Suite struct JSONDocumentTests {
    @Test func membersKeepTheirOrderAndPositions() throws {
        let doc = try JSONDocument.parse(Array("{\n  \"b\": [1, true],\n  \"a\": \"é\"\n}".utf8))
        guard case .object(let members) = doc.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["b", "a"])
        #expect((members[0].line, members[0].column) == (2, 3))
        #expect((members[0].value.line, members[0].value.column) == (2, 8))
        #expect(members[1].value.value == .string("é"))
        guard case .array(let items) = members[0].value.value else { Issue.record("not an array"); return }
        #expect(items.map(\.value) == [.number(1), .bool(true)] && items[1].column == 12)
    }

    @Test func aSyntaxErrorNamesItsLineAndColumn() {
        #expect(throws: JSONSyntaxError(line: 2, column: 8, reason: "expected ',' or '}'")) {
            try JSONDocument.parse(Array("{\"a\": 1,\n\"b\": 2 \"c\"}".utf8))
        }
        #expect(throws: JSONSyntaxError(line: 1, column: 8, reason: "unexpected text after the JSON value")) {
            try JSONDocument.parse(Array("[1, 2] x".utf8))
        }
    }
}
