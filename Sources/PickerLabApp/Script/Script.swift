import Controls
import Foundation
import Geometry
import SceneGraph

/// An input script: one command a line, `#` starts a comment, labels with spaces are quoted.
/// ```
/// wait SECONDS
/// mouse down X Y            mouse move X Y            mouse up X Y
/// touch down ID X Y         touch move ID X Y         touch up ID X Y
/// key NAME                  (SDL key names: Left, Right, Tab, "Left Shift", "#", …; Shift+Tab, Ctrl+Right)
/// tap CONTROL LABEL         (LABEL: a label in any case, or #INDEX, the segment's 0-based index)
/// drag CONTROL FROM TO SECONDS [touch]
/// swipe pager DX SECONDS [touch]
/// screenshot FILE.png       dump FILE.json            resize W H
/// set slow-animations on|off    set reduce-motion on|off    set spring STYLE=SPEC    set spring-b STYLE=SPEC
/// set theme light|dark      set text-scale F    set increase-contrast on|off    set backdrop NAME
/// inspector show CONTROL    inspector type FIELD VALUE    inspector copy PLATFORM    inspector swap [CONTROL]
/// segments CONTROL TITLE …  (replaces the control's segments; the selection stays on its title)
/// focus lost                focus gained
/// wheel DX DY
/// capture start FILE.png [X Y W H | CONTROL]            capture stop
/// stall MS                  (the next frame's paint does MS ms of busy work: a late frame on purpose)
/// expect selected CONTROL LABEL
/// expect indicator CONTROL X WIDTH [TOLERANCE]
/// expect page pager INDEX
/// expect offset pager PAGES [TOLERANCE]
/// ```
public struct Script: Equatable, Sendable {
    var lines: [ScriptLine]

    /// What the script may name: each control id with its segment labels (nil labels: a control without
    /// segments, such as the pager).
    public typealias Catalog = [String: [String]?]

    /// The longest `wait`, in seconds (an hour: a headless run works through every frame of it).
    static let maxWait = 3600.0
    /// The longest `drag` or `swipe`, in seconds.
    static let maxGesture = 60.0
    /// The most commands a script may hold (lines that are not blank or comments): a recorded hour at 120 Hz
    /// is under a million; parsed and scheduled, two million take a few hundred megabytes, where the 64 MB a
    /// script may have could hold eleven million `key A` lines.
    static let maxCommands = 2_000_000


    /// Parses `text`; `path` names the file in errors; `scale` is the run's `--scale`, which bounds `resize`
    /// as it bounds `--size` (a drawable of at most `Options.maxDrawable` pixels a side).
    /// `disabled` names each control's disabled titles (a picker file's `"disabled": true`): a `segments` line
    /// keeps a title's state, so one that leaves no enabled segment is refused, as a picker file is.
    /// - Throws: `ScriptError` for the first malformed line (unknown command, bad number, unknown control or
    ///   label, a window too large, a `segments` line without an enabled segment), before anything runs.
    public static func parse(_ text: String, path: String, catalog given: Catalog, disabled given2: [String: Set<String>] = [:],
                             scale: Double = 1) throws -> Script {
        var out: [ScriptLine] = []
        var catalog = given   // a `segments` line changes what later lines may name
        var disabled = given2   // … and which of them are disabled (a title keeps its state; a new one is enabled)
        // Line by line without an array of every line (a 64 MB script has millions): see `ScriptLines`.
        try ScriptLines.forEach(in: text) { n, raw in
            func fail(_ m: String) -> ScriptError { ScriptError(path: path, line: n, message: m) }
            let tokens = try tokenize(raw, fail: fail)
            guard let head = tokens.first else { return }
            guard out.count < Script.maxCommands else {
                throw fail("more than \(Script.maxCommands) commands (a script holds at most \(Script.maxCommands); split it into several runs)")
            }
            let args = Array(tokens.dropFirst())
            func number(_ s: String, _ what: String, min: Double = -1e9, max: Double = 1e9) throws -> Double {
                // Decimal only, as every option reads numbers (Double alone also reads 0x10, inf and nan).
                guard let v = DecimalNumber.parse(s), v >= min, v <= max else {
                    throw fail("bad \(what) '\(excerpt(s))'" + (max < 1e9 ? " (\(Int(min))…\(Int(max)))" : ""))
                }
                return v
            }
            func pane(_ id: String) throws {
                guard try control(id) == nil else { throw fail("'\(excerpt(id))' is not a paged pane (this command takes pager)") }
            }
            func count(_ range: ClosedRange<Int>, _ usage: String) throws {
                guard range.contains(args.count) else { throw fail("usage: \(usage)") }
            }
            func control(_ id: String) throws -> [String]? {
                guard let entry = catalog[id] else { throw fail("unknown control '\(excerpt(id))' (known: \(catalog.keys.sorted().joined(separator: ", ")))") }
                return entry
            }
            // A label as written, else a segment's 0-based index (#2), else a label in another case ("UNREAD"):
            // the title when it names one segment, else "#INDEX" (repeated titles), as the runner resolves it.
            func label(_ id: String, _ l: String) throws -> String {
                guard let labels = try control(id) else { throw fail("control '\(excerpt(id))' has no labels") }
                if let i = Script.segmentIndex(l, in: labels) {
                    return Script.segmentIndex(labels[i], in: labels) == i ? labels[i] : "#\(i)"
                }
                if Script.isIndex(l) || Script.isNegativeIndex(l) { throw fail("no segment \(excerpt(l)) in \(id) (it has #0…#\(labels.count - 1))") }
                throw fail("unknown label '\(excerpt(l))' of \(id) (known: \(labels.map { "\"\($0)\"" }.joined(separator: ", ")))")
            }
            func onOff(_ s: String) throws -> Bool {
                switch s {
                case "on": return true
                case "off": return false
                default: throw fail("expected on or off, got '\(excerpt(s))'")
                }
            }
            func phase(_ s: String) throws -> PointerPhase {
                switch s {
                case "down": return .began
                case "move": return .moved
                case "up": return .ended
                default: throw fail("expected down, move or up, got '\(excerpt(s))'")
                }
            }
            let command: ScriptCommand
            switch head {
            case "wait":
                try count(1...1, "wait SECONDS")
                command = .wait(try number(args[0], "seconds", min: 0, max: Script.maxWait))
            case "stall":
                try count(1...1, "stall MS")
                guard let ms = SimulatedWork.milliseconds(args[0]) else {
                    throw fail("stall: expected milliseconds from 0 to \(Int(SimulatedWork.maxMilliseconds)), got '\(excerpt(args[0]))'")
                }
                command = .stall(ms)
            case "mouse":
                try count(3...3, "mouse down|move|up X Y")
                command = .mouse(try phase(args[0]), Point(x: try number(args[1], "x"), y: try number(args[2], "y")))
            case "wheel":
                try count(2...2, "wheel DX DY")
                command = .wheel(Point(x: try number(args[0], "dx", min: -1000, max: 1000), y: try number(args[1], "dy", min: -1000, max: 1000)))
            case "touch":
                try count(4...4, "touch down|move|up ID X Y")
                guard let id = Int(args[1]), id >= 0, id < 1_000_000 else { throw fail("bad touch id '\(excerpt(args[1]))'") }
                command = .touch(try phase(args[0]), id: id, Point(x: try number(args[2], "x"), y: try number(args[3], "y")))
            case "key":
                try count(1...1, "key [Ctrl+][Alt+][Shift+][GUI+]NAME")
                let (modifiers, name, repeated) = Script.splitModifiers(args[0])
                if let repeated { throw fail("key '\(excerpt(args[0]))': \(repeated) is given twice (each modifier at most once)") }
                guard let canonical = KeyNames.canonical(name) else { throw fail("unknown key '\(excerpt(args[0]))'") }
                command = .key(Key(sdlName: canonical), modifiers: modifiers)
            case "tap":
                try count(2...2, "tap CONTROL LABEL")
                command = .tap(control: args[0], label: try label(args[0], args[1]))
            case "drag":
                try count(4...5, "drag CONTROL FROM TO SECONDS [touch]")
                if args.count == 5, args[4] != "touch" { throw fail("expected 'touch' or nothing after the seconds, got '\(excerpt(args[4]))'") }
                command = .drag(control: args[0], from: try label(args[0], args[1]), to: try label(args[0], args[2]),
                                seconds: try number(args[3], "seconds", min: 0, max: Script.maxGesture), touch: args.count == 5)
            case "swipe":
                try count(3...4, "swipe CONTROL DX SECONDS [touch]")
                if args.count == 4, args[3] != "touch" { throw fail("expected 'touch' or nothing after the seconds, got '\(excerpt(args[3]))'") }
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
                let size = Size(width: try number(args[0], "width", min: 1, max: Options.maxDrawable),
                                height: try number(args[1], "height", min: 1, max: Options.maxDrawable))
                // Whole points, as --size takes.
                guard size.width == size.width.rounded(), size.height == size.height.rounded() else {
                    throw fail("resize takes whole points, got '\(excerpt(args[0])) \(excerpt(args[1]))'")
                }
                // The limits of --size and --scale: the drawable (size × scale) is at most 16384 pixels a side.
                let pixels = (size.width * scale, size.height * scale)
                guard pixels.0 <= Options.maxDrawable, pixels.1 <= Options.maxDrawable else {
                    throw fail("resize \(args[0]) \(args[1]) at --scale \(scale) is \(Int(pixels.0.rounded()))x\(Int(pixels.1.rounded())) pixels; the drawable can be at most \(Int(Options.maxDrawable)) on a side")
                }
                command = .resize(size)
            case "set":
                guard args.count == 2 else { throw fail("usage: set slow-animations on|off, set reduce-motion on|off, set inspector on|off, set spring STYLE=SPEC, set spring-b STYLE=SPEC, set theme light|dark, set text-scale F, set increase-contrast on|off or set backdrop NAME") }
                switch args[0] {
                case "slow-animations": command = .set(.slowAnimations(try onOff(args[1])))
                case "reduce-motion": command = .set(.reduceMotion(try onOff(args[1])))
                case "inspector": command = .set(.inspector(try onOff(args[1])))
                case "spring-b": command = .set(.springB(try Script.springB(args[1], catalog: catalog, fail: fail)))
                case "spring":
                    // Any control the script may name (a picker file's too: a recording writes theirs).
                    let o: SpringOverride
                    do { o = try SpringOverride.parse(args[1], anyControl: true) } catch let e as OptionError {
                        throw fail(e.message.hasPrefix("--spring: ") ? String(e.message.dropFirst(10)) : e.message)
                    }
                    guard (catalog[o.control] ?? nil) != nil else {
                        throw fail("unknown style '\(excerpt(o.control))' (known: \(Script.springTargets(catalog).joined(separator: ", ")))")
                    }
                    command = .set(.spring(o))
                case "theme":
                    guard let t = Theme(rawValue: args[1]) else { throw fail("expected light or dark, got '\(excerpt(args[1]))'") }
                    command = .set(.theme(t))
                case "text-scale":
                    guard let f = DecimalNumber.parse(args[1]), Options.textScaleRange.contains(f) else {
                        throw fail("expected a text scale from 0.75 to 2, got '\(excerpt(args[1]))'")
                    }
                    command = .set(.textScale(f))
                case "increase-contrast": command = .set(.increaseContrast(try onOff(args[1])))
                case "backdrop":
                    guard let b = GlassBackdrop(rawValue: args[1]) else { throw fail("expected gradient, photo, stripes or checker, got '\(excerpt(args[1]))'") }
                    command = .set(.backdrop(b))
                default: throw fail("unknown setting '\(excerpt(args[0]))' (known: slow-animations, reduce-motion, inspector, spring, spring-b, theme, text-scale, increase-contrast, backdrop)")
                }
            case "inspector":
                command = .inspector(try Script.inspectorCommand(args, fail: fail, control: { _ = try control($0) }))
            case "segments":
                guard args.count >= 2 else { throw fail("usage: segments CONTROL \"TITLE\" … (at least one title)") }
                guard try control(args[0]) != nil else { throw fail("control '\(excerpt(args[0]))' has no segments") }
                let titles = Array(args.dropFirst())
                guard titles.count <= 64 else { throw fail("segments: 1 to 64 titles of 1 to 80 characters") }
                // The picker files' title rule (`SegmentTitle`): no control characters, one line, few marks.
                for (k, t) in titles.enumerated() {
                    if let problem = SegmentTitle.problem(t) { throw fail("segments: title \(k + 1): \(problem)") }
                }
                let off = disabled[args[0]] ?? []
                if let problem = SegmentTitle.listProblem(isDisabled: titles.map(off.contains)) { throw fail("segments: \(problem)") }
                command = .segments(control: args[0], titles: titles)
                catalog[args[0]] = .some(titles)
                disabled[args[0]] = off.intersection(titles)
            case "focus":
                try count(1...1, "focus lost|gained")
                guard args[0] == "lost" || args[0] == "gained" else { throw fail("expected lost or gained, got '\(excerpt(args[0]))'") }
                command = .focus(gained: args[0] == "gained")
            case "expect":
                guard let what = args.first else { throw fail("usage: expect selected|indicator|page|offset …") }
                let rest = Array(args.dropFirst())
                switch what {
                case "selected":
                    guard rest.count == 2 else { throw fail("usage: expect selected CONTROL LABEL") }
                    command = .expectSelected(control: rest[0], label: try label(rest[0], rest[1]))
                case "indicator":
                    guard (3...4).contains(rest.count) else { throw fail("usage: expect indicator CONTROL X WIDTH [TOLERANCE]") }
                    guard try control(rest[0]) != nil else { throw fail("control '\(excerpt(rest[0]))' has no indicator") }
                    command = .expectIndicator(control: rest[0], x: try number(rest[1], "x"), width: try number(rest[2], "width"),
                                               tolerance: rest.count == 4 ? try number(rest[3], "tolerance", min: 0) : 0.5)
                case "page":
                    guard rest.count == 2 else { throw fail("usage: expect page CONTROL INDEX") }
                    try pane(rest[0])
                    guard let p = Int(rest[1]), p >= 0 else { throw fail("bad page index '\(excerpt(rest[1]))'") }
                    command = .expectPage(control: rest[0], page: p)
                case "offset":
                    guard (2...3).contains(rest.count) else { throw fail("usage: expect offset CONTROL PAGES [TOLERANCE]") }
                    try pane(rest[0])
                    command = .expectOffset(control: rest[0], pages: try number(rest[1], "pages"),
                                            tolerance: rest.count == 3 ? try number(rest[2], "tolerance", min: 0) : 0.01)
                default:
                    throw fail("unknown expectation '\(excerpt(what))' (known: selected, indicator, page, offset)")
                }
            default:
                throw fail("unknown command '\(excerpt(head))'")
            }
            out.append(ScriptLine(number: Int32(clamping: n), command: command))
        }
        return Script(lines: out)
    }

    /// Which of `titles` a script's `label` names: the title with exactly these code points (NFC "é" and
    /// NFD "é" are different titles), else `#INDEX` (0-based), else the first title equal ignoring case.
    static func segmentIndex(_ label: String, in titles: [String]) -> Int? {
        if let i = titles.firstIndex(where: { $0.unicodeScalars.elementsEqual(label.unicodeScalars) }) { return i }
        if isIndex(label) { return Int(label.dropFirst()).flatMap { titles.indices.contains($0) ? $0 : nil } }
        return titles.firstIndex { $0.lowercased() == label.lowercased() }
    }

    /// Whether `label` is written as a segment index, `#` and digits.
    static func isIndex(_ label: String) -> Bool {
        label.count > 1 && label.hasPrefix("#") && label.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Whether `label` is written as a negative segment index, `#-` and digits (`#-1`): out of range for
    /// every control, reported as such rather than read as a comment.
    static func isNegativeIndex(_ label: String) -> Bool {
        label.count > 2 && label.hasPrefix("#-") && label.dropFirst(2).allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The modifiers written before a key name (`Ctrl+Alt+Shift+GUI+NAME`, any order and case), the name,
    /// and the first modifier written twice (`Ctrl+Ctrl+A`), if any.
    static func splitModifiers(_ token: String) -> (KeyModifiers, String, repeated: String?) {
        var modifiers: KeyModifiers = [], name = Substring(token), repeated: String? = nil
        var matched = true
        while matched {
            matched = false
            for (modifier, word) in KeyModifiers.named where name.count > word.count + 1 && name.lowercased().hasPrefix(word.lowercased() + "+") {
                if !modifiers.insert(modifier).inserted, repeated == nil { repeated = word }
                name = name.dropFirst(word.count + 1)
                matched = true
            }
        }
        return (modifiers, String(name), repeated)
    }

    /// How a key press is written in a script: its modifiers, then SDL's name, quoted where needed
    /// (`key Ctrl+Right`, `key "Left Shift"`, `key "#"`).
    static func keyToken(_ key: Key, modifiers: KeyModifiers) -> String {
        let prefix = KeyModifiers.named.filter { modifiers.contains($0.0) }.map { $0.1 + "+" }.joined()
        return quoted(prefix + key.sdlName)
    }

    /// The window size a script starts with: its first command when that is `resize W H` (as a recording's
    /// first line is), else nil. The run then opens its window at that size rather than resizing at once, so a
    /// recording replays to the same pixels as the session it recorded (a resized window and one created at a
    /// size need not rasterise identically on every renderer).
    var leadingWindowSize: Size? {
        guard case .resize(let size)? = lines.first?.command else { return nil }
        return size
    }

    /// Splits a line into words; "double quotes" group words (inside them `\"` is a quote and `\\` a
    /// backslash); `#` outside quotes starts a comment, except a word `#` + digits (a segment index, `#2`; `#-1`, which names no segment).
    /// Works on the line's UTF-8 bytes: every character with a meaning here is ASCII, and a combining mark or
    /// a joiner after a quote (`"\u{301}x"`) is part of the word, not one grapheme with the quote.
    /// - Throws: `fail`'s error for an unterminated quote.
    static func tokenize(_ line: some StringProtocol, fail: (String) -> ScriptError) throws -> [String] {
        var tokens: [String] = [], current: [UInt8] = [], inQuotes = false, hasToken = false
        let bytes = Array(line.utf8)
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), hash = UInt8(ascii: "#"), minus = UInt8(ascii: "-")
        func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        func isSpace(_ b: UInt8) -> Bool { b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\r") }
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if inQuotes {
                if b == backslash, i + 1 < bytes.count, bytes[i + 1] == quote || bytes[i + 1] == backslash { current.append(bytes[i + 1]); i += 1 }
                else if b == quote { inQuotes = false } else { current.append(b) }
            } else if b == quote {
                inQuotes = true; hasToken = true
            } else if b == hash {
                // `#2` (or `#-1`, out of range) standing alone is a segment index; any other `#` starts a comment.
                let digits = i + 1 < bytes.count && bytes[i + 1] == minus ? i + 2 : i + 1
                var j = digits
                while j < bytes.count, isDigit(bytes[j]) { j += 1 }
                let isIndex = !hasToken && j > digits && (j == bytes.count || isSpace(bytes[j]))
                guard isIndex else { break }
                current.append(contentsOf: bytes[i..<j]); hasToken = true
                i = j
                continue
            } else if isSpace(b) {
                if hasToken { tokens.append(String(decoding: current, as: UTF8.self)); current.removeAll(keepingCapacity: true); hasToken = false }
            } else {
                current.append(b); hasToken = true
            }
            i += 1
        }
        if inQuotes { throw fail("unterminated quote") }
        if hasToken { tokens.append(String(decoding: current, as: UTF8.self)) }
        return tokens
    }

    /// `s` as one script word: quoted when it holds a space, a `#`, a quote or a backslash, or is empty
    /// (quotes and backslashes inside escaped), so it reads back as itself.
    public static func quoted(_ s: String) -> String {
        guard s.isEmpty || s.contains(where: { $0 == " " || $0 == "#" || $0 == "\"" || $0 == "\\" || $0 == "\t" }) else { return s }
        return "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
