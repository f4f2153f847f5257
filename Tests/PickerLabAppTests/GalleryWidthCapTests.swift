@testable import Controls
import Foundation
import Geometry
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// Issue 22: a control that fills its width (the pill, underline, icons and thumb, the paged pane) fills its
/// gallery column, and a column is never wider than `GalleryLayout.maximumColumnWidth` (UIKit's readable
/// content width): a short, wide window or a one-column picker file no longer stretches a pill to 1050 points.
/// Frames in points, read from the laid-out scene.
@MainActor
struct GalleryWidthCapTests {
    static let fills = ["pill", "underline", "icons", "thumb", "pager"]

    func app(size: Size, pickers json: String? = nil) throws -> App {
        var o = Options()
        o.headless = true
        o.size = size
        var definitions: [PickerDefinition] = []
        if let json {
            o.pickerPaths = ["p.json"]
            definitions = try PickerFile.parse(Array(json.utf8), path: "p.json", icons: [:])
        }
        let app = App(options: o, host: NullHost(size: size), pickers: definitions)
        for _ in 0..<30 { try app.step() }
        return app
    }

    func frame(_ app: App, _ id: String) throws -> Rect {
        let node: Node? = app.gallery.control(id) ?? app.gallery.pagers.first { $0.id == id }
        return try #require(node, "no \(id)").frame
    }

    @Test(arguments: [Size(width: 1920, height: 300), Size(width: 2400, height: 600), Size(width: 1280, height: 200)])
    func aWideWindowKeepsFillingControlsAtTheReadableWidth(size: Size) throws {
        let app = try app(size: size)
        for id in Self.fills {
            let f = try frame(app, id)
            #expect(f.width <= GalleryLayout.maximumColumnWidth + 0.5, "\(size): \(id) is \(f.width) pt wide")
            #expect(f.width >= 300, "\(size): \(id) is \(f.width) pt wide")
        }
        // The columns are centred in the window: as much room left of the first as right of the last.
        let pill = try frame(app, "pill"), thumb = try frame(app, "thumb")
        #expect(abs(pill.minX - (size.width - thumb.maxX)) < 40, "\(size): pill \(pill), thumb \(thumb)")
    }

    @Test func aOneColumnPickerFileDoesNotStretchThePillAcrossTheWindow() throws {
        let app = try app(size: Size(width: 1100, height: 760), pickers: #"""
            {"controls": [{"id": "plans", "style": "pill", "segments": ["Free", "Pro", "Team"]},
                          {"id": "mail", "style": "glass", "pager": true, "segments": ["Inbox", "Starred", "Sent"]}]}
            """#)
        for id in Self.fills + ["plans", "mail.pager"] {
            let f = try frame(app, id)
            #expect(f.width <= GalleryLayout.maximumColumnWidth + 0.5, "\(id) is \(f.width) pt wide (before: 1052)")
            #expect(abs(f.midX - 550) < 40, "\(id) at \(f) is not centred in the 1100-point window")
        }
    }

    @Test(arguments: [Size(width: 1100, height: 760), Size(width: 400, height: 900)])
    func anOrdinaryWindowIsLaidOutAsBefore(size: Size) throws {
        let app = try app(size: size)
        let pill = try frame(app, "pill")
        #expect(abs(pill.width - (size.width == 400 ? 352 : 512)) < 0.5, "\(size): pill \(pill)")
        #expect(abs(pill.minX - 24) < 0.5)
    }
}
