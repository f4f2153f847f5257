import Geometry
import Motion
import Painting
import SceneGraph

/// A segmented control in any `SegmentedControlStyle`. Children, back to front: the indicator (a
/// matched-geometry follower that takes no input), one `SegmentNode` per segment (the labels), and the
/// drag overlay above them over the indicator's current frame.
///
/// The control's size and its labels' positions never depend on the selection: every title reserves the
/// width of its selected (possibly bolder) weight.
@MainActor
public final class SegmentedControl: Node {
    /// The style (replaced by `setStyle`, e.g. on a picker file's reload).
    public private(set) var style: any SegmentedControlStyle { didSet { labelShadowInputs = nil } }
    public private(set) var segments: [Segment]
    /// The selected segment's index.
    public private(set) var selectedIndex: Int
    /// The animation a user's selection uses (the style's, unless overridden, e.g. by `--spring`); a
    /// linked pane settles with it too.
    public var animation: Animation { didSet { indicatorDriver?.animationChanged(to: animation, at: nil) } }
    public let indicator: IndicatorNode
    public private(set) var segmentNodes: [SegmentNode] = []
    public let overlay: DragOverlayNode
    /// Moves the indicator from outside (a linked paged pane); nil: the indicator animates by itself.
    public weak var indicatorDriver: IndicatorDriver?
    /// The fractional position the driver last put the indicator at, if driven.
    public internal(set) var drivenPosition: Double?
    /// The indicator's resting frame for each segment, from the last layout (see `IndicatorTrack`).
    public internal(set) var track = IndicatorTrack(frames: [])
    var pendingTransaction: Transaction?
    var hasLaidOut = false
    /// The control's frame at the last layout (points): where a relayout moved it from.
    var laidOutFrame: Rect?
    /// The visible and whole row widths the scroll offset was last placed for (a resize or a text scale
    /// changes them; the offset then re-centres the selection instead of keeping a stale place).
    var scrolledFor: (visible: Double, row: Double)?
    /// Whether the control has keyboard focus (draws a focus ring).
    var isFocused = false
    /// The style's label shadow as painting draws it (`SegmentedControlStyle.labelShadow`), made again only when
    /// the style, the backdrop's luminance or the text scale changed (`labelShadowInputs`): its copies' offsets
    /// take 64 sines and cosines, and a kept label stack compares its shadow on every paint (`LabelStackCache`).
    var paintingLabelShadow: LabelShadow?
    /// The backdrop luminance and text scale `paintingLabelShadow` was made for (nil: make it again).
    var labelShadowInputs: (luminance: Double?, textScale: Double)?
    var measurer: TextMeasuring?
    /// The pointer gesture in progress (see SegmentedControl+Gestures.swift).
    var gesture = Gesture.idle
    /// The owning press's long press (its deadline claims the pointer; see SegmentedControl+Gestures.swift).
    var hold = LongPressRecognizer()
    /// A programmatic selection that arrived during a drag, applied when the drag ends without selecting.
    var deferredSelection: (index: Int, transaction: Transaction)?
    /// Whether the changes being made are the inspector's replay (`replaySelection`): marked `isReplay`.
    var isReplayingSelection = false
    /// How far (points) a press on a label may wander from the control before the press is dropped.
    var pressRetention = 50.0
    /// Right to left: segment 0 on the right, the indicator, drags and arrow keys mirrored; indices stay
    /// logical (see SegmentedControl+Direction.swift).
    public var isRightToLeft = false { didSet { if isRightToLeft != oldValue { markNeedsLayout() } } }
    /// Whether the row scrolls when its labels do not fit at their natural widths (instead of shrinking
    /// padding and truncating). Off for the built-in gallery; on for picker files (`"overflow": "scroll"`).
    public var scrollsOnOverflow = false { didSet { if scrollsOnOverflow != oldValue { markNeedsLayout() } } }
    /// Whether the row overflows and scrolls (from the last layout).
    public internal(set) var isOverflowing = false
    /// The row's width (points) from the last layout: the cells' natural widths when overflowing.
    var scrollContentWidth = 0.0
    /// How far the row is scrolled (points; 0…`maxScrollOffset`, beyond while rubber-banding).
    var scrollValue = AnimatedValue(0.0)
    /// The offset the layout last scrolled the row to for the selection (nil: never), see `isScrolledByUser`.
    var placedScrollOffset: Double?
    /// The scroll offset in points.
    public var scrollOffset: Double { scrollValue.value }
    /// The enabled segment under the mouse (hover), if any.
    public internal(set) var hoveredIndex: Int?
    /// Dynamic Type for the labels: every font, icon, label padding and fixed height × this (0.75…2).
    public var textScale = 1.0 { didSet { if textScale != oldValue { markNeedsLayout(); markNeedsPaint() } } }
    /// The style's layout numbers at `textScale`.
    public var metrics: SegmentMetrics { style.metrics.scaled(by: textScale) }
    /// iOS's Increase Contrast (the style's `spec.increaseContrast`): the glass draws frosted and smoked.
    public var increaseContrast: Bool {
        get { style.spec.increaseContrast }
        set { guard newValue != style.spec.increaseContrast else { return }; style.spec.increaseContrast = newValue; markNeedsPaint() }
    }
    /// The light or dark look of the style (see `Theme`).
    public var theme: Theme {
        get { style.spec.theme }
        set { guard newValue != style.spec.theme else { return }; style.spec.theme = newValue; markNeedsPaint() }
    }

    /// Creates a control with `segments` (at least one) in `style`; `id` defaults to the style's name.
    public init(id: String? = nil, style: any SegmentedControlStyle, segments: [Segment], selectedIndex: Int = 0) {
        precondition(!segments.isEmpty, "a segmented control needs at least one segment")
        self.style = style
        self.segments = segments
        self.selectedIndex = max(0, min(segments.count - 1, selectedIndex))
        self.animation = style.animation
        let controlID = id ?? style.name
        self.indicator = IndicatorNode(controlID: controlID)
        self.overlay = DragOverlayNode(controlID: controlID)
        super.init(id: controlID)
        rebuildChildren()
    }

    override public var kind: String { "segmentedControl" }

    /// Joining a scene: the driver (a linked pane) subscribes to the control's actions there.
    override public func didAttach(to scene: Scene) { indicatorDriver?.controlAttached(to: scene) }
    /// A sideways wheel scrolls an overflowing row (`wheelScrollRow(by:)`).
    override public func wheelTurned(by notches: Point, at position: Point) -> Bool { wheelScrollRow(by: notches) }

    /// Each control keeps its painting between frames: one animating control re-records only itself.
    override public var isRepaintBoundary: Bool { true }

    private func rebuildChildren() {
        for c in children { removeChild(c) }
        indicator.control = self
        addChild(indicator)
        segmentNodes = segments.enumerated().map { SegmentNode(control: self, index: $0.offset, segment: $0.element, selected: $0.offset == selectedIndex) }
        for s in segmentNodes { addChild(s) }
        overlay.control = self
        addChild(overlay)
    }

    // MARK: - Changing the segments and the style

    /// Replaces the segments (insert, remove, rename): the selection stays on the segment with the same
    /// title where it still exists, else on the same index (clamped, the nearest enabled one); inside
    /// `Scene.withAnimation` the indicator morphs from where it is to the new layout with that animation
    /// (outside any transaction it jumps); a driver (a linked pane) follows the new segments at once. A
    /// gesture in progress is cancelled (see `cancelGesture`). An empty list is ignored.
    public func setSegments(_ newSegments: [Segment]) {
        guard !newSegments.isEmpty, newSegments != segments else { return }
        let title = segments[selectedIndex].title
        var index = newSegments.firstIndex { $0.title == title } ?? min(selectedIndex, newSegments.count - 1)
        if newSegments[index].isDisabled {
            index = newSegments.indices.filter { !newSegments[$0].isDisabled }.min { abs($0 - index) < abs($1 - index) } ?? index
        }
        let from = selectedIndex
        // A gesture on the old segments is cancelled: the indicator returns to rest (press scale, stretch 1);
        // a change that waited for it named an old index, so it is dropped.
        deferredSelection = nil
        cancelGesture()
        hoveredIndex = nil
        segments = newSegments
        selectedIndex = index
        pendingTransaction = scene?.transaction ?? Transaction()
        rebuildChildren()
        markNeedsLayout()
        scene?.post(.segmentsChanged(control: id))
        if from != index || title != segments[index].title {
            scene?.post(.selectionChanged(SelectionChange(control: id, from: from, to: index, byUser: false), animation: scene?.transaction.animation))
        }
    }

    /// Replaces the style (a reloaded picker file): layout and painting follow it; inside
    /// `Scene.withAnimation` the indicator moves to its new geometry with that animation.
    public func setStyle(_ newStyle: any SegmentedControlStyle) {
        style = newStyle
        pendingTransaction = scene?.transaction ?? Transaction()
        markNeedsLayout()
        markNeedsPaint()
    }

    // MARK: - Selection

    /// Selects segment `index`. Inside `Scene.withAnimation` the indicator animates with that transaction's
    /// animation; outside any transaction it moves at once. Selecting the selected segment does nothing and
    /// notifies nothing. Indices out of range are ignored.
    public func select(_ index: Int, byUser: Bool = false) {
        guard index >= 0, index < segments.count, index != selectedIndex, !segments[index].isDisabled else { return }
        if !byUser, isDragging {
            // The indicator stays under the pointer; the change waits for the drag to end.
            deferredSelection = (index, scene?.transaction ?? Transaction())
            return
        }
        let from = selectedIndex
        selectedIndex = index
        pendingTransaction = scene?.transaction ?? Transaction()
        // The control's size and its labels never depend on the selection: only the matched geometry
        // changes, so the control places its children again in place (a relayout boundary).
        markNeedsLayoutInPlace()
        let change = SelectionChange(control: id, from: from, to: index, byUser: byUser, isReplay: isReplayingSelection)
        scene?.post(.selectionChanged(change, animation: scene?.transaction.animation))
        // A user's choice: the seeds' selection haptic (a trace event and a tick on the frame graph).
        if byUser { scene?.post(.feedback(change)) }
    }

    /// A user's selection: animated with the control's `animation` and reported as user-initiated.
    /// What the user sees is what they act on: when a driver shows another segment than the selected one
    /// (a pane settling after a swipe), choosing the selected segment is a real choice too — the driver goes
    /// back there (with feedback, and no commit, since the selection does not change).
    public func userSelect(_ index: Int) {
        guard index >= 0, index < segments.count, !segments[index].isDisabled else { return }
        if index == selectedIndex, let driver = indicatorDriver, let shown = driver.shownIndex, shown != index {
            scene?.post(.feedback(SelectionChange(control: id, from: shown, to: index, byUser: true)))
            driver.show(index, animation: animation)
            return
        }
        if let scene { scene.withAnimation(animation) { select(index, byUser: true) } } else { select(index, byUser: true) }
    }

    /// The segment the user sees selected: the one the driver shows or moves to, else the selection.
    public var shownIndex: Int { indicatorDriver?.shownIndex.map { max(0, min(segments.count - 1, $0)) } ?? selectedIndex }

    /// The segment whose cell contains `point` (window points), if any.
    public func segmentIndex(at point: Point) -> Int? {
        segmentNodes.firstIndex { $0.frame.contains(point) }
    }

    // MARK: - Layout (helpers in SegmentedControl+Layout.swift; the indicator in +Indicator.swift)

    override public func sizeThatFits(_ proposal: Size, _ context: LayoutContext) -> Size {
        let m = metrics
        let sizes = contentSizes(context)
        let contentHeight = sizes.map(\.height).max() ?? 0
        let height = m.fixedHeight ?? (contentHeight + m.cellPadding.vertical + m.containerInset.vertical)
        switch m.widthMode {
        case .equal, .proportional:
            return Size(width: max(0, proposal.width), height: height)
        case .content:
            let natural = sizes.reduce(0) { $0 + $1.width(m) + m.cellPadding.horizontal }
                + m.spacing * Double(segments.count - 1) + m.containerInset.horizontal
            return Size(width: min(natural, max(0, proposal.width)), height: height)
        }
    }

    override public func placeChildren(_ context: LayoutContext) {
        measurer = context.measurer
        let m = metrics
        let sizes = contentSizes(context)
        let inner = frame.inset(by: m.containerInset)
        let n = Double(segments.count)
        var widths: [Double], paddings: [Double]
        // Spacing gives way before the cells do: it shrinks so that each cell keeps its minimum padding and
        // about two characters (20 spacing-60 gaps in a 1052 pt row left every cell 0 wide and its label "").
        let minimumCell = 2 * m.minimumCellPadding + 20
        var spacing = n > 1 ? min(m.spacing, max(0, (inner.width - n * minimumCell) / (n - 1))) : m.spacing
        switch m.widthMode {
        case .equal:
            let each = max(0, inner.width - spacing * (n - 1)) / n
            widths = Array(repeating: each, count: segments.count)
            // A label that does not fit its cell first gives up padding, down to the minimum.
            paddings = sizes.map { max(2 * m.minimumCellPadding, min(m.cellPadding.horizontal, each - $0.width(m))) }
        case .proportional(let given):
            let weights = SegmentedControl.weights(given, count: segments.count)
            let room = max(0, inner.width - spacing * (n - 1))
            widths = weights.map { room * $0 }
            paddings = zip(sizes, widths).map { max(2 * m.minimumCellPadding, min(m.cellPadding.horizontal, $1 - $0.width(m))) }
        case .content:
            let fit = ContentFit(contents: sizes.map { $0.width(m) }, available: inner.width, metrics: m)
            widths = fit.widths; paddings = Array(repeating: fit.padding, count: segments.count); spacing = fit.spacing
        }
        // Scrollable overflow: when the labels do not fit at their natural widths, they keep those widths
        // and the row scrolls instead of shrinking and truncating (see SegmentedControl+Overflow.swift).
        // A label wider than the visible row is cut to it (it truncates), so no cell or indicator is wider
        // than the control.
        let natural = sizes.map { min($0.width(m) + m.cellPadding.horizontal, max(1, inner.width)) }
        let naturalWidths: [Double] = m.widthMode == .content ? natural : Array(repeating: natural.max() ?? 0, count: natural.count)
        let row = naturalWidths.reduce(0, +) + m.spacing * (n - 1)
        isOverflowing = scrollsOnOverflow && row > inner.width + 0.5
        if isOverflowing {
            widths = naturalWidths; paddings = Array(repeating: m.cellPadding.horizontal, count: segments.count); spacing = m.spacing
            scrollContentWidth = row
        } else {
            scrollContentWidth = inner.width
        }
        // A resize or another text scale changed the row: the selection is centred again at once, in this
        // layout (an offset kept from the old row put it off the edge or out of sight, right to left above
        // all), as when first laid out.
        let rowChanged = scrolledFor.map { abs($0.visible - inner.width) > 0.01 || abs($0.row - scrollContentWidth) > 0.01 } ?? false
        scrolledFor = (inner.width, scrollContentWidth)
        if isOverflowing, rowChanged, hasLaidOut, !isDragging, !isScrollGesture, segments.indices.contains(selectedIndex) {
            let before = widths[..<selectedIndex].reduce(0, +) + spacing * Double(selectedIndex)
            let mid = isRightToLeft ? row - before - widths[selectedIndex] / 2 : before + widths[selectedIndex] / 2
            placedScrollOffset = clamp(mid - inner.width / 2, 0, max(0, row - inner.width))
            scrollValue.set(placedScrollOffset ?? 0, animation: nil, at: scene?.animationTime ?? 0)
        }
        let offset = isOverflowing ? scrollOffset : 0
        var x = inner.minX - offset
        for (i, node) in segmentNodes.enumerated() {
            var cell = Rect(x: x, y: inner.minY, width: widths[i], height: inner.height)
            // Mirrored: segment 0 on the right (of the scrolled row when it overflows).
            if isRightToLeft { cell.x = isOverflowing ? inner.minX + row - (x - inner.minX + offset) - widths[i] - offset : inner.minX + inner.maxX - x - widths[i] }
            node.frame = cell
            layoutLabel(node, size: sizes[i], cell: cell, padding: paddings[i], context)
            x += widths[i] + spacing
        }
        for c in children where c is SegmentNode { c.placeChildren(context) }
    }

    override public func animate(at time: Double, tolerance: SettleTolerance) -> Bool {
        guard scrollValue.isAnimating else { return false }
        let running = scrollValue.update(at: time, settleTolerance: tolerance.distance, velocityTolerance: tolerance.velocity)
        markNeedsLayoutInPlace()
        markNeedsPaint()
        return running
    }

    override public func didLayout(_ context: LayoutContext) {
        guard let scene else { return }
        for node in segmentNodes {
            scene.matchedGeometry.publish(MatchedGeometryKey(namespace: id, id: "cell.\(node.index)"), frame: node.frame)
            scene.matchedGeometry.publish(MatchedGeometryKey(namespace: id, id: "content.\(node.index)"), frame: node.contentFrame)
        }
        resolveIndicator(scene)
    }

    // MARK: - Paint

    override public func paint(into list: inout DisplayList) {
        guard frame.width > 0, frame.height > 0 else { return }
        let luminance = backdropLuminance
        if labelShadowInputs.map({ $0.luminance != luminance || $0.textScale != textScale }) ?? true {
            paintingLabelShadow = style.labelShadow(under: luminance, textScale: textScale)
            labelShadowInputs = (luminance, textScale)
        }
        // The track is a flattened layer: the moving indicator is drawn over an opaque copy of it.
        list.append(.pushLayer(CompositingLayer(id: Self.layerID(id, "track"), rect: frame, flattened: true)))
        style.paintTrack(frame, into: &list)
        list.append(.popLayer)
        let clips = style.clipsToTrack || isOverflowing
        let clip = visibleRow
        if clips { list.append(.pushClip(clip)) }
        paintHover(into: &list)
        for c in children { c.paintNode(into: &list) }
        paintScrollFades(in: clip, into: &list)   // see SegmentedControl+Fade.swift
        if clips { list.append(.popClip) }
        if isFocused, scene?.focusVisible == true {
            let ring = frame.insetBy(dx: -3, dy: -3)
            list.append(.strokeRoundedRect(ring, cornerRadius: min(ring.height / 2, metrics.fixedHeight.map { $0 / 2 + 3 } ?? ring.height / 2),
                                           color: Color.blue.opacity(0.85), lineWidth: 2))
        }
    }

    // MARK: - Input (see SegmentedControl+Gestures.swift and +Keyboard.swift)

    override public func hitTestSelf(_ point: Point) -> Bool { frame.contains(point) }
    override public func pointerBegan(_ event: PointerEvent) -> Bool { beginPress(event) }
    override public func pointerMoved(_ event: PointerEvent) { handlePointerMoved(event) }
    override public func pointerEnded(_ event: PointerEvent) { handlePointerEnded(event) }
    override public func pointerCancelled(_ event: PointerEvent) { handlePointerCancelled(event) }
    override public func gestureDeadlineReached(pointer: Int, at time: Double) { handleGestureDeadline(pointer: pointer, at: time) }
    override public var isFocusable: Bool { true }
    override public func focusChanged(_ focused: Bool) { isFocused = focused; markNeedsPaint() }
    override public func keyPressed(_ event: KeyEvent) -> Bool { handleKey(event) }
    override public func pointerHovered(_ event: PointerEvent) -> Bool { handleHover(event) }
    override public func hoverEnded() { handleHoverEnded() }
    override public func cursor(at point: Point) -> Cursor { hoverCursor(at: point) }
}
