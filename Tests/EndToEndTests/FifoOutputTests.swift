import Foundation
import Testing

/// An output that is a FIFO nobody reads fails at once with one line and exit 1; before, `open(2)` blocked and
/// the run hung until a signal (a breaker's find, round 3).
struct FifoOutputTests {
    @Test(arguments: ["--trace", "--record", "--dump-scene", "--screenshot", "--capture"])
    func aFIFOWithNoReaderAsAnOutputIsAnErrorNotAHang(option: String) throws {
        let dir = try temporaryFolder("fifo-out")
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("out").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let r = try pickerlab(["--headless", "--frames", "3", option, fifo], timeout: 30)
        #expect(r.status == 1, "\(option): exit \(r.status), \(r.stderr)")
        #expect(r.stderr.contains("No such device or address"), "\(r.stderr)")
    }
}
