import Foundation
import Geometry
import Motion
import Painting
import SceneGraph

/// A plot of a spring's step from rest (0 → 1) against time: the closed form as a line, and the
/// measured trajectory of the control's last animation (what its frames showed) as dots over it, so the
/// curve and the real frames can be compared. `.position` also draws the target, the ±0.5 % band and
/// the settle time; `.velocity` plots the closed form's velocity (progress per second) and the measured
/// velocity (differences of the frames).
@MainActor
final class SpringPlotNode: Node {
    enum Quantity { case position, velocity }
    let quantity: Quantity
    /// The spring plotted.
    var spring = Spring.bouncy { didSet { markNeedsPaint() } }
    /// A second animation (A/B's B) plotted over the same axes in `comparisonColor`, if any.
    var comparison: Animation? { didSet { if comparison != oldValue { markNeedsPaint() } } }
    /// B's colour in the plots, the legend and the ghost.
    static let comparisonColor = Color.purple
    /// Measured samples: seconds since the change, progress (0 at the start, 1 at the target).
    var measured: [(t: Double, progress: Double)] = [] { didSet { markNeedsPaint() } }
    let height: Double
    private var measurer: TextMeasuring?

    init(id: String, quantity: Quantity, height: Double) {
        self.quantity = quantity
        self.height = height
        super.init(id: id)
    }

    override var kind: String { "plot" }

    override func sizeThatFits(_ proposal: Size, _ context: LayoutContext) -> Size { Size(width: max(0, proposal.width), height: height) }
    override func placeChildren(_ context: LayoutContext) { measurer = context.measurer }

    /// The time span plotted, in seconds: past the settle time and the last measured sample.
    var timeSpan: Double {
        let settle = spring.settlingDuration(tolerance: 0.005)
        var bSettle = 0.0
        if let comparison {
            switch comparison {
            case .spring(let b): bSettle = b.settlingDuration(tolerance: 0.005)
            case .timing(let curve): bSettle = curve.duration
            }
        }
        return max(0.3, min(10, max(max(settle, bSettle) * 1.15, (measured.last?.t ?? 0) * 1.02)))
    }

    /// `comparison`'s step from rest (0 → 1) at `t` seconds: its position, or its velocity (per second).
    func comparisonValue(_ t: Double) -> Double? {
        guard let comparison else { return nil }
        if case .spring(let b) = comparison {
            let sim = SpringSimulation(spring: b, start: 0, end: 1, velocity: 0)
            return quantity == .position ? sim.position(at: t) : sim.velocity(at: t)
        }
        var v = AnimatedValue(0.0)
        v.set(1, animation: comparison, at: 0)
        return quantity == .position ? v.value(at: t) : v.velocityVector(at: t).x
    }

    private func closedForm(_ t: Double) -> Double {
        let sim = SpringSimulation(spring: spring, start: 0, end: 1, velocity: 0)
        return quantity == .position ? sim.position(at: t) : sim.velocity(at: t)
    }

    private var measuredValues: [(t: Double, v: Double)] {
        switch quantity {
        case .position: return measured.map { ($0.t, $0.progress) }
        case .velocity:
            return zip(measured, measured.dropFirst()).compactMap { a, b in
                b.t > a.t ? ((a.t + b.t) / 2, (b.progress - a.progress) / (b.t - a.t)) : nil
            }
        }
    }

    override func paint(into list: inout DisplayList) {
        guard frame.width > 40, frame.height > 30 else { return }
        let plot = Rect(x: frame.minX + 30, y: frame.minY + 6, width: frame.width - 36, height: frame.height - 22)
        let span = timeSpan
        let samples = 240
        let curve = (0...samples).map { i -> (Double, Double) in let t = span * Double(i) / Double(samples); return (t, closedForm(t)) }
        let bCurve = comparison == nil ? [] : (0...samples).compactMap { i -> (Double, Double)? in
            let t = span * Double(i) / Double(samples)
            return comparisonValue(t).map { (t, $0) }
        }
        let values = curve.map(\.1) + bCurve.map(\.1) + measuredValues.filter { $0.t <= span }.map(\.v)
        var lo = min(0, values.min() ?? 0), hi = max(quantity == .position ? 1.1 : 0.1, values.max() ?? 1)
        let pad = (hi - lo) * 0.06
        lo -= pad; hi += pad
        func point(_ t: Double, _ v: Double) -> Point {
            Point(x: plot.minX + t / span * plot.width, y: plot.maxY - (v - lo) / (hi - lo) * plot.height)
        }
        list.append(.fillRoundedRect(plot, cornerRadius: 4, fill: .solid(Color.black.opacity(0.035))))
        let axis = Color.black.opacity(0.25)
        list.append(.polyline([point(0, 0), point(span, 0)], color: axis, lineWidth: 1))
        let small = Font(size: 10, weight: .regular)
        let labelColor = Color.black.opacity(0.5)
        if quantity == .position {
            let band = Rect(x: plot.minX, y: point(0, 1.005).y, width: plot.width, height: max(1, point(0, 0.995).y - point(0, 1.005).y))
            list.append(.fillRoundedRect(band, cornerRadius: 0, fill: .solid(Color.green.opacity(0.18))))
            list.append(.polyline([point(0, 1), point(span, 1)], color: Color.green.opacity(0.7), lineWidth: 1))
            let settle = spring.settlingDuration(tolerance: 0.005)
            if settle < span {
                list.append(.polyline([point(settle, lo), point(settle, hi)], color: Color.orange.opacity(0.8), lineWidth: 1))
            }
            list.append(.text(TextRun("1", font: small, color: labelColor, origin: Point(x: frame.minX + 4, y: point(0, 1).y - 7))))
            list.append(.text(TextRun("0", font: small, color: labelColor, origin: Point(x: frame.minX + 4, y: point(0, 0).y - 7))))
        } else {
            list.append(.text(TextRun("v", font: small, color: labelColor, origin: Point(x: frame.minX + 4, y: plot.minY))))
        }
        if !bCurve.isEmpty { list.append(.polyline(bCurve.map { point($0.0, $0.1) }, color: SpringPlotNode.comparisonColor, lineWidth: 2)) }
        list.append(.polyline(curve.map { point($0.0, $0.1) }, color: Color.blue, lineWidth: 2))
        for m in measuredValues where m.t <= span {
            let p = point(m.t, m.v)
            list.append(.fillRoundedRect(Rect(x: p.x - 2.5, y: p.y - 2.5, width: 5, height: 5), cornerRadius: 2.5, fill: .solid(Color.pink)))
        }
        let end = "\(LinearEasing.format(span, decimals: 2)) s"
        let endWidth = measurer?.measure(end, font: small).width ?? 24
        list.append(.text(TextRun("0", font: small, color: labelColor, origin: Point(x: plot.minX, y: plot.maxY + 2))))
        list.append(.text(TextRun(end, font: small, color: labelColor, origin: Point(x: plot.maxX - endWidth, y: plot.maxY + 2))))
    }
}
