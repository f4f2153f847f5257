import Geometry

/// A recorded run of draw commands that a repaint boundary keeps between frames: when the boundary did not
/// change, the next frame's display list refers to the same fragment instead of painting it again
/// (Flutter's repaint boundaries and retained layers).
public final class DisplayListFragment: @unchecked Sendable, Hashable {
    /// The fragment's commands, back to front.
    public private(set) var list = DisplayList()

    public init() {}

    /// Records anew: empties the fragment (keeping capacity) and lets `body` paint into it.
    public func record(_ body: (inout DisplayList) -> Void) {
        list.removeAll()
        body(&list)
    }

    public static func == (a: DisplayListFragment, b: DisplayListFragment) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

/// The output of the paint phase: an ordered list of draw commands in window points, back to front, where a
/// `.fragment` command stands for a retained fragment's commands. Kept between frames and refilled with
/// `removeAll()`, so an animating frame reuses its storage.
public struct DisplayList: Sendable, Equatable {
    /// The commands at this level, in painting order (fragments not expanded).
    public private(set) var items: [DrawCommand] = []

    /// Creates an empty display list.
    public init() {}

    /// Appends one command.
    public mutating func append(_ command: DrawCommand) { items.append(command) }

    /// Empties the list, keeping its capacity for the next frame.
    public mutating func removeAll() { items.removeAll(keepingCapacity: true) }

    /// Calls `body` with every command in painting order, fragments expanded in place. Allocates nothing.
    public func forEach(_ body: (DrawCommand) -> Void) {
        for item in items {
            if case .fragment(let f) = item { f.list.forEach(body) } else { body(item) }
        }
    }

    /// Every command with fragments expanded (allocates: for tests and tools, not for the frame loop).
    public var commands: [DrawCommand] {
        var out: [DrawCommand] = []
        forEach { out.append($0) }
        return out
    }

    /// The number of commands with fragments expanded.
    public var count: Int {
        var n = 0
        forEach { _ in n += 1 }
        return n
    }

    public static func == (a: DisplayList, b: DisplayList) -> Bool { a.commands == b.commands }
}

/// Something that executes a display list: the SDL renderer, or a recording renderer in tests.
public protocol DisplayListRendering: AnyObject {
    /// Draws `list` into the current frame; `scale` is drawable pixels per window point.
    func render(_ list: DisplayList, scale: Double)
}
