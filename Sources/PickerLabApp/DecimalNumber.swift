/// The one number syntax of the command line, scripts and spring specs: a decimal number.
///
/// Accepted: an optional sign, digits with an optional fraction (`2`, `0.5`, `.5`, `5.`), and an optional
/// decimal exponent (`1e9`, `2.5E-3`), ASCII only, nothing around it. Refused: hexadecimal (`0x10`,
/// `0x1p3`), `inf`, `nan`, `infinity`, digit separators, spaces, and anything too large to be finite
/// (`1e400`). Swift's `Double(String)` alone takes all of those, which is why every option and command
/// reads its numbers here.
enum DecimalNumber {
    /// The value `text` spells, or nil when it is not a finite decimal number.
    static func parse<S: StringProtocol>(_ text: S) -> Double? {
        let bytes = Array(text.utf8)
        var i = 0
        func digits() -> Int {
            let start = i
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
            return i - start
        }
        if i < bytes.count, bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }   // + -
        var mantissa = digits()
        if i < bytes.count, bytes[i] == 0x2E { i += 1; mantissa += digits() }   // .
        guard mantissa > 0 else { return nil }
        if i < bytes.count, bytes[i] == 0x65 || bytes[i] == 0x45 {   // e E
            i += 1
            if i < bytes.count, bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }
            guard digits() > 0 else { return nil }
        }
        guard i == bytes.count, let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }
}
