import Foundation

/// The package root, found from this file's path.
let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url
}()

/// The built `pickerlab` executable (`swift build` puts it in .build/debug; `make test` builds it first).
let pickerlabPath: String = {
    for config in ["debug", "release"] {
        let p = packageRoot.appendingPathComponent(".build/\(config)/pickerlab").path
        if FileManager.default.isExecutableFile(atPath: p) { return p }
    }
    return packageRoot.appendingPathComponent(".build/debug/pickerlab").path
}()

/// What a finished process printed and returned.
struct RunResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs `executable` with `arguments` and `environment` changes (nil values remove a variable), waiting at
/// most `timeout` seconds (then it is killed and the status is -1).
func run(_ executable: String, _ arguments: [String], environment: [String: String?] = [:], timeout: Double = 60,
         currentDirectory: URL? = nil) throws -> RunResult {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: executable)
    p.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    for (k, v) in environment { env[k] = v }
    p.environment = env
    if let currentDirectory { p.currentDirectoryURL = currentDirectory }
    // Output goes to files (not pipes), so a chatty child never blocks on a full pipe.
    let dir = FileManager.default.temporaryDirectory
    let outURL = dir.appendingPathComponent("pl-out-\(UUID().uuidString)"), errURL = dir.appendingPathComponent("pl-err-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: outURL); try? FileManager.default.removeItem(at: errURL) }
    let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
    p.standardOutput = out; p.standardError = err
    try p.run()
    let deadline = Date().addingTimeInterval(timeout)
    while p.isRunning && Date() < deadline { usleep(20_000) }
    var status = Int32(-1)
    if p.isRunning { kill(p.processIdentifier, SIGKILL); while p.isRunning { usleep(10_000) } } else { status = p.terminationStatus }
    try out.close(); try err.close()
    return RunResult(status: status, stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                     stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
}

/// Runs `pickerlab` with no display variables, so only `--headless` or the tour can run.
func pickerlab(_ arguments: [String], environment: [String: String?] = [:], timeout: Double = 60, currentDirectory: URL? = nil) throws -> RunResult {
    var env: [String: String?] = ["DISPLAY": nil, "WAYLAND_DISPLAY": nil]
    for (k, v) in environment { env[k] = v }
    return try run(pickerlabPath, arguments, environment: env, timeout: timeout, currentDirectory: currentDirectory)
}

/// A fresh temporary folder.
func temporaryFolder(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("pickerlab-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Width and height from a PNG file's IHDR chunk.
func pngSize(_ url: URL) throws -> (Int, Int) {
    let d = try Data(contentsOf: url)
    guard d.count > 24, d.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return (0, 0) }
    func be32(_ o: Int) -> Int { d[o..<o + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (be32(16), be32(20))
}

/// A control from a scene dump.
func control(_ dump: [String: Any], _ id: String) -> [String: Any]? {
    (dump["controls"] as? [[String: Any]])?.first { $0["id"] as? String == id }
}

func readJSON(_ url: URL) throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
}

/// Starts `pickerlab` in the background with `arguments`; `display` sets DISPLAY (nil: none).
func launchPickerlab(_ arguments: [String], display: String?) throws -> Process {
    let app = Process()
    app.executableURL = URL(fileURLWithPath: pickerlabPath)
    app.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env["DISPLAY"] = display
    env["WAYLAND_DISPLAY"] = nil
    app.environment = env
    app.standardOutput = FileHandle.nullDevice
    try app.run()
    return app
}

/// Waits up to `timeout` seconds for `app` to exit (SIGKILL after that); returns its exit status (-1 if killed).
@discardableResult
func waitForExit(_ app: Process, timeout: Double) -> Int32 {
    let deadline = Date().addingTimeInterval(timeout)
    while app.isRunning && Date() < deadline { usleep(20_000) }
    if app.isRunning { kill(app.processIdentifier, SIGKILL); while app.isRunning { usleep(10_000) }; return -1 }
    return app.terminationStatus
}

/// Waits up to `timeout` seconds until the file at `url` contains `text` (exists, for an empty `text`; a busy
/// machine may take a while to start a run); returns whether it did.
@discardableResult
func waitForFile(_ url: URL, containing text: String, timeout: Double = 30) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if let d = FileManager.default.contents(atPath: url.path), text.isEmpty || String(decoding: d, as: UTF8.self).contains(text) { return true }
        usleep(50_000)
    }
    return false
}
