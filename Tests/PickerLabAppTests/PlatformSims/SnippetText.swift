import Foundation

/// Reads numbers out of a printed snippet the way a reader would: with a regular expression per call the
/// platform's API spells (`stiffness = 157.914f`, `setStiffness(157.914f)`, `stiffness: 157.914`), written
/// here independently of the app's own reader so a test checks the text a user pastes.
struct SnippetText {
    let text: String

    /// The first capture of `pattern` as a decimal number (Kotlin's trailing `f` left out by the pattern).
    func number(_ pattern: String) -> Double? {
        guard let re = try? NSRegularExpression(pattern: pattern),
              let m = re.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), m.numberOfRanges > 1,
              let r = Range(m.range(at: 1), in: text) else { return nil }
        let s = String(text[r])
        // Decimal only: the regular expressions below capture [-+0-9.eE]; anything else is not a number.
        guard s.range(of: #"^[-+]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][-+]?[0-9]+)?$"#, options: .regularExpression) != nil else { return nil }
        return Double(s)
    }

    /// `number(pattern)`, failing the test's expectation when it is missing.
    func require(_ pattern: String, _ what: String) throws -> Double {
        guard let v = number(pattern) else { throw Missing(what: what, text: text) }
        return v
    }

    struct Missing: Error, CustomStringConvertible {
        var what: String, text: String
        var description: String { "the snippet has no \(what):\n\(text)" }
    }

    static let num = #"([-+]?[0-9.]+(?:[eE][-+]?[0-9]+)?)"#
}
