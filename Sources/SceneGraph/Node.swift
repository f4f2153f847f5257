import Geometry
import Painting

/// A retained node of the scene. Nodes keep their frames between frames; a change only marks what
/// needs layout or paint (`markNeedsLayout()`, `markNeedsPaint()`, as Flutter's `RenderObject`), and the
/// scene's frame phases do the work.
///
/// Layout follows SwiftUI's rule: the parent proposes a size, the child answers with the size it wants
/// (`sizeThatFits(_:_:)`), and the parent places the child (`place(in:_:)`). Frames are absolute, in
/// window points.
@MainActor
open class Node: GestureArenaMember {
    /// A stable identifier, used by the scene dump and by scripts (e.g. "pill.segment.1").
    public let id: String
    /// The node's frame in window points, set by the last layout pass.
    open var frame: Rect = .zero
    /// The parent node, or nil for the root.
    public private(set) weak var parent: Node?
    /// Children in z-order: first is furthest back.
    public private(set) var children: [Node] = []
    /// The scene this node belongs to (set when attached to a scene's root).
    public internal(set) weak var scene: Scene?
    /// Whether pointer hit testing may return this node or its descendants (SwiftUI's `allowsHitTesting`).
    public var allowsHitTesting = true

    /// Creates a node with the given identifier.
    public init(id: String) { self.id = id }

    /// What kind of node this is, for the scene dump (defaults to the class name).
    open var kind: String { String(describing: type(of: self)) }

    // MARK: - Tree

    /// Appends `child` on top of the existing children.
    public func addChild(_ child: Node) {
        child.parent?.removeChild(child)
        children.append(child)
        child.parent = self
        child.attach(to: scene)
        markNeedsLayout()
    }

    /// Removes `child` if it is a child of this node.
    public func removeChild(_ child: Node) {
        guard let i = children.firstIndex(where: { $0 === child }) else { return }
        children.remove(at: i)
        child.parent = nil
        child.attach(to: nil)
        markNeedsLayout()
    }

    func attach(to scene: Scene?) {
        self.scene = scene
        for c in children { c.attach(to: scene) }
        if let scene { didAttach(to: scene) }
    }

    /// The node (with its subtree) joined `scene` (Flutter's `RenderObject.attach`): subscribe to its
    /// actions here. The default does nothing.
    open func didAttach(to scene: Scene) {}

    // MARK: - Invalidation

    /// Marks the scene as needing a layout pass (and therefore a paint). Does no work itself.
    public func markNeedsLayout() { scene?.needsLayout = true }

    /// Marks this node as needing its children placed again inside its unchanged frame (a relayout boundary:
    /// its own size does not change, so nothing above it is laid out again — Flutter's relayout boundary).
    public func markNeedsLayoutInPlace() { scene?.scheduleInPlaceLayout(self) }

    /// Whether this node or a descendant changed since it was last painted.
    var needsPaint = true

    /// Marks this node (and its ancestors, whose recordings contain it) as needing paint. Does no work itself.
    public func markNeedsPaint() {
        var node: Node? = self
        while let n = node, !n.needsPaint { n.needsPaint = true; node = n.parent }
        scene?.needsPaint = true
    }

    /// Whether this node keeps its painting as a retained fragment, re-recorded only when it or a descendant
    /// changed (Flutter's `isRepaintBoundary`): an animating control then costs its own paint, not the scene's.
    open var isRepaintBoundary: Bool { false }
    private var paintFragment: DisplayListFragment?
    private var paintedGeneration = -1
    /// How many times this repaint boundary recorded its fragment (for tests and the benchmark).
    public private(set) var recordCount = 0

    // MARK: - Layout

    /// The size this node wants given a proposed size (points). The default takes the whole proposal.
    open func sizeThatFits(_ proposal: Size, _ context: LayoutContext) -> Size { proposal }

    /// Sets the frame to `rect` (points) and places the children; the default stacks every child over the
    /// whole frame (a ZStack). Subclasses override `placeChildren(_:)` rather than this.
    /// A repaint boundary that moves re-records its painting (it holds window points): an in-place layout
    /// (a scrolled panel) moves boundaries inside it without the full layout that re-records every one.
    public func place(in rect: Rect, _ context: LayoutContext) {
        let old = frame
        frame = Rect(x: rect.x.isFinite ? rect.x : 0, y: rect.y.isFinite ? rect.y : 0,
                     width: rect.width.isFinite ? max(0, rect.width) : 0, height: rect.height.isFinite ? max(0, rect.height) : 0)
        if isRepaintBoundary, frame != old { markNeedsPaint() }
        placeChildren(context)
        didLayout(context)
    }

    /// Places the children inside `frame`; the default gives each child the whole frame.
    open func placeChildren(_ context: LayoutContext) {
        for c in children { c.place(in: frame, context) }
    }

    /// Called after the node and its children are placed: publish matched-geometry sources here.
    open func didLayout(_ context: LayoutContext) {}

    // MARK: - Animation

    /// Advances this node's animations to `time` seconds; returns whether any is still running.
    /// Only nodes registered with `Scene.startAnimating(_:)` are called.
    open func animate(at time: Double, tolerance: SettleTolerance) -> Bool { false }

    // MARK: - Paint

    /// Paints this node into `list` as the paint phase does: a repaint boundary appends its retained
    /// fragment, recording it again only when it needs paint or a layout pass moved things.
    public func paintNode(into list: inout DisplayList) {
        defer { needsPaint = false }
        guard isRepaintBoundary else { paint(into: &list); return }
        let generation = scene?.layoutGeneration ?? 0
        let fragment = paintFragment ?? DisplayListFragment()
        if needsPaint || paintFragment == nil || paintedGeneration != generation {
            fragment.record { paint(into: &$0) }
            recordCount += 1
            paintFragment = fragment
            paintedGeneration = generation
        }
        list.append(.fragment(fragment))
    }

    /// Appends this node's drawing and its children's to `list`, back to front (children through
    /// `paintNode(into:)`). The default paints the children.
    open func paint(into list: inout DisplayList) {
        for c in children { c.paintNode(into: &list) }
    }

    // MARK: - Hit testing

    /// The topmost node at `point` (window points) that takes pointer input, searching children from the
    /// front (last) to the back (first), then this node when `hitTestSelf(_:)` says so.
    public func hitTest(_ point: Point) -> Node? {
        guard allowsHitTesting else { return nil }
        for c in children.reversed() {
            if let hit = c.hitTest(point) { return hit }
        }
        return hitTestSelf(point) ? self : nil
    }

    /// Whether this node itself takes a pointer at `point` (points); the default takes none.
    open func hitTestSelf(_ point: Point) -> Bool { false }

    // MARK: - Input

    /// A pointer went down on this node (the node returned by hit testing). Return true to capture the
    /// pointer: then every later event of that pointer comes here, also outside the window.
    open func pointerBegan(_ event: PointerEvent) -> Bool { false }
    /// A captured pointer moved (points).
    open func pointerMoved(_ event: PointerEvent) {}
    /// A captured pointer was released.
    open func pointerEnded(_ event: PointerEvent) {}
    /// A captured pointer was taken away; leave nothing pressed.
    open func pointerCancelled(_ event: PointerEvent) {}

    // MARK: - Gesture arena (see GestureArena.swift and Node+Gestures.swift)

    /// Won `pointer`'s arena: the gesture is this node's alone (a lone taker wins as soon as the press
    /// was dispatched). The default does nothing.
    open func acceptGesture(pointer: Int) {}
    /// Lost `pointer`'s arena (another node's gesture won, or this node gave up): its later events go
    /// elsewhere. The default cancels it as `pointerCancelled` does, so nothing stays pressed.
    open func rejectGesture(pointer: Int) {
        pointerCancelled(PointerEvent(id: pointer, kind: .mouse, phase: .cancelled, position: .zero,
                                      timestamp: scene?.animationTime ?? 0, isPressed: false))
    }
    /// Gave up `pointer` because a node of its exclusive group (`GestureArena.exclude`) claimed another
    /// pointer. The default is a loss (`rejectGesture`): nothing stays pressed.
    open func supersedeGesture(pointer: Int) { rejectGesture(pointer: pointer) }
    /// A deadline this node asked for (`requestGestureDeadline`) arrived at `time` (seconds) while
    /// `pointer`'s arena is still undecided: a long press. The default does nothing.
    open func gestureDeadlineReached(pointer: Int, at time: Double) {}
    /// The mouse moved over this node with no button held (hover). Return true to take the hover (the
    /// scene then stops walking up); `cursor(at:)` says which cursor to show.
    open func pointerHovered(_ event: PointerEvent) -> Bool { false }

    /// The mouse wheel turned over this node by `notches` (`PlatformEvent.wheel`) at `position`: returns
    /// whether the node scrolled (else the wheel goes on to its parent). Not by default.
    open func wheelTurned(by notches: Point, at position: Point) -> Bool { false }
    /// The hover left this node (moved elsewhere, or out of the window).
    open func hoverEnded() {}
    /// The cursor to show while this node holds the hover, at `point` (window points).
    open func cursor(at point: Point) -> Cursor { .arrow }

    /// Whether this node is a keyboard tab stop.
    open var isFocusable: Bool { false }
    /// A key press while this node has focus; return true when handled.
    open func keyPressed(_ event: KeyEvent) -> Bool { false }
    /// Focus moved to (`true`) or away from this node.
    open func focusChanged(_ focused: Bool) {}
}
