import Geometry

/// How the renderer wants a layer drawn this frame (see `DrawDataBuilder.build`).
public enum LayerMode: Sendable, Equatable {
    /// Its commands drawn in place, clipped to its rectangle (no texture).
    case direct
    /// Copied from the texture the renderer holds for its id and key.
    case composite
    /// Rasterised into a texture from its content (emitted in `DrawData.layerContents`), then copied.
    case rasterise
}

/// Turns a display list (window points) into `DrawData` (drawable pixels): follows its clip and opacity
/// commands, tessellates each shape with `Tessellator` (opacity folded into the vertex colours), and emits one
/// command per drawing command — consecutive triangles share the index buffer in painting order, so the
/// renderer merges neighbours that share a clip into one draw call (as `imgui_impl_sdlrenderer2` issues one
/// `SDL_RenderGeometry` per `ImDrawCmd`). A layer (`DrawCommand.pushLayer`) becomes one `.layer` command when
/// the renderer composites it, its content tessellated only when it is rasterised anew.
///
/// Keep one per renderer: its tessellator's scratch buffers and the draw data's buffers are reused, so
/// building the same frame again allocates nothing.
public struct DrawDataBuilder: Sendable {
    private var tessellator = Tessellator()
    /// Clip and opacity in force, for the frame or for a layer's content.
    /// (A flattened layer pushes the clip in force again: it does not clip its content.)
    private struct State: Sendable {
        var clips: [PixelRect?] = []
        var opacity = 1.0
        var opacities: [Double] = []
        /// The clip in force (nil: none).
        var clip: PixelRect? { clips.last ?? nil }
        mutating func reset(clip: PixelRect?) {
            clips.removeAll(keepingCapacity: true); opacities.removeAll(keepingCapacity: true); opacity = 1
            if let clip { clips.append(clip) }
        }
        /// Follows a clip, layer or opacity command (in pixels at `scale`); false for any other command.
        mutating func follow(_ command: DrawCommand, scale: Double) -> Bool {
            switch command {
            case let .pushLayer(layer) where layer.flattened:
                clips.append(clip)
            case .pushClip, .pushLayer:
                let rect: Rect
                if case let .pushLayer(layer) = command { rect = layer.rect } else if case let .pushClip(r) = command { rect = r } else { rect = .zero }
                var r = PixelRect(covering: rect, scale: scale)
                if let outer = clip { r = r.intersection(outer) }
                clips.append(r)
            case .popClip, .popLayer:
                if !clips.isEmpty { clips.removeLast() }
            case let .pushOpacity(o):
                opacities.append(opacity)
                opacity *= clamp(o, 0, 1)
            case .popOpacity:
                opacity = opacities.popLast() ?? 1
            default:
                return false
            }
            return true
        }
    }
    private var frame = State(), local = State(), scan = State()
    /// Per outermost layer in painting order: its content key (for a flattened layer, of its content and its
    /// backdrop), or nil when it cannot be composited; and a flattened layer's pixels (its content's bounds
    /// within the clip in force).
    private var keys: [Int?] = [], flatRects: [PixelRect?] = []
    /// Per outermost layer that is not flattened: its key at rest (its content, its backdrop and its pixels:
    /// the rectangle within the clip in force), when it can be composited.
    private var restKeys: [Int?] = []
    /// Per outermost layer that is not flattened: the pixels its content covers opaquely (see
    /// `opaqueInterior`), when any.
    private var opaqueRects: [PixelRect?] = []
    /// Added to a layer's id for its texture at rest (exact, opaque), apart from its moving one.
    static let restSalt = 0x5EED_0F_4E57
    /// Per flattened layer being keyed: its index in `keys`, the drawing commands before it, its backdrop's hash.
    private var flatLayers: [FlatLayer] = []
    private struct FlatLayer: Sendable {
        var index: Int, start: Int, flattened: Bool, rect = PixelRect(x: 0, y: 0, width: 0, height: 0), backdrop = 0
        /// A glass lens draws into its pixels: what the lens shows depends on more than its command.
        var underLens = false
    }

    /// Creates a builder.
    public init() {}

    /// Refills `data` with `list` at `scale` drawable pixels per point. `includes(i)` says whether the `i`-th
    /// drawing command (counted from 0 with `DrawCommand.isDrawing`) is needed this frame: those it rejects
    /// (outside every damaged rectangle) are neither tessellated nor emitted, which saves the work of what a
    /// damage redraw will not draw. `layerMode(layer, key, rect)` says how to draw each outermost layer whose
    /// origin lies on whole pixels and that holds no glass (`key`: its content's hash relative to its origin;
    /// `rect`: where it lands in pixels); the others are drawn directly. Both closures are non-escaping, so a
    /// frame allocates no closure context. `drawingBounds(i)`, when given, is the `i`-th drawing command's exact
    /// bounds in drawable pixels (`DamageTracker.bounds(ofDrawing:)`), used to find what lies under a flattened
    /// layer (else bounds are guessed: `looseBounds`).
    /// - Complexity: O(commands + emitted vertices).
    public mutating func build(_ list: DisplayList, scale: Double, into data: inout DrawData,
                               includes: (Int) -> Bool = { _ in true },
                               layerMode: (CompositingLayer, Int, PixelRect) -> LayerMode = { _, _, _ in .direct },
                               drawingBounds: ((Int) -> PixelRect)? = nil) {
        data.removeAll()
        data.scale = scale
        computeKeys(list, scale: scale, drawingBounds: drawingBounds)
        // Working copies (moved back at the end, so their storage is kept): the closure below mutates them.
        var tessellator = self.tessellator, frame = self.frame, local = self.local
        tessellator.scale = scale
        frame.reset(clip: nil)
        let keys = self.keys, flatRects = self.flatRects, restKeys = self.restKeys, opaqueRects = self.opaqueRects
        var drawing = -1, lenses = 0, layerIndex = -1
        // Inside an outermost layer drawn from a texture: its nesting depth, mode, pixel offset and content slot.
        var depth = 0, mode = LayerMode.direct, offset = PixelPoint(x: 0, y: 0), slot = 0
        // Inside an outermost layer drawn directly: its nesting depth (inner layers are clips then).
        var directDepth = 0
        // A flattened layer drawn directly whose texture is taken from the target after its content.
        var capture: DrawData.LayerDraw?
        list.forEach { command in
            if command.isDrawing {
                drawing += 1
                if case .glassLens = command { lenses += 1 }
            }
            if depth > 0 {
                // Content of a composited or rasterised layer.
                if case .pushLayer = command { depth += 1 } else if case .popLayer = command { depth -= 1 }
                guard depth > 0, mode == .rasterise else { return }
                Self.emit(command, tessellator: &tessellator, state: &local, into: &data.layerContents[slot], drawing: drawing, lens: lenses - 1, shift: offset)
                return
            }
            if directDepth > 0 {
                if case .pushLayer = command { directDepth += 1 } else if case .popLayer = command { directDepth -= 1 }
                if directDepth == 0, let draw = capture {
                    capture = nil
                    Self.emit(command, tessellator: &tessellator, state: &frame, into: &data, drawing: drawing, lens: lenses - 1, shift: PixelPoint(x: 0, y: 0))
                    var c = DrawData.Command(kind: .layer(draw), clip: nil, drawing: -1)
                    c.bounds = draw.rect
                    data.commands.append(c)
                    return
                }
            } else if case let .pushLayer(layer) = command {
                layerIndex += 1
                directDepth = 1
                // A flattened layer (a static background with its backdrop), or a layer at rest: an opaque copy
                // of its texture, or drawn directly and then taken into its texture from the target.
                var flat: (id: Int, key: Int, rect: PixelRect)?
                if layer.flattened, layerIndex < keys.count, let key = keys[layerIndex], let rect = flatRects[layerIndex] {
                    flat = (layer.id, key, rect)
                } else if !layer.flattened, layerIndex < keys.count, let key = keys[layerIndex] {
                    let rect = PixelRect(covering: layer.rect, scale: scale)
                    let visible = frame.clip.map { rect.intersection($0) } ?? rect
                    mode = visible.isEmpty ? .direct : layerMode(layer, key, rect)
                    if mode != .direct {
                        depth = 1
                        directDepth = 0
                        offset = PixelPoint(x: rect.x, y: rect.y)
                        var content: Int? = nil
                        if mode == .rasterise {
                            slot = data.layerContentCount
                            data.layerContentCount += 1
                            if data.layerContents.count < data.layerContentCount { data.layerContents.append(DrawData()) }
                            data.layerContents[slot].removeAll()
                            data.layerContents[slot].scale = scale
                            local.reset(clip: PixelRect(x: 0, y: 0, width: rect.width, height: rect.height))
                            content = slot
                        }
                        var draw = DrawData.LayerDraw(id: layer.id, key: key, rect: rect, content: content, opacity: frame.opacity)
                        draw.opaque = layerIndex < opaqueRects.count ? opaqueRects[layerIndex] : nil
                        var c = DrawData.Command(kind: .layer(draw), clip: frame.clip, drawing: -1)
                        c.bounds = visible
                        data.commands.append(c)
                        return
                    }
                    // At rest it is exact as a flattened layer is, under an id of its own.
                    if let restKey = restKeys[layerIndex], let rect = flatRects[layerIndex] { flat = (layer.id &+ Self.restSalt, restKey, rect) }
                }
                if let flat {
                    switch flat.rect.isEmpty ? .direct : layerMode(CompositingLayer(id: flat.id, rect: layer.rect, flattened: true), flat.key, flat.rect) {
                    case .composite:
                        depth = 1; directDepth = 0; mode = .composite
                        var c = DrawData.Command(kind: .layer(DrawData.LayerDraw(id: flat.id, key: flat.key, rect: flat.rect, content: nil, opacity: 1, flattened: true)),
                                                 clip: nil, drawing: -1)
                        c.bounds = flat.rect
                        data.commands.append(c)
                        return
                    case .rasterise:
                        capture = DrawData.LayerDraw(id: flat.id, key: flat.key, rect: flat.rect, content: nil, opacity: 1, flattened: true, capture: true)
                    case .direct:
                        break
                    }
                }
            }
            if command.isDrawing, !includes(drawing) { return }
            Self.emit(command, tessellator: &tessellator, state: &frame, into: &data, drawing: drawing, lens: lenses - 1, shift: PixelPoint(x: 0, y: 0))
        }
        data.drawingCount = drawing + 1
        self.tessellator = tessellator; self.frame = frame; self.local = local
    }

    /// Emits one command into `data` under `state`, its pixels moved by −`shift` (a layer's origin).
    private static func emit(_ command: DrawCommand, tessellator: inout Tessellator, state: inout State, into data: inout DrawData, drawing: Int, lens: Int, shift: PixelPoint) {
        let clip = state.clip
        let opacity = state.opacity
        let start = data.mesh.indices.count, firstVertex = data.mesh.vertices.count
        switch command {
        case let .fillRoundedRect(rect, radius, fill, style):
            tessellator.fillRoundedRect(rect, cornerRadius: radius, fill: fill, opacity: opacity, style: style, into: &data.mesh)
        case let .strokeRoundedRect(rect, radius, color, width, style):
            tessellator.strokeRoundedRect(rect, cornerRadius: radius, color: color, lineWidth: width, opacity: opacity,
                                          style: style, into: &data.mesh)
        case let .shadow(rect, radius, color, blur, offset):
            tessellator.shadow(rect, cornerRadius: radius, color: color, blur: blur, offset: offset, opacity: opacity, into: &data.mesh)
        case .polyline:
            tessellator.append(command, opacity: opacity, into: &data.mesh)
        case let .text(run), let .icon(run):
            // Whole pixels keep glyphs crisp: the texture was rasterised for the pixel grid.
            let origin = PixelPoint(x: Int(clamp((run.origin.x * data.scale).rounded(), -1e6, 1e6)) - shift.x,
                                    y: Int(clamp((run.origin.y * data.scale).rounded(), -1e6, 1e6)) - shift.y)
            data.commands.append(DrawData.Command(kind: .text(run, origin: origin, opacity: opacity), clip: clip, drawing: drawing))
            return
        case let .glassLens(glass):
            data.commands.append(DrawData.Command(kind: .glass(glass, ordinal: lens, opacity: opacity), clip: clip, drawing: drawing))
            return
        case let .pushLayer(layer) where layer.flattened:
            state.clips.append(clip)   // a flattened layer does not clip its content
            return
        case .pushClip, .pushLayer:
            let rect: Rect
            if case let .pushLayer(layer) = command { rect = layer.rect } else if case let .pushClip(r) = command { rect = r } else { rect = .zero }
            var r = PixelRect(covering: rect, scale: data.scale)
            r.x -= shift.x; r.y -= shift.y
            if let outer = clip { r = r.intersection(outer) }
            state.clips.append(r)
            return
        case .popClip, .popLayer:
            if !state.clips.isEmpty { state.clips.removeLast() }
            return
        case let .pushOpacity(o):
            state.opacities.append(state.opacity)
            state.opacity *= clamp(o, 0, 1)
            return
        case .popOpacity:
            state.opacity = state.opacities.popLast() ?? 1
            return
        case .fragment:
            return   // expanded by forEach
        }
        let count = data.mesh.indices.count - start
        guard count > 0 else { return }
        if shift.x != 0 || shift.y != 0 {
            // Whole pixels: exact in Float for any on-screen position, so the layer holds the same pixels.
            let dx = Float(shift.x), dy = Float(shift.y)
            for i in firstVertex..<data.mesh.vertices.count { data.mesh.vertices[i].x -= dx; data.mesh.vertices[i].y -= dy }
        }
        data.commands.append(DrawData.Command(kind: .triangles, clip: clip, indexStart: start, indexCount: count,
                                              vertexCount: data.mesh.vertices.count - firstVertex, drawing: drawing))
    }

    /// The content key of every outermost layer (nil: drawn directly — its origin is off the pixel grid or it
    /// holds a glass lens, which samples what lies under it). A flattened layer's key covers its content (in
    /// window pixels, with the clip and opacity each command is drawn with) and its backdrop: every drawing
    /// command before it whose bounds reach its pixels — those its texture holds too: `drawingBounds(i)`, the
    /// exact bounds of drawing `i` (`DamageTracker.bounds(ofDrawing:)`: a text's texture as placed, within its
    /// clip) where the caller has them, else `looseBounds` (a text's guessed generously, two em per character:
    /// a clear glass label's shadow copies, which change as the lens passes, then reached the pane's background
    /// 12 points below and it was redrawn every frame of a glass slide).
    private mutating func computeKeys(_ list: DisplayList, scale: Double, drawingBounds: ((Int) -> PixelRect)?) {
        keys.removeAll(keepingCapacity: true)
        flatRects.removeAll(keepingCapacity: true)
        restKeys.removeAll(keepingCapacity: true)
        opaqueRects.removeAll(keepingCapacity: true)
        flatLayers.removeAll(keepingCapacity: true)
        scan.reset(clip: nil)
        var depth = 0
        var hasher = Hasher()
        var origin = Point.zero
        var compositable = false, flattened = false
        var bounds = PixelRect(x: 0, y: 0, width: 0, height: 0), outer: PixelRect? = nil
        var drawings = 0
        // A layer's own clip and opacity depths (its content's top level) and what its content covers opaquely.
        var ownClips = 0, ownOpacities = 0, opaque: PixelRect? = nil
        list.forEachHashed { command, commandHash in
            let clip = scan.clip, opacity = scan.opacity
            let topLevel = depth == 1 && scan.clips.count == ownClips && scan.opacities.count == ownOpacities
            _ = scan.follow(command, scale: scale)
            if command.isDrawing { drawings += 1 }
            if depth == 0 {
                guard case let .pushLayer(layer) = command else { return }
                depth = 1
                hasher = Hasher()
                hasher.combine(scale)
                flattened = layer.flattened
                outer = clip
                flatLayers.append(FlatLayer(index: keys.count, start: drawings, flattened: flattened))
                if flattened {
                    compositable = true
                    bounds = PixelRect(x: 0, y: 0, width: 0, height: 0)
                    return
                }
                bounds = PixelRect(covering: layer.rect, scale: scale)
                ownClips = scan.clips.count; ownOpacities = scan.opacities.count; opaque = nil
                let px = layer.rect.minX * scale, py = layer.rect.minY * scale
                compositable = layer.rect.isFinite && abs(px - px.rounded()) < 1e-6 && abs(py - py.rounded()) < 1e-6
                origin = layer.rect.origin
                hasher.combine(layer.rect.size.width); hasher.combine(layer.rect.size.height)
                return
            }
            if case .pushLayer = command { depth += 1 }
            if case .popLayer = command {
                depth -= 1
                if depth == 0 {
                    keys.append(compositable ? hasher.finalize() : nil)
                    restKeys.append(nil)
                    opaqueRects.append(flattened ? nil : opaque)
                    let rect = outer.map { bounds.intersection($0) } ?? bounds
                    flatRects.append(compositable ? rect : nil)
                    if compositable { flatLayers[flatLayers.count - 1].rect = rect } else { flatLayers.removeLast() }
                    return
                }
            }
            if case .glassLens = command { compositable = false }
            guard compositable else { return }
            if flattened {
                hasher.combine(commandHash); hasher.combine(clip); hasher.combine(opacity)
                if command.isDrawing {
                    if let b = Self.looseBounds(command, scale: scale) { bounds = bounds.union(clip.map { b.intersection($0) } ?? b) } else { compositable = false }
                }
            } else {
                hasher.combine(command.layerLocal(dx: -origin.x, dy: -origin.y))
                // At the top level of its content (no clip or opacity of its own in force: opacity 1 in its
                // texture), an opaque fill makes those pixels opaque whatever is drawn over them (SDL's BLEND
                // keeps alpha 1); the largest such interior is kept.
                if topLevel, let o = Self.opaqueCover(command, opacity: 1, scale: scale)?.intersection(bounds),
                   o.area > (opaque?.area ?? 0) { opaque = o }
            }
        }
        if depth > 0 {   // an unclosed layer is drawn directly
            keys.append(nil); flatRects.append(nil); restKeys.append(nil); opaqueRects.append(nil)
            flatLayers.removeLast()
        }
        guard !flatLayers.isEmpty else { return }
        // The backdrops: what is drawn before each flattened layer where its pixels are.
        scan.reset(clip: nil)
        drawings = 0
        list.forEachHashed { command, commandHash in
            let clip = scan.clip, opacity = scan.opacity
            guard !scan.follow(command, scale: scale), command.isDrawing else { return }
            // A lens draws within its rectangle (and its fringe), though it reads a wider backdrop.
            var b = drawingBounds.map { $0(drawings) } ?? Self.looseBounds(command, scale: scale)
            if case let .glassLens(lens) = command { b = lens.rect.isFinite ? PixelRect(covering: lens.rect, scale: scale).outset(by: 5) : nil }
            b = b.map { b in clip.map { b.intersection($0) } ?? b }
            for j in flatLayers.indices where flatLayers[j].start > drawings {
                if let b, !b.intersects(flatLayers[j].rect) { continue }
                if case .glassLens = command { flatLayers[j].underLens = true }
                var h = Hasher()
                h.combine(flatLayers[j].backdrop); h.combine(commandHash); h.combine(clip); h.combine(opacity)
                flatLayers[j].backdrop = h.finalize()
            }
            drawings += 1
        }
        for f in flatLayers {
            guard let content = keys[f.index] else { continue }
            if f.underLens {   // drawn directly: the lens's picture depends on what it samples, beyond these pixels
                if f.flattened { keys[f.index] = nil }
                continue
            }
            var h = Hasher()
            h.combine(content); h.combine(f.backdrop); h.combine(f.rect)
            if f.flattened { keys[f.index] = h.finalize() } else { restKeys[f.index] = h.finalize() }
        }
    }

    /// Bounds (drawable pixels) outside which `command` changes no pixel, generously: `pixelBounds` with a
    /// 3-pixel fringe, text and icons taken as two em per character and two em tall, reaching one em further
    /// on every side (the builder does not know the text's texture). Nil when unknown.
    static func looseBounds(_ command: DrawCommand, scale: Double) -> PixelRect? {
        let b = command.pixelBounds(scale: scale, fringe: 3) { run in
            let em = run.font.size.isFinite ? max(0, run.font.size) * scale : 0
            return PixelSize(width: Int(clamp(em * 2 * Double(run.text.unicodeScalars.count + 1), 0, 1e7).rounded(.up)),
                             height: Int(clamp(em * 2, 0, 1e7).rounded(.up)))
        }
        switch command {
        case let .text(run), let .icon(run):
            return b?.outset(by: Int(clamp(run.font.size * scale, 0, 1e6).rounded(.up)) + 1)
        default:
            return b
        }
    }
}
