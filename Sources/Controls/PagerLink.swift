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
/// - the user's last intent wins: a tap, key or indicator drag on the picker takes the pane from a settle, and
///   between two pointers the scene's gesture arena decides — the control and the pane are one exclusive
///   group (`GestureArena.exclude`), so an indicator drag or tap that claims its pointer takes the pane from
///   a finger holding it, and paging the pane takes over from an indicator drag.
@MainActor
public final class PagerLink: IndicatorDriver {
    public let control: SegmentedControl
    public let pane: PagedPane
    /// The page the pane settled on and committed to the picker: its selection change starts no pane motion.
    private var committedFromPane: Int?
    /// The scene whose actions the link hears (it subscribes when its control joins one).
    private weak var subscribedScene: Scene?
    private var crossFadeNextScroll = false
    /// The page for a segment the control gains (its segment and index); a page whose title stays keeps its content.
    private let newPage: (Segment, Int) -> PagedPane.Page

    /// Links `control` and `pane` (one page per segment) and puts the pane on the selected segment. When the
    /// control's segments change, the pane gets one page per segment: a title it had keeps its page, a new
    /// one gets `newPage(segment, index)` (by default a page with no rows).
    public init(control: SegmentedControl, pane: PagedPane,
                newPage: @escaping (Segment, Int) -> PagedPane.Page = { s, _ in PagedPane.Page(title: s.title, icon: s.icon, tint: s.tint, rows: []) }) {
        self.control = control
        self.pane = pane
        self.newPage = newPage
        pane.animation = control.animation
        control.indicatorDriver = self
        if let scene = control.scene { controlAttached(to: scene) }
        pane.onScroll = { [weak self] p in
            guard let self else { return }
            self.control.driveIndicator(toPosition: p, crossFade: self.crossFadeNextScroll)
        }
        if pane.pages.count == control.segments.count, zip(pane.pages, control.segments).contains(where: { $0.isDisabled != $1.isDisabled }) {
            pane.setPages(zip(pane.pages, control.segments).map { var p = $0; p.isDisabled = $1.isDisabled; return p }, restingOn: control.selectedIndex)
        }
        pane.scroll(to: control.selectedIndex, animation: nil)
    }

    /// Hears the control's actions (selection changes, segment changes) and the pane's (settled) in
    /// `scene`, once per scene.
    public func controlAttached(to scene: Scene) {
        guard subscribedScene !== scene else { return }
        subscribedScene = scene
        // Two pointers, one on each: the arena lets the later claim win (see the type's summary).
        scene.arena.exclude([control, pane])
        let controlID = control.id, paneID = pane.id
        scene.subscribe(self) { [weak self] action in
            guard let self else { return }
            switch action {
            case .selectionChanged(let change, let animation) where change.control == controlID: self.selectionChanged(change, animation: animation)
            case .segmentsChanged(let id) where id == controlID: self.segmentsChanged()
            case .settled(let id, let page) where id == paneID: self.paneSettled(on: page)
            default: break
            }
        }
    }

    /// The control's segments changed: one page per segment (by title), the pane resting on the selected
    /// segment's page at once — the indicator is placed there in the same frame, with no scroll animation.
    func segmentsChanged() {
        let old = pane.pages
        let pages = control.segments.enumerated().map { i, s in
            var p = old.first { $0.title == s.title } ?? newPage(s, i)
            p.icon = s.icon; p.tint = s.tint; p.isDisabled = s.isDisabled
            return p
        }
        pane.setPages(pages, restingOn: control.selectedIndex)
    }

    private func selectionChanged(_ change: SelectionChange, animation transactionAnimation: Animation?) {
        if let page = committedFromPane, page == change.to {
            committedFromPane = nil   // the pane is already there: no second animation
            return
        }
        let animation = change.byUser ? control.animation : transactionAnimation
        move(to: change.to, animation: animation, byUser: change.byUser)
    }

    /// Scrolls the pane to `index`; a user's choice on the keyboard takes the pane from a finger still
    /// holding it (a tap's pointer already did, in the arena).
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
        committedFromPane = page
        control.userSelect(page)
        if control.selectedIndex != page { committedFromPane = nil }   // not selectable: nothing to skip
    }

    public func indicatorDragged(to position: Double) { pane.follow(position) }

    public func indicatorReleased(to index: Int, velocity: Double) {
        pane.settle(on: index, velocity: velocity)
    }

    /// A press on the indicator catches a settling pane where it is; a pane a finger holds keeps it until
    /// the arena decides (the indicator drag's claim supersedes the finger).
    public func indicatorDragBegan() { if !pane.isHeld { pane.stop() } }

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
