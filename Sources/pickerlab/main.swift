// pickerlab: wires the SDL2 platform (SDLBackend) into the app (PickerLabApp).
import Foundation
import PickerLabApp
import SDLBackend

// A parent may have started us with SIGINT/SIGTERM blocked (a blocked mask is inherited); SDL turns both
// into a quit event, which ends the run cleanly (trace and recording completed), so they must get through.
var signals = sigset_t()
sigemptyset(&signals)
sigaddset(&signals, SIGINT)
sigaddset(&signals, SIGTERM)
pthread_sigmask(SIG_UNBLOCK, &signals, nil)
// SIGQUIT keeps its default meaning (quit with a core dump) rather than the runtime's crash reporter.
signal(SIGQUIT, SIG_DFL)

let code = MainActor.assumeIsolated {
    PickerLabMain.run(arguments: Array(CommandLine.arguments.dropFirst()), displayAvailable: SDLHost.displayAvailable) { request in
        try SDLHost(SDLHost.Configuration(size: request.size, uiScale: request.scale, settings: request.settings,
                                          assetsDirectory: request.assetsDirectory))
    }
}
exit(code)
