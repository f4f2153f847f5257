import Geometry
import Painting
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// Issue 22: the gallery shows a scroll indicator while it is scrolled (UIScrollView's: a 3-point grey bar
/// 3 points from the trailing edge, as long as the window's share of the content and placed by the offset),
/// and none at its origin. Frames in points, read from the scene's display list frame by frame.
@MainActor
struct GalleryScrollIndicatorTests {
    static let ink = Color(hex: 0x8E8E93).opacity(0.75)

    /// The vertical scroll bars in the frame's display list.
    static func bars(_ app: App) -> [Rect] {
        app.scene.displayList.commands.compactMap {
            guard case .fillRoundedRect(let r, _, .solid(let c), _) = $0, c == ink, abs(r.width - 3) < 1e-9 else { return nil }
            return r
        }
    }

    @Test func theBarShowsWhileScrolledWhereTheOffsetPutsItAndGoesAtTheOrigin() throws {
        let (app, _) = try makeApp { $0.size = Size(width: 700, height: 500) }
        let layout = try #require(app.gallery.root as? GalleryLayout)
        #expect(layout.scrollsY)
        #expect(Self.bars(app).isEmpty, "a bar at the origin")
        // Drag the background (the left padding) up 200 points, let go, rest; then down past the top, rest.
        var script = "mouse down 10 450\n"
        for i in 1...10 { script += "wait 0.016\nmouse move 10 \(450 - 20 * i)\n" }
        script += "wait 0.1\nmouse move 10 250\nmouse up 10 250\nwait 1.5\nmouse down 10 100\n"
        for i in 1...10 { script += "wait 0.016\nmouse move 10 \(100 + 40 * i)\n" }
        script += "wait 0.1\nmouse move 10 500\nmouse up 10 500\nwait 2\n"
        var scrolledFrames = 0
        try runScript(app, script) {
            let bars = Self.bars(app), y = layout.scrollOffset.y
            guard y > 0.5, y < layout.maxOffset.y - 0.5 else { return }   // a bounce past an end aside
            scrolledFrames += 1
            #expect(bars.count == 1, "offset \(y): \(bars)")
            guard let bar = bars.first else { return }
            let f = layout.frame, track = f.height - 6, len = max(36, track * f.height / layout.contentSize.height)
            #expect(abs(bar.maxX - (f.maxX - 3)) < 1e-9 && abs(bar.height - len) < 1e-9)
            #expect(abs(bar.minY - (f.minY + 3 + (track - len) * y / layout.maxOffset.y)) < 1e-6, "offset \(y): bar \(bar)")
        }
        #expect(scrolledFrames > 60)
        #expect(layout.scrollOffset.y == 0)
        #expect(Self.bars(app).isEmpty, "a bar at rest at the origin: \(Self.bars(app))")
    }
}
