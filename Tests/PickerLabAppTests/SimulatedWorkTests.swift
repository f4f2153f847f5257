@testable import PickerLabApp
import SceneTesting
import Testing

/// `--simulate-work MS[@FRAMES]` and the script's `stall MS`: chosen frames late on purpose.
struct SimulatedWorkTests {
    @Test func theOptionTakesMillisecondsAndOptionallyFramesAndRanges() throws {
        #expect(try Options.parse(["--simulate-work", "40"]).simulateWork == SimulatedWork(milliseconds: 40, frames: nil))
        let chosen = try #require(try Options.parse(["--simulate-work", "12.5@3,10-12"]).simulateWork)
        #expect(chosen.milliseconds == 12.5)
        #expect((0..<15).filter { chosen.applies(toFrame: $0) } == [3, 10, 11, 12])
        #expect(SimulatedWork(milliseconds: 1, frames: nil).applies(toFrame: 12345))
    }

    @Test(arguments: ["0", "-5", "abc", "10001", "40@", "40@x", "40@5-2", "40@1,,2", "40@-3", "0x10", "40@1-2-3", "nan"])
    func aBadValueIsAnErrorNamingTheOption(value: String) {
        #expect {
            _ = try Options.parse(["--simulate-work", value])
        } throws: { error in
            "\(error)".hasPrefix("--simulate-work: expected MS[@FRAMES]") && "\(error)".contains("'\(value)'")
        }
        #expect(throws: OptionError.self) { _ = try Options.parse(["--simulate-work", "1", "--simulate-work", "2"]) }
    }

    @Test func stallIsAScriptCommandWithBoundedMilliseconds() throws {
        let s = try Script.parse("stall 60\nwait 0.1\nstall 0.5", path: "s", catalog: [:])
        #expect(s.lines.map(\.command) == [.stall(60), .wait(0.1), .stall(0.5)])
        for bad in ["stall", "stall 0", "stall 20000", "stall x", "stall 1 2"] {
            #expect(throws: ScriptError.self, "\(bad)") { _ = try Script.parse(bad, path: "s", catalog: [:]) }
        }
    }

    /// The busy work lands in the chosen frame's paint phase (the real clock), and only there.
    @MainActor @Test func onlyTheChosenFramesPaintTakesTheWork() throws {
        var options = try Options.parse(["--headless", "--frames", "6", "--simulate-work", "30@3"])
        options.assetsDirectory = nil
        let app = App(options: options, host: NullHost())
        for _ in 0..<6 { try app.step() }
        let paints = app.timeline.samples.map { Double($0.phases[.paint]) / 1000 }
        #expect(paints.count == 6)
        #expect(paints[3] >= 30, "\(paints)")
        #expect(paints.enumerated().filter { $0.offset != 3 }.allSatisfy { $0.element < 30 }, "\(paints)")
        app.stall(milliseconds: 25)
        try app.step()
        #expect(Double(app.timeline.samples.last!.phases[.paint]) / 1000 >= 25)
    }
}
