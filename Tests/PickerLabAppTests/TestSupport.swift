@testable import PickerLabApp
import SceneTesting
import Testing

/// A headless app over a `NullHost` (the virtual 1/60 s clock), `configure` applied to its options, after
/// its first frame.
@MainActor
func makeApp(_ configure: (inout Options) -> Void = { _ in }) throws -> (App, NullHost) {
    var o = Options()
    o.headless = true
    configure(&o)
    let host = NullHost(size: o.size, scale: o.scale)
    let app = App(options: o, host: host)
    try app.step()
    return (app, host)
}

/// Runs `text` as an input script through `app` as `pickerlab --script` does: parsed against the app's
/// controls (`App.parseScript`) at its `--scale`, fed by the app's `ScriptRunner` through its real frame loop (`App.step`, its
/// `FrameDriver`) until the run stops (the script's end, or the options' frame or duration limit), calling
/// `eachFrame` after every frame. The outputs `App.finish()` writes at exit are left to the caller.
/// Expects every `expect` line to have passed unless `expectPassing` is false (the caller checks the
/// failures itself); returns the runner.
@MainActor
@discardableResult
func runScript(_ app: App, _ text: String, path: String = "script.txt", expectPassing: Bool = true,
               eachFrame: () throws -> Void = {}) throws -> ScriptRunner {
    let runner = ScriptRunner(try app.parseScript(text, path: path, scale: app.options.scale), path: path)
    app.script = runner
    while !app.shouldStop {
        try app.step()
        try eachFrame()
    }
    if expectPassing { #expect(runner.failures.isEmpty, "\(runner.failures)") }
    return runner
}
