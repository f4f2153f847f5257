import Foundation
import Geometry
import Painting
import SceneGraph

/// What the frame graph draws from: the recent frames' timings and the frame deadline in seconds.
@MainActor
public protocol FrameGraphSource: AnyObject {
    /// The last frames' phase timings.
    var timeline: FrameTimeline { get }
    /// The frame deadline in seconds.
    var refreshInterval: Double { get }
}

/// The on-screen frame graph (F2): the last 240 frames as stacked bars by phase, a line at the deadline, and
/// fps, p99 and the missed count — drawn through the same display list as everything else. It reads the
/// timeline at paint time and never asks for frames itself, so an idle window stays idle.
@MainActor
public final class FrameGraphNode: Node {
    /// Whether the graph is shown.
    public var isVisible = false { didSet { if isVisible != oldValue { markNeedsPaint() } } }
    /// Where the timings come from (the app); the graph draws nothing without one.
    public weak var source: FrameGraphSource?
    /// Panel size in points.
    public var panelSize = Size(width: 300, height: 150)
    /// Phase colours, in `FrameTimeline.phases` order.
    static let colors: [Color] = [.orange, .purple, .blue, .teal, .green, Color(hex: 0x8E8E93)]

    /// A hidden graph; set `source` to give it timings.
    override public init(id: String = "frameGraph") {
        super.init(id: id)
        allowsHitTesting = false
    }

    override public var kind: String { "frameGraph" }

    override public func paint(into list: inout DisplayList) {
        guard isVisible, let source, frame.width > 40, frame.height > 40 else { return }
        let w = min(panelSize.width, frame.width - 16), h = min(panelSize.height, frame.height - 16)
        let panel = Rect(x: frame.maxX - w - 8, y: frame.maxY - h - 8, width: w, height: h)
        list.append(.fillRoundedRect(panel, cornerRadius: 10, fill: .solid(Color.black.opacity(0.78))))
        let t = source.timeline
        let samples = t.samples
        let deadlineUs = max(1, source.refreshInterval * 1e6)
        let plot = Rect(x: panel.minX + 10, y: panel.minY + 30, width: panel.width - 20, height: panel.height - 40)
        // The scale shows two deadlines of height, so a missed frame stands out above the line.
        let usPerPoint = 2 * deadlineUs / plot.height
        let barWidth = plot.width / Double(t.capacity)
        list.append(.pushClip(plot))
        for (i, s) in samples.enumerated() {
            var y = plot.maxY
            let x = plot.minX + Double(t.capacity - samples.count + i) * barWidth
            for p in 0..<FrameTimeline.phases.count {
                let hgt = Double(s.phase(p)) / usPerPoint
                guard hgt > 0.05 else { continue }
                y -= hgt
                list.append(.fillRoundedRect(Rect(x: x, y: y, width: max(0.5, barWidth - 0.2), height: hgt), cornerRadius: 0,
                                             fill: .solid(FrameGraphNode.colors[p])))
            }
        }
        list.append(.popClip)
        let lineY = plot.maxY - deadlineUs / usPerPoint
        list.append(.fillRoundedRect(Rect(x: plot.minX, y: lineY - 0.5, width: plot.width, height: 1), cornerRadius: 0, fill: .solid(Color.red.opacity(0.9))))
        let text = String(format: "%.0f fps   p99 %.2f ms   missed %d", t.framesPerSecond, t.p99Milliseconds, t.missedCount)
        list.append(.text(TextRun(text, font: Font(size: 12, weight: .semibold), color: .white, origin: Point(x: panel.minX + 10, y: panel.minY + 8))))
    }
}
