import Geometry

/// A recorded run of draw commands that a repaint boundary keeps between frames: when the boundary did not
/// change, the next frame's display list refers to the same fragment instead of painting it again
/// (Flutter's repaint boundaries and retained layers).
public final class DisplayListFragment: @unchecked Sendable, Hashable {
    /// The fragment's commands, back to front.
    public private(set) var list = DisplayList()
    /// `DisplayList.commandHash` of each of `list.items` (0 for a nested fragment), computed once per recording:
    /// an unchanged repaint boundary's commands are not hashed again every frame (damage, layer and backdrop keys).
    private var hashes: [Int] = []
    private var hashed = false

    public init() {}

    /// Records anew: empties the fragment (keeping capacity) and lets `body` paint into it.
    public func record(_ body: (inout DisplayList) -> Void) {
        list.removeAll()
        hashed = false
        body(&list)
    }

    /// The hashes of `list.items`, computed on the first call after a recording.
    func itemHashes() -> [Int] {
        if !hashed {
            hashes.removeAll(keepingCapacity: true)
            var memo = DisplayList.TextHashMemo()
            for item in list.items {
                if case .fragment = item { hashes.append(0) } else { hashes.append(DisplayList.commandHash(item, memo: &memo)) }
            }
            hashed = true
        }
        return hashes
    }

    /// `DisplayList.forEachHashed` over the fragment's commands, with the hashes kept for this recording.
    func forEachHashed(_ body: (DrawCommand, Int) -> Void) {
        let h = itemHashes()
        for (i, item) in list.items.enumerated() {
            if case .fragment(let f) = item { f.forEachHashed(body) } else { body(item, h[i]) }
        }
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

    /// Calls `body` with every command in painting order, fragments expanded in place, and its hash
    /// (`commandHash`): a retained fragment's are computed once per recording. Allocates nothing once a
    /// fragment's hashes are kept.
    public func forEachHashed(_ body: (DrawCommand, Int) -> Void) {
        var memo = TextHashMemo()
        for item in items {
            if case .fragment(let f) = item { f.forEachHashed(body) } else { body(item, Self.commandHash(item, memo: &memo)) }
        }
    }

    /// The last text hashed and its hash: a stack of copies of one text (a label's shadow, 65 runs) hashes its
    /// string once.
    struct TextHashMemo {
        var text: String?
        var hash = 0
    }

    /// A hash of `command` that equal commands share (as `hashValue`), a text run's string hashed once per
    /// stack of consecutive runs of it (`memo`).
    static func commandHash(_ command: DrawCommand, memo: inout TextHashMemo) -> Int {
        let run: TextRun, kind: Int
        switch command {
        case let .text(r): run = r; kind = 1
        case let .icon(r): run = r; kind = 2
        default: return command.hashValue
        }
        if memo.text != run.text { memo.text = run.text; memo.hash = run.text.hashValue }
        var h = Hasher()
        h.combine(kind); h.combine(memo.hash); h.combine(run.font); h.combine(run.color); h.combine(run.origin)
        return h.finalize()
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
