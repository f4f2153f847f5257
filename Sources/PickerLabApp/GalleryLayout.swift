import Geometry
import Motion
import Painting
import SceneGraph

/// The gallery's columns, reflowing with the window (issue 11, "small windows"): two columns side by side
/// while each is at least `minimumColumnWidth` wide, else one column of at least that width; when the
/// content is larger than the window it scrolls (drag the background) instead of squeezing the controls,
/// with iOS's physics (GalleryLayout+Momentum.swift): past an end the drag rubber-bands, and a fling carries
/// on with momentum, bouncing at the ends. Reported as an "hstack" with two columns and a "vstack" with one.
@MainActor
final class GalleryLayout: Node {
    /// The columns, left to right (top to bottom in one column).
    let columns: [StackNode]
    /// Padding around the columns and space between them, in points.
    let padding: Double, spacing: Double
    /// Extra room (points) above the columns, for what lies over the gallery's top (the picker files' error
    /// banner while it shows), so it covers no control.
    var topInset = 0.0 { didSet { if topInset != oldValue { markNeedsLayout() } } }
    /// The narrowest column (points) that shows every control legibly, for the layout context given and the
    /// room a single column has (the window's width less the padding): no column is narrower (the content
    /// scrolls instead).
    let minimumColumnWidth: (LayoutContext, Double) -> Double
    /// The column width (points) below which two columns become one, at least `minimumColumnWidth`: with
    /// larger text, the width at which no label is cut, so the gallery reflows before it cuts one — but a
    /// single column never grows past the window for it (its labels truncate down to the legible minimum).
    let reflowColumnWidth: (LayoutContext, Double) -> Double
    /// How far the content is scrolled (points; past 0 or the end only while a drag rubber-bands or a fling
    /// bounces), and its size (points).
    var scrollOffset = Point.zero
    private(set) var contentSize = Size.zero
    /// Whether the columns are stacked in one.
    private(set) var isSingleColumn = false
    /// The widest a column grows (points): UIKit's readable content width (`readableContentGuide`, 672 points
    /// at the default text size). The seeds' fill-width controls (the pill, the thumb, the paged pane) fill a
    /// phone's width; a desktop window wider than two such columns leaves the rest as margin, the columns
    /// centred, instead of stretching a pill across it. At least `minimumColumnWidth`.
    static let maximumColumnWidth = 672.0
    var scrollDrag = ScrollDrag()
    /// The momentum after a fling, one simulation per axis that moves, from `start` (animation seconds).
    var fling: (x: BouncingScrollSimulation?, y: BouncingScrollSimulation?, start: Double)?
    /// Drawable pixels per point at the last layout (the fling's rest tolerances are in pixels).
    var pixelScale = 1.0

    init(id: String, columns: [StackNode], padding: Double, spacing: Double,
         reflowColumnWidth: ((LayoutContext, Double) -> Double)? = nil, minimumColumnWidth: @escaping (LayoutContext, Double) -> Double) {
        self.columns = columns; self.padding = padding; self.spacing = spacing; self.minimumColumnWidth = minimumColumnWidth
        self.reflowColumnWidth = reflowColumnWidth ?? minimumColumnWidth
        super.init(id: id)
        for c in columns { addChild(c) }
    }

    override var kind: String { isSingleColumn ? "vstack" : "hstack" }

    /// Whether the content is larger than the window in either direction.
    /// The wheel scrolls the gallery (`wheelScroll(by:)`).
    override func wheelTurned(by notches: Point, at position: Point) -> Bool { wheelScroll(by: notches) }

    var isScrollable: Bool { contentSize.width > frame.width + 0.5 || contentSize.height > frame.height + 0.5 }

    /// A column's height with its spacers at zero, at `width` points: its content's (`content`, the gaps
    /// between its other children) and its stack's (`stack`, a gap before each spacer too — what the stack
    /// takes before its last child, which a frame of `content` would squeeze by that much).
    private func naturalHeight(_ column: StackNode, width: Double, _ context: LayoutContext) -> (content: Double, stack: Double) {
        let parts = column.children.filter { !($0 is Spacer) }
        let heights = parts.map { $0.sizeThatFits(Size(width: width, height: 1_000_000), context).height }
        let sum = heights.reduce(0, +) + column.padding.vertical
        return (sum + column.spacing * Double(max(0, parts.count - 1)), sum + column.spacing * Double(max(0, column.children.count - 1)))
    }

    override func placeChildren(_ context: LayoutContext) {
        let minimum = max(0, minimumColumnWidth(context, frame.width - 2 * padding))
        let n = Double(columns.count)
        let side = (frame.width - 2 * padding - spacing * (n - 1)) / n
        isSingleColumn = columns.count > 1 && side < max(minimum, reflowColumnWidth(context, frame.width - 2 * padding))
        var rects: [Rect] = []
        // A column fills its share of the window up to the readable width; what is left is margin, the
        // columns centred in it.
        let widest = max(Self.maximumColumnWidth, minimum)
        if !isSingleColumn {
            let w = max(min(side, widest), minimum)
            let left = padding + max(0, (side - w) * n / 2)
            // A column's frame holds its stack (the gap before its spacer too, so nothing is squeezed); the
            // content ends where its last child does.
            let heights = columns.map { naturalHeight($0, width: w, context) }
            let h = max(frame.height - 2 * padding - topInset, heights.map(\.content).max() ?? 0)
            let stack = max(h, heights.map(\.stack).max() ?? 0)
            rects = columns.indices.map { Rect(x: left + Double($0) * (w + spacing), y: padding + topInset, width: w, height: stack) }
            contentSize = Size(width: max(frame.width, 2 * padding + n * w + spacing * (n - 1)), height: h + 2 * padding + topInset)
        } else {
            let w = max(min(frame.width - 2 * padding, widest), minimum)
            let left = padding + max(0, (frame.width - 2 * padding - w) / 2)
            var y = padding + topInset
            for c in columns {
                let h = naturalHeight(c, width: w, context)
                rects.append(Rect(x: left, y: y, width: w, height: h.stack))
                y += h.content + spacing
            }
            contentSize = Size(width: w + 2 * padding, height: max(frame.height, y - spacing + padding))
        }
        if context.scale.isFinite, context.scale > 0 { pixelScale = context.scale }
        // Only a drag's rubber band or a fling's bounce shows the content past its ends.
        if !scrollDrag.isHeld && fling == nil { scrollOffset = clampedOffset(scrollOffset) }
        for (c, r) in zip(columns, rects) {
            c.place(in: Rect(x: frame.minX + r.minX - scrollOffset.x, y: frame.minY + r.minY - scrollOffset.y, width: r.width, height: r.height), context)
        }
    }

    /// The largest scroll offset on each axis (points).
    var maxOffset: Point { Point(x: max(0, contentSize.width - frame.width), y: max(0, contentSize.height - frame.height)) }

    func clampedOffset(_ p: Point) -> Point {
        Point(x: clamp(p.x.isFinite ? p.x : 0, 0, max(0, contentSize.width - frame.width)),
              y: clamp(p.y.isFinite ? p.y : 0, 0, max(0, contentSize.height - frame.height)))
    }

    override func paint(into list: inout DisplayList) {
        guard isScrollable else { super.paint(into: &list); return }
        list.append(.pushClip(frame))
        super.paint(into: &list)
        list.append(.popClip)
        paintScrollIndicators(into: &list)
    }

    /// While the content is scrolled away from its origin, thin grey bars at the trailing and bottom edges
    /// show how much of it the window shows and where (UIScrollView's scroll indicators: 3 points thick,
    /// 3 from the edge, at least 36 long).
    private func paintScrollIndicators(into list: inout DisplayList) {
        guard scrollOffset.x > 0.5 || scrollOffset.y > 0.5 || scrollDrag.isHeld || fling != nil else { return }
        let shown = clampedOffset(scrollOffset)   // a bounce past an end keeps the bar at that end
        let ink = Color(hex: 0x8E8E93).opacity(0.75), t = 3.0, inset = 3.0
        if contentSize.height > frame.height + 0.5 {
            let track = frame.height - 2 * inset
            let len = max(36, track * frame.height / contentSize.height)
            let y = frame.minY + inset + (track - len) * shown.y / max(1, contentSize.height - frame.height)
            list.append(.fillRoundedRect(Rect(x: frame.maxX - inset - t, y: y, width: t, height: len), cornerRadius: t / 2, fill: .solid(ink)))
        }
        if contentSize.width > frame.width + 0.5 {
            let track = frame.width - 2 * inset
            let len = max(36, track * frame.width / contentSize.width)
            let x = frame.minX + inset + (track - len) * shown.x / max(1, contentSize.width - frame.width)
            list.append(.fillRoundedRect(Rect(x: x, y: frame.maxY - inset - t, width: len, height: t), cornerRadius: t / 2, fill: .solid(ink)))
        }
    }

    // MARK: - Scrolling by dragging (ScrollDrag.swift) with momentum (GalleryLayout+Momentum.swift)

    /// Whether the content is wider (`scrollsX`) or taller (`scrollsY`) than the window.
    var scrollsX: Bool { contentSize.width > frame.width + 0.5 }
    var scrollsY: Bool { contentSize.height > frame.height + 0.5 }

    override func hitTestSelf(_ point: Point) -> Bool { isScrollable && frame.contains(point) }
    override func pointerBegan(_ event: PointerEvent) -> Bool { beginScroll(event) }
    override func pointerMoved(_ event: PointerEvent) { moveScroll(event) }
    override func pointerEnded(_ event: PointerEvent) { endScroll(event) }
    override func pointerCancelled(_ event: PointerEvent) { cancelScroll(event) }
    override func animate(at time: Double, tolerance: SettleTolerance) -> Bool { stepFling(at: time) }

    /// The narrowest width (points) the gallery shows every control legibly in: one column and its padding.
    func minimumWidth(_ context: LayoutContext) -> Double { max(0, minimumColumnWidth(context, frame.width - 2 * padding)) + 2 * padding }
}
