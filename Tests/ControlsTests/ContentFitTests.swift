@testable import Controls
import Geometry
@testable import SceneGraph
import SceneTesting
import Testing

/// Squeezed content-width controls give up padding and spacing first, then truncate their longest labels
/// (issue 10, item 7).
@MainActor
struct ContentFitTests {
    // Glass content: 16 icon + 6 + 8.25 per character → 46.75, 71.5, 145.75; 16 points of padding a side,
    // 4 of inset: 368 points natural.
    @Test func aLittleShortOfRoomShrinksThePaddingAndTruncatesNothing() {
        let c = SegmentedControl(style: GlassStyle(), segments: glassTabs)
        _ = harness(c, width: 340)
        #expect(c.frame.width == 340)
        #expect(c.segmentNodes.map(\.displayedTitle) == ["all", "unread", "needs attention"])
        // 28 points short, 3 × 12 reducible: each cell loses 28 / 3.
        #expect(abs(c.segmentNodes[0].frame.width - (46.75 + 32 - 28.0 / 3)) < 1e-9)
        for s in c.segmentNodes { #expect(s.contentFrame.width > 0 && s.frame.width - s.contentFrame.width >= 20 - 1e-9) }
    }

    @Test func furtherShortOfRoomTheLongestLabelIsTruncatedAndTheShortOnesKeepTheirText() {
        let c = SegmentedControl(style: GlassStyle(), segments: glassTabs)
        _ = harness(c, width: 300)
        #expect(c.segmentNodes[0].displayedTitle == "all")
        #expect(c.segmentNodes[1].displayedTitle == "unread")
        #expect(c.segmentNodes[2].displayedTitle.hasSuffix("…"))
        // Padding at its 10-point minimum; the long cell gets what is left: 300 − 8 − 60 − 46.75 − 71.5.
        #expect(abs(c.segmentNodes[2].frame.width - (300 - 8 - 60 - 46.75 - 71.5 + 20)) < 1e-9)
        #expect(c.indicator.frame.width > c.segmentNodes[0].contentFrame.width)   // "all" keeps a real pill
    }

    @Test func theCapIsTheWaterLevelOfTheWidths() {
        #expect(ContentFit.cap([10, 20, 30], room: 60) == 30)
        #expect(ContentFit.cap([10, 20, 30], room: 45) == 17.5)
        #expect(ContentFit.cap([10, 20, 30], room: 15) == 5)
    }
}
