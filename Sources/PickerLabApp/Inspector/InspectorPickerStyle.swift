import Controls
import Geometry
import Motion
import Painting

/// The inspector's parameterisation picker: seed 000's sliding pill (``PillStyle``) at the size of a
/// panel control — 13-point semibold titles, 6-point cell padding — so three titles fit in 268 points.
struct InspectorPickerStyle: SegmentedControlStyle {
    /// The pill's numbers and colours (the metrics below shrink them to the panel's size).
    var spec = StyleSpec.pill
    private var pill: PillStyle { var p = PillStyle(); p.spec = spec; return p }
    var name: String { "inspectorPicker" }
    var animation: Animation { pill.animation }
    var labelsFollowIndicator: Bool { pill.labelsFollowIndicator }
    var metrics: SegmentMetrics {
        var m = pill.metrics
        m.font = Font(size: 13, weight: .semibold)
        m.selectedWeight = .semibold
        m.cellPadding = EdgeInsets(horizontal: 6, vertical: 8)
        m.containerInset = EdgeInsets(all: 4)
        return m
    }
    func paintTrack(_ control: Rect, into list: inout DisplayList) { pill.paintTrack(control, into: &list) }
    func paintIndicator(_ frame: Rect, tint: Color, into list: inout DisplayList) { pill.paintIndicator(frame, tint: tint, into: &list) }
    func labelColor(selected: Double, tint: Color) -> Color { pill.labelColor(selected: selected, tint: tint) }
}
