import Geometry
import Motion
import SceneGraph

/// Two-way sync between a segmented control and a paged pane (Android's TabLayoutMediator, Compose's
/// pager + tab row), without feedback loops:
/// - a selection in the picker (tap, key, program) scrolls the pane with the picker's spring, retargeting a
///   scroll under way from its current position and velocity;
/// - the pane's scroll position places the picker's indicator every frame (x and width interpolated between
///   neighbouring tabs), so the indicator is always exactly where the pane is;
/// - dragging the indicator scrolls the pane along; releasing it hands the velocity to the pane's spring;
/// - the picker's selection commits once when the pane settles after the user paged it — and a selection
///   committed that way never starts another pane animation;
/// - the user's last intent wins: a tap, key or indicator drag on the picker takes the pane from a settle or
///   from a finger holding it, and paging the pane takes over from an indicator drag.
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
        // The user's last intent wins: paging the pane takes over from an indicator drag in progress.
        pane.onDragBegan = { [weak self] in self?.control.cancelIndicatorDrag() }
        pane.scroll(to: control.selectedIndex, animation: nil)
    }

    private func selectionChanged(_ change: SelectionChange) {
        guard !committingFromPane else { return }   // the pane is already there: no second animation
        let animation = change.byUser ? control.animation : control.scene?.transaction.animation
        move(to: change.to, animation: animation, byUser: change.byUser)
    }

    /// Scrolls the pane to `index`; a user's choice takes the pane from a finger still holding it.
    private func move(to index: Int, animation: Animation?, byUser: Bool) {
        pane.animation = control.animation
        if byUser { pane.cancelDrag() }
        if animation != nil, control.scene?.reduceMotion == true {
            // Reduce Motion: the pane moves at once and the indicator cross-fades to its new place.
            crossFadeNextScroll = true
            defer { crossFadeNextScroll = false }
            pane.scroll(to: index, animation: nil)
            return
        }
        pane.scroll(to: index, animation: animation)
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

    /// A press on the indicator catches the pane (settling, or held by another finger) where it is.
    public func indicatorDragBegan() { pane.stop() }

    /// The page the pane is heading to, or, while a finger holds it, the page nearest its position.
    public var shownIndex: Int? {
        pane.isDragging ? Int(clamp(pane.offset, 0, Double(pane.pages.count - 1)).rounded()) : pane.targetPage
    }

    public func show(_ index: Int, animation: Animation?) { move(to: index, animation: animation, byUser: true) }

    /// The pane settles with the picker's spring (`--spring`, `set spring`, the inspector, which also
    /// retargets a settle under way).
    public func animationChanged(to animation: Animation, at time: Double?) { pane.setAnimation(animation, at: time) }

    /// The pane moves the indicator while it settles or a finger pages it.
    public var isMoving: Bool { pane.isSettling || pane.isDragging }
}
