@testable import Controls
import Foundation
@testable import FrameTrace
import Geometry
@testable import PickerLabApp
import Testing

@MainActor
struct PickerFileTests {
    let icons = ["inbox": UInt32(0xE156), "star": 0xE838]

    func parse(_ text: String) throws -> [PickerDefinition] {
        try PickerFile.parse(Array(text.utf8), path: "picker.json", icons: icons, reserved: ["pill"])
    }

    /// The error message for `text`, which must fail.
    func error(_ text: String) -> String {
        do { _ = try parse(text); return "no error" } catch { return "\(error)" }
    }

    @Test func aCompleteControlParsesEveryKey() throws {
        let defs = try parse("""
        {"controls": [{"id": "plans", "style": "thumb", "height": 44, "cornerRadius": 12, "padding": 3,
          "segmentPadding": {"horizontal": 6, "vertical": 2}, "spacing": 2, "trackColor": "#112233",
          "indicatorColor": "#FF000080", "font": {"size": 14, "weight": "regular", "selectedWeight": "bold"},
          "iconSize": 18, "icons": false, "indicator": {"shape": "roundedRect", "radius": 6},
          "widths": {"proportional": [2, 1]}, "spring": "bouncy", "selected": "Pro", "pager": true, "direction": "rtl",
          "segments": [{"title": "Free", "icon": "star", "tint": "#00FF00", "badge": 3}, {"title": "Pro", "badge": "new"},
                       {"title": "Team", "disabled": true}]}]}
        """.replacingOccurrences(of: "[2, 1]", with: "[2, 1, 1]"))
        let d = try #require(defs.first)
        #expect(d.id == "plans" && d.spec.style == "thumb" && d.spec.height == 44 && d.spec.cornerRadius == 12 && d.spec.padding == 3)
        #expect(d.spec.cellPadding == CellPaddingSpec(horizontal: 6, vertical: 2) && d.spec.spacing == 2)
        #expect(d.spec.trackColor == Color(hex: 0x112233) && d.spec.indicatorColor == Color(hex: 0xFF0000, alpha: 128.0 / 255))
        #expect(d.spec.font == FontSpec(size: 14, weight: .regular, selectedWeight: .bold) && d.spec.iconSize == 18 && !d.spec.showsIcons)
        #expect(d.spec.indicator == .roundedRect(radius: 6) && d.spec.widths == .proportional([2, 1, 1]))
        #expect(d.spring == "bouncy" && d.animation != nil && d.selected == 1 && d.pager && d.rightToLeft)
        #expect(d.segments.map(\.title) == ["Free", "Pro", "Team"])
        #expect(d.segments[0].icon?.codePoint == 0xE838 && d.segments[0].tint == Color(hex: 0x00FF00) && d.segments[0].badge == "3")
        // A segment without a tint takes the control's indicatorColor.
        #expect(d.segments[1].badge == "new" && d.segments[1].tint == d.spec.indicatorColor)
        #expect(d.segments[2].isDisabled && !d.segments[1].isDisabled)
        #expect(d.style is ThumbStyle && d.style.metrics.fixedHeight == 44)
    }

    @Test func aMinimalControlStartsFromItsStyle() throws {
        let d = try #require(try parse(#"{"controls": [{"id": "a", "style": "glass", "segments": ["x", "y"]}]}"#).first)
        #expect(d.spec == StyleSpec.glass && d.segments.map(\.title) == ["x", "y"] && d.selected == 0 && !d.pager && !d.rightToLeft)
    }

    @Test func theFirstEnabledSegmentIsSelectedByDefault() throws {
        let d = try #require(try parse(#"{"controls": [{"id": "a", "style": "pill", "segments": [{"title": "x", "disabled": true}, "y"]}]}"#).first)
        #expect(d.selected == 1)
    }

    @Test(arguments: [
        // Each error names the file, the line and column of the bad value, and its key.
        ("{\"controls\": [{\"id\": \"a\", \"style\": \"pill\",\n  \"widths\": \"wide\", \"segments\": [\"x\"]}]}",
         #"picker.json:2:13: "widths": expected one of equal, content, proportional"#),
        ("{\"controls\": [{\"id\": \"a\", \"style\": \"square\", \"segments\": [\"x\"]}]}",
         #"picker.json:1:36: "style": expected one of pill, underline, icons, track, thumb, glass"#),
        ("{\"controls\": [{\"id\": \"a\", \"style\": \"pill\", \"colour\": 1, \"segments\": [\"x\"]}]}",
         #"picker.json:1:44: "colour": unknown key (known: id, style, height, cornerRadius, padding, segmentPadding, spacing, trackColor, indicatorColor, font, iconSize, icons, indicator, widths, spring, selected, pager, direction, overflow, segments)"#),
        ("{\"controls\": [{\"id\": \"a\", \"style\": \"pill\", \"height\": \"tall\", \"segments\": [\"x\"]}]}",
         #"picker.json:1:54: "height": expected a number"#),
        ("{\"controls\": [{\"id\": \"a\", \"style\": \"pill\", \"height\": 2000, \"segments\": [\"x\"]}]}",
         #"picker.json:1:54: "height": expected a number from 16 to 200, got 2000"#),
        ("{\"controls\": [{\"id\": \"a\", \"style\": \"pill\", \"trackColor\": \"red\", \"segments\": [\"x\"]}]}",
         ##"picker.json:1:58: "trackColor": expected a colour "#RRGGBB" or "#RRGGBBAA""##),
        ("{\"controls\": [{\"id\": \"a\", \"style\": \"pill\",\n \"segments\": [{\"title\": \"x\", \"icon\": \"nope\"}]}]}",
         #"picker.json:2:38: "icon": unknown Material Icons name 'nope'"#),
        ("{\"controls\": [{\"id\": \"a\", \"style\": \"pill\", \"spring\": \"wobbly\", \"segments\": [\"x\"]}]}",
         #"picker.json:1:54: "spring": "#),
        ("{\"controls\": [{\"id\": \"pill\", \"style\": \"pill\", \"segments\": [\"x\"]}]}",
         #"picker.json:1:22: "id": 'pill' is already used by another control"#),
        ("{\"controls\": [{\"id\": \"a\", \"style\": \"pill\", \"selected\": 5, \"segments\": [\"x\", \"y\"]}]}",
         #"picker.json:1:56: "selected": expected a number from 0 to 1, got 5"#),
        ("{\"controls\": [{\"id\": \"a\", \"style\": \"pill\", \"selected\": \"z\", \"segments\": [\"x\", \"y\"]}]}",
         #"picker.json:1:56: "selected": no segment titled 'z'"#),
        ("{\"controls\": [{\"id\": \"a\", \"style\": \"pill\", \"segments\": []}]}",
         #"picker.json:1:56: "segments": expected 1 to 64 segments, got 0"#),
        ("{\"controls\": [{\"id\": \"a\", \"style\": \"pill\", \"widths\": {\"proportional\": [1]}, \"segments\": [\"x\", \"y\"]}]}",
         #"picker.json:1:54: "widths": expected 2 weights (one per segment), got 1"#),
        ("{\"controls\": [{\"id\": \"a\", \"style\": \"pill\", \"segments\": [{\"title\": \"x\", \"disabled\": true}]}]}",
         #"picker.json:1:56: "segments": at least one segment must be enabled"#),
        ("{\"controls\": [{\"id\": \"a\", \"style\": \"pill\", \"direction\": \"up\", \"segments\": [\"x\"]}]}",
         #"picker.json:1:57: "direction": expected one of ltr, rtl"#),
        ("{\"controls\": [{\"id\": \"a\", \"style\": \"pill\", \"indicator\": {\"shape\": \"star\"}, \"segments\": [\"x\"]}]}",
         #"picker.json:1:67: "shape": expected one of capsule, roundedRect, underline"#),
        ("{\"controls\": [{\"id\": \"a\", \"style\": \"pill\", \"segments\": [{\"title\": \"x\", \"badge\": \"toolong!\"}]}]}",
         #"picker.json:1:81: "badge": expected 1 to 6 characters"#),
        ("{\"controls\": [{\"style\": \"pill\", \"segments\": [\"x\"]}]}", #"picker.json:1:15: "id": every control needs an "id""#),
        ("{\"controls\": [{\"id\": \"a\", \"style\": \"pill\", \"pager\": 1, \"segments\": [\"x\"]}]}",
         #"picker.json:1:53: "pager": expected true or false"#),
        // README: the corner radius is at most half the height, whichever order the keys come in.
        ("{\"controls\": [{\"id\": \"a\", \"style\": \"pill\", \"height\": 40, \"cornerRadius\": 30, \"segments\": [\"x\"]}]}",
         #"picker.json:1:74: "cornerRadius": expected at most half the height (20 for height 40), got 30"#),
        ("{\"controls\": [{\"id\": \"a\", \"style\": \"pill\", \"cornerRadius\": 20.5, \"height\": 40, \"segments\": [\"x\"]}]}",
         #"picker.json:1:60: "cornerRadius": expected at most half the height (20 for height 40), got 20.5"#),
        // Not JSON: the position of the first byte that is not.
        ("{\"controls\": [\n  {\"id\": \"a\",, }]}", "picker.json:2:14: not JSON: expected a string key"),
        ("{\"controls\": [", "picker.json:1:15: not JSON: unexpected end of file"),
        ("[]", #"picker.json:1:1: expected an object { … }"#),
    ])
    func eachErrorNamesTheLineColumnAndKey(text: String, message: String) {
        let e = error(text)
        #expect(e.hasPrefix(message), "got: \(e)")
    }

    /// A breaker's find: 20,000 one-segment controls (0.95 MB, under the 4 MB limit) ran for minutes on one
    /// frame and ignored SIGTERM. At most `maxControls` are taken; 64 parse.
    @Test func aFileWithMoreThan64ControlsIsRefusedNamingTheCount() throws {
        func file(_ n: Int) -> String {
            "{\"controls\": [" + (0..<n).map { "{\"id\": \"c\($0)\", \"style\": \"pill\", \"segments\": [\"a\"]}" }.joined(separator: ",") + "]}"
        }
        #expect(try parse(file(64)).count == 64)
        let e = error(file(65))
        #expect(e.hasPrefix(#"picker.json:1:14: "controls": expected at most 64 controls, got 65"#), "got: \(e)")
    }

    @Test func columnsCountCharactersNotBytes() {
        // "é" is two bytes in UTF-8 and one column.
        let e = error("{\"controls\": [{\"id\": \"a\", \"style\": \"pill\", \"segments\": [{\"title\": \"é\", \"tint\": 3}]}]}")
        #expect(e.hasPrefix(#"picker.json:1:80: "tint": expected a colour"#), "got: \(e)")
    }

    @Test func theExampleFileParses() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let catalog = IconCatalog.load(assetsDirectory: url.appendingPathComponent("assets").path)
        #expect(catalog["inbox"] == 0xE156 && catalog.count > 2000)
        let defs = try PickerFile.read(url.appendingPathComponent("examples/picker.json").path, icons: catalog)
        #expect(defs.map(\.id) == ["plans", "mail", "units", "sort", "topics"])
    }

    @Test func anUnreadableFileSaysWhatTheSystemSaidPlainly() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pickerread-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let missing = dir.appendingPathComponent("nofile.json").path
        #expect(throws: PickerFileError(path: missing, line: 0, column: 0, key: nil, message: "cannot read: No such file or directory")) {
            try PickerFile.read(missing, icons: [:])
        }
        #expect(throws: PickerFileError(path: dir.path, line: 0, column: 0, key: nil, message: "is a folder")) {
            try PickerFile.read(dir.path, icons: [:])
        }
        #expect(PickerFileError(path: "nofile.json", line: 0, column: 0, key: nil, message: "cannot read: No such file or directory").description
            == "nofile.json: cannot read: No such file or directory")
    }

    @Test func theOptionsTakeRepeatedPickerFilesAndOnlyNeedsOne() throws {
        let o = try Options.parse(["--picker", "a.json", "--picker", "b.json", "--only"])
        #expect(o.pickerPaths == ["a.json", "b.json"] && o.onlyPickers)
        #expect(throws: OptionError.self) { try Options.parse(["--only"]) }
        // With picker files, --spring may name their controls (checked once the files are read).
        #expect(try Options.parse(["--spring", "mine=bouncy", "--picker", "a.json"]).springOverrides.map(\.control) == ["mine"])
        #expect(throws: OptionError.self) { try Options.parse(["--spring", "mine=bouncy"]) }
    }

    @Test func aPickerFileJoinsTheGalleryOrWithOnlyIsAllOfIt() throws {
        let defs = try parse(#"{"controls": [{"id": "mine", "style": "track", "pager": true, "segments": ["a", "b"]}]}"#)
        let all = Gallery(pickers: defs)
        #expect(all.controls.map(\.id) == BuiltinStyles.names + ["mine"])
        #expect(all.pagers.map(\.id) == ["pager", "mine.pager"])
        let only = Gallery(pickers: defs, only: true)
        #expect(only.controls.map(\.id) == ["mine"] && only.pagers.map(\.id) == ["mine.pager"])
    }
}
