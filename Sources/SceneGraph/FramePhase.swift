/// The named phases of a frame, in pipeline order: one enum for the app's loop, the frame timeline, the
/// trace and the frame graph (Masonry's passes). `name` is the trace's phase name.
public enum FramePhase: Int, Sendable, CaseIterable {
    /// Platform events turned into scene input (pointer, keys, resizes).
    case input
    /// Animations advanced to the frame's animation time.
    case animate
    /// Layout of what was marked as needing it.
    case layout
    /// Display-list fragments of what was marked as needing paint.
    case paint
    /// The display list rasterised (to completion when nothing is presented).
    case render
    /// The frame shown (a vsync wait included).
    case present

    /// The phase's name in traces and the frame graph ("input", "animate", …).
    public var name: String {
        switch self {
        case .input: "input"
        case .animate: "animate"
        case .layout: "layout"
        case .paint: "paint"
        case .render: "render"
        case .present: "present"
        }
    }

    /// The phases before `present`: a frame's work.
    public static let work: [FramePhase] = [.input, .animate, .layout, .paint, .render]
}

/// A duration per frame phase, in microseconds; a fixed-size value (no allocation per frame).
public struct FramePhaseDurations: Sendable, Equatable {
    private var input: Int64 = 0, animate: Int64 = 0, layout: Int64 = 0
    private var paint: Int64 = 0, render: Int64 = 0, present: Int64 = 0

    /// All zero.
    public init() {}

    /// The duration of `phase` in µs.
    public subscript(phase: FramePhase) -> Int64 {
        get {
            switch phase {
            case .input: input
            case .animate: animate
            case .layout: layout
            case .paint: paint
            case .render: render
            case .present: present
            }
        }
        set {
            switch phase {
            case .input: input = newValue
            case .animate: animate = newValue
            case .layout: layout = newValue
            case .paint: paint = newValue
            case .render: render = newValue
            case .present: present = newValue
            }
        }
    }

    /// The frame's work in µs: every phase but `present`.
    public var work: Int64 { input + animate + layout + paint + render }
    /// Every phase in µs.
    public var total: Int64 { work + present }
}
