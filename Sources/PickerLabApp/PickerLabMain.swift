import Controls
import Foundation
import SceneGraph

/// The `pickerlab` command: parses options, makes the host, runs, and maps failures to exit codes —
/// 0 success, 1 a runtime failure (missing asset, SDL error, unwritable output), 2 bad command line or
/// malformed script, 3 a failed script expectation.
@MainActor
public enum PickerLabMain {
    /// Runs `pickerlab` with `arguments` (without the program name); returns the exit code.
    /// `displayAvailable` says whether a display is reachable; `makeHost` builds the platform.
    public static func run(arguments: [String], displayAvailable: Bool, makeHost: HostFactory) -> Int32 {
        if arguments.first == "trace" { return TraceCommand.run(Array(arguments.dropFirst())) }
        if arguments.first == "spring" { return SpringCommand.run(Array(arguments.dropFirst())) }
        let options: Options
        do { options = try Options.parse(arguments) } catch {
            printError("\(error)")
            return 2
        }
        if options.showHelp { print(Options.usage); return 0 }
        guard let assets = AssetLocator.find(explicit: options.assetsDirectory) else {
            printError("cannot find the assets folder (fonts/Inter-Regular.otf); pass --assets DIR or set PICKERLAB_ASSETS")
            return 1
        }
        var pickers: [PickerDefinition] = []
        if !options.pickerPaths.isEmpty {
            let icons = IconCatalog.read(assetsDirectory: assets)
            var taken = Set(BuiltinStyles.names + ["pager"])
            for path in options.pickerPaths {
                do {
                    let defs = try PickerFile.read(path, icons: icons.names, iconProblem: icons.problem, reserved: taken)
                    for d in defs { taken.insert(d.id); taken.insert(d.id + ".pager") }
                    pickers += defs
                } catch {
                    printError("\(error)")
                    return 2
                }
            }
        }
        for (option, overrides) in [("--spring", options.springOverrides), ("--spring-b", options.springBOverrides)] where !pickers.isEmpty {
            if let o = overrides.first(where: { id in !BuiltinStyles.names.contains(id.control) && !pickers.contains { $0.id == id.control } }) {
                let known = BuiltinStyles.names + pickers.map(\.id)
                printError("\(option): unknown style '\(excerpt(o.control))' (known: \(known.joined(separator: ", ")))")
                return 2
            }
        }
        // The script is read and parsed before anything is opened or written (the tour's folder, the trace,
        // the recording, the exit outputs): a malformed script leaves every file as it was.
        var script: Script? = nil
        if let path = options.scriptPath {
            do {
                let text = try ScriptSource.read(path)
                script = try App.parseScript(text, path: path, pickers: pickers, only: options.onlyPickers, scale: options.scale)
                // The outputs rule for the script's own outputs, before anything runs.
                if let script { try OutputRule.check(script, path: path, options: options) }
            } catch {
                printError("\(error)")
                return 2
            }
        }
        var opts = options
        let tour = !options.headless && !displayAvailable
        if tour {
            do { try OutputFile.makeFolder(options.tourDirectory, option: "--tour-dir") } catch {
                guard arguments.contains("--tour-dir") else {
                    // No option was given: say where the tour writes and how to choose another folder.
                    let reason = "\(error)".components(separatedBy: ": ").last ?? "\(error)"
                    let cwd = FileManager.default.currentDirectoryPath
                    printError("no display found, so pickerlab runs the headless tour, which writes to \(options.tourDirectory)/ in the working folder \(cwd), but cannot create it: \(reason); pass --tour-dir DIR (a writable folder), run with --headless, or set DISPLAY")
                    return 1
                }
                printError("\(error)")
                return 2
            }
            print("pickerlab: no display found (DISPLAY and WAYLAND_DISPLAY are unset); running the headless tour into \(options.tourDirectory)/")
            opts.headless = true
        }
        // A script that starts by resizing (a recording does) opens its window at that size.
        if let size = script?.leadingWindowSize,
           size.width * opts.scale <= Options.maxDrawable, size.height * opts.scale <= Options.maxDrawable {
            opts.size = size
        }
        do {
            let host = try makeHost(HostRequest(size: opts.size, scale: opts.scale, settings: opts.hostSettings, assetsDirectory: assets))
            let app = App(options: opts, host: host, pickers: pickers)
            (app.iconCatalog, app.iconProblem) = IconCatalog.read(assetsDirectory: assets)
            if !opts.headless { print("pickerlab: renderer \(host.rendererName)") }
            if let path = options.scriptPath, let script { app.script = ScriptRunner(script, path: path) }
            if let path = options.recordPath {
                // The look options a script cannot set are named in the header (replay with them too); the ones
                // it can (theme, text scale, contrast, backdrop, springs) are `set` lines after it.
                var look = "--size \(Int(opts.size.width))x\(Int(opts.size.height)) --scale \(opts.scale)"
                if opts.increaseContrast { look += " --increase-contrast" }
                if opts.backdrop != .gradient { look += " --backdrop \(opts.backdrop.rawValue)" }
                if opts.rightToLeft { look += " --rtl" }
                for p in opts.pickerPaths { look += " --picker " + Script.quoted(p) }
                if opts.onlyPickers { look += " --only" }
                try app.startRecording(path: path, header: "pickerlab recording: \(look); replay with --script")
            }
            defer { app.closeRecording() }
            if tour {
                do {
                    let files = try Tour.run(app, directory: options.tourDirectory)
                    print("pickerlab: wrote \(files.count) files to \(options.tourDirectory)/")
                } catch is Tour.Interrupted {
                    printError("tour interrupted; the files written so far are in \(options.tourDirectory)/")
                    return 130
                }
                try app.finish()
                return 0
            }
            try app.run()
            if let script = app.script, !script.linesNotRun.isEmpty, let path = options.scriptPath {
                // The run quit (Escape, window button, signal) before the script's checks: they did not pass.
                printError("\(path): the run quit before line\(script.linesNotRun.count == 1 ? "" : "s") \(script.linesNotRun.map(String.init).joined(separator: ", ")) ran")
                return 3
            }
            if !app.warnings.isEmpty { return 1 }
            if let failures = app.script?.failures, !failures.isEmpty {
                printError("\(failures.count) expectation\(failures.count == 1 ? "" : "s") failed")
                return 3
            }
            return 0
        } catch {
            printError("\(error)")
            return 1
        }
    }

    /// Prints `message` to standard error as one line prefixed "pickerlab: ". A closed or full standard
    /// error is ignored (the exit code still says what happened).
    static func printError(_ message: String) {
        // Bytes, not a C string: a NUL in the message (from a script line) must not cut the line short.
        let line = "pickerlab: " + message.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\0", with: "\\0") + "\n"
        let bytes = Array(line.utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
}

/// Finds the assets folder: `--assets`, then `$PICKERLAB_ASSETS`, then an `assets/` folder beside the
/// executable or in any folder above it (the repository when run from .build), then `./assets`.
public enum AssetLocator {
    /// The folder, or nil when none holds fonts/. An explicit folder is returned as given (a missing font
    /// there is then reported by name when it is opened).
    public static func find(explicit: String?) -> String? {
        if let explicit { return explicit }
        if let env = ProcessInfo.processInfo.environment["PICKERLAB_ASSETS"], !env.isEmpty { return env }
        let fm = FileManager.default
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<8 {
            let candidate = dir.appendingPathComponent("assets")
            if fm.fileExists(atPath: candidate.appendingPathComponent("fonts").path) { return candidate.path }
            dir = dir.deletingLastPathComponent()
        }
        let cwd = fm.currentDirectoryPath + "/assets"
        return fm.fileExists(atPath: cwd + "/fonts") ? cwd : nil
    }
}
