@testable import Controls
@testable import Geometry
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// Repainting the gallery runs no colour search for colours it has already resolved (issue 23): every
/// node repainted — the pane's pages, each style's labels and indicators, in both themes — asks only the
/// memo. Counted on this thread, not timed.
@MainActor
struct RepaintSearchTests {
    func markAllNeedPaint(_ n: Node) { n.markNeedsPaint(); for c in n.children { markAllNeedPaint(c) } }

    @Test(arguments: [Theme.light, .dark])
    func aWholeRepaintOfTheGallerySearchesNothingItAlreadyResolved(theme: Theme) throws {
        let (app, _) = try makeApp()
        app.setTheme(theme)
        try app.step()   // the theme's colours resolved once
        markAllNeedPaint(app.scene.root)
        let before = ColorMemo.searchesOnThisThread
        #expect(app.scene.paintIfNeeded())
        #expect(app.scene.displayList.count > 100)
        #expect(ColorMemo.searchesOnThisThread == before)
        // The count does count: a colour no test asks for is one search.
        _ = Color(red: 0.3141, green: 0.5926, blue: 0.5358, alpha: theme == .dark ? 0.97 : 0.93).legible(on: .white, ratio: 4.5)
        #expect(ColorMemo.searchesOnThisThread == before + 1)
    }
}
