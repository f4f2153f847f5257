import Foundation
import Testing

/// `--spring-b` and `set spring-b` take a picker file's control as `--spring` does; the dump's `isAnimating`
/// is true for glass while the pane places its moving indicator.
@Suite(.serialized)
struct PickerSpringBAndGlassDumpTests {
    @Test func springBNamesAPickerFilesControl() throws {
        let dir = try temporaryFolder("springbpicker")
        defer { try? FileManager.default.removeItem(at: dir) }
        let picker = dir.appendingPathComponent("p.json"), script = dir.appendingPathComponent("s.txt")
        try #"{"controls": [{"id": "mail", "style": "pill", "segments": ["a", "b"]}]}"#.write(to: picker, atomically: true, encoding: .utf8)
        let r = try pickerlab(["--headless", "--frames", "2", "--picker", picker.path, "--spring-b", "mail=bouncy"])
        #expect(r.status == 0, "\(r.stderr)")
        try "set spring-b mail=snappy\nset spring-b mail=none\nset spring-b pill=none\n".write(to: script, atomically: true, encoding: .utf8)
        let s = try pickerlab(["--headless", "--frames", "2", "--picker", picker.path, "--script", script.path])
        #expect(s.status == 0, "\(s.stderr)")
        // An id no control has is still refused, naming it, as --spring does.
        let bad = try pickerlab(["--headless", "--frames", "2", "--picker", picker.path, "--spring-b", "nope=bouncy"])
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("pickerlab: --spring-b: unknown style 'nope' (known: "), "\(bad.stderr)")
        try "set spring-b nope=snappy\n".write(to: script, atomically: true, encoding: .utf8)
        let badSet = try pickerlab(["--headless", "--frames", "2", "--picker", picker.path, "--script", script.path])
        #expect(badSet.status == 2)
        #expect(badSet.stderr.contains(":1: unknown style 'nope'"), "\(badSet.stderr)")
    }

    @Test func glassIsAnimatingWhileItsIndicatorMoves() throws {
        let dir = try temporaryFolder("glassanim")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.txt")
        let d1 = dir.appendingPathComponent("1.json"), d2 = dir.appendingPathComponent("2.json"), d3 = dir.appendingPathComponent("3.json")
        try "tap glass #2\nwait 0.1\ndump \(d1.path)\nwait 0.05\ndump \(d2.path)\nwait 3\ndump \(d3.path)\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try pickerlab(["--headless", "--script", script.path])
        #expect(r.status == 0, "\(r.stderr)")
        let g1 = try #require(control(try readJSON(d1), "glass")), g2 = try #require(control(try readJSON(d2), "glass"))
        let g3 = try #require(control(try readJSON(d3), "glass"))
        let x1 = (g1["indicator"] as? [String: Any])?["x"] as? Double, x2 = (g2["indicator"] as? [String: Any])?["x"] as? Double
        #expect(x1 != nil && x1 != x2, "the indicator moves between the first two dumps: \(String(describing: x1)) \(String(describing: x2))")
        #expect(g1["isAnimating"] as? Bool == true)
        #expect(g2["isAnimating"] as? Bool == true)
        #expect(g3["isAnimating"] as? Bool == false)
    }
}
