import Controls
import Geometry
@testable import Painting
@testable import SceneGraph
import SceneTesting
import Testing

@MainActor
struct SegmentedControlLayoutTests {
    @Test func pillCellsShareTheWidthEquallyInsideTheTrackPadding() {
        let c = SegmentedControl(style: PillStyle(), segments: appTabs)
        let h = harness(c, width: 400)
        _ = h
        // Height: 17 pt headline line (1.2 em = 20.4) + 2 × 12 padding + 2 × 6 inset.
        #expect(abs(c.frame.height - 56.4) < 1e-9)
        #expect(c.frame.width == 400)
        let w = (400.0 - 12) / 3
        for (i, s) in c.segmentNodes.enumerated() {
            #expect(abs(s.frame.x - (6 + Double(i) * w)) < 1e-9)
            #expect(abs(s.frame.width - w) < 1e-9)
            #expect(abs(s.frame.y - 6) < 1e-9)
        }
        // "iOS" in 17 pt semibold: 3 × 9.35 points, centred in its cell.
        let content = c.segmentNodes[1].contentFrame
        #expect(abs(content.width - 28.05) < 1e-9)
        #expect(abs(content.midX - c.segmentNodes[1].frame.midX) < 1e-9)
    }

    @Test func trackButtonsAreSizedToTheirContentWithTenPointPadding() {
        let c = SegmentedControl(style: TrackStyle(), segments: ["Option 1", "Option 2", "Option 3"].map { Segment($0) })
        _ = harness(c, width: 600)
        // "Option 1": 8 characters × 8.5 pt (17 pt regular) = 68; + 2 × 10 padding.
        for s in c.segmentNodes { #expect(abs(s.frame.width - 88) < 1e-9) }
        #expect(abs(c.segmentNodes[1].frame.minX - c.segmentNodes[0].frame.maxX - 8) < 1e-9)
        #expect(abs(c.frame.width - (3 * 88 + 2 * 8 + 12)) < 1e-9)
        #expect(abs(c.frame.height - (20.4 + 20 + 12)) < 1e-9)
        #expect(abs(c.frame.midX - 300) < 1e-9)   // centred by the column
    }

    @Test func glassIndicatorIsExactlyAsWideAsTheSelectedLabelsContent() {
        let c = SegmentedControl(style: GlassStyle(), segments: glassTabs)
        let h = harness(c, width: 600)
        // Content = 16 pt icon + 6 spacing + title at 15 pt semibold (8.25 per character).
        let expected = [3.0, 6, 15].map { 16 + 6 + $0 * 8.25 }
        for (i, s) in c.segmentNodes.enumerated() {
            #expect(abs(s.contentFrame.width - expected[i]) < 1e-9)
            #expect(abs(s.frame.width - (expected[i] + 32)) < 1e-9)
        }
        // Plus the glass's 12-point inner padding on each side, so its rounded ends clear icon and text.
        #expect(abs(c.indicator.frame.width - (expected[0] + 24)) < 1e-9)
        #expect(abs(c.indicator.frame.x - (c.segmentNodes[0].contentFrame.x - 12)) < 1e-9)
        h.tap(at: c.segmentNodes[2].frame.center)
        h.settle()
        #expect(c.selectedIndex == 2)
        #expect(abs(c.indicator.frame.width - (expected[2] + 24)) < 1e-9)
        #expect(abs(c.indicator.frame.x - (c.segmentNodes[2].contentFrame.x - 12)) < 1e-9)
        #expect(abs(c.indicator.frame.height - (c.segmentNodes[2].frame.height - 10)) < 1e-9)
    }

    @Test func controlSizeAndLabelPositionsDoNotChangeWithTheSelection() {
        let c = SegmentedControl(style: ThumbStyle(), segments: [Segment("Location", icon: .mappin), Segment("Settings", icon: .gearshape)])
        let h = harness(c, width: 500)
        let before = (c.frame, c.segmentNodes.map(\.frame), c.segmentNodes.map(\.contentFrame))
        h.tap(at: c.segmentNodes[1].frame.center)
        h.settle()
        #expect(c.selectedIndex == 1)
        #expect(c.frame == before.0)
        #expect(c.segmentNodes.map(\.frame) == before.1)
        #expect(c.segmentNodes.map(\.contentFrame) == before.2)
        // The bold weight's width is reserved: 8 characters × 10.2 pt (17 pt bold) + 20 pt icon + 10 spacing.
        #expect(abs(c.segmentNodes[0].contentFrame.width - (8 * 10.2 + 30)) < 1e-9)
        #expect(c.frame.height == 56)
    }

    @Test func labelsThatDoNotFitAreTruncatedWithAnEllipsis() {
        let c = SegmentedControl(style: PillStyle(), segments: appTabs)
        _ = harness(c, width: 150)
        let s = c.segmentNodes[0]
        #expect(s.displayedTitle.hasSuffix("…"))
        // The padding gave way first, down to its 4-point minimum a side.
        #expect(s.contentFrame.width <= s.frame.width - 8 + 1e-9)
        #expect(c.segmentNodes[1].displayedTitle == "iOS")
    }

    @Test func aTinyWindowGivesFiniteNonNegativeFramesEverywhere() {
        for style in [PillStyle(), GlassStyle(), ThumbStyle()] as [any SegmentedControlStyle] {
            let c = SegmentedControl(style: style, segments: glassTabs)
            let h = harness(c, width: 30, height: 10)
            h.tap(at: Point(x: 15, y: 5))
            h.settle()
            for f in [c.frame, c.indicator.frame] + c.segmentNodes.flatMap({ [$0.frame, $0.contentFrame] }) {
                #expect(f.isFinite && f.width >= 0 && f.height >= 0)
            }
        }
    }
}
