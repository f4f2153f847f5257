import SceneGraph

/// Two-way sync between a segmented control and a paged pane (Android's TabLayoutMediator, Compose's
/// pager + tab row), without feedback loops:
/// - a selection in the picker (tap, key, program) scrolls the pane with the picker's spring, retargeting a
///   scroll under way from its current position and velocity;
/// - the pane's scroll position places the picker's indicator every frame (x and width interpolated between
///   neighbouring tabs), so the indicator is always exactly where the pane is;
/// - dragging the indicator scrolls the pane along; releasing it hands the velocity to the pane's spring;
/// - the picker's selection commits once when the pane settles after the user paged it — and a selection
///   committed that way never starts another pane animation.
@MainActor
public final class PagerLink: IndicatorDriver {
    public let control: SegmentedControl
    public let pane: PagedPane
    private var committingFromPane = false
    private var crossFadeNextScroll = false

    /// Links `control` and `pane` (one page per segment) and puts the pane on the selected segment.
    public init(control: SegmentedControl, pane: PagedPane) {
        self.control = control
        self.pane = pane
        pane.animation = control.animation
        control.indicatorDriver = self
        let previous = control.onSelectionChange
        control.onSelectionChange = { [weak self] change in
            previous?(change)
            self?.selectionChanged(change)
        }
        pane.onScroll = { [weak self] p in
            guard let self else { return }
            self.control.driveIndicator(toPosition: p, crossFade: self.crossFadeNextScroll)
        }
        pane.onSettle = { [weak self] page in self?.paneSettled(on: page) }
        pane.scroll(to: control.selectedIndex, animation: nil)
    }

    private func selectionChanged(_ change: SelectionChange) {
        guard !committingFromPane else { return }   // the pane is already there: no second animation
        pane.animation = control.animation
        let animation = change.byUser ? control.animation : control.scene?.transaction.animation
        if animation != nil, control.scene?.reduceMotion == true {
            // Reduce Motion: the pane moves at once and the indicator cross-fades to its new place.
            crossFadeNextScroll = true
            defer { crossFadeNextScroll = false }
            pane.scroll(to: change.to, animation: nil)
            return
        }
        pane.scroll(to: change.to, animation: animation)
    }

    private func paneSettled(on page: Int) {
        guard page != control.selectedIndex else { return }
        committingFromPane = true
        defer { committingFromPane = false }
        control.userSelect(page)
    }

    public func indicatorDragged(to position: Double) { pane.follow(position) }

    public func indicatorReleased(to index: Int, velocity: Double) {
        pane.settle(on: index, velocity: velocity)
    }
}
