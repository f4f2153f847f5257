@testable import Controls
import Geometry
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// Issue 22: key B cycles the glass panels' backdrop (gradient, photo, stripes, checker, and round), on the
/// built-in glass's panel and a picker file's alike, as `--backdrop` sets it.
@MainActor
struct BackdropKeyTests {
    /// The backdrops the glass panels paint, in node order.
    static func panels(_ app: App) -> [GlassBackdrop] {
        var out: [GlassBackdrop] = []
        func walk(_ n: Node) {
            if let p = n as? PanelNode, let b = p.backdrop { out.append(b) }
            n.children.forEach(walk)
        }
        walk(app.gallery.root)
        return out
    }

    @Test func keyBCyclesEveryGlassPanelsBackdrop() throws {
        var o = Options()
        o.headless = true
        o.backdrop = .photo
        o.pickerPaths = [IndicatorInsideControlTests.examplePicker]
        let pickers = try PickerFile.read(IndicatorInsideControlTests.examplePicker, icons: IconCatalog.load(assetsDirectory: IndicatorInsideControlTests.root + "/assets"))
        let host = NullHost(size: o.size, scale: o.scale)
        let app = App(options: o, host: host, pickers: pickers)
        try app.step()
        #expect(Self.panels(app) == [.photo, .photo])   // the gallery's glass and the picker file's "mail"
        var seen: [GlassBackdrop] = []
        for _ in 0..<4 {
            #expect(host.inject(.key(KeyEvent(key: .character("b"), timestamp: 0))))
            try app.step()
            let p = Self.panels(app)
            #expect(p.count == 2 && p.allSatisfy { $0 == app.gallery.backdrop }, "\(p)")
            seen.append(app.gallery.backdrop)
        }
        #expect(seen == [.stripes, .checker, .gradient, .photo])
    }
}
