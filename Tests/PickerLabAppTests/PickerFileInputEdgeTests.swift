@testable import Controls
@testable import PickerLabApp
import Testing

/// Picker-file inputs a breaker found: a byte-order mark, odd titles, huge numbers, wide characters.
@MainActor
struct PickerFileInputEdgeTests {
    func error(_ bytes: [UInt8]) -> String {
        do { _ = try PickerFile.parse(bytes, path: "p.json", icons: [:]); return "no error" } catch { return "\(error)" }
    }
    func error(_ text: String) -> String { error(Array(text.utf8)) }

    @Test func aByteOrderMarkIsSkippedAndColumnsCountAfterIt() throws {
        let text = "{\"controls\": [{\"id\": \"a\", \"style\": \"pill\", \"segments\": [\"x\"]}]}"
        let defs = try PickerFile.parse([0xEF, 0xBB, 0xBF] + Array(text.utf8), path: "bom.json", icons: [:])
        #expect(defs.map(\.id) == ["a"])
        let bad = [0xEF, 0xBB, 0xBF] + Array("{\"controls\": [{\"id\": \"a\", \"style\": \"pill\", \"height\": 1, \"segments\": [\"x\"]}]}".utf8)
        #expect(error(bad).hasPrefix(#"p.json:1:54: "height": expected a number from 16 to 200, got 1"#), "got: \(error(bad))")
    }
}

extension PickerFileInputEdgeTests {
    @Test func anOutOfRangeNumberIsShownAsWritten() {
        let huge = "{\"controls\": [{\"id\": \"a\", \"style\": \"pill\", \"height\": 1e400, \"segments\": [\"x\"]}]}"
        #expect(error(huge).hasPrefix(#"p.json:1:54: "height": expected a number from 16 to 200, got 1e400"#), "got: \(error(huge))")
        let digits = String(repeating: "9", count: 5000)
        let long = error("{\"controls\": [{\"id\": \"a\", \"style\": \"pill\", \"height\": \(digits), \"segments\": [\"x\"]}]}")
        #expect(long.hasSuffix("got " + String(repeating: "9", count: 60) + "…(5000 bytes)"), "got: \(long)")
        let radius = error("{\"controls\": [{\"id\": \"a\", \"style\": \"pill\", \"height\": 40, \"cornerRadius\": 30.0, \"segments\": [\"x\"]}]}")
        #expect(radius.hasSuffix("got 30.0"), "got: \(radius)")
    }
}

extension PickerFileInputEdgeTests {
    @Test(arguments: [#"\ud800"#, #"a\u0000b"#, #"a\tb"#, #"a\nb"#, #"a\u007fb"#, "a\u{7F}b", "a\u{85}b"])
    func aTitleOrBadgeWithControlCharactersIsRejected(text: String) {
        let object = error("{\"controls\": [{\"id\": \"a\", \"style\": \"pill\", \"segments\": [{\"title\": \"\(text)\"}]}]}")
        #expect(object.hasPrefix(#"p.json:1:67: "title": a title is text without control characters"#), "got: \(object)")
        let plain = error("{\"controls\": [{\"id\": \"a\", \"style\": \"pill\", \"segments\": [\"\(text)\"]}]}")
        #expect(plain.hasPrefix(#"p.json:1:57: "segments": a title is text without control characters"#), "got: \(plain)")
        let badge = error("{\"controls\": [{\"id\": \"a\", \"style\": \"pill\", \"segments\": [{\"title\": \"x\", \"badge\": \"\(text)\"}]}]}")
        #expect(badge.hasPrefix(#"p.json:1:81: "badge": a badge is text without control characters"#), "got: \(badge)")
    }

    @Test func aWrittenReplacementCharacterOrSurrogatePairIsStillText() throws {
        let defs = try PickerFile.parse(Array("{\"controls\": [{\"id\": \"a\", \"style\": \"pill\", \"segments\": [\"\u{FFFD}\", \"\\ud83d\\ude00\"]}]}".utf8),
                                        path: "p.json", icons: [:])
        #expect(defs.first?.segments.map(\.title) == ["\u{FFFD}", "😀"])
    }
}

extension PickerFileInputEdgeTests {
    @Test func columnsCountCharactersAsEditorsShowThem() {
        // "é", "😀" and the family "👨‍👩‍👧" (five scalars joined) are one column each: 3 columns, not 7.
        let e = error("{\"controls\": [{\"id\": \"a\", \"style\": \"pill\", \"segments\": [{\"title\": \"é😀👨‍👩‍👧\", \"tint\": 3}]}]}")
        #expect(e.hasPrefix(#"p.json:1:82: "tint": expected a colour"#), "got: \(e)")
        // A byte that is not UTF-8 still counts one column.
        let bad = error([UInt8]("{\"a\": \"".utf8) + [0xFF] + Array("\" x".utf8))
        #expect(bad.hasPrefix("p.json:1:8: not JSON: invalid UTF-8"), "got: \(bad)")
    }
}

extension PickerFileInputEdgeTests {
    @Test func columnsStayExactAcrossManyValuesOnOneLine() {
        // Positions are counted on from the previous value; every width of character before the bad one.
        let titles = (0..<40).map { ["\"é\"", "\"😀\"", "\"👨‍👩‍👧\"", "\"e\u{301}\""][$0 % 4] }.joined(separator: ", ")
        let prefix = "{\"controls\": [{\"id\": \"a\", \"style\": \"pill\", \"segments\": [\(titles), "
        let e = error(prefix + "7]}]}")
        #expect(e.hasPrefix("p.json:1:\(prefix.count + 1): \"segments\": expected"), "got: \(e)")
    }
}
