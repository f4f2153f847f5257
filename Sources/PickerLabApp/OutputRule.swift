import FileInput
import Foundation

/// The outputs rule (README, "What PickerLab reads, and the limits"), checked before anything runs: no two
/// outputs name one file, no output names an input (the `--script` file, a `--picker` file), and a capture's
/// files after a resize (`FILE-2.png`, `FILE-3.png`, …) count as its outputs too. Files are compared by device
/// and inode (`OutputFile.identity`), so hard links, symbolic links and `dir/../file` count as the same file.
enum OutputRule {
    /// The run's outputs named by options, each with its option.
    static func outputs(of o: Options) -> [(option: String, path: String)] {
        [("--trace", o.tracePath), ("--record", o.recordPath), ("--dump-scene", o.dumpScenePath),
         ("--screenshot", o.screenshotPath), ("--capture", o.capturePath)].compactMap { p in p.1.map { (p.0, $0) } }
    }

    /// The run's input files, each with its option (a script read from standard input is no file).
    static func inputs(of o: Options) -> [(option: String, path: String)] {
        (o.scriptPath.flatMap { $0 == "-" ? nil : [("--script", $0)] } ?? []) + o.pickerPaths.map { ("--picker", $0) }
    }

    /// Checks the options' outputs against each other and against the inputs.
    /// - Throws: `OptionError` (exit 2) naming both options and the file, or the capture's part that collides.
    static func check(_ o: Options) throws {
        var seen: [String: String] = [:]
        for (option, path) in outputs(of: o) {
            let key = OutputFile.identity(path)
            if let other = seen[key] { throw OptionError("\(option) and \(other) name the same file '\(excerpt(path))'") }
            seen[key] = option
        }
        // An output naming an input would destroy it (a recording over its own script, a dump over a picker file).
        for (input, path) in inputs(of: o) {
            if let output = seen[OutputFile.identity(path)] {
                throw OptionError("\(output) would overwrite the \(input) file '\(excerpt(path))'")
            }
        }
        if let capture = o.capturePath, let clash = rolloverClash(capture, against: others(of: o, except: "--capture")) {
            throw OptionError("--capture \(excerpt(capture)): \(clash)")
        }
    }

    /// Checks a script's `screenshot`, `dump` and `capture start` lines against the run's inputs and the
    /// options' outputs (with `--capture`'s later parts), and a whole-window `capture start`'s later parts
    /// against them too. Lines of one script may name one file (the later replaces the earlier, as it runs).
    /// - Throws: `ScriptError` (exit 2) naming the script's file and line.
    static func check(_ script: Script, path: String, options o: Options) throws {
        let others = others(of: o, except: nil)
        for line in script.lines {
            let file: String, command: String, rolls: Bool
            switch line.command {
            case .screenshot(let f): (file, command, rolls) = (f, "screenshot", false)
            case .dump(let f): (file, command, rolls) = (f, "dump", false)
            case .captureStart(let f, let region): (file, command, rolls) = (f, "capture start", region == nil)
            case .captureControl(let f, _): (file, command, rolls) = (f, "capture start", false)
            default: continue
            }
            func fail(_ m: String) -> ScriptError { ScriptError(path: path, line: line.number, message: "\(command) \(excerpt(file)): \(m)") }
            let id = OutputFile.identity(file)
            if let hit = others.first(where: { OutputFile.identity($0.path) == id }) { throw fail(hit.what) }
            if let capture = o.capturePath, let part = rolloverPart(of: capture, naming: file) {
                throw fail("that is the file --capture \(excerpt(capture)) goes on in after a resize (part \(part))")
            }
            if rolls, let clash = rolloverClash(file, against: others) { throw fail(clash) }
        }
    }

    /// The part number (2, 3, …) of the capture to `capture` whose file (`App.capturePartPath`) is the file
    /// `other` names, or nil when no part's is. Candidates are the names in the capture's folder that have a
    /// part's form (`c-7.png`) and the name a missing `other` would be created with.
    static func rolloverPart(of capture: String, naming other: String) -> Int? {
        let id = OutputFile.identity(other)
        let folder = FilePaths.folder(of: capture)
        var names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        if let slash = id.firstIndex(of: "/"), slash != id.startIndex { names.append(String(id[id.index(after: slash)...])) }
        for name in names {
            guard let part = partNumber(name, of: FilePaths.name(of: capture)) else { continue }
            if OutputFile.identity(App.capturePartPath(capture, part: part)) == id { return part }
        }
        return nil
    }

    // MARK: -

    /// The inputs and option outputs other than `except`, each with what a clash with it says.
    private static func others(of o: Options, except: String?) -> [(path: String, what: String)] {
        inputs(of: o).map { ($0.path, "that is the \($0.option) file") }
            + outputs(of: o).filter { $0.option != except }.map { ($0.path, "that is the file \($0.option) writes") }
    }

    /// What a capture to `capture` would destroy after a resize: the first of `others` one of its parts names.
    private static func rolloverClash(_ capture: String, against others: [(path: String, what: String)]) -> String? {
        for other in others {
            if let part = rolloverPart(of: capture, naming: other.path) {
                return "after a resize it goes on in \(excerpt(App.capturePartPath(capture, part: part))), and \(other.what)"
            }
        }
        return nil
    }

    /// N when `name` is the name of part N ≥ 2 of a capture named `base` (`c-2.png` of `c.png`), else nil.
    private static func partNumber(_ name: String, of base: String) -> Int? {
        let ext = (base as NSString).pathExtension
        let stem = ext.isEmpty ? base : String(base.dropLast(ext.count + 1))
        let suffix = ext.isEmpty ? "" : "." + ext
        guard name.hasPrefix(stem + "-"), name.hasSuffix(suffix), name.count > stem.count + 1 + suffix.count else { return nil }
        let digits = name.dropFirst(stem.count + 1).dropLast(suffix.count)
        guard digits.first != "0", digits.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(digits), n >= 2 else { return nil }
        return n
    }
}
