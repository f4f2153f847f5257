import Controls
import Foundation

/// Parsing of the spring inspector's script lines: `inspector …` and `set spring-b STYLE=SPEC`.
extension Script {
    /// The snippet keys `inspector copy` takes (the copy buttons').
    static let copyPlatforms = ["swiftui", "uikit", "flutter", "compose", "android", "css"]

    /// `inspector show CONTROL | type FIELD VALUE | copy PLATFORM | swap [CONTROL] | keep-b`.
    /// - Throws: the line's `ScriptError` for an unknown subcommand, field, platform or control, or a
    ///   VALUE that is not a decimal number.
    static func inspectorCommand(_ args: [String], fail: (String) -> ScriptError, control: (String) throws -> Void) throws -> InspectorScriptCommand {
        let usage = "usage: inspector show CONTROL | type FIELD VALUE | copy PLATFORM | swap [CONTROL] | keep-b"
        guard let what = args.first else { throw fail(usage) }
        let rest = Array(args.dropFirst())
        switch (what, rest.count) {
        case ("show", 1):
            try control(rest[0])
            return .show(rest[0])
        case ("type", 2):
            guard SpringParameterisation.allKeys.contains(rest[0]) else {
                throw fail("unknown inspector field '\(excerpt(rest[0]))' (known: \(SpringParameterisation.allKeys.joined(separator: ", ")))")
            }
            // Typed as a user types into the field, which takes digits, '.' and '-' only: an exponent would
            // lose its 'e' and apply another value.
            guard InspectorPanel.decimal(rest[1]) != nil, rest[1].allSatisfy({ "0123456789.-".contains($0) }) else {
                throw fail("bad value '\(excerpt(rest[1]))' (a decimal number of digits, '.' and '-', as the field takes it)")
            }
            return .type(field: rest[0], value: rest[1])
        case ("copy", 1):
            guard copyPlatforms.contains(rest[0]) else { throw fail("unknown platform '\(excerpt(rest[0]))' (known: \(copyPlatforms.joined(separator: ", ")))") }
            return .copy(rest[0])
        case ("swap", 0...1):
            if let id = rest.first { try control(id) }
            return .swap(rest.first)
        case ("keep-b", 0):
            return .keepB
        default:
            throw fail(usage)
        }
    }

    /// `STYLE=SPEC` of `set spring-b` (as `--spring-b`; `STYLE=none` removes the control's B). STYLE is any
    /// control of `catalog` with segments (a picker file's too), as `set spring` takes.
    static func springB(_ value: String, catalog: Catalog, fail: (String) -> ScriptError) throws -> SpringOverride {
        let o: SpringOverride
        if value.hasSuffix("=none"), let id = value.split(separator: "=", maxSplits: 1).first, !id.isEmpty, value.count == id.count + 5 {
            o = SpringOverride(control: String(id), animation: .default, spec: "none")
        } else {
            do { o = try SpringOverride.parse(value, anyControl: true) } catch let e as OptionError {
                throw fail(e.message.hasPrefix("--spring: ") ? String(e.message.dropFirst(10)) : e.message)
            }
        }
        guard (catalog[o.control] ?? nil) != nil else {
            let known = catalog.filter { $0.value != nil }.keys.sorted()
            throw fail("unknown style '\(excerpt(o.control))' (known: \(known.joined(separator: ", ")))")
        }
        return o
    }
}
