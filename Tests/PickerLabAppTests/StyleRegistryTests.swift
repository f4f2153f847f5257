@testable import Controls
import Foundation
@testable import PickerLabApp
@testable import SceneGraph
import Testing

/// `BuiltinStyles` is the one list of style names: every path that names a style takes exactly its names,
/// and the gallery shows each with its caption on its backdrop.
@MainActor
struct StyleRegistryTests {
    let names = BuiltinStyles.names
    var known: String { names.joined(separator: ", ") }

    func message(_ body: () throws -> Any) -> String {
        do { _ = try body(); return "no error" } catch { return "\(error)" }
    }

    func picker(style: String) throws -> [PickerDefinition] {
        try PickerFile.parse(Array(#"{"controls": [{"id": "mine", "style": "\#(style)", "segments": [{"title": "a"}, {"title": "b"}]}]}"#.utf8),
                             path: "p.json", icons: [:])
    }

    @Test func everyPathThatNamesAStyleTakesExactlyTheRegistrysNames() throws {
        let gallery = Gallery()
        #expect(gallery.builtins.map(\.id) == names && gallery.builtins.map(\.style.name) == names)
        var catalog: Script.Catalog = [:]
        for c in gallery.controls { catalog[c.id] = .some(c.segments.map(\.title)) }
        for p in gallery.pagers { catalog[p.id] = .some(nil) }
        #expect(Set(catalog.keys) == Set(names + ["pager"]))

        for name in names {
            #expect(try SpringOverride.parse("\(name)=bouncy").control == name)
            #expect(try Options.parse(["--spring", "\(name)=bouncy"]).springOverrides.map(\.control) == [name])
            #expect(try Options.parse(["--spring-b", "\(name)=snappy"]).springBOverrides.map(\.control) == [name])
            #expect(try picker(style: name).first?.spec == BuiltinStyles.named(name)?.spec)
            #expect(try picker(style: name).first?.style.name == name)
            let script = try Script.parse("set spring \(name)=bouncy\nset spring-b \(name)=none\n", path: "s", catalog: catalog)
            #expect(script.lines.count == 2)
        }
        // A name not in the registry is refused by each, naming exactly the registry's names.
        for bad in ["nope", "Pill", "pager"] {
            #expect(message { try SpringOverride.parse("\(bad)=bouncy") }.hasSuffix("(known: \(known))"))
            #expect(message { try Options.parse(["--spring", "\(bad)=bouncy"]) }.hasSuffix("(known: \(known))"))
            #expect(message { try Options.parse(["--spring-b", "\(bad)=bouncy"]) }.hasSuffix("(known: \(known))"))
            #expect(message { try picker(style: bad) }.hasSuffix("expected one of \(known)"))
            #expect(message { try Script.parse("set spring-b \(bad)=none\n", path: "s", catalog: catalog) }.contains("(known: \(known))"))
        }
        // A picker file without a style lists them too.
        let noStyle = message { try PickerFile.parse(Array(#"{"controls": [{"id": "mine", "segments": [{"title": "a"}]}]}"#.utf8), path: "p.json", icons: [:]) }
        #expect(noStyle.hasSuffix("(one of \(known))"))
    }

    @Test func everyStyleIsShownWithItsCaptionOnItsBackdrop() throws {
        func panel(_ n: Node) -> PanelNode? {
            var p = n.parent
            while let q = p { if let panel = q as? PanelNode { return panel }; p = q.parent }
            return nil
        }
        func find(_ id: String, in n: Node) -> Node? {
            if n.id == id { return n }
            for c in n.children { if let f = find(id, in: c) { return f } }
            return nil
        }
        let defs = try names.map { name in
            var d = try #require(try picker(style: name).first)
            d.id = "file-\(name)"
            return d
        }
        let gallery = Gallery(pickers: defs)
        for style in BuiltinStyles.all {
            let control = try #require(gallery.control(style.name))
            let caption = try #require(find("\(style.name).caption", in: gallery.root) as? TextNode, "\(style.name) has no caption")
            #expect(caption.text == "\(style.name) — \(style.caption)")
            switch style.backdrop {
            case .window: #expect(panel(control) == nil, "\(style.name) sits on the window")
            case .darkPanel: #expect(panel(control)?.backdrop == nil && panel(control) != nil && panel(caption) === panel(control))
            case .colourful: #expect(panel(control)?.backdrop == .gradient && panel(caption) == nil)
            }
            // The picker file's control of the style: the colourful panel follows the style, the dark one does not.
            let mine = try #require(gallery.control("file-\(style.name)"))
            #expect(mine.style.name == style.name)
            let fileCaption = try #require(find("file-\(style.name).caption", in: gallery.root) as? TextNode)
            #expect(fileCaption.text == "file-\(style.name) — \(style.name) from a picker file")
            #expect((panel(mine)?.backdrop != nil) == (style.backdrop == .colourful) && panel(fileCaption) == nil)
        }
        // The gallery's segments and its one pager are the registry's.
        #expect(gallery.builtins.map { $0.segments } == BuiltinStyles.all.map(\.segments))
        #expect(gallery.pagerLink.control === gallery.control(BuiltinStyles.all.first(where: \.pager)!.name))
    }

    /// A comparison with a style name or a `case` on one.
    func styleCheck() throws -> NSRegularExpression {
        let alternatives = names.joined(separator: "|")
        return try NSRegularExpression(pattern: #"([!=]=\s*"(\#(alternatives))")|("(\#(alternatives))"\s*[!=]=)|(case\s+"(\#(alternatives))")"#)
    }

    /// No source file outside the registry (and the style types and specs it lists) keeps a second list of
    /// style names (two names on one line) or checks for one (`== "glass"`, `case "glass":`). Comments do
    /// not count; words that are also other things' names (the `icons` key, the `underline` shape) do not
    /// either, one at a time; the bench names the controls it measures in its scripts.
    @Test func noSourceOutsideTheRegistryListsOrChecksStyleNames() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let allowed = ["Controls/BuiltinStyles.swift", "Controls/StyleSpec.swift", "Controls/Styles/"]
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("pickerlab-bench/") && !allowed.contains(where: $0.hasPrefix) }
        #expect(files.count > 100)
        let check = try styleCheck()
        var found: [String] = []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = String(line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...])
                let listed = names.filter { code.contains("\"\($0)\"") }
                let checked = check.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil
                if listed.count >= 2 || checked { found.append("\(file):\(n + 1): \(code.trimmingCharacters(in: .whitespaces))") }
            }
        }
        #expect(found.isEmpty, "\(found)")
    }

    /// The scan above finds what it looks for (a scan that cannot fail proves nothing): the lines this
    /// change removed.
    @Test func theScanFindsTheOldChecks() throws {
        let check = try styleCheck()
        for old in [#"let backdrop = d.spec.style == "glass""#, #"            case "glass":"#] {
            #expect(check.firstMatch(in: old, range: NSRange(old.startIndex..., in: old)) != nil, "\(old)")
        }
        #expect(check.firstMatch(in: #"let shapes = ["capsule", "underline"]"#, range: NSRange(location: 0, length: 30)) == nil)
    }
}
