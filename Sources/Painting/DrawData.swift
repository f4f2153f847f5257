import Geometry

/// One frame's drawing as the renderer replays it (Dear ImGui's `ImDrawData`): every shape already
/// tessellated into one vertex and index buffer in drawable pixels, and a list of commands — each a clip
/// rectangle, what it samples (nothing, a text texture, a layer) and a range of indices, or a callback the
/// renderer runs itself (the glass lens). The renderer only replays it: it interprets no display list, keeps no
/// clip or opacity stack, tessellates nothing. Damage redraw filters its commands by the damaged rectangles.
///
/// Built by `DrawDataBuilder` from a `DisplayList`; kept between frames and refilled (`removeAll()` keeps the
/// buffers' capacity).
public struct DrawData: Sendable {
    /// What a command draws.
    public enum Kind: Sendable, Equatable {
        /// Untextured triangles: `indexCount` indices of `mesh.indices` from `indexStart`.
        case triangles
        /// A line of text or an icon from the renderer's text texture cache, its line box's top-left at
        /// `origin` (whole drawable pixels: the texture was rasterised for the pixel grid), tinted with the
        /// run's colour, its alpha multiplied by `opacity`.
        case text(TextRun, origin: PixelPoint, opacity: Double)
        /// A callback the renderer draws itself: the `ordinal`-th glass lens of the frame (its cache slot),
        /// drawn over what the target holds when it is reached, with `opacity`.
        case glass(GlassLens, ordinal: Int, opacity: Double)
        /// A layer composited from its texture (see `LayerDraw`).
        case layer(LayerDraw)
    }

    /// A layer to composite: its texture, kept by the renderer under `id` while its content `key` holds, is
    /// copied to `rect` (drawable pixels, whole) with `opacity`. When `content` is set the texture is
    /// (re)rasterised first from `layerContents[content]` (layer-local pixels: the layer's top-left is 0,0).
    public struct LayerDraw: Sendable, Equatable {
        /// The layer's identity (`CompositingLayer.id`).
        public var id: Int
        /// The hash of its content relative to its origin, at this scale.
        public var key: Int
        /// Where it lands, in drawable pixels.
        public var rect: PixelRect
        /// The index in `layerContents` of the draw data to rasterise it from, or nil: composite the cached texture.
        public var content: Int?
        /// The opacity it is composited with (the opacity in force around it).
        public var opacity: Double
        /// A flattened layer (`CompositingLayer.flattened`): copied opaque from its texture over `rect` — or,
        /// with `capture`, its texture taken from the target over `rect` (the command then follows its content,
        /// drawn directly, and `key` is the content and backdrop it holds).
        public var flattened = false, capture = false
        /// The part of `rect` (drawable pixels) its content covers with alpha 1 (an opaque background: see
        /// `DrawDataBuilder.opaqueInterior`), or nil: a moving layer composited at full opacity is one opaque
        /// copy there, and translucent only around it.
        public var opaque: PixelRect?

        /// Creates a layer draw.
        public init(id: Int, key: Int, rect: PixelRect, content: Int?, opacity: Double, flattened: Bool = false, capture: Bool = false) {
            self.id = id; self.key = key; self.rect = rect; self.content = content; self.opacity = opacity
            self.flattened = flattened; self.capture = capture
        }
    }

    /// One command of the frame, in painting order.
    public struct Command: Sendable, Equatable {
        /// What it draws.
        public var kind: Kind
        /// The clip rectangle in drawable pixels (nil: the whole target; may be empty: nothing is drawn).
        public var clip: PixelRect?
        /// The first index (into `mesh.indices`) of a `.triangles` command, 0 otherwise.
        public var indexStart: Int
        /// How many indices a `.triangles` command draws (a multiple of 3), 0 otherwise.
        public var indexCount: Int
        /// How many vertices a `.triangles` command added to `mesh.vertices` (for the renderer's counters).
        public var vertexCount: Int
        /// The display list drawing command it came from, counted from 0 with `DrawCommand.isDrawing` (as
        /// `DamageTracker.bounds(ofDrawing:)` counts them), so damage can filter commands by their bounds;
        /// -1 for a layer, which damage filters by `bounds`.
        public var drawing: Int
        /// A layer's visible pixels (its rectangle within its clip); nil for other commands.
        public var bounds: PixelRect?

        /// Creates a command.
        public init(kind: Kind, clip: PixelRect?, indexStart: Int = 0, indexCount: Int = 0, vertexCount: Int = 0, drawing: Int) {
            self.kind = kind; self.clip = clip; self.indexStart = indexStart; self.indexCount = indexCount
            self.vertexCount = vertexCount; self.drawing = drawing
        }
    }

    /// Every command's triangles, in drawable pixels; indices are absolute into `mesh.vertices`.
    public var mesh = Mesh()
    /// The commands, back to front.
    public var commands: [Command] = []
    /// The scale the frame was built at (drawable pixels per point).
    public var scale = 1.0
    /// Drawing commands in the display list (tessellated or skipped).
    var drawingCount = 0
    /// The content of layers to rasterise this frame (the first `layerContentCount`; the rest are spare
    /// storage kept for its capacity), in layer-local pixels.
    public var layerContents: [DrawData] = []
    /// How many of `layerContents` this frame uses.
    var layerContentCount = 0

    /// Creates empty draw data.
    public init() {}

    /// Empties it, keeping the buffers' capacity for the next frame.
    public mutating func removeAll() {
        mesh.removeAll()
        commands.removeAll(keepingCapacity: true)
        drawingCount = 0
        layerContentCount = 0
    }
}

/// A point in whole drawable pixels.
public struct PixelPoint: Hashable, Sendable {
    /// Pixels from the left and top edges.
    public var x: Int, y: Int
    /// Creates a pixel point.
    public init(x: Int, y: Int) { self.x = x; self.y = y }
}
