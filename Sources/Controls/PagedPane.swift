import Geometry
import Motion
import Painting
import SceneGraph

/// A horizontally paged pane (seed 003's scroll-synced content, done as Android's ViewPager2 or Compose's
/// HorizontalPager do it): one page per tab side by side, paged by drag with mouse or touch.
///
/// - The pages follow the pointer 1:1 horizontally once it has moved past the slop horizontally; a drag that
///   goes vertical first does not page.
/// - Release settles on the page chosen from position and velocity: a slow release on the page nearest the
///   projected position (UIKit's deceleration projection; held still, the page nearest the position, however
///   many pages the drag crossed); a flick faster than `flickVelocity` on the projected page, at least one
///   page in its direction, never more than one page past the page where the drag began (or past the page
///   nearest where it was released, if the finger carried the pane farther). The settle is a spring that
///   starts from the release velocity.
/// - Past the first and last page the pane rubber-bands (iOS's formula, c = 0.55) and springs back.
/// - A press while it settles catches the pane where it is; the settle is abandoned (no `settled` action while the
///   finger holds it), and the release settles again — the `settled` action is posted once, when that settle ends.
///
/// The scroll position is kept in pages (0 on the first page, 1.5 halfway between the second and third),
/// so a resize keeps the fractional offset.
@MainActor
public final class PagedPane: Node {
    /// The pages' content, one per tab.
    public private(set) var pages: [Page]
    /// Scroll position in pages.
    var position = AnimatedValue(0.0)
    /// The page the pane rests on: the last page it settled on (it changes when a settle ends; a
    /// `pageChanged` action says so).
    public private(set) var page = 0 { didSet { if page != oldValue { scene?.post(.pageChanged(control: id, page: page)) } } }
    /// The page the pane is moving to (equal to `page` at rest).
    public private(set) var targetPage = 0
    /// The spring used to settle and to follow the picker.
    public var animation: Animation = .spring(response: 0.3, dampingFraction: 0.7)
    /// A flick faster than this (points/second) always moves one page in its direction.
    var flickVelocity = 300.0
    /// Called every time the scroll position changes (pages), so a linked picker can follow.
    var onScroll: ((Double) -> Void)?
    private var drag: DragState?
    private var settlingFromUser = false
    /// Each page's rows as drawn: title and detail truncated with "…" to the row's text width, fitted at
    /// layout (see PagedPane+Paint.swift).
    var fittedRows: [[FittedRow]] = []
    /// Each page's header title width in points, measured at layout.
    var headerTitleWidths: [Double] = []
    /// Drawable pixels per point at the last layout: pages are placed on whole pixels (their layers composite).
    var pixelScale = 1.0

    /// The pointer holding the pane: its horizontal ``DragRecognizer`` (pages once past the slop
    /// horizontally; a press that goes vertical first never pages), and where the pane was when pressed.
    struct DragState {
        var drag = DragRecognizer(axis: .horizontal)
        var startPosition: Double
        var startPage: Int
    }

    /// One page's content: the tab's title, icon and tint, and a few rows. A disabled page (its tab is
    /// disabled) can be dragged across but never rested on.
    public struct Page: Sendable, Hashable {
        public var title: String
        public var icon: Icon?
        public var tint: Color
        public var rows: [Row]
        public var isDisabled: Bool
        public init(title: String, icon: Icon?, tint: Color, rows: [Row], isDisabled: Bool = false) {
            self.title = title; self.icon = icon; self.tint = tint; self.rows = rows; self.isDisabled = isDisabled
        }
    }

    /// One row of a page: a title and a detail line (a message in an inbox).
    public struct Row: Sendable, Hashable {
        public var title: String, detail: String
        public init(_ title: String, _ detail: String) { self.title = title; self.detail = detail }
    }

    /// Creates a pane with `pages`; `height` in points.
    public init(id: String = "pager", pages: [Page], height: Double = 220) {
        precondition(!pages.isEmpty, "a paged pane needs at least one page")
        self.pages = pages
        self.height = height
        super.init(id: id)
    }

    /// The pane's height in points.
    public var height: Double

    override public var kind: String { "pagedPane" }
    override public var isRepaintBoundary: Bool { true }

    /// The scroll position in pages, as shown. Only a finger takes the pane past its first or last page
    /// (rubber-banding while it holds the pane, and springing back from there after it lets go); a scroll a
    /// tap, key or indicator drag asked for arrives at an end page without passing it, as UIKit's and
    /// Android's programmatic page scrolls do — its spring is cut at the end (the linked indicator still
    /// gets the spring's own overshoot through `onScroll`).
    public var offset: Double {
        let p = position.value
        if isDragging || settleMayPassEnds { return p }
        return min(max(p, 0), Double(pages.count - 1))
    }
    /// Whether the settle under way started past an end (a finger's rubber band), so it springs back through it.
    private var settleMayPassEnds = false
    /// Whether the pane is being dragged.
    public var isDragging: Bool { drag?.drag.isDragging == true }
    /// Whether a pointer holds the pane (pressed on it, paging or not yet).
    var isHeld: Bool { drag != nil }
    /// Whether the position is animating.
    public var isSettling: Bool { position.isAnimating }
    var pageWidth: Double { max(1, frame.width) }
    /// The appearance its pages draw for (`--theme`, key T): see PagedPane+Paint.swift.
    public var theme = Theme.light { didSet { if theme != oldValue { markNeedsPaint() } } }
    /// Right to left: page 0 on the right, the next page to its left; a drag to the right pages forward.
    public var isRightToLeft = false { didSet { if isRightToLeft != oldValue { markNeedsPaint() } } }
    /// iOS's Increase Contrast / Reduce Transparency (`--increase-contrast`, key C): the page card is opaque.
    public var increaseContrast = false { didSet { if increaseContrast != oldValue { markNeedsPaint() } } }
    /// +1 left to right, −1 right to left: converts the pointer's x travel into page travel.
    var direction: Double { isRightToLeft ? -1 : 1 }

    /// As tall as `height` allows, cut to whole rows (`PagedPane.wholeRowsHeight`): no row's worth of blank
    /// card under the last row while a page has rows it cannot show.
    override public func sizeThatFits(_ proposal: Size, _ context: LayoutContext) -> Size {
        Size(width: proposal.width, height: PagedPane.wholeRowsHeight(min(height, max(0, proposal.height))))
    }

    override public func placeChildren(_ context: LayoutContext) {
        fitRows(context.measurer)
        if context.scale.isFinite, context.scale > 0 { pixelScale = context.scale }
        super.placeChildren(context)
    }

    // MARK: - Scrolling

    /// Scrolls to `index` with `animation` (nil: at once), starting from the current position and velocity
    /// (a scroll under way is retargeted, never restarted). Not a user settle: no `settled` action.
    public func scroll(to index: Int, animation: Animation?) {
        let target = Double(max(0, min(pages.count - 1, index)))
        guard !isDragging else { return }
        settlingFromUser = false
        targetPage = Int(target)
        if position.target != target || animation == nil {
            position.set(target, animation: animation, at: scene?.animationTime ?? 0)
        }
        settleMayPassEnds = false
        if position.isAnimating { scene?.startAnimating(self) } else { page = targetPage }
        changed()
    }

    /// Settles on `index` with the pane's spring, starting at the current position moving at `velocity`
    /// pages/second — the hand-off when a linked picker's dragged indicator is released. Not a user settle of
    /// the pane itself: no `settled` action.
    public func settle(on index: Int, velocity: Double) {
        guard !isDragging else { return }
        let target = Double(max(0, min(pages.count - 1, index)))
        settlingFromUser = false
        targetPage = Int(target)
        settleMayPassEnds = false
        position.set(target, animation: animation, from: position.value, velocity: SIMD4(velocity.isFinite ? velocity : 0, 0, 0, 0), at: scene?.animationTime ?? 0)
        if position.isAnimating { scene?.startAnimating(self) } else { page = targetPage }
        changed()
    }

    /// Replaces the pages (the linked picker's segments changed) and rests on `index` at once: no scroll
    /// animation, and a drag or settle in progress is dropped (its pages are gone). Not a user settle:
    /// no `settled` action. An empty list is ignored.
    func setPages(_ newPages: [Page], restingOn index: Int) {
        guard !newPages.isEmpty else { return }
        pages = newPages
        drag = nil
        settlingFromUser = false
        let target = max(0, min(pages.count - 1, index))
        targetPage = target
        page = target
        position.set(Double(target), animation: nil, at: scene?.animationTime ?? 0)
        markNeedsLayout()
        changed()
    }

    /// The enabled page to rest on instead of `index`: `index` itself when enabled, else the next enabled
    /// page in `direction` (+1 forward, −1 back, 0 none), else the enabled page nearest `position`.
    func restingPage(_ index: Int, direction: Int, position p: Double) -> Int {
        guard pages.indices.contains(index), pages[index].isDisabled else { return index }
        if direction != 0 {
            var i = index + direction
            while pages.indices.contains(i) { if !pages[i].isDisabled { return i }; i += direction }
        }
        return pages.indices.filter { !pages[$0].isDisabled }.min { abs(Double($0) - p) < abs(Double($1) - p) } ?? index
    }

    /// Makes `newAnimation` the pane's spring. With `time` (seconds on the animation clock) a settle under
    /// way continues with it toward the same page from its position and velocity then, so nothing jumps.
    public func setAnimation(_ newAnimation: Animation, at time: Double?) {
        animation = newAnimation
        guard let time, position.isAnimating else { return }
        position.set(position.target, animation: newAnimation, from: position.value(at: time), velocity: position.velocityVector(at: time), at: time)
    }

    /// Lets go of a drag in progress without settling (another gesture took over, e.g. a tap on the linked
    /// picker): the pane stays where the finger left it, and that pointer's later events are ignored.
    func cancelDrag() {
        drag = nil
    }

    /// Stops the pane where it is (a drag let go, a settle caught), without a user settle: no `settled`
    /// action for it.
    public func stop() {
        drag = nil
        settlingFromUser = false
        position.set(offset, animation: nil, at: scene?.animationTime ?? 0)
        settleMayPassEnds = false
        targetPage = Int(clamp(position.value, 0, Double(pages.count - 1)).rounded())
        changed()
    }

    /// Moves to `pages` at once, following something else (the picker's dragged indicator).
    public func follow(_ pages: Double) {
        guard !isDragging, pages.isFinite else { return }
        position.set(clamp(pages, 0, Double(self.pages.count - 1)), animation: nil, at: scene?.animationTime ?? 0)
        changed()
    }

    private func changed() {
        markNeedsPaint()
        onScroll?(position.value)
    }

    override public func animate(at time: Double, tolerance: SettleTolerance) -> Bool {
        let running = position.update(at: time, settleTolerance: tolerance.distance / pageWidth, velocityTolerance: tolerance.velocity / pageWidth)
        onScroll?(position.value)
        // A pane a finger holds has not settled: a caught settle ends when that finger lets go.
        if !running, drag == nil {
            page = targetPage
            settleMayPassEnds = false
            if settlingFromUser {
                settlingFromUser = false
                scene?.post(.settled(control: id, page: page))
            }
        }
        return running
    }

    override public func paint(into list: inout DisplayList) { paintPages(into: &list) }

    // MARK: - Input

    override public func hitTestSelf(_ point: Point) -> Bool { frame.contains(point) }

    override public func pointerBegan(_ event: PointerEvent) -> Bool {
        guard drag == nil else { return true }   // the first pointer owns the pane
        let time = scene?.animationTime ?? 0
        // Catch the pane where it is: no jump, and a new drag continues from there. The settle it was in is
        // over without settling: nothing commits while the finger holds the pane, and the release settles
        // (and commits) once.
        position.set(offset, animation: nil, at: time)
        settlingFromUser = false
        settleMayPassEnds = false
        targetPage = Int(clamp(position.value, 0, Double(pages.count - 1)).rounded())
        var state = DragState(startPosition: position.value, startPage: Int(min(Double(pages.count - 1), max(0, position.value)).rounded()))
        state.drag.begin(event)
        drag = state
        return true
    }

    /// Pages 1:1 once the pointer passed the slop horizontally — which claims the pointer in the scene's
    /// gesture arena (Flutter's horizontal drag accepts there): the gallery's scroll loses it. A press that
    /// goes vertical first never pages; the scroll around the pane (if any) takes it.
    override public func pointerMoved(_ event: PointerEvent) {
        guard var d = drag, d.drag.pointer == event.id else { return }
        let update = d.drag.move(event)
        drag = d
        if update == .began {
            // The claim also makes the linked picker's indicator drag give way (their exclusive group).
            resolveGesture(pointer: event.id, .accepted)
            guard drag != nil else { return }
        }
        guard d.drag.isDragging else { return }
        position.set(rubberBanded(d.startPosition - direction * d.drag.translation.x / pageWidth), animation: nil, at: scene?.animationTime ?? 0)
        changed()
    }

    /// `p` (pages) with the overshoot past the first and last page rubber-banded over one page's width.
    func rubberBanded(_ p: Double) -> Double {
        let last = Double(pages.count - 1)
        if p < 0 { return -rubberBand(offset: -p * pageWidth, dimension: pageWidth) / pageWidth }
        if p > last { return last + rubberBand(offset: (p - last) * pageWidth, dimension: pageWidth) / pageWidth }
        return p
    }

    override public func pointerEnded(_ event: PointerEvent) {
        guard var d = drag, let release = d.drag.end(event) else { return }
        drag = nil
        let velocity = release.wasDrag ? direction * release.velocity.x : 0   // points/second, as if left to right
        settle(from: d, velocity: velocity)
    }

    /// Another gesture of its exclusive group took over (the linked picker's indicator drag or tap claimed
    /// its pointer): the pane lets go where it is, without settling — what took over moves it now.
    override public func supersedeGesture(pointer: Int) {
        guard drag?.drag.pointer == pointer else { return }
        stop()
    }

    override public func pointerCancelled(_ event: PointerEvent) {
        guard let d = drag, d.drag.pointer == event.id else { return }
        drag = nil
        settle(from: d, velocity: 0)
    }

    /// Chooses the page from position and velocity and springs there from the release velocity.
    private func settle(from d: DragState, velocity: Double) {
        let p = position.value
        let projected = Int((p - projectedOffset(velocity: velocity) / pageWidth).rounded())
        var target: Int
        if abs(velocity) > flickVelocity {
            // At least one page in the flick's direction, at most one page past where the drag began (or
            // past the page nearest the release, when the finger already carried the pane farther).
            let nearest = Int(p.rounded())
            if velocity < 0 {
                target = min(max(projected, Int(p.rounded(.down)) + 1), max(d.startPage + 1, nearest))
            } else {
                target = max(min(projected, Int(p.rounded(.up)) - 1), min(d.startPage - 1, nearest))
            }
        } else {
            target = projected   // "at most one page" is a rule for flicks, not for a slow drag
        }
        target = max(0, min(pages.count - 1, target))
        // A disabled tab's page is never rested on: a flick goes on to the next enabled page, a slow drag
        // to the enabled page nearest where it was let go.
        target = restingPage(target, direction: abs(velocity) > flickVelocity ? (velocity < 0 ? 1 : -1) : 0, position: p)
        targetPage = target
        settlingFromUser = true
        position.set(Double(target), animation: animation, from: p, velocity: SIMD4(-velocity / pageWidth, 0, 0, 0), at: scene?.animationTime ?? 0)
        if position.isAnimating { scene?.startAnimating(self) } else { page = target; settlingFromUser = false; scene?.post(.settled(control: id, page: target)) }
        changed()
    }
}
