import Geometry

/// Lays its children out in a row or column, like SwiftUI's `HStack`/`VStack`: each child is proposed the
/// cross-axis extent (minus padding) and the main-axis space left, `Spacer` children share what remains,
/// and each child is aligned on the cross axis. When the children need more room than there is, they keep
/// their sizes and run past the end (clipped by the window) rather than being squeezed to nothing.
@MainActor
public final class StackNode: Node {
    /// The main axis.
    public enum Axis: Sendable { case horizontal, vertical }
    /// Cross-axis placement of children narrower than the stack.
    public enum Alignment: Sendable { case leading, center, trailing, fill }

    /// Row (horizontal) or column (vertical).
    public var axis: Axis
    /// Space between adjacent children, in points.
    public var spacing: Double
    /// Padding inside the stack's frame, in points.
    public var padding: EdgeInsets
    /// Cross-axis placement of children.
    public var alignment: Alignment
    /// How the main axis is shared: `.natural` gives each child the size it asks for (spacers share the
    /// rest), `.fillEqually` gives every child the same main-axis extent (UIStackView's `.fillEqually`).
    public enum Distribution: Sendable { case natural, fillEqually }
    /// How the main axis is shared.
    public var distribution: Distribution

    /// Creates a stack; `spacing` and `padding` in points.
    public init(id: String, axis: Axis, spacing: Double = 0, padding: EdgeInsets = .zero, alignment: Alignment = .fill,
                distribution: Distribution = .natural) {
        self.axis = axis; self.spacing = spacing; self.padding = padding; self.alignment = alignment; self.distribution = distribution
        super.init(id: id)
    }

    override public var kind: String { axis == .horizontal ? "hstack" : "vstack" }

    private func main(_ s: Size) -> Double { axis == .horizontal ? s.width : s.height }
    private func cross(_ s: Size) -> Double { axis == .horizontal ? s.height : s.width }
    private func size(main m: Double, cross c: Double) -> Size {
        axis == .horizontal ? Size(width: m, height: c) : Size(width: c, height: m)
    }

    /// Measures the non-spacer children; returns their sizes (spacers get zero main extent).
    private func measureChildren(_ inner: Size, _ context: LayoutContext) -> [Size] {
        if distribution == .fillEqually, !children.isEmpty {
            let each = max(0, main(inner) - spacing * Double(children.count - 1)) / Double(children.count)
            return children.map { c in
                let s = c.sizeThatFits(size(main: each, cross: cross(inner)), context)
                return size(main: each, cross: cross(s))
            }
        }
        var remaining = main(inner) - spacing * Double(max(0, children.count - 1))
        var sizes = [Size](repeating: .zero, count: children.count)
        for (i, c) in children.enumerated() where !(c is Spacer) {
            let s = c.sizeThatFits(size(main: max(0, remaining), cross: cross(inner)), context)
            sizes[i] = s
            remaining -= main(s)
        }
        return sizes
    }

    override public func sizeThatFits(_ proposal: Size, _ context: LayoutContext) -> Size {
        let inner = Size(width: max(0, proposal.width - padding.horizontal), height: max(0, proposal.height - padding.vertical))
        let sizes = measureChildren(inner, context)
        let hasSpacer = children.contains { $0 is Spacer }
        var m = sizes.reduce(0) { $0 + main($1) } + spacing * Double(max(0, children.count - 1))
        if hasSpacer { m = max(m, main(inner)) }
        let c = alignment == .fill ? cross(inner) : sizes.reduce(0) { max($0, cross($1)) }
        let s = size(main: m, cross: c)
        return Size(width: s.width + padding.horizontal, height: s.height + padding.vertical)
    }

    override public func placeChildren(_ context: LayoutContext) {
        let innerRect = frame.inset(by: padding)
        let sizes = measureChildren(innerRect.size, context)
        let spacers = children.filter { $0 is Spacer }.count
        let used = sizes.reduce(0) { $0 + main($1) } + spacing * Double(max(0, children.count - 1))
        let spacerExtent = spacers > 0 ? max(0, main(innerRect.size) - used) / Double(spacers) : 0
        var cursor = axis == .horizontal ? innerRect.minX : innerRect.minY
        for (i, c) in children.enumerated() {
            let m = c is Spacer ? spacerExtent : main(sizes[i])   // children keep their size; overflow is clipped by the window
            let crossExtent = alignment == .fill ? cross(innerRect.size) : min(cross(sizes[i]), cross(innerRect.size))
            let crossStart = axis == .horizontal ? innerRect.minY : innerRect.minX
            let free = cross(innerRect.size) - crossExtent
            let offset: Double = switch alignment {
            case .leading, .fill: 0
            case .center: free / 2
            case .trailing: free
            }
            let r = axis == .horizontal
                ? Rect(x: cursor, y: crossStart + offset, width: m, height: crossExtent)
                : Rect(x: crossStart + offset, y: cursor, width: crossExtent, height: m)
            c.place(in: r, context)
            cursor += m + spacing
        }
    }
}

/// Flexible space in a `StackNode`, like SwiftUI's `Spacer`: the spacers share the main-axis space left over.
@MainActor
public final class Spacer: Node {
    override public func sizeThatFits(_ proposal: Size, _ context: LayoutContext) -> Size { .zero }
}
