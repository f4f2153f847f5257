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
}
