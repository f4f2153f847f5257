/// The lines of a script's text, one at a time, without an array of them all.
enum ScriptLines {
    /// Calls `body` with each line's 1-based number and text (without its ending), in order. A line ends at
    /// any line break Swift's `Character.isNewline` knows: LF, CR, CRLF (one break), VT, FF, NEL, U+2028 and
    /// U+2029; the text after the last break is a line too (empty when the text ends with a break).
    /// - Throws: what `body` throws, stopping there.
    static func forEach(in text: String, _ body: (Int, Substring) throws -> Void) throws {
        let utf8 = text.utf8
        var start = utf8.startIndex, i = start, n = 1
        while i != utf8.endIndex {
            let b = utf8[i]
            var breakEnd: String.Index? = nil
            switch b {
            case 0x0A, 0x0B, 0x0C: breakEnd = utf8.index(after: i)
            case 0x0D:
                let next = utf8.index(after: i)
                breakEnd = next != utf8.endIndex && utf8[next] == 0x0A ? utf8.index(after: next) : next
            case 0xC2:   // NEL, C2 85
                let next = utf8.index(after: i)
                if next != utf8.endIndex, utf8[next] == 0x85 { breakEnd = utf8.index(after: next) }
            case 0xE2:   // U+2028, U+2029: E2 80 A8|A9
                let a = utf8.index(after: i)
                if a != utf8.endIndex, utf8[a] == 0x80 {
                    let c = utf8.index(after: a)
                    if c != utf8.endIndex, utf8[c] == 0xA8 || utf8[c] == 0xA9 { breakEnd = utf8.index(after: c) }
                }
            default: break
            }
            if let end = breakEnd {
                try body(n, text[start..<i])
                n += 1
                start = end
                i = end
            } else {
                i = utf8.index(after: i)
            }
        }
        try body(n, text[start..<utf8.endIndex])
    }
}
