/// The one rule for the text of a segment's title (picker files' `"title"` and plain-string segments, a
/// script's `segments` line) and, with a shorter length, a badge: what a script can name, a label can draw
/// and a frame can shape in time.
enum SegmentTitle {
    /// The most Characters (grapheme clusters) in a title.
    static let maxCharacters = 80
    /// The most combining marks (Unicode categories Mn, Mc, Me) in one Character: Vietnamese stacks 2,
    /// Tibetan and Indic clusters at most about 6; 301 ("zalgo" text) took frames to 350 ms to shape.
    static let maxMarksPerCharacter = 8
    /// The most Unicode scalars in one Character (an emoji ZWJ family is 7–11; a ZWJ chain can be endless).
    static let maxScalarsPerCharacter = 32

    /// Why `text` cannot be a title (or a badge of at most `maxCharacters`), or nil when it can: empty or too
    /// long, holding a control character (NUL, tab, newline, ESC, DEL, C1), a line or paragraph separator
    /// (U+2028, U+2029: scripts end a line there), or a Character with too many combining marks or scalars.
    static func problem(_ text: String, what: String = "title", maxCharacters: Int = SegmentTitle.maxCharacters) -> String? {
        let a = what == "title" ? "a title" : "a \(what)"
        guard !text.isEmpty, text.count <= maxCharacters else { return "\(a) has 1 to \(maxCharacters) characters" }
        if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "\(a) is text without control characters"
        }
        let separators: [Unicode.GeneralCategory] = [.lineSeparator, .paragraphSeparator]
        let marks: [Unicode.GeneralCategory] = [.nonspacingMark, .spacingMark, .enclosingMark]
        if text.unicodeScalars.contains(where: { separators.contains($0.properties.generalCategory) }) {
            return "\(a) is one line of text (no line or paragraph separator U+2028/U+2029)"
        }
        for (i, c) in text.enumerated() {
            let count = c.unicodeScalars.count { marks.contains($0.properties.generalCategory) }
            if count > maxMarksPerCharacter {
                return "\(a)'s character \(i + 1) has \(count) combining marks; at most \(maxMarksPerCharacter) a character"
            }
            let scalars = c.unicodeScalars.count
            if scalars > maxScalarsPerCharacter {
                return "\(a)'s character \(i + 1) is \(scalars) code points; at most \(maxScalarsPerCharacter) a character"
            }
        }
        return nil
    }

    /// Why segments whose disabled states are `isDisabled` (in order) cannot be a control's list, or nil
    /// when they can: the one rule a picker file's `"segments"` and a script's `segments` line share — at
    /// least one segment is enabled, so the selection always has somewhere to rest.
    static func listProblem(isDisabled: [Bool]) -> String? {
        isDisabled.contains(false) ? nil : "at least one segment must be enabled"
    }
}
