import Foundation
@testable import PickerLabApp
import Testing

/// The icon codepoints list refuses a value no font can draw: 0, a surrogate, beyond U+10FFFF, naming it.
struct IconCodepointValueTests {
    @Test(arguments: [("d800", 2), ("110000", 3), ("0", 2), ("DFFF", 2)])
    func aValueThatIsNotAScalarIsNamed(hex: String, line: Int) throws {
        let dir = NSTemporaryDirectory() + "icon-cp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/fonts", withIntermediateDirectories: true)
        let list = dir + "/" + IconCatalog.file
        let text = line == 2 ? "inbox e156\nbad \(hex)\nstar e838\n" : "inbox e156\nstar e838\nbad \(hex)\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: list))
        let r = IconCatalog.read(assetsDirectory: dir)
        #expect(r.names.isEmpty)
        #expect(r.problem == "the codepoints list \(list): line \(line): '\(hex)' (bad) is not a Unicode scalar value from 1 to 10ffff outside d800…dfff")
    }

    @Test func theLargestAndSmallestScalarsAreKept() throws {
        #expect(IconCatalog.firstBadCodePoint("a 1\nb 10ffff\nc d7ff\nd e000\n") == nil)
        #expect(IconCatalog.parse("a 1\nb 10ffff\n") == ["a": 1, "b": 0x10FFFF])
    }
}
