import Foundation
import Testing

@Suite struct SpringCommandLineTests {
    @Test func springJSONHasTheDocumentedKeys() throws {
        let r = try pickerlab(["spring", "response:0.3,dampingFraction:0.7", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let o = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(Set(o.keys) == ["mass", "stiffness", "damping", "response", "dampingFraction", "duration", "bounce",
                                "overshoot_percent", "settle_seconds", "code", "travel", "max_deviation_percent"])
        let code = try #require(o["code"] as? [String: String])
        #expect(Set(code.keys) == ["swiftui", "uikit", "flutter", "compose", "android", "css"])
        #expect(abs((o["stiffness"] as? Double ?? 0) - 438.6490844928604) < 1e-9)
    }

    @Test func springTextPrintsEveryParameterisationAndPlatform() throws {
        let r = try pickerlab(["spring", "bouncy"])
        #expect(r.status == 0)
        for needle in ["response 0.5 s, dampingFraction 0.7", "duration 0.5 s, bounce 0.3", "mass 1, stiffness 157.914, damping 17.5929",
                       "overshoot 4.6 %", "SwiftUI:", "UIKit:", "Flutter:", "Jetpack Compose:", "Android SpringForce:", "CSS:"] {
            #expect(r.stdout.contains(needle), "\(needle)")
        }
    }

    @Test(arguments: [["spring", "wobble:1"], ["spring"], ["spring", "bouncy", "--yaml"], ["spring", "linear"]])
    func aBadSpecIsOneLineAndExitTwo(args: [String]) throws {
        let r = try pickerlab(args)
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
    }

    /// Issue 20: a spring outside the domain is refused by the binary at every entry point with the same words
    /// (stiffness 1e9 used to be clamped to another spring, exit 0), and hexadecimal numbers are refused.
    @Test(arguments: ["mass:1,stiffness:1e9,damping:10", "mass:10,stiffness:1,damping:500", "response:0x1p-2"])
    func aRefusedSpringIsRefusedTheSameByTheCommandAndTheOption(spec: String) throws {
        let command = try pickerlab(["spring", spec])
        #expect(command.status == 2 && command.stdout.isEmpty)
        let option = try pickerlab(["--headless", "--frames", "1", "--spring", "pill=\(spec)"])
        #expect(option.status == 2)
        let words = option.stderr.components(separatedBy: "--spring: ").last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        #expect(!words.isEmpty && command.stderr.contains(words), "\(command.stderr) vs \(option.stderr)")
    }

    @Test func theTextSaysHowCloseEachSnippetRunsAndTheTravelIsAnOption() throws {
        let r = try pickerlab(["spring", "bouncy", "--travel", "300"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("SpringForce(300f)") && r.stdout.contains("visibilityThreshold = 0.3f"))
        #expect(r.stdout.components(separatedBy: "(run as the platform runs it: ").count == 7)
        for bad in [["spring", "bouncy", "--travel", "0x10"], ["spring", "bouncy", "--travel"], ["spring", "bouncy", "--travel", "0"]] {
            let b = try pickerlab(bad)
            #expect(b.status == 2 && b.stderr.split(separator: "\n").count == 1, "\(bad): \(b.stderr)")
        }
    }
}
