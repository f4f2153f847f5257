import Foundation
import Testing

/// `inspector type FIELD VALUE` types VALUE as a user would, so it takes only what the field takes (digits,
/// '.', '-'): `1e3` is a bad script line (exit 2), not response 13 applied silently (a breaker's find).
struct InspectorTypeValueTests {
    @Test(arguments: ["1e3", "1E-2", "+0.5"])
    func aValueTheFieldCannotTakeIsABadScriptLine(value: String) throws {
        let dir = try temporaryFolder("inspector-type")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.txt")
        try "inspector show pill\ninspector type response \(value)\nwait 0.2\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try pickerlab(["--headless", "--inspector", "--script", script.path], timeout: 60)
        #expect(r.status == 2, "exit \(r.status): \(r.stderr)")
        #expect(r.stderr.contains(":2:") && r.stderr.contains("bad value"), "\(r.stderr)")
    }
}
