import Geometry
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// `--full-redraw` and paint flashing (F3) as the app sees them.
@MainActor
struct DamageOptionTests {
    @Test func fullRedrawReachesTheHostSettings() throws {
        #expect(try !Options.parse(["--headless"]).hostSettings.fullRedraw)
        #expect(try Options.parse(["--headless", "--full-redraw"]).hostSettings.fullRedraw)
        let windowed = try Options.parse(["--full-redraw", "--renderer", "opengl"]).hostSettings
        #expect(windowed.fullRedraw && windowed.renderer == .opengl && windowed.presentation == .display)
        #expect(Options.usage.contains("--full-redraw"))
    }

    @Test func f3FlashesPaintOnlyWhileTheFrameGraphIsShown() throws {
        let (app, host) = try makeApp()
        func press(_ n: Int) throws {
            host.inject(.key(KeyEvent(key: .function(n), timestamp: 0)))
            try app.step()
        }
        try press(3)
        #expect(app.paintFlashing && !host.paintFlashing)   // asked for, but the graph is hidden
        try press(2)
        #expect(app.isFrameGraphVisible && host.paintFlashing)
        try press(2)
        #expect(!host.paintFlashing)
        try press(2)
        #expect(host.paintFlashing)   // the graph back, flashing with it
        try press(3)
        #expect(!app.paintFlashing && !host.paintFlashing)
    }
}
