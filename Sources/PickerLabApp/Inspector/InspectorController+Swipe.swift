import Controls
import SceneGraph

/// A selection change made by paging the pane (a swipe on glass's pane): the pane commits its page to the
/// control only when it arrives, so the change's own moment has no motion left to measure. The inspector
/// watches each linked pane instead: when a finger that was paging it lets go and the pane springs to a
/// new page, the settle is measured from that frame on — the pane's offset in pages on the scale of a
/// tap's change (0 = the page it left, 1 = the new one), the travel the indicator's between the two tabs —
/// and becomes the control's measurement when the pane commits that page.
extension InspectorController {
    /// Once a painted frame (before the recordings are sampled): notes which panes a finger pages and
    /// starts measuring the settle of one just let go towards another page.
    func watchSwipes(at time: Double) {
        guard let app else { return }
        for control in app.gallery.controls {
            guard let link = control.indicatorDriver as? PagerLink else { continue }
            let pane = link.pane
            var w = swipes[control.id] ?? (wasDragging: false, settle: nil)
            if pane.isDragging {
                w.settle = nil
            } else if w.wasDragging, pane.isSettling, pane.targetPage != pane.page,
                      control.track.frames.indices.contains(pane.page), control.track.frames.indices.contains(pane.targetPage) {
                w.settle = Recording(control: control, from: pane.page, to: pane.targetPage, startTime: time,
                                     fromX: control.track.frames[pane.page].x, fromPosition: Double(pane.page))
            }
            w.wasDragging = pane.isDragging
            if w.wasDragging || w.settle != nil || swipes[control.id] != nil { swipes[control.id] = w }
        }
    }
}
