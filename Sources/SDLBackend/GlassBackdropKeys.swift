import Geometry
import Painting

/// What lies under each glass lens of a frame, for the glass's backdrop cache (`GlassRenderer`): per lens in
/// painting order, the region it samples (its rectangle padded by its sample margin) and — when the lens says
/// where it can travel (`GlassLens.travel`) — that region joined with its own, each with the hash of the
/// commands before the lens whose bounds reach it (clip and opacity commands always count), as flattened layers
/// are keyed by what is drawn before them. A travel key that held since the last frame is `stable`.
struct GlassBackdropKeys {
    /// One lens's regions (window points) and keys.
    struct Lens: Equatable {
        var region: Rect, key = 0
        var travel: Rect?, travelKey = 0
        /// Whether the last frame's lens of the same order had the same travel region and key.
        var stable = false
    }
    /// This frame's lenses, in painting order.
    private(set) var lenses: [Lens] = []
    private var previous: [Lens] = []
    private var hashers: [Hasher] = []

    /// Finds the lenses in `list` (drawn at `scale`) and hashes what lies under each.
    mutating func update(_ list: DisplayList, scale: Double) {
        swap(&lenses, &previous)
        lenses.removeAll(keepingCapacity: true)
        list.forEach { command in
            guard case .glassLens(let lens) = command else { return }
            let m = lens.sampleMargin
            let region = lens.rect.insetBy(dx: -m, dy: -m)
            lenses.append(Lens(region: region, travel: lens.travel.map { $0.union(region) }))
        }
        guard !lenses.isEmpty else { return }
        hashers.removeAll(keepingCapacity: true)
        for _ in 0..<(2 * lenses.count) { var h = Hasher(); h.combine(scale); hashers.append(h) }
        var next = 0
        list.forEachHashed { command, commandHash in
            if case .glassLens = command {
                lenses[next].key = hashers[2 * next].finalize()
                lenses[next].travelKey = hashers[2 * next + 1].finalize()
                next += 1
                return
            }
            guard next < lenses.count else { return }
            let bounds = Self.bounds(of: command)
            for i in next..<lenses.count {
                if bounds.map({ Self.intersects($0, lenses[i].region) }) ?? true { hashers[2 * i].combine(commandHash) }
                if let t = lenses[i].travel, bounds.map({ Self.intersects($0, t) }) ?? true { hashers[2 * i + 1].combine(commandHash) }
            }
        }
        for i in lenses.indices where lenses[i].travel != nil && i < previous.count {
            lenses[i].stable = previous[i].travel == lenses[i].travel && previous[i].travelKey == lenses[i].travelKey
        }
    }

    /// What a command can touch, in points (nil: counts for every region).
    static func bounds(of command: DrawCommand) -> Rect? {
        switch command {
        case let .fillRoundedRect(r, _, _, _): return r
        case let .strokeRoundedRect(r, _, _, w, _): return r.insetBy(dx: -w, dy: -w)
        case let .shadow(r, _, _, blur, offset): return r.offsetBy(dx: offset.x, dy: offset.y).insetBy(dx: -3 * blur, dy: -3 * blur)
        case let .text(run), let .icon(run):
            // Generous: a line of text is at most ~0.7 em per character wide and 1.5 em tall.
            return Rect(x: run.origin.x, y: run.origin.y, width: run.font.size * 0.7 * Double(run.text.count) + run.font.size, height: run.font.size * 1.5)
        case let .glassLens(l): return l.rect
        case let .polyline(points, _, w):
            guard let first = points.first else { return .zero }
            var r = Rect(x: first.x, y: first.y, width: 0, height: 0)
            for p in points.dropFirst() { r = r.union(Rect(x: p.x, y: p.y, width: 0, height: 0)) }
            return r.insetBy(dx: -w, dy: -w)
        case let .pushLayer(layer): return layer.rect
        case .pushClip, .popClip, .pushOpacity, .popOpacity, .fragment, .popLayer: return nil
        }
    }

    static func intersects(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
