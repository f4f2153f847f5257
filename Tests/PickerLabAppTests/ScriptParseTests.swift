import Geometry
@testable import PickerLabApp
import Testing

struct ScriptParseTests {
    let catalog: Script.Catalog = ["glass": .some(["all", "unread", "needs attention"]), "pager": nil]

    @Test func anyLineEndingWorks() throws {
        for ending in ["\n", "\r\n", "\r"] {
            let s = try Script.parse(["tap glass unread", "wait 0.5", "expect selected glass \"needs attention\""].joined(separator: ending) + ending,
                                     path: "s", catalog: catalog)
            #expect(s.lines.map(\.command) == [.tap(control: "glass", label: "unread"), .wait(0.5),
                                               .expectSelected(control: "glass", label: "needs attention")])
            #expect(s.lines.map(\.number) == [1, 2, 3])
        }
    }

    @Test(arguments: [
        ("swipe glass 100 0.3", "not a paged pane"), ("expect page glass 0", "not a paged pane"),
        ("expect offset glass 1", "not a paged pane"), ("wait 1e7", "bad seconds"), ("swipe pager -100 1e7", "bad seconds"),
        ("drag glass all unread 61", "bad seconds"), ("expect selected pager all", "no labels"),
    ])
    func commandsTakeTheRightKindOfControlAndBoundedTimes(line: String, message: String) {
        #expect {
            _ = try Script.parse(line, path: "s", catalog: catalog)
        } throws: { error in
            "\(error)".contains(message) && "\(error)".hasPrefix("s:1:")
        }
    }

    @Test func resizeHasTheLimitsOfSizeAndScale() throws {
        for (line, scale) in [("resize 1000000000 1000000000", 3.0), ("resize 5462 100", 3), ("resize 100 16385", 1), ("resize 2049 10", 8)] {
            #expect {
                _ = try Script.parse(line, path: "s", catalog: catalog, scale: scale)
            } throws: { error in
                "\(error)".hasPrefix("s:1:") && "\(error)".contains("16384")
            }
        }
        #expect(try Script.parse("resize 5461 100.5", path: "s", catalog: catalog, scale: 3).lines.map(\.command) == [.resize(Size(width: 5461, height: 100.5))])
        #expect(try Script.parse("resize 16384 16384", path: "s", catalog: catalog).lines.count == 1)
    }
}
