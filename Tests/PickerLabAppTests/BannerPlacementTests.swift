import Foundation
import Geometry
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// Round 5: the hot-reload bad-save banner covered the top control (its caption and the top of its track):
/// while it shows, the gallery moves down below it, and back up when a good save hides it.
@MainActor
@Suite(.serialized)
struct BannerPlacementTests {
    /// Every node of the gallery under the banner's rectangle (the gallery's own frame aside).
    static func covered(_ app: App) -> [String] {
        let banner = app.banner.bannerFrame
        var out: [String] = []
        func walk(_ n: Node) {
            for c in n.children {
                if c.frame.width > 0, c.frame.height > 0, c.frame.minY < banner.maxY, c.frame.maxY > banner.minY { out.append("\(c.id) \(c.frame)") }
                walk(c)
            }
        }
        walk(app.gallery.root)
        return out
    }

    @Test(arguments: [false, true])
    func theBadSaveBannerCoversNoControl(only: Bool) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("banner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("p.json")
        try Data(#"{"controls": [{"id": "m", "style": "pill", "segments": ["a", "b"]}]}"#.utf8).write(to: file)
        var o = Options()
        o.headless = true
        o.pickerPaths = [file.path]
        o.onlyPickers = only
        let app = App(options: o, host: NullHost(), pickers: try PickerFile.read(file.path, icons: [:]))
        app.printsTraceSummary = false
        try app.step()
        let topBefore = try #require(app.gallery.control("m")).frame.minY
        try Data(#"{"controls": [{"id": "m", "style": "pill", "segments": ["a", "#.utf8).write(to: file)
        #expect(app.reloadPickers() != nil)
        try app.step()
        #expect(app.pickerError != nil)
        let hidden = Self.covered(app)
        #expect(hidden.isEmpty, "under the banner \(app.banner.bannerFrame): \(hidden)")
        // A good save hides the banner and the gallery moves back up.
        try Data(#"{"controls": [{"id": "m", "style": "pill", "segments": ["a", "b"]}]}"#.utf8).write(to: file)
        #expect(app.reloadPickers() == nil)
        try app.step()
        #expect(try #require(app.gallery.control("m")).frame.minY == topBefore)
        try app.finish()
    }
}
