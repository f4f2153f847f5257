import Foundation
import Geometry
import Painting
import SceneGraph

/// What the frame graph draws from: the recent frames' timings, the vsync period in seconds and the
/// renderer's name.
@MainActor
protocol FrameGraphSource: AnyObject {
    /// The last frames' phase timings.
    var timeline: FrameTimeline { get }
    /// The refresh interval (the vsync grid's period) in seconds.
    var refreshInterval: Double { get }
    /// The renderer in use.
    var rendererName: String { get }
    /// Frames of the controls on screen (points): the graph goes where it covers none.
    var controlFrames: [Rect] { get }
}

/// The on-screen frame graph (F2): the last 240 frames as bars of work stacked by phase, the present wait
/// drawn apart above them (dim), a red mark over frames that missed a vsync, a yellow tick at the foot of frames in which a selection feedback fired, a ms axis with the refresh
/// interval's line labelled, a legend, the headline figures of `trace summary` over these frames (fps while
/// animating, missed vsyncs after the first frame, the hitch time ratio), work p99 and the renderer — drawn through the
/// same display list as everything else, in the first corner of the window (bottom-left, bottom-right,
/// top-right, top-left) where it covers no control. It reads the timeline at paint time and never asks for
/// frames itself, so an idle window stays idle.
@MainActor
public final class FrameGraphNode: Node {
    /// Whether the graph is shown.
    var isVisible = false { didSet { if isVisible != oldValue { markNeedsPaint() } } }
    /// Where the timings come from (the app); the graph draws nothing without one.
    weak var source: FrameGraphSource?
    /// Panel size in points.
    var panelSize = Size(width: 320, height: 176)
    /// Phase colours, by `FramePhase` (the present wait is drawn dimmed).
    static func color(_ phase: FramePhase) -> Color {
        switch phase {
        case .input: .orange
        case .animate: .purple
        case .layout: .blue
        case .paint: .teal
        case .render: .green
        case .present: Color(hex: 0x8E8E93).opacity(0.45)
        }
    }

    /// A hidden graph; set `source` to give it timings.
    override init(id: String = "frameGraph") {
        super.init(id: id)
        allowsHitTesting = false
    }

    /// "frameGraph" in the scene dump.
    override public var kind: String { "frameGraph" }

    /// The panel's frame in points: the first corner of the node's frame where it meets none of `occupied`
    /// (bottom-right when every corner is taken).
    func panelFrame(avoiding occupied: [Rect]) -> Rect {
        let w = min(panelSize.width, frame.width - 16), h = min(panelSize.height, frame.height - 16)
        let corners = [Point(x: frame.minX + 8, y: frame.maxY - h - 8), Point(x: frame.maxX - w - 8, y: frame.maxY - h - 8),
                       Point(x: frame.maxX - w - 8, y: frame.minY + 8), Point(x: frame.minX + 8, y: frame.minY + 8)]
        for c in corners {
            let r = Rect(x: c.x, y: c.y, width: w, height: h)
            if !occupied.contains(where: { let i = $0.intersection(r); return i.width > 0 && i.height > 0 }) { return r }
        }
        return Rect(x: corners[1].x, y: corners[1].y, width: w, height: h)
    }

    /// Paints the graph: one bar per recorded frame against the vsync budget.
    override public func paint(into list: inout DisplayList) {
        guard isVisible, let source, frame.width > 60, frame.height > 60 else { return }
        let panel = panelFrame(avoiding: source.controlFrames)
        list.append(.fillRoundedRect(panel, cornerRadius: 10, fill: .solid(Color.black.opacity(0.8))))
        let t = source.timeline
        let samples = t.samples
        let periodUs = max(1, source.refreshInterval * 1e6)
        let small = Font(size: 10, weight: .regular)
        let plot = Rect(x: panel.minX + 34, y: panel.minY + 28, width: panel.width - 44, height: panel.height - 50)
        // Two periods of height, so a frame over the line stands out.
        let usPerPoint = 2 * periodUs / max(1, plot.height)
        let barWidth = plot.width / Double(t.capacity)
        list.append(.pushClip(plot))
        for (i, s) in samples.enumerated() {
            var y = plot.maxY
            let x = plot.minX + Double(t.capacity - samples.count + i) * barWidth
            for phase in FramePhase.allCases {
                let hgt = Double(s.duration(phase)) / usPerPoint
                guard hgt > 0.05 else { continue }
                y -= hgt
                list.append(.fillRoundedRect(Rect(x: x, y: y, width: max(0.5, barWidth - 0.2), height: hgt), cornerRadius: 0,
                                             fill: .solid(FrameGraphNode.color(phase))))
            }
            if s.feedback {   // the selection feedback (the seeds' haptic): a tick under the bar
                list.append(.fillRoundedRect(Rect(x: x, y: plot.maxY - 6, width: max(1.5, barWidth), height: 6), cornerRadius: 0, fill: .solid(Color(hex: 0xFFCC00))))
            }
            if s.missed {
                list.append(.fillRoundedRect(Rect(x: x, y: plot.minY, width: max(1, barWidth), height: 3), cornerRadius: 0, fill: .solid(.red)))
            }
        }
        list.append(.popClip)
        // The ms axis: 0, the refresh interval (labelled), twice it.
        for k in 0...2 {
            let y = plot.maxY - Double(k) * periodUs / usPerPoint
            let line = k == 1 ? Color.red.opacity(0.9) : Color.white.opacity(0.25)
            list.append(.fillRoundedRect(Rect(x: plot.minX, y: y - 0.5, width: plot.width, height: 1), cornerRadius: 0, fill: .solid(line)))
            let label = String(format: "%.1f", Double(k) * periodUs / 1000)
            list.append(.text(TextRun(label, font: small, color: .white.opacity(0.8), origin: Point(x: panel.minX + 6, y: y - 6))))
        }
        // The summary's headline figures, by their one definition (FrameFigures), over the kept frames.
        let text = String(format: "%.2f fps  missed %d  hitch %.2f ms/s  p99 %.2f ms  ", t.framesPerSecond(periodUs: Int64(periodUs.rounded())), t.missedVsyncs,
                          t.hitchTimeRatio(periodUs: Int64(periodUs.rounded())), t.p99WorkMilliseconds) + source.rendererName
        list.append(.text(TextRun(text, font: Font(size: 12, weight: .semibold), color: .white, origin: Point(x: panel.minX + 10, y: panel.minY + 7))))
        // Legend and renderer along the bottom.
        var x = panel.minX + 10
        for phase in FramePhase.allCases {
            list.append(.fillRoundedRect(Rect(x: x, y: panel.maxY - 14, width: 7, height: 7), cornerRadius: 1, fill: .solid(FrameGraphNode.color(phase))))
            let name = phase == .present ? "wait" : phase.name
            list.append(.text(TextRun(name, font: small, color: .white.opacity(0.85), origin: Point(x: x + 9, y: panel.maxY - 18))))
            x += 9 + Double(name.count) * 5.6 + 6
        }
    }
}
