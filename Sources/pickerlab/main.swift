// pickerlab: wires the SDL2 platform (SDLBackend) into the app (PickerLabApp).
import Foundation
import PickerLabApp
import SDLBackend

let code = MainActor.assumeIsolated {
    PickerLabMain.run(arguments: Array(CommandLine.arguments.dropFirst()), displayAvailable: SDLHost.displayAvailable) { request in
        try SDLHost(SDLHost.Configuration(size: request.size, uiScale: request.scale, headless: request.headless,
                                          assetsDirectory: request.assetsDirectory))
    }
}
exit(code)
