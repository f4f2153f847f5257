@testable import Controls
import Foundation
import Geometry
@testable import PickerLabApp
@testable import SceneGraph
@testable import SDLBackend
import Testing

/// Issue 22: the glass's content-width labels stay whole whenever the window can show them — the gallery
/// reflows to one column before it cuts one.
@MainActor
@Suite(.serialized)
struct GlassReflowTests {
    static func titles(_ app: App, _ id: String) throws -> [String] {
        try #require(app.gallery.control(id)).segmentNodes.map(\.displayedTitle)
    }

    @Test func atScale2In700x500TheGlassLabelsAreWhole() throws {
        let app = try makeApp(size: Size(width: 700, height: 500), scale: 2)
        app.driver.settle()
        #expect(try GlassReflowTests.titles(app, "glass") == ["all", "unread", "needs attention"])
    }

    @Test func withTheExamplePickerFileAtTheDefaultSizeTheGlassLabelsAreWhole() throws {
        let example = URL(fileURLWithPath: assetsDirectory).deletingLastPathComponent().appendingPathComponent("examples/picker.json").path
        let defs = try PickerFile.read(example, icons: IconCatalog.load(assetsDirectory: assetsDirectory))
        let app = try makeApp(pickers: defs) { $0.pickerPaths = [example] }
        app.driver.settle()
        #expect(try GlassReflowTests.titles(app, "glass") == ["all", "unread", "needs attention"])
        #expect(try GlassReflowTests.titles(app, "mail") == ["Inbox", "Starred", "Sent"])
    }
}
