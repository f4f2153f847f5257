/// The event, phase and counter names of PickerLab's trace contract, shared by the
/// writer (``TraceWriter``) and the reader (``TraceSummary``) so the two always agree.
public enum TraceNames {
    /// The complete (`"X"`) event spanning one frame, from its start to its present.
    public static let frame = "frame"
    /// The per-frame phases, in pipeline order; each is a complete event nested in `frame`.
    public static let phases = ["input", "animate", "layout", "paint", "render", "present"]
    /// The instant event written for each input event (args: `kind`, `x`, `y`, `pointer`).
    public static let inputEvent = "input_event"
    /// The instant event written for each selection change (args: `control`, `from`, `to`, `by`).
    public static let selectionChange = "selection_change"
    /// The instant event written for each selection-feedback pulse (args: `control`, `index`).
    public static let feedbackPulse = "selection_feedback"
    /// Counter track: the frame's start-to-present time in milliseconds.
    static let frameTimeCounter = "frame_ms"
    /// Counter track: the number of animations in flight.
    static let animationsCounter = "animations_in_flight"
    /// Counter track: draw calls issued by the frame.
    static let drawCallsCounter = "draw_calls"
    /// Counter track: vertices submitted by the frame.
    static let verticesCounter = "vertices"
    /// Counter track: bytes held by the text-texture cache.
    static let textureCacheCounter = "texture_cache_bytes"
    /// Counter: pixels rasterised in the frame (its damaged area; the whole drawable on a full redraw).
    static let damagePixelsCounter = "damage_px"
    /// Counter: damaged rectangles the frame redrew.
    static let damageRectsCounter = "damage_rects"
    /// Counter: layers rasterised into their texture in the frame.
    public static let layersRasterisedCounter = "layers_rasterised"
    /// Counter: layers composited (copied) from their texture in the frame.
    public static let layersCompositedCounter = "layers_composited"
    /// Counter: bytes held by layer textures after the frame.
    public static let layerBytesCounter = "layer_bytes"
    /// Counter: the drawable's pixels (width × height) the frame was drawn at; the layer budget is 16 bytes each.
    public static let drawablePixelsCounter = "drawable_px"
}
