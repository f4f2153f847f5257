@testable import Controls
import Foundation
import Geometry
@testable import Painting
@testable import SceneGraph
import SceneTesting
import Testing

/// A painter that records the states it was given (and draws a plain rectangle).
final class RecordingPainter: IndicatorPainter, @unchecked Sendable {
    var states: [IndicatorState] = []
    func paint(_ state: IndicatorState, into list: inout DisplayList) {
        states.append(state)
        list.append(.fillRoundedRect(state.frame, cornerRadius: 0, fill: .solid(.red)))
    }
}

/// A pill whose indicator is drawn by `painter`.
struct PaintedPill: SegmentedControlStyle {
    var name = "painted"
    var spec = StyleSpec.pill
    var labelsFollowIndicator = true
    var animation = PillStyle().animation
    let painter: RecordingPainter
    var indicatorPainter: any IndicatorPainter { painter }
    func paintTrack(_ control: Rect, into list: inout DisplayList) {}
    func paintIndicator(_ frame: Rect, tint: Color, into list: inout DisplayList) {}
    func labelColor(selected: Double, tint: Color) -> Color { .black }
}

@MainActor
struct StyleSpecTests {
    @Test func theSixSpecsCarryTheSeedsNumbers() {
        let pill = PillStyle().metrics
        #expect(pill.font == .headline && pill.cellPadding == EdgeInsets(horizontal: 8, vertical: 12))
        #expect(pill.containerInset == EdgeInsets(all: 6) && pill.widthMode == .equal && pill.fixedHeight == nil)
        let thumb = ThumbStyle().metrics
        #expect(thumb.fixedHeight == 56 && thumb.selectedWeight == .bold && thumb.iconSize == 20 && thumb.iconSpacing == 10)
        let glass = GlassStyle().metrics
        #expect(glass.font == Font(size: 15, weight: .semibold) && glass.minimumCellPadding == 10 && glass.widthMode == .content)
        #expect(glass.containerInset == EdgeInsets(all: 4) && glass.iconSize == 16 && glass.iconSpacing == 6)
        let track = TrackStyle().metrics
        #expect(track.font == .body && track.spacing == 8 && track.cellPadding == EdgeInsets(all: 10) && track.widthMode == .content)
        #expect(IconsStyle().showsIcons && !PillStyle().showsIcons && !UnderlineStyle().showsIcons && GlassStyle().showsIcons)
    }

    @Test func aSpecRoundTripsThroughCodable() throws {
        var spec = StyleSpec.thumb
        spec.trackColor = Color(hex: 0x112233, alpha: 0.5)
        spec.indicator = .roundedRect(radius: 9)
        spec.widths = .proportional([2, 1])
        let data = try JSONEncoder().encode(spec)
        let back = try JSONDecoder().decode(StyleSpec.self, from: data)
        #expect(back.indicator == .roundedRect(radius: 9) && back.widths == .proportional([2, 1]) && back.height == 56)
        #expect(back.trackColor?.hexString == "#11223380")
    }

    @Test func aSpecOverrideChangesTheLayout() {
        var style = ThumbStyle()
        style.spec.height = 40
        style.spec.padding = 2
        let control = SegmentedControl(style: style, segments: appTabs)
        let h = harness(control)
        h.frame()
        #expect(control.frame.height == 40)
        #expect(control.segmentNodes[0].frame.height == 36)
        #expect(abs(control.indicator.frame.height - 36) < 1e-9)
    }

    @Test func proportionalWidthsShareTheRowByWeight() {
        var style = PillStyle()
        style.spec.widths = .proportional([2, 1, 1])
        let control = SegmentedControl(style: style, segments: appTabs)
        let h = harness(control, width: 406)
        h.frame()
        // 406 less 6 + 6 of track padding: 394 points, halved for the first cell.
        #expect(abs(control.segmentNodes[0].frame.width - 197) < 1e-9)
        #expect(abs(control.segmentNodes[1].frame.width - 98.5) < 1e-9)
    }

    @Test func anUnderlineShapeOverrideMakesABarOnTheBottomEdge() {
        var style = PillStyle()
        style.spec.indicator = .underline(thickness: 4)
        let control = SegmentedControl(style: style, segments: appTabs)
        let h = harness(control)
        h.frame()
        let f = control.indicator.frame, cell = control.segmentNodes[0].frame
        #expect(f.height == 4 && f.maxY == control.frame.maxY && f.x == cell.x && f.width == cell.width)
        #expect(control.style.indicatorPainter is ShapeIndicatorPainter)
    }

    @Test func theBuiltInPainterDrawsWhatTheStyleDrewBefore() {
        // The default painter is the style's own paintIndicator and nothing more (no feedback flash): same commands.
        let state = IndicatorState(frame: Rect(x: 10, y: 10, width: 80, height: 30), tint: .blue)
        var viaPainter = DisplayList(), direct = DisplayList()
        GlassStyle().indicatorPainter.paint(state, into: &viaPainter)
        GlassStyle().paintIndicator(state.frame, tint: .blue, into: &direct)
        #expect(viaPainter == direct)
    }

    @Test func thePainterReceivesVelocityAndPressScale() {
        let painter = RecordingPainter()
        let control = SegmentedControl(style: PaintedPill(painter: painter), segments: appTabs)
        let h = harness(control)
        h.frame()
        h.tap(at: control.segmentNodes[2].frame.center)
        h.advance(seconds: 0.05)
        let moving = painter.states.last!
        #expect(moving.velocity.x > 100)          // points/second toward the right
        #expect(moving.control == control.frame)
        h.settle()
        // Press on the indicator (a drag): the painter sees the press scale shrink toward 0.95.
        let center = control.indicator.frame.center
        h.send(.pointer(PointerEvent(id: 0, kind: .mouse, phase: .began, position: center, timestamp: h.time, isPressed: true)))
        h.advance(seconds: 0.5)
        let pressed = painter.states.last!
        #expect(abs(pressed.pressScale - IndicatorNode.pressedScale) < 0.01)
        #expect(pressed.frame.width < pressed.unscaledFrame.width)
        #expect(pressed.velocity == .zero)
    }
}
