import Testing
@testable import PickerLabApp

/// Script words are split on UTF-8 bytes: a title that starts with a combining mark or a joiner can be
/// named in quotes (Swift's Characters made the quote and the mark one grapheme: "unterminated quote").
struct ScriptTokenizeTests {
    let catalog: Script.Catalog = ["c": ["\u{301}x", "\u{200D}", "ok"], "pager": nil]

    @Test func aQuotedTitleStartingWithACombiningMarkIsOneWord() throws {
        let tokens = try Script.tokenize("tap c \"\u{301}x\"", fail: { ScriptError(path: "s", line: 1, message: $0) })
        #expect(tokens == ["tap", "c", "\u{301}x"])
        let s = try Script.parse("tap c \"\u{301}x\"\ntap c \"\u{200D}\"\n", path: "s", catalog: catalog)
        #expect(s.lines.map(\.command) == [.tap(control: "c", label: "\u{301}x"), .tap(control: "c", label: "\u{200D}")])
    }

    @Test func segmentsTakesTitlesStartingWithAMarkOrAJoiner() throws {
        let s = try Script.parse("segments c \"\u{301}\u{301}\" \"\u{200D}a\" b\n", path: "s", catalog: catalog)
        #expect(s.lines.map(\.command) == [.segments(control: "c", titles: ["\u{301}\u{301}", "\u{200D}a", "b"])])
    }

    @Test func linesEndAtEveryBreakAsBefore() throws {
        var seen: [(Int, String)] = []
        try ScriptLines.forEach(in: "a\r\nb\rc\nd\u{2028}e\u{85}f\u{0C}g\n") { seen.append(($0, String($1))) }
        #expect(seen.map(\.1) == ["a", "b", "c", "d", "e", "f", "g", ""])
        #expect(seen.map(\.0) == Array(1...8))
    }

    @Test func aRepeatedModifierIsRefused() {
        #expect(throws: ScriptError(path: "s", line: 1, message: "key 'Ctrl+Ctrl+A': Ctrl is given twice (each modifier at most once)")) {
            try Script.parse("key Ctrl+Ctrl+A", path: "s", catalog: catalog)
        }
        #expect(throws: ScriptError(path: "s", line: 1, message: "key 'shift+Alt+SHIFT+Tab': Shift is given twice (each modifier at most once)")) {
            try Script.parse("key shift+Alt+SHIFT+Tab", path: "s", catalog: catalog)
        }
    }
}
