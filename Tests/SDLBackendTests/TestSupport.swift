import Foundation
import Geometry
@testable import PickerLabApp
@testable import SceneGraph
@testable import SDLBackend

/// The repository's assets folder, found from this source file's path.
let assetsDirectory: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("assets").path
}()

/// A headless app over a real `SDLHost` (the offscreen driver, the repository's assets) of `size` points at
/// `scale`, showing `pickers`, `configure` applied to its options last (the host takes their size and scale).
/// The host draws with the software renderer, or with `renderer` and the rest of the options' host settings
/// (damage, layers) when one is named. Throws what `SDLHost` throws when the host cannot be made.
@MainActor
func makeApp(size: Size = Size(width: 1100, height: 760), scale: Double = 1, pickers: [PickerDefinition] = [],
             renderer: HostSettings.Renderer? = nil, _ configure: (inout Options) -> Void = { _ in }) throws -> App {
    var options = Options()
    options.headless = true
    options.size = size
    options.scale = scale
    if let renderer { options.renderer = renderer }
    configure(&options)
    let settings = renderer == nil ? HostSettings.headless(renderer: .software) : options.hostSettings
    let host = try SDLHost(SDLHost.Configuration(size: options.size, uiScale: options.scale, settings: settings, assetsDirectory: assetsDirectory))
    return App(options: options, host: host, pickers: pickers)
}
