import Geometry

extension DrawCommand {
    /// The command moved by (`dx`, `dy`) points with every coordinate rounded to 1/4096 point: what a layer's
    /// content key hashes (its commands relative to the layer's origin), so content that only moved keeps its
    /// key even where the move is not exact in floating point. State commands are returned as they are.
    func layerLocal(dx: Double, dy: Double) -> DrawCommand {
        func q(_ v: Double) -> Double { (v * 4096).rounded() / 4096 }
        func r(_ rect: Rect) -> Rect { Rect(x: q(rect.minX + dx), y: q(rect.minY + dy), width: q(rect.width), height: q(rect.height)) }
        func p(_ point: Point) -> Point { Point(x: q(point.x + dx), y: q(point.y + dy)) }
        switch self {
        case let .fillRoundedRect(rect, radius, fill, style): return .fillRoundedRect(r(rect), cornerRadius: radius, fill: fill, style: style)
        case let .strokeRoundedRect(rect, radius, color, width, style):
            return .strokeRoundedRect(r(rect), cornerRadius: radius, color: color, lineWidth: width, style: style)
        case let .shadow(rect, radius, color, blur, offset): return .shadow(r(rect), cornerRadius: radius, color: color, blur: blur, offset: offset)
        case let .polyline(points, color, width): return .polyline(points.map(p), color: color, lineWidth: width)
        case var .text(run): run.origin = p(run.origin); return .text(run)
        case var .icon(run): run.origin = p(run.origin); return .icon(run)
        case let .pushClip(rect): return .pushClip(r(rect))
        case var .pushLayer(layer): layer.rect = r(layer.rect); return .pushLayer(layer)
        case var .glassLens(lens): lens.rect = r(lens.rect); return .glassLens(lens)
        case .popClip, .pushOpacity, .popOpacity, .fragment, .popLayer: return self
        }
    }
}
