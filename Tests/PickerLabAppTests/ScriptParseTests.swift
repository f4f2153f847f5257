import Geometry
@testable import PickerLabApp
@testable import SceneGraph
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
        #expect(try Script.parse("resize 5461 100", path: "s", catalog: catalog, scale: 3).lines.map(\.command) == [.resize(Size(width: 5461, height: 100))])
        #expect(try Script.parse("resize 16384 16384", path: "s", catalog: catalog).lines.count == 1)
    }

    private func commands(_ text: String) throws -> [ScriptCommand] { try Script.parse(text, path: "s", catalog: catalog).lines.map(\.command) }

    @Test func everySDLKeyNameWithModifiersReadsBackFromHowARecordingWritesIt() throws {
        let names = KeyNames.sdl + ["A", "s", "#", "+", "\\", "\"", "'", "ä", ";", "F2"]
        let modifierSets: [KeyModifiers] = [[], .shift, .ctrl, [.ctrl, .alt], [.shift, .gui], [.ctrl, .alt, .shift, .gui]]
        for (i, name) in names.enumerated() {
            let key = Key(sdlName: name), modifiers = modifierSets[i % modifierSets.count]
            let line = "key " + Script.keyToken(key, modifiers: modifiers)
            #expect(try commands(line) == [.key(key, modifiers: modifiers)], "\(line)")
        }
    }

    @Test func keyNamesTakeModifiersAndIgnoreCase() throws {
        #expect(try commands("key Shift+Tab\nkey Ctrl+Right\nkey \"Left Shift\"\nkey \"keypad enter\"\nkey insert\nkey \"#\"\nkey ctrl+alt+X\nkey Ctrl++") == [
            .key(.tab, modifiers: .shift), .key(.right, modifiers: .ctrl), .key(.other("Left Shift"), modifiers: []),
            .key(.other("Keypad Enter"), modifiers: []), .key(.other("Insert"), modifiers: []), .key(.character("#"), modifiers: []),
            .key(.character("x"), modifiers: [.ctrl, .alt]), .key(.character("+"), modifiers: .ctrl),
        ])
        #expect(throws: ScriptError.self) { try commands("key Hyper") }
        #expect(throws: ScriptError.self) { try commands("key #") }   // a comment: write key "#"
    }

    @Test func segmentsCanBeNamedByIndexOrInAnyCase() throws {
        #expect(try commands("tap glass #2\ntap glass UNREAD\ndrag glass #0 \"Needs Attention\" 0.3\nexpect selected glass #1 # a comment\nwait 1 # later") == [
            .tap(control: "glass", label: "needs attention"), .tap(control: "glass", label: "unread"),
            .drag(control: "glass", from: "all", to: "needs attention", seconds: 0.3, touch: false),
            .expectSelected(control: "glass", label: "unread"), .wait(1),
        ])
        #expect { try commands("tap glass #3") } throws: { "\($0)".contains("#0…#2") }
        // A hostile tester's find: `#-1` was read as a comment, so the line was "usage: tap CONTROL LABEL".
        for line in ["tap glass #-1", "expect selected glass #-1", "drag glass #0 #-1 0.3"] {
            #expect { try commands(line) } throws: { "\($0)".hasPrefix("s:1: no segment #-1") && "\($0)".contains("in glass (it has #0…#2)") }
        }
        #expect { try commands("tap glass Unknown") } throws: { "\($0)".contains("unknown label") }
    }

    @Test func setAndFocusLinesParse() throws {
        #expect(try commands("set slow-animations on\nset reduce-motion off\nset spring glass=bouncy\nfocus lost\nfocus gained") == [
            .set(.slowAnimations(true)), .set(.reduceMotion(false)),
            .set(.spring(SpringOverride(control: "glass", animation: .bouncy, spec: "bouncy"))), .focus(gained: false), .focus(gained: true),
        ])
        for (line, message) in [("set slow-animations maybe", "on or off"), ("set speed 2", "unknown setting"), ("set spring glass=wobbly", "wobbly"),
                                ("set spring nosuch=bouncy", "unknown style"), ("focus away", "lost or gained"), ("set reduce-motion", "usage")] {
            #expect { try commands(line) } throws: { "\($0)".hasPrefix("s:1:") && "\($0)".contains(message) }
        }
        for setting in [ScriptSetting.slowAnimations(true), .reduceMotion(false), .spring(try SpringOverride.parse("glass=response:0.4,dampingFraction:0.6"))] {
            #expect(try commands(setting.line) == [.set(setting)])
        }
    }
}

struct ScriptNumberAndSizeTests {
    let catalog: Script.Catalog = ["pill": .some(["SwiftUI", "iOS", "UIKit"]), "pager": nil]

    @Test func numbersAreDecimalAndResizeTakesWholePoints() {
        #expect(throws: ScriptError.self) { try Script.parse("wait 0x10", path: "s", catalog: catalog) }
        #expect(throws: ScriptError.self) { try Script.parse("resize 100.5 100", path: "s", catalog: catalog) }
        #expect(throws: Never.self) { try Script.parse("wait 1.5e-1\nresize 100 200", path: "s", catalog: catalog) }
    }
}
