import Foundation
import Geometry
import SceneGraph

/// An input script: one command a line, `#` starts a comment, labels with spaces are quoted.
/// ```
/// wait SECONDS
/// mouse down X Y            mouse move X Y            mouse up X Y
/// touch down ID X Y         touch move ID X Y         touch up ID X Y
/// key NAME                  (SDL key names: Left, Right, Tab, Home, End, Escape, …; Shift+Tab)
/// tap CONTROL LABEL
/// drag CONTROL FROM TO SECONDS [touch]
/// swipe pager DX SECONDS [touch]
/// screenshot FILE.png       dump FILE.json            resize W H
/// capture start FILE.png [X Y W H | CONTROL]            capture stop
/// expect selected CONTROL LABEL
/// expect indicator CONTROL X WIDTH [TOLERANCE]
/// expect page pager INDEX
/// expect offset pager PAGES [TOLERANCE]
/// ```
public struct Script: Equatable, Sendable {
    public var lines: [ScriptLine]

    /// What the script may name: each control id with its segment labels (nil labels: a control without
    /// segments, such as the pager).
    public typealias Catalog = [String: [String]?]

    /// The longest `wait`, in seconds (an hour: a headless run works through every frame of it).
    public static let maxWait = 3600.0
    /// The longest `drag` or `swipe`, in seconds.
    public static let maxGesture = 60.0

    /// SDL key names the script accepts besides single characters and F1…F24.
    static let keyNames: Set<String> = ["Left", "Right", "Up", "Down", "Tab", "Home", "End", "Escape", "Space", "Return", "Enter", "Backspace", "Delete", "PageUp", "PageDown"]

    /// Parses `text`; `path` names the file in errors.
    /// - Throws: `ScriptError` for the first malformed line (unknown command, bad number, unknown control or
    ///   label), before anything runs.
    public static func parse(_ text: String, path: String, catalog: Catalog) throws -> Script {
        var out: [ScriptLine] = []
        // Any line ending: LF, CRLF (one Character in Swift) or a lone CR.
        for (i, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let n = i + 1
            func fail(_ m: String) -> ScriptError { ScriptError(path: path, line: n, message: m) }
            let tokens = try tokenize(String(raw), fail: fail)
            guard let head = tokens.first else { continue }
            let args = Array(tokens.dropFirst())
            func number(_ s: String, _ what: String, min: Double = -1e9, max: Double = 1e9) throws -> Double {
                guard let v = Double(s), v.isFinite, v >= min, v <= max else {
                    throw fail("bad \(what) '\(s)'" + (max < 1e9 ? " (\(Int(min))…\(Int(max)))" : ""))
                }
                return v
            }
            func pane(_ id: String) throws {
                guard try control(id) == nil else { throw fail("'\(id)' is not a paged pane (this command takes pager)") }
            }
            func count(_ range: ClosedRange<Int>, _ usage: String) throws {
                guard range.contains(args.count) else { throw fail("usage: \(usage)") }
            }
            func control(_ id: String) throws -> [String]? {
                guard let entry = catalog[id] else { throw fail("unknown control '\(id)' (known: \(catalog.keys.sorted().joined(separator: ", ")))") }
                return entry
            }
            func label(_ id: String, _ l: String) throws -> String {
                guard let labels = try control(id) else { throw fail("control '\(id)' has no labels") }
                guard labels.contains(l) else { throw fail("unknown label '\(l)' of \(id) (known: \(labels.map { "\"\($0)\"" }.joined(separator: ", ")))") }
                return l
            }
            func phase(_ s: String) throws -> PointerPhase {
                switch s {
                case "down": return .began
                case "move": return .moved
                case "up": return .ended
                default: throw fail("expected down, move or up, got '\(s)'")
                }
            }
            let command: ScriptCommand
            switch head {
            case "wait":
                try count(1...1, "wait SECONDS")
                command = .wait(try number(args[0], "seconds", min: 0, max: Script.maxWait))
            case "mouse":
                try count(3...3, "mouse down|move|up X Y")
                command = .mouse(try phase(args[0]), Point(x: try number(args[1], "x"), y: try number(args[2], "y")))
            case "touch":
                try count(4...4, "touch down|move|up ID X Y")
                guard let id = Int(args[1]), id >= 0, id < 1_000_000 else { throw fail("bad touch id '\(args[1])'") }
                command = .touch(try phase(args[0]), id: id, Point(x: try number(args[2], "x"), y: try number(args[3], "y")))
            case "key":
                try count(1...1, "key NAME")
                var name = args[0], shift = false
                if name.hasPrefix("Shift+") { shift = true; name = String(name.dropFirst(6)) }
                let isFunction = name.count >= 2 && name.first == "F" && (Int(name.dropFirst()).map { (1...24).contains($0) } ?? false)
                guard keyNames.contains(name) || name.count == 1 || isFunction else { throw fail("unknown key '\(args[0])'") }
                command = .key(Key(sdlName: name), shift: shift)
            case "tap":
                try count(2...2, "tap CONTROL LABEL")
                command = .tap(control: args[0], label: try label(args[0], args[1]))
            case "drag":
                try count(4...5, "drag CONTROL FROM TO SECONDS [touch]")
                if args.count == 5, args[4] != "touch" { throw fail("expected 'touch' or nothing after the seconds, got '\(args[4])'") }
                command = .drag(control: args[0], from: try label(args[0], args[1]), to: try label(args[0], args[2]),
                                seconds: try number(args[3], "seconds", min: 0, max: Script.maxGesture), touch: args.count == 5)
            case "swipe":
                try count(3...4, "swipe CONTROL DX SECONDS [touch]")
                if args.count == 4, args[3] != "touch" { throw fail("expected 'touch' or nothing after the seconds, got '\(args[3])'") }
                try pane(args[0])
                command = .swipe(control: args[0], dx: try number(args[1], "dx"), seconds: try number(args[2], "seconds", min: 0, max: Script.maxGesture), touch: args.count == 4)
            case "screenshot":
                try count(1...1, "screenshot FILE.png")
                command = .screenshot(args[0])
            case "dump":
                try count(1...1, "dump FILE.json")
                command = .dump(args[0])
            case "capture":
                switch args.first {
                case "start":
                    guard [2, 3, 6].contains(args.count) else { throw fail("usage: capture start FILE.png [X Y W H | CONTROL]") }
                    if args.count == 3 {
                        _ = try control(args[2])
                        command = .captureControl(args[1], control: args[2])
                        break
                    }
                    var region: Rect? = nil
                    if args.count == 6 {
                        region = Rect(x: try number(args[2], "x"), y: try number(args[3], "y"),
                                      width: try number(args[4], "width", min: 1), height: try number(args[5], "height", min: 1))
                    }
                    command = .captureStart(args[1], region: region)
                case "stop":
                    try count(1...1, "capture stop")
                    command = .captureStop
                default:
                    throw fail("usage: capture start FILE.png [X Y W H | CONTROL] | capture stop")
                }
            case "resize":
                try count(2...2, "resize W H")
                command = .resize(Size(width: try number(args[0], "width", min: 1), height: try number(args[1], "height", min: 1)))
            case "expect":
                guard let what = args.first else { throw fail("usage: expect selected|indicator|page|offset …") }
                let rest = Array(args.dropFirst())
                switch what {
                case "selected":
                    guard rest.count == 2 else { throw fail("usage: expect selected CONTROL LABEL") }
                    command = .expectSelected(control: rest[0], label: try label(rest[0], rest[1]))
                case "indicator":
                    guard (3...4).contains(rest.count) else { throw fail("usage: expect indicator CONTROL X WIDTH [TOLERANCE]") }
                    guard try control(rest[0]) != nil else { throw fail("control '\(rest[0])' has no indicator") }
                    command = .expectIndicator(control: rest[0], x: try number(rest[1], "x"), width: try number(rest[2], "width"),
                                               tolerance: rest.count == 4 ? try number(rest[3], "tolerance", min: 0) : 0.5)
                case "page":
                    guard rest.count == 2 else { throw fail("usage: expect page CONTROL INDEX") }
                    try pane(rest[0])
                    guard let p = Int(rest[1]), p >= 0 else { throw fail("bad page index '\(rest[1])'") }
                    command = .expectPage(control: rest[0], page: p)
                case "offset":
                    guard (2...3).contains(rest.count) else { throw fail("usage: expect offset CONTROL PAGES [TOLERANCE]") }
                    try pane(rest[0])
                    command = .expectOffset(control: rest[0], pages: try number(rest[1], "pages"),
                                            tolerance: rest.count == 3 ? try number(rest[2], "tolerance", min: 0) : 0.01)
                default:
                    throw fail("unknown expectation '\(what)' (known: selected, indicator, page, offset)")
                }
            default:
                throw fail("unknown command '\(head)'")
            }
            out.append(ScriptLine(number: n, command: command, text: raw.trimmingCharacters(in: .whitespaces)))
        }
        return Script(lines: out)
    }

    /// Splits a line into words; "double quotes" group words; `#` outside quotes starts a comment.
    static func tokenize(_ line: String, fail: (String) -> ScriptError) throws -> [String] {
        var tokens: [String] = [], current = "", inQuotes = false, hasToken = false
        for ch in line {
            if inQuotes {
                if ch == "\"" { inQuotes = false } else { current.append(ch) }
            } else if ch == "\"" {
                inQuotes = true; hasToken = true
            } else if ch == "#" {
                break
            } else if ch == " " || ch == "\t" || ch == "\r" {
                if hasToken { tokens.append(current); current = ""; hasToken = false }
            } else {
                current.append(ch); hasToken = true
            }
        }
        if inQuotes { throw fail("unterminated quote") }
        if hasToken { tokens.append(current) }
        return tokens
    }

    /// `s` quoted when it holds a space (so it reads back as one word).
    public static func quoted(_ s: String) -> String { s.contains(" ") || s.isEmpty ? "\"\(s)\"" : s }
}
