@testable import Controls
import Geometry
@testable import Painting
@testable import SceneGraph
import SceneTesting
import Testing

/// Themes and text scale, each in two styles or more.
@MainActor
struct ThemeAndTextScaleTests {
    func trackFill(_ style: any SegmentedControlStyle) -> Color? {
        var list = DisplayList()
        style.paintTrack(Rect(x: 0, y: 0, width: 200, height: 40), into: &list)
        for c in list.commands { if case .fillRoundedRect(_, _, .solid(let color), _) = c { return color } }
        return nil
    }

    @Test func eachStyleOnTheWindowsBackgroundHasColoursForBothThemes() {
        var pill = PillStyle(), underline = UnderlineStyle(), thumb = ThumbStyle()
        #expect(trackFill(pill) == Color.black.opacity(0.08) && pill.labelColor(selected: 0, tint: .blue) == Color.black.opacity(0.7))
        #expect(underline.labelColor(selected: 0, tint: .blue) == Color.black.opacity(0.6))
        pill.spec.theme = .dark; underline.spec.theme = .dark
        #expect(trackFill(pill) == Color.white.opacity(0.14) && pill.labelColor(selected: 0, tint: .blue) == Color.white.opacity(0.7))
        #expect(trackFill(underline) == Color.white.opacity(0.2) && underline.labelColor(selected: 0, tint: .blue) == Color.white.opacity(0.6))
        // Seed 002's look is the thumb's dark theme (its default); the light theme is a white container.
        #expect(thumb.spec.theme == .dark && trackFill(thumb) == Color.black.opacity(0.65))
        #expect(thumb.labelColor(selected: 1, tint: .white) == .white)
        thumb.spec.theme = .light
        #expect(trackFill(thumb) == .white && thumb.labelColor(selected: 1, tint: .white) == .black)
    }

    @Test func aControlsThemeRepaintsItsLabels() {
        let c = SegmentedControl(style: PillStyle(), segments: appTabs)
        let h = harness(c)
        h.frame()
        c.theme = .dark
        var list = DisplayList()
        c.segmentNodes[1].paint(into: &list)
        let colours = list.commands.compactMap { cmd -> Color? in if case .text(let run) = cmd { return run.color } else { return nil } }
        #expect(colours.contains(Color.white.opacity(0.7)))
    }

    @Test(arguments: ["pill", "thumb", "glass"])
    func textScaleGrowsTheControlAndItsLabels(style: String) {
        let c = SegmentedControl(style: BuiltinStyles.make(style)!, segments: glassTabs)
        let h = harness(c, width: 1000, height: 300)
        h.frame()
        let before = (control: c.frame.height, label: c.segmentNodes[2].contentFrame.width)
        c.textScale = 1.5
        h.frame()
        #expect(c.metrics.font.size == c.style.metrics.font.size * 1.5)
        #expect(c.frame.height > before.control * 1.2)
        #expect(c.segmentNodes[2].contentFrame.width > before.label * 1.4)
        // Nothing clipped at 1.5× when the width is there: every title whole, inside its cell.
        for n in c.segmentNodes {
            #expect(n.displayedTitle == n.segment.title)
            #expect(n.contentFrame.minX >= n.frame.minX - 1e-9 && n.contentFrame.maxX <= n.frame.maxX + 1e-9)
            #expect(n.contentFrame.height <= n.frame.height + 1e-9)
        }
    }

    @Test func atLargeTextTheLegibleWidthIsTheWholeTitles() {
        let c = SegmentedControl(style: GlassStyle(), segments: glassTabs)
        let h = harness(c)
        h.frame()
        let small = c.minimumLegibleWidth(h.context)
        c.textScale = 1.25
        #expect(c.minimumLegibleWidth(h.context) > small * 1.25)
    }
}
