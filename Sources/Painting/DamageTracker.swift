import Geometry

/// Computes each frame's damage from its display list: the pixels (drawable pixels, whole, with the
/// anti-aliasing fringe) that may differ from the previous frame's, as a short list of rectangles.
///
/// Every drawing command is keyed by what it draws and the state it is drawn in (the command, its clip rect in
/// pixels, its opacity). A command whose key appears in both frames, in the same order relative to the other
/// unchanged ones, changes no pixel; every other command damages its visible bounds — a command gone from the
/// old frame its old bounds, a new or changed one its new bounds — so a moved indicator damages where it was
/// and where it is, a widened shadow its wider blur, and a clipped command only the part inside its clip. An
/// unchanged command that moved in the painting order damages its bounds too (what overlaps it changed order).
/// Pixels outside the damage are then covered by exactly the same commands in the same order as before.
///
/// The whole drawable is damaged on the first frame, after a change of drawable size or scale, after
/// `invalidateAll()`, and when the damage would cover more than `fullRedrawFraction` of the drawable.
/// Plain Swift (no SDL): the renderer replays the damaged rectangles with `bounds(ofDrawing:)`.
public final class DamageTracker {
    /// What a drawing command draws and the state it is drawn in.
    struct Key: Hashable {
        var command: DrawCommand
        var clip: PixelRect?
        var opacity: Double
        /// `DisplayList.commandHash` of `command` (kept per retained fragment): the key hashes this, not the
        /// command again (text runs were most of the tracker's time: a clear label's 65 shadow copies each).
        var commandHash: Int

        func hash(into h: inout Hasher) { h.combine(commandHash); h.combine(clip); h.combine(opacity) }
        static func == (a: Key, b: Key) -> Bool {
            a.commandHash == b.commandHash && a.clip == b.clip && a.opacity == b.opacity && a.command == b.command
        }
    }

    struct Entry {
        var key: Key
        /// The visible bounds: the command's pixel bounds within its clip and the drawable (may be empty).
        var bounds: PixelRect
    }

    /// Pixels of anti-aliasing fringe added around every command's rounded-out bounds.
    public var fringe = 2
    /// Above this fraction of the drawable's pixels, the frame is redrawn whole (one clear and one pass is
    /// cheaper than many clipped passes: `make bench` measured the crossover near 60 % at 1280×800 on both
    /// the software and the OpenGL renderer).
    public var fullRedrawFraction = 0.6
    /// The last frame's damage (the whole drawable when `isFullRedraw`).
    public private(set) var region = DamageRegion()
    /// The part of `region` that the last frame's own changes damaged, without what `invalidate(_:)` added
    /// (paint flashing tints only this, so a flash is not itself flashed when it is painted over).
    public private(set) var changes = DamageRegion()
    /// Whether the last frame is redrawn whole.
    public private(set) var isFullRedraw = true
    /// Why, when it is ("first frame", "resize", "scale change", "invalidated", "damage over threshold").
    private(set) var fullRedrawReason: String? = "first frame"

    private var entries: [Entry] = []
    private var previous: [Entry] = []
    private var firstOld: [Key: Int] = [:]
    private var nextOld: [Int] = []
    private var matched: [Bool] = []
    private var clipStack: [PixelRect] = []
    private var opacityStack: [Double] = []
    private var lastSize: PixelSize?
    private var lastScale = 0.0
    private var invalidated = true
    private var pending: [PixelRect] = []
    /// This frame's glass lenses' backdrop regions (drawable pixels, not cut by their clip: the lens reads
    /// them whole).
    private var lensSamples: [PixelRect] = []

    /// Creates a tracker whose first frame is a full redraw.
    public init() {}

    /// The number of drawing commands (`DrawCommand.isDrawing`) in the last frame.
    var drawingCount: Int { entries.count }

    /// The visible pixel bounds of the last frame's `index`-th drawing command (in painting order, counted
    /// with `DrawCommand.isDrawing`); empty when it draws nothing visible, and when `index` is out of range.
    public func bounds(ofDrawing index: Int) -> PixelRect {
        index >= 0 && index < entries.count ? entries[index].bounds : PixelRect(x: 0, y: 0, width: 0, height: 0)
    }

    /// Makes the next frame a full redraw (the background colour or the theme changed, the target was lost).
    public func invalidateAll() { invalidated = true }

    /// Adds `rect` (drawable pixels) to the next frame's damage: something drawn over the frame that is not in
    /// its display list, such as paint flashing.
    public func invalidate(_ rect: PixelRect) { if !rect.isEmpty { pending.append(rect) } }

    /// Computes the damage of `list` against the previous call's list: `scale` is drawable pixels per point,
    /// `drawable` the target's size in pixels, `textSize` the pixel size of a text run's texture (nil when it
    /// draws nothing). Returns `region` (the whole drawable when `isFullRedraw`).
    @discardableResult
    public func update(_ list: DisplayList, scale: Double, drawable: PixelSize, textSize: (TextRun) -> PixelSize?) -> DamageRegion {
        swap(&entries, &previous)
        entries.removeAll(keepingCapacity: true)
        clipStack.removeAll(keepingCapacity: true)
        opacityStack.removeAll(keepingCapacity: true)
        let screen = PixelRect(x: 0, y: 0, width: drawable.width, height: drawable.height)
        var reason: String? = invalidated ? "invalidated" : nil
        if lastSize == nil { reason = "first frame" } else if lastSize != drawable { reason = "resize" } else if lastScale != scale { reason = "scale change" }
        // A new size or scale changes every command's pixel bounds: nothing is matched, all are measured anew.
        let geometryChanged = lastSize != drawable || lastScale != scale

        // Index the previous frame's keys: first occurrence per key, then a chain through equal keys.
        firstOld.removeAll(keepingCapacity: true)
        nextOld.removeAll(keepingCapacity: true)
        nextOld.append(contentsOf: repeatElement(-1, count: previous.count))
        if !geometryChanged {
            for i in previous.indices.reversed() {
                if let j = firstOld.updateValue(i, forKey: previous[i].key) { nextOld[i] = j }
            }
        }
        matched.removeAll(keepingCapacity: true)
        matched.append(contentsOf: repeatElement(false, count: previous.count))

        region.removeAll()
        lensSamples.removeAll(keepingCapacity: true)
        var opacity = 1.0
        var lastMatched = -1
        list.forEachHashed { command, commandHash in
            switch command {
            case let .pushLayer(layer) where layer.flattened:
                // A flattened layer does not clip its content: the clip in force stays.
                clipStack.append(clipStack.last ?? screen)
                return
            case .pushClip, .pushLayer:
                // A layer clips its content to its rectangle, as a clip does.
                let rect: Rect
                if case let .pushLayer(layer) = command { rect = layer.rect } else if case let .pushClip(r) = command { rect = r } else { rect = .zero }
                var r = PixelRect(covering: rect, scale: scale)
                if let outer = clipStack.last { r = r.intersection(outer) }
                clipStack.append(r)
                return
            case .popClip, .popLayer:
                if !clipStack.isEmpty { clipStack.removeLast() }
                return
            case let .pushOpacity(o):
                opacityStack.append(opacity)
                opacity *= max(0, min(1, o.isNaN ? 0 : o))
                return
            case .popOpacity:
                opacity = opacityStack.popLast() ?? 1
                return
            case .fragment:
                return
            case let .glassLens(lens):
                if let b = DrawCommand.lensSampleBounds(lens, scale: scale)?.outset(by: fringe) { lensSamples.append(b.intersection(screen)) }
            default:
                break
            }
            let key = Key(command: command, clip: clipStack.last, opacity: opacity, commandHash: commandHash)
            if let old = firstOld[key] {
                // Unchanged: take the earliest unmatched equal command of the last frame.
                let next = nextOld[old]
                firstOld[key] = next >= 0 ? next : nil
                matched[old] = true
                let b = previous[old].bounds
                entries.append(Entry(key: key, bounds: b))
                if old < lastMatched { region.add(b) } else { lastMatched = old }
                return
            }
            var b = command.pixelBounds(scale: scale, fringe: fringe, textSize: textSize) ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
            if let clip = clipStack.last { b = b.intersection(clip) }
            b = b.intersection(screen)
            entries.append(Entry(key: key, bounds: b))
            region.add(b)
        }
        for i in previous.indices where !matched[i] { region.add(previous[i].bounds) }
        region.clip(to: screen)
        includeLensBackdrops()
        changes.removeAll()
        for r in region.rects { changes.add(r) }
        for r in pending { region.add(r) }
        pending.removeAll(keepingCapacity: true)
        region.clip(to: screen)
        includeLensBackdrops()

        if reason == nil, Double(region.area) > fullRedrawFraction * Double(max(1, screen.area)) { reason = "damage over threshold" }
        invalidated = false
        lastSize = drawable
        lastScale = scale
        fullRedrawReason = reason
        isFullRedraw = reason != nil
        if isFullRedraw {
            region.removeAll()
            region.add(screen)
            if reason != "damage over threshold" { changes.removeAll(); changes.add(screen) }
        }
        return region
    }

    /// A glass lens redrawn in a damaged rectangle samples its backdrop from the target as it stands when the
    /// lens is reached: so any damage that meets a lens's backdrop region takes in the whole region (one
    /// rectangle then holds it, merged), and inside it everything under the lens is redrawn first — outside
    /// the damage the target holds the last frame with the lens and what lies over it.
    private func includeLensBackdrops() {
        guard !lensSamples.isEmpty else { return }
        var changed = true
        while changed {
            changed = false
            for b in lensSamples where !b.isEmpty {
                if region.rects.contains(where: { $0.intersects(b) }), !region.rects.contains(where: { $0.intersection(b) == b }) {
                    region.add(b)
                    changed = true
                }
            }
        }
    }
}
