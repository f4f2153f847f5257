// pickerlab: wires the SDL2 platform (SDLBackend) into the app (PickerLabApp).
import Foundation
import PickerLabApp
import SDLBackend

// A closed standard stream (`>&-`) would hand its number to the next file opened, and print() would then
// write into a trace or a recording: keep 0, 1 and 2 taken (by /dev/null) before anything is opened.
for fd in Int32(0)...2 where fcntl(fd, F_GETFD) < 0 {
    let null = open("/dev/null", O_RDWR)
    if null >= 0, null != fd { dup2(null, fd); close(null) }
}
// Standard output line by line even into a pipe or a file (`| tee log`): a line a person watches for (the
// renderer in use, a snippet the inspector copied, a summary) arrives when printed, not at exit.
// (Swift 6 refuses to name C's `stdout` global, so the stream is looked up by its symbol.)
if let symbol = dlsym(nil, "stdout"), let stream = symbol.assumingMemoryBound(to: UnsafeMutablePointer<FILE>?.self).pointee {
    setvbuf(stream, nil, _IOLBF, 0)
}
// A reader that went away (`| head`) must not kill the run with SIGPIPE (status 141) before its outputs are
// complete: writes to it fail with EPIPE instead, and the exit code is the run's own.
signal(SIGPIPE, SIG_IGN)
// A parent may have started us with SIGINT/SIGTERM/SIGHUP blocked (a blocked mask is inherited); SDL turns
// SIGINT and SIGTERM into a quit event, which ends the run cleanly (trace and recording completed), so they
// must get through.
var signals = sigset_t()
sigemptyset(&signals)
sigaddset(&signals, SIGINT)
sigaddset(&signals, SIGTERM)
sigaddset(&signals, SIGHUP)
pthread_sigmask(SIG_UNBLOCK, &signals, nil)
// SIGHUP (the terminal closed) ends the run like SIGTERM: the handler raises SIGTERM, which SDL's handler turns
// into a quit. Under `nohup` (SIGHUP ignored from the start) it stays ignored.
var hangup = sigaction()
sigaction(SIGHUP, nil, &hangup)
if unsafeBitCast(hangup.__sigaction_handler.sa_handler, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self) {
    signal(SIGHUP) { _ in _ = raise(SIGTERM) }
}
// SIGQUIT keeps its default meaning (quit with a core dump) rather than the runtime's crash reporter.
signal(SIGQUIT, SIG_DFL)

let code = MainActor.assumeIsolated {
    PickerLabMain.run(arguments: Array(CommandLine.arguments.dropFirst()), displayAvailable: SDLHost.displayAvailable) { request in
        try SDLHost(SDLHost.Configuration(size: request.size, uiScale: request.scale, settings: request.settings,
                                          assetsDirectory: request.assetsDirectory))
    }
}
exit(code)
