import Geometry

/// One option of a segmented control: its title, optional icon and tint.
public struct Segment: Hashable, Sendable {
    /// The label text.
    public var title: String
    /// An icon glyph (a Material Icons code point, see `Icon`), or nil for a text-only label.
    public var icon: Icon?
    /// The segment's own colour (seed 000's per-tab colour, seed 003's per-tab tint).
    public var tint: Color

    /// Creates a segment.
    public init(_ title: String, icon: Icon? = nil, tint: Color = .blue) { self.title = title; self.icon = icon; self.tint = tint }
}
