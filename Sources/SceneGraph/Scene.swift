import Geometry
import Motion
import Painting

/// The retained scene: a root node, its invalidation state, running animations, the current transaction,
/// matched-geometry sources, pointer captures, keyboard focus and the action queue. `FrameDriver` drives it through the frame
/// phases, each a method: `dispatch(_:)` (input) → `animate(at:)` → `drainActions()` → `layoutIfNeeded(_:)` → `paintIfNeeded()`.
/// A frame in which nothing changed does no layout and no paint.
@MainActor
public final class Scene {
    /// The root of the node tree; its frame is the whole window.
    public let root: Node
    /// Set by `markNeedsLayout()`; cleared by the layout phase.
    var needsLayout = true
    /// Set by `markNeedsPaint()` (and by layout); cleared by the paint phase.
    var needsPaint = true
    /// The display list of the last paint pass, in window points.
    public private(set) var displayList = DisplayList()
    /// The window size in points that the last layout used.
    private(set) var viewportSize: Size = .zero
    /// The transaction in effect (see `withAnimation(_:_:)`).
    public private(set) var transaction = Transaction()
    /// Matched-geometry sources published by the last layout pass.
    public var matchedGeometry = MatchedGeometryRegistry()
    /// The animation clock's current time in seconds (advanced by `animate(at:)`).
    public private(set) var animationTime: Double = 0
    /// When values settle (0.5 px, 2 px/s, in points at the current scale).
    public var settleTolerance = SettleTolerance.pixels(scale: 1)
    /// Accessibility's Reduce Motion: indicators cross-fade to their new place instead of sliding.
    public var reduceMotion = false
    /// Nodes with animations in flight.
    public private(set) var animatingNodes: [Node] = []
    /// Incremented by every full layout pass; retained paint fragments older than it are recorded again.
    public private(set) var layoutGeneration = 0
    private var inPlaceLayouts: [Node] = []
    /// How many layout and paint passes ran (for tests of the retained pipeline and for the benchmark).
    public private(set) var layoutPassCount = 0
    /// How many paint passes ran.
    public private(set) var paintPassCount = 0
    /// The nodes that took each held pointer's press, deepest first (see `receives(_:_:)`).
    private var captures: [Int: [Node]] = [:]
    /// Decides, per pointer, which of the nodes that took its press gets the gesture (see GestureArena.swift).
    public let arena = GestureArena()
    /// Whether focus should be drawn: after keyboard navigation, not after a click (the web's
    /// `:focus-visible` heuristic; macOS and iOS show focus rings only for keyboard focus too).
    public private(set) var focusVisible = false
    /// The node with keyboard focus, if any.
    public private(set) var focusedNode: Node?
    /// Actions posted since the last drain (see Scene+Actions.swift).
    var pendingActions: [SceneAction] = []
    /// Actions drained and not popped yet (the last 1,000), for tests.
    var drainedActions: [SceneAction] = []
    /// Who hears which control's actions.
    var subscriptions: [Subscription] = []

    /// Creates a scene around `root`.
    public init(root: Node) {
        self.root = root
        root.attach(to: self)
    }

    // MARK: - Transactions

    /// Runs `body` with `animation` as the current transaction's animation, as SwiftUI's
    /// `withAnimation(_:_:)`: state changed inside animates with it. Nested calls restore the outer one.
    public func withAnimation<R>(_ animation: Animation?, _ body: () throws -> R) rethrows -> R {
        let saved = transaction
        transaction = Transaction(animation: animation)
        defer { transaction = saved }
        return try body()
    }

    // MARK: - Animation phase

    /// Registers `node` as animating: it gets `animate(at:tolerance:)` every frame until it returns false.
    public func startAnimating(_ node: Node) {
        if !animatingNodes.contains(where: { $0 === node }) { animatingNodes.append(node) }
        needsPaint = true
    }

    /// Whether any animation is in flight.
    public var isAnimating: Bool { !animatingNodes.isEmpty }

    /// Sets the animation clock's time (seconds) at the start of a frame, before its input is handled, so an
    /// animation that input starts begins at this frame's time — not at the last frame's, which after an
    /// idle wait would make the first frame jump over the whole wait.
    func setAnimationTime(_ time: Double) {
        if time.isFinite { animationTime = time }
    }

    /// The animate phase: advances every running animation to `time` (seconds on the animation clock) and
    /// drops the ones that settled. Marks paint when anything moved.
    public func animate(at time: Double) {
        animationTime = time
        // A long press's deadline is met on the frame that reaches it (the pointer held, no event needed).
        for (pointer, member) in arena.dueDeadlines(at: time) {
            if let node = member as? Node, receives(node, pointer) { node.gestureDeadlineReached(pointer: pointer, at: time) }
        }
        guard !animatingNodes.isEmpty else { return }
        var i = 0
        while i < animatingNodes.count {
            let node = animatingNodes[i]
            node.markNeedsPaint()
            if node.animate(at: time, tolerance: settleTolerance) { i += 1 } else { animatingNodes.remove(at: i) }
        }
    }

    // MARK: - Layout phase

    /// The layout phase: lays the tree out in a window of `size` points when something changed (or the size
    /// did); returns whether a layout pass ran.
    @discardableResult
    public func layoutIfNeeded(size: Size, _ context: LayoutContext) -> Bool {
        if size != viewportSize { viewportSize = size; needsLayout = true }
        settleTolerance = .pixels(scale: context.scale)
        if !needsLayout {
            guard !inPlaceLayouts.isEmpty else { return false }
            // Relayout boundaries only: each places its children again inside its unchanged frame.
            let nodes = inPlaceLayouts
            inPlaceLayouts.removeAll(keepingCapacity: true)
            layoutPassCount += 1
            for n in nodes where n.scene === self {
                n.place(in: n.frame, context)
                n.markNeedsPaint()
            }
            return true
        }
        needsLayout = false
        inPlaceLayouts.removeAll(keepingCapacity: true)
        layoutPassCount += 1
        layoutGeneration += 1
        matchedGeometry.removeAll()
        root.place(in: Rect(origin: .zero, size: size), context)
        root.markNeedsPaint()
        needsPaint = true
        return true
    }

    /// Queues `node` to place its children again at its current frame in the next layout phase.
    func scheduleInPlaceLayout(_ node: Node) {
        if !inPlaceLayouts.contains(where: { $0 === node }) { inPlaceLayouts.append(node) }
    }

    // MARK: - Paint phase

    /// The paint phase: rebuilds the display list when something changed; returns whether it did.
    @discardableResult
    public func paintIfNeeded() -> Bool {
        guard needsPaint else { return false }
        needsPaint = false
        paintPassCount += 1
        displayList.removeAll()
        root.paintNode(into: &displayList)
        return true
    }

    /// Whether the next frame would do nothing: no layout, no paint, no animation, no action to hand on.
    public var isIdle: Bool { !needsLayout && inPlaceLayouts.isEmpty && !needsPaint && animatingNodes.isEmpty && pendingActions.isEmpty }

    // MARK: - Input phase

    /// Whether any pointer is captured (a button or finger is held on a node).
    public var hasActivePointers: Bool { !captures.isEmpty }

    /// The node that holds the mouse's hover, if any, and the cursor it asks for.
    public private(set) var hoveredNode: Node?
    public private(set) var cursor = Cursor.arrow

    /// A mouse move with no button held and no capture: the deepest node under it that takes the hover
    /// holds it (the previous one is told it ended).
    private func dispatchHover(_ p: PointerEvent) {
        var node = root.hitTest(p.position)
        var taker: Node? = nil
        while let n = node { if n.pointerHovered(p) { taker = n; break }; node = n.parent }
        if let old = hoveredNode, old !== taker { old.hoverEnded() }
        hoveredNode = taker
        cursor = taker?.cursor(at: p.position) ?? .arrow
    }

    private func endHover() {
        hoveredNode?.hoverEnded()
        hoveredNode = nil
        cursor = .arrow
    }

    /// The input phase for one event: hit-tests pointer presses and routes the rest of that pointer's
    /// events to the node that captured it; routes keys to the focused node (Tab/Shift-Tab move focus);
    /// cancels every captured pointer on focus loss.
    public func dispatch(_ event: PlatformEvent) {
        switch event {
        case .pointer(let p): dispatchPointer(p)
        case .key(let k): dispatchKey(k)
        case .focusLost: cancelAllPointers(at: animationTime)
        case .focusGained: break
        case .pointerLeft:
            endHover()
            // The platform reports a leave only when no button is held (a held drag keeps tracking through
            // mouse capture): a mouse gesture still open then lost its release, so it is cancelled.
            cancelPointer(PointerEvent(id: 0, kind: .mouse, phase: .cancelled, position: .zero, timestamp: animationTime, isPressed: false))
        case .resized: needsLayout = true
        case .exposed: needsPaint = true
        case .quit: break
        case .wheel(let position, let notches):
            // The deepest node under the pointer that scrolls takes it, as a scroll view nearest the pointer does.
            var node = root.hitTest(position)
            while let n = node, !n.wheelTurned(by: notches, at: position) { node = n.parent }
        }
    }

    /// The input phase's pointer routing, with the gesture arena: a press goes to every node on its path
    /// that takes it (deepest first, walking up the parents), each joining the pointer's arena; the arena
    /// closes after the walk (a lone taker wins at once). Moves go to the nodes still competing, then to the
    /// winner alone; a release first sweeps an undecided arena (the deepest taker wins), then reaches the
    /// winner. A node that left the scene mid-gesture (a reload replaced it) is cancelled and dropped.
    private func dispatchPointer(_ p: PointerEvent) {
        switch p.phase {
        case .began:
            if p.kind == .mouse { endHover() }
            if focusVisible { focusVisible = false; focusedNode?.markNeedsPaint() }
            if captures[p.id] != nil { cancelPointer(p) }
            var takers: [Node] = []
            var node = root.hitTest(p.position)
            while let n = node {
                if n.pointerBegan(p) { takers.append(n); arena.add(p.id, n) }
                node = n.parent
            }
            guard let first = takers.first else { return }
            captures[p.id] = takers
            // Focus follows a click: the nearest tab stop at or above the deepest node that took the press.
            var f: Node? = first
            while let c = f, !c.isFocusable { f = c.parent }
            if let f { setFocus(f) }
            arena.close(p.id)
        case .moved:
            guard let nodes = captures[p.id] else {
                if p.kind == .mouse, !p.isPressed { dispatchHover(p) }
                return
            }
            dropDetached(p.id)
            for n in nodes where receives(n, p.id) { n.pointerMoved(p) }
        case .ended:
            guard captures[p.id] != nil else { return }
            dropDetached(p.id)
            arena.sweep(p.id)
            let winner = captures[p.id]?.first { receives($0, p.id) }
            captures.removeValue(forKey: p.id)
            arena.remove(p.id)
            winner?.pointerEnded(p)
        case .cancelled:
            cancelPointer(p)
        }
    }

    /// Whether `node` hears `pointer` now: a member of its undecided arena, or its winner, in this scene.
    private func receives(_ node: Node, _ pointer: Int) -> Bool {
        guard node.scene === self, captures[pointer]?.contains(where: { $0 === node }) == true else { return false }
        if arena.isUndecided(pointer) { return arena.members(pointer).contains { $0 === node } }
        return arena.winner(pointer) === node
    }

    /// Cancels the nodes holding `pointer` that left the scene (their gesture's target is gone): a competing
    /// one leaves the arena, a winner is cancelled.
    private func dropDetached(_ pointer: Int) {
        guard let nodes = captures[pointer], nodes.contains(where: { $0.scene !== self }) else { return }
        for n in nodes where n.scene !== self {
            if arena.isUndecided(pointer) {
                arena.resolve(pointer, n, .rejected)
            } else if arena.winner(pointer) === n {
                n.pointerCancelled(PointerEvent(id: pointer, kind: .mouse, phase: .cancelled, position: .zero, timestamp: animationTime, isPressed: false))
            }
        }
        captures[pointer] = nodes.filter { $0.scene === self }
    }

    /// Cancels `event`'s pointer on every node still holding it, and forgets its arena.
    private func cancelPointer(_ event: PointerEvent) {
        guard let nodes = captures[event.id] else { return }
        let live = nodes.filter { receives($0, event.id) || ($0.scene !== self && arena.winner(event.id) === $0) }
        captures.removeValue(forKey: event.id)
        arena.remove(event.id)
        for n in live { n.pointerCancelled(event) }
    }

    /// Cancels every captured pointer (focus loss, window hidden): controls snap to a valid state.
    func cancelAllPointers(at time: Double) {
        for id in captures.keys.sorted() {
            cancelPointer(PointerEvent(id: id, kind: .mouse, phase: .cancelled, position: .zero, timestamp: time, isPressed: false))
        }
    }

    private func dispatchKey(_ k: KeyEvent) {
        if !focusVisible { focusVisible = true; focusedNode?.markNeedsPaint() }
        if k.key == .tab { moveFocus(backward: k.shift); return }
        _ = focusedNode?.keyPressed(k)
    }

    // MARK: - Focus

    /// Every tab stop in tree order (depth-first).
    var focusOrder: [Node] {
        var out: [Node] = []
        func walk(_ n: Node) { if n.isFocusable { out.append(n) }; for c in n.children { walk(c) } }
        walk(root)
        return out
    }

    /// Gives keyboard focus to `node` (nil clears it).
    public func setFocus(_ node: Node?) {
        guard node !== focusedNode else { return }
        focusedNode?.focusChanged(false)
        focusedNode?.markNeedsPaint()
        focusedNode = node
        node?.focusChanged(true)
        node?.markNeedsPaint()
    }

    /// Moves focus to the next (or previous) tab stop, wrapping around.
    func moveFocus(backward: Bool) {
        let order = focusOrder
        guard !order.isEmpty else { return }
        if let f = focusedNode, let i = order.firstIndex(where: { $0 === f }) {
            setFocus(order[(i + (backward ? order.count - 1 : 1)) % order.count])
        } else {
            setFocus(backward ? order.last : order.first)
        }
    }
}
