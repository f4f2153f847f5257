import Geometry

/// The output of the paint phase: an ordered list of draw commands in window points, back to front.
/// Kept between frames and refilled with `removeAll(keepingCapacity:)`, so an animating frame reuses its storage.
public struct DisplayList: Sendable, Equatable {
    /// The commands, in painting order (first is drawn first, i.e. furthest back).
    public private(set) var commands: [DrawCommand] = []

    /// Creates an empty display list.
    public init() {}

    /// Appends one command.
    public mutating func append(_ command: DrawCommand) { commands.append(command) }

    /// Empties the list, keeping its capacity for the next frame.
    public mutating func removeAll() { commands.removeAll(keepingCapacity: true) }

    /// The number of commands.
    public var count: Int { commands.count }
}

/// Something that executes a display list: the SDL renderer, or a recording renderer in tests.
public protocol DisplayListRendering: AnyObject {
    /// Draws `list` into the current frame; `scale` is drawable pixels per window point.
    func render(_ list: DisplayList, scale: Double)
}
