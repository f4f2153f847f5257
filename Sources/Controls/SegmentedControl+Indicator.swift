import Geometry
import Motion
import SceneGraph

/// Placing the indicator: from the selected segment's matched geometry after each layout, at a fractional
/// position when a driver (a linked pane) moves it, and the labels lit in step with it.
extension SegmentedControl {
    /// A style's indicator frame `r` kept inside the control's height and at least 1 point each way (a tight
    /// fixed height with a large padding or font left some styles' indicators 0 high or above the control).
    static func keptInside(_ r: Rect, control: Rect) -> Rect {
        guard r.isFinite, control.isFinite else { return r }
        var r = r
        if !(r.width >= 1) { r.x += (r.width - 1) / 2; r.width = 1 }
        if !(r.height >= 1) { r.y += (r.height - 1) / 2; r.height = 1 }
        r.height = min(r.height, max(1, control.height))
        if r.minY < control.minY { r.y = control.minY }
        if r.maxY > control.maxY { r.y = control.maxY - r.height }
        return r
    }

    /// Matched geometry: the indicator takes the selected segment's published frame, animated with the
    /// transaction of the change that moved it (none on the first layout, so it starts in place). A layout
    /// that no selection change asked for (a resize, a reflow) lets a running animation run on to the new
    /// frame (see `IndicatorNode.relayout`).
    func resolveIndicator(_ scene: Scene) {
        let prefix = style.indicatorSource == .cell ? "cell." : "content."
        let frames = segmentNodes.map { node in
            let source = scene.matchedGeometry.frame(for: MatchedGeometryKey(namespace: id, id: prefix + String(node.index))) ?? node.frame
            return SegmentedControl.keptInside(style.resolvedIndicatorFrame(source: source, cell: node.frame, control: frame), control: frame)
        }
        let previousFrame = laidOutFrame ?? frame
        laidOutFrame = frame
        let before = isDragging ? track.position(forX: indicator.frame.x) : nil
        // Half the track's padding stays clear at either end: the indicator never touches the rim.
        // The track runs left to right: under right to left, visual order is the segments' reversed.
        track = IndicatorTrack(frames: frames.indices.map { frames[visual($0)] }, bounds: IndicatorTrack.bounds(control: frame, margin: metrics.containerInset.left / 2))
        if let before {
            // A dragged indicator follows the pointer, not its source; a relayout mid-drag (a resize) keeps it
            // at the same fractional position in the new track, and the grab follows it.
            relayoutDrag(to: track.frame(at: before))
            return
        }
        if let p = drivenPosition { driveIndicator(toPosition: p); return }   // the driver places it
        if isOverflowing, pendingTransaction != nil || !hasLaidOut { scrollSelectedIntoView(animation: hasLaidOut ? pendingTransaction?.animation ?? animation : nil) }
        let target = track.frames[visual(selectedIndex)]
        // A layout no selection change asked for (a resize, a reflow) keeps what is animating animating.
        let isRelayout = hasLaidOut && pendingTransaction == nil
        var animation = hasLaidOut ? pendingTransaction?.animation : nil
        // A scroll moves the target under a running slide: the slide retargets with its own spring.
        if animation == nil, indicator.frameValue.isAnimating, isOverflowing { animation = indicator.frameValue.animation }
        pendingTransaction = nil
        hasLaidOut = true
        let time = scene.animationTime
        let tint = segments[selectedIndex].tint
        // A change animates from where the indicator is on screen (as matched geometry does), but when the
        // same layout moved the control to another row (a reflow) it starts from its place within the control.
        if !isRelayout, animation != nil, abs(previousFrame.minY - frame.minY) > 0.5 { indicator.carry(from: previousFrame, to: frame, at: time) }
        let moving = isRelayout ? indicator.relayout(to: target, tint: tint, from: previousFrame, to: frame, at: time)
            : indicator.setTarget(target, tint: tint, animation: animation, at: time)
        if moving { scene.startAnimating(indicator) }
        // The labels light in step with the indicator: its spring, or its cross-fade under Reduce Motion.
        let labelAnimation = animation != nil && scene.reduceMotion ? IndicatorNode.crossFadeAnimation : animation
        for node in segmentNodes {
            let t: Double = node.index == selectedIndex ? 1 : 0
            let keep = isRelayout && node.selectedness.target == t   // a relayout lets a running fade run on
            if !keep, node.selectedness.target != t || animation == nil { node.selectedness.set(t, animation: labelAnimation, at: time) }
            if node.selectedness.isAnimating { scene.startAnimating(node) }
        }
    }

    /// Where the indicator comes to rest for the current selection in the current layout (points): the
    /// selected segment's frame on the track, or nil before the first layout.
    public var indicatorRestFrame: Rect? {
        guard !track.frames.isEmpty, segments.indices.contains(selectedIndex) else { return nil }
        return indicator.keptInTrack(track.frames[visual(selectedIndex)])
    }

    /// The tint at fractional position `p` (0 = first segment): the neighbouring segments' tints mixed in OKLab.
    func tint(atPosition p: Double) -> Color {
        let q = p.isFinite ? clamp(p, 0, Double(segments.count - 1)) : Double(selectedIndex)
        let i = min(segments.count - 1, Int(q.rounded(.down))), j = min(segments.count - 1, i + 1)
        return mixOKLab(segments[i].tint, segments[j].tint, q - Double(i))
    }

    /// Lights the labels for an indicator at fractional position `p`: label i's selectedness is
    /// max(0, 1 − |p − i|), so the lit label is always the one under the indicator, interpolated as it
    /// travels. With `animation` (the cross-fade under Reduce Motion) they move there in step with the
    /// indicator; without, at once — a label already heading to that value keeps its animation.
    func showLabels(atPosition p: Double, animation: Animation? = nil) {
        guard p.isFinite else { return }
        let q = clamp(p, 0, Double(segments.count - 1))
        let time = scene?.animationTime ?? 0
        for node in segmentNodes {
            let t = max(0, 1 - abs(q - Double(node.index)))
            guard node.selectedness.target != t else { continue }
            node.selectedness.set(t, animation: animation, at: time)
            if node.selectedness.isAnimating { scene?.startAnimating(node) }
            node.markNeedsPaint()
        }
    }

    /// The indicator's frame at position `p`, which may lie past the first or last segment (a driver's spring
    /// overshooting an end): past an end the end frame moves on at the last step's rate (points per position),
    /// for `IndicatorNode.keptInTrack` to squash against the control's inner edge.
    func overshootFrame(atPosition p: Double) -> Rect {
        let last = Double(segments.count - 1)
        let q = clamp(p, 0, last)
        var f = track.frame(at: visualPosition(q))
        guard segments.count > 1, p != q else { return f }
        let a = track.frame(at: visualPosition(p < 0 ? 0 : last)), b = track.frame(at: visualPosition(p < 0 ? 1 : last - 1))
        f.x += (a.x - b.x) * abs(p - q)
        return f
    }

    /// Places the indicator at fractional position `p` (0 = first segment): x and width interpolated between
    /// the two neighbouring segments' resting frames, tint likewise. Used by an `IndicatorDriver`.
    /// With `crossFade` the indicator fades in at the new place over the old one fading out (Reduce Motion).
    func driveIndicator(toPosition p: Double, crossFade: Bool = false) {
        guard !isDragging, !track.frames.isEmpty, p.isFinite else { return }
        drivenPosition = p
        let q = clamp(p, 0, Double(segments.count - 1))
        let tint = tint(atPosition: q)
        followDriverScroll(position: q)
        if crossFade, let scene {
            indicator.crossFade(to: track.frame(at: visualPosition(q)), tint: tint, at: scene.animationTime)
            scene.startAnimating(indicator)
        } else {
            indicator.follow(indicator.keptInTrack(overshootFrame(atPosition: p)), tint: tint)
        }
        // The labels follow the driver exactly as the indicator does (cross-fading with it under Reduce Motion).
        showLabels(atPosition: q, animation: crossFade ? IndicatorNode.crossFadeAnimation : nil)
        markNeedsPaint()
    }
}
