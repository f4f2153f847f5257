import Foundation
@testable import PickerLabApp
import Testing

struct OptionsOutputTests {
    @Test func twoOutputsNamingOneFileAreAnError() {
        #expect(throws: OptionError("--record and --trace name the same file '/tmp/./x.out'")) {
            try Options.parse(["--trace", "/tmp/x.out", "--record", "/tmp/./x.out"])
        }
        #expect(throws: OptionError.self) { try Options.parse(["--dump-scene", "a.json", "--screenshot", "./a.json"]) }
        #expect(throws: Never.self) { try Options.parse(["--trace", "a.json", "--dump-scene", "b.json"]) }
    }
}
