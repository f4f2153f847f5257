import Foundation
import Motion
@testable import PickerLabApp
import Testing

@MainActor
struct SpringCommandTests {
    func report(_ spec: String) throws -> [String: Any] {
        let json = SpringReport(spring: try SpringCommand.parseSpring(spec)).json
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func swiftUIsDocumentedExampleGivesItsPhysicalValues() throws {
        // SwiftUI: Spring(duration: 0.5, bounce: 0.3) → mass 1, stiffness ≈ 157.9, damping ≈ 17.6.
        let o = try report("duration:0.5,bounce:0.3")
        #expect(o["mass"] as? Double == 1)
        #expect(abs((o["stiffness"] as? Double ?? 0) - 157.9) < 0.05)
        #expect(abs((o["damping"] as? Double ?? 0) - 17.6) < 0.05)
        #expect(abs((o["response"] as? Double ?? 0) - 0.5) < 1e-12)
        #expect(abs((o["dampingFraction"] as? Double ?? 0) - 0.7) < 1e-12)
        #expect(abs((o["bounce"] as? Double ?? 0) - 0.3) < 1e-12)
        #expect(abs((o["overshoot_percent"] as? Double ?? 0) - 4.5988) < 1e-3)
        #expect(abs((o["settle_seconds"] as? Double ?? 0) - Spring.bouncy.settlingDuration()) < 1e-12)
        let code = try #require(o["code"] as? [String: String])
        #expect(Set(code.keys) == ["swiftui", "uikit", "flutter", "compose", "android", "css"])
        #expect(code["swiftui"]!.contains(".spring(response: 0.5, dampingFraction: 0.7)"))
        #expect(code["swiftui"]!.contains("Spring(duration: 0.5, bounce: 0.3)"))
        #expect(code["uikit"]!.contains("UISpringTimingParameters(mass: 1, stiffness: 157.914, damping: 17.5929, initialVelocity: CGVector(dx: 0, dy: 0))"))
        #expect(code["uikit"]!.contains("ignores the animator's duration"))
        #expect(code["flutter"]!.contains("SpringDescription(mass: 1.0, stiffness: 157.914, damping: 17.5929)"))
        #expect(code["flutter"]!.contains("withDurationAndBounce(duration: const Duration(milliseconds: 500), bounce: 0.3)"))
        #expect(code["compose"]!.contains("spring<Float>(dampingRatio = 0.7f, stiffness = 157.914f, visibilityThreshold = 0.167f)"))
        #expect(code["android"]!.contains(".setDampingRatio(0.7f)") && code["android"]!.contains(".setStiffness(157.914f)"))
        #expect(code["android"]!.contains("SpringForce(167f)") && code["android"]!.contains("setMinimumVisibleChange("))
        #expect(code["flutter"]!.contains("AnimationController.unbounded(vsync: this)"))
        let deviation = try #require(o["max_deviation_percent"] as? [String: Double])
        #expect(Set(deviation.keys) == Set(code.keys) && deviation.values.allSatisfy { $0 < 0.5 })
        #expect(code["css"]!.contains("linear(0, "))
    }

    @Test func everyParameterisationDescribesTheSameSpring() throws {
        let a = try report("response:0.3,dampingFraction:0.7")
        let b = try report("mass:\(a["mass"]!),stiffness:\(a["stiffness"]!),damping:\(a["damping"]!)")
        let c = try report("duration:\(b["duration"]!),bounce:\(b["bounce"]!)")
        for key in ["response", "dampingFraction", "stiffness", "damping", "overshoot_percent", "settle_seconds"] {
            let x = try #require(a[key] as? Double), z = try #require(c[key] as? Double)
            #expect(abs(x - z) < 1e-9 * max(1, abs(x)), "\(key)")
        }
    }

    @Test func composeAndAndroidGetTheUnitMassStiffness() throws {
        let code = SpringCode(spring: Spring(mass: 2, stiffness: 300, damping: 12))
        #expect(code.compose.contains("stiffness = 150f"))
        #expect(code.android.contains(".setStiffness(150f)"))
        #expect(code.flutter.contains("SpringDescription(mass: 2.0, stiffness: 300.0, damping: 12.0)"))
        #expect(!code.flutter.contains("withDurationAndBounce"))
    }

    @Test(arguments: [("response:0.3,foo:1", "foo", "known: bounce"), ("bouncy,response:0.3", "response", "bouncy (with duration, extraBounce)"),
                      ("easeInOut", "easeInOut", "springs: smooth"), ("stiffness:100", "damping", "mass,stiffness,damping"),
                      ("response:0.3,bounce:0.1", "mixes", "response+dampingFraction")])
    func badSpecsNameTheKeyAndTheAllowedOnes(spec: String, key: String, allowed: String) {
        #expect {
            _ = try SpringCommand.parseSpring(spec)
        } throws: { error in
            "\(error)".contains(key) && "\(error)".contains(allowed)
        }
    }
}

@MainActor
struct SpringCommandTidyTests {
    @Test func jsonValuesCarryNoFloatingPointNoise() throws {
        let object = SpringReport(spring: try SpringCommand.parseSpring("bouncy")).object
        #expect(object["bounce"] as? Double == 0.3)            // 1 − 0.7, not 0.30000000000000004
        #expect(object["dampingFraction"] as? Double == 0.7)
    }

    @Test func aSecondSpringForTheSameControlIsAnError() {
        #expect(throws: OptionError("--spring: glass is given twice (one spring per control)")) {
            try Options.parse(["--spring", "glass=bouncy", "--spring", "glass=snappy"])
        }
        #expect((try? Options.parse(["--spring", "glass=bouncy", "--spring", "pill=snappy"]))?.springOverrides.count == 2)
    }
}
