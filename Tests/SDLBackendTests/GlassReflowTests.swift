import Controls
import Foundation
import Geometry
@testable import PickerLabApp
import SceneGraph
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
        var options = Options()
        options.headless = true
        let example = URL(fileURLWithPath: assetsDirectory).deletingLastPathComponent().appendingPathComponent("examples/picker.json").path
        options.pickerPaths = [example]
        let defs = try PickerFile.read(example, icons: IconCatalog.load(assetsDirectory: assetsDirectory))
        let host = try SDLHost(SDLHost.Configuration(size: options.size, uiScale: 1, headless: true, assetsDirectory: assetsDirectory))
        let app = App(options: options, host: host, pickers: defs)
        app.driver.settle()
        #expect(try GlassReflowTests.titles(app, "glass") == ["all", "unread", "needs attention"])
        #expect(try GlassReflowTests.titles(app, "mail") == ["Inbox", "Starred", "Sent"])
    }
}
