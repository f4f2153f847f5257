@testable import Controls
import Geometry
import Motion
import Painting
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// The B ghost (Keep as B, `--spring-b`) keeps the control's end rule — B's overshoot squashes against the
/// control's inner edge as the indicator's does — and goes with the inspector's panel.
@MainActor
struct InspectorGhostBTests {
    static let b = SpringOverride(control: "pill", animation: .spring(response: 0.8, dampingFraction: 0.4), spec: "response:0.8,dampingFraction:0.4")

    /// The ghost's outline as drawn this frame (its purple stroke), if any.
    func drawnOutline(_ app: App) -> Rect? {
        let purple = SpringPlotNode.comparisonColor.opacity(0.85)
        for cmd in app.scene.displayList.commands {
            if case .strokeRoundedRect(let r, _, let color, _, _) = cmd, color == purple { return r }
        }
        return nil
    }

    func drawsBTag(_ app: App) -> Bool {
        app.scene.displayList.commands.contains { if case .text(let r) = $0 { return r.text == "B" && r.font == Font(size: 9, weight: .bold) } else { return false } }
    }

    @Test func theGhostSquashesAtTheInnerEdgeLikeTheIndicatorAndNeverLeavesTheControl() throws {
        let (app, _) = try makeApp { $0.inspector = true; $0.springBOverrides = [InspectorGhostBTests.b] }
        let pill = try #require(app.gallery.control("pill"))
        let bounds = pill.track.bounds
        guard case .spring(let bSpring) = InspectorGhostBTests.b.animation else { Issue.record("B is a spring"); return }
        let from = pill.track.frames[0], to = pill.track.frames[2]
        let sim = SpringSimulation(spring: bSpring, start: from.x, end: to.x, velocity: 0)
        app.driver.tap(at: pill.segmentNodes[2].frame.center)
        let start = try #require(app.inspector.recordings["pill"]).startTime
        var squashed = 0
        for _ in 0..<90 {
            try app.step()
            let t = app.scene.animationTime - start
            let g = try #require(app.inspector.ghostB.shownFrame("pill"))
            let drawn = try #require(drawnOutline(app))
            #expect(drawn == g)
            #expect(g.minX >= bounds.lowerBound - 1e-9 && g.maxX <= bounds.upperBound + 1e-9, "t = \(t): ghost \(g) past \(bounds)")
            if sim.position(at: t) + to.width > bounds.upperBound + 0.5 {
                squashed += 1
                #expect(abs(g.maxX - bounds.upperBound) < 1e-9 && g.width < to.width)   // squashed against the edge
            } else if t > 0 {
                #expect(abs(g.x - sim.position(at: t)) < 1e-6)   // elsewhere B's closed form
            }
        }
        #expect(squashed > 3)   // B overshoots the last segment: the squash was exercised
        let dumped = (app.inspector.dump()?["springB"] as? [String: Any])?["ghost"] as? [String: Double]
        #expect(dumped?["x"] == app.inspector.ghostB.shownFrame("pill")?.x)
    }

    @Test func closingTheInspectorHidesTheGhostAndReopeningShowsItAgain() throws {
        let (app, host) = try makeApp { $0.inspector = true; $0.springBOverrides = [InspectorGhostBTests.b] }
        #expect(drawnOutline(app) != nil && drawsBTag(app))
        host.inject(.key(KeyEvent(key: .character("i"), timestamp: 0)))
        try app.step()
        #expect(!app.isInspectorVisible)
        #expect(drawnOutline(app) == nil && !drawsBTag(app))
        // B stays the control's: reopened, the ghost is back where the selection is.
        let pill = try #require(app.gallery.control("pill"))
        host.inject(.key(KeyEvent(key: .character("i"), timestamp: 0)))
        try app.step()
        #expect(drawnOutline(app) == pill.track.frames[pill.selectedIndex])
        // --spring-b without --inspector: no ghost until the panel opens.
        let (closed, _) = try makeApp { $0.springBOverrides = [InspectorGhostBTests.b] }
        #expect(drawnOutline(closed) == nil && !drawsBTag(closed))
    }
}
