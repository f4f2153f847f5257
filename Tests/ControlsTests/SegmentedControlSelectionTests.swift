@testable import Controls
import Geometry
import Motion
@testable import Painting
@testable import SceneGraph
import SceneTesting
import Testing

@MainActor
struct SegmentedControlSelectionTests {
    @Test func onTheFirstFrameTheIndicatorIsAlreadyAtItsSource() {
        let c = SegmentedControl(style: PillStyle(), segments: appTabs, selectedIndex: 1)
        let h = harness(c)
        #expect(c.indicator.frame == c.segmentNodes[1].frame)
        #expect(!h.scene.isAnimating)
    }

    @Test func aTapSelectsTheSegmentAndNotifiesOnce() {
        let c = SegmentedControl(style: PillStyle(), segments: appTabs)
        let h = harness(c)
        h.tap(at: c.segmentNodes[2].frame.center)
        #expect(c.selectedIndex == 2)
        let change = SelectionChange(control: "pill", from: 0, to: 2, byUser: true)
        #expect(h.scene.popActions() == [.selectionChanged(change, animation: c.animation), .feedback(change)])
        h.tap(at: c.segmentNodes[2].frame.center)
        #expect(h.scene.popAction() == nil)   // tapping the selected segment changes nothing
    }

    @Test func theIndicatorSlidesWithTheStylesSpringAndLandsOnTheNewCell() {
        let c = SegmentedControl(style: PillStyle(), segments: appTabs)
        let h = harness(c)
        let start = c.indicator.frame, end = c.segmentNodes[2].frame
        h.tap(at: end.center)
        h.advance(seconds: 0.1)
        #expect(h.scene.isAnimating)
        #expect(c.indicator.frame.x > start.x && c.indicator.frame.x < end.x + 20)
        // The bouncy spring (duration 0.5, bounce 0.3) overshoots the target before settling.
        var maxX = -Double.infinity
        for _ in 0..<90 { h.advance(seconds: 1.0 / 60); maxX = max(maxX, c.indicator.frameValue.value.x) }
        #expect(maxX > end.x + 1)
        h.settle()
        #expect(c.indicator.frame == end)
        #expect(!h.scene.isAnimating)
    }

    @Test func matchedGeometryMovesPositionAndSizeTogether() {
        let c = SegmentedControl(style: GlassStyle(), segments: glassTabs)
        let h = harness(c, width: 600)
        let a = c.indicator.frame
        let b = c.track.frames[2]
        h.tap(at: c.segmentNodes[2].frame.center)
        for _ in 0..<12 {
            h.advance(seconds: 1.0 / 60)
            let f = c.indicator.frameValue.value   // the animated frame, before it is kept inside the track
            let px = (f.x - a.x) / (b.x - a.x), pw = (f.width - a.width) / (b.width - a.width)
            #expect(abs(px - pw) < 1e-9)
            #expect(f.width > 0)
        }
    }

    @Test func aBouncyOvershootAtTheEndSquashesInsteadOfLeavingTheTrack() {
        let c = SegmentedControl(style: PillStyle(), segments: appTabs)
        let h = harness(c)
        let end = c.track.frames[2]
        h.tap(at: c.segmentNodes[2].frame.center)
        var squashed = false
        for _ in 0..<90 {
            h.advance(seconds: 1.0 / 60)
            let f = c.indicator.frame
            // Inside the control's inner edge (half the 6-point padding off the rim), squashed only past it.
            #expect(f.minX >= c.track.bounds.lowerBound - 1e-9 && f.maxX <= c.track.bounds.upperBound + 1e-9)
            #expect(c.track.bounds.upperBound == c.frame.maxX - 3)
            if c.indicator.frameValue.value.maxX > c.track.bounds.upperBound + 1 { squashed = true; #expect(f.width < end.width) }
        }
        #expect(squashed)   // the spring did overshoot; what shows stayed inside
    }

    @Test func aProgrammaticChangeOutsideATransactionMovesAtOnce() {
        let c = SegmentedControl(style: PillStyle(), segments: appTabs)
        let h = harness(c)
        c.select(1)
        #expect(h.scene.popAction() == nil)   // posted, not yet drained: nothing hears it before the frame
        h.frame()
        #expect(c.indicator.frame == c.segmentNodes[1].frame)
        #expect(!h.scene.isAnimating)
        #expect(h.scene.popActions() == [.selectionChanged(SelectionChange(control: "pill", from: 0, to: 1, byUser: false), animation: nil)])
        h.scene.withAnimation(.smooth) { c.select(2) }
        h.frame()
        #expect(h.scene.isAnimating)
    }

    @Test func arrowKeysWrapAndHomeEndJumpOnTheFocusedControl() {
        let c = SegmentedControl(style: PillStyle(), segments: appTabs)
        let h = harness(c)
        func key(_ k: Key) { h.send(.key(KeyEvent(key: k, timestamp: h.time))) }
        key(.tab)
        #expect(c.isFocused)
        key(.left)
        #expect(c.selectedIndex == 2)
        key(.right)
        #expect(c.selectedIndex == 0)
        key(.end)
        #expect(c.selectedIndex == 2)
        key(.home)
        #expect(c.selectedIndex == 0)
    }

    @Test func theDisplayListDrawsTheTintedPillAtTheIndicatorFrame() {
        let c = SegmentedControl(style: PillStyle(), segments: appTabs, selectedIndex: 1)
        let h = harness(c)
        let f = c.indicator.frame
        let commands = h.scene.displayList.commands
        let pill = DrawCommand.fillRoundedRect(f, cornerRadius: f.height / 2, fill: .linearGradient(.standard(PillStyle.legibleTint(.pink))))
        let track = DrawCommand.fillRoundedRect(c.frame, cornerRadius: c.frame.height / 2, fill: .solid(Color.black.opacity(0.08)))
        let iTrack = commands.firstIndex(of: track), iPill = commands.firstIndex(of: pill)
        #expect(iTrack != nil && iPill != nil)
        if let iTrack, let iPill { #expect(iTrack < iPill) }
        // The selected label is white and drawn after (above) the pill; the others are dimmed.
        let texts = commands.compactMap { if case .text(let r) = $0 { return r } else { return nil } }
        #expect(texts.map(\.text) == ["SwiftUI", "iOS", "UIKit"])
        #expect(texts[1].color == .white)
        #expect(texts[0].color == Color.black.opacity(0.7))
    }
}

@MainActor
struct LabelInkTests {
    @Test func midSlideALabelIsWhiteExactlyWhereThePillCoversIt() {
        let c = SegmentedControl(style: PillStyle(), segments: appTabs)
        let h = harness(c)
        h.tap(at: c.segmentNodes[1].frame.center)
        h.advance(seconds: 0.05)
        let pill = c.indicator.drawnFrame
        let cell = c.segmentNodes[1].frame
        #expect(pill.maxX > cell.minX && pill.maxX < cell.maxX)   // part-way into the iOS cell
        // The iOS label is drawn twice: white up to the pill's right edge, dimmed from it on.
        var clip: Rect? = nil
        var runs: [(Rect, Color)] = []
        for command in h.scene.displayList.commands {
            switch command {
            case .pushClip(let r): clip = r
            case .popClip: clip = nil
            case .text(let run) where run.text == "iOS": if let clip { runs.append((clip, run.color)) }
            default: break
            }
        }
        #expect(runs.count == 2)
        #expect(runs.first?.0 == Rect(x: cell.minX, y: cell.minY, width: pill.maxX - cell.minX, height: cell.height))
        #expect(runs.first.map { [$0.1.red, $0.1.green, $0.1.blue] } == [1, 1, 1])
        #expect(runs.last?.0 == Rect(x: pill.maxX, y: cell.minY, width: cell.maxX - pill.maxX, height: cell.height))
        #expect(runs.last.map { [$0.1.red, $0.1.green, $0.1.blue] } == [0, 0, 0])
    }
}
