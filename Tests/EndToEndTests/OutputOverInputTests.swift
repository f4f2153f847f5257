import Foundation
import Testing

/// An output that names one of the run's inputs is a bad command line (exit 2, one line), and the input is left
/// as it was; before, `--script s.txt --record s.txt` replaced the script with the recording (a breaker's find).
struct OutputOverInputTests {
    @Test(arguments: [["--script", "IN", "--record", "IN"], ["--picker", "IN", "--dump-scene", "IN"], ["--script", "IN", "--screenshot", "IN"]])
    func anOutputNamingAnInputIsRefusedAndTheInputKept(arguments: [String]) throws {
        let dir = try temporaryFolder("out-over-in")
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("in.txt")
        let text = arguments[0] == "--picker" ? #"{"controls":[]}"# : "wait 0.1\n"
        try text.write(to: input, atomically: true, encoding: .utf8)
        let r = try pickerlab(["--headless", "--frames", "2"] + arguments.map { $0 == "IN" ? input.path : $0 }, timeout: 30)
        #expect(r.status == 2, "exit \(r.status): \(r.stderr)")
        #expect(r.stderr.contains("would overwrite the \(arguments[0]) file") && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(try String(contentsOf: input, encoding: .utf8) == text)
    }
}
