import Geometry

/// Centres its single child horizontally at the child's own size (SwiftUI's default placement of a
/// fixed-size view in a wider container); as tall as the child.
@MainActor
public final class CenterNode: Node {
    /// Creates a centring wrapper around `content`.
    public init(id: String, content: Node) {
        super.init(id: id)
        addChild(content)
    }

    override public var kind: String { "center" }

    override public func sizeThatFits(_ proposal: Size, _ context: LayoutContext) -> Size {
        let s = children.first?.sizeThatFits(proposal, context) ?? .zero
        return Size(width: proposal.width, height: s.height)
    }

    override public func placeChildren(_ context: LayoutContext) {
        guard let c = children.first else { return }
        let s = c.sizeThatFits(frame.size, context)
        let w = min(s.width, frame.width)
        c.place(in: Rect(x: frame.midX - w / 2, y: frame.minY, width: w, height: min(s.height, frame.height)), context)
    }
}
