import Geometry
import Painting
import SceneGraph

/// A rounded background panel behind a section of the gallery (seed 002's dark surface, seed 003's
/// colourful backdrop for the glass picker), with one child laid out inside its padding.
@MainActor
public final class PanelNode: Node {
    public var fill: Fill
    /// Corner radius in points.
    public var cornerRadius: Double
    /// Padding around the content, in points.
    public var padding: EdgeInsets
    /// Extra decoration painted over the fill (e.g. soft colour blobs for the glass backdrop).
    public var blobs: [(Rect, Color)] = []
    /// A glass backdrop painted instead of `fill` and `blobs` (a glass panel's: `--backdrop`, key B), or nil.
    /// The controls on it repaint too: their labels' shadow follows the backdrop (`backdropLuminance`).
    public var backdrop: GlassBackdrop? {
        didSet {
            guard backdrop != oldValue else { return }
            markNeedsPaint()
            func walk(_ n: Node) { n.markNeedsPaint(); n.children.forEach(walk) }
            children.forEach(walk)
        }
    }

    /// Creates a panel around `content`.
    public init(id: String, fill: Fill, cornerRadius: Double = 18, padding: EdgeInsets = EdgeInsets(all: 16), content: Node) {
        self.fill = fill; self.cornerRadius = cornerRadius; self.padding = padding
        super.init(id: id)
        addChild(content)
    }

    override public var kind: String { "panel" }

    override public func sizeThatFits(_ proposal: Size, _ context: LayoutContext) -> Size {
        let inner = Size(width: max(0, proposal.width - padding.horizontal), height: max(0, proposal.height - padding.vertical))
        let s = children.first?.sizeThatFits(inner, context) ?? .zero
        return Size(width: proposal.width, height: s.height + padding.vertical)
    }

    override public func placeChildren(_ context: LayoutContext) {
        let inner = frame.inset(by: padding)
        guard let c = children.first else { return }
        let s = c.sizeThatFits(inner.size, context)
        // Centre content narrower than the panel (content-width controls).
        c.place(in: Rect(x: inner.midX - min(s.width, inner.width) / 2, y: inner.minY, width: min(s.width, inner.width), height: inner.height), context)
    }

    override public func paint(into list: inout DisplayList) {
        guard frame.width > 0, frame.height > 0 else { return }
        // A static background: a flattened layer, copied from its texture while nothing under or in it changes.
        list.append(.pushLayer(CompositingLayer(id: Self.layerID(id, "background"), rect: frame, flattened: true)))
        if let backdrop {
            backdrop.paint(in: frame, cornerRadius: cornerRadius, into: &list)
        } else {
            list.append(.fillRoundedRect(frame, cornerRadius: cornerRadius, fill: fill))
        }
        if backdrop == nil, !blobs.isEmpty {
            list.append(.pushClip(frame))
            for (unit, color) in blobs {
                let r = Rect(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height,
                             width: unit.width * frame.width, height: unit.height * frame.height)
                list.append(.shadow(r, cornerRadius: min(r.width, r.height) / 2, color: color, blur: min(r.width, r.height) / 2, offset: .zero))
            }
            list.append(.popClip)
        }
        list.append(.popLayer)
        for c in children { c.paintNode(into: &list) }
    }
}

extension Node {
    /// A layer id for `part` of the node named `id` (stable within a run).
    static func layerID(_ id: String, _ part: String) -> Int {
        var h = Hasher()
        h.combine(id); h.combine(part)
        return h.finalize()
    }
}
