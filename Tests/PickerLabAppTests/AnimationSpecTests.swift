import Motion
@testable import PickerLabApp
import Testing

struct AnimationSpecTests {
    @Test(arguments: [
        ("bouncy", Animation.bouncy),
        ("smooth", .smooth), ("snappy", .snappy), ("spring", .spring), ("default", .default),
        ("interactiveSpring", .interactiveSpring),
        ("snappy,duration:0.28", .snappy(duration: 0.28)),
        ("bouncy,duration:0.4,extraBounce:0.1", .bouncy(duration: 0.4, extraBounce: 0.1)),
        ("response:0.4,dampingFraction:0.6", .spring(response: 0.4, dampingFraction: 0.6)),
        ("duration:0.5,bounce:0.3", .spring(duration: 0.5, bounce: 0.3)),
        ("mass:1,stiffness:100,damping:10", .spring(Spring(mass: 1, stiffness: 100, damping: 10))),
        ("easeInOut,duration:0.3", .easeInOut(duration: 0.3)),
        ("linear", .linear),
    ])
    func specsNameSwiftUIsAnimations(spec: String, expected: Animation) throws {
        #expect(try AnimationSpec.parse(spec) == expected)
    }

    @Test(arguments: [
        ("wobbly", "wobbly"), ("response:abc", "response:abc"), ("stiffness:100", "damping"),
        ("response:0.4,bounce:0.2", "mixes"), ("response:-1", "response"), ("bouncy,response:0.3", "response"),
        ("", "empty"), ("speed:2", "speed"), ("response:0.3,response:0.4", "twice"),
        // One set of limits for every spec: a preset's duration is bounded like a bare duration.
        ("bouncy,duration:1e300", "out of range"), ("easeInOut,duration:61", "out of range"),
        ("snappy,duration:0", "out of range"), ("duration:61", "out of range"),
        ("mass:1000000,stiffness:0.000001,damping:1", "out of range"),
    ])
    func badSpecsNameWhatIsWrong(spec: String, mentions: String) {
        #expect {
            _ = try AnimationSpec.parse(spec)
        } throws: { error in
            "\(error)".contains(mentions)
        }
    }

    @Test func springOptionParsesStyleAndSpec() throws {
        let o = try Options.parse(["--spring", "glass=response:0.4,dampingFraction:0.6", "--spring", "pill=bouncy"])
        #expect(o.springOverrides == [
            SpringOverride(control: "glass", animation: .spring(response: 0.4, dampingFraction: 0.6), spec: "response:0.4,dampingFraction:0.6"),
            SpringOverride(control: "pill", animation: .bouncy, spec: "bouncy"),
        ])
        #expect(throws: OptionError.self) { try Options.parse(["--spring", "nosuch=bouncy"]) }
        #expect(throws: OptionError.self) { try Options.parse(["--spring", "glass"]) }
    }
}

struct AnimationSpecSettleTests {
    @Test(arguments: ["bouncy,extraBounce:0.99", "snappy,duration:0.001,extraBounce:0.9999999", "duration:60,bounce:-0.999", "duration:0.5,bounce:1"])
    func aSpringThatBarelySettlesIsRefused(spec: String) {
        #expect(throws: OptionError.self) { try AnimationSpec.parse(spec) }
    }

    @Test func bouncyButSettlingSpringsAreAccepted() throws {
        #expect(throws: Never.self) { try AnimationSpec.parse("duration:60,bounce:0.9") }   // about 505 s to settle
        #expect(throws: Never.self) { try AnimationSpec.parse("bouncy,extraBounce:0.5") }
    }
}
